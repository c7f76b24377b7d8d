package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
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
    return nameFor(table, "BatchGet");
  }

  static ClassName batchGetResultName(TableModel table) {
    return nameFor(table, "BatchGetResult");
  }

  private static ClassName nameFor(TableModel table, String suffix) {
    ClassName declared = table.interfaceName();
    return ClassName.get(declared.packageName(), String.join("_", declared.simpleNames()) + suffix);
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
        String variable = CodecWriter.variableName(entity.recordName());
        method.addCode(first ? "if " : "} else if ").addCode("(record instanceof $T $L) {\n$>", entity.recordName(), variable);
        if (entity.version() != null) {
          method.addStatement("throw new $T($S, $L, $S)", VERSIONED_BATCH_WRITE, name, variable,
              RepositoryWriter.accessorName(entity) + "()." + (put ? "put" : "delete") + "(" + variable + ")");
        } else if (entity.hasUnique()) {
          method.addStatement("throw new $T($S, $L, $S)", UNIQUE_BATCH_WRITE, name, variable,
              RepositoryWriter.accessorName(entity) + "()." + (put ? "put" : "delete") + "(...)");
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

  /**
   * {@code <Table>BatchGet}: one typed key adder per entity and {@code execute()} over the runtime's
   * {@code TypedBatchGet}, which holds the keys and settings, reads, and splits what it found by type.
   */
  TypeSpec.Builder writeBatchGet(TableModel table) {
    ClassName name = batchGetName(table);
    ClassName result = batchGetResultName(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.TYPED_BATCH_GET, name))
        .addJavadoc("Keys to read from table {@code $L} in one batch: one BatchGetItem per 100 keys, unprocessed keys "
            + "retried. Add keys with the per-entity methods, then {@link #execute()}.\n", table.tableName())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addParameter(Names.TABLE_CLIENT, "table").addStatement("super(table)").build());
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
      add.addStatement("return add($T.primaryKey($L))", entity.keysName(), KeysWriter.arguments(keyParts));
      type.addMethod(add.build());
    }
    List<CodeBlock> codecs = new ArrayList<>();
    List<CodeBlock> lists = new ArrayList<>();
    for (EntityModel entity : table.entities()) {
      codecs.add(CodeBlock.of("$T.INSTANCE", entity.codecName()));
      lists.add(CodeBlock.of("found.records($T.class)", entity.recordName()));
    }
    type.addMethod(MethodSpec.methodBuilder("execute")
        .addModifiers(Modifier.PUBLIC)
        .returns(result)
        .addJavadoc("Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.\n\n"
            + "@throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the "
            + "last attempt; its {@code unprocessed()} holds exactly those keys\n")
        .addStatement("$T found = read($L)", Names.RECORDS_BY_TYPE, CodeBlock.join(codecs, ", "))
        .addStatement("return new $T($L)", result, CodeBlock.join(lists, ", "))
        .build());
    return type;
  }

  /**
   * {@code <Table>BatchGetResult}: one typed accessor per entity over the runtime's {@code ResultByType},
   * which owns {@code equals}, {@code hashCode} and {@code toString}.
   */
  TypeSpec.Builder writeBatchGetResult(TableModel table) {
    ClassName name = batchGetResultName(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(Names.RESULT_BY_TYPE)
        .addJavadoc("The items a {@link $T} found, grouped by entity, in the order their keys were added.\n",
            batchGetName(table));
    // Not public: an entity added to the table adds a parameter, which must not retype public API.
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    List<CodeBlock> lists = new ArrayList<>();
    for (EntityModel entity : table.entities()) {
      String list = CollectionWriter.listName(entity);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), entity.recordName());
      constructor.addParameter(listType, list);
      lists.add(CodeBlock.of("$L($T.class, $L)", lists.isEmpty() ? CodeBlock.of("$T.of", Names.RECORDS_BY_TYPE)
          : CodeBlock.of("\n.and"), entity.recordName(), list));
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC).returns(listType)
          .addStatement("return records($T.class)", entity.recordName()).build());
    }
    type.addMethod(constructor.addStatement("super($L)", CodeBlock.join(lists, "")).build());
    return type;
  }
}
