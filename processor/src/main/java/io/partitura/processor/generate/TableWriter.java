package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Table>Table}: the entry point holding one repository per entity, over the runtime's
 * {@code AbstractTable}, and the table's {@code TableDefinition} ({@code DEFINITION}), which the
 * runtime builds CreateTable, batch writes and backfills from.
 */
final class TableWriter {
  /**
   * The generated table's {@code TableDefinition} constant: the owner of the index key attributes, which generated
   * {@code <Record>Repository.Codec} key methods read from it at call time (never in a static initializer: it initialises the codecs).
   */
  static final String DEFINITION = "DEFINITION";

  TypeSpec.Builder write(TableModel table) {
    ClassName name = table.tableClassName();
    ClassName builder = Naming.tableBuilder(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(Names.ABSTRACT_TABLE)
        .addJavadoc("Table {@code $L}, as declared by {@link $T}: one repository per entity.\n\n"
            + "<pre>{@code\n$T db = $T.create(dynamoDbClient);\n}</pre>\n", table.tableName(), table.interfaceName(), name, name);
    for (EntityModel entity : table.entities()) {
      if (entity.isSharded()) {
        type.addJavadoc("\n<p>Key format: the children of {@link $T} are written over {@value $T#SHARDS} shards "
            + "({@code $L#<id>#00} …); changing the count leaves existing items in their shards.\n",
            entity.recordName(), entity.codecName(), entity.prefix());
      }
      for (io.partitura.processor.model.EntityIndexModel index : entity.globalIndexes()) {
        if (index.isSharded()) {
          type.addJavadoc("\n<p>Key format: index {@code $L} partitions of {@link $T} are written over $L shards.\n",
              index.index().name(), entity.recordName(), index.shards());
        }
      }
    }
    type.addField(constant("TABLE_NAME", table.tableName(), "The table name declared by {@code @Table}."));
    type.addField(constant("PARTITION_KEY", table.partitionKey(), "The partition key attribute."));
    type.addField(constant("SORT_KEY", table.sortKey(), "The sort key attribute."));
    type.addField(constant("TYPE_ATTRIBUTE", table.typeAttribute(), "The attribute naming each item's entity."));
    if (table.expiryAttribute() != null) {
      type.addField(constant("EXPIRY_ATTRIBUTE", table.expiryAttribute(),
          "The Time to Live attribute: where every {@code @ExpiresAt} is stored, as epoch seconds."));
    }
    type.addField(FieldSpec.builder(Names.TABLE_DEFINITION, DEFINITION, Modifier.PUBLIC, Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("The table as declared: keys, indexes, entities; the runtime reads every name from it.\n")
        .initializer(definitionInitializer(table))
        .build());

    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addParameter(Names.TABLE_CLIENT, "table")
        .addStatement("super(table)");
    for (EntityModel entity : table.entities()) {
      String accessor = Naming.accessor(entity);
      type.addField(FieldSpec.builder(entity.repositoryName(), accessor, Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addStatement("this.$L = new $T(table)", accessor, entity.repositoryName());
    }
    type.addMethod(constructor.build());

    type.addMethod(MethodSpec.methodBuilder("create")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(name)
        .addParameter(Names.DYNAMO_DB_CLIENT, "client")
        .addJavadoc("The table named {@value #TABLE_NAME}, through {@code client}.\n")
        .addStatement("return builder().client(client).build()")
        .build());
    type.addMethod(MethodSpec.methodBuilder("builder")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(builder)
        .addJavadoc("Settings: the client, another table name (per environment, per test), a request listener, "
            + "a cursor signing key.\n")
        .addStatement("return new $T()", builder)
        .build());

    for (EntityModel entity : table.entities()) {
      String accessor = Naming.accessor(entity);
      type.addMethod(MethodSpec.methodBuilder(accessor)
          .addModifiers(Modifier.PUBLIC)
          .returns(entity.repositoryName())
          .addJavadoc("{@link $T} items.\n", entity.recordName())
          .addStatement("return $L", accessor)
          .build());
    }
    if (table.expiryAttribute() != null) {
      ClassName updateTimeToLive = ClassName.get("software.amazon.awssdk.services.dynamodb.model",
          "UpdateTimeToLiveRequest");
      type.addMethod(MethodSpec.methodBuilder("enableExpiryRequest")
          .addModifiers(Modifier.PUBLIC)
          .returns(updateTimeToLive)
          .addJavadoc("The UpdateTimeToLive that {@link #enableExpiry()} sends: Time to Live on {@value #EXPIRY_ATTRIBUTE}.\n")
          .addStatement("return $T.enableExpiryRequest(tableName(), EXPIRY_ATTRIBUTE)", Names.TABLE_ADMIN)
          .build());
      type.addMethod(MethodSpec.methodBuilder("enableExpiry")
          .addModifiers(Modifier.PUBLIC)
          .addJavadoc("Turns on Time to Live on {@value #EXPIRY_ATTRIBUTE}, so DynamoDB deletes items after their "
              + "{@code @ExpiresAt} (in the background, typically within days; reads skip expired items until then). "
              + "CreateTable cannot carry it: call this once after {@link #createTable()}. The CloudFormation and "
              + "Terraform files set it with the table.\n")
          .addStatement("$T.enableExpiry(tableClient(), enableExpiryRequest())", Names.TABLE_ADMIN)
          .build());
    }
    type.addMethod(definition(table));
    if (!table.entities().isEmpty()) {
      new BatchWriter().addTableMethods(type, table);
      new TransactionWriter().addTableMethods(type, table);
    }
    if (!table.indexes().isEmpty()) {
      type.addMethod(backfill(table));
    }

    type.addType(builder(name, builder, table));
    return type;
  }

  private static MethodSpec definition(TableModel table) {
    return MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(Names.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The table's definition under {@code tableName}: key schema, attribute definitions, billing mode.\n")
        .addStatement("return DEFINITION.createTableRequest(tableName)")
        .build();
  }

  /**
   * {@code DEFINITION}'s initializer: the table's keys and attributes through their constants, its
   * indexes in the order declared with their projections from {@link TableDefinition}, billing, and per
   * entity its codec, accessor, record variable, prefix, shards, version and uniqueness.
   */
  private static CodeBlock definitionInitializer(TableModel table) {
    TableDefinition definition = TableDefinition.of(table);
    CodeBlock.Builder code = CodeBlock.builder()
        .add("$T.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)$>$>", Names.TABLE_DEFINITION);
    if (table.expiryAttribute() != null) {
      code.add("\n.expiryAttribute(EXPIRY_ATTRIBUTE)");
    }
    // In the order declared (backfill's refusal lists them so); CreateTable lists them by name.
    java.util.Map<String, TableDefinition.Index> byName = new java.util.HashMap<>();
    definition.localIndexes().forEach(index -> byName.put(index.name(), index));
    definition.globalIndexes().forEach(index -> byName.put(index.name(), index));
    for (IndexModel declared : table.indexes()) {
      TableDefinition.Index index = byName.get(declared.name());
      if (declared.local()) {
        code.add("\n.localIndex($S, $S)", index.name(), index.sortKey());
      } else {
        code.add("\n.globalIndex($S, $S, $S, $T.$L$L)", index.name(), index.partitionKey(), index.sortKey(),
            Names.PROJECTION_TYPE, index.projection(), index.nonKeyAttributes().isEmpty() ? CodeBlock.of("")
                : CodeBlock.of(", $L", strings(index.nonKeyAttributes())));
      }
    }
    if (definition.provisioned()) {
      code.add("\n.provisioned($LL, $LL)", definition.readCapacityUnits(), definition.writeCapacityUnits());
    }
    if (definition.streamView() != null) {
      code.add("\n.stream($T.$L)", ClassName.get("software.amazon.awssdk.services.dynamodb.model", "StreamViewType"),
          definition.streamView());
    }
    for (EntityModel entity : table.entities()) {
      code.add("\n.entity($T.entity($T.INSTANCE, $S, $S, $T.PREFIX, $L)$L$L)", Names.TABLE_DEFINITION,
          entity.codecName(), Naming.accessor(entity), Naming.variableName(entity.recordName()),
          entity.codecName(), Math.max(1, entity.shards()),
          entity.version() == null ? "" : CodeBlock.of(".versioned($S, $T.MAX_VALUE)", entity.version().attributeName(),
              RepositoryWriter.isIntVersion(entity.version()) ? Integer.class : Long.class),
          entity.hasUnique() ? ".withUnique()" : "");
    }
    return code.add("\n.build()$<$<").build();
  }

  /**
   * {@code backfill(indexName)}: per index, the entities with keys in it and, for each, the same key
   * computation put uses (the {@code <query>IndexKey} method, or the edge and listed-entity keys the
   * codec writes); the Scan, pacing and conditional writes are the runtime's.
   */
  private static MethodSpec backfill(TableModel table) {
    CodeBlock.Builder body = CodeBlock.builder().add("return backfillOf(indexName, switch (indexName) {\n$>");
    for (IndexModel index : table.indexes()) {
      List<CodeBlock> entities = new java.util.ArrayList<>();
      for (EntityModel entity : table.entities()) {
        CodeBlock entry = backfillEntity(table, entity, index);
        if (entry != null) {
          entities.add(entry);
        }
      }
      body.add("case $S -> $T.of(\n$>$>$L);\n$<$<", index.name(), List.class, CodeBlock.join(entities, ",\n"));
    }
    // backfillOf refuses a name the definition does not know.
    body.add("default -> $T.of();\n$<});\n", List.class);
    return MethodSpec.methodBuilder("backfill")
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.BACKFILL)
        .addParameter(String.class, "indexName")
        .addJavadoc("A backfill giving the items already stored the keys of index {@code indexName}, computed as put "
            + "computes them: with {@link #inspect()}, one of the two maintenance operations that scan the table. Set its rate, segments and checkpoint, then "
            + "{@code run()} it.\n\n"
            + "@throws $T when the table has no such index; nothing is read or written\n",
            Names.INVALID_CONFIGURATION_EXCEPTION)
        .addCode(body.build())
        .build();
  }

  /** The entity's part in a backfill of {@code index}, or {@code null} when its items have no key there. */
  private static CodeBlock backfillEntity(TableModel table, EntityModel entity, IndexModel index) {
    String variable = Naming.variableName(entity.recordName());
    // The lambda is written inside backfill(String indexName): its parameter must not shadow that.
    String record = variable.equals("indexName") ? variable + "Record" : variable;
    List<String> sources = new java.util.ArrayList<>();
    CodeBlock key = null;
    for (io.partitura.processor.model.EntityIndexModel own : entity.globalIndexes()) {
      if (own.index().name().equals(index.name())) {
        own.components().forEach(component -> sources.add(component.attributeName()));
        key = KeysWriter.indexKeyCall(entity, own, CodeBlock.of("partitionKey"), CodeBlock.of("sortKey"),
            component -> CodeBlock.of("$L.$L()", record, component.name()));
      }
    }
    if (key == null && entity.isEdge() && entity.edge().index().name().equals(index.name())) {
      entity.edge().toParts().forEach(component -> sources.add(component.attributeName()));
      entity.edge().fromParts().forEach(component -> sources.add(component.attributeName()));
      key = CodeBlock.of("$T.of(\n$>$S, $T.createS($L),\n$S, $T.createS($L))$<", java.util.Map.class, index.partitionKey(),
          Names.ATTRIBUTE_VALUE, keysCall(entity, "indexPartitionKey", record, entity.edge().toParts()),
          index.sortKey(), Names.ATTRIBUTE_VALUE, keysCall(entity, "indexSortKey", record, entity.edge().fromParts()));
    }
    if (key == null && table.indexesKeying(entity.recordName()).contains(index)) {
      // Listed in the index under its own primary key, as the codec writes it.
      key = CodeBlock.of("$T.of(\n$>$S, $T.createS(partitionKey),\n$S, $T.createS(sortKey))$<", java.util.Map.class,
          index.partitionKey(), Names.ATTRIBUTE_VALUE, index.sortKey(), Names.ATTRIBUTE_VALUE);
    }
    if (key == null) {
      return null;
    }
    if (entity.version() != null) {
      sources.add(entity.version().attributeName());
    }
    return CodeBlock.of("$T.of($T.INSTANCE, $T.of($L),\n$>$>($L, partitionKey, sortKey) -> $L)$<$<", Names.BACKFILL_ENTITY,
        entity.codecName(), List.class, strings(sources.stream().distinct().toList()), record, key);
  }

  private static CodeBlock keysCall(EntityModel entity, String method, String record,
      List<io.partitura.processor.model.ComponentModel> parts) {
    return CodeBlock.of("$T.$L($L)", entity.codecName(), method,
        CodeBlock.join(parts.stream().map(p -> CodeBlock.of("$L.$L()", record, p.name())).toList(), ", "));
  }

  private static CodeBlock strings(List<String> values) {
    return CodeBlock.join(values.stream().map(value -> CodeBlock.of("$S", value)).toList(), ", ");
  }

  /** {@code <Table>Table.Builder}: the runtime's settings, with this table's definition and constructor. */
  private static TypeSpec builder(ClassName table, ClassName builder, TableModel model) {
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.TABLE_BUILDER, table, builder))
        .addJavadoc("Settings of a {@link $T}.\n", table)
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
            .addStatement("super(DEFINITION)")
            .build())
        .addMethod(MethodSpec.methodBuilder("create")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PROTECTED)
            .returns(table)
            .addParameter(Names.TABLE_CLIENT, "table")
            .addStatement("return new $T(table)", table)
            .build());
    if (model.expiryAttribute() != null) {
      type.addMethod(MethodSpec.methodBuilder("clock")
          .addModifiers(Modifier.PUBLIC)
          .returns(builder)
          .addParameter(java.time.Clock.class, "clock")
          .addJavadoc("The clock reads judge expiry by (an item whose {@code @ExpiresAt} is at or before now reads as "
              + "absent); the system clock by default.\n")
          .addStatement("settings().clock(clock)")
          .addStatement("return this")
          .build());
    }
    return type.build();
  }

  private static FieldSpec constant(String name, String value, String doc) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(doc + "\n")
        .initializer("$S", value)
        .build();
  }
}
