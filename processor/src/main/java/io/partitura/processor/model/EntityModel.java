package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * One entity of a table, validated: where its items live and how its components are stored.
 *
 * @param element the record
 * @param kind parent or child
 * @param recordName the record's class
 * @param prefix the key prefix: partition key prefix of a parent, sort key prefix of a child
 * @param entityType the value of the table's type attribute
 * @param parentSortKey the constant sort key of a parent's own item ({@code META}); {@code null} for a child
 * @param parentName the parent record of a child; {@code null} for a parent
 * @param components every component, in declaration order
 * @param partitionKeyParts the components encoded into the partition key, in order
 * @param sortKeyParts the components encoded into the sort key, in order (empty for a parent)
 * @param edge the sides and index of an edge; {@code null} for parents and children
 * @param version the optimistic-locking version component, or {@code null}
 * @param shards write shards of a parent's children; 1 means unsharded
 * @param globalIndexes the entity's own re-partitioning indexes
 * @param unique the {@code @Unique} components, each kept unique by a uniqueness item, in declaration order
 * @param layout explicit key templates, their style and markers ({@link KeyLayout#DEFAULT}: Partitura's format)
 * @param counters the {@code @Counter} components, in declaration order: when there are any, the entity's items can
 *     be upserted (created by an update that adds to a counter)
 */
public record EntityModel(
    TypeElement element,
    Kind kind,
    ClassName recordName,
    String prefix,
    String entityType,
    String parentSortKey,
    ClassName parentName,
    List<ComponentModel> components,
    List<ComponentModel> partitionKeyParts,
    List<ComponentModel> sortKeyParts,
    EdgeModel edge,
    ComponentModel version,
    int shards,
    List<EntityIndexModel> globalIndexes,
    List<ComponentModel> unique,
    KeyLayout layout,
    List<ComponentModel> counters) {

  /** An entity in Partitura's own key format: no template, no marker, no counter. */
  public EntityModel(TypeElement element, Kind kind, ClassName recordName, String prefix, String entityType,
      String parentSortKey, ClassName parentName, List<ComponentModel> components,
      List<ComponentModel> partitionKeyParts, List<ComponentModel> sortKeyParts, EdgeModel edge,
      ComponentModel version, int shards, List<EntityIndexModel> globalIndexes, List<ComponentModel> unique) {
    this(element, kind, recordName, prefix, entityType, parentSortKey, parentName, components, partitionKeyParts,
        sortKeyParts, edge, version, shards, globalIndexes, unique, KeyLayout.DEFAULT, List.of());
  }

  /** This entity with {@code counters} as its {@code @Counter} components. */
  public EntityModel withCounters(List<ComponentModel> counters) {
    return new EntityModel(element, kind, recordName, prefix, entityType, parentSortKey, parentName, components,
        partitionKeyParts, sortKeyParts, edge, version, shards, globalIndexes, unique, layout, counters);
  }

  /** With {@code layout} as its key templates, style and markers. */
  public EntityModel withLayout(KeyLayout layout) {
    return new EntityModel(element, kind, recordName, prefix, entityType, parentSortKey, parentName, components,
        partitionKeyParts, sortKeyParts, edge, version, shards, globalIndexes, unique, layout, counters);
  }

  /** With {@code globalIndexes} as its indexes. */
  public EntityModel withIndexes(List<EntityIndexModel> globalIndexes) {
    return new EntityModel(element, kind, recordName, prefix, entityType, parentSortKey, parentName, components,
        partitionKeyParts, sortKeyParts, edge, version, shards, globalIndexes, unique, layout, counters);
  }

  /** Whether the entity's items can be upserted: it has {@code @Counter} components. */
  public boolean isUpsertable() {
    return !counters.isEmpty();
  }

  /** The key components: the partition key's, then the sort key's. */
  public List<ComponentModel> keyParts() {
    List<ComponentModel> parts = new ArrayList<>(partitionKeyParts);
    parts.addAll(sortKeyParts);
    return parts;
  }

  public enum Kind {
    PARENT,
    CHILD,
    EDGE
  }

  /** {@link Naming#codec}: {@code <Record>Repository.Codec}. */
  public ClassName codecName() {
    return Naming.codec(this);
  }

  /** {@link Naming#repository}: {@code <Record>Repository}, the entity's one public top-level type. */
  public ClassName repositoryName() {
    return Naming.repository(this);
  }

  public String simpleName() {
    return recordName.simpleName();
  }

  public boolean isParent() {
    return kind == Kind.PARENT;
  }

  /** {@link Naming#update}: {@code <Record>Repository.Update}. */
  public ClassName updateName() {
    return Naming.update(this);
  }

  /** {@link Naming#upsert}: {@code <Record>Repository.Upsert}. */
  public ClassName upsertName() {
    return Naming.upsert(this);
  }

  /** {@link Naming#conditions}: {@code <Record>Repository.Conditions}. */
  public ClassName conditionsName() {
    return Naming.conditions(this);
  }

  /** {@link Naming#ref}: the key of one edge, as its inverted index holds it, {@code <Edge>Repository.Ref}. */
  public ClassName refName() {
    return Naming.ref(this);
  }

  /** The components an update may set: neither a key part nor the {@code @Version}, in declaration order. */
  public List<ComponentModel> settable() {
    List<ComponentModel> settable = new ArrayList<>();
    for (ComponentModel component : components) {
      boolean key = partitionKeyParts.contains(component) || sortKeyParts.contains(component);
      if (!key && !component.equals(version)) {
        settable.add(component);
      }
    }
    return settable;
  }

  public boolean isSharded() {
    return shards > 1;
  }

  public boolean hasUnique() {
    return !unique.isEmpty();
  }

  public boolean isEdge() {
    return kind == Kind.EDGE;
  }

  /**
   * Whether the entity declares index {@code indexName} itself with explicit templates: its keys there are the
   * templates', not the item's own key under which an edge's target is otherwise listed in the edge's index.
   */
  public boolean declaresTemplatedIndex(String indexName) {
    return globalIndexes().stream().anyMatch(index -> index.templated() && index.index().name().equals(indexName));
  }
}
