package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.TypeElement;

/**
 * A record stored inside an entity as a map attribute; each repository whose entity stores it gets a private codec of
 * it ({@link Naming#mapCodec}).
 */
public record NestedRecordModel(TypeElement element, ClassName recordName, List<ComponentModel> components) {

  /**
   * The nested records {@code components} store, directly or inside another nested record or a collection, of those
   * {@code known}; by name, so that the generated code does not depend on the order they were met in.
   */
  public static List<NestedRecordModel> storedBy(Collection<ComponentModel> components,
      Map<ClassName, NestedRecordModel> known) {
    Set<ClassName> stored = new LinkedHashSet<>();
    Deque<AttributeType> pending = new ArrayDeque<>();
    components.forEach(c -> pending.add(c.attributeType()));
    while (!pending.isEmpty()) {
      AttributeType type = pending.pop();
      if (type instanceof AttributeType.Nested nested) {
        NestedRecordModel model = known.get(nested.recordName());
        if (stored.add(nested.recordName()) && model != null) {
          model.components().forEach(c -> pending.add(c.attributeType()));
        }
      } else if (type instanceof AttributeType.ListOf list) {
        pending.add(list.element());
      } else if (type instanceof AttributeType.SetOf set) {
        pending.add(set.element());
      } else if (type instanceof AttributeType.MapOf map) {
        pending.add(map.value());
      } else if (type instanceof AttributeType.OptionalOf optional) {
        pending.add(optional.value());
      }
    }
    List<NestedRecordModel> used = new ArrayList<>();
    for (ClassName name : stored) {
      if (known.containsKey(name)) {
        used.add(known.get(name));
      }
    }
    used.sort(Comparator.comparing(nested -> nested.recordName().canonicalName()));
    return used;
  }
}
