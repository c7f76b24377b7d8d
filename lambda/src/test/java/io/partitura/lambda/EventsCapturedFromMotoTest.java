package io.partitura.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import io.partitura.lambda.orders.Customer;
import io.partitura.lambda.orders.Order;
import io.partitura.lambda.orders.OrderRepository;
import io.partitura.lambda.orders.OrdersEvent;
import io.partitura.lambda.orders.OrdersTable;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import io.partitura.testkit.TestTable;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Lambda events captured from a real stream: items written through Partitura on moto (which serves the DynamoDB
 * Streams API), the stream read through the SDK's {@code DynamoDbStreamsClient}, and GetRecords' JSON answers kept
 * as they came over the wire. Lambda's DynamoDB event is those records, each with the stream's
 * {@code eventSourceARN}: built so, read by Lambda's own serializer (as the Lambda Java runtime reads it), and decoded
 * by {@link LambdaChangeRecords}, the events must be those of the SDK's records decoded directly.
 */
class EventsCapturedFromMotoTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(OrdersTable::createTableRequest);

  private static final ChangeDecoder<OrdersEvent> EVENTS = OrdersEvent.decoder();

  /** Keeps the JSON body of every GetRecords answer, and hands the SDK an unread copy. */
  static final class GetRecordsCapture implements ExecutionInterceptor {
    final List<byte[]> bodies = new ArrayList<>();

    @Override
    public Optional<InputStream> modifyHttpResponseContent(Context.ModifyHttpResponse context,
        ExecutionAttributes attributes) {
      Optional<InputStream> body = context.responseBody();
      if (body.isEmpty() || !"GetRecords".equals(attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME))) {
        return body;
      }
      try (InputStream in = body.get()) {
        byte[] bytes = in.readAllBytes();
        bodies.add(bytes);
        return Optional.of(new ByteArrayInputStream(bytes));
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  /** What the test read from the stream: the SDK's records, and Lambda's event of the same answers. */
  record Captured(List<Record> records, String lambdaEventJson) {}

  static Captured capture(MotoServer server, DynamoDbClient client, String table) {
    String streamArn = client.describeTable(r -> r.tableName(table)).table().latestStreamArn();
    GetRecordsCapture capture = new GetRecordsCapture();
    List<Record> records = new ArrayList<>();
    try (DynamoDbStreamsClient streams = DynamoDbStreamsClient.builder()
        .endpointOverride(server.endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("partitura-test", "partitura-test")))
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(capture))
        .build()) {
      for (Shard shard : streams.describeStream(r -> r.streamArn(streamArn)).streamDescription().shards()) {
        String iterator = streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.shardId())
            .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
        while (iterator != null) {
          String current = iterator;
          GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(current));
          records.addAll(page.records());
          iterator = page.records().isEmpty() ? null : page.nextShardIterator();
        }
      }
    }
    assertTrue(streamArn.matches("[A-Za-z0-9:/._-]+"), streamArn); // written into JSON unescaped below
    List<String> lambdaRecords = new ArrayList<>();
    for (byte[] body : capture.bodies) {
      for (JsonNode record : JsonNode.parser().parse(body).field("Records").orElseThrow().asArray()) {
        String json = record.toString();
        lambdaRecords.add("{\"eventSourceARN\": \"" + streamArn + "\", " + json.substring(1));
      }
    }
    return new Captured(records, "{\"Records\": [\n" + String.join(",\n", lambdaRecords) + "\n]}\n");
  }

  static DynamodbEvent lambdaEvent(String json) {
    return LambdaEventSerializers.serializerFor(DynamodbEvent.class, EventsCapturedFromMotoTest.class.getClassLoader())
        .fromJson(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void eventsCapturedFromMotosStreamDecodeIntoTypedChangesAsTheStreamsApisRecordsDo(MotoServer server,
      TestTable table) throws IOException {
    DynamoDbClient client = server.newClient();
    OrdersTable db = OrdersTable.builder().client(client).tableName(table.name()).build();
    Customer ann = new Customer("c1", "Ann");
    db.customers().put(ann);
    Order placed = db.orders().create(new Order("c1", "o1", Order.Status.PLACED, 1250, false,
        new LinkedHashSet<>(List.of("gift", "priority")), List.of("leave at the door"), Map.of("sku-1", 2),
        new byte[] {1, 2, 3}, Instant.parse("2031-01-01T00:00:00Z"), 0));
    Order shipped = db.orders().update(new Order("c1", "o1", Order.Status.SHIPPED, 1250, true, placed.tags(),
        placed.notes(), placed.quantities(), placed.signature(), placed.archiveAt(), placed.version()));
    db.orders().delete("c1", "o1", shipped.version());
    client.putItem(r -> r.tableName(table.name()).item(Map.of("PK", AttributeValue.fromS("LEGACY#1"),
        "SK", AttributeValue.fromS("LEGACY#1"), "codes", AttributeValue.fromNs(List.of("1", "2")))));

    Captured captured = capture(server, client, table.name());
    Path kept = Path.of("target", "moto-captured-event.json");
    Files.createDirectories(kept.getParent());
    Files.writeString(kept, captured.lambdaEventJson()); // to read what moto's stream looks like to Lambda
    DynamodbEvent event = lambdaEvent(captured.lambdaEventJson());
    List<OrdersEvent> fromLambda = LambdaChangeRecords.decodeAll(EVENTS, event);
    List<OrdersEvent> fromStreamsApi = EVENTS.decodeAll(captured.records());

    assertEquals(5, event.getRecords().size());
    assertEquals(5, fromLambda.size());
    assertEquals(new Change.Inserted<>(ann),
        assertInstanceOf(OrdersEvent.CustomerChange.class, fromLambda.get(0)).change());
    // Order holds a byte[]: compared by content, through the codec's item
    Change.Inserted<Order> inserted = (Change.Inserted<Order>) ((OrdersEvent.OrderChange) fromLambda.get(1)).change();
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(placed), OrderRepository.Codec.INSTANCE.toItem(inserted.newRecord()));
    Change.Modified<Order> modified = (Change.Modified<Order>) ((OrdersEvent.OrderChange) fromLambda.get(2)).change();
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(placed), OrderRepository.Codec.INSTANCE.toItem(modified.oldRecord()));
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(shipped), OrderRepository.Codec.INSTANCE.toItem(modified.newRecord()));
    Change.Removed<Order> removed = (Change.Removed<Order>) ((OrdersEvent.OrderChange) fromLambda.get(3)).change();
    assertEquals(OrderRepository.Codec.INSTANCE.toItem(shipped), OrderRepository.Codec.INSTANCE.toItem(removed.oldRecord()));
    assertEquals(false, removed.removedByTtl());
    UnrecognisedItem foreign = assertInstanceOf(OrdersEvent.Unrecognised.class, fromLambda.get(4)).item();
    assertEquals(UnrecognisedItem.Reason.NO_TYPE, foreign.reason());
    assertEquals(Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("LEGACY#1")),
        foreign.keys());

    // the same events as the SDK's records give: same kinds, keys, images, sequence numbers and ids
    assertEquals(fromStreamsApi.size(), fromLambda.size());
    for (int i = 0; i < fromLambda.size(); i++) {
      assertEquals(fromStreamsApi.get(i).getClass(), fromLambda.get(i).getClass());
      ChangeRecord lambda = fromLambda.get(i).record();
      ChangeRecord streamsApi = fromStreamsApi.get(i).record();
      assertEquals(streamsApi.operation(), lambda.operation());
      assertEquals(streamsApi.keys(), lambda.keys());
      assertEquals(streamsApi.oldImage(), lambda.oldImage());
      assertEquals(streamsApi.newImage(), lambda.newImage());
      assertEquals(streamsApi.sequenceNumber(), lambda.sequenceNumber());
      assertEquals(streamsApi.eventId(), lambda.eventId());
      // Lambda's event holds a java.util.Date: milliseconds
      assertEquals(streamsApi.approximateCreation().truncatedTo(ChronoUnit.MILLIS), lambda.approximateCreation());
    }

    // moto writes no userIdentity on any record (5.2.1 has none in its source, and deletes no expired item)
    for (Record record : captured.records()) {
      assertNull(record.userIdentity(), record::toString);
    }
    for (DynamodbEvent.DynamodbStreamRecord record : event.getRecords()) {
      assertNull(record.getUserIdentity());
    }

    // the README's handler, on the captured event
    assertEquals(List.of("customer " + fromLambda.get(0).record().sequenceNumber(), "placed o1",
        "o1 PLACED -> SHIPPED", "deleted o1", "skipped NO_TYPE [PK, SK]"), new OrdersHandler().handleRequest(event, null));
  }
}
