package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import com.palantir.javapoet.ClassName;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an entity's {@code @Counter} components, which make its items upsertable: numbers outside keys and index
 * keys, on an entity without {@code @Version}, whose other components can all be absent from an item an upsert
 * creates.
 */
record CounterParser(Reporter reporter) {
  /** The {@code @Counter} components of {@code entity}, in declaration order; null after reporting. */
  List<ComponentModel> counters(EntityModel entity) {
    List<ComponentModel> counters = new ArrayList<>();
    boolean ok = true;
    List<ComponentModel> keys = entity.keyParts();
    for (ComponentModel component : ComponentParser.annotated(entity.element(), entity.components(), Names.COUNTER)
        .keySet()) {
      String problem = null;
      String fix = "Remove @Counter.";
      if (!(component.attributeType() instanceof AttributeType.Scalar scalar) || !scalar.kind().isNumber()) {
        problem = "has type " + component.javaType();
        fix = "Put @Counter on a number component (int, long, Integer, Long, BigDecimal, ...), or remove it.";
      } else if (keys.contains(component)) {
        problem = "is a key component, which never changes";
      } else if (component.equals(entity.version())) {
        problem = "is the @Version, which every write adds 1 to by itself";
      } else if (entity.version() != null) {
        problem = "is in " + entity.simpleName() + ", whose @Version " + entity.version().name() + " asks every write "
            + "to have read the item, which an upsert does not";
        fix = "Remove @Counter, or the @Version.";
      } else if (entity.unique().contains(component)) {
        problem = "is @Unique: changing it moves a uniqueness item, which an ADD cannot";
      } else {
        EntityIndexModel index = entity.globalIndexes().stream()
            .filter(i -> i.components().contains(component)).findFirst().orElse(null);
        if (index != null) {
          problem = "keys index " + index.index().name() + ": its index key is computed from the value written, "
              + "which an ADD does not know";
          fix = "Remove @Counter, or key the index by another component.";
        }
      }
      if (problem != null) {
        reporter.report(Message.COUNTER_INVALID, component.element(), describe(entity.element(), component), problem,
            fix);
        ok = false;
      } else {
        counters.add(component);
      }
    }
    if (!ok || counters.isEmpty()) {
      return ok ? counters : null;
    }
    // An upsert can create an item with nothing but its key and counters: every other component must read absent.
    for (ComponentModel component : entity.components()) {
      boolean primitive = component.javaType() != null && component.javaType().isPrimitive();
      if (!primitive || keys.contains(component) || counters.contains(component)) {
        continue;
      }
      String type = component.javaType().toString();
      boolean number = component.attributeType() instanceof AttributeType.Scalar scalar
          && scalar.kind().isNumber();
      reporter.report(Message.COUNTER_ABSENT, component.element(), component.name(), entity.simpleName(), type,
          entity.simpleName(), String.join(", ", ComponentModel.names(counters)), Naming.accessor(entity), type,
          ((ClassName) component.javaType().box()).simpleName(), number ? ", make it a @Counter (created at 0)" : "", entity.simpleName());
      ok = false;
    }
    return ok ? counters : null;
  }
}
