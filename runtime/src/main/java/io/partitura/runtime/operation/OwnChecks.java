package io.partitura.runtime.operation;

import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a write checks by itself besides the caller's condition, to tell which failed when DynamoDB refuses the
 * request: given the stored item ({@code null}: none), the exception a failed check of its own throws, or
 * {@code null} when its own checks hold, so the caller's condition failed.
 */
@FunctionalInterface
public interface OwnChecks {
  /** A write that checks nothing by itself (put, delete): only the caller's condition can fail. */
  OwnChecks NONE = (operation, key, stored, cause) -> null;

  /** create: no item may exist at the key. */
  OwnChecks ABSENT = (operation, key, stored, cause) ->
      stored == null ? null : new ItemAlreadyExistsException(operation, key, cause);

  /** create of a versioned record: no item may exist at the key. */
  OwnChecks ABSENT_VERSIONED = (operation, key, stored, cause) ->
      stored == null ? null : new ItemAlreadyExistsException(operation, key, true, cause);

  /** replace: an item must exist at the key. */
  OwnChecks PRESENT = (operation, key, stored, cause) ->
      stored != null ? null : new ItemNotFoundException(operation, key, cause);

  /** A versioned put: the stored item is at {@code expected} (0: there is none). */
  static OwnChecks version(String versionAttribute, long expected) {
    return (operation, key, stored, cause) -> {
      Long version = versionOf(stored, versionAttribute);
      boolean holds = expected == 0 ? stored == null : Long.valueOf(expected).equals(version);
      return holds ? null : new StaleVersionException(operation, key, expected, version, cause);
    };
  }

  /** A versioned delete: the stored item, if any, is at {@code expected}. */
  static OwnChecks versionOrAbsent(String versionAttribute, long expected) {
    return (operation, key, stored, cause) -> {
      Long version = versionOf(stored, versionAttribute);
      return stored == null || Long.valueOf(expected).equals(version) ? null
          : new StaleVersionException(operation, key, expected, version, cause);
    };
  }

  /** An update: the item exists, at {@code expectedVersion} when not null, below {@code maxVersion} when not null. */
  static OwnChecks update(String versionAttribute, Long expectedVersion, Long maxVersion) {
    return (operation, key, stored, cause) -> {
      if (stored == null) {
        return new ItemNotFoundException(operation, key, cause);
      }
      Long version = versionOf(stored, versionAttribute);
      if (expectedVersion != null && !expectedVersion.equals(version)) {
        return new StaleVersionException(operation, key, expectedVersion, version, cause);
      }
      if (maxVersion != null && version != null && version >= maxVersion) {
        return new VersionOverflowException(operation, key, version);
      }
      return null;
    };
  }

  /**
   * The exception of the check of its own that {@code stored} fails, or {@code null} when every one holds.
   *
   * @param key the write's key, as messages show it
   */
  RuntimeException refusal(String operation, String key, Map<String, AttributeValue> stored, Throwable cause);

  /** The number in {@code item}'s {@code versionAttribute}, or {@code null} (no item, or no version). */
  static Long versionOf(Map<String, AttributeValue> item, String versionAttribute) {
    AttributeValue version = item == null ? null : item.get(versionAttribute);
    return version == null || version.n() == null ? null : Long.parseLong(version.n());
  }
}
