package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** Checks an entity's {@code @ExpiresAt}: at most one, and never part of a key. */
record ExpiryParser(Reporter reporter) {
  /** Whether {@code component} is the record's {@code @ExpiresAt}: renewed, and meaningless once passed. */
  static boolean isExpiry(ComponentModel component) {
    return AttributeType.isExpiry(component.attributeType());
  }

  /** At most one {@code @ExpiresAt}, and not a key; reports and returns false otherwise. */
  boolean check(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys) {
    ComponentModel first = null;
    boolean ok = true;
    for (ComponentModel model : components) {
      if (!isExpiry(model)) {
        continue;
      }
      if (keys.contains(model)) {
        reporter.report(Message.EXPIRY_IS_KEY, model.element(), describe(record, model), "@Key");
        ok = false;
      } else if (first != null) {
        reporter.report(Message.EXPIRY_DUPLICATE, model.element(), describe(record, model), record.getSimpleName(),
            first.name());
        ok = false;
      } else {
        first = model;
      }
    }
    return ok;
  }

  /**
   * No {@code @ExpiresAt} among {@code keyParts}, which hold another entity's key ({@code what} says
   * which key, for the message); reports each one and returns false otherwise.
   */
  boolean checkNotInKey(TypeElement record, List<ComponentModel> keyParts, String what) {
    boolean ok = true;
    for (ComponentModel part : keyParts) {
      if (isExpiry(part)) {
        reporter.report(Message.EXPIRY_IS_KEY, part.element(), describe(record, part), what);
        ok = false;
      }
    }
    return ok;
  }
}
