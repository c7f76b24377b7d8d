package io.partitura.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.operation.OwnChecks;
import io.partitura.runtime.operation.PutItemOperation;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * What a refused conditional write makes of the stored item DynamoDB returns with the failure
 * ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}). dynalite never returns one, so the SDK's
 * exception is recorded here as DynamoDB sends it; nothing about DynamoDB's evaluation is emulated.
 */
class ConditionFailureTest {
  private static final Map<String, AttributeValue> KEY = Map.of("PK", AttributeValue.fromS("NOTE#1"),
      "SK", AttributeValue.fromS("META"));

  /** A record of one text; its constructor refuses a blank one. */
  record Note(String text) {
    Note {
      if (text == null || text.isBlank()) {
        throw new IllegalArgumentException("a note needs a text");
      }
    }
  }

  private static final ItemCodec<Note> CODEC = new ItemCodec<>() {
    @Override
    public Class<Note> type() {
      return Note.class;
    }

    @Override
    public String entityType() {
      return "Note";
    }

    @Override
    public Map<String, AttributeValue> toItem(Note note) {
      Map<String, AttributeValue> item = new java.util.HashMap<>(KEY);
      item.put("text", AttributeValue.fromS(note.text()));
      return item;
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      return new Note(Items.getString(item, "text"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return KEY;
    }
  };

  /** Refuses every PutItem as DynamoDB does when the condition fails, returning {@code stored}. */
  private static final class RefusingDynamoDb implements DynamoDbClient {
    final List<String> calls = new ArrayList<>();
    final Map<String, AttributeValue> stored;

    RefusingDynamoDb(Map<String, AttributeValue> stored) {
      this.stored = stored;
    }

    @Override
    public String serviceName() {
      return "dynamodb";
    }

    @Override
    public void close() {}

    @Override
    public PutItemResponse putItem(PutItemRequest request) {
      calls.add("PutItem " + request.returnValuesOnConditionCheckFailureAsString());
      throw ConditionalCheckFailedException.builder().message("The conditional request failed").item(stored).build();
    }
  }

  private static TableClient table(DynamoDbClient client) {
    return TableClient.builder().client(client).tableName("notes").partitionKeyName("PK").sortKeyName("SK")
        .typeAttributeName("_type").build();
  }

  private static Map<String, AttributeValue> storedItem(String text, long version) {
    Map<String, AttributeValue> item = new java.util.HashMap<>(KEY);
    item.put("text", AttributeValue.fromS(text));
    item.put("version", AttributeValue.fromN(Long.toString(version)));
    return item;
  }

  @Test
  void aReturnedStoredItemIsCarriedRawAndDecoded() {
    RefusingDynamoDb dynamo = new RefusingDynamoDb(storedItem("old", 3));
    TableClient table = table(dynamo);
    PutItemRequest request = PutItemOperation.withCondition(
        PutItemOperation.putRequest(table.context(), CODEC.toItem(new Note("new"))),
        new StringCondition("text", Items::string).is("older"));

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> table.send("notes.put", PutItemOperation.conditional(request, OwnChecks.NONE, CODEC)));

    assertTrue(failed.storedItemKnown());
    assertEquals(storedItem("old", 3), failed.storedItem().orElseThrow());
    assertEquals(new Note("old"), failed.storedRecord(Note.class).orElseThrow());
    assertEquals("\"text = \"older\"\"", failed.condition());
    assertTrue(failed.getMessage().contains("The stored item is {"), failed.getMessage());
    // Asked for ALL_OLD, and classified without reading the item again.
    assertEquals(List.of("PutItem ALL_OLD"), dynamo.calls);
  }

  @Test
  void aReturnedItemTheRecordRefusesIsCarriedRawOnly() {
    RefusingDynamoDb dynamo = new RefusingDynamoDb(storedItem(" ", 3));
    TableClient table = table(dynamo);
    PutItemRequest request = PutItemOperation.withCondition(
        PutItemOperation.putRequest(table.context(), CODEC.toItem(new Note("new"))),
        new StringCondition("text", Items::string).exists());

    ConditionFailedException failed = assertThrows(ConditionFailedException.class,
        () -> table.send("notes.put", PutItemOperation.conditional(request, OwnChecks.NONE, CODEC)));

    assertTrue(failed.storedItemKnown());
    assertFalse(failed.storedRecord().isPresent());
    assertTrue(failed.getMessage().contains("cannot be read as the record"), failed.getMessage());
  }

  @Test
  void aReturnedItemAtAnotherVersionIsAStaleVersionToldWithoutAGetItem() {
    RefusingDynamoDb dynamo = new RefusingDynamoDb(storedItem("old", 5));
    TableClient table = table(dynamo);
    PutItemRequest request = PutItemOperation.withCondition(
        PutItemOperation.versionedPutRequest(table.context(), "notes.put", storedItem("new", 4), "version", 4),
        new StringCondition("text", Items::string).is("old"));

    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> table.send("notes.put", PutItemOperation.conditional(request, OwnChecks.version("version", 3), CODEC)));

    assertEquals(5L, stale.storedVersion());
    assertEquals(List.of("PutItem ALL_OLD"), dynamo.calls);
  }
}
