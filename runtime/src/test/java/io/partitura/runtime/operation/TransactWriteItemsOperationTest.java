package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class TransactWriteItemsOperationTest {
  @Test
  void turnsEachSingleWriteIntoItsAction() {
    TransactWriteItem create = TransactWriteItemsOperation.put(PutItemOperation.createRequest(TABLE, note("1", "a")));
    TransactWriteItem delete = TransactWriteItemsOperation.delete(DeleteItemOperation.request(TABLE, key("NOTE#2")));
    TransactWriteItem check = TransactWriteItemsOperation.conditionCheck(TABLE, key("NOTE#3"),
        "attribute_exists(#pk)", Map.of("#pk", "PK"), Map.of());

    assertEquals("attribute_not_exists(#pk)", create.put().conditionExpression());
    assertEquals(note("1", "a"), create.put().item());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, create.put().returnValuesOnConditionCheckFailure());
    assertEquals(key("NOTE#2"), delete.delete().key());
    assertNull(delete.delete().conditionExpression());
    assertEquals(false, delete.delete().hasExpressionAttributeNames(), "DynamoDB refuses empty names");
    assertEquals("notes", check.conditionCheck().tableName());
    assertEquals(false, check.conditionCheck().hasExpressionAttributeValues(), "DynamoDB refuses empty values");

    TransactWriteItemsRequest request = TransactWriteItemsOperation.request(List.of(create, delete, check), "token-1");
    assertEquals(List.of(create, delete, check), request.transactItems());
    assertEquals("token-1", request.clientRequestToken());
  }

  @Test
  void countsItsActionsAndItsCapacityAcrossTables() {
    TransactWriteItemsOperation write = TransactWriteItemsOperation.of(request(), cancelled -> null);
    TransactWriteItemsResponse response = TransactWriteItemsResponse.builder().consumedCapacity(
        ConsumedCapacity.builder().tableName("notes").capacityUnits(4.0).build(),
        ConsumedCapacity.builder().tableName("notes").capacityUnits(2.0).build()).build();

    assertNull(write.result(response, TABLE));
    assertEquals(2, write.itemCount(response));
    assertEquals(6.0, write.capacityUnits(response));
    assertNull(write.capacityUnits(TransactWriteItemsResponse.builder().build()));
  }

  @Test
  void aCancellationIsWhatTheCallerMakesOfIt() {
    IllegalStateException made = new IllegalStateException("cancelled, read by the caller");
    TransactionCanceledException[] seen = new TransactionCanceledException[1];
    TransactWriteItemsOperation write = TransactWriteItemsOperation.of(request(), cancelled -> {
      seen[0] = cancelled;
      return made;
    });
    TransactionCanceledException cancelled = TransactionCanceledException.builder().message("cancelled")
        .cancellationReasons(CancellationReason.builder().code("ConditionalCheckFailed")
            .item(Map.of("PK", AttributeValue.fromS("WS#acme"))).build(),
            CancellationReason.builder().code("None").build())
        .build();

    assertSame(made, write.refusal("transaction", cancelled, TABLE, new OperationFixtures.Stored()));
    assertSame(cancelled, seen[0]);
    assertNull(write.refusal("transaction", InternalServerErrorException.builder().message("boom").build(), TABLE,
        new OperationFixtures.Stored()));
  }

  private static TransactWriteItemsRequest request() {
    return TransactWriteItemsOperation.request(List.of(
        TransactWriteItemsOperation.put(PutItemOperation.putRequest(TABLE, note("1", "a"))),
        TransactWriteItemsOperation.delete(DeleteItemOperation.request(TABLE, key("NOTE#2")))), null);
  }
}
