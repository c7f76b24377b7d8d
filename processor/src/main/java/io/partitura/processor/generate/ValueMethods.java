package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * {@code equals}, {@code hashCode} and {@code toString} for the generated value classes, written the way a
 * record would behave.
 */
final class ValueMethods {
  private ValueMethods() {}

  static void addTo(TypeSpec.Builder type, ClassName name, List<String> fields) {
    type.addMethod(MethodSpec.methodBuilder("equals")
        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(boolean.class)
        .addParameter(Object.class, "other")
        .addStatement("return other instanceof $T that\n        && $L", name, CodeBlock.join(fields.stream()
            .map(field -> CodeBlock.of("$T.equals($L, that.$L)", Objects.class, field, field)).toList(), "\n        && "))
        .build());
    type.addMethod(MethodSpec.methodBuilder("hashCode")
        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(int.class)
        .addStatement("return $T.hash($L)", Objects.class, String.join(", ", fields))
        .build());
    CodeBlock.Builder toString = CodeBlock.builder().add("return $S", name.simpleName() + "[");
    for (int i = 0; i < fields.size(); i++) {
      toString.add(" + $S + $L", (i == 0 ? "" : ", ") + fields.get(i) + "=", fields.get(i));
    }
    toString.add(" + $S", "]");
    type.addMethod(MethodSpec.methodBuilder("toString")
        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(String.class)
        .addStatement("$L", toString.build())
        .build());
  }
}
