package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.NOTES;
import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.conditionFailed;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.operation.OperationFixtures.Note;
import io.partitura.runtime.operation.OperationFixtures.Stored;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

class PutItemOperationTest {
  private static final ValueCondition<String> TEXT = new ValueCondition<>("text", AttributeValue::fromS);

  @Test
  void buildsAPutACreateAndAReplace() {
    PutItemRequest put = PutItemOperation.putRequest(TABLE, note("1", "a"));
    assertEquals("notes", put.tableName());
    assertEquals(note("1", "a"), put.item());
    assertNull(put.conditionExpression());
    assertEquals(ReturnConsumedCapacity.TOTAL, put.returnConsumedCapacity());

    PutItemRequest create = PutItemOperation.createRequest(TABLE, note("1", "a"));
    assertEquals("attribute_not_exists(#pk)", create.conditionExpression());
    assertEquals(Map.of("#pk", "PK"), create.expressionAttributeNames());

    PutItemRequest replace = PutItemOperation.replaceRequest(TABLE, note("1", "a"));
    assertEquals("attribute_exists(#pk)", replace.conditionExpression());
    assertEquals(Map.of("#pk", "PK"), replace.expressionAttributeNames());
  }

  @Test
  void refusesAnItemOver400KbBeforeAnyRequest() {
    Map<String, AttributeValue> big = new LinkedHashMap<>(note("1", "a"));
    big.put("text", AttributeValue.fromS("x".repeat(410_000)));

    ItemTooLargeException e =
        assertThrows(ItemTooLargeException.class, () -> PutItemOperation.createRequest(TABLE, big));
    assertEquals("PK=\"WS#acme\", SK=\"NOTE#1\"", e.key());
  }

  @Test
  void buildsAVersionedPutFromTheNewVersion() {
    Map<String, AttributeValue> first = withVersion(note("1", "a"), 1);
    assertEquals("attribute_not_exists(#pk)",
        PutItemOperation.versionedPutRequest(TABLE, "notes.put", first, "version", 1).conditionExpression());

    PutItemRequest third = PutItemOperation.versionedPutRequest(TABLE, "notes.put", withVersion(note("1", "a"), 3),
        "version", 3);
    assertEquals("#version = :expectedVersion", third.conditionExpression());
    assertEquals(Map.of("#version", "version"), third.expressionAttributeNames());
    assertEquals(Map.of(":expectedVersion", AttributeValue.fromN("2")), third.expressionAttributeValues());
  }

  @Test
  void refusesAVersionThatWrappedOrIsNegative() {
    VersionOverflowException wrapped = assertThrows(VersionOverflowException.class,
        () -> PutItemOperation.versionedPutRequest(TABLE, "notes.put", note("1", "a"), "version", Integer.MIN_VALUE));
    assertTrue(wrapped.getMessage().contains(Integer.toString(Integer.MAX_VALUE)), wrapped.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> PutItemOperation.versionedPutRequest(TABLE, "notes.put", note("1", "a"), "version", -1));
  }

