package io.partitura.kcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsGetRecordsResponseAdapter;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import io.partitura.kcl.shop.Customer;
import io.partitura.kcl.shop.Order;
import io.partitura.kcl.shop.ShopEvent;
import io.partitura.kcl.shop.ShopTable;
import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import io.partitura.testkit.TestTable;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ProcessRecordsInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.retrieval.KinesisClientRecord;

/**
 * The records of moto's stream as the DynamoDB Streams Kinesis Adapter 2.0.1 hands them to a KCL record processor:
 * each GetRecords page turned into KCL records by the adapter's own {@link DynamoDBStreamsGetRecordsResponseAdapter}
 * (what its data fetcher does), passed through its {@link DynamoDBStreamsShardRecordProcessor}'s
 * {@code processRecords(ProcessRecordsInput)} (what the KCL scheduler calls), and decoded by
 * {@link KclChangeRecords}. The whole KCL worker runs in {@code KclWorkerOnMotoTest}.
 */
class KclChangeRecordsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(ShopTable::createTableRequest);

  private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();

  /** A processor as an application writes one: it decodes each batch and keeps the events. */
  static final class CollectingProcessor implements DynamoDBStreamsShardRecordProcessor {
    final List<ShopEvent> events = new ArrayList<>();
    final List<DynamoDBStreamsClientRecord> records = new ArrayList<>();

    @Override
    public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
      records.addAll(input.records());
      events.addAll(KclChangeRecords.decodeAll(EVENTS, input));
    }

    @Override
    public void initialize(InitializationInput input) {}

    @Override
    public void leaseLost(LeaseLostInput input) {}

    @Override
    public void shardEnded(ShardEndedInput input) {}

    @Override
    public void shutdownRequested(ShutdownRequestedInput input) {}
  }

  @Test
  void recordsAsTheAdapterHandsThemDecodeIntoTheTablesEventsAsTheStreamsApisDo(MotoServer server, TestTable table) {
    DynamoDbClient client = server.newClient();
    ShopTable db = ShopTable.builder().client(client).tableName(table.name()).build();
    Customer ann = new Customer("c1", "Ann", "ann@example.com");
    db.customers().create(ann);
    Order placed = db.orders().create(new Order("c1", "o1", Order.Status.PLACED, 1250, 0));
    Order shipped = db.orders().update(new Order("c1", "o1", Order.Status.SHIPPED, 1250, placed.version()));
    db.orders().delete("c1", "o1", shipped.version());
    client.putItem(r -> r.tableName(table.name()).item(Map.of("PK", AttributeValue.fromS("LEGACY#1"),
        "SK", AttributeValue.fromS("LEGACY#1"), "note", AttributeValue.fromS("written by other code"))));

    CollectingProcessor processor = new CollectingProcessor();
    List<Record> sdkRecords = new ArrayList<>();
    try (DynamoDbStreamsClient streams = MotoStreams.client(server)) {
      List<GetRecordsResponse> pages = MotoStreams.pages(streams, MotoStreams.streamArn(client, table.name()));
      assertTrue(pages.size() > 1, "pages of 3: the batches are more than one");
      for (GetRecordsResponse page : pages) {
        sdkRecords.addAll(page.records());
        List<KinesisClientRecord> kclRecords = new DynamoDBStreamsGetRecordsResponseAdapter(page).records();
        processor.processRecords(ProcessRecordsInput.builder().records(kclRecords).isAtShardEnd(false).build());
      }
    }

    // the customer, its uniqueness item (skipped), the order put, updated and deleted, the foreign item
    assertEquals(6, processor.records.size());
    assertEquals(5, processor.events.size());
    assertEquals(new Change.Inserted<>(ann),
        assertInstanceOf(ShopEvent.CustomerChange.class, processor.events.get(0)).change());
    assertEquals(new Change.Inserted<>(placed),
        assertInstanceOf(ShopEvent.OrderChange.class, processor.events.get(1)).change());
    assertEquals(new Change.Modified<>(placed, shipped),
        assertInstanceOf(ShopEvent.OrderChange.class, processor.events.get(2)).change());
    assertEquals(new Change.Removed<>(shipped, false),
        assertInstanceOf(ShopEvent.OrderChange.class, processor.events.get(3)).change());
    UnrecognisedItem foreign = assertInstanceOf(ShopEvent.Unrecognised.class, processor.events.get(4)).item();
    assertEquals(UnrecognisedItem.Reason.NO_TYPE, foreign.reason());
    assertEquals(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1")),
        foreign.keys());

    // the same events, the same record, as decoding the Streams API's records directly
    assertEquals(EVENTS.decodeAll(sdkRecords), processor.events);
    for (DynamoDBStreamsClientRecord record : processor.records) {
      assertEquals(record.sequenceNumber(), KclChangeRecords.of(record).sequenceNumber());
    }
  }

  @Test
  void aKinesisRecordNotOfTheAdapterIsRefused() {
    KinesisClientRecord kinesis = KinesisClientRecord.builder().sequenceNumber("49590338271490256608559692538361571095921575989136588898")
        .partitionKey("CUST#c1").data(ByteBuffer.wrap("{\"eventName\":\"INSERT\"}".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
        .build();
    InvalidStreamRecordException refused = assertThrows(InvalidStreamRecordException.class,
        () -> KclChangeRecords.decodeAll(EVENTS, List.of(kinesis)));
    assertTrue(refused.getMessage().contains("not a DynamoDBStreamsClientRecord"), refused.getMessage());
  }

  @Test
  void anUnknownEventNameIsRefused() {
    Record truncate = Record.builder().eventID("e1").eventName("TRUNCATE")
        .dynamodb(d -> d.sequenceNumber("1").keys(Map.of("PK", AttributeValue.fromS("CUST#c1")))).build();
    assertThrows(InvalidStreamRecordException.class,
        () -> KclChangeRecords.of(DynamoDBStreamsClientRecord.fromRecord(truncate)));
    ChangeRecord insert = KclChangeRecords.of(DynamoDBStreamsClientRecord.fromRecord(truncate.toBuilder()
        .eventName("INSERT").build()));
    assertEquals(ChangeRecord.Operation.INSERT, insert.operation());
  }
}
