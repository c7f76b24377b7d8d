package io.partitura.runtime.exceptions;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB cancelled a transaction (the SDK's {@code TransactionCanceledException}): nothing of it
 * was written, or, for a read, nothing was returned. {@link #reasons()} has one entry per action, in
 * the order the actions were added: what the action was, DynamoDB's reason code for it
 * ({@code None} for an action that did not cause the cancellation, {@code ConditionalCheckFailed},
 * {@code TransactionConflict}, {@code ItemCollectionSizeLimitExceeded}, {@code ValidationError}, …)
 * and message, and the item stored at its key when DynamoDB returned it with a failed condition
 * ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}), as stored and decoded by the action's
 * entity.
 *
 * <p>For an action whose condition failed, {@link Reason#refusal()} is the exception the same write
 * sent alone would have thrown, judged on the returned item: {@link ItemAlreadyExistsException},
 * {@link ItemNotFoundException}, {@link StaleVersionException} or {@link VersionOverflowException}
 * when a check the write makes by itself failed, {@link ConditionFailedException} when the caller's
 * {@code when} did.
 */
public final class CancelledTransactionException extends PartituraException {
  private static final long serialVersionUID = 1L;

  /** DynamoDB's code for an action that did not cause the cancellation. */
  public static final String NONE = "None";

  /** DynamoDB's code for an action whose condition failed. */
  public static final String CONDITIONAL_CHECK_FAILED = "ConditionalCheckFailed";

  private final String operation;
  private final transient List<Reason> reasons;

  /**
   * Why one action did or did not cancel the transaction.
   *
   * @param index the action's place in the transaction, from 0
   * @param action what the action was: {@code create Order at PK="…", SK="…"}
   * @param code DynamoDB's reason code; {@code None} when this action was not the cause
   * @param message DynamoDB's message, or {@code null}
   * @param storedItem the item at the action's key as DynamoDB returned it, or {@code null}
   * @param storedRecord {@code storedItem} decoded by the action's entity, or {@code null} when it was
   *     not returned or cannot be read as the record
   * @param refusal for a failed condition, the exception the write sent alone would have thrown
   */
  public record Reason(int index, String action, String code, String message, Map<String, AttributeValue> storedItem,
      Object storedRecord, PartituraException refusal) {
    /** Whether this action caused the cancellation (its code is not {@code None}). */
    public boolean failed() {
      return !NONE.equals(code);
    }

    /** Whether this action's condition failed. */
    public boolean conditionFailed() {
      return CONDITIONAL_CHECK_FAILED.equals(code);
    }

    public Optional<Map<String, AttributeValue>> storedItemIfReturned() {
      return Optional.ofNullable(storedItem);
    }

    public <T> Optional<T> storedRecord(Class<T> type) {
      return type.isInstance(storedRecord) ? Optional.of(type.cast(storedRecord)) : Optional.empty();
    }

    public Optional<PartituraException> refusalIfConditionFailed() {
      return Optional.ofNullable(refusal);
    }
  }

  public CancelledTransactionException(String operation, String message, List<Reason> reasons, Throwable cause) {
    super(message, cause);
    this.operation = operation;
    this.reasons = List.copyOf(reasons);
  }

  public String operation() {
    return operation;
  }

  /** One reason per action, in the order the actions were added. */
  public List<Reason> reasons() {
    return reasons;
  }

  /** The reasons of the actions that caused the cancellation. */
  public List<Reason> failed() {
    return reasons.stream().filter(Reason::failed).toList();
  }
}
