package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.expiry.Account;
import io.partitura.it.expiry.AccountRepository;
import io.partitura.it.expiry.ExpiryTable;
import io.partitura.it.expiry.Invite;
import io.partitura.it.expiry.Session;
import io.partitura.it.expiry.Tenant;
import io.partitura.it.expiry.Token;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import io.partitura.testkit.RequestCounter;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * {@code @ExpiresAt} against dynalite: stored as epoch seconds, and items past their expiry that
 * DynamoDB has not removed yet (dynalite never removes them) read as absent everywhere. The clock is
 * fixed, so "expired" means "before {@link #NOW}", not "before the test ran". {@code enableExpiry()}
 * runs on moto, which serves UpdateTimeToLive.
 */
@ExtendWith(DynaliteExtension.class)
class ExpiryTest {
  private static final String TABLE = "expiry-" + UUID.randomUUID();
  private static final Instant NOW = Instant.parse("2026-06-01T12:00:00Z");
  private static final Instant PAST = NOW.minusSeconds(60);
  private static final Instant FUTURE = NOW.plusSeconds(3600);

  private static RequestCounter requests;
  private static ExpiryTable db;
  private static DynamoDbClient raw;
  private static DynamoDbClient counted;

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    counted = server.newClient(requests);
    db = ExpiryTable.builder()
        .client(counted)
        .tableName(TABLE)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .build();
    db.createTable();
    raw = server.newClient();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static Map<String, AttributeValue> rawItem(String partitionKey, String sortKey) {
    return raw.getItem(GetItemRequest.builder().tableName(TABLE).consistentRead(true)
        .key(Map.of(ExpiryTable.PARTITION_KEY, AttributeValue.fromS(partitionKey),
            ExpiryTable.SORT_KEY, AttributeValue.fromS(sortKey)))
        .build()).item();
  }

  /**
   * Stored seconds round up: DynamoDB's Time to Live deletes an item once its seconds are at or before
   * now, so seconds rounded down would let it delete the item up to a second before its instant.
   */
  @Test
  void theExpiryIsStoredAsEpochSecondsRoundedUpToTheWholeSecond() {
    Instant expiresAt = Instant.parse("2026-06-02T08:30:15.750Z");
    db.sessions().put(new Session("stored", "s1", "phone", expiresAt));
    db.sessions().put(new Session("stored", "s2", "phone", FUTURE));

    Map<String, AttributeValue> item = rawItem("ACCT#stored", "SESSION#s1");
    assertEquals(AttributeValue.fromN(Long.toString(expiresAt.getEpochSecond() + 1)), item.get("expiresAt"));
    assertEquals(Instant.parse("2026-06-02T08:30:16Z"), db.sessions().get("stored", "s1").orElseThrow().expiresAt());
    assertEquals(AttributeValue.fromN(Long.toString(FUTURE.getEpochSecond())),
        rawItem("ACCT#stored", "SESSION#s2").get("expiresAt"), "a whole second is stored as it is");
  }

  @Test
  void aPartialUpdateStoresTheExpiryAsEpochSecondsRoundedUpToo() {
    db.sessions().put(new Session("renew", "s1", "phone", FUTURE));
    Instant renewed = FUTURE.plusSeconds(86_400).plusMillis(1);
    db.sessions().update("renew", "s1").expiresAt(renewed).apply();

    assertEquals(AttributeValue.fromN(Long.toString(renewed.getEpochSecond() + 1)),
        rawItem("ACCT#renew", "SESSION#s1").get("expiresAt"));
  }

