package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.catalog.CatalogTable;
import io.partitura.it.catalog.Project;
import io.partitura.it.catalog.ProjectRepository;
import io.partitura.it.catalog.Tenant;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyRange;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Composite index keys against dynalite: {@code @GlobalIndex(partitionKey = {"status"}, sortKey =
 * {"createdAt", "projectId"})} answers "ACTIVE projects created since Monday" with one Query, leading
 * sort components fixed by equality and the next ranged; a two-component partition key over shards; a
 * local index by status then creation; partial updates that keep every index key whole.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class CompositeIndexKeysTest {
  private static final Instant MONDAY = Instant.parse("2026-03-02T00:00:00Z");
  private static final List<Instant> TIMES = List.of(Instant.parse("1969-12-31T23:59:59Z"),
      MONDAY.minusNanos(1), MONDAY, MONDAY, MONDAY.plusSeconds(86_400), Instant.parse("9999-12-31T23:59:59Z"));
  private static final List<String> IDS = List.of("p", "p#1", "p$", "p1", "pa", "q", "\u00E9", "\uFF50", "\uD83D\uDE00");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static String tableName;
  private static CatalogTable catalog;
  private static final List<Project> PROJECTS = new ArrayList<>();

  @BeforeAll
  static void createTableAndData(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    tableName = "composite-" + UUID.randomUUID();
    catalog = CatalogTable.builder().client(client).tableName(tableName).build();
    catalog.createTable();
    List<Object> records = new ArrayList<>();
    for (String tenant : List.of("acme", "globex")) {
      records.add(new Tenant(tenant, tenant));
      for (int i = 0; i < IDS.size(); i++) {
        Project project = new Project(tenant, IDS.get(i), "P" + i, i % 3 == 2 ? "PAUSED" : "ACTIVE",
            TIMES.get((i + tenant.length()) % TIMES.size()), i % 2 == 0 ? "eu" : "us", i % 4 - 1);
        PROJECTS.add(project);
        records.add(project);
      }
    }
    catalog.putAll(records);
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  /** GSI4's order: createdAt, projectId, then the item's primary key. */
  private static final Comparator<Project> GSI4_ORDER = Comparator.comparing(Project::createdAt)
      .thenComparing((a, b) -> KeyCodec.compareUtf8(a.projectId(), b.projectId()))
      .thenComparing(CompositeIndexKeysTest::byPrimaryKey);

  private static int byPrimaryKey(Project a, Project b) {
    int c = KeyCodec.compareUtf8(ProjectRepository.Codec.partitionKey(a.tenantId()),
        ProjectRepository.Codec.partitionKey(b.tenantId()));
    return c != 0 ? c : KeyCodec.compareUtf8(ProjectRepository.Codec.sortKey(a.projectId()),
        ProjectRepository.Codec.sortKey(b.projectId()));
  }

  private static List<Project> expected(Predicate<Project> filter, Comparator<Project> order) {
    return PROJECTS.stream().filter(filter).sorted(order).toList();
  }

  @Test
  void activeProjectsCreatedSinceMondayInOneQuery() {
    List<Project> since = catalog.projects().byStatus("ACTIVE", KeyRange.from(MONDAY)).all();
    assertEquals(expected(p -> p.status().equals("ACTIVE") && !p.createdAt().isBefore(MONDAY), GSI4_ORDER), since);
    assertTrue(since.size() > 3);
    assertEquals(List.of("Query"), requests.operations());
  }

  @Test
  void everyRangeOnTheFirstSortComponentGivesExactlyTheItemsInIt() {
    Instant before = MONDAY.minusNanos(1);
    Map<KeyRange<Instant>, Predicate<Instant>> cases = Map.of(
        KeyRange.between(before, MONDAY), t -> !t.isBefore(before) && !t.isAfter(MONDAY),
        KeyRange.after(MONDAY), t -> t.isAfter(MONDAY),
        KeyRange.until(MONDAY), t -> !t.isAfter(MONDAY),
        KeyRange.before(MONDAY), t -> t.isBefore(MONDAY),
        KeyRange.before(Instant.EPOCH), t -> t.isBefore(Instant.EPOCH));
    cases.forEach((range, test) -> {
      requests.reset();
      assertEquals(expected(p -> p.status().equals("ACTIVE") && test.test(p.createdAt()), GSI4_ORDER),
          catalog.projects().byStatus("ACTIVE", range).all(), range.toString());
      assertEquals(List.of("Query"), requests.operations(), range.toString());
    });
  }

  @Test
  void aFixedCreatedAtAndARangeOnTheProjectId() {
    Map<KeyRange<String>, Predicate<String>> cases = Map.of(
        KeyRange.startingWith("p"), id -> id.startsWith("p"),
        KeyRange.between("p", "p1"), id -> KeyCodec.compareUtf8(id, "p") >= 0 && KeyCodec.compareUtf8(id, "p1") <= 0,
        KeyRange.after("p"), id -> KeyCodec.compareUtf8(id, "p") > 0,
        KeyRange.before("p$"), id -> KeyCodec.compareUtf8(id, "p$") < 0,
        KeyRange.until("\uFF50"), id -> KeyCodec.compareUtf8(id, "\uFF50") <= 0);
    cases.forEach((range, test) -> {
      requests.reset();
      assertEquals(expected(p -> p.status().equals("ACTIVE") && p.createdAt().equals(MONDAY) && test.test(p.projectId()),
          GSI4_ORDER), catalog.projects().byStatus("ACTIVE", MONDAY, range).all(), range.toString());
      assertEquals(List.of("Query"), requests.operations(), range.toString());
    });
    requests.reset();
    List<Project> onMonday = catalog.projects().byStatus("ACTIVE", MONDAY).all();
    assertEquals(expected(p -> p.status().equals("ACTIVE") && p.createdAt().equals(MONDAY), GSI4_ORDER), onMonday);
    assertTrue(onMonday.size() >= 2);
    assertEquals(List.of("Query"), requests.operations());
  }

  @Test
  void describeShowsTheKeyConditionOfACompositeRange() {
    ListingDescription after = catalog.projects().byStatus("ACTIVE", MONDAY, KeyRange.after("p")).describe();
    assertEquals("\"#pk = :pk AND #sk BETWEEN :skFrom AND :skTo\"", after.fields().get("KeyConditionExpression"));
    String values = after.fields().get("ExpressionAttributeValues");
    assertTrue(values.contains("\":pk\": \"PRJ#ACTIVE\""), values);
    assertTrue(values.contains("\":skFrom\": \"2026-03-02T00:00:00.000000000Z#p$\""), values);
    assertTrue(values.contains("\":skTo\": \"2026-03-02T00:00:00.000000000Z$\""), values);
    ListingDescription since = catalog.projects().byStatus("ACTIVE", KeyRange.from(MONDAY)).describe();
    assertEquals("\"#pk = :pk AND #sk >= :skFrom\"", since.fields().get("KeyConditionExpression"));
    assertEquals(0, requests.total(), "describe sends nothing");
  }

  /** {@code region} and {@code status} partition GSI5 over 3 shards; priority (negative too), then createdAt, order it. */
  @Test
  void aTwoComponentPartitionKeyOverShards() {
    Comparator<Project> order = Comparator.comparingInt(Project::priority).thenComparing(Project::createdAt)
        .thenComparing(CompositeIndexKeysTest::byPrimaryKey);
    assertEquals(expected(p -> p.region().equals("eu") && p.status().equals("ACTIVE"), order),
        catalog.projects().byRegionAndStatus("eu", "ACTIVE").all());
    assertEquals(List.of("Query", "Query", "Query"), requests.operations());
    requests.reset();
    assertEquals(expected(p -> p.region().equals("eu") && p.status().equals("ACTIVE") && p.priority() <= 0, order),
        catalog.projects().byRegionAndStatus("eu", "ACTIVE", KeyRange.between(-1, 0)).all());
    assertEquals(List.of("Query", "Query", "Query"), requests.operations());
    requests.reset();
    assertEquals(expected(p -> p.region().equals("us") && p.status().equals("ACTIVE") && p.priority() == 0
            && p.createdAt().isBefore(MONDAY), order),
        catalog.projects().byRegionAndStatus("us", "ACTIVE", 0, KeyRange.before(MONDAY)).all());
    assertEquals(List.of("Query", "Query", "Query"), requests.operations());
    for (RequestDescription shard : catalog.projects().byRegionAndStatus("us", "ACTIVE", 0, KeyRange.before(MONDAY))
        .describe().queries()) {
      assertEquals("\"#pk = :pk AND #sk BETWEEN :skFrom AND :skTo\"", shard.fields().get("KeyConditionExpression"));
      assertTrue(shard.fields().get("ExpressionAttributeValues").contains("\":pk\": \"PRJ#us#ACTIVE#0"), shard.toString());
    }
  }

  @Test
  void aLocalIndexByStatusThenCreation() {
    Comparator<Project> order = Comparator.comparing(Project::status).thenComparing(Project::createdAt)
        .thenComparing(CompositeIndexKeysTest::byPrimaryKey);
    assertEquals(expected(p -> p.tenantId().equals("acme") && p.status().equals("ACTIVE") && p.createdAt().isBefore(MONDAY),
        order), catalog.projects().inTenantByStatus("acme", "ACTIVE", KeyRange.before(MONDAY)).all());
    assertEquals(List.of("Query"), requests.operations());
    requests.reset();
    assertEquals(expected(p -> p.tenantId().equals("globex") && p.status().startsWith("PA"), order),
        catalog.projects().inTenantByStatus("globex", KeyRange.startingWith("PA")).all());
    assertEquals(List.of("Query"), requests.operations());
  }

  /** One setter sets every component keying GSI4, GSI5 and LSI2, so no index key is ever half written. */
  @Test
  void aPartialUpdateRewritesEveryIndexKeyWhole() {
    Project before = new Project("acme", "moving", "M", "ACTIVE", MONDAY, "eu", 1);
    catalog.projects().put(before);
    requests.reset();
    Instant later = MONDAY.plusSeconds(60);
    catalog.projects().update("acme", "moving").statusAndCreatedAtAndRegionAndPriority("PAUSED", later, "us", 3).apply();
    assertEquals(List.of("UpdateItem"), requests.operations());
    Map<String, AttributeValue> stored = client.getItem(b -> b.tableName(tableName)
        .key(ProjectRepository.Codec.primaryKey("acme", "moving"))).item();
    Map<String, AttributeValue> expected = new java.util.HashMap<>();
    String pk = ProjectRepository.Codec.partitionKey("acme");
    String sk = ProjectRepository.Codec.sortKey("moving");
    expected.putAll(ProjectRepository.Codec.byStatusIndexKey(pk, sk, "PAUSED", later, "moving"));
    expected.putAll(ProjectRepository.Codec.byRegionAndStatusIndexKey(pk, sk, "us", "PAUSED", 3, later));
    expected.putAll(ProjectRepository.Codec.inTenantByStatusIndexKey(pk, sk, "PAUSED", later));
    expected.forEach((attribute, value) -> assertEquals(value, stored.get(attribute), attribute));
    assertEquals(new Project("acme", "moving", "M", "PAUSED", later, "us", 3),
        catalog.projects().get("acme", "moving").orElseThrow());
    assertTrue(catalog.projects().byStatus("PAUSED", later).all().stream().anyMatch(p -> p.projectId().equals("moving")));
    assertFalse(catalog.projects().byStatus("ACTIVE", MONDAY).all().stream().anyMatch(p -> p.projectId().equals("moving")));
    assertEquals(List.of("moving"), catalog.projects().byRegionAndStatus("us", "PAUSED", 3).all().stream()
        .map(Project::projectId).toList());
    catalog.projects().delete("acme", "moving");
  }

  @Test
  void anItemWithANullComponentIsLeftOutOfTheIndexesItKeys() {
    catalog.projects().put(new Project("acme", "undated", "U", "ACTIVE", null, "eu", 0));
    assertTrue(catalog.projects().byStatus("ACTIVE").all().stream().noneMatch(p -> p.projectId().equals("undated")));
    assertTrue(catalog.projects().byRegionAndStatus("eu", "ACTIVE").all().stream()
        .noneMatch(p -> p.projectId().equals("undated")));
    assertTrue(catalog.projects().inTenantByStatus("acme").all().stream().noneMatch(p -> p.projectId().equals("undated")));
    catalog.projects().delete("acme", "undated");
  }
}
