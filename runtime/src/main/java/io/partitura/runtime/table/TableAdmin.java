package io.partitura.runtime.table;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.operation.CreateTableOperation;
import io.partitura.runtime.operation.DeleteTableOperation;
import io.partitura.runtime.operation.DescribeTableOperation;
import io.partitura.runtime.operation.UpdateTimeToLiveOperation;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Table administration the generated entry points offer: creating and deleting a table, enabling expiry. Each
 * request is sent through the table's client, so its listener hears of each.
 */
public final class TableAdmin {
  private TableAdmin() {}

  /**
   * Sends CreateTable, then DescribeTable until DynamoDB reports the table ACTIVE (up to 5 minutes). Both
   * requests are reported to the table's listener.
   */
  public static void createTable(TableClient table, CreateTableRequest request) {
    table.send("createTable", CreateTableOperation.of(request));
    table.send("createTable", DescribeTableOperation.untilActive(request.tableName()));
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE either way (up to 5 minutes): for a
   * development app that restarts against the same server. A table that exists must have the key schema and the
   * indexes of {@code request} (names and key attributes); otherwise this refuses it with
   * {@link InvalidConfigurationException} and changes nothing. Attribute types, projections, billing and the
   * stream are not compared ({@link DescribeTableOperation#mismatch}).
   *
   * @return true when this call created the table, false when it existed
   */
  public static boolean createTableIfMissing(TableClient table, CreateTableRequest request) {
    // When the table exists (or is being created), DynamoDB answers ResourceInUseException: wait, then compare.
    boolean created = table.send("createTableIfMissing", CreateTableOperation.unlessExists(request));
    TableDescription stored =
        table.send("createTableIfMissing", DescribeTableOperation.untilActive(request.tableName()));
    String mismatch = created || stored == null ? null : DescribeTableOperation.mismatch(request, stored);
    if (mismatch != null) {
      throw new InvalidConfigurationException("createTableIfMissing: table " + request.tableName()
          + " exists with another layout than this schema's: " + mismatch + ". Nothing was changed; point"
          + " the table at another name, or migrate the table (README, \"Changing a schema safely\").");
    }
    return created;
  }

  /** Sends DeleteTable, then DescribeTable until the table is gone. */
  public static void deleteTable(TableClient table) {
    table.send("deleteTable", DeleteTableOperation.of(table.tableName()));
    table.send("deleteTable", DescribeTableOperation.untilGone(table.tableName()));
  }

  /**
   * The UpdateTimeToLive that makes DynamoDB delete items once the number of epoch seconds in
   * {@code attribute} has passed. Time to Live is not part of CreateTable, so a table created with
   * {@link #createTable} needs it once.
   */
  public static UpdateTimeToLiveRequest enableExpiryRequest(String tableName, String attribute) {
    return UpdateTimeToLiveOperation.enableRequest(tableName, attribute);
  }

  /**
   * Sends UpdateTimeToLive. DynamoDB refuses it (reported as {@link RequestFailedException}) while
   * Time to Live is already enabled on the table, or was changed within the last hour.
   */
  public static void enableExpiry(TableClient table, UpdateTimeToLiveRequest request) {
    table.send("enableExpiry", UpdateTimeToLiveOperation.of(request));
  }
}
