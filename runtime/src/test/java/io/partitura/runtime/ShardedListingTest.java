package io.partitura.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.Shards;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The fan-out merge under conditions dynalite cannot produce: a shard that DynamoDB stops early (its
 * 1 MB page limit) with few items, and more shards than a one-byte cursor count could describe.
 * Behaviour with real queries is covered against dynalite in the integration tests.
 */
class ShardedListingTest {

  /** An in-memory Query over PK/SK with begins_with, Limit, ExclusiveStartKey, order and a per-partition item cap. */
  static final class FakeDynamoDb implements DynamoDbClient {
    final Map<String, TreeMap<String, Map<String, AttributeValue>>> partitions = new HashMap<>();
    final Map<String, Integer> itemsPerResponse = new HashMap<>();
    final AtomicInteger queries = new AtomicInteger();

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}

    void put(String pk, String sk) {
      Map<String, AttributeValue> item = new HashMap<>();
      item.put("PK", AttributeValue.fromS(pk));
      item.put("SK", AttributeValue.fromS(sk));
      partitions.computeIfAbsent(pk, k -> new TreeMap<>(KeyCodec::compareUtf8)).put(sk, item);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
      queries.incrementAndGet();
      String pk = request.expressionAttributeValues().get(":pk").s();
      AttributeValue prefixValue = request.expressionAttributeValues().get(":sk");
      String prefix = prefixValue == null ? "" : prefixValue.s();
      TreeMap<String, Map<String, AttributeValue>> partition =
          partitions.getOrDefault(pk, new TreeMap<>(KeyCodec::compareUtf8));
      NavigableMap<String, Map<String, AttributeValue>> view =
          Boolean.FALSE.equals(request.scanIndexForward()) ? partition.descendingMap() : partition;
      if (request.hasExclusiveStartKey()) {
        view = view.tailMap(request.exclusiveStartKey().get("SK").s(), false);
      }
      int limit = request.limit() == null ? Integer.MAX_VALUE : request.limit();
      int cap = itemsPerResponse.getOrDefault(pk, Integer.MAX_VALUE);
      List<Map<String, AttributeValue>> out = new ArrayList<>();
      boolean more = false;
      for (Map<String, AttributeValue> item : view.values()) {
        if (!item.get("SK").s().startsWith(prefix)) {
          continue;
        }
        if (out.size() == limit || out.size() == cap) {
          more = true;
          break;
        }
        out.add(item);
      }
      more |= out.size() == limit; // DynamoDB returns a LastEvaluatedKey whenever the Limit is reached
      QueryResponse.Builder response = QueryResponse.builder().items(out).count(out.size());
      if (more && !out.isEmpty()) {
        Map<String, AttributeValue> last = out.get(out.size() - 1);
        response.lastEvaluatedKey(Map.of("PK", last.get("PK"), "SK", last.get("SK")));
      }
      return response.build();
    }
  }

  private static List<String> walk(ShardedListing<String> listing) {
    List<String> seen = new ArrayList<>();
    String cursor = null;
    do {
      Page<String> page = listing.page(cursor);
      seen.addAll(page.items());
      cursor = page.nextCursor();
    } while (cursor != null);
    return seen;
  }

  @ParameterizedTest(name = "{0} shards, {1} items, pages of {2}, a shard stopping every {3} items, newest first: {4}")
  @CsvSource({
      "4, 100, 10, 2, false",
      "4, 100, 10, 2, true",
      "10, 500, 7, 3, false",
      "10, 500, 25, 1, true",
      "64, 2000, 200, 1000000, false",
      "100, 1500, 50, 5, true"})
  void everyItemOnceInSortKeyOrderWhateverTheShardsDo(int shardCount, int items, int pageSize, int cap, boolean desc) {
    FakeDynamoDb dynamo = new FakeDynamoDb();
    List<String> expected = new ArrayList<>();
    for (int i = 0; i < items; i++) {
      String sk = "P#" + String.format("%05d", i);
      dynamo.put(Shards.partitionKey("WS#x", Shards.of(sk, shardCount), shardCount), sk);
      expected.add(sk);
    }
    // Shard 0 behaves as if its items were large: DynamoDB stops after `cap` of them (1 MB).
    dynamo.itemsPerResponse.put(Shards.partitionKey("WS#x", 0, shardCount), cap);
    TableClient table = TableClient.builder().client(dynamo).tableName("t").partitionKeyName("PK")
        .sortKeyName("SK").typeAttributeName("_type").build();
    List<KeyCondition> shards = new ArrayList<>();
    for (int shard = 0; shard < shardCount; shard++) {
      shards.add(new KeyCondition(null, "PK", Shards.partitionKey("WS#x", shard, shardCount), "SK", "P#",
          List.of("PK", "SK")));
    }
    ShardedListing<String> listing = new ShardedListing<>(table, "test", shards, item -> item.get("SK").s())
        .limit(pageSize);
    if (desc) {
      listing = listing.descending();
      Collections.reverse(expected);
    }
    List<String> seen = walk(listing);
    assertEquals(expected, seen, "every item exactly once, in order");
    assertTrue(dynamo.queries.get() > 0);
  }
}
