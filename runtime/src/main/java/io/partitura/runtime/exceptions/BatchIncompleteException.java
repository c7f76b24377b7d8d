package io.partitura.runtime.exceptions;

import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsServiceException;

/**
 * A batch write or batch read stopped before it was complete. {@link #unprocessed()} holds exactly
 * the caller's objects (records, or keys) whose writes (or reads) were not done: those DynamoDB
 * kept handing back unprocessed ({@code UnprocessedItems} / {@code UnprocessedKeys}, which it does
 * under load) until the retry policy's attempts ran out, those of a request that failed (a service
 * error such as a 500, a network or other SDK failure: the cause), and those of every request not
 * sent after it. Everything else in the batch was done. Puts, deletes and reads can all be sent
 * again safely, so sending exactly those again completes the batch.
 *
 * <p>When a request fails without an answer (a 500, a timeout), DynamoDB may have applied some of
 * its writes before failing; they are listed all the same, since their writes were not confirmed.
 */
public final class BatchIncompleteException extends UnprocessedException {
  private static final long serialVersionUID = 1L;

  /**
   * @param operation the access pattern that sent the batch
   * @param requestKind {@code BatchWriteItem} or {@code BatchGetItem}
   * @param tableName the table
   * @param unprocessed the caller's objects whose writes (or reads) were never processed
   * @param total how many objects the call was given
   * @param attempts how many times each request was sent before giving up
   * @param cause what ended the batch early (an interrupt, a failed request), or {@code null} when
   *     DynamoDB returned the objects as unprocessed on every attempt
   */
  public BatchIncompleteException(
      String operation,
      String requestKind,
      String tableName,
      List<?> unprocessed,
      int total,
      int attempts,
      Throwable cause) {
    super(message(operation, requestKind, tableName, unprocessed.size(), total, attempts, cause), cause,
        operation, tableName, unprocessed, total, attempts);
  }

  private static String message(
      String operation, String requestKind, String tableName, int missing, int total, int attempts, Throwable cause) {
    boolean read = "BatchGetItem".equals(requestKind);
    String what = read ? "keys were not read" : "writes were not applied";
    String why = cause == null
        ? "DynamoDB returned them as " + (read ? "UnprocessedKeys" : "UnprocessedItems") + " on each of "
            + attempts + (attempts == 1 ? " attempt" : " attempts")
        : cause instanceof InterruptedException
            ? "the thread was interrupted while waiting to retry"
            : "a " + requestKind + " request failed (" + cause.getMessage() + "), so its "
                + (read ? "keys" : "writes") + ", those of every request not sent after it and any "
                + "left unprocessed earlier are listed";
    return operation + ": " + missing + " of " + total + " " + what + " (" + requestKind + " on table " + tableName
        + "): " + why + "; the rest " + (read ? "were read" : "were written")
        + ". Retrying exactly those (exception.unprocessed()) completes the batch.";
  }

  /** The AWS error code of the failed request (e.g. {@code InternalServerError}), or {@code null}. */
  public String awsErrorCode() {
    return getCause() instanceof AwsServiceException e
        && e.awsErrorDetails() != null ? e.awsErrorDetails().errorCode() : null;
  }
}
