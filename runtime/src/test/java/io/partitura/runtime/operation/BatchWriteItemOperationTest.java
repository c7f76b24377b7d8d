package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

class BatchWriteItemOperationTest {
  private static final WriteRequest PUT = BatchWriteItemOperation.put(note("1", "a"));
  private static final WriteRequest DELETE = BatchWriteItemOperation.delete(key("NOTE#2"));

  @Test
  void buildsPutsAndDeletesOfOneTable() {
    BatchWriteItemRequest request = BatchWriteItemOperation.request(TABLE, List.of(PUT, DELETE));

    assertEquals(List.of(PUT, DELETE), request.requestItems().get("notes"));
    assertEquals(note("1", "a"), PUT.putRequest().item());
    assertEquals(key("NOTE#2"), DELETE.deleteRequest().key());
    assertEquals(note("1", "a"), BatchWriteItemOperation.attributesOf(PUT));
    assertEquals(key("NOTE#2"), BatchWriteItemOperation.attributesOf(DELETE));
  }

  @Test
  void readsTheWritesLeftUnprocessedAndCountsTheOthers() {
    BatchWriteItemOperation write = BatchWriteItemOperation.of(TABLE,
        BatchWriteItemOperation.request(TABLE, List.of(PUT, DELETE)));
    BatchWriteItemResponse response = BatchWriteItemResponse.builder()
        .unprocessedItems(Map.of("notes", List.of(DELETE)))
        .consumedCapacity(ConsumedCapacity.builder().tableName("notes").capacityUnits(1.0).build())
        .build();

    assertEquals(List.of(DELETE), write.result(response, TABLE));
    assertEquals(1, write.itemCount(response));
    assertEquals(1.0, write.capacityUnits(response));

    BatchWriteItemResponse done = BatchWriteItemResponse.builder().build();
    assertEquals(List.of(), write.result(done, TABLE));
    assertEquals(2, write.itemCount(done));
    assertNull(write.capacityUnits(done));
  }
}
