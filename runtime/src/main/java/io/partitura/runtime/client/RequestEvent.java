package io.partitura.runtime.client;

import java.time.Duration;

/**
 * What one request to DynamoDB did, as told to a {@link RequestListener}.
 *
 * @param operation the access pattern that sent it, for example {@code projects.inWorkspace}
 * @param requestKind the DynamoDB operation: {@code GetItem}, {@code Query}, {@code PutItem}, …
 * @param tableName the table
 * @param indexName the index queried, or {@code null} for the base table
 * @param itemCount items returned (reads) or written (writes)
 * @param consumedCapacityUnits capacity DynamoDB reported, or {@code null} when it reported none
 * @param latency wall time of the SDK call, retries included
 * @param failure the exception the request ended with, or {@code null}
 */
public record RequestEvent(
    String operation,
    String requestKind,
    String tableName,
    String indexName,
    int itemCount,
    Double consumedCapacityUnits,
    Duration latency,
    Throwable failure) {

  /** Whether the request succeeded. */
  public boolean succeeded() {
    return failure == null;
  }
}
