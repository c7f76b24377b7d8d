package io.partitura.runtime;

import io.partitura.runtime.exceptions.RequestFailedException;
import java.time.Duration;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.waiters.DynamoDbWaiter;

/** Table administration the generated entry points offer: creating a table from its definition. */
public final class TableAdmin {
  private TableAdmin() {}

  /** Sends CreateTable and waits until DynamoDB reports the table ACTIVE (up to 5 minutes). */
  public static void createTable(TableClient table, CreateTableRequest request) {
    try {
      table.dynamoDbClient().createTable(request);
      try (DynamoDbWaiter waiter = DynamoDbWaiter.builder()
          .client(table.dynamoDbClient())
          .overrideConfiguration(c -> c.waitTimeout(Duration.ofMinutes(5)))
          .build()) {
        waiter.waitUntilTableExists(DescribeTableRequest.builder().tableName(request.tableName()).build());
      }
    } catch (SdkException e) {
      throw new RequestFailedException("createTable",
          "createTable: CreateTable of " + request.tableName() + " failed: " + e.getMessage(), e);
    }
  }
}
