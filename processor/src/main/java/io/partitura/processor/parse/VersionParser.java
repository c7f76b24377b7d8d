package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.Names;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** Reads an entity's {@code @Version}: at most one, an {@code int} or a {@code long}, not a key. */
record VersionParser(Reporter reporter) {
  /** What {@link #version} returns after reporting: neither a version nor the absence of one. */
  static final ComponentModel INVALID = new ComponentModel("", "", null, null, null, null);

  /** Whether {@code component} is the record's {@code @Version}: its value changes on every write. */
  static boolean isVersion(TypeElement record, ComponentModel component) {
    return record.getRecordComponents().stream()
        .anyMatch(c -> c.getSimpleName().contentEquals(component.name()) && Annotations.find(c, Names.VERSION) != null);
  }

  /** The @Version component, null when there is none, or {@link #INVALID} after reporting. */
  ComponentModel version(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys) {
    ComponentModel version = null;
    boolean ok = true;
    for (ComponentModel model : ComponentParser.annotated(record, components, Names.VERSION).keySet()) {
      String type = model.javaType().toString();
      if (!List.of("long", "int", "java.lang.Long", "java.lang.Integer").contains(type)) {
        reporter.report(Message.VERSION_TYPE, model.element(), describe(record, model), model.javaType());
        ok = false;
      } else if (keys.contains(model)) {
        reporter.report(Message.VERSION_IS_KEY, model.element(), describe(record, model));
        ok = false;
      } else if (version != null) {
        reporter.report(Message.VERSION_DUPLICATE, model.element(), describe(record, model), record.getSimpleName(),
            version.name());
        ok = false;
      } else {
        version = model;
      }
    }
    return ok ? version : INVALID;
  }
}
