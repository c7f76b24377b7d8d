package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Edge>Repository.Ref}: the two sides' keys of an edge, which is all a {@code KEYS_ONLY} index
 * returns, plus, for an {@code INCLUDE} index, the edge components it projects. Listings from the index return
 * refs rather than pretending to hold whole edges.
 */
final class RefWriter {

  /**
   * The components of {@code edge} its index projects besides the keys ({@code INCLUDE}), in record order; none for
   * other projections. The validator refuses key components and names no component stores.
   */
  static List<ComponentModel> included(EntityModel edge) {
    IndexModel index = edge.edge().index();
    if (!"INCLUDE".equals(index.projection())) {
      return List.of();
    }
    List<String> keys = new ArrayList<>(ComponentModel.names(edge.edge().fromParts()));
    keys.addAll(ComponentModel.names(edge.edge().toParts()));
    return edge.components().stream()
        .filter(c -> index.include().contains(c.attributeName()) && !keys.contains(c.name()))
        .toList();
  }

  /** An included component's type in a ref: a primitive boxes, since an item written without it lacks it. */
  static TypeName includedType(ComponentModel component) {
    return component.javaType().isPrimitive() ? component.javaType().box() : component.javaType();
  }

  TypeSpec.Builder write(EntityModel edge) {
    ClassName name = edge.refName();
    List<ComponentModel> parts = new ArrayList<>(edge.edge().fromParts());
    parts.addAll(edge.edge().toParts());
    List<ComponentModel> included = included(edge);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(included.isEmpty()
            ? "The key of one {@link $T}: what index {@code $L} holds for it. Fetch the whole edge with the "
                + "repository's {@code fetch}.\n"
            : "The key of one {@link $T} and the components index {@code $L} projects with it ({@code INCLUDE}), "
                + "as listed. Fetch the whole edge with the repository's {@code fetch}.\n",
            edge.recordName(), edge.edge().index().name());
    MethodSpec.Builder keysConstructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC);
    MethodSpec.Builder fullConstructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("A ref as listed: the keys and the projected components.\n");
    for (ComponentModel part : parts) {
      type.addField(FieldSpec.builder(part.javaType(), part.name(), Modifier.PRIVATE, Modifier.FINAL).build());
      keysConstructor.addParameter(part.javaType(), part.name()).addStatement("this.$L = $L", part.name(), part.name());
      fullConstructor.addParameter(part.javaType(), part.name()).addStatement("this.$L = $L", part.name(), part.name());
      type.addMethod(MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
          .returns(part.javaType()).addStatement("return $L", part.name()).build());
    }
    for (ComponentModel part : included) {
      TypeName javaType = includedType(part);
      type.addField(FieldSpec.builder(javaType, part.name(), Modifier.PRIVATE, Modifier.FINAL).build());
      boolean optional = part.attributeType() instanceof AttributeType.OptionalOf;
      keysConstructor.addCode(optional ? CodeBlock.of("this.$L = $T.empty();\n", part.name(), Optional.class)
          : CodeBlock.of("this.$L = null;\n", part.name()));
      fullConstructor.addParameter(javaType, part.name()).addStatement("this.$L = $L", part.name(), part.name());
      type.addMethod(MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
          .addJavadoc("{@code $L} as index {@code $L} holds it (attribute {@code $L}); $L.\n", part.name(),
              edge.edge().index().name(), part.attributeName(), optional
                  ? "empty when the edge was stored without it, or this ref was built from keys alone"
                  : part.attributeType() instanceof AttributeType.SetOf
                      ? "empty when the edge was stored without it, null when this ref was built from keys alone"
                      : "null when the edge was stored without it, or this ref was built from keys alone")
          .returns(javaType).addStatement("return $L", part.name()).build());
    }
    if (included.isEmpty()) {
      type.addMethod(keysConstructor.build());
    } else {
      // The keys alone still make a ref (for fetch), as before the projected components were listed.
      type.addMethod(keysConstructor.addJavadoc("A ref from keys alone, for {@code fetch}: its projected "
          + "components are null.\n").build());
      type.addMethod(fullConstructor.build());
    }
    List<String> names = new ArrayList<>(ComponentModel.names(parts));
    names.addAll(ComponentModel.names(included));
    ValueMethods.addTo(type, name, names);
    return type;
  }
}
