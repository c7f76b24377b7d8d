package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.cascade.CascadeTable;
import io.partitura.it.cascade.Device;
import io.partitura.it.cascade.Grant;
import io.partitura.it.cascade.Invoice;
import io.partitura.it.cascade.Member;
import io.partitura.it.cascade.MemberRepository;
import io.partitura.it.cascade.Note;
import io.partitura.it.cascade.Tenant;
import io.partitura.it.cascade.TenantRepository;
import io.partitura.it.expiry.Account;
import io.partitura.it.expiry.ExpiryTable;
import io.partitura.it.expiry.Session;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.CollectionDeleteIncompleteException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Whole-collection deletes ({@code deleteWithCollection}) against dynalite: what they delete, what
 * they leave, what they cost in requests, and how a run cut off midway is resumed.
 */
@ExtendWith(DynaliteExtension.class)
class CollectionDeleteTest {
  private static RequestCounter requests;
  private static FaultInjectingInterceptor faults;
  /** Reads and writes around the calls under test, so they are neither counted nor faulted. */
  private static DynamoDbClient raw;
  private static CascadeTable side;
  private static CascadeTable cascade;
  private static String tableName;
  /** What the listener runs on each request event of the table under test; a no-op unless a test sets it. */
  private static volatile Consumer<RequestEvent> onRequest = event -> {};

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    faults = new FaultInjectingInterceptor(7);
    raw = server.newClient();
    tableName = "cascade-" + UUID.randomUUID();
    // No SDK retries: every request counted was sent once, and an injected 500 is not resent behind our back.
    cascade = CascadeTable.builder()
        .client(server.newClient(AwsRetryStrategy.doNotRetry(), faults, requests))
        .tableName(tableName)
        .listener(event -> onRequest.accept(event))
        .build();
    side = CascadeTable.builder().client(raw).tableName(tableName).build();
    cascade.createTable();
  }

  @AfterAll
  static void close() {
    raw.close();
  }

  @BeforeEach
  void reset() {
    faults.off();
    faults.resetCounts();
    requests.reset();
    onRequest = event -> {};
  }

  /** Every item stored under {@code partitionKey}, read with a plain consistent Query (one page is enough here). */
  private static List<Map<String, AttributeValue>> rawItems(String partitionKey) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      var response = raw.query(QueryRequest.builder().tableName(tableName)
          .keyConditionExpression("#pk = :pk")
          .expressionAttributeNames(Map.of("#pk", CascadeTable.PARTITION_KEY))
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS(partitionKey)))
          .consistentRead(true)
          .exclusiveStartKey(start)
          .build());
      items.addAll(response.items());
      start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
    } while (start != null);
    return items;
  }

  /** The tenant's own partition and its four shards. */
  private static List<String> tenantPartitions(String tenantId) {
    List<String> partitions = new ArrayList<>();
    partitions.add(TenantRepository.Codec.partitionKey(tenantId));
    for (int shard = 0; shard < TenantRepository.Codec.SHARDS; shard++) {
      partitions.add(TenantRepository.Codec.shardPartitionKey(tenantId, shard));
    }
    return partitions;
  }

  private static int rawCount(List<String> partitions) {
    return partitions.stream().mapToInt(p -> rawItems(p).size()).sum();
  }

  /** A tenant with {@code invoices} invoices, {@code notes} versioned notes (each updated once) and grants to {@code members}. */
  private static void seedTenant(String tenantId, int invoices, int notes, List<String> members, int memoBytes) {
    side.tenants().create(new Tenant(tenantId, "Tenant " + tenantId));
    String memo = "m".repeat(memoBytes);
    for (int i = 0; i < invoices; i++) {
      side.invoices().put(new Invoice(tenantId, String.format("i%03d", i), 100L * i, memo));
    }
    for (int n = 0; n < notes; n++) {
      Note created = side.notes().create(new Note(tenantId, "n" + n, "first", 0));
      side.notes().put(new Note(tenantId, "n" + n, "second", created.version()));
    }
    for (String member : members) {
      side.grants().grant(new Grant(tenantId, member, "admin"));
    }
  }

  private static void seedMember(String memberId, int devices, int labelBytes) {
    side.members().create(new Member(memberId, "Member " + memberId));
    String label = "d".repeat(labelBytes);
    for (int d = 0; d < devices; d++) {
      side.devices().put(new Device(memberId, String.format("d%03d", d), label));
    }
  }

  @Test
  void deletesTheParentBothChildTypesItsEdgesAndEveryShardButNoOtherCollection() {
    seedMember("m1", 2, 10);
    seedMember("m2", 1, 10);
    seedTenant("acme", 6, 4, List.of("m1", "m2"), 10);
    seedTenant("other", 2, 1, List.of("m1"), 10);
    assertEquals(1 + 6 + 4 + 2, rawCount(tenantPartitions("acme")), "seeded: the tenant, 6 invoices, 4 notes, 2 grants");
    assertTrue(rawItems(TenantRepository.Codec.partitionKey("acme")).size() == 3,
        "the tenant and its grants are in its own partition");

    CollectionDeleteResult result = cascade.tenants().deleteWithCollection("acme");

    assertEquals(13, result.deleted());
    assertTrue(result.parentDeleted());
    assertEquals(0, rawCount(tenantPartitions("acme")), "nothing is left in the tenant's partition or its 4 shards");
    // One keys-only Query per partition (each under 1 MB): its own and 4 shards. 12 items in one
    // BatchWriteItem, then the tenant itself alone, last.
    assertEquals(5, requests.count("Query"));
    assertEquals(2, requests.count("BatchWriteItem"));
    assertEquals(7, requests.total());
    assertEquals(5, result.queries());
    assertEquals(2, result.batchWrites());
    assertEquals(7, result.requests());

    // Other collections are untouched: the other tenant, and the members with their devices.
    var other = side.tenants().getWithChildren("other", ReadConsistency.STRONG).orElseThrow();
    assertEquals(2, other.invoices().size());
    assertEquals(1, other.notes().size());
    assertEquals(1, other.grants().size());
    assertEquals(1 + 2 + 1 + 1, rawCount(tenantPartitions("other")));
    assertEquals(2, side.members().getWithDevices("m1", ReadConsistency.STRONG).orElseThrow().devices().size());
    assertEquals(1, side.members().getWithDevices("m2", ReadConsistency.STRONG).orElseThrow().devices().size());
  }

  @Test
  void nestedCollectionsGoWholeWithTheirNestedParentsIndexEntries(DynaliteServer server) {
    RequestCounter counted = new RequestCounter();
    io.partitura.it.shop3.Shop3Table shop = io.partitura.it.shop3.Shop3Table.builder()
        .client(server.newClient(counted)).tableName("shop3-" + UUID.randomUUID()).build();
    shop.createTable();
    for (String customerId : List.of("gone", "kept")) {
      shop.customers().put(new io.partitura.it.shop3.Customer(customerId, "Ada"));
      for (int o = 1; o <= 3; o++) {
        shop.orders().put(new io.partitura.it.shop3.Order(customerId, "o" + o, "OPEN"));
        for (int l = 1; l <= 2; l++) {
          shop.orderLines().put(new io.partitura.it.shop3.OrderLine(customerId, "o" + o, l, "sku", 1));
        }
      }
    }
    for (String merchantId : List.of("gone", "kept")) {
      shop.merchants().put(new io.partitura.it.shop3.Merchant(merchantId, "Big"));
      for (int s = 1; s <= 6; s++) {
        shop.shipments().put(new io.partitura.it.shop3.Shipment(merchantId, "s" + s, "dhl"));
        for (int p = 1; p <= 2; p++) {
          shop.parcels().put(new io.partitura.it.shop3.Parcel(merchantId, "s" + s, "p" + p, 100));
        }
      }
    }
    counted.reset();

    // 3 orders, 6 lines and the customer; 6 shipments and 12 parcels in the shards, and the merchant.
    assertEquals(new CollectionDeleteResult(10, Map.of("Customer", 1, "Order", 3, "OrderLine", 6), 0, true, 1, 0, 2),
        shop.customers().deleteWithCollection("gone"));
    assertEquals(new CollectionDeleteResult(19, Map.of("Merchant", 1, "Shipment", 6, "Parcel", 12), 0, true, 5, 0, 2),
        shop.merchants().deleteWithCollection("gone"));
    assertEquals(Map.of("Query", 6, "BatchWriteItem", 4), Map.of("Query", counted.count("Query"),
        "BatchWriteItem", counted.count("BatchWriteItem")));

    assertEquals(List.of(), shop.orders().inCustomer("gone").limit(100).page().items());
    assertEquals(List.of(), shop.shipments().inMerchant("gone").limit(100).page().items());
    assertEquals(java.util.Optional.empty(), shop.customers().getWithOrders("gone"));
    assertEquals(java.util.Optional.empty(), shop.merchants().getWithShipments("gone"));
    assertEquals(3, shop.orders().inCustomer("kept").limit(100).page().items().size());
    assertEquals(6, shop.shipments().inMerchant("kept").limit(100).page().items().size());
    assertEquals(2, shop.orderLines().inOrder("kept", "o1").limit(100).page().items().size());
    assertEquals(2, shop.parcels().inShipment("kept", "s1").limit(100).page().items().size());
  }

  @Test
  void aSecondCallOnAGoneCollectionReadsAndWritesNothingElse() {
    seedTenant("gone", 1, 0, List.of(), 10);
    cascade.tenants().deleteWithCollection("gone");
    requests.reset();

    CollectionDeleteResult again = cascade.tenants().deleteWithCollection("gone");

    assertEquals(0, again.deleted());
    assertFalse(again.parentDeleted());
    assertEquals(5, requests.count("Query"), "its own partition and 4 shards, each empty");
    assertEquals(0, requests.count("BatchWriteItem"));
  }

  @Test
  void theEdgeItemsInTheOtherSidesPartitionAreNotDeleted() {
    seedMember("alice", 3, 10);
    seedTenant("t-alice", 0, 0, List.of("alice"), 10);

    CollectionDeleteResult result = cascade.members().deleteWithCollection("alice");

    assertEquals(4, result.deleted(), "alice and her 3 devices");
    assertEquals(0, rawItems(MemberRepository.Codec.partitionKey("alice")).size());
    assertEquals(List.of(new Grant("t-alice", "alice", "admin")), side.grants().ofTenant("t-alice").all(),
        "the grant is stored in the tenant's partition: deleting the member leaves it");
    assertEquals(1, requests.count("Query"));
    assertEquals(2, requests.count("BatchWriteItem"), "the 3 devices, then alice");
  }

  @Test
  void aCollectionOverOneMegabyteIsReadPageByPageAndDeletedInBatchesOf25() {
    // 60 devices of about 20 KB: 1.2 MB, more than one Query page.
    seedMember("big", 60, 20_000);
    assertEquals(61, rawItems(MemberRepository.Codec.partitionKey("big")).size());

    CollectionDeleteResult result = cascade.members().deleteWithCollection("big");

    assertEquals(61, result.deleted());
    assertEquals(0, rawItems(MemberRepository.Codec.partitionKey("big")).size());
    assertEquals(2, requests.count("Query"), "1.2 MB of items: two 1 MB pages");
    // 60 devices in 25 + 25 + 10 (keys carried over from page to page fill the batches), then the member.
    assertEquals(4, requests.count("BatchWriteItem"));
    assertEquals(6, result.requests());
  }

  @Test
  void aRunCutOffMidwayListsWhatWasDeletedAndWhatRemainsAndASecondCallFinishes() {
    seedTenant("cut", 60, 0, List.of(), 10);
    List<String> partitions = tenantPartitions("cut");
    faults.failBatchCall(2);

    CollectionDeleteIncompleteException e = assertThrows(CollectionDeleteIncompleteException.class,
        () -> cascade.tenants().deleteWithCollection("cut", RetryPolicy.none()));

    BatchIncompleteException cause = assertInstanceOf(BatchIncompleteException.class, e.getCause());
    assertEquals("InternalServerError", cause.awsErrorCode());
    assertEquals(25, e.deleted().size(), "the first batch of 25 was written");
    assertEquals(TenantRepository.Codec.primaryKey("cut"), e.parentKey());
    int stored = rawCount(partitions);
    assertEquals(61 - 25, stored, "exactly what the exception lists as deleted is gone");
    Set<Map<String, AttributeValue>> deleted = new HashSet<>(e.deleted());
    for (String partition : partitions) {
      for (Map<String, AttributeValue> item : rawItems(partition)) {
        assertFalse(deleted.contains(Map.of(CascadeTable.PARTITION_KEY, item.get(CascadeTable.PARTITION_KEY),
            CascadeTable.SORT_KEY, item.get(CascadeTable.SORT_KEY))), "listed as deleted but stored: " + item);
      }
    }
    // Every partition was read before the second batch was sent: what is stored is exactly what the
    // exception lists as remaining (the failed batch and the 10 keys read after it), plus the parent.
    assertEquals(List.of(), e.unreadPartitions());
    assertEquals(35, e.remaining().size());
    Set<Map<String, AttributeValue>> storedKeys = storedKeys(partitions);
    storedKeys.remove(TenantRepository.Codec.primaryKey("cut"));
    assertEquals(storedKeys, new HashSet<>(e.remaining()));
    assertTrue(side.tenants().get("cut", ReadConsistency.STRONG).isPresent(), "the parent is deleted last, so it is still there");
    assertTrue(e.getMessage().contains("tenants.deleteWithCollection"), e.getMessage());
    assertTrue(e.getMessage().contains("Nothing beyond"), e.getMessage());
    System.out.println(e.getMessage());

    faults.off();
    requests.reset();
    CollectionDeleteResult finish = cascade.tenants().deleteWithCollection("cut");

    assertEquals(61 - 25, finish.deleted());
    assertTrue(finish.parentDeleted());
    assertEquals(0, rawCount(partitions));
    assertEquals(5, requests.count("Query"));
    assertEquals(3, requests.count("BatchWriteItem"), "35 invoices in 25 + 10, then the tenant");
  }

  @Test
  void aFailureBeforeEveryPartitionIsReadNamesThePartitionsLeftUnread() {
    seedTenant("early", 60, 0, List.of(), 10);
    List<String> partitions = tenantPartitions("early");
    faults.failBatchCall(1);

    CollectionDeleteIncompleteException e = assertThrows(CollectionDeleteIncompleteException.class,
        () -> cascade.tenants().deleteWithCollection("early", RetryPolicy.none()));

    assertEquals(List.of(), e.deleted());
    assertFalse(e.unreadPartitions().isEmpty(), "the first full batch came before the last shard was read");
    assertTrue(partitions.containsAll(e.unreadPartitions()), e.unreadPartitions().toString());
    assertEquals(61, rawCount(partitions), "nothing was deleted");
    // Whatever is stored is the parent, a key listed as remaining, or in a partition listed as unread.
    Set<Map<String, AttributeValue>> accounted = new HashSet<>(e.remaining());
    accounted.add(TenantRepository.Codec.primaryKey("early"));
    accounted.addAll(storedKeys(e.unreadPartitions()));
    assertEquals(storedKeys(partitions), accounted);
    assertTrue(e.getMessage().contains(e.unreadPartitions().toString()), e.getMessage());

    faults.off();
    assertEquals(61, cascade.tenants().deleteWithCollection("early").deleted());
    assertEquals(0, rawCount(partitions));
  }

  @Test
  void throttlingThatOutlastsTheRetryPolicyIsTheSameResumableException() {
    seedMember("busy", 30, 10);
    faults.throttleAfter(1);

    CollectionDeleteIncompleteException e = assertThrows(CollectionDeleteIncompleteException.class,
        () -> cascade.members().deleteWithCollection("busy", fastRetries(3)));

    assertInstanceOf(io.partitura.runtime.exceptions.ThrottledException.class, e.getCause());
    assertEquals(25, e.deleted().size(), "the first batch went through; the second was throttled 3 times");
    assertEquals(5, e.remaining().size());
    assertEquals(1 + 3, faults.batchCalls(), "the first batch, then the last one sent 3 times");
    assertEquals(1, requests.count("BatchWriteItem"), "throttled calls never reached the server");
    assertTrue(side.members().get("busy", ReadConsistency.STRONG).isPresent());
    assertTrue(e.getMessage().contains("throttling"), e.getMessage());

    faults.off();
    assertEquals(6, cascade.members().deleteWithCollection("busy").deleted(), "5 devices and the member");
    assertEquals(0, rawItems(MemberRepository.Codec.partitionKey("busy")).size());
  }

  @Test
  void deletesLeftUnprocessedAfterTheLastAttemptAreListedAsRemaining() {
    seedMember("load", 40, 10);
    faults.unprocessed(1.0, 0.3);

    CollectionDeleteIncompleteException e = assertThrows(CollectionDeleteIncompleteException.class,
        () -> cascade.members().deleteWithCollection("load", RetryPolicy.none()));

    assertTrue(faults.dropped() > 0);
    // The first batch of 25 came back partly unprocessed; the run stops there, so the 15 keys read
    // after it were never sent.
    assertEquals(1, faults.batchCalls());
    assertEquals(25 - faults.dropped(), e.deleted().size());
    assertEquals(faults.dropped() + 15, e.remaining().size(), "the deletes handed back and the 15 never sent");
    Set<Map<String, AttributeValue>> stored = storedKeys(List.of(MemberRepository.Codec.partitionKey("load")));
    stored.remove(MemberRepository.Codec.primaryKey("load"));
    assertEquals(stored, new HashSet<>(e.remaining()), "what is stored besides the member is what it lists");
    assertTrue(e.getMessage().contains("UnprocessedItems"), e.getMessage());

    faults.off();
    assertEquals(e.remaining().size() + 1, cascade.members().deleteWithCollection("load").deleted());
    assertEquals(0, rawItems(MemberRepository.Codec.partitionKey("load")).size());
  }

  private static RetryPolicy fastRetries(int attempts) {
    return RetryPolicy.defaults().withMaxAttempts(attempts).withBaseDelay(java.time.Duration.ofMillis(1))
        .withMaxDelay(java.time.Duration.ofMillis(5));
  }

  private static Set<Map<String, AttributeValue>> storedKeys(List<String> partitions) {
    Set<Map<String, AttributeValue>> keys = new HashSet<>();
    for (String partition : partitions) {
      for (Map<String, AttributeValue> item : rawItems(partition)) {
        keys.add(Map.of(CascadeTable.PARTITION_KEY, item.get(CascadeTable.PARTITION_KEY),
            CascadeTable.SORT_KEY, item.get(CascadeTable.SORT_KEY)));
      }
    }
    return keys;
  }

  @Test
  void aChildPutWhileTheDeleteRunsCanOutliveIt() {
    seedMember("race", 3, 10);
    AtomicBoolean written = new AtomicBoolean();
    // Right after the member's partition is read, another writer adds a device to it: the delete
    // does not see it. Deterministic stand-in for a concurrent put: nothing here is atomic.
    onRequest = event -> {
      if (event.requestKind().equals("Query") && written.compareAndSet(false, true)) {
        side.devices().put(new Device("race", "late", "put during the delete"));
      }
    };

    CollectionDeleteResult result = cascade.members().deleteWithCollection("race");

    assertEquals(4, result.deleted());
    assertTrue(side.members().get("race", ReadConsistency.STRONG).isEmpty(), "the member is gone");
    assertEquals(List.of(new Device("race", "late", "put during the delete")), side.devices().inMember("race").all(),
        "the device put during the run is left behind, under a member that no longer exists");
    onRequest = event -> {};
    assertEquals(1, cascade.members().deleteWithCollection("race").deleted(), "calling again removes it");
  }

  @Test
  void anExpiredChildThatDynamoDbHasNotRemovedYetIsDeletedToo(DynaliteServer server) {
    Instant now = Instant.parse("2026-06-01T12:00:00Z");
    String expiryTable = "expiry-" + UUID.randomUUID();
    try (DynamoDbClient client = server.newClient(requests)) {
      ExpiryTable expiry = ExpiryTable.builder().client(client).tableName(expiryTable)
          .clock(Clock.fixed(now, ZoneOffset.UTC)).build();
      expiry.createTable();
      expiry.accounts().put(new Account("a1", "Ann"));
      expiry.sessions().put(new Session("a1", "old", "phone", now.minusSeconds(60)));
      expiry.sessions().put(new Session("a1", "new", "laptop", now.plusSeconds(60)));
      assertTrue(expiry.sessions().get("a1", "old").isEmpty(), "reads treat the expired session as absent");
      requests.reset();

      CollectionDeleteResult result = expiry.accounts().deleteWithCollection("a1");

      assertEquals(3, result.deleted(), "the account, the live session and the expired one still stored");
      assertEquals(0, raw.query(QueryRequest.builder().tableName(expiryTable).keyConditionExpression("#pk = :pk")
          .expressionAttributeNames(Map.of("#pk", ExpiryTable.PARTITION_KEY))
          .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("ACCT#a1"))).consistentRead(true).build())
          .count());
      assertEquals(List.of("Query", "BatchWriteItem", "BatchWriteItem"), requests.operations());
    }
  }

  @Test
  void theRequestTwinIsTheFirstQueryAKeysOnlyConsistentReadOfTheParentsOwnPartition() {
    QueryRequest request = cascade.tenants().deleteWithCollectionRequest("acme");

    assertEquals(tableName, request.tableName());
    assertEquals("#pk = :pk", request.keyConditionExpression());
    assertEquals(Map.of(":pk", AttributeValue.fromS("TEN#acme")), request.expressionAttributeValues());
    assertEquals(Map.of("#pk", CascadeTable.PARTITION_KEY, "#sk", CascadeTable.SORT_KEY, "#type", "_type"),
        request.expressionAttributeNames());
    assertEquals("#pk, #sk, #type", request.projectionExpression(), "the key, and the type deletedByType() counts by");
    assertTrue(request.consistentRead());
    assertEquals(0, requests.total(), "describing sends nothing");
  }

  @Test
  void aBadKeyIsRefusedBeforeAnyRequest() {
    assertThrows(InvalidKeyException.class, () -> cascade.tenants().deleteWithCollection(""));
    assertThrows(NullPointerException.class, () -> cascade.tenants().deleteWithCollection("x", null));
    assertEquals(0, requests.total());
  }
}
