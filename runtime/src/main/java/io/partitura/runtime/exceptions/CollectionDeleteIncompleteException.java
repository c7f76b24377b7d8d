package io.partitura.runtime.exceptions;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A whole-collection delete ({@code deleteWithCollection}) stopped before it was complete: a Query
 * or a BatchWriteItem failed (the cause), or DynamoDB kept handing deletes back unprocessed until
 * the retry policy's attempts ran out.
 *
 * <p>It says exactly where it stopped. {@link #deleted()} holds the keys whose deletes DynamoDB
 * confirmed; no other item was written. {@link #remaining()} holds the keys it had read and not
 * deleted (those of a request that failed without an answer may have been deleted all the same:
 * deleting them again is harmless). {@link #unreadPartitions()} names the partitions it had not read
 * to the end, which may hold more. The parent's own item ({@link #parentKey()}) is deleted last, so
 * if it existed, it is still there. Calling the same {@code deleteWithCollection} again resumes: it reads what is
 * left and deletes it.
 */
public final class CollectionDeleteIncompleteException extends PartituraException {
  private static final long serialVersionUID = 1L;

  private final String operation;
  private final String tableName;
  private final transient Map<String, AttributeValue> parentKey;
  private final transient List<Map<String, AttributeValue>> deleted;
  private final transient List<Map<String, AttributeValue>> remaining;
  private final List<String> unreadPartitions;

  /**
   * @param operation the access pattern, such as {@code workspaces.deleteWithCollection}
   * @param tableName the table
   * @param parentKey the parent's own key, rendered in the message by {@code describedParent}
   * @param describedParent the parent's key as messages show it
   * @param deleted keys whose deletes DynamoDB confirmed
   * @param remaining keys read and not confirmed deleted, the parent's excluded
   * @param unreadPartitions partition key values not read to the end
   * @param cause what stopped the run, or {@code null} when deletes stayed unprocessed
   */
  public CollectionDeleteIncompleteException(
      String operation,
      String tableName,
      Map<String, AttributeValue> parentKey,
      String describedParent,
      List<Map<String, AttributeValue>> deleted,
      List<Map<String, AttributeValue>> remaining,
      List<String> unreadPartitions,
      Throwable cause) {
    super(message(operation, tableName, describedParent, deleted.size(), remaining.size(), unreadPartitions, cause),
        cause);
    this.operation = operation;
    this.tableName = tableName;
    this.parentKey = Map.copyOf(parentKey);
    this.deleted = Collections.unmodifiableList(new ArrayList<>(deleted));
    this.remaining = Collections.unmodifiableList(new ArrayList<>(remaining));
    this.unreadPartitions = List.copyOf(unreadPartitions);
  }

  private static String message(String operation, String tableName, String parent, int deleted, int remaining,
      List<String> unreadPartitions, Throwable cause) {
    return operation + ": the delete of the collection of " + parent + " (table " + tableName + ") stopped after "
        + deleted + (deleted == 1 ? " item" : " items") + " were deleted: "
        + why(cause)
        + ". Not deleted: " + remaining + (remaining == 1 ? " item" : " items") + " it had read (exception.remaining())"
        + (unreadPartitions.isEmpty() ? "" : ", whatever else partitions " + unreadPartitions
            + " hold (not read to the end)")
        + ", and the parent's own item, which is deleted last: if it existed, it still does. Nothing beyond the " + deleted
        + " deletes listed in exception.deleted() was written (a request that failed without an answer may have "
        + "applied some of the deletes listed as remaining). Call " + operation.substring(operation.indexOf('.') + 1)
        + " again to resume: it reads what is left and deletes it.";
  }

  private static String why(Throwable cause) {
    if (cause instanceof BatchIncompleteException batch) {
      return batch.getCause() == null
          ? "DynamoDB returned deletes as UnprocessedItems on each of " + batch.attempts() + " attempts"
          : batch.getCause() instanceof InterruptedException
              ? "the thread was interrupted while waiting to retry"
              : "a BatchWriteItem request failed (" + batch.getCause().getMessage() + ")";
    }
    if (cause instanceof ThrottledException throttled) {
      return "DynamoDB kept throttling a request, on all " + throttled.attempts() + " attempts";
    }
    return cause == null ? "it stopped" : cause.getMessage();
  }

  /** The access pattern, such as {@code workspaces.deleteWithCollection}. */
  public String operation() {
    return operation;
  }

  public String tableName() {
    return tableName;
  }

  /** The parent's own key: its item is deleted last, so it is still there. */
  public Map<String, AttributeValue> parentKey() {
    return parentKey == null ? Map.of() : parentKey;
  }

  /** The keys (partition and sort key) whose deletes DynamoDB confirmed, in the order sent. */
  public List<Map<String, AttributeValue>> deleted() {
    return deleted == null ? List.of() : deleted;
  }

  /**
   * The keys read and not confirmed deleted, the parent's excluded: those of the request that failed
   * or stayed unprocessed, and those read but not yet sent.
   */
  public List<Map<String, AttributeValue>> remaining() {
    return remaining == null ? List.of() : remaining;
  }

  /** The partition key values the run had not read to the end; they may hold items not in {@link #remaining()}. */
  public List<String> unreadPartitions() {
    return unreadPartitions;
  }
}
