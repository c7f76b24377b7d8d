package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Edge>Repository.Ref}: the two sides' keys of an edge, which is all a {@code KEYS_ONLY} (or
 * {@code INCLUDE}) index returns. Listings from the index return refs rather than pretending to
 * hold whole edges.
 */
final class RefWriter {

  TypeSpec.Builder write(EntityModel edge) {
    ClassName name = edge.refName();
    List<ComponentModel> parts = new ArrayList<>(edge.edge().fromParts());
    parts.addAll(edge.edge().toParts());
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("The key of one {@link $T}: what index {@code $L} holds for it. Fetch the whole edge with the "
            + "repository's {@code fetch}.\n", edge.recordName(), edge.edge().index().name());
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC);
    for (ComponentModel part : parts) {
      type.addField(FieldSpec.builder(part.javaType(), part.name(), Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addParameter(part.javaType(), part.name()).addStatement("this.$L = $L", part.name(), part.name());
      type.addMethod(MethodSpec.methodBuilder(part.name()).addModifiers(Modifier.PUBLIC)
          .returns(part.javaType()).addStatement("return $L", part.name()).build());
    }
    type.addMethod(constructor.build());
    List<String> names = parts.stream().map(ComponentModel::name).toList();
    ValueMethods.addTo(type, name, names);
    return type;
  }
}
