package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * One table and every entity stored in it, validated.
 *
 * @param billingMode {@code PAY_PER_REQUEST} or {@code PROVISIONED}
 * @param streamView the stream's view type ({@code NEW_AND_OLD_IMAGES}…), or {@code null} for no stream
 * @param expiryAttribute the Time to Live attribute every {@code @ExpiresAt} is stored under, or
 *     {@code null} when no entity expires
 */
public record TableModel(
    TypeElement element,
    ClassName interfaceName,
    String tableName,
    String partitionKey,
    String sortKey,
    String typeAttribute,
    String billingMode,
    long readCapacityUnits,
    long writeCapacityUnits,
    List<EntityModel> entities,
    List<IndexModel> indexes,
    String expiryAttribute,
    String streamView) {

  /** {@link Naming#table}: the generated entry point, {@code <Interface>Table}. */
  public ClassName tableClassName() {
    return Naming.table(this);
  }

  /** {@link Naming#batchGetResult}: the result of the entry point's {@code batchGet}. */
  public ClassName batchGetResultName() {
    return Naming.batchGetResult(this);
  }

  /** {@link Naming#event}: the generated change events of the table's stream, {@code <Interface>Event}. */
  public ClassName eventName() {
    return Naming.event(this);
  }

  /** The entities in the order of their type attribute values: the schema files' order. */
  public List<EntityModel> entitiesByType() {
    return entities.stream().sorted(java.util.Comparator.comparing(EntityModel::entityType)).toList();
  }

  public List<EntityModel> childrenOf(ClassName parent) {
    return entities.stream().filter(e -> parent.equals(e.parentName())).toList();
  }

  /** Edges stored in {@code parent}'s item collection: those whose {@code from} side it is. */
  public List<EntityModel> edgesFrom(ClassName parent) {
    return entities.stream().filter(e -> e.isEdge() && e.edge().fromName().equals(parent)).toList();
  }

  /** Edges an index lists under {@code entity}'s partition: those whose {@code to} side it is. */
  public List<EntityModel> edgesTo(ClassName entity) {
    return entities.stream().filter(e -> e.isEdge() && e.edge().toName().equals(entity)).toList();
  }

  /** The indexes {@code entity}'s own item is written into, keyed by its own keys (a {@code to} side's). */
  public List<IndexModel> indexesKeying(ClassName entity) {
    return edgesTo(entity).stream().map(e -> e.edge().index()).distinct().toList();
  }

  /** Whether a child's partition is sharded: the {@code @Parent} at the top of its collection is. */
  public boolean isShardedChild(EntityModel entity) {
    return entity.kind() == EntityModel.Kind.CHILD && root(entity).isSharded();
  }

  /** The {@code @Parent} whose partition holds a child (or a grandchild); the entity itself otherwise. */
  public EntityModel root(EntityModel entity) {
    EntityModel current = entity;
    while (current.kind() == EntityModel.Kind.CHILD) {
      current = entity(current.parentName());
    }
    return current;
  }

  /** Whether a child's parent is itself a child: its sort key extends the parent's. */
  public boolean isGrandchild(EntityModel entity) {
    return entity.kind() == EntityModel.Kind.CHILD && entity(entity.parentName()).kind() == EntityModel.Kind.CHILD;
  }

  /** Whether a child has children of its own (listing it alone then needs the processor's index). */
  public boolean isNestedParent(EntityModel entity) {
    return entity.kind() == EntityModel.Kind.CHILD && !childrenOf(entity.recordName()).isEmpty();
  }

  /**
   * The leading sort key components a grandchild repeats from its parent (the parent's own key, whose
   * sort key the grandchild's extends); empty for any other entity.
   */
  public List<ComponentModel> inheritedSortKeyParts(EntityModel entity) {
    return isGrandchild(entity)
        ? entity.sortKeyParts().subList(0, entity(entity.parentName()).sortKeyParts().size()) : List.of();
  }

  /** A child's own {@code @Key} components: its sort key parts after the inherited ones. */
  public List<ComponentModel> ownSortKeyParts(EntityModel entity) {
    return entity.sortKeyParts().subList(inheritedSortKeyParts(entity).size(), entity.sortKeyParts().size());
  }

  /**
   * The components the partition key of a child is computed from: its parent's key, plus, when the
   * collection is sharded, the key that picks the shard: a child's own key, or for a grandchild its
   * parent's (so that an order and its lines share a shard).
   */
  public List<ComponentModel> partitionKeyArguments(EntityModel entity) {
    if (!isShardedChild(entity)) {
      return entity.partitionKeyParts();
    }
    List<ComponentModel> parts = new java.util.ArrayList<>(entity.partitionKeyParts());
    parts.addAll(isGrandchild(entity) ? inheritedSortKeyParts(entity) : entity.sortKeyParts());
    return parts;
  }

  public EntityModel entity(ClassName recordName) {
    return entities.stream().filter(e -> e.recordName().equals(recordName)).findFirst().orElseThrow();
  }
}
