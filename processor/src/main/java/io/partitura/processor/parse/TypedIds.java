package io.partitura.processor.parse;

import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Stores every typed id ({@code record CustomerId(String value)}) in a key position (the primary key,
 * a parent key copied onto a child, an edge side, an index component, a unique value) as its
 * component: the same attribute value and key encoding as the bare type. Elsewhere such a record
 * stays a nested record.
 */
final class TypedIds {
  private final ComponentParser componentParser;

  TypedIds(ComponentParser componentParser) {
    this.componentParser = componentParser;
  }

  /** The model with its keyed typed ids stored as their component; the same model when it has none. */
  EntityModel apply(EntityModel model) {
    Set<ComponentModel> keyed = new HashSet<>(model.partitionKeyParts());
    keyed.addAll(model.sortKeyParts());
    // A unique value is held in a key too: the uniqueness item's.
    keyed.addAll(model.unique());
    for (EntityIndexModel index : model.globalIndexes()) {
      keyed.addAll(index.components());
    }
    if (model.edge() != null) {
      keyed.addAll(model.edge().fromParts());
      keyed.addAll(model.edge().toParts());
    }
    Map<ComponentModel, ComponentModel> ids = new HashMap<>();
    for (ComponentModel component : model.components()) {
      AttributeType.Id id = keyed.contains(component) && component.attributeType() instanceof AttributeType.Nested
          ? componentParser.idType(component) : null;
      if (id != null) {
        ids.put(component, new ComponentModel(component.name(), component.attributeName(), component.javaType(), id,
            component.keyType(), component.element()));
      }
    }
    if (ids.isEmpty()) {
      return model;
    }
    UnaryOperator<ComponentModel> one = c -> c == null ? null : ids.getOrDefault(c, c);
    Function<List<ComponentModel>, List<ComponentModel>> all = list -> list.stream().map(one).toList();
    EdgeModel edge = model.edge() == null ? null
        : new EdgeModel(model.edge().fromName(), model.edge().toName(),
            all.apply(model.edge().fromParts()), all.apply(model.edge().toParts()), model.edge().index(),
            model.edge().verb());
    List<EntityIndexModel> indexes = model.globalIndexes().stream()
        .map(i -> new EntityIndexModel(i.index(), all.apply(i.partitionComponents()),
            all.apply(i.sortComponents()), i.shards(), i.queryName(), i.partitionTemplate(), i.sortTemplate()))
        .toList();
    return new EntityModel(model.element(), model.kind(), model.recordName(), model.prefix(), model.entityType(),
        model.parentSortKey(), model.parentName(), all.apply(model.components()), all.apply(model.partitionKeyParts()),
        all.apply(model.sortKeyParts()), edge, one.apply(model.version()), model.shards(), indexes,
        all.apply(model.unique()), model.layout());
  }
}
