package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.Placeholders.PK_NAME;
import static io.partitura.runtime.operation.Placeholders.PK_VALUE;
import static io.partitura.runtime.operation.Placeholders.SK_NAME;
import static io.partitura.runtime.operation.Placeholders.SK_VALUE;

import io.partitura.runtime.condition.RenderedCondition;
import io.partitura.runtime.keys.SortKeyBounds;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * One Query: one page of a key range, read as live (items past their {@code @ExpiresAt} left out), as stored,
 * or counted ({@code Select=COUNT}). Paging over several requests is the caller's; each request is one
 * operation.
 */
public final class QueryOperation<R> implements Operation<QueryRequest, QueryResponse, R> {
  /** The placeholder of a sort key range's lower bound; its upper bound's is {@link #UPPER_VALUE}. */
  public static final String LOWER_VALUE = ":skFrom";
  /** The placeholder of a sort key range's upper bound. */
  public static final String UPPER_VALUE = ":skTo";
  /** Placeholders of the expiry filter of a count; a filter's are #c…, :c…, the key's #pk, :sk…. */
  private static final String EXPIRY_NAME = "#expiry";
  private static final String NOW_VALUE = ":now";
  /** The type attribute's placeholder in a keys-and-type projection. */
  private static final String TYPE_NAME = "#type";

  private enum Reading { LIVE, AS_STORED, COUNT }

  /**
   * What one counting Query counted.
   *
   * @param count the items counted in its part of the range
   * @param lastEvaluatedKey where counting resumes, or {@code null} when the range is done
   */
  public record Counted(long count, Map<String, AttributeValue> lastEvaluatedKey) {}

  private final QueryRequest request;
  private final Reading reading;

  private QueryOperation(QueryRequest request, Reading reading) {
    this.request = request;
    this.reading = reading;
  }

  // ---- Requests

