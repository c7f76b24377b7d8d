package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.article.controlplane.ArticleControlPlaneTable;
import io.partitura.it.article.controlplane.Project;
import io.partitura.it.article.controlplane.Workspace;
import io.partitura.it.article.controlplane.WorkspaceRepository;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.TestServerExtension;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * The one-to-many article's exact layout (seeds/000, model io.partitura.it.article.controlplane): its example written
 * through the generated API, every stored item compared attribute by attribute with the article's, and each of its
 * three access patterns (plus "the whole stack in one Query") answered with its items in one request.
 *
 * <p>The article's text writes {@code EntityRef="WS#acme"} with {@code Detail="META"} for the workspace and
 * {@code Detail="PROJ#2026-0042"} for a project, and {@code status} ({@code ACTIVE}) as a project attribute. Projects
 * {@code 2026-0040} and {@code 2026-0041} are added so that "newest first" has an order to show.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ArticleOneToManyLayoutTest {
  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static ArticleControlPlaneTable db;

  @BeforeAll
  static void writeTheArticlesExample(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    db = ArticleControlPlaneTable.builder().client(client).tableName("article-cp-" + UUID.randomUUID()).build();
    db.createTable();
    db.workspaces().put(new Workspace("acme"));
    db.projects().put(new Project("acme", "2026-0040", "ARCHIVED"));
    db.projects().put(new Project("acme", "2026-0041", "ACTIVE"));
    db.projects().put(new Project("acme", "2026-0042", "ACTIVE"));
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  private static Map<String, AttributeValue> item(String... namesAndValues) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      item.put(namesAndValues[i], AttributeValue.fromS(namesAndValues[i + 1]));
    }
    return item;
  }

  private static Map<String, AttributeValue> union(Map<String, AttributeValue> article, Map<String, AttributeValue> added) {
    Map<String, AttributeValue> item = new LinkedHashMap<>(article);
    item.putAll(added);
    return item;
  }

  /**
   * Each stored item is the article's attributes plus what Partitura writes besides, named one by one: the type
   * attribute {@code _type} and each key component as its own attribute. Nothing else.
   */
  @Test
  void everyStoredItemIsTheArticlesItemAttributeByAttribute() {
    List<Map<String, AttributeValue>> expected = List.of(
        union(item("EntityRef", "WS#acme", "Detail", "META"), item("_type", "Workspace", "workspaceId", "acme")),
        union(item("EntityRef", "WS#acme", "Detail", "PROJ#2026-0040", "status", "ARCHIVED"),
            item("_type", "Project", "workspaceId", "acme", "projectId", "2026-0040")),
        union(item("EntityRef", "WS#acme", "Detail", "PROJ#2026-0041", "status", "ACTIVE"),
            item("_type", "Project", "workspaceId", "acme", "projectId", "2026-0041")),
        union(item("EntityRef", "WS#acme", "Detail", "PROJ#2026-0042", "status", "ACTIVE"),
            item("_type", "Project", "workspaceId", "acme", "projectId", "2026-0042")));
    List<Map<String, AttributeValue>> stored = client.scan(ScanRequest.builder().tableName(db.tableName()).build())
        .items().stream().sorted(Comparator.comparing((Map<String, AttributeValue> i) -> i.get("Detail").s())).toList();
    assertEquals(expected.size(), stored.size());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), stored.get(i), "item " + i);
    }
  }

  /** "Configurações do workspace — GetItem(EntityRef="WS#acme", Detail="META")". */
  @Test
  void theWorkspaceIsOneGetItemOnMeta() {
    assertEquals(new Workspace("acme"), db.workspaces().get("acme").orElseThrow());
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("GetItem"));
    assertEquals(item("EntityRef", "WS#acme", "Detail", "META"),
        db.workspaces().getRequest("acme", ReadConsistency.EVENTUAL).key());
  }

  /** "Query(EntityRef="WS#acme") com Detail begins_with "PROJ#", em ordem decrescente (ScanIndexForward = false)". */
  @Test
  void projectsNewestFirstInOneDescendingQuery() {
    assertEquals(List.of(new Project("acme", "2026-0042", "ACTIVE"), new Project("acme", "2026-0041", "ACTIVE"),
        new Project("acme", "2026-0040", "ARCHIVED")), db.projects().inWorkspace("acme").descending().all());
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    ListingDescription query = db.projects().inWorkspace("acme").descending().describe();
    // The article's expression builder output: #er = :er AND begins_with(#d, :p), names EntityRef and Detail.
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", query.field("KeyConditionExpression"));
    assertEquals("{ \"#pk\": \"EntityRef\", \"#sk\": \"Detail\" }", query.field("ExpressionAttributeNames"));
    assertEquals("{ \":pk\": \"WS#acme\", \":sk\": \"PROJ#\" }", query.field("ExpressionAttributeValues"));
    assertEquals("false", query.field("ScanIndexForward"));
  }

  /** "Um projeto — GetItem(EntityRef="WS#acme", Detail="PROJ#2026-0042")". */
  @Test
  void oneProjectIsOneGetItem() {
    assertEquals(new Project("acme", "2026-0042", "ACTIVE"), db.projects().get("acme", "2026-0042").orElseThrow());
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("GetItem"));
    assertEquals(item("EntityRef", "WS#acme", "Detail", "PROJ#2026-0042"),
        db.projects().getRequest("acme", "2026-0042", ReadConsistency.EVENTUAL).key());
  }

  /** "Um único Query em EntityRef = "WS#acme" varre a pilha inteira — pai mais todos os filhos". */
  @Test
  void theWholeStackInOneQuery() {
    WorkspaceRepository.WithProjects acme = db.workspaces().getWithProjects("acme").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(new Workspace("acme"), acme.workspace());
    assertEquals(List.of("2026-0040", "2026-0041", "2026-0042"), acme.projects().stream().map(Project::projectId).toList());
    QueryRequest query = db.workspaces().getWithProjectsRequest("acme", ReadConsistency.EVENTUAL);
    assertEquals(Map.of(":pk", AttributeValue.fromS("WS#acme")), query.expressionAttributeValues());
  }
}
