package io.partitura.runtime.write;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.operation.PutItemOperation;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Puts back the item as it was before an update its record refused: one PutItem of the old item, only if the
 * item still is what the update wrote ({@link PutItemOperation#restoreRequest}), so that a write made since is
 * kept. What {@link Update#apply} throws then says whether the item was restored.
 */
final class Restore {
  private Restore() {}

  /**
   * Restores {@code old} over {@code written}, which the record refused ({@code refusal}).
   *
   * @return the exception to throw: {@code refusal}'s reason, and whether the item was restored
   */
  static ItemMappingException after(TableClient table, String operation, Map<String, AttributeValue> old,
      Map<String, AttributeValue> written, List<String> removed, String versionAttribute,
      ItemMappingException refusal) {
    String refused = refusal.getMessage() + ". The update was written, then refused";
    try {
      table.send(operation + " (restore)", PutItemOperation.of(
          PutItemOperation.restoreRequest(table.context(), old, written, removed, versionAttribute),
          (ignored, key, failed, context, stored) -> new Refused(failed)));
    } catch (Refused e) {
      ItemMappingException failure = new ItemMappingException(refusal.tableName(), refusal.key(), refused
          + ", and not restored: another write changed the item in between, and what it wrote is kept.", refusal);
      failure.addSuppressed(e.getCause());
      return failure;
    } catch (RuntimeException e) {
      ItemMappingException failure = new ItemMappingException(refusal.tableName(), refusal.key(), refused
          + ", and not restored: the restoring PutItem failed (" + e.getMessage() + "); the item is left as written.",
          refusal);
      failure.addSuppressed(e);
      return failure;
    }
    return new ItemMappingException(refusal.tableName(), refusal.key(), refused
        + " and restored: the stored item is as it was before the update.", refusal);
  }

  /** The restoring put's condition failed: someone else wrote the item after the refused update. */
  private static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refused(Throwable cause) {
      super(cause);
    }
  }
}