  /**
   * An expiry within a second, 12:00:00.700: the item is there at 12:00:00.300 and at 12:00:00.999,
   * by get, batch get and listing, and gone at 12:00:01, its stored instant. Before the fix it was
   * stored as 12:00:00 and gone from 12:00:00.000 on, 0.7 s before its instant.
   */
  @Test
  void anItemIsNeverAbsentBeforeItsInstant() {
    Instant expiresAt = NOW.plusMillis(700);
    db.sessions().put(new Session("early", "s1", "phone", expiresAt));
    Session stored = new Session("early", "s1", "phone", NOW.plusSeconds(1));

    for (Instant now : List.of(NOW.plusMillis(300), expiresAt.minusNanos(1), NOW.plusMillis(999))) {
      ExpiryTable at = ExpiryTable.builder().client(raw).tableName(TABLE).clock(Clock.fixed(now, ZoneOffset.UTC)).build();
      assertEquals(stored, at.sessions().get("early", "s1").orElseThrow(), "at " + now);
      assertEquals(List.of(stored), at.batchGet().session("early", "s1").execute().sessions(), "at " + now);
      assertEquals(List.of(stored), at.sessions().inAccount("early").all(), "at " + now);
    }
    ExpiryTable atTheSecond = ExpiryTable.builder().client(raw).tableName(TABLE)
        .clock(Clock.fixed(NOW.plusSeconds(1), ZoneOffset.UTC)).build();
    assertTrue(atTheSecond.sessions().get("early", "s1").isEmpty());
    assertEquals(List.of(), atTheSecond.batchGet().session("early", "s1").execute().sessions());
    assertEquals(List.of(), atTheSecond.sessions().inAccount("early").all());
  }

  @Test
  void getReturnsEmptyForAnExpiredItemThatIsStillStored() {
    db.sessions().put(new Session("get", "expired", "phone", PAST));
    db.sessions().put(new Session("get", "now", "phone", NOW));
    db.sessions().put(new Session("get", "live", "phone", FUTURE));
    db.sessions().put(new Session("get", "forever", "phone", null));
    requests.reset();

    assertTrue(db.sessions().get("get", "expired").isEmpty());
    assertTrue(db.sessions().get("get", "now").isEmpty(), "an expiry at the clock's instant has passed");
    assertEquals(new Session("get", "live", "phone", FUTURE), db.sessions().get("get", "live").orElseThrow());
    assertEquals(new Session("get", "forever", "phone", null), db.sessions().get("get", "forever").orElseThrow());
    assertEquals(4, requests.count("GetItem"));
    assertEquals(4, requests.total());
    assertNotNull(rawItem("ACCT#get", "SESSION#expired"), "dynalite, like DynamoDB before its sweep, still stores it");
  }

  @Test
  void everyEntityOfTheTableExpiresByTheOneAttribute() {
    db.invites().put(new Invite("old", "a@example.com", PAST));
    db.invites().put(new Invite("new", "b@example.com", FUTURE));

    assertEquals(AttributeValue.fromN(Long.toString(PAST.getEpochSecond())), rawItem("INVITE#old", "META").get("expiresAt"));
    assertTrue(db.invites().get("old").isEmpty());
    assertEquals("b@example.com", db.invites().get("new").orElseThrow().email());
  }

  @Test
  void aBatchGetLeavesExpiredItemsOut() {
    db.accounts().put(new Account("batch", "Ann"));
    db.sessions().put(new Session("batch", "expired", "phone", PAST));
    db.sessions().put(new Session("batch", "live", "laptop", FUTURE));
    requests.reset();

    ExpiryTable.BatchGetResult result = db.batchGet()
        .account("batch")
        .session("batch", "expired")
        .session("batch", "live")
        .execute();

    assertEquals(List.of(new Account("batch", "Ann")), result.accounts());
    assertEquals(List.of(new Session("batch", "live", "laptop", FUTURE)), result.sessions());
    assertEquals(1, requests.count("BatchGetItem"));
    assertEquals(1, requests.total());
  }

  @Test
  void aCollectionReadSkipsExpiredChildren() {
    db.accounts().put(new Account("collection", "Ann"));
    db.sessions().put(new Session("collection", "a", "phone", PAST));
    db.sessions().put(new Session("collection", "b", "laptop", FUTURE));
    requests.reset();

    AccountRepository.WithSessions read = db.accounts().getWithSessions("collection").orElseThrow();

    assertEquals(List.of(new Session("collection", "b", "laptop", FUTURE)), read.sessions());
    assertEquals(1, requests.count("Query"));
  }

