package io.partitura.processor.parse;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** Reads an entity's own {@code @Key} components and checks that they can form its key. */
record KeyParser(Reporter reporter, Annotations annotations) {
  /** The @Key components in key order, or null (after reporting) when their order is ambiguous. */
  List<ComponentModel> ownKeys(TypeElement record, List<ComponentModel> components) {
    List<ComponentModel> keys = new ArrayList<>();
    Map<ComponentModel, Integer> orders = new HashMap<>();
    ComponentParser.annotated(record, components, Names.KEY).forEach((model, key) -> {
      keys.add(model);
      orders.put(model, annotations.integer(key, "order"));
    });
    long explicit = orders.values().stream().filter(order -> order >= 0).count();
    if (explicit == 0) {
      return keys;
    }
    long distinct = orders.values().stream().distinct().count();
    if (explicit != keys.size() || distinct != keys.size()) {
      StringBuilder listing = new StringBuilder();
      for (ComponentModel key : keys) {
        if (listing.length() > 0) {
          listing.append(", ");
        }
        int order = orders.get(key);
        listing.append(key.name()).append(order < 0 ? " (no order)" : " (order " + order + ")");
      }
      reporter.report(Message.KEY_ORDER_AMBIGUOUS, keys.get(keys.size() - 1).element(), record.getSimpleName(), listing);
      return null;
    }
    keys.sort(Comparator.comparing(orders::get));
    return keys;
  }

  /**
   * Whether a parent's or a child's own keys can form its key: there is at least one, and the key
   * codec encodes each. Reports on the entity's annotation or on each key otherwise.
   */
  boolean usable(TypeElement element, AnnotationMirror mirror, List<ComponentModel> keys) {
    if (keys.isEmpty()) {
      reporter.report(Message.KEY_MISSING, element, mirror, element.getSimpleName());
      return false;
    }
    boolean ok = true;
    for (ComponentModel key : keys) {
      if (key.keyType() == null) {
        reporter.report(Message.KEY_UNSUPPORTED_TYPE, key.element(),
            key.name(), key.javaType(), KeyType.supportedList());
        ok = false;
      }
    }
    return ok;
  }
}
