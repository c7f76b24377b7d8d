package io.partitura.runtime.operation;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/**
 * DescribeTable, polled by the SDK's waiter until the table is ACTIVE, or gone (up to 5 minutes): what table
 * administration waits with after a CreateTable or DeleteTable. Reported as one request. The result is the
 * table as described once ACTIVE ({@code null} once gone); {@link #mismatch} compares it with the table wanted.
 */
public final class DescribeTableOperation implements Operation<DescribeTableRequest, DescribeTableResponse,
    TableDescription> {
  /** How long the waiter polls before it gives up. */
  public static final Duration WAIT = Duration.ofMinutes(5);

  private final DescribeTableRequest request;
  private final boolean untilGone;

  private DescribeTableOperation(DescribeTableRequest request, boolean untilGone) {
    this.request = request;
    this.untilGone = untilGone;
  }

  /** The DescribeTable of {@code tableName}. */
  public static DescribeTableRequest request(String tableName) {
    return DescribeTableRequest.builder().tableName(tableName).build();
  }

  /** Polls until table {@code tableName} exists and is ACTIVE. */
  public static DescribeTableOperation untilActive(String tableName) {
    return new DescribeTableOperation(request(tableName), false);
  }

  /** Polls until table {@code tableName} is gone. */
  public static DescribeTableOperation untilGone(String tableName) {
    return new DescribeTableOperation(request(tableName), true);
  }

  @Override
  public String kind() {
    return "DescribeTable";
  }

  @Override
  public DescribeTableRequest request() {
    return request;
  }

  /** The last DescribeTable's response, or {@code null} when the table is gone. */
  @Override
  public DescribeTableResponse call(DynamoDbClient client) {
    try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
        .client(client)
        .overrideConfiguration(c -> c.waitTimeout(WAIT))
        .build()) {
      if (untilGone) {
        waiter.waitUntilTableNotExists(request);
        return null;
      }
      return waiter.waitUntilTableExists(request).matched().response().orElse(null);
    }
  }

  @Override
  public TableDescription result(DescribeTableResponse response, TableContext table) {
    return response == null ? null : response.table();
  }

  @Override
  public int itemCount(DescribeTableResponse response) {
    return 0;
  }

  @Override
  public Double capacityUnits(DescribeTableResponse response) {
    return null;
  }

  /**
   * What differs between the table {@code wanted} and the one {@code stored}, in their key schemas and their
   * indexes' names and key attributes, or {@code null} when nothing does. Attribute types, projections, billing
   * and the stream are not compared.
   */
  public static String mismatch(CreateTableRequest wanted, TableDescription stored) {
    if (!keys(wanted.keySchema()).equals(keys(stored.keySchema()))) {
      return "its key is " + keys(stored.keySchema()) + ", the schema's is " + keys(wanted.keySchema());
    }
    Map<String, String> storedIndexes = new TreeMap<>();
    stored.globalSecondaryIndexes().forEach(index -> storedIndexes.put(index.indexName(), keys(index.keySchema())));
    stored.localSecondaryIndexes().forEach(index -> storedIndexes.put(index.indexName(), keys(index.keySchema())));
    Map<String, String> wantedIndexes = new TreeMap<>();
    wanted.globalSecondaryIndexes().forEach(index -> wantedIndexes.put(index.indexName(), keys(index.keySchema())));
    wanted.localSecondaryIndexes().forEach(index -> wantedIndexes.put(index.indexName(), keys(index.keySchema())));
    for (Map.Entry<String, String> index : wantedIndexes.entrySet()) {
      String found = storedIndexes.get(index.getKey());
      if (found == null) {
        return "it has no index " + index.getKey() + " (it has " + storedIndexes.keySet() + ")";
      }
      if (!found.equals(index.getValue())) {
        return "its index " + index.getKey() + " is keyed " + found + ", the schema's is " + index.getValue();
      }
    }
    return null;
  }

  private static String keys(List<KeySchemaElement> schema) {
    return schema.stream().map(element -> element.attributeName() + " " + element.keyTypeAsString())
        .collect(Collectors.joining(", ", "(", ")"));
  }
}
