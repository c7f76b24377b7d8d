package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** Reads an entity's {@code @Unique} components: each is held in the key of a uniqueness item. */
record UniqueParser(Reporter reporter) {
  /**
   * The {@code @Unique} components: of a key type, not a key, on an entity whose writes can carry a
   * uniqueness item. Null after reporting.
   */
  List<ComponentModel> unique(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys,
      boolean edge) {
    List<ComponentModel> unique = new ArrayList<>();
    boolean ok = true;
    for (ComponentModel model : ComponentParser.annotated(record, components, Names.UNIQUE).keySet()) {
      boolean keyable = model.keyType() != null && !(model.attributeType() instanceof AttributeType.Converted);
      if (!keyable) {
        reporter.report(Message.UNIQUE_TYPE, model.element(), describe(record, model), model.javaType(),
            KeyType.supportedList());
        ok = false;
      } else if (keys.contains(model)) {
        reporter.report(Message.UNIQUE_IS_KEY, model.element(), describe(record, model), "@Key");
        ok = false;
      } else if (edge) {
        reporter.report(Message.UNIQUE_UNSUPPORTED_ENTITY, model.element(), describe(record, model),
            "a @ManyToMany edge", "an edge's writes carry no uniqueness items");
        ok = false;
      } else if (components.stream().anyMatch(ExpiryParser::isExpiry)) {
        reporter.report(Message.UNIQUE_UNSUPPORTED_ENTITY, model.element(), describe(record, model),
            "an entity with an @ExpiresAt", "Time to Live deletes its items without a write, which would leave "
                + "their values taken");
        ok = false;
      } else {
        unique.add(model);
      }
    }
    return ok ? unique : null;
  }
}
