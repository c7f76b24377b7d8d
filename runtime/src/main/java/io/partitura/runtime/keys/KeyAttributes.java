package io.partitura.runtime.keys;

import io.partitura.runtime.description.RequestDescription;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The names of a table's primary key attributes, and what is built and told of a primary key with them.
 *
 * @param partitionKey the partition key attribute, such as {@code EntityRef}
 * @param sortKey the sort key attribute, such as {@code Detail}
 */
public record KeyAttributes(String partitionKey, String sortKey) {
  public KeyAttributes {
    Objects.requireNonNull(partitionKey, "partitionKey");
    Objects.requireNonNull(sortKey, "sortKey");
  }

  /** The primary key map {@code {PK: partitionKey, SK: sortKey}}, partition key first. */
  public Map<String, AttributeValue> of(String partitionKey, String sortKey) {
    return PrimaryKeys.of(this.partitionKey, partitionKey, this.sortKey, sortKey);
  }

  /** The key attributes of {@code item}: partition and sort key; empty when it lacks one. */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    AttributeValue pk = item.get(partitionKey);
    AttributeValue sk = item.get(sortKey);
    if (pk == null || sk == null) {
      return Map.of();
    }
    return PrimaryKeys.of(partitionKey, pk, sortKey, sk);
  }

  /** A key as messages show it: {@code EntityRef="WS#acme", Detail="META"}; {@code (no key)} for none. */
  public String describe(Map<String, AttributeValue> key) {
    if (key == null || key.isEmpty()) {
      return "(no key)";
    }
    return partitionKey + "=" + RequestDescription.render(key.get(partitionKey)) + ", " + sortKey + "="
        + RequestDescription.render(key.get(sortKey));
  }
}
