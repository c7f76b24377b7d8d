package io.partitura.runtime;

import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.RequestFailedException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/** Table administration the generated entry points offer: creating and deleting a table, enabling expiry. */
public final class TableAdmin {
  private TableAdmin() {}

  /**
   * Sends CreateTable and waits until DynamoDB reports the table ACTIVE (up to 5 minutes). Both
   * requests are reported to the table's listener.
   */
  public static void createTable(TableClient table, CreateTableRequest request) {
    run(table, "createTable", "CreateTable", request.tableName(), () -> {
      table.dynamoDbClient().createTable(request);
      try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
          .client(table.dynamoDbClient())
          .overrideConfiguration(c -> c.waitTimeout(Duration.ofMinutes(5)))
          .build()) {
        waiter.waitUntilTableExists(DescribeTableRequest.builder().tableName(request.tableName()).build());
      }
    });
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE either way (up to 5 minutes): for
   * a development app that restarts against the same server. A table that exists must have the key
   * schema and the indexes of {@code request} (names and key attributes); otherwise this refuses it with
   * {@link InvalidConfigurationException} and changes nothing. Attribute types, projections, billing and
   * the stream are not compared.
   *
   * @return true when this call created the table, false when it existed
   */
  public static boolean createTableIfMissing(TableClient table, CreateTableRequest request) {
    Created outcome = call(table, "createTableIfMissing", "CreateTable", request.tableName(), () -> {
      boolean created;
      try {
        table.dynamoDbClient().createTable(request);
        created = true;
      } catch (ResourceInUseException exists) {
        created = false; // DynamoDB's answer when the table exists (or is being created): wait for it, then compare
      }
      try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
          .client(table.dynamoDbClient())
          .overrideConfiguration(c -> c.waitTimeout(Duration.ofMinutes(5)))
          .build()) {
        return new Created(created,
            waiter.waitUntilTableExists(DescribeTableRequest.builder().tableName(request.tableName()).build())
                .matched().response().map(response -> response.table()).orElse(null));
      }
    });
    String mismatch = outcome.created() || outcome.stored() == null ? null : mismatch(request, outcome.stored());
    if (mismatch != null) {
      throw new InvalidConfigurationException("createTableIfMissing: table " + request.tableName()
          + " exists with another layout than this schema's: " + mismatch + ". Nothing was changed; point"
          + " the table at another name, or migrate the table (README, \"Changing a schema safely\").");
    }
    return outcome.created();
  }

  /** Whether createTableIfMissing created the table, and the table DescribeTable found ACTIVE. */
  private record Created(boolean created, TableDescription stored) {}

  /** What differs between the wanted table and the stored one's key schema and indexes, or null. */
  static String mismatch(CreateTableRequest wanted, TableDescription stored) {
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

  /** Sends DeleteTable and waits until the table is gone. */
  public static void deleteTable(TableClient table) {
    run(table, "deleteTable", "DeleteTable", table.tableName(), () -> {
      table.dynamoDbClient().deleteTable(DeleteTableRequest.builder().tableName(table.tableName()).build());
      try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
          .client(table.dynamoDbClient())
          .overrideConfiguration(c -> c.waitTimeout(Duration.ofMinutes(5)))
          .build()) {
        waiter.waitUntilTableNotExists(DescribeTableRequest.builder().tableName(table.tableName()).build());
      }
    });
  }

  /**
   * The UpdateTimeToLive that makes DynamoDB delete items once the number of epoch seconds in
   * {@code attribute} has passed. Time to Live is not part of CreateTable, so a table created with
   * {@link #createTable} needs it once.
   */
  public static UpdateTimeToLiveRequest enableExpiryRequest(String tableName, String attribute) {
    return UpdateTimeToLiveRequest.builder()
        .tableName(tableName)
        .timeToLiveSpecification(spec -> spec.attributeName(attribute).enabled(true))
        .build();
  }

  /**
   * Sends UpdateTimeToLive. DynamoDB refuses it (reported as {@link RequestFailedException}) while
   * Time to Live is already enabled on the table, or was changed within the last hour.
   */
  public static void enableExpiry(TableClient table, UpdateTimeToLiveRequest request) {
    run(table, "enableExpiry", "UpdateTimeToLive", request.tableName(),
        () -> table.dynamoDbClient().updateTimeToLive(request));
  }

  private static void run(TableClient table, String operation, String kind, String tableName, Runnable call) {
    call(table, operation, kind, tableName, () -> {
      call.run();
      return null;
    });
  }

  /** Runs {@code call} and reports it to the table's listener; an SDK failure becomes RequestFailedException. */
  private static <R> R call(TableClient table, String operation, String kind, String tableName, Supplier<R> call) {
    long start = System.nanoTime();
    try {
      R result = call.get();
      table.report(new RequestEvent(operation, kind, tableName, null, 0, null,
          Duration.ofNanos(System.nanoTime() - start), null));
      return result;
    } catch (SdkException e) {
      table.report(new RequestEvent(operation, kind, tableName, null, 0, null,
          Duration.ofNanos(System.nanoTime() - start), e));
      throw new RequestFailedException(operation,
          operation + ": " + kind + " of " + tableName + " failed: " + e.getMessage(), e);
    }
  }
}
