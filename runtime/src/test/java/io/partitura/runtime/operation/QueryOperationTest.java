package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOW;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.expiring;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.partitura.runtime.condition.RenderedCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.keys.SortKeyBounds;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

class QueryOperationTest {
  @Test
  void buildsTheKeyConditionOfAPrefixOrARange() {
    QueryRequest prefix = QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", "NOTE#", null)
        .build();
    assertEquals("#pk = :pk AND begins_with(#sk, :sk)", prefix.keyConditionExpression());
    assertEquals(Map.of("#pk", "PK", "#sk", "SK"), prefix.expressionAttributeNames());
    assertEquals(Map.of(":pk", AttributeValue.fromS("WS#acme"), ":sk", AttributeValue.fromS("NOTE#")),
        prefix.expressionAttributeValues());
    assertNull(prefix.indexName());

    QueryRequest range = QueryOperation.keyConditionRequest("notes", "GSI1", "GSI1PK", "TEXT#a", "GSI1SK", "NOTE#",
        SortKeyBounds.between("NOTE#", "a", "c")).build();
    assertEquals("GSI1", range.indexName());
    assertEquals("#pk = :pk AND #sk BETWEEN :skFrom AND :skTo", range.keyConditionExpression());

    QueryRequest whole = QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", null, null).build();
    assertEquals("#pk = :pk", whole.keyConditionExpression());
  }

  @Test
  void addsAFilterAndCountsWithExpiredItemsLeftOut() {
    RenderedCondition filter = new ValueCondition<String>("text", AttributeValue::fromS).is("a").render();
    QueryRequest.Builder filtered = QueryOperation.withFilter(
        QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", "NOTE#", null), filter);
    assertEquals("#c0 = :c0", filtered.build().filterExpression());

    QueryRequest count = QueryOperation.countRequest(filtered, filter, "expiresAt", NOW);
    assertEquals(Select.COUNT, count.select());
    assertNull(count.limit());
    assertEquals("(#c0 = :c0) AND NOT (#expiry <= :now)", count.filterExpression());
    assertEquals("expiresAt", count.expressionAttributeNames().get("#expiry"));
    assertEquals(AttributeValue.fromN(Long.toString(NOW)), count.expressionAttributeValues().get(":now"));

    QueryRequest noExpiry = QueryOperation.countRequest(
        QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", "NOTE#", null), null, null, NOW);
    assertNull(noExpiry.filterExpression());
  }

  @Test
  void aPageLeavesExpiredItemsOutButKeepsWhereDynamoDbStopped() {
    QueryRequest request = QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", "NOTE#", null)
        .build();
    Map<String, AttributeValue> expired = expiring(note("1", "a"), NOW - 10);
    QueryResponse response = QueryResponse.builder().items(expired, note("2", "b")).count(2).scannedCount(2)
        .lastEvaluatedKey(key("NOTE#2")).build();

    QueryResponse page = QueryOperation.page(request).result(response, TABLE);
    assertEquals(List.of(note("2", "b")), page.items());
    assertEquals(1, page.count());
    assertEquals(2, page.scannedCount());
    assertEquals(key("NOTE#2"), page.lastEvaluatedKey());
    assertEquals(2, QueryOperation.page(request).itemCount(response));

    assertSame(response, QueryOperation.asStored(request).result(response, TABLE));
    QueryResponse live = QueryResponse.builder().items(note("3", "c")).count(1).build();
    assertSame(live, QueryOperation.page(request).result(live, TABLE));
  }

  @Test
  void aCountReadsTheNumberAndWhereToResume() {
    QueryRequest request = QueryOperation.countRequest(
        QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", "NOTE#", null), null, null, NOW);
    QueryOperation<QueryOperation.Counted> count = QueryOperation.count(request);

    assertEquals(new QueryOperation.Counted(41, key("NOTE#41")),
        count.result(QueryResponse.builder().count(41).lastEvaluatedKey(key("NOTE#41")).build(), TABLE));
    assertEquals(new QueryOperation.Counted(0, null), count.result(QueryResponse.builder().build(), TABLE));
    assertEquals(41, count.itemCount(QueryResponse.builder().count(41).build()));
    assertEquals("Query", count.kind());
  }

  @Test
  void readsOnlyKeysAndTypeWhenAskedTo() {
    QueryRequest keys = QueryOperation.keysAndType(
        QueryOperation.keyConditionRequest("notes", null, "PK", "WS#acme", "SK", null, null), TABLE).build();

    assertEquals("#pk, #sk, #type", keys.projectionExpression());
    assertEquals(Map.of("#pk", "PK", "#sk", "SK", "#type", "_type"), keys.expressionAttributeNames());
  }

  @Test
  void namesItsIndexForTheListenerAndMessages() {
    QueryRequest request = QueryOperation.keyConditionRequest("notes", "GSI1", "GSI1PK", "TEXT#a", "GSI1SK", null,
        null).build();

    assertEquals("GSI1", QueryOperation.page(request).indexName());
    assertNull(QueryOperation.page(request).key(TABLE));
  }
}
