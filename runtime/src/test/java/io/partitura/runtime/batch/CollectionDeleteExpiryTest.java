package io.partitura.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.runtime.client.TableClient;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * A collection delete removes expired items DynamoDB has not removed yet, whatever the Query projects: reads hide
 * them, a delete must not. (Against dynalite, {@code CollectionDeleteTest} checks the keys-only case end to end; this
 * one answers with whole items, as the Query of a collection holding {@code @Unique} items reads them.)
 */
class CollectionDeleteExpiryTest {
  private static final Map<String, AttributeValue> PARENT =
      Map.of("PK", AttributeValue.fromS("T#t1"), "SK", AttributeValue.fromS("META"));
  private static final Map<String, AttributeValue> EXPIRED_CHILD = Map.of(
      "PK", AttributeValue.fromS("T#t1"), "SK", AttributeValue.fromS("S#s1"), "ttl", AttributeValue.fromN("1000"));

  /** Answers every Query with the parent and an expired child (whole items); records the keys deleted. */
  private static final class OnePartition implements DynamoDbClient {
    final List<Map<String, AttributeValue>> deleted = new ArrayList<>();

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}

    @Override
    public QueryResponse query(QueryRequest request) {
      return QueryResponse.builder().items(PARENT, EXPIRED_CHILD).count(2).build();
    }

    @Override
    public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
      request.requestItems().values().forEach(writes -> writes.stream().map(WriteRequest::deleteRequest)
          .forEach(delete -> deleted.add(delete.key())));
      return BatchWriteItemResponse.builder().unprocessedItems(Map.of()).build();
    }
  }

  @Test
  void anExpiredItemStillStoredIsDeletedEvenWhenTheQueryReturnsItsExpiry() {
    OnePartition dynamo = new OnePartition();
    TableClient table = TableClient.builder().client(dynamo).tableName("t").partitionKeyName("PK").sortKeyName("SK")
        .typeAttributeName("_type").expiryAttributeName("ttl")
        .clock(Clock.fixed(Instant.ofEpochSecond(2000), ZoneOffset.UTC)).build();

    CollectionDeleteResult result = CollectionDelete.run(table, "t.deleteWithCollection", PARENT, 1, RetryPolicy.defaults());

    assertEquals(List.of(Map.of("PK", EXPIRED_CHILD.get("PK"), "SK", EXPIRED_CHILD.get("SK")), PARENT), dynamo.deleted);
    assertEquals(2, result.deleted());
  }
}
