package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOW;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.expiring;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

class GetItemOperationTest {
  @Test
  void buildsTheGetItemOfOneKey() {
    GetItemRequest request = GetItemOperation.request(TABLE, key("NOTE#1"), true);

    assertEquals("notes", request.tableName());
    assertEquals(key("NOTE#1"), request.key());
    assertEquals(true, request.consistentRead());
    assertEquals(ReturnConsumedCapacity.TOTAL, request.returnConsumedCapacity());
    assertEquals(false, GetItemOperation.request(TABLE, key("NOTE#1"), false).consistentRead());
  }

  @Test
  void sendsItsRequestThroughTheClientItIsGiven() {
    GetItemOperation get = GetItemOperation.of(GetItemOperation.request(TABLE, key("NOTE#1"), false));
    GetItemRequest[] sent = new GetItemRequest[1];
    DynamoDbClient client = new DynamoDbClient() {
      @Override
      public GetItemResponse getItem(GetItemRequest request) {
        sent[0] = request;
        return GetItemResponse.builder().build();
      }

      @Override
      public String serviceName() {
        return "dynamodb";
      }

      @Override
      public void close() {}
    };

    get.call(client);

    assertSame(get.request(), sent[0]);
    assertEquals("GetItem", get.kind());
    assertEquals(key("NOTE#1"), get.key(TABLE));
  }

  @Test
  void readsTheItemItsCountAndItsCapacity() {
    GetItemOperation get = GetItemOperation.of(GetItemOperation.request(TABLE, key("NOTE#1"), false));
    GetItemResponse found = GetItemResponse.builder().item(note("1", "hello"))
        .consumedCapacity(ConsumedCapacity.builder().capacityUnits(0.5).build()).build();

    assertEquals(note("1", "hello"), get.result(found, TABLE));
    assertEquals(1, get.itemCount(found));
    assertEquals(0.5, get.capacityUnits(found));
  }

  @Test
  void readsNoItemAsNull() {
    GetItemOperation get = GetItemOperation.of(GetItemOperation.request(TABLE, key("NOTE#1"), false));
    GetItemResponse none = GetItemResponse.builder().build();

    assertNull(get.result(none, TABLE));
    assertEquals(0, get.itemCount(none));
    assertNull(get.capacityUnits(none));
  }

  @Test
  void readsAnExpiredItemAsAbsentUnlessAskedForItAsStored() {
    Map<String, AttributeValue> expired = expiring(note("1", "old"), NOW);
    Map<String, AttributeValue> live = expiring(note("1", "new"), NOW + 1);
    GetItemRequest request = GetItemOperation.request(TABLE, key("NOTE#1"), true);

    assertNull(GetItemOperation.of(request).result(GetItemResponse.builder().item(expired).build(), TABLE));
    assertEquals(live, GetItemOperation.of(request).result(GetItemResponse.builder().item(live).build(), TABLE));
    assertEquals(expired, GetItemOperation.asStored(request).result(GetItemResponse.builder().item(expired).build(),
        TABLE));
  }

  @Test
  void hasNoRefusalOfItsOwn() {
    GetItemOperation get = GetItemOperation.of(GetItemOperation.request(TABLE, key("NOTE#1"), false));

    assertNull(get.refusal("notes.get", ProvisionedThroughputExceededException.builder().message("slow").build(),
        TABLE, new OperationFixtures.Stored()));
  }
}
