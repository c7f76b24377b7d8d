package io.partitura.runtime.exceptions;

import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A write's own condition ({@code when(…)}) was not met by the stored item: DynamoDB wrote nothing.
 * Not thrown for the checks a write makes by itself, which keep their exceptions
 * ({@link ItemNotFoundException}, {@link ItemAlreadyExistsException}, {@link StaleVersionException},
 * {@link VersionOverflowException}).
 *
 * <p>It carries the item the condition was evaluated against when DynamoDB returned it with the
 * failure ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}): {@link #storedItem()} as stored,
 * and {@link #storedRecord()} decoded when its record can be built from it. When DynamoDB returned
 * none (there was no item, or the server does not support returning it, as dynalite does not),
 * {@link #storedItemKnown()} is false and both are empty: Partitura does not read the item again to
 * fill them in, since a later read need not be the item the condition saw.
 */
public final class ConditionFailedException extends ItemNotWrittenException {
  private static final long serialVersionUID = 1L;

  private final String condition;
  private final transient Map<String, AttributeValue> storedItem;
  private final transient Object storedRecord;

  public ConditionFailedException(String operation, String key, String condition,
      Map<String, AttributeValue> storedItem, Object storedRecord, String storedItemText, Throwable cause) {
    super(operation + ": the item at " + key + " does not meet the condition " + condition + "; nothing was written. "
        + (storedItem == null
            ? "The stored item is unknown: DynamoDB did not return it with the failure."
            : "The stored item is " + storedItemText
                + (storedRecord == null ? " (it cannot be read as the record)." : ".")), operation, key, cause);
    this.condition = condition;
    this.storedItem = storedItem == null ? null : Map.copyOf(storedItem);
    this.storedRecord = storedRecord;
  }

  /** The condition as sent, placeholders replaced by the names and values they stand for. */
  public String condition() {
    return condition;
  }

  /** Whether DynamoDB returned the item the condition was evaluated against. */
  public boolean storedItemKnown() {
    return storedItem != null;
  }

  /** The stored item as DynamoDB returned it with the failure, when it did. */
  public Optional<Map<String, AttributeValue>> storedItem() {
    return Optional.ofNullable(storedItem);
  }

  /** The stored item as its record, when DynamoDB returned it and the record can be built from it. */
  public Optional<Object> storedRecord() {
    return Optional.ofNullable(storedRecord);
  }

  /** {@link #storedRecord()} as {@code type}: empty also when it is of another type. */
  public <T> Optional<T> storedRecord(Class<T> type) {
    return type.isInstance(storedRecord) ? Optional.of(type.cast(storedRecord)) : Optional.empty();
  }
}
