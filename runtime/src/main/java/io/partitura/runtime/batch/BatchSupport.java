package io.partitura.runtime.batch;

import io.partitura.runtime.RequestEvent;
import io.partitura.runtime.TableClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;

/** What {@link BatchWriter} and {@link BatchGetter} share. */
final class BatchSupport {
  private BatchSupport() {}

  /** An item's identity in the table: its partition and sort key values. */
  record PrimaryKey(AttributeValue pk, AttributeValue sk) {}

  /**
   * The primary key of {@code attributes} (an item or a key); {@code null} when the partition or
   * sort key attribute is missing.
   */
  static PrimaryKey primaryKey(TableClient table, Map<String, AttributeValue> attributes) {
    AttributeValue pk = attributes.get(table.partitionKeyName());
    AttributeValue sk = attributes.get(table.sortKeyName());
    return pk == null || sk == null ? null : new PrimaryKey(pk, sk);
  }

  /** Whether DynamoDB refused the request for lack of capacity, so that waiting and retrying helps. */
  static boolean isThrottling(SdkException e) {
    return TableClient.isThrottling(e);
  }


  static double capacityUnits(List<ConsumedCapacity> consumed) {
    double units = 0;
    if (consumed != null) {
      for (ConsumedCapacity c : consumed) {
        if (c.capacityUnits() != null) {
          units += c.capacityUnits();
        }
      }
    }
    return units;
  }

  static void report(TableClient table, String operation, String kind, int itemCount, Double units, long startNanos,
      Throwable failure) {
    table.report(new RequestEvent(operation, kind, table.tableName(), null, itemCount, units,
        Duration.ofNanos(System.nanoTime() - startNanos), failure));
  }
}
