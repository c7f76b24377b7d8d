package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the table's batch operations: {@code putAll}/{@code deleteAll} of records of any of its
 * entities, and {@code <Table>BatchGet}, a typed multi-entity BatchGetItem whose result comes back
 * grouped by entity. The runtime splits, sends and retries.
 */
final class BatchWriter {
  static final ClassName RUNTIME_BATCH_WRITER = ClassName.get("io.partitura.runtime.batch", "BatchWriter");
  static final ClassName RUNTIME_BATCH_GETTER = ClassName.get("io.partitura.runtime.batch", "BatchGetter");
  static final ClassName WRITE_REQUEST_FOR = ClassName.get("io.partitura.runtime.batch", "WriteRequestFor");
  static final ClassName RETRY_POLICY = ClassName.get("io.partitura.runtime.batch", "RetryPolicy");
  static final ClassName BATCH_WRITE_RESULT = ClassName.get("io.partitura.runtime.batch", "BatchWriteResult");
  static final ClassName UNIQUE_BATCH_WRITE =
      ClassName.get("io.partitura.runtime.exceptions", "UniqueValuesBypassedException");
  static final ClassName VERSIONED_BATCH_WRITE =
      ClassName.get("io.partitura.runtime.exceptions", "VersionedBatchWriteException");

  static ClassName batchGetName(TableModel table) {
    return table.generated("BatchGet");
  }

  /** {@code putAll}, {@code deleteAll} and {@code batchGet} on the table entry point. */
  void addTableMethods(TypeSpec.Builder type, TableModel table) {
    TypeName records = ParameterizedTypeName.get(ClassName.get(Collection.class), WildcardTypeName.subtypeOf(Object.class));
    TypeName writes = ParameterizedTypeName.get(ClassName.get(List.class),
        ParameterizedTypeName.get(WRITE_REQUEST_FOR, ClassName.get(Object.class)));
    for (boolean put : new boolean[] {true, false}) {
      String name = put ? "putAll" : "deleteAll";
      MethodSpec.Builder method = MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC)
          .returns(BATCH_WRITE_RESULT)
          .addParameter(records, "records")
          .addParameter(RETRY_POLICY, "retryPolicy")
          .addJavadoc(put
              ? "Writes records of any entities of this table, replacing what is at their keys: BatchWriteItem requests "
                  + "of up to 25 writes, unprocessed items retried under {@code retryPolicy}. Versioned records are "
                  + "refused (BatchWriteItem takes no condition): use their repository's {@code put}.\n\n"
              : "Deletes the items of records of any entities of this table: BatchWriteItem requests of up to 25 "
                  + "deletes, unprocessed ones retried under {@code retryPolicy}. Versioned records are refused "
                  + "(BatchWriteItem takes no condition, so it would delete whatever version is stored): use their "
                  + "repository's {@code delete(record)}.\n\n")
          .addJavadoc("@throws $T before any request, when a record has a {@code @Version}; nothing is written\n",
              VERSIONED_BATCH_WRITE)
          .addJavadoc(table.entities().stream().anyMatch(EntityModel::hasUnique)
              ? CodeBlock.of("@throws $T before any request, when a record has {@code @Unique} components (BatchWriteItem "
                  + "cannot move their uniqueness items); nothing is written\n", UNIQUE_BATCH_WRITE)
              : CodeBlock.of(""))
          .addJavadoc("@throws io.partitura.runtime.exceptions.BatchIncompleteException when writes were still "
              + "unprocessed after the last attempt; its {@code unprocessed()} holds exactly those records\n")
          .addStatement("$T writes = new $T<>(records.size())", writes, ArrayList.class)
          .beginControlFlow("for ($T record : records)", Object.class);
      boolean first = true;
      for (EntityModel entity : table.entities()) {
        String variable = Naming.variableName(entity.recordName());
        method.addCode(first ? "if " : "} else if ").addCode("(record instanceof $T $L) {\n$>", entity.recordName(), variable);
        if (entity.version() != null) {
          method.addStatement("throw new $T($S, $L, $S)", VERSIONED_BATCH_WRITE, name, variable,
              Naming.accessor(entity) + "()." + (put ? "put" : "delete") + "(" + variable + ")");
        } else if (entity.hasUnique()) {
          method.addStatement("throw new $T($S, $L, $S)", UNIQUE_BATCH_WRITE, name, variable,
              Naming.accessor(entity) + "()." + (put ? "put" : "delete") + "(...)");
        } else if (put) {
          method.addStatement("writes.add($T.put(record, $T.INSTANCE.toItem($L)))", WRITE_REQUEST_FOR, entity.codecName(), variable);
        } else {
          method.addStatement("writes.add($T.delete(record, $T.INSTANCE.primaryKey($L)))", WRITE_REQUEST_FOR,
              entity.codecName(), variable);
        }
        method.addCode("$<");
        first = false;
      }
      method.addCode("} else {\n$>")
          .addStatement("throw new $T($S + (record == null ? null : record.getClass().getName()))",
              IllegalArgumentException.class, name + ": not an entity of table " + table.tableName() + ": ")
          .addCode("$<}\n")
          .endControlFlow()
          .addStatement("return $T.write(table, $S, writes, retryPolicy)", RUNTIME_BATCH_WRITER, name);
      type.addMethod(method.build());
      type.addMethod(MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC)
          .returns(BATCH_WRITE_RESULT)
          .addParameter(records, "records")
          .addJavadoc("As {@link #$L(Collection, RetryPolicy)} with the default retry policy.\n", name)
          .addStatement("return $L(records, $T.defaults())", name, RETRY_POLICY)
          .build());
    }
    type.addMethod(MethodSpec.methodBuilder("batchGet")
        .addModifiers(Modifier.PUBLIC)
        .returns(batchGetName(table))
        .addJavadoc("A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity.\n")
        .addStatement("return new $T(table)", batchGetName(table))
        .build());
  }

  TypeSpec.Builder writeBatchGet(TableModel table) {
    ClassName name = batchGetName(table);
    ClassName result = table.batchGetResultName();
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
    return Naming.fresh(Naming.listName(entity), List.of("found", "item", "type", "key"));
  }

  TypeSpec.Builder writeBatchGetResult(TableModel table) {
    ClassName name = table.batchGetResultName();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("The items a {@link $T} found, grouped by entity, in the order their keys were added.\n",
            batchGetName(table));
    // Not public: an entity added to the table adds a parameter, which must not retype public API.
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    for (EntityModel entity : table.entities()) {
      String list = Naming.listName(entity);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), entity.recordName());
      type.addField(FieldSpec.builder(listType, list, Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addParameter(listType, list).addStatement("this.$L = $T.copyOf($L)", list, List.class, list);
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC).returns(listType)
          .addStatement("return $L", list).build());
    }
    type.addMethod(constructor.build());
    CodeBlock.Builder toString = CodeBlock.builder().add("return $S", name.simpleName() + "[");
    for (int i = 0; i < table.entities().size(); i++) {
      String list = Naming.listName(table.entities().get(i));
      toString.add(" + $S + $L", (i == 0 ? "" : ", ") + list + "=", list);
    }
    toString.add(" + $S", "]");
    type.addMethod(MethodSpec.methodBuilder("toString").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
        .returns(String.class).addStatement("$L", toString.build()).build());
    return type;
  }
}
