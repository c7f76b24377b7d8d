package io.partitura.runtime.operation;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * One page of a Scan, of the whole table or of one segment of a parallel Scan: what a backfill and the inspector
 * read (the only places Partitura scans). The items as stored, and where the Scan resumes.
 */
public final class ScanOperation implements Operation<ScanRequest, ScanResponse, ScanOperation.Page> {
  /**
   * One page as read.
   *
   * @param items the items, as stored
   * @param lastEvaluatedKey where the segment resumes, or {@code null} when it is done
   * @param capacityUnits the read capacity the page consumed, or {@code null} when DynamoDB reported none
   */
  public record Page(List<Map<String, AttributeValue>> items, Map<String, AttributeValue> lastEvaluatedKey,
      Double capacityUnits) {}

  private final ScanRequest request;

  private ScanOperation(ScanRequest request) {
    this.request = request;
  }

  /**
   * The Scan of segment {@code segment} of {@code totalSegments}, at most {@code limit} items (none when
   * {@code null}), from {@code startKey} ({@code null}: the segment's start).
   */
  public static ScanRequest request(TableContext table, int segment, int totalSegments, Integer limit,
      Map<String, AttributeValue> startKey) {
    return ScanRequest.builder()
        .tableName(table.tableName())
        .segment(segment)
        .totalSegments(totalSegments)
        .limit(limit)
        .exclusiveStartKey(startKey)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /**
   * The Scan of the whole table, one segment, at most {@code limit} items (none when {@code null}), from
   * {@code startKey} ({@code null}: the table's start).
   */
  public static ScanRequest request(TableContext table, Integer limit, Map<String, AttributeValue> startKey) {
    return ScanRequest.builder()
        .tableName(table.tableName())
        .limit(limit)
        .exclusiveStartKey(startKey)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  public static ScanOperation of(ScanRequest request) {
    return new ScanOperation(request);
  }

  @Override
  public String kind() {
    return "Scan";
  }

  @Override
  public ScanRequest request() {
    return request;
  }

  @Override
  public ScanResponse call(DynamoDbClient client) {
    return client.scan(request);
  }

  @Override
  public Page result(ScanResponse response, TableContext table) {
    return new Page(response.items(), response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
        ? response.lastEvaluatedKey() : null, capacityUnits(response));
  }

  @Override
  public int itemCount(ScanResponse response) {
    return response.count() == null ? 0 : response.count();
  }

  @Override
  public Double capacityUnits(ScanResponse response) {
    return Operation.unitsOf(response.consumedCapacity());
  }
}
