package io.partitura.runtime.operation;

import io.partitura.runtime.item.Expiry;
import io.partitura.runtime.keys.KeyAttributes;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The table an operation is built for and read against: its name, its key and type attributes, and when its
 * items expire. The client passes its own to every operation it sends; a test builds one by hand.
 *
 * @param tableName the table's name
 * @param keys its primary key attributes
 * @param typeAttribute the attribute naming each item's entity
 * @param expiry when its items expire
 */
public record TableContext(String tableName, KeyAttributes keys, String typeAttribute, Expiry expiry) {
  public TableContext {
    Objects.requireNonNull(tableName, "tableName");
    Objects.requireNonNull(keys, "keys");
    Objects.requireNonNull(typeAttribute, "typeAttribute");
    Objects.requireNonNull(expiry, "expiry");
  }

  /** The key attributes of {@code item}; empty when it lacks one. */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    return keys.keyOf(item);
  }

  /** {@code key} as messages show it. */
  public String describeKey(Map<String, AttributeValue> key) {
    return keys.describe(key);
  }
}
