package io.partitura.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * One table and every entity stored in it, validated.
 *
 * @param billingMode {@code PAY_PER_REQUEST} or {@code PROVISIONED}
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
    List<EntityModel> entities) {

  /** The generated entry point: {@code <Interface>Table}. */
  public ClassName tableClassName() {
    return ClassName.get(interfaceName.packageName(), String.join("_", interfaceName.simpleNames()) + "Table");
  }

  public List<EntityModel> childrenOf(ClassName parent) {
    return entities.stream().filter(e -> parent.equals(e.parentName())).toList();
  }

  public EntityModel entity(ClassName recordName) {
    return entities.stream().filter(e -> e.recordName().equals(recordName)).findFirst().orElseThrow();
  }
}
