package io.partitura.runtime.keys;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Primary key maps, partition key first, so logged and described requests always read the same way. */
public final class PrimaryKeys {
  private PrimaryKeys() {}

  /** An unmodifiable {@code {partitionKeyName: S, sortKeyName: S}} in that order. */
  public static Map<String, AttributeValue> of(
      String partitionKeyName, String partitionKey, String sortKeyName, String sortKey) {
    return of(partitionKeyName, AttributeValue.createS(partitionKey), sortKeyName, AttributeValue.createS(sortKey));
  }

  /** An unmodifiable two-attribute key in the given order. */
  public static Map<String, AttributeValue> of(
      String partitionKeyName, AttributeValue partitionKey, String sortKeyName, AttributeValue sortKey) {
    Map<String, AttributeValue> key = new LinkedHashMap<>(4);
    key.put(partitionKeyName, partitionKey);
    key.put(sortKeyName, sortKey);
    return Collections.unmodifiableMap(key);
  }
}
