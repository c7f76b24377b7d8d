package io.partitura.runtime.operation;

import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.item.ItemCodec;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * What a write's failed condition means: the exception a conditional PutItem, UpdateItem or DeleteItem throws
 * when DynamoDB refuses it. Nothing was written in every case.
 */
@FunctionalInterface
public interface ConditionRefusal {
  /**
   * @param key the write's primary key
   * @param stored reads the item as stored now, for the refusals that must look
   */
  RuntimeException refusal(String operation, Map<String, AttributeValue> key, ConditionalCheckFailedException failed,
      TableContext table, StoredItems stored);

  /** The condition only says no item may be there: {@link ItemAlreadyExistsException}. */
  static ConditionRefusal itemExists() {
    return (operation, key, failed, table, stored) ->
        new ItemAlreadyExistsException(operation, table.describeKey(key), failed);
  }

  /**
   * As {@link #itemExists()}, for a record with a {@code @Version}: the exception advises reading the stored
   * version, since a versioned put cannot overwrite an item it did not read.
   */
  static ConditionRefusal versionedItemExists() {
    return (operation, key, failed, table, stored) ->
        new ItemAlreadyExistsException(operation, table.describeKey(key), true, failed);
  }

  /** The condition only says an item must be there: {@link ItemNotFoundException}. */
  static ConditionRefusal itemMissing() {
    return (operation, key, failed, table, stored) ->
        new ItemNotFoundException(operation, table.describeKey(key), failed);
  }

  /**
   * The condition checks the stored version is {@code expected}: {@link StaleVersionException} naming both
   * versions, the stored one read with one consistent GetItem, only on this failure path.
   */
  static ConditionRefusal staleVersion(String versionAttribute, long expected) {
    return (operation, key, failed, table, stored) -> new StaleVersionException(operation, table.describeKey(key),
        expected, OwnChecks.versionOf(stored.read(operation + " (stale version check)", key), versionAttribute),
        failed);
  }

  /**
   * An update's own condition: the item exists, at {@code expectedVersion} (when not null), below
   * {@code maxVersion} (when not null). To tell which failed, one consistent GetItem is sent, only when a
   * version was checked: {@link StaleVersionException}, {@link VersionOverflowException}, or else
   * {@link ItemNotFoundException}.
   */
  static ConditionRefusal update(String versionAttribute, Long expectedVersion, Long maxVersion) {
    return (operation, key, failed, table, stored) -> {
      Map<String, AttributeValue> item =
          expectedVersion == null && maxVersion == null ? null : stored.read(operation + " (stale version check)", key);
      Long version = OwnChecks.versionOf(item, versionAttribute);
      String described = table.describeKey(key);
      if (item != null && expectedVersion != null && !expectedVersion.equals(version)) {
        return new StaleVersionException(operation, described, expectedVersion, version, failed);
      }
      if (item != null && maxVersion != null && version != null && version >= maxVersion) {
        return new VersionOverflowException(operation, described, version);
      }
      // Missing then; if it is there now, it was created after the update was refused.
      return new ItemNotFoundException(operation, described, failed);
    };
  }

  /**
   * A write that carries the caller's condition besides its own checks ({@code own}). DynamoDB says only that
   * the whole condition failed. When it returned the stored item with the failure
   * ({@code ReturnValuesOnConditionCheckFailure}), the write's own checks are evaluated on that item, with no
   * further request. When it did not (no item, or a server that does not return it) and the write checks
   * something by itself, one consistent GetItem reads the item to evaluate them; that item is read after the
   * failure, so it only classifies and is not reported as the stored item. When the own checks hold, the
   * caller's condition is what failed: {@link ConditionFailedException}, with the stored item (and its record,
   * read with {@code codec}) when DynamoDB returned it.
   *
   * @param condition the request's whole condition, and its placeholders' {@code names} and {@code values}, for
   *     the message
   */
  static ConditionRefusal callerCondition(String condition, Map<String, String> names,
      Map<String, AttributeValue> values, OwnChecks own, ItemCodec<?> codec) {
    return (operation, key, failed, table, stored) -> {
      Map<String, AttributeValue> returned = failed.hasItem() && !failed.item().isEmpty() ? failed.item() : null;
      String described = table.describeKey(key);
      if (own != OwnChecks.NONE) {
        Map<String, AttributeValue> item =
            returned != null ? returned : stored.read(operation + " (condition check)", key);
        RuntimeException ownRefusal = own.refusal(operation, described, item, failed);
        if (ownRefusal != null) {
          return ownRefusal;
        }
      }
      return new ConditionFailedException(operation, described,
          RequestDescription.conditionText(condition, names, values), returned, storedRecord(table, codec, returned),
          returned == null ? null : RequestDescription.render(returned), failed);
    };
  }

  /**
   * A refused write's stored item as {@code codec}'s record, for its exception: {@code null} when there is none,
   * when its type attribute names another entity (decoded anyway it would be a record that was never stored),
   * or when it cannot be read; the raw item is carried beside it.
   */
  static Object storedRecord(TableContext table, ItemCodec<?> codec, Map<String, AttributeValue> stored) {
    if (stored == null || codec == null) {
      return null;
    }
    AttributeValue type = stored.get(table.typeAttribute());
    if (type != null && !codec.entityType().equals(type.s())) {
      return null;
    }
    try {
      return codec.fromItem(stored);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }
}
