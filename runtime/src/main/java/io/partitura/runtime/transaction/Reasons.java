package io.partitura.runtime.transaction;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.PartituraException;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** How a cancelled transaction's reasons are read and told: shared by writes and reads. */
final class Reasons {
  private Reasons() {}

  /**
   * What the write sent alone would have thrown for its failed condition, judged on the item DynamoDB
   * returned ({@code ALL_OLD}: it returns the item whenever there is one, so none means absent): the
   * refusal of its own check, or else {@link ConditionFailedException} for the caller's condition.
   */
  static PartituraException refusal(TableClient table, String operation, WriteTransaction.Action action,
      Map<String, AttributeValue> stored, Object record, Throwable cause) {
    String key = table.describeKey(action.key());
    RuntimeException own = action.own() == null ? null : action.own().refusal(operation, key, stored, cause);
    if (own instanceof PartituraException partitura) {
      return partitura;
    }
    return new ConditionFailedException(operation, key,
        RequestDescription.conditionText(action.condition(), action.names(), action.values()), stored, record,
        stored == null ? null : RequestDescription.render(stored), cause);
  }

  /** The exception's message: each action with its code and DynamoDB's message, the causes first named. */
  static String message(String operation, String kind, List<CancelledTransactionException.Reason> reasons) {
    boolean writes = kind.startsWith("TransactWrite");
    StringBuilder text = new StringBuilder(operation).append(": DynamoDB cancelled the ").append(kind).append(" of ")
        .append(reasons.size()).append(writes ? " action" : " get").append(reasons.size() == 1 ? "" : "s")
        .append(writes ? "; nothing was written." : "; nothing was read.");
    for (CancelledTransactionException.Reason reason : reasons) {
      text.append("\n  [").append(reason.index()).append("] ").append(reason.action()).append(": ")
          .append(reason.code());
      if (reason.message() != null && reason.failed()) {
        text.append(" (").append(reason.message()).append(')');
      }
      if (reason.refusal() != null) {
        text.append(": ").append(reason.refusal().getClass().getSimpleName());
      }
      if (reason.storedItem() != null) {
        text.append("; stored item ").append(RequestDescription.render(reason.storedItem()));
      }
    }
    return text.toString();
  }
}
