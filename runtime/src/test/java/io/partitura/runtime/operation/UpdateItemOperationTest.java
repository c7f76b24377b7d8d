package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.conditionFailed;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.operation.OperationFixtures.Stored;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

class UpdateItemOperationTest {
  @Test
  void buildsEveryClauseWithTheVersionAndItsChecks() {
    UpdateChanges changes = new UpdateChanges();
    changes.set("text", AttributeValue.fromS("new"));
    changes.act("views", UpdateChanges.Kind.ADD_NUMBER, AttributeValue.fromN("1"));
    changes.act("tags", UpdateChanges.Kind.DELETE_FROM_SET, AttributeValue.fromSs(List.of("old")));
    changes.act("log", UpdateChanges.Kind.APPEND, AttributeValue.fromL(List.of(AttributeValue.fromS("e"))));
    changes.set("draft", null);

    UpdateItemRequest request = UpdateItemOperation.request(TABLE, "notes.update", key("NOTE#1"), changes, "version",
        3L, (long) Integer.MAX_VALUE, new ValueCondition<String>("text", AttributeValue::fromS).is("old"));

    assertEquals("SET #a0 = :v0, #a3 = list_append(if_not_exists(#a3, :emptyList), :v3) ADD #a1 :v1, #version :one "
        + "DELETE #a2 :v2 REMOVE #a4", request.updateExpression());
    assertEquals("(attribute_exists(#pk) AND #version = :expectedVersion AND (attribute_not_exists(#version) OR "
        + "#version < :maxVersion)) AND (#c0 = :c0)", request.conditionExpression());
    assertEquals(List.of("#pk", "#a0", "#a1", "#a2", "#a3", "#version", "#a4", "#c0"),
        List.copyOf(request.expressionAttributeNames().keySet()));
    assertEquals(AttributeValue.fromN("3"), request.expressionAttributeValues().get(":expectedVersion"));
    assertEquals(ReturnValue.ALL_OLD, request.returnValues());
  }

  @Test
  void anUpdateWithNothingToChangeHasNoExpressionButStillItsCheck() {
    UpdateItemRequest request = UpdateItemOperation.request(TABLE, "notes.update", key("NOTE#1"), new UpdateChanges(),
        null, null, null, null);

    assertNull(request.updateExpression());
    assertEquals("attribute_exists(#pk)", request.conditionExpression());
    assertEquals(false, request.hasExpressionAttributeValues(), "DynamoDB refuses empty values");
  }

  @Test
  void refusesAnUpdateWhoseKeyAndValuesAloneAreOver400Kb() {
    UpdateChanges changes = new UpdateChanges();
    changes.set("text", AttributeValue.fromS("x".repeat(410_000)));

    assertThrows(ItemTooLargeException.class, () -> UpdateItemOperation.request(TABLE, "notes.update",
        key("NOTE#1"), changes, null, null, null, null));
  }

  @Test
  void readsTheOldItemAndComputesTheItemAsWritten() {
    UpdateChanges changes = new UpdateChanges();
    changes.set("text", AttributeValue.fromS("new"));
    changes.act("views", UpdateChanges.Kind.ADD_NUMBER, AttributeValue.fromN("2.5"));
    changes.act("tags", UpdateChanges.Kind.DELETE_FROM_SET, AttributeValue.fromSs(List.of("a")));
    UpdateItemOperation update = UpdateItemOperation.update(UpdateItemOperation.request(TABLE, "notes.update",
        key("NOTE#1"), changes, "version", null, null, null), "version", null, null);
    Map<String, AttributeValue> old = new LinkedHashMap<>(note("1", "old"));
    old.put("views", AttributeValue.fromN("1"));
    old.put("tags", AttributeValue.fromSs(List.of("a")));
    old.put("version", AttributeValue.fromN("6"));
    UpdateItemResponse response = UpdateItemResponse.builder().attributes(old).build();

    Map<String, AttributeValue> returned = update.result(response, TABLE);
    Map<String, AttributeValue> written = changes.written(returned, "version");

    assertEquals(old, returned);
    assertEquals(AttributeValue.fromS("new"), written.get("text"));
    assertEquals(AttributeValue.fromN("3.5"), written.get("views"));
    assertEquals(AttributeValue.fromN("7"), written.get("version"));
    assertEquals(false, written.containsKey("tags"), "a set left empty is gone");
    assertEquals(List.of("tags"), changes.removed(written));
    assertEquals(1, update.itemCount(response));
  }

  @Test
  void aRefusedUpdateReadsTheItemOnlyWhenItCheckedAVersion() {
    Stored nothing = new Stored();
    RuntimeException missing = UpdateItemOperation.update(plain(), null, null, null)
        .refusal("notes.update", conditionFailed(null), TABLE, nothing);
    assertInstanceOf(ItemNotFoundException.class, missing);
    assertEquals(List.of(), nothing.reads);

    Map<String, AttributeValue> atSeven = new LinkedHashMap<>(note("1", "a"));
    atSeven.put("version", AttributeValue.fromN("7"));
    Stored stored = new Stored().with(atSeven);
    StaleVersionException stale = (StaleVersionException) UpdateItemOperation.update(plain(), "version", 3L, null)
        .refusal("notes.update", conditionFailed(null), TABLE, stored);
    assertEquals(7L, stale.storedVersion());
    assertEquals(1, stored.reads.size());

    RuntimeException overflow = UpdateItemOperation.update(plain(), "version", null, 7L)
        .refusal("notes.update", conditionFailed(null), TABLE, stored);
    assertInstanceOf(VersionOverflowException.class, overflow);
  }

  @Test
  void aBackfillsUpdateLeavesItsRefusalToTheBackfill() {
    UpdateItemRequest request = UpdateItemOperation.indexKeyRequest(TABLE, note("1", "a"), List.of("GSI1PK", "GSI1SK"),
        Map.of("GSI1PK", AttributeValue.fromS("TEXT#a")), List.of("text"));

    assertEquals("SET #i0 = :i0", request.updateExpression());
    assertEquals("#type = :type AND #c0 = :c0", request.conditionExpression());
    assertEquals(key("NOTE#1"), request.key());
    ConditionalCheckFailedException changed = conditionFailed(null);
    assertNull(UpdateItemOperation.of(request).refusal("backfill.GSI1", changed, TABLE, new Stored()));
  }

  private static UpdateItemRequest plain() {
    UpdateChanges changes = new UpdateChanges();
    changes.set("text", AttributeValue.fromS("b"));
    return UpdateItemOperation.request(TABLE, "notes.update", key("NOTE#1"), changes, null, null, null, null);
  }
}
