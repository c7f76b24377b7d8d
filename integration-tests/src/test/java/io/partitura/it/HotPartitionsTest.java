package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigProjectRepository;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.BigWorkspaceRepository;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.SmallProject;
import io.partitura.it.hot.SmallWorkspace;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Write sharding with fan-out reads, and re-partitioning indexes, against dynalite. Not in the
 * differential run: moto answers a Query by walking the whole partition in Python, and this class's
 * 5,000 items made it take minutes there; the sharded listings and indexes of ListingOrderTest,
 * SortKeyRangesTest, IndexUpdatesTest and CompositeIndexKeysTest run on both servers instead.
 */
@ExtendWith(TestServerExtension.class)
class HotPartitionsTest {
  private static final int PROJECTS = 2000;
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static FleetTable fleet;
  private static List<String> allIds;
  private static String tableName;

  @BeforeAll
  static void createFleet(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    tableName = "fleet-" + UUID.randomUUID();
    fleet = FleetTable.builder().client(client).tableName(tableName).build();
    fleet.createTable();
    List<Object> records = new ArrayList<>();
    records.add(new BigWorkspace("acme", "Acme"));
    records.add(new SmallWorkspace("acme", "Acme, unsharded"));
    allIds = new ArrayList<>();
    for (int i = 1; i <= PROJECTS; i++) {
      String id = String.format("2026-%05d", i);
      allIds.add(id);
      Stage stage = Stage.values()[i % 3];
      records.add(new BigProject("acme", id, "P" + i, stage, T0.plusSeconds(i)));
      records.add(new SmallProject("acme", id, "P" + i, stage, T0.plusSeconds(i)));
    }
    // 1,000 projects over 50 workspaces for the cross-workspace index questions.
    for (int w = 0; w < 50; w++) {
      for (int p = 0; p < 20; p++) {
        int n = w * 20 + p;
        records.add(new BigProject("ws" + w, String.format("x-%04d", n), "X" + n, Stage.values()[n % 3],
            T0.plusSeconds(100_000 + n)));
      }
    }
    fleet.putAll(records);
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void childrenOfAShardedParentSpreadOverTenPartitionsAndTheParentStaysUnsuffixed() {
    Map<String, AttributeValue> parent = client.getItem(GetItemRequest.builder().tableName(fleet.tableName())
        .key(Map.of("EntityRef", AttributeValue.fromS("WS#acme"), "Detail", AttributeValue.fromS("META"))).build()).item();
    assertEquals("Acme", parent.get("name").s());
    String partition = BigProjectRepository.Codec.partitionKey("acme", "2026-00042");
    assertTrue(partition.matches("WS#acme#0[0-9]"), partition);
    Map<String, AttributeValue> child = client.getItem(GetItemRequest.builder().tableName(fleet.tableName())
        .key(Map.of("EntityRef", AttributeValue.fromS(partition), "Detail", AttributeValue.fromS("PROJ#2026-00042")))
        .build()).item();
    assertEquals("P42", child.get("name").s());
    assertEquals("acme", BigProjectRepository.Codec.workspaceIdOf(partition));
  }

  @Test
  void aGetByIdOfAShardedChildIsOneGetItem() {
    assertEquals("P1234", fleet.bigProjects().get("acme", "2026-01234").orElseThrow().name());
    assertEquals(1, requests.total());
  }

  @Test
  void twoThousandProjectsListInOrderExactlyOnceAcrossPagesOf25() {
    for (boolean newestFirst : new boolean[] {true, false}) {
      requests.reset();
      Listing<BigProject, ?> listing = fleet.bigProjects().inBigWorkspace("acme").limit(25);
      listing = newestFirst ? listing.newestFirst() : listing.oldestFirst();
      List<String> seen = new ArrayList<>();
      int pages = 0;
      Page<BigProject> page = listing.page();
      while (true) {
        pages++;
        page.items().forEach(p -> seen.add(p.projectId()));
        assertTrue(page.items().size() == 25 || !page.hasNext(), "only the last page may be short");
        if (!page.hasNext()) {
          break;
        }
        page = listing.page(page.nextCursor());
      }
      List<String> expected = new ArrayList<>(allIds);
      if (newestFirst) {
        Collections.reverse(expected);
      }
      assertEquals(expected, seen, "every project once, in sort-key order");
      assertEquals(PROJECTS / 25, pages);
      // Each shard is asked for about its share; one that runs dry is asked again: 1.2 x shards a page at most.
      assertTrue(requests.total() <= pages * 12, "about one request per shard per page: " + requests.total());
      System.out.println("sharded listing, pages of 25, newestFirst=" + newestFirst + ": " + pages + " pages, "
          + requests.total() + " requests");
    }
  }

  @Test
  void aShardedStreamQueriesEachShardOnceThenOnlyAShardWhoseBufferRanOut() {
    Listing<BigProject, ?> listing = fleet.bigProjects().inBigWorkspace("acme").limit(100);
    java.util.stream.Stream<BigProject> stream = listing.stream();
    assertEquals(0, requests.total(), "nothing is sent before an item is wanted");
    assertEquals(allIds.subList(0, 3), stream.limit(3).map(BigProject::projectId).toList());
    assertEquals(10, requests.total(), "one Query per shard");
    requests.reset();
    assertEquals(allIds.get(0), listing.stream().findFirst().orElseThrow().projectId());
    assertEquals(10, requests.total(), "one Query per shard");
    requests.reset();
    assertEquals(allIds, listing.stream().map(BigProject::projectId).toList());
    // About 200 projects a shard, read 100 at a time: 2 or 3 Queries a shard, not 10 for each of 20 pages.
    assertTrue(requests.total() <= 31, "Queries to stream 2000 projects: " + requests.total());
    System.out.println("sharded stream of 2000 projects, reads of 100: " + requests.total() + " requests");
  }

  @Test
  void anUnshardedStreamSendsEachPageOnlyWhenItsItemsAreWanted() {
    var listing = fleet.smallProjects().inSmallWorkspace("acme").limit(100);
    var stream = listing.stream();
    assertEquals(0, requests.total(), "nothing is sent before an item is wanted");
    assertEquals(allIds.subList(0, 3), stream.limit(3).map(SmallProject::projectId).toList());
    assertEquals(1, requests.total(), "limit(3): one Query");
    requests.reset();
    assertEquals(allIds.get(0), listing.stream().findFirst().orElseThrow().projectId());
    assertEquals(1, requests.total(), "findFirst: one Query");
    requests.reset();
    assertEquals(allIds, listing.stream().map(SmallProject::projectId).toList());
    assertEquals(20, requests.total(), "2000 projects in pages of 100: 20 Queries, no empty 21st");
  }

  @Test
  void shardedAndUnshardedGiveTheSameOrderedResults() {
    for (int pageSize : new int[] {7, 100}) {
      List<String> sharded = walk(fleet.bigProjects().inBigWorkspace("acme").newestFirst().limit(pageSize)::page,
          BigProject::projectId);
      List<String> unsharded = walk(p -> fleet.smallProjects().inSmallWorkspace("acme").newestFirst().limit(pageSize).page(p),
          SmallProject::projectId);
      assertEquals(unsharded, sharded);
      assertEquals(PROJECTS, new HashSet<>(sharded).size());
    }
  }

  private static <T> List<String> walk(Function<String, Page<T>> pages, Function<T, String> id) {
    List<String> ids = new ArrayList<>();
    Page<T> page = pages.apply(null);
    page.items().forEach(item -> ids.add(id.apply(item)));
    while (page.hasNext()) {
      page = pages.apply(page.nextCursor());
      page.items().forEach(item -> ids.add(id.apply(item)));
    }
    return ids;
  }

  @Test
  void theWholeShardedCollectionLoadsWithOneQueryPerShardPlusTheParentsPartition() {
    BigWorkspaceRepository.WithBigProjects all = fleet.bigWorkspaces().getWithBigProjects("acme").orElseThrow();
    assertEquals("Acme", all.bigWorkspace().name());
    assertEquals(allIds, all.bigProjects().stream().map(BigProject::projectId).toList());
    assertEquals(11, requests.total(), "1 + 10 shards; each shard under 1 MB");
    assertEquals(allIds, fleet.bigProjects().inBigWorkspace("acme").all().stream().map(BigProject::projectId).toList());
  }

  @Test
  void aCursorFromAnotherWorkspaceIsRefused() {
    String cursor = fleet.bigProjects().inBigWorkspace("acme").limit(5).page().nextCursor();
    requests.reset();
    assertThrows(InvalidCursorException.class, () -> fleet.bigProjects().inBigWorkspace("ws1").limit(5).page(cursor));
    assertEquals(0, requests.total());
  }

  @Test
  void activeProjectsAcrossAllWorkspacesNewestFirstOneRequestPerPage() {
    Listing<BigProject, ?> active = fleet.bigProjects().byStage(Stage.ACTIVE).newestFirst().limit(100);
    List<BigProject> seen = new ArrayList<>();
    int pages = 0;
    Page<BigProject> page = active.page();
    while (true) {
      pages++;
      seen.addAll(page.items());
      if (!page.hasNext()) {
        break;
      }
      page = active.page(page.nextCursor());
    }
    // ACTIVE is stage 0: n % 3 == 0 for n in 0..999 (334) and i % 3 == 0 for i in 1..2000 (666).
    assertEquals(334 + 666, seen.stream().filter(p -> !p.workspaceId().equals("mover")).count());
    assertTrue(seen.stream().allMatch(p -> p.stage() == Stage.ACTIVE));
    assertEquals(pages, requests.total(), "one request per page");
    for (int i = 1; i < seen.size(); i++) {
      assertTrue(!seen.get(i).createdAt().isAfter(seen.get(i - 1).createdAt()), "newest first");
    }
    assertEquals("GSI2", active.describe().field("IndexName"));
    assertEquals("{ \":pk\": \"PROJ#ACTIVE\" }", active.describe().field("ExpressionAttributeValues"));
  }

  @Test
  void aShardedIndexFansOutAndKeepsEntitiesOfTheSharedIndexApart() {
    Listing<SmallProject, ?> paused = fleet.smallProjects().byStage(Stage.PAUSED).oldestFirst().limit(50);
    assertEquals(4, paused.shardCount());
    Page<SmallProject> first = paused.page();
    assertEquals(50, first.items().size());
    assertTrue(requests.total() <= 4);
    List<SmallProject> all = paused.all().stream().filter(p -> p.workspaceId().equals("acme")).toList();
    long expected = allIds.stream().filter(id -> Integer.parseInt(id.substring(5)) % 3 == Stage.PAUSED.ordinal()).count();
    assertEquals(expected, all.size(), "only SmallProjects: BigProjects share GSI2 under another prefix");
    for (int i = 1; i < all.size(); i++) {
      assertTrue(!all.get(i).createdAt().isBefore(all.get(i - 1).createdAt()), "merged in order");
    }
  }

  @Test
  void changingTheStageMovesTheProjectBetweenIndexPartitions() {
    fleet.bigProjects().put(new BigProject("mover", "m1", "Mover", Stage.ACTIVE, T0.minusSeconds(10)));
    fleet.smallProjects().put(new SmallProject("mover", "m1", "Mover", Stage.ACTIVE, T0.minusSeconds(10)));
    assertTrue(inIndex(Stage.ACTIVE, "m1"));

    fleet.bigProjects().update("mover", "m1").stage(Stage.ARCHIVED).apply();
    fleet.smallProjects().update("mover", "m1").stage(Stage.ARCHIVED).apply();
    assertTrue(!inIndex(Stage.ACTIVE, "m1") && inIndex(Stage.ARCHIVED, "m1"), "a partial update moves it");

    fleet.bigProjects().put(new BigProject("mover", "m1", "Mover", Stage.PAUSED, T0.minusSeconds(10)));
    fleet.smallProjects().put(new SmallProject("mover", "m1", "Mover", Stage.PAUSED, T0.minusSeconds(10)));
    assertTrue(!inIndex(Stage.ARCHIVED, "m1") && fleet.bigProjects().byStage(Stage.PAUSED).oldestFirst().limit(1)
        .page().items().get(0).projectId().equals("m1"), "a put moves it too");

    fleet.bigProjects().update("mover", "m1").stage(null).apply();
    assertTrue(fleet.bigProjects().byStage(Stage.PAUSED).all().stream().noneMatch(p -> p.projectId().equals("m1")),
        "without a stage it leaves the index");
  }

  @Test
  void aLocalIndexListsAPartitionInAnotherOrderWithStrongConsistencyAvailable() {
    String[] ids = {"zeta", "alpha", "mu", "beta"};
    for (int i = 0; i < ids.length; i++) {
      fleet.smallProjects().put(new SmallProject("lsi", ids[i], ids[i], Stage.PAUSED, T0.plusSeconds(i)));
      fleet.bigProjects().put(new BigProject("lsi", ids[i], ids[i], Stage.PAUSED, T0.plusSeconds(i)));
    }
    requests.reset();
    assertEquals(List.of("zeta", "alpha", "mu", "beta"), fleet.smallProjects().inSmallWorkspaceByCreatedAt("lsi")
        .consistency(ReadConsistency.STRONG).all().stream().map(SmallProject::projectId).toList());
    assertEquals(1, requests.total());
    assertEquals(List.of("alpha", "beta", "mu", "zeta"), fleet.smallProjects().inSmallWorkspace("lsi").all().stream()
        .map(SmallProject::projectId).toList(), "the base table orders by id");
    assertEquals("LSI1", fleet.smallProjects().inSmallWorkspaceByCreatedAt("lsi").describe().field("IndexName"));
    assertEquals(List.of("beta", "mu", "alpha", "zeta"), fleet.bigProjects().inBigWorkspaceByCreatedAt("lsi")
        .newestFirst().limit(3).consistency(ReadConsistency.STRONG).all().stream().map(BigProject::projectId).toList(),
        "sharded: merged across shards, strongly consistent on a local index");
    assertThrows(IllegalStateException.class, () -> fleet.smallProjects().byStage(Stage.ACTIVE).consistency(ReadConsistency.STRONG),
        "a global index refuses consistent reads");
    assertEquals(1, FleetTable.createTableRequest("x").localSecondaryIndexes().size());
  }

  private static boolean inIndex(Stage stage, String projectId) {
    boolean big = fleet.bigProjects().byStage(stage).all().stream().anyMatch(p -> p.projectId().equals(projectId));
    boolean small = fleet.smallProjects().byStage(stage).all().stream().anyMatch(p -> p.projectId().equals(projectId));
    assertEquals(big, small);
    return big;
  }
}
