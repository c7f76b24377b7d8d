package io.partitura.runtime;

import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.table.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The key condition of one Query: a partition key value, optionally narrowed by a sort key prefix
 * ({@code begins_with}) or a range on the sort key ({@code BETWEEN}, {@code >=}, …; see {@link
 * KeyRange}), on the base table or on one index.
 *
 * @param indexName the index, or {@code null} for the base table
 * @param partitionKeyName the partition key attribute of the table or index
 * @param partitionKeyValue the encoded partition key, for example {@code WS#acme}
 * @param sortKeyName the sort key attribute of the table or index
 * @param sortKeyPrefix the sort key prefix, for example {@code PROJ#}, or {@code null} for the
 *     whole item collection
 * @param resumeKeyAttributes the attributes that make up a resume key (LastEvaluatedKey): the
 *     table's primary key, plus the index's key on an index
 * @param sortKeyRange bounds on the sort key inside {@code sortKeyPrefix}, or {@code null} for none
 */
public record KeyCondition(
    String indexName,
    String partitionKeyName,
    String partitionKeyValue,
    String sortKeyName,
    String sortKeyPrefix,
    List<String> resumeKeyAttributes,
    SortKeyBounds sortKeyRange) {

  /** The placeholder of a range's lower bound in the expression; its upper bound's is {@link #UPPER_VALUE}. */
  static final String LOWER_VALUE = ":skFrom";
  static final String UPPER_VALUE = ":skTo";

  public KeyCondition {
    Objects.requireNonNull(partitionKeyName, "partitionKeyName");
    Objects.requireNonNull(partitionKeyValue, "partitionKeyValue");
    resumeKeyAttributes = List.copyOf(resumeKeyAttributes);
    if (sortKeyRange != null && !sortKeyRange.isRange()) {
      sortKeyRange = null;
    }
  }

  /** A condition without a sort key range. */
  public KeyCondition(String indexName, String partitionKeyName, String partitionKeyValue, String sortKeyName,
      String sortKeyPrefix, List<String> resumeKeyAttributes) {
    this(indexName, partitionKeyName, partitionKeyValue, sortKeyName, sortKeyPrefix, resumeKeyAttributes, null);
  }

  /**
   * A condition on the base table: {@code partitionKey}, and the sort keys that begin with {@code sortKeyPrefix}
   * ({@code null} for the whole partition). The key attribute names come from {@code table}; a resume key is the
   * table's primary key.
   */
  public static KeyCondition onTable(TableClient table, String partitionKey, String sortKeyPrefix) {
    return new KeyCondition(null, table.partitionKeyName(), partitionKey, table.sortKeyName(), sortKeyPrefix,
        List.of(table.partitionKeyName(), table.sortKeyName()));
  }

  /**
   * A condition on the base table: {@code partitionKey}, and the sort keys {@code bounds} holds (such as {@link
   * SortKeyBounds#itemAndBelow}: an item and everything stored below it).
   */
  public static KeyCondition onTableRange(TableClient table, String partitionKey, SortKeyBounds bounds) {
    return new KeyCondition(null, table.partitionKeyName(), partitionKey, table.sortKeyName(), null,
        List.of(table.partitionKeyName(), table.sortKeyName()), bounds);
  }

  /**
   * A condition on index {@code indexName} of {@code table}'s definition ({@link TableClient#definition()}), which
   * owns the index's key attributes: the index partition key {@code partitionKey} (the table's own partition key
   * for a local index), and the index sort keys that begin with {@code sortKeyPrefix} ({@code null} for all). A
   * resume key is the table's primary key and the index's key attributes.
   *
   * @throws IllegalStateException when {@code table} was built without a definition
   * @throws IllegalArgumentException when the definition has no index {@code indexName}
   */
  public static KeyCondition onIndex(TableClient table, String indexName, String partitionKey, String sortKeyPrefix) {
    TableDefinition definition = table.definition();
    if (definition == null) {
      throw new IllegalStateException("table client of " + table.tableName()
          + " has no table definition: index " + indexName + " cannot be queried by name");
    }
    TableDefinition.Index index = definition.requireIndex(indexName);
    List<String> resumeKey = new ArrayList<>(4);
    resumeKey.add(table.partitionKeyName());
    resumeKey.add(table.sortKeyName());
    resumeKey.addAll(index.keyAttributes());
    return new KeyCondition(indexName, index.local() ? table.partitionKeyName() : index.partitionKey(), partitionKey,
        index.sortKey(), sortKeyPrefix, resumeKey);
  }

  /**
   * This condition narrowed to the keys whose next component, after {@link #sortKeyPrefix()}, lies in
   * {@code range}: the prefix is the scope the range stays inside.
   *
   * @param encoder encodes a component value as a key part (a {@code KeyCodec} encode method)
   * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded or the
   *     range's ends are swapped; nothing is sent
   */
  public <V> KeyCondition within(KeyRange<V> range, Function<? super V, String> encoder) {
    Objects.requireNonNull(range, "range");
    if (sortKeyRange != null) {
      throw new IllegalStateException("this condition already has a sort key range: " + sortKeyRange);
    }
    SortKeyBounds bounds = range.bounds(sortKeyPrefix, encoder);
    return new KeyCondition(indexName, partitionKeyName, partitionKeyValue, sortKeyName, bounds.prefix(),
        resumeKeyAttributes, bounds);
  }

  /** Whether a stored sort key is inside this condition's prefix and range. */
  boolean containsSortKey(String sortKey) {
    if (sortKeyRange != null) {
      return sortKeyRange.contains(sortKey);
    }
    return sortKeyPrefix == null || sortKey != null && sortKey.startsWith(sortKeyPrefix);
  }

  /** The sort key condition, for messages: {@code PROJ#…} or {@code BETWEEN "a" AND "b"}. */
  String describeSortKey() {
    return sortKeyRange != null ? sortKeyRange.toString() : sortKeyPrefix + "…";
  }

  /** A Query request for this condition, without paging parameters. */
  public QueryRequest.Builder toRequest(String tableName) {
    Map<String, String> names = new HashMap<>(4);
    Map<String, AttributeValue> values = new HashMap<>(4);
    names.put(TableClient.PK_NAME, partitionKeyName);
    values.put(TableClient.PK_VALUE, AttributeValue.fromS(partitionKeyValue));
    String expression = TableClient.PK_NAME + " = " + TableClient.PK_VALUE;
    if (sortKeyRange != null) {
      names.put(TableClient.SK_NAME, sortKeyName);
      expression += " AND " + TableClient.SK_NAME + " " + rangeExpression(values);
    } else if (sortKeyPrefix != null) {
      names.put(TableClient.SK_NAME, sortKeyName);
      values.put(TableClient.SK_VALUE, AttributeValue.fromS(sortKeyPrefix));
      expression += " AND begins_with(" + TableClient.SK_NAME + ", " + TableClient.SK_VALUE + ")";
    }
    return QueryRequest.builder()
        .tableName(tableName)
        .indexName(indexName)
        .keyConditionExpression(expression)
        .expressionAttributeNames(new java.util.TreeMap<>(names))
        .expressionAttributeValues(new java.util.TreeMap<>(values))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  private String rangeExpression(Map<String, AttributeValue> values) {
    SortKeyBounds range = sortKeyRange;
    if (range.lower() != null && range.upper() != null) {
      values.put(LOWER_VALUE, AttributeValue.fromS(range.lower()));
      values.put(UPPER_VALUE, AttributeValue.fromS(range.upper()));
      return "BETWEEN " + LOWER_VALUE + " AND " + UPPER_VALUE;
    }
    if (range.lower() != null) {
      values.put(LOWER_VALUE, AttributeValue.fromS(range.lower()));
      return (range.lowerInclusive() ? ">= " : "> ") + LOWER_VALUE;
    }
    values.put(UPPER_VALUE, AttributeValue.fromS(range.upper()));
    return (range.upperInclusive() ? "<= " : "< ") + UPPER_VALUE;
  }

  /** Identifies this query for cursor binding: a cursor only resumes the query that made it. */
  String fingerprint(String tableName, boolean forward) {
    String fingerprint = String.join("\u0000", tableName, String.valueOf(indexName), partitionKeyName,
        partitionKeyValue, String.valueOf(sortKeyName), String.valueOf(sortKeyPrefix), forward ? "asc" : "desc");
    // Unranged listings keep the fingerprint they always had, so cursors already handed out still work.
    return sortKeyRange == null ? fingerprint : fingerprint + "\u0000" + sortKeyRange;
  }
}
