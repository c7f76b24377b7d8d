package io.partitura.runtime.operation;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Reads an item as stored now, to tell why DynamoDB refused a write: what the client hands a refusal. */
@FunctionalInterface
public interface StoredItems {
  /**
   * The item at {@code key} as stored now, expired or not, read with one strongly consistent GetItem reported
   * under {@code operation}; {@code null} when there is none.
   */
  Map<String, AttributeValue> read(String operation, Map<String, AttributeValue> key);
}
