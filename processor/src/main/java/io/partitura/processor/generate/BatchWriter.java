package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the table's batch reads ({@code putAll}/{@code deleteAll} are the runtime's
 * {@code AbstractTable}): {@code <Table>Table.BatchGet}, a typed multi-entity BatchGetItem whose result comes back
 * grouped by entity. The runtime splits, sends and retries.
 */
final class BatchWriter {

  static ClassName batchGetName(TableModel table) {
    return Naming.batchGet(table);
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

  /**
   * {@code <Table>Table.BatchGet}: one typed key adder per entity and {@code execute()} over the runtime's
   * {@code TypedBatchGet}, which holds the keys and settings, reads, and splits what it found by type.
   */
  TypeSpec.Builder writeBatchGet(TableModel table) {
    ClassName name = batchGetName(table);
    ClassName result = table.batchGetResultName();
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
      add.addStatement("return add($T.primaryKey($L))", entity.codecName(), KeysWriter.arguments(keyParts));
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
   * {@code <Table>Table.BatchGetResult}: one typed accessor per entity over the runtime's {@code ResultByType},
   * which owns {@code equals}, {@code hashCode} and {@code toString}.
   */
  TypeSpec.Builder writeBatchGetResult(TableModel table) {
    ClassName name = table.batchGetResultName();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(Names.RESULT_BY_TYPE)
        .addJavadoc("The items a {@link $T} found, grouped by entity, in the order their keys were added.\n",
            batchGetName(table));
    // Not public: an entity added to the table adds a parameter, which must not retype public API.
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    List<CodeBlock> lists = new ArrayList<>();
    for (EntityModel entity : table.entities()) {
      String list = Naming.listName(entity);
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
