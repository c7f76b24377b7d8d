package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOW;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.expiring;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

class TransactGetItemsOperationTest {
  private static final TransactGetItemsRequest REQUEST =
      TransactGetItemsOperation.request(TABLE, List.of(key("NOTE#1"), key("NOTE#2"), key("NOTE#3")));

  @Test
  void buildsOneGetPerKeyInOrder() {
    assertEquals(3, REQUEST.transactItems().size());
    assertEquals(key("NOTE#2"), REQUEST.transactItems().get(1).get().key());
    assertEquals("notes", REQUEST.transactItems().get(2).get().tableName());
  }

  @Test
  void readsOneItemPerGetWithNullWhereNoneOrExpired() {
    TransactGetItemsOperation get = TransactGetItemsOperation.of(REQUEST, cancelled -> cancelled);
    TransactGetItemsResponse response = TransactGetItemsResponse.builder().responses(
        ItemResponse.builder().item(note("1", "a")).build(),
        ItemResponse.builder().build(),
        ItemResponse.builder().item(expiring(note("3", "c"), NOW)).build()).build();

    assertEquals(Arrays.asList(note("1", "a"), null, null), get.result(response, TABLE));
    assertEquals(2, get.itemCount(response), "the listener hears of the items returned, expired ones included");
  }

  @Test
  void aCancellationIsWhatTheCallerMakesOfIt() {
    IllegalStateException made = new IllegalStateException("read cancelled");
    TransactGetItemsOperation get = TransactGetItemsOperation.of(REQUEST, cancelled -> made);

    assertSame(made, get.refusal("transactGet", TransactionCanceledException.builder().message("conflict").build(),
        TABLE, new OperationFixtures.Stored()));
    assertNull(get.capacityUnits(TransactGetItemsResponse.builder().build()));
  }
}