  /**
   * 30 sessions s00…s29, every third from s01 on expired (10), pages of 10. DynamoDB counts expired
   * items against Limit, so each page reads on from where it stopped, asking only for what is missing:
   * page 1 reads s00–s10 (4 expired), s11–s14 (1), s15 (the extra item): 3 Queries, 10 sessions;
   * page 2 reads s15–s25 (4 expired), s26–s29 (1), then an empty read that shows nothing follows.
   */
  @Test
  void listingPagesAreFullDespiteExpiredItemsInBetween() {
    List<Session> live = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Session session = new Session("paged", String.format("s%02d", i), "phone", i % 3 == 1 ? PAST : FUTURE);
      db.sessions().put(session);
      if (i % 3 != 1) {
        live.add(session);
      }
    }
    requests.reset();
    Listing<Session, ?> listing = db.sessions().inAccount("paged").limit(10);

    Page<Session> first = listing.page();
    assertEquals(live.subList(0, 10), first.items());
    assertTrue(first.hasNext());
    assertEquals(3, requests.count("Query"));

    Page<Session> second = listing.page(first.nextCursor());
    assertEquals(live.subList(10, 20), second.items());
    assertFalse(second.hasNext());
    assertEquals(6, requests.count("Query"));
    assertEquals(6, requests.total());
  }

  /**
   * {@code count()} leaves expired items out as reads do, with a filter in its one {@code Select=COUNT}
   * Query: an item without expiry, one expiring later and one expired at this very second.
   */
  @Test
  void aCountLeavesOutExpiredItemsAsReadsDo() {
    List<Object> records = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      Instant expiry = i % 3 == 0 ? PAST : i % 3 == 1 ? FUTURE : null;
      records.add(new Session("counted", String.format("s%02d", i), i < 6 ? "phone" : "laptop", expiry));
    }
    records.add(new Session("counted", "at-now", "phone", NOW));
    db.putAll(records);
    requests.reset();

    Listing<Session, ?> listing = db.sessions().inAccount("counted");
    assertEquals(8, listing.count(), "4 expired and the one expiring at NOW left out");
    assertEquals(1, requests.count("Query"));
    assertEquals(listing.all().size(), 8);
    requests.reset();
    assertEquals(4, db.sessions().inAccount("counted").where(c -> c.device().is("phone")).count());
    assertEquals(1, requests.total());
    assertEquals(4, db.sessions().inAccount("counted").where(c -> c.device().is("phone")).all().size());

    RequestDescription described = db.sessions().inAccount("counted").where(c -> c.device().is("phone"))
        .describeCount().first();
    assertEquals("\"(#c0 = :c0) AND NOT (#expiry <= :now)\"", described.field("FilterExpression"));
    assertTrue(described.field("ExpressionAttributeValues").contains("\":now\": " + NOW.getEpochSecond()),
        described.toString());
  }

  @Test
  void aListingWithoutExpiredItemsSendsOneQueryPerPage() {
    for (int i = 0; i < 25; i++) {
      db.sessions().put(new Session("unexpired", String.format("s%02d", i), "phone", FUTURE));
    }
    requests.reset();

    List<Session> all = db.sessions().inAccount("unexpired").limit(10).all();

    assertEquals(25, all.size());
    assertEquals(3, requests.count("Query"), "pages of 10, 10 and 5: no request spent on expiry");
  }

  /**
   * A run of expired items longer than a page reads on at most {@link Listing#DEFAULT_MAX_EXTRA_READS}
   * more times, then returns a short page with a cursor where it stopped: no unbounded loop, nothing lost.
   */
  @Test
  void aLongRunOfExpiredItemsCostsABoundedNumberOfQueriesAndLosesNothing() {
    for (int i = 0; i < 40; i++) {
      db.sessions().put(new Session("run", String.format("s%02d", i), "phone", PAST));
    }
    db.sessions().put(new Session("run", "s40", "phone", FUTURE));
    requests.reset();
    Listing<Session, ?> listing = db.sessions().inAccount("run").limit(1);

    Page<Session> first = listing.page();
    // Limit 2, then 2 per further read: 22 expired items read, none kept.
    assertEquals(List.of(), first.items());
    assertTrue(first.hasNext(), "a cursor where reading stopped");
    assertEquals(1 + Listing.DEFAULT_MAX_EXTRA_READS, requests.count("Query"));

    List<Session> seen = new ArrayList<>(first.items());
    Page<Session> page = first;
    while (page.hasNext()) {
      page = listing.page(page.nextCursor());
      seen.addAll(page.items());
    }
    assertEquals(List.of(new Session("run", "s40", "phone", FUTURE)), seen);
  }

  /**
   * 300 expired tokens, then 5 live ones, over 3 shards (92, 107 and 101 expired; t303 and t304,
   * t301 and t302, t300 live), in pages of 5. Each shard is read at most 1 + 10 times a page, first
   * for its share (3), then, as its reads lost items to expiry, for all the page misses (6), not for
   * ever smaller shares: page 1 reads 3 + 10 x 6 expired tokens from each shard, 33 Queries, and
   * comes back empty with a cursor; page 2 reads the rest and returns the 5 in 23 Queries. Every
   * token is read once (305). Before, one page read them 2 or 3 at a time: 154 Queries.
   */
  @Test
  void aShardedListingOverExpiredItemsReadsEachShardAtMostElevenTimesAPage() {
    List<Object> records = new ArrayList<>();
    records.add(new Tenant("sharded", "Acme"));
    List<Token> live = new ArrayList<>();
    for (int i = 0; i < 305; i++) {
      Token token = new Token("sharded", String.format("t%03d", i), i < 300 ? PAST : FUTURE);
      records.add(token);
      if (i >= 300) {
        live.add(token);
      }
    }
    db.putAll(records);
    AtomicLong itemsRead = new AtomicLong();
    ExpiryTable listened = ExpiryTable.builder().client(counted).tableName(TABLE)
        .clock(Clock.fixed(NOW, ZoneOffset.UTC))
        .listener(event -> itemsRead.addAndGet(event.itemCount())).build();
    requests.reset();
    Listing<Token, ?> listing = listened.tokens().inTenant("sharded").limit(5);

    Page<Token> first = listing.page();
    assertEquals(3 * (1 + Listing.DEFAULT_MAX_EXTRA_READS), requests.count("Query"));
    assertEquals(3 * (3 + 10 * 6), itemsRead.get());
    assertEquals(List.of(), first.items());
    assertTrue(first.hasNext(), "a cursor where each shard stopped");
    requests.reset();

    Page<Token> second = listing.page(first.nextCursor());
    assertEquals(live, second.items());
    assertFalse(second.hasNext());
    assertEquals(23, requests.count("Query"));
    assertEquals(305, itemsRead.get(), "no token read twice");
    assertEquals(23, requests.total());
  }

  /**
   * The sharded version of {@link #listingPagesAreFullDespiteExpiredItemsInBetween}: 30 tokens over
   * 3 shards, every third expired, pages of 10: full pages, in order.
   */
  @Test
  void shardedListingPagesAreFullDespiteExpiredItemsInBetween() {
    List<Object> records = new ArrayList<>();
    List<Token> live = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Token token = new Token("spread", String.format("t%02d", i), i % 3 == 1 ? PAST : FUTURE);
      records.add(token);
      if (i % 3 != 1) {
        live.add(token);
      }
    }
    db.putAll(records);
    requests.reset();
    Listing<Token, ?> listing = db.tokens().inTenant("spread").limit(10);

    Page<Token> first = listing.page();
    assertEquals(live.subList(0, 10), first.items());
    assertTrue(first.hasNext());
    assertEquals(6, requests.count("Query"));
    requests.reset();
    Page<Token> second = listing.page(first.nextCursor());
    assertEquals(live.subList(10, 20), second.items());
    assertFalse(second.hasNext());
    // The first page's cursor carries the size of its items: the second page asks each shard for all the
    // items that fit in the read unit its share costs (within twice the share). 5 Queries before.
    assertEquals(3, requests.count("Query"));
  }

  /** Writes do not look at expiry: the item is still stored, and {@code attribute_not_exists} sees it. */
  @Test
  void createOverAnExpiredItemNotYetRemovedFailsAsOverAnyItem() {
    db.sessions().put(new Session("create", "s1", "phone", PAST));

    assertThrows(ItemAlreadyExistsException.class,
        () -> db.sessions().create(new Session("create", "s1", "laptop", FUTURE)));
    assertEquals("phone", rawItem("ACCT#create", "SESSION#s1").get("device").s());
  }

  @Test
  void enableExpiryBuildsOneUpdateTimeToLiveOnTheTableAttribute() {
    RequestDescription description = RequestDescription.of(db.enableExpiryRequest());

    assertEquals("UpdateTimeToLive " + TABLE + "\n"
        + "  TimeToLiveSpecification    {\"AttributeName\": \"expiresAt\", \"Enabled\": true}", description.toString());
    assertEquals("expiresAt", db.enableExpiryRequest().timeToLiveSpecification().attributeName());
    assertEquals(0, requests.total(), "building the request sends nothing");
  }

  /** On moto: dynalite has no UpdateTimeToLive. The rest of this class runs on dynalite. */
  @Test
  @ExtendWith(MotoExtension.class)
  void enableExpiryTurnsOnTimeToLiveOnTheExpiryAttribute(MotoServer moto) {
    RequestCounter counted = new RequestCounter();
    try (DynamoDbClient client = moto.newClient(AwsRetryStrategy.doNotRetry(), counted)) {
      ExpiryTable table = ExpiryTable.builder().client(client).tableName("expiry-ttl-" + UUID.randomUUID()).build();
      table.createTable();
      assertEquals(TimeToLiveStatus.DISABLED, timeToLive(client, table).timeToLiveStatus(), "CreateTable leaves it off");
      counted.reset();

      table.enableExpiry();

      assertEquals(List.of("UpdateTimeToLive"), counted.operations());
      TimeToLiveDescription enabled = timeToLive(client, table);
      assertEquals(ExpiryTable.EXPIRY_ATTRIBUTE, enabled.attributeName());
      // DynamoDB reports ENABLING for up to an hour, then ENABLED; moto reports ENABLED at once.
      assertTrue(List.of(TimeToLiveStatus.ENABLING, TimeToLiveStatus.ENABLED).contains(enabled.timeToLiveStatus()),
          enabled.toString());

      // Deviation of moto 5.2.1: DynamoDB refuses any further UpdateTimeToLive on the table within the hour
      // (ValidationException, per its API reference), which enableExpiry() reports as RequestFailedException;
      // moto accepts it.
      table.enableExpiry();
      assertEquals(ExpiryTable.EXPIRY_ATTRIBUTE, timeToLive(client, table).attributeName());
      table.deleteTable();
    }
  }

  private static TimeToLiveDescription timeToLive(DynamoDbClient client, ExpiryTable table) {
    return client.describeTimeToLive(r -> r.tableName(table.tableName())).timeToLiveDescription();
  }

  @Test
  void anUnsetClockJudgesBySystemTime() {
    ExpiryTable systemClock = ExpiryTable.builder().client(raw).tableName(TABLE).build();
    systemClock.sessions().put(new Session("system", "past", "phone", Instant.EPOCH.plusSeconds(1)));

    assertTrue(systemClock.sessions().get("system", "past").isEmpty());
  }
}
