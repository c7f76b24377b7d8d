package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigProjectRepository;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.SmallProject;
import io.partitura.it.hot.SmallWorkspace;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.query.Listing;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * {@code count()} on listings, against dynalite: a {@code Select=COUNT} Query per partition (per shard
 * when sharded, summed), one more per further MB, no item read back; the count is the number of
 * items {@code all()} returns, filter, index and shards included.
 */
@ExtendWith(DynaliteExtension.class)
class ListingCountTest {
  private static final int PROJECTS = 200;
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  private static final RequestCounter requests = new RequestCounter();
  private static final QueriesSent queries = new QueriesSent();
  private static FleetTable fleet;

  /** Every Query the client sends, as sent: to check that a count asks for no item. */
  static final class QueriesSent implements ExecutionInterceptor {
    private final List<QueryRequest> sent = new ArrayList<>();

    @Override
    public synchronized void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
      if (context.request() instanceof QueryRequest query) {
        sent.add(query);
      }
    }

    synchronized List<QueryRequest> sent() {
      return List.copyOf(sent);
    }

    synchronized void reset() {
      sent.clear();
    }
  }

  @BeforeAll
  static void createFleet(DynaliteServer server) {
    fleet = FleetTable.builder().client(server.newClient(requests, queries))
        .tableName("count-" + UUID.randomUUID()).build();
    fleet.createTable();
    List<Object> records = new ArrayList<>();
    records.add(new BigWorkspace("acme", "Acme"));
    records.add(new SmallWorkspace("acme", "Acme, unsharded"));
    records.add(new SmallWorkspace("large", "Items of 4 KB"));
    for (int i = 0; i < PROJECTS; i++) {
      String id = String.format("p-%03d", i);
      String name = (i % 10 == 9 ? "hit-" : "miss-") + i;
      Stage stage = i % 4 == 0 ? Stage.ARCHIVED : Stage.ACTIVE;
      records.add(new SmallProject("acme", id, name, stage, T0.plusSeconds(i)));
      records.add(new BigProject("acme", id, name, stage, T0.plusSeconds(i)));
    }
    // 300 items of about 4 KB: 1.2 MB, more than one Query page of 1 MB.
    String large = "x".repeat(4000);
    for (int i = 0; i < 300; i++) {
      records.add(new SmallProject("large", String.format("l-%03d", i), large, Stage.PAUSED, T0.plusSeconds(i)));
    }
    fleet.putAll(records);
  }

  @BeforeEach
  void reset() {
    requests.reset();
    queries.reset();
  }

  /** Counts {@code listing}, checks it against {@code all()}, and returns the Queries the count sent. */
  private static List<QueryRequest> countAgainstAll(Listing<?, ?> listing, long expected) {
    requests.reset();
    queries.reset();
    long count = listing.count();
    List<QueryRequest> sent = queries.sent();
    assertEquals(expected, count);
    assertEquals(sent.size(), requests.total(), "a count sends Queries only");
    for (QueryRequest query : sent) {
      assertEquals(Select.COUNT, query.select(), "every Query of a count asks for the count only: " + query);
      assertEquals(null, query.limit(), "no Limit: DynamoDB counts up to 1 MB a Query");
    }
    assertEquals(count, listing.all().size(), "the count is what all() returns");
    return sent;
  }

  @Test
  void aPartitionIsCountedInOneQuery() {
    List<QueryRequest> sent = countAgainstAll(fleet.smallProjects().inSmallWorkspace("acme"), PROJECTS);
    assertEquals(1, sent.size());
    assertEquals(null, sent.get(0).filterExpression());
  }

  @Test
  void aFilteredListingCountsOnlyTheMatchesInOneQuery() {
    List<QueryRequest> sent = countAgainstAll(
        fleet.smallProjects().inSmallWorkspace("acme").limit(7).where(c -> c.name().beginsWith("hit-")), 20);
    assertEquals(1, sent.size(), "the page size plays no part: one Query, where all() takes 6 (28 before filtered reads were sized)");
    assertEquals("begins_with(#c0, :c0)", sent.get(0).filterExpression());
  }

  @Test
  void anIndexIsCountedOnTheIndex() {
    List<QueryRequest> sent = countAgainstAll(fleet.bigProjects().byStage(Stage.ARCHIVED), PROJECTS / 4);
    assertEquals(1, sent.size());
    assertEquals("GSI2", sent.get(0).indexName());

    sent = countAgainstAll(fleet.bigProjects().byStage(Stage.ACTIVE).where(c -> c.name().beginsWith("hit-")),
        PROJECTS / 10); // the hits (9, 19, …) are odd, so none is archived (multiples of 4)
    assertEquals(1, sent.size());
  }

  @Test
  void aShardedIndexIsCountedOneQueryPerShardAndSummed() {
    Listing<SmallProject, ?> listing = fleet.smallProjects().byStage(Stage.ACTIVE);
    assertEquals(4, listing.shardCount());
    List<QueryRequest> sent = countAgainstAll(listing, PROJECTS - PROJECTS / 4);
    assertEquals(4, sent.size(), "one Query per shard");
    assertEquals(4, sent.stream().map(q -> q.expressionAttributeValues().get(":pk").s()).distinct().count(),
        "each shard once");

    sent = countAgainstAll(fleet.smallProjects().byStage(Stage.ACTIVE).where(c -> c.name().beginsWith("hit-")),
        PROJECTS / 10);
    assertEquals(4, sent.size());
  }

  @Test
  void aShardedCollectionIsCountedOneQueryPerShardAndSummed() {
    Listing<BigProject, BigProjectRepository.Conditions> listing = fleet.bigProjects().inBigWorkspace("acme");
    assertEquals(10, listing.shardCount());
    assertEquals(10, countAgainstAll(listing, PROJECTS).size());
    assertEquals(10, countAgainstAll(listing.where(c -> c.name().beginsWith("hit-")), PROJECTS / 10).size());
  }

  @Test
  void aKeyRangeOverOneMegabyteIsCountedOneQueryPerMegabyte() {
    List<QueryRequest> sent = countAgainstAll(fleet.smallProjects().inSmallWorkspace("large"), 300);
    assertEquals(2, sent.size(), "1.2 MB: DynamoDB stops at 1 MB, the count resumes from LastEvaluatedKey");
    assertTrue(sent.get(1).hasExclusiveStartKey());
  }

  @Test
  void describeCountShowsSelectCountWithoutLimitAndSendsNothing() {
    ListingDescription described = fleet.smallProjects().inSmallWorkspace("acme")
        .where(c -> c.name().beginsWith("hit-")).describeCount();
    assertEquals(0, requests.total());
    RequestDescription query = described.first();
    assertEquals("COUNT", query.field("Select"));
    assertEquals(null, query.field("Limit"));
    assertEquals("\"begins_with(#c0, :c0)\"", query.field("FilterExpression"));
    assertEquals(4, fleet.smallProjects().byStage(Stage.ACTIVE).describeCount().queries().size());
  }
}
