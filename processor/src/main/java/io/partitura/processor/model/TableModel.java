package io.partitura.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * One table and every entity stored in it, validated.
 *
 * @param billingMode {@code PAY_PER_REQUEST} or {@code PROVISIONED}
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
    String expiryAttribute) {

  /** The generated entry point: {@code <Interface>Table}. */
  public ClassName tableClassName() {
    return ClassName.get(interfaceName.packageName(), String.join("_", interfaceName.simpleNames()) + "Table");
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

  /** Whether a child's partition is sharded: its parent is. */
  public boolean isShardedChild(EntityModel entity) {
    return entity.kind() == EntityModel.Kind.CHILD && entity(entity.parentName()).isSharded();
  }

  public EntityModel entity(ClassName recordName) {
    return entities.stream().filter(e -> e.recordName().equals(recordName)).findFirst().orElseThrow();
  }
}
