package io.partitura.processor.model;

import com.palantir.javapoet.TypeName;
import java.util.List;
import javax.lang.model.element.Element;

/**
 * One record component as stored.
 *
 * @param name the component (and accessor) name
 * @param attributeName the DynamoDB attribute name
 * @param javaType the component's type
 * @param attributeType how the value is stored
 * @param keyType how the value is encoded in a key, or {@code null} when it cannot be
 * @param element the element diagnostics point at (the record's private field: JDK-8295184)
 */
public record ComponentModel(
    String name, String attributeName, TypeName javaType, AttributeType attributeType, KeyType keyType,
    Element element) {

  /**
   * Components are map keys while parsing and generating: hashed on the name alone (equal components have equal
   * names), as the record's own hash would render {@code javaType}'s name for each new component.
   */
  @Override
  public int hashCode() {
    return name.hashCode();
  }

  /** The names of {@code components}, in order. */
  public static List<String> names(List<ComponentModel> components) {
    return components.stream().map(ComponentModel::name).toList();
  }
}
