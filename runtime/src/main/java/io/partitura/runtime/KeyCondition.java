package io.partitura.runtime;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The key condition of one Query: a partition key value, optionally narrowed by a sort key prefix
 * ({@code begins_with}), on the base table or on one index.
 *
 * @param indexName the index, or {@code null} for the base table
 * @param partitionKeyName the partition key attribute of the table or index
 * @param partitionKeyValue the encoded partition key, for example {@code WS#acme}
 * @param sortKeyName the sort key attribute of the table or index
 * @param sortKeyPrefix the sort key prefix, for example {@code PROJ#}, or {@code null} for the
 *     whole item collection
 * @param resumeKeyAttributes the attributes that make up a resume key (LastEvaluatedKey): the
 *     table's primary key, plus the index's key on an index
 */
public record KeyCondition(
    String indexName,
    String partitionKeyName,
    String partitionKeyValue,
    String sortKeyName,
    String sortKeyPrefix,
    List<String> resumeKeyAttributes) {

  public KeyCondition {
    Objects.requireNonNull(partitionKeyName, "partitionKeyName");
    Objects.requireNonNull(partitionKeyValue, "partitionKeyValue");
    resumeKeyAttributes = List.copyOf(resumeKeyAttributes);
  }

  /** A Query request for this condition, without paging parameters. */
  public QueryRequest.Builder toRequest(String tableName) {
    Map<String, String> names = new HashMap<>(4);
    Map<String, AttributeValue> values = new HashMap<>(4);
    names.put(TableClient.PK_NAME, partitionKeyName);
    values.put(TableClient.PK_VALUE, AttributeValue.fromS(partitionKeyValue));
    String expression = TableClient.PK_NAME + " = " + TableClient.PK_VALUE;
    if (sortKeyPrefix != null) {
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

  /** Identifies this query for cursor binding: a cursor only resumes the query that made it. */
  String fingerprint(String tableName, boolean forward) {
    return String.join("\u0000", tableName, String.valueOf(indexName), partitionKeyName, partitionKeyValue,
        String.valueOf(sortKeyName), String.valueOf(sortKeyPrefix), forward ? "asc" : "desc");
  }
}
