package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.expiry.Account;
import io.partitura.it.expiry.AccountWithSessions;
import io.partitura.it.expiry.ExpiryBatchGetResult;
import io.partitura.it.expiry.ExpiryTable;
import io.partitura.it.expiry.Invite;
import io.partitura.it.expiry.Session;
import io.partitura.runtime.Listing;
import io.partitura.runtime.Page;
import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
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

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    db = ExpiryTable.builder()
        .client(server.newClient(requests))
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

  @Test
  void theExpiryIsStoredAsANumberOfEpochSecondsWithoutTheFraction() {
    Instant expiresAt = Instant.parse("2026-06-02T08:30:15.750Z");
    db.sessions().put(new Session("stored", "s1", "phone", expiresAt));

    Map<String, AttributeValue> item = rawItem("ACCT#stored", "SESSION#s1");
    assertEquals(AttributeValue.fromN(Long.toString(expiresAt.getEpochSecond())), item.get("expiresAt"));
    assertEquals(Instant.parse("2026-06-02T08:30:15Z"), db.sessions().get("stored", "s1").orElseThrow().expiresAt());
  }

  @Test
  void aPartialUpdateStoresTheExpiryAsEpochSecondsToo() {
    db.sessions().put(new Session("renew", "s1", "phone", FUTURE));
    Instant renewed = FUTURE.plusSeconds(86_400);
    db.sessions().update("renew", "s1").expiresAt(renewed).apply();

    assertEquals(AttributeValue.fromN(Long.toString(renewed.getEpochSecond())),
        rawItem("ACCT#renew", "SESSION#s1").get("expiresAt"));
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

    ExpiryBatchGetResult result = db.batchGet()
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

    AccountWithSessions read = db.accounts().getWithSessions("collection").orElseThrow();

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
