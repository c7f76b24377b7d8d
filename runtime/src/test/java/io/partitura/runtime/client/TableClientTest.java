package io.partitura.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.operation.QueryOperation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The one place requests are sent from: each is reported to the listener, succeeded or failed, and an SDK
 * failure becomes Partitura's exception. What the operations build and read is theirs (and tested there); the
 * SDK client here answers with what each test hands it, so no server is involved.
 */
class TableClientTest {
  private static final Map<String, AttributeValue> KEY =
      Map.of("PK", AttributeValue.fromS("WS#acme"), "SK", AttributeValue.fromS("NOTE#1"));
  private static final Map<String, AttributeValue> ITEM =
      Map.of("PK", AttributeValue.fromS("WS#acme"), "SK", AttributeValue.fromS("NOTE#1"),
          "text", AttributeValue.fromS("hello"));

  /** Answers GetItem, PutItem and Query with what the test says; counts the calls. */
  private static final class Answering implements DynamoDbClient {
    Function<GetItemRequest, GetItemResponse> get = request -> {
      throw new UnsupportedOperationException();
    };
    Function<PutItemRequest, PutItemResponse> put = request -> {
      throw new UnsupportedOperationException();
    };
    Function<QueryRequest, QueryResponse> query = request -> {
      throw new UnsupportedOperationException();
    };
    final List<String> calls = new ArrayList<>();

    @Override
    public GetItemResponse getItem(GetItemRequest request) {
      calls.add("GetItem");
      return get.apply(request);
    }

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
      calls.add("PutItem");
      return put.apply(request);
    }

    @Override
    public QueryResponse query(QueryRequest request) {
      calls.add("Query");
      return query.apply(request);
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}
  }

  private final Answering dynamo = new Answering();
  private final List<RequestEvent> events = new ArrayList<>();
  private final TableClient table = TableClient.builder().client(dynamo).tableName("notes").partitionKeyName("PK")
      .sortKeyName("SK").typeAttributeName("_type").listener(events::add).build();

  @Test
  void sendsTheOperationsRequestReportsItAndReturnsWhatItReads() {
    dynamo.get = request -> GetItemResponse.builder().item(ITEM)
        .consumedCapacity(ConsumedCapacity.builder().capacityUnits(0.5).build()).build();

    Map<String, AttributeValue> item = table.send("notes.get",
        GetItemOperation.of(GetItemOperation.request(table.context(), KEY, false)));

    assertEquals(ITEM, item);
    assertEquals(1, events.size());
    RequestEvent event = events.get(0);
    assertEquals("notes.get", event.operation());
    assertEquals("GetItem", event.requestKind());
    assertEquals("notes", event.tableName());
    assertEquals(1, event.itemCount());
    assertEquals(0.5, event.consumedCapacityUnits());
    assertTrue(event.succeeded());
  }

  @Test
  void namesTheIndexOfAQuery() {
    dynamo.query = request -> QueryResponse.builder().count(0).build();

    table.send("notes.byText", QueryOperation.page(QueryOperation.keyConditionRequest("notes", "GSI1", "GSI1PK",
        "TEXT#a", "GSI1SK", null, null).build()));

    assertEquals("GSI1", events.get(0).indexName());
  }

  @Test
  void aRefusedConditionIsTheOperationsOwnExceptionAfterTheFailureIsReported() {
    dynamo.put = request -> {
      throw ConditionalCheckFailedException.builder().message("The conditional request failed").build();
    };

    ItemAlreadyExistsException exists = assertThrows(ItemAlreadyExistsException.class, () -> table.send(
        "notes.create", PutItemOperation.put(PutItemOperation.createRequest(table.context(), ITEM))));

    assertEquals("PK=\"WS#acme\", SK=\"NOTE#1\"", exists.key());
    assertEquals(1, events.size());
    assertInstanceOf(ConditionalCheckFailedException.class, events.get(0).failure());
  }

  @Test
  void aThrottledRequestIsThrottledExceptionWhateverTheOperation() {
    dynamo.put = request -> {
      throw ProvisionedThroughputExceededException.builder().message("slow down").numAttempts(4).build();
    };

    ThrottledException throttled = assertThrows(ThrottledException.class, () -> table.send("notes.put",
        PutItemOperation.put(PutItemOperation.putRequest(table.context(), ITEM))));

    assertEquals(4, throttled.attempts());
    assertEquals(List.of("PK=\"WS#acme\", SK=\"NOTE#1\""), throttled.unprocessed());
  }

  @Test
  void anyOtherFailureIsRequestFailedNamingTheOperationAndTheKey() {
    dynamo.get = request -> {
      throw InternalServerErrorException.builder().message("boom")
          .awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build()).build();
    };

    RequestFailedException failed = assertThrows(RequestFailedException.class, () -> table.send("notes.get",
        GetItemOperation.of(GetItemOperation.request(table.context(), KEY, false))));

    assertTrue(failed.getMessage().startsWith("notes.get: GetItem on table notes for PK=\"WS#acme\", SK=\"NOTE#1\" "
        + "failed: boom"), failed.getMessage());
    assertEquals(false, events.get(0).succeeded());
  }

  @Test
  void callHandsBackTheResponseAndTheFailureUntranslatedButReportsBoth() {
    GetItemResponse none = GetItemResponse.builder().build();
    dynamo.get = request -> none;
    GetItemOperation get = GetItemOperation.of(GetItemOperation.request(table.context(), KEY, false));

    assertSame(none, table.call("notes.get", get));

    SdkException slow = ProvisionedThroughputExceededException.builder().message("slow down").build();
    dynamo.get = request -> {
      throw slow;
    };
    assertSame(slow, assertThrows(SdkException.class, () -> table.call("notes.get", get)));

    IllegalStateException broken = new IllegalStateException("not the SDK's");
    dynamo.get = request -> {
      throw broken;
    };
    assertSame(broken, assertThrows(IllegalStateException.class, () -> table.send("notes.get", get)));
    assertEquals(List.of(true, false, false), events.stream().map(RequestEvent::succeeded).toList());
  }

  @Test
  void aFailingListenerNeverTurnsASuccessIntoAFailure() {
    dynamo.get = request -> GetItemResponse.builder().build();
    TableClient listened = TableClient.builder().client(dynamo).tableName("notes").partitionKeyName("PK")
        .sortKeyName("SK").typeAttributeName("_type").listener(event -> {
          throw new IllegalStateException("listener broke");
        }).build();

    assertNull(listened.send("notes.get", GetItemOperation.of(GetItemOperation.request(listened.context(), KEY,
        false))));
  }
}
