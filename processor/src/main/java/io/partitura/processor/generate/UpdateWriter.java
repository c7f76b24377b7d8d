package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.Names;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Update}: a partial update of one stored item with one typed setter per
 * non-key component; the runtime's {@code Update} builds and sends the UpdateItem.
 */
final class UpdateWriter {
  private static final ClassName UPDATE_ITEM_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "UpdateItemRequest");

  /** Components a partial update may set: everything but key parts and the version. */
  static List<ComponentModel> settable(EntityModel entity) {
    List<ComponentModel> settable = new ArrayList<>();
    for (ComponentModel component : entity.components()) {
      boolean key = entity.partitionKeyParts().contains(component) || entity.sortKeyParts().contains(component);
      if (!key && !component.equals(entity.version())) {
        settable.add(component);
      }
    }
    return settable;
  }

  /** Index key attributes computed from {@code component} move with it (a status index moves with the status). */
  private static CodeBlock indexKeysInStep(
      io.partitura.processor.model.TableModel table, EntityModel entity, ComponentModel component) {
    CodeBlock.Builder code = CodeBlock.builder();
    String value = component.name();
    String nullCheck = component.javaType().isPrimitive() ? "false" : value + " == null";
    for (io.partitura.processor.model.EntityIndexModel index : entity.globalIndexes()) {
      if (index.index().local()) {
        if (component.equals(index.sortComponent())) {
          code.add(set(index.index().sortKey(), nullCheck,
              CodeBlock.of("$T.$LSortKey($L)", entity.keysName(), index.queryName(), value)));
        }
        continue;
      }
      if (component.equals(index.partitionComponent())) {
        CodeBlock key = index.isSharded()
            ? CodeBlock.of("$T.$LPartitionKey($L, $T.of(this.update.key().get($S).s() + '#' + this.update.key().get($S).s(), $T.$L_SHARDS))",
                entity.keysName(), index.queryName(), value, Names.SHARDS, table.partitionKey(), table.sortKey(),
                entity.keysName(), KeysWriter.constantName(index.queryName()))
            : CodeBlock.of("$T.$LPartitionKey($L)", entity.keysName(), index.queryName(), value);
        code.add(set(index.index().partitionKey(), nullCheck, key));
      }
      if (component.equals(index.sortComponent())) {
        code.add(set(index.index().sortKey(), nullCheck,
            CodeBlock.of("$T.$LSortKey($L)", entity.keysName(), index.queryName(), value)));
      }
    }
    return code.build();
  }

  private static CodeBlock set(String attribute, String nullCheck, CodeBlock key) {
    return nullCheck.equals("false")
        ? CodeBlock.of("this.update.set($S, $T.createS($L));\n", attribute, Names.ATTRIBUTE_VALUE, key)
        : CodeBlock.of("this.update.set($S, $L ? null : $T.createS($L));\n", attribute, nullCheck, Names.ATTRIBUTE_VALUE, key);
  }

  TypeSpec.Builder write(io.partitura.processor.model.TableModel table, EntityModel entity) {
    ClassName name = entity.updateName();
    AttributeCode code = new AttributeCode();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("A partial update of one stored {@link $T}: set the components to change, then {@link #apply()} "
            + "sends one UpdateItem, only if the item exists$L. A null value removes the attribute.\n",
            entity.recordName(), entity.version() == null ? ""
                : "; it increments {@code " + entity.version().name() + "}, and {@link #expectVersion} makes it "
                    + "conditional on the version read")
        .addField(FieldSpec.builder(ParameterizedTypeName.get(Names.UPDATE, entity.recordName()), "update",
            Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#update}.\n", entity.repositoryName())
            .addParameter(ParameterizedTypeName.get(Names.UPDATE, entity.recordName()), "update")
            .addStatement("this.update = update")
            .build());
    for (ComponentModel component : settable(entity)) {
      type.addMethod(MethodSpec.methodBuilder(component.name())
          .addModifiers(Modifier.PUBLIC)
          .returns(name)
          .addParameter(component.javaType(), component.name())
          .addJavadoc("Sets {@code $L} (attribute {@code $L}).\n", component.name(), component.attributeName())
          .addStatement("this.update.set($S, $L)", component.attributeName(),
              code.value(component, CodeBlock.of("$L", component.name())))
          .addCode(indexKeysInStep(table, entity, component))
          .addStatement("return this")
          .build());
    }
    if (entity.version() != null) {
      type.addMethod(MethodSpec.methodBuilder("expectVersion")
          .addModifiers(Modifier.PUBLIC)
          .returns(name)
          .addParameter(long.class, "version")
          .addJavadoc("Applies only if the stored item is still at {@code version}; otherwise "
              + "{@code StaleVersionException}.\n")
          .addStatement("this.update.expectVersion(version)")
          .addStatement("return this")
          .build());
    }
    type.addMethod(MethodSpec.methodBuilder("apply")
        .addModifiers(Modifier.PUBLIC)
        .returns(entity.recordName())
        .addJavadoc("Sends the UpdateItem; returns the record as stored afterwards.\n\n"
            + "@throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written\n")
        .addStatement("return this.update.apply()")
        .build());
    type.addMethod(MethodSpec.methodBuilder("toRequest")
        .addModifiers(Modifier.PUBLIC)
        .returns(UPDATE_ITEM_REQUEST)
        .addJavadoc("The UpdateItem {@link #apply()} sends, without sending it.\n")
        .addStatement("return this.update.toRequest()")
        .build());
    type.addFields(code.converterFields());
    return type;
  }
}
