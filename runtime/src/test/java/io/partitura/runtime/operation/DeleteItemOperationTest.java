package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOTES;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.conditionFailed;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.operation.OperationFixtures.Stored;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

class DeleteItemOperationTest {
  @Test
  void buildsTheDeleteOfOneKeyReturningTheOldItem() {
    DeleteItemRequest delete = DeleteItemOperation.request(TABLE, key("NOTE#1"));

    assertEquals("notes", delete.tableName());
    assertEquals(key("NOTE#1"), delete.key());
    assertEquals(ReturnValue.ALL_OLD, delete.returnValues());
    assertNull(delete.conditionExpression());
  }

  @Test
  void buildsAVersionedDeleteThatAlsoPassesOnAMissingItem() {
    DeleteItemRequest delete = DeleteItemOperation.versionedRequest(TABLE, key("NOTE#1"), "version", 4);

    assertEquals("attribute_not_exists(#pk) OR #version = :expectedVersion", delete.conditionExpression());
    assertEquals(List.of("#pk", "#version"), List.copyOf(delete.expressionAttributeNames().keySet()));
    assertEquals(Map.of(":expectedVersion", AttributeValue.fromN("4")), delete.expressionAttributeValues());

    // The caller's condition keeps the OR whole.
    DeleteItemRequest when = DeleteItemOperation.withCondition(delete,
        new ValueCondition<String>("text", AttributeValue::fromS).is("draft"));
    assertEquals("(attribute_not_exists(#pk) OR #version = :expectedVersion) AND (#c0 = :c0)",
        when.conditionExpression());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, when.returnValuesOnConditionCheckFailure());
  }

  @Test
  void readsWhetherAnItemWasThere() {
    DeleteItemOperation delete = DeleteItemOperation.of(DeleteItemOperation.request(TABLE, key("NOTE#1")));
    DeleteItemResponse deleted = DeleteItemResponse.builder().attributes(note("1", "a")).build();
    DeleteItemResponse none = DeleteItemResponse.builder().build();

    assertEquals(true, delete.result(deleted, TABLE));
    assertEquals(1, delete.itemCount(deleted));
    assertEquals(false, delete.result(none, TABLE));
    assertEquals(0, delete.itemCount(none));
    // A conditional delete counts as one write, found or not, as every conditional write does.
    assertEquals(1, DeleteItemOperation.versioned(DeleteItemOperation.versionedRequest(TABLE, key("NOTE#1"),
        "version", 1), "version", 1).itemCount(none));
  }

  @Test
  void aRefusedVersionedDeleteReadsTheStoredVersion() {
    Map<String, AttributeValue> stored = new LinkedHashMap<>(note("1", "a"));
    stored.put("version", AttributeValue.fromN("9"));
    Stored reader = new Stored().with(stored);
    DeleteItemOperation delete = DeleteItemOperation.versioned(
        DeleteItemOperation.versionedRequest(TABLE, key("NOTE#1"), "version", 4), "version", 4);

    StaleVersionException stale = (StaleVersionException) delete.refusal("notes.delete", conditionFailed(null), TABLE,
        reader);

    assertEquals(4, stale.expectedVersion());
    assertEquals(9L, stale.storedVersion());
    assertEquals(1, reader.reads.size());
  }

  @Test
  void anUnconditionalDeleteHasNoRefusalOfItsOwn() {
    DeleteItemOperation delete = DeleteItemOperation.of(DeleteItemOperation.request(TABLE, key("NOTE#1")));

    assertNull(delete.refusal("notes.delete", conditionFailed(null), TABLE, new Stored()));
  }

  @Test
  void aDeleteWithTheCallersConditionBlamesIt() {
    DeleteItemOperation delete = DeleteItemOperation.conditional(DeleteItemOperation.withCondition(
        DeleteItemOperation.request(TABLE, key("NOTE#1")),
        new ValueCondition<String>("text", AttributeValue::fromS).is("draft")), OwnChecks.NONE, NOTES);

    RuntimeException refusal = delete.refusal("notes.delete", conditionFailed(note("1", "published")), TABLE,
        new Stored());

    assertInstanceOf(ConditionFailedException.class, refusal);
    assertEquals("\"text = \"draft\"\"", ((ConditionFailedException) refusal).condition());
  }
}
