package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository.Codec} (an entity's whole item, keys included, and with {@link KeysWriter} the key
 * format as its static members) and the repository's private
 * {@code <Nested>MapCodec} of each nested record it stores as a map attribute: direct conversions, no reflection.
 */
final class CodecWriter {
  static final TypeName ITEM = ParameterizedTypeName.get(
      ClassName.get(Map.class), TypeName.get(String.class), Names.ATTRIBUTE_VALUE);

  TypeSpec.Builder writeEntity(TableModel table, EntityModel entity) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    AttributeCode code = new AttributeCode(entity);
    TypeSpec.Builder type = TypeSpec.classBuilder(entity.codecName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.ENTITY_CODEC, record))
        .addJavadoc("Converts {@link $T} records to items of table {@code $L} and back, without reflection; its static "
            + "members are the key format.\n\n<p>", record, table.tableName());
    type.addField(FieldSpec.builder(entity.codecName(), "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .initializer("new $T()", entity.codecName()).build());
    type.addField(FieldSpec.builder(String.class, "ENTITY_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("This entity's value of the type attribute {@code $L}.\n", table.typeAttribute())
        .initializer("$S", entity.entityType()).build());
    type.addField(FieldSpec.builder(Names.ATTRIBUTE_VALUE, "ENTITY_TYPE_VALUE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.createS(ENTITY_TYPE)", Names.ATTRIBUTE_VALUE).build());

    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addStatement("super($T.class, ENTITY_TYPE)", record).build());

    MethodSpec.Builder toItem = MethodSpec.methodBuilder("toItem")
        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ITEM)
        .addParameter(record, variable)
        .addStatement("$T<$T, $T> item = new $T<>($L)", Map.class, String.class, Names.ATTRIBUTE_VALUE,
            HashMap.class, capacity(entity.components().size() + 5));
    addKeyAttributes(toItem, table, entity, component -> CodeBlock.of("$L.$L()", variable, component.name()),
        new KeyLocals("item", "partitionKey", "sortKey"), false);
    for (ComponentModel component : entity.components()) {
      toItem.addCode(code.put(component, "item", CodeBlock.of("$L.$L()", variable, component.name())));
    }
    toItem.addStatement("return item");
    type.addMethod(toItem.build());
    if (entity.isUpsertable()) {
      type.addMethod(keyItem(table, entity, code));
    }

    type.addMethod(fromItem(record, entity.components(), code, true, entity.layout().markers()));
    if (!entity.layout().markers().isEmpty()) {
      MethodSpec.Builder owns = MethodSpec.methodBuilder("owns")
          .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
          .returns(boolean.class)
          .addParameter(ITEM, "item")
          .addJavadoc("Whether the item's {@code $L} and markers are exactly this entity's.\n", table.typeAttribute());
      List<CodeBlock> checks = new ArrayList<>();
      checks.add(CodeBlock.of("ENTITY_TYPE_VALUE.equals(item.get($S))", table.typeAttribute()));
      for (io.partitura.processor.model.KeyLayout.Marker marker : entity.layout().markers()) {
        checks.add(CodeBlock.of("$T.fromS($S).equals(item.get($S))", Names.ATTRIBUTE_VALUE, marker.value(),
            marker.attribute()));
      }
      type.addMethod(owns.addStatement("return $L", CodeBlock.join(checks, "\n    && ")).build());
    }

    List<ComponentModel> keyParts = entity.keyParts();
    type.addMethod(MethodSpec.methodBuilder("primaryKey")
        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(ITEM)
        .addParameter(record, variable)
        .addStatement("return $L", keyCall(entity.codecName(), "primaryKey",
            component -> CodeBlock.of("$L.$L()", variable, component.name()), keyParts))
        .build());

    // Every attribute an item of this entity can hold: the schema maps the absent ones to NUL when
    // nulls are not ignored, so that an Enhanced Client update removes them.
    java.util.Set<String> attributeNames = new java.util.LinkedHashSet<>(
        List.of(table.partitionKey(), table.sortKey(), table.typeAttribute()));
    for (io.partitura.processor.model.IndexModel index : table.indexesKeying(entity.recordName())) {
      attributeNames.add(index.partitionKey());
      attributeNames.add(index.sortKey());
    }
    if (entity.isEdge()) {
      attributeNames.add(entity.edge().index().partitionKey());
      attributeNames.add(entity.edge().index().sortKey());
    }
    for (EntityIndexModel index : entity.globalIndexes()) {
      attributeNames.addAll(index.keyAttributes());
    }
    entity.components().forEach(c -> attributeNames.add(c.attributeName()));
    List<CodeBlock> attributes = attributeNames.stream().map(n -> CodeBlock.of("$S", n)).toList();
    type.addMethod(MethodSpec.methodBuilder(Naming.TABLE_SCHEMA)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(Names.TABLE_SCHEMA, record))
        .addJavadoc("A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the "
            + "same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys "
            + "included, unless nulls are ignored; an update that ignores nulls and changes an index key component must "
            + "give every component of that index key.\n")
        // The runtime keeps the one schema per codec class: no holder class per entity (a class file each).
        .addStatement(entity.hasUnique()
            ? CodeBlock.of("return $T.cachedWithUniqueValues(INSTANCE, $S, $S, $T.of($L), $S)", Names.CODEC_TABLE_SCHEMA,
                table.partitionKey(), table.sortKey(), List.class, CodeBlock.join(attributes, ", "),
                Naming.accessor(entity) + "().put(...)")
            : CodeBlock.of("return $T.cached(INSTANCE, $S, $S, $T.of($L))", Names.CODEC_TABLE_SCHEMA,
                table.partitionKey(), table.sortKey(), List.class, CodeBlock.join(attributes, ", ")))
        .build());
    new KeysWriter().addTo(type, table, entity);
    type.addFields(code.converterFields());
    return type;
  }

  /**
   * The codec of {@code nested} for {@code owner}'s repository: private to it, as each repository storing the record
   * has its own (no public name, and reachable from the entity's package whatever the record's).
   */
  TypeSpec.Builder writeNested(EntityModel owner, NestedRecordModel nested) {
    ClassName record = nested.recordName();
    String variable = Naming.variableName(record);
    AttributeCode code = new AttributeCode(owner);
    TypeSpec.Builder type = TypeSpec.classBuilder(Naming.mapCodec(owner, record))
        .addModifiers(Modifier.PRIVATE, Modifier.FINAL)
        .addJavadoc("Stores {@link $T} records as DynamoDB map attributes and reads them back, without reflection.\n", record)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());
    MethodSpec.Builder toMap = MethodSpec.methodBuilder("toAttributeValue")
        .addModifiers(Modifier.STATIC)
        .returns(Names.ATTRIBUTE_VALUE)
        .addParameter(record, variable)
        .addJavadoc("The record as a map attribute, or {@code null} for a null record.\n")
        .beginControlFlow("if ($L == null)", variable)
        .addStatement("return null")
        .endControlFlow()
        .addStatement("$T<$T, $T> map = new $T<>($L)", Map.class, String.class, Names.ATTRIBUTE_VALUE,
            LinkedHashMap.class, capacity(nested.components().size()));
    for (ComponentModel component : nested.components()) {
      toMap.addCode(code.put(component, "map", CodeBlock.of("$L.$L()", variable, component.name())));
    }
    toMap.addStatement("return $T.fromM(map)", Names.ATTRIBUTE_VALUE);
    type.addMethod(toMap.build());

    type.addMethod(MethodSpec.methodBuilder("fromAttributeValue")
        .addModifiers(Modifier.STATIC)
        .returns(record)
        .addParameter(Names.ATTRIBUTE_VALUE, "value")
        .addJavadoc("The record stored in a map attribute.\n")
        .addStatement("return fromMap(value.m())")
        .build());
    type.addMethod(fromItem(record, nested.components(), code, false));
    type.addFields(code.converterFields());
    return type;
  }

  private static MethodSpec fromItem(ClassName record, List<ComponentModel> components, AttributeCode code, boolean entity) {
    return fromItem(record, components, code, entity, List.of());
  }

  private static MethodSpec fromItem(ClassName record, List<ComponentModel> components, AttributeCode code, boolean entity,
      List<io.partitura.processor.model.KeyLayout.Marker> markers) {
    String item = entity ? "item" : "map";
    MethodSpec.Builder method = MethodSpec.methodBuilder(entity ? "fromItem" : "fromMap")
        .returns(record)
        .addParameter(ITEM, item);
    if (entity) {
      method.addAnnotation(Override.class).addModifiers(Modifier.PUBLIC);
    } else {
      method.addModifiers(Modifier.STATIC);
    }
    for (io.partitura.processor.model.KeyLayout.Marker marker : markers) {
      // Another version's (or entity's) item is refused rather than read with this record's meaning.
      method.beginControlFlow("if (!$T.fromS($S).equals($L.get($S)))", Names.ATTRIBUTE_VALUE, marker.value(), item,
              marker.attribute())
          .addStatement("throw new $T($S + $T.render($L.get($S)))", Names.ITEM_MAPPING_EXCEPTION, "marker "
              + marker.attribute() + " is not \"" + marker.value() + "\" (this entity's) but ", Names.REQUEST_DESCRIPTION,
              item, marker.attribute())
          .endControlFlow();
    }
    List<CodeBlock> arguments = new ArrayList<>();
    for (ComponentModel component : components) {
      arguments.add(code.get(component, item));
    }
    CodeBlock.Builder body = CodeBlock.builder().add("return new $T(", record);
    if (arguments.isEmpty()) {
      body.add(");\n");
    } else {
      body.add("\n$>$>");
      for (int i = 0; i < arguments.size(); i++) {
        body.add(arguments.get(i));
        body.add(i < arguments.size() - 1 ? ",\n" : ");\n");
      }
      body.add("$<$<");
    }
    method.addCode(body.build());
    return method.build();
  }

  /** A sharded parent's child hashes its own key (a grandchild: its parent's) into a shard, so its partition key needs both. */
  static List<ComponentModel> partitionKeyArguments(TableModel table, EntityModel entity) {
    return table.partitionKeyArguments(entity);
  }

  /** The locals of a method writing key attributes: the item, and the primary key's two values. */
  private record KeyLocals(String item, String partitionKey, String sortKey) {}

  /**
   * Statements putting into the item the attributes its key decides: the primary key, the copies of it an index
   * keying the entity lists it under, an edge's index keys, the entity's own index keys (with {@code keyOnly}, those
   * of its indexes made of key components alone), and the type attribute. {@code value} reads a component.
   */
  private static void addKeyAttributes(MethodSpec.Builder method, TableModel table, EntityModel entity,
      java.util.function.Function<ComponentModel, CodeBlock> value, KeyLocals locals, boolean keyOnly) {
    String item = locals.item();
    method.addStatement("$T $L = $T.createS($L)", Names.ATTRIBUTE_VALUE, locals.partitionKey(), Names.ATTRIBUTE_VALUE,
        keyCall(entity.codecName(), "partitionKey", value, partitionKeyArguments(table, entity)));
    if (entity.isParent()) {
      method.addStatement("$T $L = $T.createS($T.SORT_KEY)", Names.ATTRIBUTE_VALUE, locals.sortKey(),
          Names.ATTRIBUTE_VALUE, entity.codecName());
    } else {
      method.addStatement("$T $L = $T.createS($L)", Names.ATTRIBUTE_VALUE, locals.sortKey(), Names.ATTRIBUTE_VALUE,
          keyCall(entity.codecName(), "sortKey", value, entity.sortKeyParts()));
    }
    method.addStatement("$L.put($S, $L)", item, table.partitionKey(), locals.partitionKey())
        .addStatement("$L.put($S, $L)", item, table.sortKey(), locals.sortKey());
    for (io.partitura.processor.model.IndexModel index : table.indexesKeying(entity.recordName())) {
      if (entity.declaresTemplatedIndex(index.name())) {
        continue; // its own templated index of that name writes its keys there
      }
      method.addCode("// Listed from index $L under its own key, with the edges pointing at it.\n", index.name())
          .addStatement("$L.put($S, $L)", item, index.partitionKey(), locals.partitionKey())
          .addStatement("$L.put($S, $L)", item, index.sortKey(), locals.sortKey());
    }
    if (entity.isEdge()) {
      io.partitura.processor.model.IndexModel index = entity.edge().index();
      method.addStatement("$L.put($S, $T.createS($L))", item, index.partitionKey(), Names.ATTRIBUTE_VALUE,
              keyCall(entity.codecName(), "indexPartitionKey", value, entity.edge().toParts()))
          .addStatement("$L.put($S, $T.createS($L))", item, index.sortKey(), Names.ATTRIBUTE_VALUE,
              keyCall(entity.codecName(), "indexSortKey", value, entity.edge().fromParts()));
    }
    for (EntityIndexModel index : entity.globalIndexes()) {
      if (!keyOnly || entity.keyParts().containsAll(index.components())) {
        method.addStatement("$L.putAll($L)", item, KeysWriter.indexKeyCall(entity, index,
            CodeBlock.of("$L.s()", locals.partitionKey()), CodeBlock.of("$L.s()", locals.sortKey()), value));
      }
    }
    method.addStatement("$L.put($S, ENTITY_TYPE_VALUE)", item, table.typeAttribute());
    for (io.partitura.processor.model.KeyLayout.Marker marker : entity.layout().markers()) {
      // A constant attribute the stored layout requires on every item (ElectroDB's __edb_v__).
      method.addStatement("$L.put($S, $T.fromS($S))", item, marker.attribute(), Names.ATTRIBUTE_VALUE, marker.value());
    }
  }

  /**
   * {@code keyItem(key…)}: what every item of this key holds whatever its other components, written as
   * {@code toItem} writes it; an upsert SETs it, so that the item it creates reads back and is listed where put
   * would list it.
   */
  private static MethodSpec keyItem(TableModel table, EntityModel entity, AttributeCode code) {
    List<ComponentModel> keyParts = entity.keyParts();
    List<String> taken = ComponentModel.names(keyParts);
    KeyLocals locals = new KeyLocals(Naming.fresh("item", taken), Naming.fresh("partitionKey", taken),
        Naming.fresh("sortKey", taken));
    MethodSpec.Builder method = MethodSpec.methodBuilder("keyItem")
        .addModifiers(Modifier.STATIC)
        .returns(ITEM)
        .addJavadoc("What every {@link $T} item with this key holds, whatever its other components, as {@link "
            + "#toItem} writes it: its keys, the index keys its key alone decides, its type and its key components. "
            + "Every upsert SETs it.\n", entity.recordName());
    KeysWriter.addParameters(method, keyParts);
    method.addStatement("$T<$T, $T> $L = new $T<>($L)", Map.class, String.class, Names.ATTRIBUTE_VALUE, locals.item(),
        HashMap.class, capacity(keyParts.size() + 5));
    addKeyAttributes(method, table, entity, component -> CodeBlock.of("$L", component.name()), locals, true);
    for (ComponentModel component : keyParts) {
      method.addCode(code.put(component, locals.item(), CodeBlock.of("$L", component.name())));
    }
    return method.addStatement("return $L", locals.item()).build();
  }

  private static CodeBlock keyCall(ClassName keys, String method,
      java.util.function.Function<ComponentModel, CodeBlock> value, List<ComponentModel> parts) {
    CodeBlock arguments = CodeBlock.join(parts.stream().map(value).toList(), ", ");
    return CodeBlock.of("$T.$L($L)", keys, method, arguments);
  }

  private static int capacity(int entries) {
    return (int) Math.ceil(entries / 0.75);
  }
}
