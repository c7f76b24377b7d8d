package io.partitura.lambda;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import io.partitura.lambda.orders.Customer;
import io.partitura.lambda.orders.Order;
import io.partitura.lambda.orders.OrderRepository;
import io.partitura.lambda.orders.OrdersEvent;
import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Lambda's {@code DynamodbEvent}, read from JSON the way the Lambda Java runtime reads it (its
 * {@code aws-lambda-java-serialization}), decoded by {@link LambdaChangeRecords}: the AWS documentation's sample
 * event, and one of the {@code orders} table in the same shape with every attribute type and a deletion by TTL.
 */
class LambdaChangeRecordsTest {
  private static final Order PLACED = new Order("c1", "o1", Order.Status.PLACED, 1250, false,
      new java.util.LinkedHashSet<>(List.of("gift", "priority")), List.of("leave at the door"), Map.of("sku-1", 2), new byte[] {1, 2, 3},
      Instant.ofEpochSecond(1924992000), 1);
  private static final Order SHIPPED = new Order("c1", "o1", Order.Status.SHIPPED, 1250, true,
      new java.util.LinkedHashSet<>(List.of("gift", "priority")), List.of("leave at the door"), Map.of("sku-1", 2), new byte[] {1, 2, 3},
      Instant.ofEpochSecond(1924992000), 2);

  static DynamodbEvent read(String resource) throws IOException {
    try (InputStream json = LambdaChangeRecordsTest.class.getResourceAsStream("/" + resource)) {
      return LambdaEventSerializers.serializerFor(DynamodbEvent.class, LambdaChangeRecordsTest.class.getClassLoader())
          .fromJson(json);
    }
  }

  @Test
  void theHandlerAppliesEachChangeOfTheOrdersTable() throws IOException {
    assertEquals(List.of("customer 100", "placed o1", "o1 PLACED -> SHIPPED", "expired o1",
        "skipped NO_TYPE [PK, SK]"), new OrdersHandler().handleRequest(read("orders-event.json"), null));
  }

  @Test
  void everyRecordOfTheOrdersEventDecodesToItsRecords() throws IOException {
    List<OrdersEvent> events = LambdaChangeRecords.decodeAll(OrdersEvent.decoder(), read("orders-event.json"));

    assertEquals(5, events.size());
    assertEquals(new Change.Inserted<>(new Customer("c1", "Ann")),
        assertInstanceOf(OrdersEvent.CustomerChange.class, events.get(0)).change());
    // Order holds a byte[], compared by content through the codec's item.
    Change.Inserted<Order> placed = (Change.Inserted<Order>) ((OrdersEvent.OrderChange) events.get(1)).change();
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(PLACED),
        OrderRepository.Codec.INSTANCE.toItem(placed.newRecord()));
    Change.Modified<Order> shipped = (Change.Modified<Order>) ((OrdersEvent.OrderChange) events.get(2)).change();
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(PLACED),
        OrderRepository.Codec.INSTANCE.toItem(shipped.oldRecord()));
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(SHIPPED),
        OrderRepository.Codec.INSTANCE.toItem(shipped.newRecord()));
    assertArrayEquals(new byte[] {1, 2, 3}, shipped.newRecord().signature());
    Change.Removed<Order> expired = (Change.Removed<Order>) ((OrdersEvent.OrderChange) events.get(3)).change();
    assertEquals(true, expired.removedByTtl());
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(SHIPPED),
        OrderRepository.Codec.INSTANCE.toItem(expired.oldRecord()));

    ChangeRecord record = events.get(3).record();
    assertEquals("400", record.sequenceNumber());
    assertEquals("4", record.eventId());
    assertEquals(Instant.ofEpochSecond(1764547204), record.approximateCreation());
    UnrecognisedItem foreign = assertInstanceOf(OrdersEvent.Unrecognised.class, events.get(4)).item();
    assertEquals(UnrecognisedItem.Reason.NO_TYPE, foreign.reason());
    assertEquals(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1")),
        foreign.keys());
    // The types no Order attribute has, converted too.
    Map<String, AttributeValue> legacy = events.get(4).record().newImage();
    assertEquals(AttributeValue.fromNul(true), legacy.get("note"));
    assertEquals(AttributeValue.fromNs(List.of("1", "2")), legacy.get("codes"));
    assertEquals(AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1}),
        SdkBytes.fromByteArray(new byte[] {2}))), legacy.get("blobs"));
  }

  @Test
  void theDocumentationSampleIsOfNoEntityAndDecodesAsUnrecognisedWithItsKeys() throws IOException {
    DynamodbEvent sample = read("aws-documentation-sample.json");
    List<OrdersEvent> events = LambdaChangeRecords.decodeAll(OrdersEvent.decoder(), sample);

    assertEquals(3, events.size());
    List<ChangeRecord.Operation> operations = List.of(ChangeRecord.Operation.INSERT, ChangeRecord.Operation.MODIFY,
        ChangeRecord.Operation.REMOVE);
    for (int i = 0; i < 3; i++) {
      OrdersEvent.Unrecognised event = assertInstanceOf(OrdersEvent.Unrecognised.class, events.get(i));
      assertEquals(UnrecognisedItem.Reason.NO_TYPE, event.item().reason());
      assertEquals(Map.of("Id", AttributeValue.fromN("101")), event.item().keys());
      assertEquals(operations.get(i), event.record().operation());
      assertEquals(String.valueOf(111 * (i + 1)), event.record().sequenceNumber());
      assertEquals(false, event.record().removedByTtl());
    }
    assertEquals(Map.of("Message", AttributeValue.fromS("This item has changed"), "Id", AttributeValue.fromN("101")),
        events.get(1).record().newImage());
    assertNull(events.get(0).record().oldImage());
    assertNull(events.get(2).record().newImage());
  }

  @Test
  void aBinaryValueIsCopiedWithoutMovingTheEventsBuffer() {
    ByteBuffer buffer = ByteBuffer.wrap(new byte[] {7, 8});
    var value = new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withB(buffer);
    assertEquals(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {7, 8})), LambdaChangeRecords.value("b", value));
    assertEquals(0, buffer.position());
  }

  @Test
  void aValueWithNoTypeAndAnUnknownEventNameAreRefused() {
    assertThrows(InvalidStreamRecordException.class, () -> LambdaChangeRecords.value("x",
        new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()));
    DynamodbEvent.DynamodbStreamRecord record = new DynamodbEvent.DynamodbStreamRecord();
    record.setEventName("TRUNCATE");
    assertThrows(InvalidStreamRecordException.class, () -> LambdaChangeRecords.of(record));
  }
}
