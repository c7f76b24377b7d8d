package io.partitura.runtime.query;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.keys.SortKeyBounds;
import io.partitura.runtime.operation.QueryOperation;
import io.partitura.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

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

  /**
   * This condition narrowed to the keys whose next value of an explicit key template, after {@link
   * #sortKeyPrefix()}, lies in {@code range}; {@code following} is the template's constant after that value
   * (empty when it ends the key). See {@link KeyRange#templateBounds}.
   *
   * @throws io.partitura.runtime.exceptions.InvalidKeyException when the range is not exact on that value or a
   *     bound cannot be written; nothing is sent
   */
  public <V> KeyCondition withinTemplate(KeyRange<V> range, String following, Function<? super V, String> encoder) {
    Objects.requireNonNull(range, "range");
    if (sortKeyRange != null) {
      throw new IllegalStateException("this condition already has a sort key range: " + sortKeyRange);
    }
    SortKeyBounds bounds = range.templateBounds(sortKeyPrefix, following, encoder);
    return new KeyCondition(indexName, partitionKeyName, partitionKeyValue, sortKeyName, bounds.prefix(),
        resumeKeyAttributes, bounds);
  }

  /**
   * This condition narrowed to the sort keys up to {@code sortKey} included when {@code forward}, from
   * it when not: a read that must not go past {@code sortKey} in the listing's order. For requests only
   * (a cursor stays bound to the condition itself).
   */
  KeyCondition through(String sortKey, boolean forward) {
    SortKeyBounds bounds = sortKeyRange != null ? sortKeyRange
        : new SortKeyBounds(sortKeyPrefix, null, false, null, false);
    SortKeyBounds narrowed = forward ? bounds.upTo(sortKey) : bounds.downFrom(sortKey);
    return new KeyCondition(indexName, partitionKeyName, partitionKeyValue, sortKeyName, sortKeyPrefix,
        resumeKeyAttributes, narrowed);
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
    return QueryOperation.keyConditionRequest(tableName, indexName, partitionKeyName, partitionKeyValue, sortKeyName,
        sortKeyPrefix, sortKeyRange);
  }

  /**
   * {@code key}, a resume key read from a cursor of this condition's query, if it lies inside the query's key
   * range: its partition key value, and its sort key under the prefix and in the range. A cursor that passes
   * the MAC may still be forged with the public default key; this is what keeps it inside the range the query
   * may read. Plain and sharded listings both check through here.
   *
   * @throws InvalidCursorException when the key lies outside the range
   */
  Map<String, AttributeValue> requireWithin(String operation, Map<String, AttributeValue> key) {
    AttributeValue partition = key.get(partitionKeyName);
    if (partition == null || !partitionKeyValue.equals(partition.s())) {
      throw new InvalidCursorException(operation + ": the cursor points outside partition " + partitionKeyValue
          + "; start the listing again without a cursor.");
    }
    if (sortKeyPrefix != null || sortKeyRange != null) {
      AttributeValue sort = key.get(sortKeyName);
      if (sort == null || sort.s() == null || !containsSortKey(sort.s())) {
        throw new InvalidCursorException(operation + ": the cursor points outside the range " + describeSortKey()
            + "; start the listing again without a cursor.");
      }
    }
    return key;
  }

  /** Identifies this query for cursor binding: a cursor only resumes the query that made it. */
  String fingerprint(String tableName, boolean forward) {
    String fingerprint = String.join("\u0000", tableName, String.valueOf(indexName), partitionKeyName,
        partitionKeyValue, String.valueOf(sortKeyName), String.valueOf(sortKeyPrefix), forward ? "asc" : "desc");
    // Unranged listings keep the fingerprint they always had, so cursors already handed out still work.
    return sortKeyRange == null ? fingerprint : fingerprint + "\u0000" + sortKeyRange;
  }
}
