package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.controlplane.ControlPlaneTable;
import io.partitura.it.controlplane.Plan;
import io.partitura.it.controlplane.Project;
import io.partitura.it.controlplane.ProjectRepository;
import io.partitura.it.controlplane.Status;
import io.partitura.it.controlplane.Workspace;
import io.partitura.it.controlplane.WorkspaceRepository;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/** The seed's one-to-many model end to end against dynalite: items returned and requests sent. */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class OneToManyTest {
  private static final int PROJECT_COUNT = 300;

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static ControlPlaneTable db;

  @BeforeAll
  static void createTableAndData(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    db = ControlPlaneTable.builder().client(client).tableName("control-plane-" + UUID.randomUUID()).build();
    db.createTable();
    db.workspaces().put(new Workspace("acme", "Acme Corp", Plan.TEAM));
    db.workspaces().put(new Workspace("globex", "Globex", Plan.FREE));
    for (int i = 1; i <= PROJECT_COUNT; i++) {
      db.projects().put(project("acme", i));
    }
    db.projects().put(project("globex", 1));
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  static Project project(String workspaceId, int number) {
    return new Project(workspaceId, projectId(number), "Project " + number,
        number % 3 == 0 ? Status.ARCHIVED : Status.ACTIVE, Instant.parse("2026-01-01T00:00:00Z").plusSeconds(number));
  }

  static String projectId(int number) {
    return String.format("2026-%04d", number);
  }

  @Test
  void getsTheWorkspaceWithOneGetItemAtTheSeedsKey() {
    assertEquals(new Workspace("acme", "Acme Corp", Plan.TEAM), db.workspaces().get("acme").orElseThrow());
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("GetItem"));

    Map<String, AttributeValue> stored = client.getItem(GetItemRequest.builder().tableName(db.tableName())
        .key(Map.of("EntityRef", AttributeValue.fromS("WS#acme"), "Detail", AttributeValue.fromS("META"))).build()).item();
    assertEquals("Workspace", stored.get("_type").s());
    assertEquals("TEAM", stored.get("plan").s());
  }

  @Test
  void aMissingWorkspaceIsEmptyAfterOneRequest() {
    assertTrue(db.workspaces().get("nobody").isEmpty());
    assertEquals(1, requests.total());
  }

  @Test
  void getsOneProjectByIdWithOneGetItemAtTheSeedsKey() {
    assertEquals(project("acme", 42), db.projects().get("acme", "2026-0042").orElseThrow());
    assertEquals(1, requests.count("GetItem"));
    assertEquals(1, requests.total());
    RequestDescription get = RequestDescription.of(db.projects().getRequest("acme", "2026-0042", ReadConsistency.EVENTUAL));
    assertEquals("{ \"EntityRef\": \"WS#acme\", \"Detail\": \"PROJ#2026-0042\" }", get.field("Key"));
  }

  @Test
  void loadsTheWorkspaceAndAll300ProjectsInOneQuery() {
    WorkspaceRepository.WithProjects all = db.workspaces().getWithProjects("acme").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    assertEquals(new Workspace("acme", "Acme Corp", Plan.TEAM), all.workspace());
    assertEquals(PROJECT_COUNT, all.projects().size());
    for (int i = 0; i < PROJECT_COUNT; i++) {
      assertEquals(project("acme", i + 1), all.projects().get(i));
    }
  }

  @Test
  void theItemCollectionIsSplitByTheTypeAttributeNotByKeyShape() {
    // A project whose id looks like the workspace's own sort key must still come back as a project.
    db.workspaces().put(new Workspace("tricky", "Tricky", Plan.FREE));
    db.projects().put(new Project("tricky", "META", "looks like a parent", Status.ACTIVE, Instant.EPOCH));
    requests.reset();
    WorkspaceRepository.WithProjects tricky = db.workspaces().getWithProjects("tricky").orElseThrow();
    assertEquals("Tricky", tricky.workspace().name());
    assertEquals(List.of("META"), tricky.projects().stream().map(Project::projectId).toList());
    assertEquals(1, requests.total());
  }

  @Test
  void pagesOf20WalkAll300ProjectsNewestFirstExactlyOnceIn15Requests() {
    Listing<Project, ?> listing = db.projects().inWorkspace("acme").newestFirst().limit(20);
    List<String> seen = new ArrayList<>();
    Page<Project> page = listing.page();
    seen.addAll(ids(page));
    while (page.hasNext()) {
      page = listing.page(page.nextCursor());
      seen.addAll(ids(page));
    }
    assertEquals(15, requests.count("Query"), "300 items in pages of 20 is 15 requests, no empty trailing page");
    assertEquals(15, requests.total());
    assertEquals(PROJECT_COUNT, seen.size());
    assertEquals(PROJECT_COUNT, new HashSet<>(seen).size());
    for (int i = 0; i < PROJECT_COUNT; i++) {
      assertEquals(projectId(PROJECT_COUNT - i), seen.get(i));
    }
  }

  @Test
  void oldestFirstListsInAscendingOrderAndAllFollowsEveryPage() {
    List<Project> all = db.projects().inWorkspace("acme").oldestFirst().limit(100).all();
    assertEquals(3, requests.total());
    assertEquals(PROJECT_COUNT, all.size());
    assertEquals(projectId(1), all.get(0).projectId());
    assertEquals(projectId(PROJECT_COUNT), all.get(PROJECT_COUNT - 1).projectId());
  }

  @Test
  void describeShowsTheSeedsQueryWithoutSendingIt() {
    ListingDescription description = db.projects().inWorkspace("acme").newestFirst().limit(20).describe();
    assertEquals(0, requests.total());
    assertEquals("Query", description.kind());
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", description.field("KeyConditionExpression"));
    assertEquals("{ \"#pk\": \"EntityRef\", \"#sk\": \"Detail\" }", description.field("ExpressionAttributeNames"));
    assertEquals("{ \":pk\": \"WS#acme\", \":sk\": \"PROJ#\" }", description.field("ExpressionAttributeValues"));
    assertEquals("false", description.field("ScanIndexForward"));
    assertEquals("21", description.field("Limit"), "one more than the page, to know whether another page follows");
    assertTrue(description.toString().startsWith("Query " + db.tableName()));
  }

  @Test
  void aCursorFromAnotherWorkspacesListingIsRefusedBeforeAnyRequest() {
    String acmeCursor = db.projects().inWorkspace("acme").limit(5).page().nextCursor();
    requests.reset();
    InvalidCursorException refused = assertThrows(InvalidCursorException.class,
        () -> db.projects().inWorkspace("globex").limit(5).page(acmeCursor));
    assertTrue(refused.getMessage().contains("another query"), refused.getMessage());
    assertEquals(0, requests.total());
  }

  @Test
  void aCursorUsedInAnotherOrderIsRefused() {
    String cursor = db.projects().inWorkspace("acme").newestFirst().limit(5).page().nextCursor();
    requests.reset();
    assertThrows(InvalidCursorException.class, () -> db.projects().inWorkspace("acme").oldestFirst().limit(5).page(cursor));
    assertEquals(0, requests.total());
  }

  @Test
  void anAlteredCursorIsRefusedBeforeAnyRequest() {
    String cursor = db.projects().inWorkspace("acme").limit(5).page().nextCursor();
    requests.reset();
    char[] chars = cursor.toCharArray();
    int middle = chars.length / 2;
    chars[middle] = chars[middle] == 'A' ? 'B' : 'A';
    String altered = new String(chars);
    assertThrows(InvalidCursorException.class, () -> db.projects().inWorkspace("acme").limit(5).page(altered));
    assertThrows(InvalidCursorException.class, () -> db.projects().inWorkspace("acme").limit(5).page("not a cursor!"));
    assertThrows(InvalidCursorException.class, () -> db.projects().inWorkspace("acme").limit(5).page(""));
    assertEquals(0, requests.total());
  }

  @Test
  void idsContainingTheSeparatorNeverLeakIntoOtherKeys() {
    db.workspaces().put(new Workspace("ab", "AB", Plan.FREE));
    db.workspaces().put(new Workspace("ab#PROJ", "AB PROJ", Plan.FREE));
    db.projects().put(new Project("ab", "1", "one", Status.ACTIVE, Instant.EPOCH));
    db.projects().put(new Project("ab", "12", "twelve", Status.ACTIVE, Instant.EPOCH));
    db.projects().put(new Project("ab", "1#2", "one-hash-two", Status.ACTIVE, Instant.EPOCH));
    db.projects().put(new Project("ab#PROJ", "x", "in the other workspace", Status.ACTIVE, Instant.EPOCH));
    requests.reset();

    Set<String> inAb = new HashSet<>(db.projects().inWorkspace("ab").all().stream().map(Project::projectId).toList());
    assertEquals(Set.of("1", "12", "1#2"), inAb);
    assertEquals(List.of("x"), db.projects().inWorkspace("ab#PROJ").all().stream().map(Project::projectId).toList());
    assertEquals("one-hash-two", db.projects().get("ab", "1#2").orElseThrow().name());
    assertEquals("one", db.projects().get("ab", "1").orElseThrow().name());
    assertEquals("AB PROJ", db.workspaces().getWithProjects("ab#PROJ").orElseThrow().workspace().name());
    assertEquals(5, requests.total(), "two listings, two gets, one collection load");
  }

  @Test
  void keysAreCaseSensitive() {
    db.workspaces().put(new Workspace("Case", "upper", Plan.FREE));
    db.workspaces().put(new Workspace("case", "lower", Plan.FREE));
    assertEquals("upper", db.workspaces().get("Case").orElseThrow().name());
    assertEquals("lower", db.workspaces().get("case").orElseThrow().name());
  }

  @Test
  void emptyOrNullKeyPartsAreRefusedBeforeAnyRequest() {
    InvalidKeyException empty = assertThrows(InvalidKeyException.class, () -> db.workspaces().get(""));
    assertTrue(empty.getMessage().contains("Workspace.workspaceId"), empty.getMessage());
    assertThrows(InvalidKeyException.class, () -> db.projects().put(new Project("acme", null, "x", Status.ACTIVE, null)));
    assertThrows(InvalidKeyException.class, () -> db.projects().inWorkspace(null));
    assertThrows(InvalidKeyException.class, () -> db.workspaces().put(new Workspace("x".repeat(2100), "big", Plan.FREE)));
    assertEquals(0, requests.total());
  }

  @Test
  void createRefusesAnExistingItemAndLeavesItUnchanged() {
    db.workspaces().create(new Workspace("initech", "Initech", Plan.ENTERPRISE));
    ItemAlreadyExistsException refused = assertThrows(ItemAlreadyExistsException.class,
        () -> db.workspaces().create(new Workspace("initech", "Impostor", Plan.FREE)));
    assertTrue(refused.getMessage().contains("EntityRef=\"WS#initech\""), refused.getMessage());
    assertEquals("workspaces.create", refused.operation());
    assertEquals("Initech", db.workspaces().get("initech", ReadConsistency.STRONG).orElseThrow().name());
    assertEquals(3, requests.total());
  }

  @Test
  void deletesBothEntityTypesWithOneRequestEach() {
    db.workspaces().put(new Workspace("doomed", "Doomed", Plan.FREE));
    db.projects().put(new Project("doomed", "p1", "P1", Status.ACTIVE, Instant.EPOCH));
    requests.reset();
    assertTrue(db.projects().delete("doomed", "p1"));
    assertTrue(db.workspaces().delete("doomed"));
    assertFalse(db.workspaces().delete("doomed"));
    assertEquals(3, requests.count("DeleteItem"));
    assertTrue(db.workspaces().getWithProjects("doomed").isEmpty());
  }

  @Test
  void nullAttributesAreNeverWritten() {
    db.projects().put(new Project("acme", "no-name", null, null, null));
    Map<String, AttributeValue> stored = client.getItem(GetItemRequest.builder().tableName(db.tableName())
        .key(Map.of("EntityRef", AttributeValue.fromS("WS#acme"), "Detail", AttributeValue.fromS("PROJ#no-name")))
        .build()).item();
    assertEquals(Set.of("EntityRef", "Detail", "_type", "workspaceId", "projectId"), stored.keySet());
    Project back = db.projects().get("acme", "no-name").orElseThrow();
    assertNull(back.name());
    assertNull(back.status());
    db.projects().delete("acme", "no-name");
  }

  @Test
  void theGeneratedTableSchemaPlugsIntoTheEnhancedClient() {
    DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
    DynamoDbTable<Project> projects = enhanced.table(db.tableName(), ProjectRepository.Codec.tableSchema());
    Project written = new Project("acme", "enhanced-1", "via Enhanced Client", Status.PAUSED, Instant.EPOCH);
    projects.putItem(written);
    assertEquals(written, db.projects().get("acme", "enhanced-1").orElseThrow());
    Project read = projects.getItem(Key.builder().partitionValue("WS#acme").sortValue("PROJ#2026-0007").build());
    assertEquals(project("acme", 7), read);
    db.projects().delete("acme", "enhanced-1");
  }

  private static List<String> ids(Page<Project> page) {
    return page.items().stream().map(Project::projectId).toList();
  }
}
