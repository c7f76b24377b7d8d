package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigProjectRepository;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.SmallProject;
import io.partitura.it.hot.SmallProjectRepository;
import io.partitura.it.hot.SmallWorkspace;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidConditionException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Typed filters on listings ({@code where(…)}), against dynalite: a filter that keeps 1 item in 10
 * still gives pages of the requested size, by reading on, within a bound; sharded or not; on the
 * table and on indexes; and key attributes are refused before any request.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ListingFiltersTest {
  private static final int PROJECTS = 200;
  private static final int WIDE = 1000;
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static RequestCounter requests;
  private static FleetTable fleet;
  /** Ids of the projects named "hit-…": those at positions 9, 19, …, 199 in key order, 1 in 10. */
  private static List<String> hits;

  @BeforeAll
  static void createFleet(TestServer server) {
    requests = new RequestCounter();
    fleet = FleetTable.builder().client(server.newClient(requests)).tableName("filters-" + UUID.randomUUID()).build();
    fleet.createTable();
    List<Object> records = new ArrayList<>();
    records.add(new BigWorkspace("acme", "Acme"));
    records.add(new SmallWorkspace("acme", "Acme, unsharded"));
    hits = new ArrayList<>();
    for (int i = 0; i < PROJECTS; i++) {
      String id = String.format("p-%03d", i);
      boolean hit = i % 10 == 9;
      if (hit) {
        hits.add(id);
      }
      String name = (hit ? "hit-" : "miss-") + i;
      records.add(new SmallProject("acme", id, name, Stage.ACTIVE, T0.plusSeconds(i)));
      records.add(new BigProject("acme", id, name, Stage.ACTIVE, T0.plusSeconds(i)));
    }
    // A wider collection: 1,000 projects, 1 in 10 named "hit-" (positions 9, 19, …), 1 in 40 "hit-rare-"
    // (39, 79, …). PAUSED, so that the ACTIVE index listings below see only the acme projects.
    records.add(new SmallWorkspace("wide", "Wide"));
    for (int i = 0; i < WIDE; i++) {
      String name = (i % 10 == 9 ? "hit-" + (i % 40 == 39 ? "rare-" : "") : "miss-") + i;
      records.add(new SmallProject("wide", String.format("w-%04d", i), name, Stage.PAUSED, T0.plusSeconds(i)));
    }
    fleet.putAll(records);
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  private static Function<SmallProjectRepository.Conditions, io.partitura.runtime.condition.Condition> smallHits() {
    return c -> c.name().beginsWith("hit-");
  }

  private static Function<BigProjectRepository.Conditions, io.partitura.runtime.condition.Condition> bigHits() {
    return c -> c.name().beginsWith("hit-");
  }

  @Test
  void aFilterKeepingOneInTenFillsEveryPageOf25WithTwoQueries() {
    Listing<SmallProject, SmallProjectRepository.Conditions> listing =
        fleet.smallProjects().inSmallWorkspace("wide").limit(25).where(c -> c.name().beginsWith("hit-"));
    List<Integer> sizes = new ArrayList<>();
    List<Integer> queries = new ArrayList<>();
    List<String> seen = new ArrayList<>();
    String cursor = null;
    do {
      requests.reset();
      Page<SmallProject> page = listing.page(cursor);
      sizes.add(page.items().size());
      queries.add(requests.count("Query"));
      assertEquals(requests.count("Query"), requests.total(), "only Queries are sent");
      seen.addAll(ids(page.items()));
      cursor = page.nextCursor();
    } while (cursor != null);
    assertEquals(wideIds(10, 9), seen, "every hit once, in key order");
    assertEquals(List.of(25, 25, 25, 25), sizes, "every page full, the last one too (100 hits)");
    // The first Query reads 26 items (2 hits); the second is sized from that share, 24 ÷ (3/27) × 1.25 = 270
    // items, and finds the rest. Before, every Query read 26 items: 10 Queries a page, and the page came
    // back short whenever its hits lay over more than 11 × 26 items.
    assertEquals(List.of(2, 2, 2, 2), queries);
  }

  @Test
  void aFilterKeepingOneInFortyStillFillsItsPageWithinTheDefaultBound() {
    Listing<SmallProject, SmallProjectRepository.Conditions> listing =
        fleet.smallProjects().inSmallWorkspace("wide").limit(25).where(c -> c.name().beginsWith("hit-rare-"));
    Page<SmallProject> page = listing.page();
    // 26 items read (no hit), then 26 ÷ (1/27) × 1.25 = 878 (22 hits), then 4 ÷ (23/905) × 1.25 = 197: the
    // range ends with the 25th hit. Before: 11 Queries of 26 items, 7 hits, a short page with a cursor.
    assertEquals(wideIds(40, 39), ids(page.items()));
    assertNull(page.nextCursor());
    assertEquals(3, requests.count("Query"));
    assertEquals(3, requests.total());
  }

  @Test
  void aFilterKeepingOneInTenGivesPagesOfSevenReadingOnSizedFromWhatMatched() {
    Listing<SmallProject, SmallProjectRepository.Conditions> listing =
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).where(smallHits());
    assertEquals(0, requests.total(), "building a filtered listing sends nothing");

    // Limit 8 first (the page and one more): positions 0 to 7, no hit. Then 8 ÷ (1/9) × 1.25 = 90 items,
    // positions 8 to 97: 9 hits, the page and its one more.
    Page<SmallProject> first = listing.page();
    assertEquals(hits.subList(0, 7), ids(first.items()));
    assertEquals(2, requests.count("Query"));

    requests.reset();
    Page<SmallProject> second = listing.page(first.nextCursor());
    assertEquals(hits.subList(7, 14), ids(second.items()));
    assertEquals(2, requests.count("Query"), "positions 70 to 77, then 78 to 167");

    requests.reset();
    Page<SmallProject> last = listing.page(second.nextCursor());
    assertEquals(hits.subList(14, 20), ids(last.items()));
    assertNull(last.nextCursor(), "the collection ended: the last page is the short one");
    assertEquals(2, requests.count("Query"), "positions 140 to 147, then the 52 left");
    assertEquals(requests.count("Query"), requests.total());

    requests.reset();
    assertEquals(hits, ids(listing.all()));
    assertEquals(6, requests.count("Query"), "all() pages the same way (28 Queries before)");
    requests.reset();
    assertEquals(hits, ids(listing.stream().toList()));
    assertEquals(6, requests.count("Query"), "stream() too");
  }

  @Test
  void whenTheBoundOfExtraQueriesIsHitThePageIsShorterAndItsCursorSkipsNothing() {
    Listing<SmallProject, SmallProjectRepository.Conditions> listing =
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).where(smallHits()).maxExtraReads(0);
    Page<SmallProject> first = listing.page();
    // One Query of 8 items (positions 0 to 7) holds no hit: an empty page that still says where to go on.
    assertEquals(List.of(), ids(first.items()));
    assertTrue(first.hasNext(), "a short page from the bound still says where to go on");
    assertEquals(1, requests.count("Query"));

    requests.reset();
    List<String> seen = new ArrayList<>(ids(first.items()));
    int pages = 1;
    for (Page<SmallProject> page = first; page.hasNext(); pages++) {
      page = listing.page(page.nextCursor());
      assertTrue(page.items().size() <= 7);
      seen.addAll(ids(page.items()));
    }
    assertEquals(hits, seen, "every hit once, in order");
    assertEquals(pages - 1, requests.count("Query"), "one Query per page");

    // Unfiltered, the bound changes nothing: one Query per page.
    requests.reset();
    assertEquals(7, fleet.smallProjects().inSmallWorkspace("acme").limit(7).maxExtraReads(0).page().items().size());
    assertEquals(1, requests.total());
  }

  @Test
  void readSizeSetsTheLimitOfEveryQueryApartFromThePageSize() {
    // Filtered, reads of 20 items: 2 hits each, so a page of 7 (and its one more) takes 4 Queries.
    Listing<SmallProject, SmallProjectRepository.Conditions> filtered =
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).where(smallHits()).readSize(20);
    assertEquals("20", filtered.describe().field("Limit"));
    Page<SmallProject> page = filtered.page();
    assertEquals(hits.subList(0, 7), ids(page.items()));
    assertEquals(4, requests.count("Query"));

    // Unfiltered, reads of 5 below a page of 7: two Queries make the page and its one more.
    requests.reset();
    Listing<SmallProject, SmallProjectRepository.Conditions> small =
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).readSize(5);
    Page<SmallProject> first = small.page();
    assertEquals(List.of("p-000", "p-001", "p-002", "p-003", "p-004", "p-005", "p-006"), ids(first.items()));
    assertEquals(2, requests.count("Query"));
    assertEquals("p-007", small.page(first.nextCursor()).items().get(0).projectId(), "the next page goes on from p-007");

    // Above the page: one Query reads 50 items, the page returns 7, the next resumes after them.
    requests.reset();
    Listing<SmallProject, SmallProjectRepository.Conditions> large =
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).readSize(50);
    Page<SmallProject> wide = large.page();
    assertEquals(7, wide.items().size());
    assertEquals(1, requests.count("Query"));
    assertEquals("p-007", large.page(wide.nextCursor()).items().get(0).projectId());

    assertThrows(IllegalArgumentException.class, () -> small.readSize(0));
    assertThrows(IllegalArgumentException.class, () -> small.readSize(Listing.MAX_READ_SIZE + 1));
  }

  @Test
  void aShardedFilteredListingGivesFullPagesInMergedOrder() {
    Listing<BigProject, BigProjectRepository.Conditions> listing =
        fleet.bigProjects().inBigWorkspace("acme").limit(7).where(bigHits());
    assertEquals(10, listing.shardCount());
    List<String> seen = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    String cursor = null;
    do {
      Page<BigProject> page = listing.page(cursor);
      sizes.add(page.items().size());
      seen.addAll(bigIds(page.items()));
      cursor = page.nextCursor();
    } while (cursor != null);
    assertEquals(hits, seen, "every hit once, in key order across the shards");
    assertEquals(List.of(7, 7, 6), sizes, "pages of exactly 7 except the last");
    int paged = requests.count("Query");
    System.out.println("sharded filtered walk, 10 shards, pages of 7, 1 in 10 matching: " + paged + " Queries");
    // 200 items over 10 shards, each shard read with Limit 8 until the page is decided: about 20
    // items a shard, so about 3 Queries a shard for the whole walk (43 measured), never the bound of 11 a page.
    assertTrue(paged >= 30 && paged <= 3 * 10 * 3, "Queries for the walk: " + paged);
    assertEquals(paged, requests.total());

    requests.reset();
    assertEquals(hits, bigIds(listing.stream().toList()));
    assertEquals(hits, bigIds(listing.all()));
  }

  @Test
  void aShardedPageStopsAtTheBoundPerShardAndTheNextPageGoesOnWhereItStopped() {
    Listing<BigProject, BigProjectRepository.Conditions> listing =
        fleet.bigProjects().inBigWorkspace("acme").limit(7).where(bigHits()).maxExtraReads(0);
    List<String> seen = new ArrayList<>();
    int pages = 0;
    String cursor = null;
    do {
      requests.reset();
      Page<BigProject> page = listing.page(cursor);
      pages++;
      assertTrue(requests.count("Query") <= 10, "one Query per shard at most: " + requests.count("Query"));
      assertTrue(page.items().size() <= 7);
      seen.addAll(bigIds(page.items()));
      cursor = page.nextCursor();
    } while (cursor != null && pages < 200);
    assertEquals(hits, seen, "short pages, but every hit once, in merged order");
    assertTrue(pages > 3, "the bound made pages shorter: " + pages + " pages");
  }

  @Test
  void aFilteredIndexListingShardedOrNotKeepsOnlyTheMatches() {
    assertEquals(hits, fleet.bigProjects().byStage(Stage.ACTIVE).limit(7).where(bigHits()).all().stream()
        .filter(p -> p.workspaceId().equals("acme")).map(BigProject::projectId).toList());
    List<String> seen = new ArrayList<>();
    Listing<SmallProject, SmallProjectRepository.Conditions> sharded =
        fleet.smallProjects().byStage(Stage.ACTIVE).limit(7).where(smallHits());
    assertEquals(4, sharded.shardCount());
    for (Page<SmallProject> page = sharded.page(); ; page = sharded.page(page.nextCursor())) {
      assertTrue(page.items().size() == 7 || !page.hasNext(), "pages of 7 except the last");
      seen.addAll(ids(page.items()));
      if (!page.hasNext()) {
        break;
      }
    }
    // Ordered by createdAt, which grows with the id here.
    assertEquals(hits, seen);
  }

  @Test
  void describeShowsTheFilterExpressionNextToTheKeyCondition() {
    ListingDescription plain = fleet.smallProjects().inSmallWorkspace("acme").limit(7)
        .where(c -> c.name().beginsWith("hit-").and(c.stage().is(Stage.ACTIVE))).describe();
    assertEquals(1, plain.queries().size());
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", plain.field("KeyConditionExpression"));
    assertEquals("\"(begins_with(#c0, :c0)) AND (#c1 = :c1)\"", plain.field("FilterExpression"));
    assertTrue(plain.field("ExpressionAttributeNames").contains("\"#c0\": \"name\""), plain.toString());
    assertTrue(plain.field("ExpressionAttributeNames").contains("\"#c1\": \"stage\""), plain.toString());
    assertTrue(plain.field("ExpressionAttributeValues").contains("\":c0\": \"hit-\""), plain.toString());
    assertEquals("8", plain.field("Limit"));

    ListingDescription sharded = fleet.bigProjects().inBigWorkspace("acme").limit(7).where(bigHits()).describe();
    assertEquals(10, sharded.queries().size());
    for (RequestDescription shard : sharded.queries()) {
      assertEquals("\"begins_with(#c0, :c0)\"", shard.field("FilterExpression"));
      assertEquals("8", shard.field("Limit"), "filtered, each shard is asked for a whole page");
    }
    assertEquals(0, requests.total(), "describe sends nothing");
  }

  @Test
  void aFilterOnAKeyAttributeIsRefusedBeforeAnyRequest() {
    InvalidConditionException sortKey = assertThrows(InvalidConditionException.class,
        () -> fleet.smallProjects().inSmallWorkspace("acme").where(c -> c.projectId().is("p-009")));
    assertTrue(sortKey.getMessage().contains("'projectId' is part of this listing's key"), sortKey.getMessage());
    assertThrows(InvalidConditionException.class,
        () -> fleet.bigProjects().inBigWorkspace("acme").where(c -> c.name().exists().and(c.workspaceId().is("acme"))));
    // On an index, its key components are refused; the table's key components are plain attributes there.
    InvalidConditionException indexKey = assertThrows(InvalidConditionException.class,
        () -> fleet.smallProjects().byStage(Stage.ACTIVE).where(c -> c.createdAt().is(T0)));
    assertTrue(indexKey.getMessage().contains("'createdAt'"), indexKey.getMessage());
    assertThrows(InvalidConditionException.class,
        () -> fleet.bigProjects().byStage(Stage.ACTIVE).where(c -> c.stage().is(Stage.PAUSED)));
    assertThrows(InvalidConditionException.class, () -> fleet.smallProjects().inSmallWorkspace("acme").where(null));
    assertEquals(0, requests.total());
    assertEquals(List.of("p-009"), bigIds(fleet.bigProjects().byStage(Stage.ACTIVE)
        .where(c -> c.projectId().is("p-009")).all().stream().filter(p -> p.workspaceId().equals("acme")).toList()));
  }

  /** The ids of the wide workspace's projects at positions {@code first}, {@code first + every}, …. */
  private static List<String> wideIds(int every, int first) {
    List<String> ids = new ArrayList<>();
    for (int i = first; i < WIDE; i += every) {
      ids.add(String.format("w-%04d", i));
    }
    return ids;
  }

  private static List<String> ids(List<SmallProject> projects) {
    return projects.stream().map(SmallProject::projectId).toList();
  }

  private static List<String> bigIds(List<BigProject> projects) {
    return projects.stream().map(BigProject::projectId).toList();
  }
}
