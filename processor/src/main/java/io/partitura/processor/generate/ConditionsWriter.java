package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.AttributeType.ScalarKind;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableModel;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository.Conditions}: one method per component, typed by the component's Java type,
 * returning the conditions that type allows ({@code c.status().is(PAID)}, {@code c.total().atLeast(10)}).
 * Values are encoded by the same {@code Items} encoders the codec stores the component with.
 */
final class ConditionsWriter {
  static final ClassName CONDITION = Names.CONDITION;
  private static final ClassName ATTRIBUTE = Names.ATTRIBUTE_CONDITION;
  private static final ClassName VALUE = Names.VALUE_CONDITION;
  private static final ClassName ORDERED = Names.ORDERED_CONDITION;
  private static final ClassName STRING = Names.STRING_CONDITION;

  /** {@code Function<Conditions, Condition>}: what a write's {@code when} parameter takes. */
  static TypeName whenType(EntityModel entity) {
    return ParameterizedTypeName.get(ClassName.get(Function.class), entity.conditionsName(), CONDITION);
  }

  /** {@code Conditions.of(when)}: the caller's condition, refused when it or its result is null. */
  static CodeBlock condition(EntityModel entity, String when) {
    return CodeBlock.of("$T.of($L)", entity.conditionsName(), when);
  }

  /**
   * The item-level {@code exists()} and {@code notExists()} are the runtime base's, given the table's
   * partition key attribute through the table class's constant: this class keeps one method per component.
   */
  TypeSpec.Builder write(TableModel table, EntityModel entity) {
    ClassName name = entity.conditionsName();
    AttributeCode code = new AttributeCode(entity);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(Names.ENTITY_CONDITIONS)
        .addJavadoc("Conditions on a stored {@link $T}, for the {@code when} of its writes and the {@code where} "
            + "of its listings: {@code c -> c.$L().exists()}. Each value is encoded as the codec stores it.\n",
            entity.recordName(), entity.components().get(0).name())
        .addField(FieldSpec.builder(name, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .initializer("new $T()", name).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addStatement("super($T.PARTITION_KEY)", table.tableClassName()).build())
        .addMethod(MethodSpec.methodBuilder("of")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(CONDITION)
            .addParameter(whenType(entity), "when")
            .addJavadoc("The condition {@code when} builds; a null {@code when} or condition is refused with "
                + "{@code InvalidConditionException} before any request.\n")
            .addStatement("return $T.of(INSTANCE, when)", CONDITION)
            .build());
    for (ComponentModel component : entity.components()) {
      AttributeType attributeType = component.attributeType();
      if (attributeType instanceof AttributeType.OptionalOf optional) {
        attributeType = optional.value();
      }
      MethodSpec.Builder method = MethodSpec.methodBuilder(component.name()).addModifiers(Modifier.PUBLIC);
      if (attributeType instanceof AttributeType.Scalar scalar) {
        TypeName valueType = scalar.javaType().box();
        ClassName kind = kind(scalar.kind());
        TypeName returned = kind.equals(STRING) ? STRING : ParameterizedTypeName.get(kind, valueType);
        method.returns(returned)
            .addJavadoc("Conditions on {@code $L} (attribute {@code $L}).\n", component.name(), component.attributeName())
            // The runtime's shared encoder, and the type argument spelled out: no lambda or diamond to infer.
            .addStatement("return new $T($S, $L)", returned, component.attributeName(), code.encoder(attributeType));
      } else if (attributeType instanceof AttributeType.Id id) {
        // Compared as stored, by its component: is, isNot, in and exists; an id has no order worth comparing.
        method.returns(ParameterizedTypeName.get(VALUE, id.javaType()))
            .addJavadoc("Conditions on {@code $L} (attribute {@code $L}), compared by the id's {@code $L}.\n",
                component.name(), component.attributeName(), id.accessor())
            .addStatement("return new $T<>($S, value -> $L)", VALUE, component.attributeName(),
                code.value(attributeType, CodeBlock.of("value")));
      } else {
        method.returns(ATTRIBUTE)
            .addJavadoc("Whether the stored item has {@code $L} (attribute {@code $L}); its value is not compared.\n",
                component.name(), component.attributeName())
            .addStatement("return new $T($S)", ATTRIBUTE, component.attributeName());
      }
      type.addMethod(method.build());
    }
    type.addFields(code.converterFields());
    return type;
  }

  /** Which conditions a scalar's stored form allows: ordered only when it sorts as the Java values do. */
  private static ClassName kind(ScalarKind kind) {
    switch (kind) {
      case STRING:
        return STRING;
      case INT: case LONG: case SHORT: case BYTE: case DOUBLE: case FLOAT:
      case BOXED_INT: case BOXED_LONG: case BOXED_SHORT: case BOXED_BYTE: case BOXED_DOUBLE: case BOXED_FLOAT:
      case BIG_DECIMAL: case BIG_INTEGER: case LOCAL_DATE: case LOCAL_DATE_TIME: case EPOCH_SECONDS:
        return ORDERED;
      default:
        // Booleans, enums (by name), UUIDs, byte arrays, and instants: Instant.toString() drops trailing
        // zero fractions, so "…:00Z" sorts after "…:00.5Z" and a comparison would be wrong.
        return VALUE;
    }
  }
}