  /**
   * A Query of one partition key value, optionally narrowed to the sort keys that begin with
   * {@code sortKeyPrefix} or, when {@code range} is given, to those in it; on the base table or an index;
   * without paging, order or consistency, which the caller adds.
   *
   * @param indexName the index, or {@code null} for the base table
   */
  public static QueryRequest.Builder keyConditionRequest(String tableName, String indexName, String partitionKeyName,
      String partitionKeyValue, String sortKeyName, String sortKeyPrefix, SortKeyBounds range) {
    Map<String, String> names = new HashMap<>(4);
    Map<String, AttributeValue> values = new HashMap<>(4);
    names.put(PK_NAME, partitionKeyName);
    values.put(PK_VALUE, AttributeValue.fromS(partitionKeyValue));
    String expression = PK_NAME + " = " + PK_VALUE;
    if (range != null) {
      names.put(SK_NAME, sortKeyName);
      expression += " AND " + SK_NAME + " " + rangeExpression(range, values);
    } else if (sortKeyPrefix != null) {
      names.put(SK_NAME, sortKeyName);
      values.put(SK_VALUE, AttributeValue.fromS(sortKeyPrefix));
      expression += " AND begins_with(" + SK_NAME + ", " + SK_VALUE + ")";
    }
    return QueryRequest.builder()
        .tableName(tableName)
        .indexName(indexName)
        .keyConditionExpression(expression)
        .expressionAttributeNames(new TreeMap<>(names))
        .expressionAttributeValues(new TreeMap<>(values))
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  private static String rangeExpression(SortKeyBounds range, Map<String, AttributeValue> values) {
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

  /**
   * {@code request} reading only the primary key and the type attribute of each item
   * ({@code ProjectionExpression}): what a delete of a whole item collection needs to know.
   */
  public static QueryRequest.Builder keysAndType(QueryRequest.Builder request, TableContext table) {
    Map<String, String> names = new TreeMap<>(request.build().expressionAttributeNames());
    names.put(SK_NAME, table.keys().sortKey());
    names.put(TYPE_NAME, table.typeAttribute());
    return request.expressionAttributeNames(names).projectionExpression(PK_NAME + ", " + SK_NAME + ", " + TYPE_NAME);
  }

  /**
   * {@code request} with {@code filter} as its {@code FilterExpression} (none when {@code null}). The filter's
   * placeholders ({@code #c…}, {@code :c…}) never clash with the key condition's ({@code #pk}, {@code :sk}, …).
   */
  public static QueryRequest.Builder withFilter(QueryRequest.Builder request, RenderedCondition filter) {
    if (filter == null) {
      return request;
    }
    QueryRequest base = request.build();
    Map<String, String> names = new TreeMap<>(base.expressionAttributeNames());
    names.putAll(filter.names());
    Map<String, AttributeValue> values = new TreeMap<>(base.expressionAttributeValues());
    values.putAll(filter.values());
    return request.filterExpression(filter.expression())
        .expressionAttributeNames(names)
        .expressionAttributeValues(values);
  }

  /**
   * The counting Query of {@code request} (filtered by {@code filter}, or {@code null}): {@code Select=COUNT}
   * without {@code Limit}, so DynamoDB counts up to 1 MB of the key range per request and returns no item. On a
   * table with a Time to Live attribute ({@code expiryAttribute} not null), a filter also leaves out the items
   * expired at {@code nowEpochSeconds} (reads skip those too), so the count is the number of items a read
   * returns. A filter costs no extra read: DynamoDB reads the key range either way.
   *
   * @param request the Query with the filter already in it ({@link #withFilter})
   */
  public static QueryRequest countRequest(QueryRequest.Builder request, RenderedCondition filter,
      String expiryAttribute, long nowEpochSeconds) {
    request.select(Select.COUNT);
    if (expiryAttribute == null) {
      return request.build();
    }
    QueryRequest base = request.build();
    Map<String, String> names = new TreeMap<>(base.expressionAttributeNames());
    names.put(EXPIRY_NAME, expiryAttribute);
    Map<String, AttributeValue> values = new TreeMap<>(base.expressionAttributeValues());
    values.put(NOW_VALUE, AttributeValue.fromN(Long.toString(nowEpochSeconds)));
    // An item without the attribute, or with a non-number there, compares false: it is kept, as
    // Expiry.isExpired keeps it.
    String notExpired = "NOT (" + EXPIRY_NAME + " <= " + NOW_VALUE + ")";
    return request.filterExpression(filter == null ? notExpired : "(" + filter.expression() + ") AND " + notExpired)
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .build();
  }

  // ---- Sending

  /**
   * One page, without the items that have expired. {@code LastEvaluatedKey} is DynamoDB's, so a page whose
   * items all expired still says where to resume; {@code ScannedCount} stays DynamoDB's, so a caller can tell
   * items were left out.
   */
  public static QueryOperation<QueryResponse> page(QueryRequest request) {
    return new QueryOperation<>(request, Reading.LIVE);
  }

  /** One page, expired items included: for a delete, which must remove what DynamoDB has not removed yet. */
  public static QueryOperation<QueryResponse> asStored(QueryRequest request) {
    return new QueryOperation<>(request, Reading.AS_STORED);
  }

  /** How many items a counting Query ({@link #countRequest}) counted in its part of the range, and where it stopped. */
  public static QueryOperation<Counted> count(QueryRequest request) {
    return new QueryOperation<>(request, Reading.COUNT);
  }

  @Override
  public String kind() {
    return "Query";
  }

  @Override
  public QueryRequest request() {
    return request;
  }

  @Override
  public QueryResponse call(DynamoDbClient client) {
    return client.query(request);
  }

  @Override
  @SuppressWarnings("unchecked") // R is QueryResponse for LIVE and AS_STORED, Counted for COUNT: see the factories
  public R result(QueryResponse response, TableContext table) {
    switch (reading) {
      case COUNT:
        return (R) new Counted(response.count() == null ? 0 : response.count(),
            response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey()
                : null);
      case AS_STORED:
        return (R) response;
      default:
        List<Map<String, AttributeValue>> live = table.expiry().withoutExpired(response.items());
        return (R) (live == response.items() ? response : response.toBuilder().items(live).count(live.size()).build());
    }
  }

  /** What DynamoDB returned (or counted), expired items included. */
  @Override
  public int itemCount(QueryResponse response) {
    return response.count() == null ? 0 : response.count();
  }

  @Override
  public Double capacityUnits(QueryResponse response) {
    return Operation.unitsOf(response.consumedCapacity());
  }

  @Override
  public String indexName() {
    return request.indexName();
  }
}
