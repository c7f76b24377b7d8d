package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOW;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.expiring;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

class BatchGetItemOperationTest {
  private static final BatchGetItemRequest REQUEST =
      BatchGetItemOperation.request(TABLE, List.of(key("NOTE#1"), key("NOTE#2"), key("NOTE#3")), true);

  @Test
  void buildsOneRequestOfTheTablesKeys() {
    KeysAndAttributes keys = REQUEST.requestItems().get("notes");

    assertEquals(List.of(key("NOTE#1"), key("NOTE#2"), key("NOTE#3")), keys.keys());
    assertEquals(true, keys.consistentRead());
    assertEquals(1, REQUEST.requestItems().size());
  }

  @Test
  void readsTheItemsFoundAndTheKeysLeftUnprocessed() {
    BatchGetItemOperation get = BatchGetItemOperation.of(TABLE, REQUEST);
    BatchGetItemResponse response = BatchGetItemResponse.builder()
        .responses(Map.of("notes", List.of(note("1", "a"), expiring(note("2", "b"), NOW))))
        .unprocessedKeys(Map.of("notes", KeysAndAttributes.builder().keys(key("NOTE#3")).build()))
        .consumedCapacity(ConsumedCapacity.builder().tableName("notes").capacityUnits(1.5).build())
        .build();

    BatchGetItemOperation.Read read = get.result(response, TABLE);

    assertEquals(List.of(note("1", "a")), read.items(), "the expired item reads as absent");
    assertEquals(List.of(key("NOTE#3")), read.unprocessedKeys());
    assertEquals(2, get.itemCount(response), "the listener hears of every item returned");
    assertEquals(1.5, get.capacityUnits(response));
  }

  @Test
  void readsAResponseWithNothingAsNothing() {
    BatchGetItemOperation get = BatchGetItemOperation.of(TABLE, REQUEST);
    BatchGetItemResponse empty = BatchGetItemResponse.builder().build();

    assertEquals(new BatchGetItemOperation.Read(List.of(), List.of()), get.result(empty, TABLE));
    assertEquals(0, get.itemCount(empty));
    assertNull(get.capacityUnits(empty));
  }
}
