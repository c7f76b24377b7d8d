package io.partitura.runtime;

import io.partitura.runtime.exceptions.RequestFailedException;
import java.time.Duration;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
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
    long start = System.nanoTime();
    try {
      call.run();
      table.report(new RequestEvent(operation, kind, tableName, null, 0, null,
          Duration.ofNanos(System.nanoTime() - start), null));
    } catch (SdkException e) {
      table.report(new RequestEvent(operation, kind, tableName, null, 0, null,
          Duration.ofNanos(System.nanoTime() - start), e));
      throw new RequestFailedException(operation,
          operation + ": " + kind + " of " + tableName + " failed: " + e.getMessage(), e);
    }
  }
}