  @Test
  void composesTheCallersConditionWithItsOwn() {
    PutItemRequest create = PutItemOperation.withCondition(PutItemOperation.createRequest(TABLE, note("1", "a")),
        TEXT.is("draft"));

    assertEquals("(attribute_not_exists(#pk)) AND (#c0 = :c0)", create.conditionExpression());
    assertEquals(Map.of("#pk", "PK", "#c0", "text"), create.expressionAttributeNames());
    assertEquals(Map.of(":c0", AttributeValue.fromS("draft")), create.expressionAttributeValues());
    assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, create.returnValuesOnConditionCheckFailure());
  }

  @Test
  void buildsTheRestoringPutOfARefusedUpdate() {
    Map<String, AttributeValue> old = note("1", "before");
    Map<String, AttributeValue> written = new LinkedHashMap<>(note("1", "after"));
    written.put("tags", AttributeValue.fromL(List.of()));

    PutItemRequest restore = PutItemOperation.restoreRequest(TABLE, old, written, List.of("gone"), null);

    assertEquals(old, restore.item());
    assertEquals("attribute_exists(#pk) AND #r0 = :r0 AND #r1 = :r1 AND attribute_exists(#r2) "
        + "AND attribute_not_exists(#r3)", restore.conditionExpression());
    assertEquals(List.of("#pk", "#r0", "#r1", "#r2", "#r3"), List.copyOf(restore.expressionAttributeNames().keySet()));
    assertEquals(List.of("PK", "_type", "text", "tags", "gone"),
        List.copyOf(restore.expressionAttributeNames().values()));

    PutItemRequest versioned = PutItemOperation.restoreRequest(TABLE, withVersion(old, 4), withVersion(written, 5),
        List.of(), "version");
    assertEquals("attribute_exists(#pk) AND #version = :written", versioned.conditionExpression());
    assertEquals(Map.of(":written", AttributeValue.fromN("5")), versioned.expressionAttributeValues());
  }

  @Test
  void readsAWriteOfOneItem() {
    PutItemOperation put = PutItemOperation.put(PutItemOperation.putRequest(TABLE, note("1", "a")));
    PutItemResponse response = PutItemResponse.builder()
        .consumedCapacity(ConsumedCapacity.builder().capacityUnits(1.0).build()).build();

    assertNull(put.result(response, TABLE));
    assertEquals(1, put.itemCount(response));
    assertEquals(1.0, put.capacityUnits(response));
    assertEquals(key("NOTE#1"), put.key(TABLE));
  }

  @Test
  void aRefusedCreateOrReplaceSaysWhatWasThereWithoutReadingIt() {
    Stored stored = new Stored();
    RuntimeException exists = PutItemOperation.put(PutItemOperation.createRequest(TABLE, note("1", "a")))
        .refusal("notes.create", conditionFailed(null), TABLE, stored);
    RuntimeException missing = PutItemOperation.replace(PutItemOperation.replaceRequest(TABLE, note("1", "a")))
        .refusal("notes.update", conditionFailed(null), TABLE, stored);

    assertInstanceOf(ItemAlreadyExistsException.class, exists);
    assertEquals("PK=\"WS#acme\", SK=\"NOTE#1\"", ((ItemAlreadyExistsException) exists).key());
    assertInstanceOf(ItemNotFoundException.class, missing);
    assertEquals(List.of(), stored.reads);
  }

  @Test
  void aRefusedVersionedPutReadsTheStoredVersionOnce() {
    Stored stored = new Stored().with(withVersion(note("1", "a"), 7));
    PutItemOperation put = PutItemOperation.versioned(
        PutItemOperation.versionedPutRequest(TABLE, "notes.put", withVersion(note("1", "a"), 3), "version", 3),
        "version", 3);

    StaleVersionException stale = (StaleVersionException) put.refusal("notes.put", conditionFailed(null), TABLE,
        stored);

    assertEquals(2, stale.expectedVersion());
    assertEquals(7L, stale.storedVersion());
    assertEquals(List.of("notes.put (stale version check) PK=\"WS#acme\", SK=\"NOTE#1\""), stored.reads);
  }

  @Test
  void aRefusedCallersConditionIsToldFromTheWritesOwnCheck() {
    PutItemRequest create = PutItemOperation.withCondition(PutItemOperation.createRequest(TABLE, note("1", "a")),
        TEXT.is("draft"));
    PutItemOperation operation = PutItemOperation.conditional(create, OwnChecks.ABSENT, NOTES);
    Stored stored = new Stored();

    // DynamoDB returned the stored item: the create's own check failed, judged on it without another read.
    RuntimeException exists = operation.refusal("notes.create", conditionFailed(note("1", "b")), TABLE, stored);
    assertInstanceOf(ItemAlreadyExistsException.class, exists);
    assertEquals(List.of(), stored.reads);

    // No item returned, none stored: the own check holds, so the caller's condition failed.
    ConditionFailedException failed = (ConditionFailedException) operation.refusal("notes.create",
        conditionFailed(null), TABLE, stored);
    assertEquals("\"(attribute_not_exists(PK)) AND (text = \"draft\")\"", failed.condition());
    assertEquals(List.of("notes.create (condition check) PK=\"WS#acme\", SK=\"NOTE#1\""), stored.reads);
  }

  @Test
  void aPutWithoutChecksOfItsOwnBlamesTheCallersConditionAndCarriesTheStoredRecord() {
    PutItemOperation put = PutItemOperation.conditional(
        PutItemOperation.withCondition(PutItemOperation.putRequest(TABLE, note("1", "a")), TEXT.is("draft")),
        OwnChecks.NONE, NOTES);
    Stored stored = new Stored();

    ConditionFailedException failed = (ConditionFailedException) put.refusal("notes.put",
        conditionFailed(note("1", "published")), TABLE, stored);

    assertEquals(new Note("1", "published"), failed.storedRecord(Note.class).orElseThrow());
    assertEquals(List.of(), stored.reads);
  }

  @Test
  void aFailureOtherThanItsConditionIsNotItsToRead() {
    PutItemOperation put = PutItemOperation.put(PutItemOperation.createRequest(TABLE, note("1", "a")));

    assertNull(put.refusal("notes.create", InternalServerErrorException.builder().message("boom").build(), TABLE,
        new Stored()));
  }

  private static Map<String, AttributeValue> withVersion(Map<String, AttributeValue> item, long version) {
    Map<String, AttributeValue> versioned = new LinkedHashMap<>(item);
    versioned.put("version", AttributeValue.fromN(Long.toString(version)));
    return versioned;
  }
}
