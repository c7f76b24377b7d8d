package io.partitura.runtime.exceptions;

import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * DynamoDB kept throttling a batch ({@code ProvisionedThroughputExceededException},
 * {@code ThrottlingException} or {@code RequestLimitExceeded}) until the retry policy's attempts
 * were used up. The batch stopped there: {@link #unprocessed()} holds exactly the caller's objects
 * (records or keys) that were not written (or read); everything else was. Send those again later,
 * or give the table more capacity.
 */
public final class ThrottledException extends UnprocessedException {
  private static final long serialVersionUID = 1L;

  /**
   * @param operation the access pattern that sent the batch
   * @param requestKind {@code BatchWriteItem} or {@code BatchGetItem}
   * @param tableName the table
   * @param attempts how many times the throttled request was sent
   * @param unprocessed the caller's objects not written (or read)
   * @param total how many objects the call was given
   * @param cause the last throttling exception
   */
  public ThrottledException(
      String operation,
      String requestKind,
      String tableName,
      int attempts,
      List<?> unprocessed,
      int total,
      Throwable cause) {
    super(message(operation, requestKind, tableName, attempts, unprocessed, total, cause), cause,
        operation, tableName, unprocessed, total, attempts);
  }

  private static String message(
      String operation, String requestKind, String tableName, int attempts, List<?> unprocessed, int total,
      Throwable cause) {
    String tries = attempts + (attempts == 1 ? " attempt" : " attempts");
    if (!requestKind.startsWith("Batch")) {
      boolean read = requestKind.equals("GetItem") || requestKind.equals("Query") || requestKind.equals("Scan");
      return operation + ": DynamoDB throttled " + requestKind + " on table " + tableName + " for " + unprocessed
          + errorCode(cause) + " on all " + tries + " (the SDK's own retries included); nothing was "
          + (read ? "read" : "written") + ". Retry later with backoff, or raise the table's capacity.";
    }
    return operation + ": DynamoDB throttled " + requestKind + " on table " + tableName
        + errorCode(cause) + " on all " + tries + "; "
        + unprocessed.size() + " of " + total
        + ("BatchGetItem".equals(requestKind) ? " keys were not read" : " writes were not applied")
        + ". Retry exactly those (exception.unprocessed()) later, or raise the table's capacity.";
  }

  private static String errorCode(Throwable cause) {
    return cause instanceof AwsServiceException e && e.awsErrorDetails() != null
        && e.awsErrorDetails().errorCode() != null
        ? " (" + e.awsErrorDetails().errorCode() + ")"
        : "";
  }
}
