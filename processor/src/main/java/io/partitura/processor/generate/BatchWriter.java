package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the table's batch reads ({@code putAll}/{@code deleteAll} are the runtime's
 * {@code AbstractTable}): {@code <Table>BatchGet}, a typed multi-entity BatchGetItem whose result comes back
 * grouped by entity. The runtime splits, sends and retries.
 */
final class BatchWriter {
  static final ClassName RUNTIME_BATCH_GETTER = ClassName.get("io.partitura.runtime.batch", "BatchGetter");
  static final ClassName RETRY_POLICY = ClassName.get("io.partitura.runtime.batch", "RetryPolicy");

  static ClassName batchGetName(TableModel table) {
    return nameFor(table, "BatchGet");
  }

  static ClassName batchGetResultName(TableModel table) {
    return nameFor(table, "BatchGetResult");
  }

  private static ClassName nameFor(TableModel table, String suffix) {
    ClassName declared = table.interfaceName();
    return ClassName.get(declared.packageName(), String.join("_", declared.simpleNames()) + suffix);
  }

  /**
   * {@code batchGet} on the table entry point; {@code putAll} and {@code deleteAll} are the runtime's
   * ({@code AbstractTable}), dispatched through the table's definition.
   */
  void addTableMethods(TypeSpec.Builder type, TableModel table) {
    type.addMethod(MethodSpec.methodBuilder("batchGet")
        .addModifiers(Modifier.PUBLIC)
        .returns(batchGetName(table))
        .addJavadoc("A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity.\n")
        .addStatement("return new $T(tableClient())", batchGetName(table))
        .build());
  }

  TypeSpec.Builder writeBatchGet(TableModel table) {
    ClassName name = batchGetName(table);
    ClassName result = batchGetResultName(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Keys to read from table {@code $L} in one batch: one BatchGetItem per 100 keys, unprocessed keys "
            + "retried. Add keys with the per-entity methods, then {@link #execute()}.\n", table.tableName())
        .addField(FieldSpec.builder(Names.TABLE_CLIENT, "table", Modifier.PRIVATE, Modifier.FINAL).build())
        .addField(FieldSpec.builder(ParameterizedTypeName.get(ClassName.get(List.class),
                ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), Names.ATTRIBUTE_VALUE)),
            "keys", Modifier.PRIVATE, Modifier.FINAL).initializer("new $T<>()", ArrayList.class).build())
        .addField(FieldSpec.builder(RETRY_POLICY, "retryPolicy", Modifier.PRIVATE).initializer("$T.defaults()", RETRY_POLICY).build())
        .addField(FieldSpec.builder(boolean.class, "consistentRead", Modifier.PRIVATE).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addParameter(Names.TABLE_CLIENT, "table").addStatement("this.table = table").build());
    for (EntityModel entity : table.entities()) {
      List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
      keyParts.addAll(entity.sortKeyParts());
      String adder = Naming.decapitalize(entity.simpleName());
      MethodSpec.Builder add = MethodSpec.methodBuilder(
              javax.lang.model.SourceVersion.isKeyword(adder) ? adder + "_" : adder)
          .addModifiers(Modifier.PUBLIC)
          .returns(name)
          .addJavadoc("Adds the key of one {@link $T}.\n", entity.recordName());
      KeysWriter.addParameters(add, keyParts);
      add.addStatement("this.keys.add($T.primaryKey($L))", entity.keysName(), KeysWriter.arguments(keyParts))
          .addStatement("return this");
      type.addMethod(add.build());
    }
    type.addMethod(MethodSpec.methodBuilder("retryPolicy")
        .addModifiers(Modifier.PUBLIC).returns(name).addParameter(RETRY_POLICY, "retryPolicy")
        .addStatement("this.retryPolicy = retryPolicy").addStatement("return this").build());
    type.addMethod(MethodSpec.methodBuilder("consistentRead")
        .addModifiers(Modifier.PUBLIC).returns(name)
        .addJavadoc("Strongly consistent reads (twice the read capacity).\n")
        .addStatement("this.consistentRead = true").addStatement("return this").build());

    MethodSpec.Builder execute = MethodSpec.methodBuilder("execute")
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addJavadoc("Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.\n\n"
            + "@throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the "
            + "last attempt; its {@code unprocessed()} holds exactly those keys\n")
        .addStatement("$T<$T<$T, $T>> found = $T.get(table, $S, keys, key -> key, retryPolicy, consistentRead).items()",
            List.class, Map.class, String.class, Names.ATTRIBUTE_VALUE, RUNTIME_BATCH_GETTER, "batchGet");
    for (EntityModel entity : table.entities()) {
      execute.addStatement("$T<$T> $L = new $T<>()", List.class, entity.recordName(), resultList(entity),
          ArrayList.class);
    }
    execute.beginControlFlow("for ($T<$T, $T> item : found)", Map.class, String.class, Names.ATTRIBUTE_VALUE)
        .addStatement("$T type = $T.getString(item, table.typeAttributeName())", String.class, Names.ITEMS);
    boolean first = true;
    for (EntityModel entity : table.entities()) {
      if (first) {
        execute.beginControlFlow("if ($T.ENTITY_TYPE.equals(type))", entity.codecName());
      } else {
        execute.nextControlFlow("else if ($T.ENTITY_TYPE.equals(type))", entity.codecName());
      }
      execute.addStatement("$L.add(table.decode($S, $T.INSTANCE, item))", resultList(entity), "batchGet",
          entity.codecName());
      first = false;
    }
    execute.endControlFlow().endControlFlow();
    List<String> lists = new ArrayList<>();
    table.entities().forEach(e -> lists.add(resultList(e)));
    execute.addStatement("return new $T($L)", result, String.join(", ", lists));
    type.addMethod(execute.build());
    return type;
  }

  /** The local holding an entity's results in {@code execute()}, clear of the method's own locals. */
  private static String resultList(EntityModel entity) {
    return CodecWriter.fresh(CollectionWriter.listName(entity), List.of("found", "item", "type", "key"));
  }

  TypeSpec.Builder writeBatchGetResult(TableModel table) {
    ClassName name = batchGetResultName(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("The items a {@link $T} found, grouped by entity, in the order their keys were added.\n",
            batchGetName(table));
    // Not public: an entity added to the table adds a parameter, which must not retype public API.
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    for (EntityModel entity : table.entities()) {
      String list = CollectionWriter.listName(entity);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), entity.recordName());
      type.addField(FieldSpec.builder(listType, list, Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addParameter(listType, list).addStatement("this.$L = $T.copyOf($L)", list, List.class, list);
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC).returns(listType)
          .addStatement("return $L", list).build());
    }
    type.addMethod(constructor.build());
    CodeBlock.Builder toString = CodeBlock.builder().add("return $S", name.simpleName() + "[");
    for (int i = 0; i < table.entities().size(); i++) {
      String list = CollectionWriter.listName(table.entities().get(i));
      toString.add(" + $S + $L", (i == 0 ? "" : ", ") + list + "=", list);
    }
    toString.add(" + $S", "]");
    type.addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(String.class).addStatement("$L", toString.build()).build());
    return type;
  }
}
