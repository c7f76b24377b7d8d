package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Table>Table}: the entry point holding one repository per entity, and the table's
 * definition as a {@code CreateTableRequest}.
 */
final class TableWriter {
  private static final ClassName GSI =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "GlobalSecondaryIndex");
  private static final ClassName LSI =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "LocalSecondaryIndex");
  private static final ClassName PROJECTION = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "Projection");
  private static final ClassName PROJECTION_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");
  private static final ClassName TABLE_ADMIN = ClassName.get("io.partitura.runtime", "TableAdmin");
  private static final ClassName BACKFILL = ClassName.get("io.partitura.runtime.backfill", "Backfill");
  private static final ClassName BACKFILL_ENTITY = ClassName.get("io.partitura.runtime.backfill", "BackfillEntity");

  TypeSpec.Builder write(TableModel table) {
    ClassName name = table.tableClassName();
    ClassName builder = name.nestedClass("Builder");
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Table {@code $L}, as declared by {@link $T}: one repository per entity.\n\n"
            + "<pre>{@code\n$T db = $T.create(dynamoDbClient);\n}</pre>\n", table.tableName(), table.interfaceName(), name, name);
    for (EntityModel entity : table.entities()) {
      if (entity.isSharded()) {
        type.addJavadoc("\n<p>Key format: the children of {@link $T} are written over {@value $T#SHARDS} shards "
            + "({@code $L#<id>#00} …); changing the count leaves existing items in their shards.\n",
            entity.recordName(), entity.keysName(), entity.prefix());
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
    type.addField(FieldSpec.builder(Names.TABLE_CLIENT, "table", Modifier.PRIVATE, Modifier.FINAL).build());

    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addParameter(Names.TABLE_CLIENT, "table")
        .addStatement("this.table = table");
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
    type.addMethod(MethodSpec.methodBuilder("tableName")
        .addModifiers(Modifier.PUBLIC)
        .returns(String.class)
        .addJavadoc("The name of the table this instance reads and writes.\n")
        .addStatement("return table.tableName()")
        .build());
    type.addMethod(MethodSpec.methodBuilder("tableClient")
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.TABLE_CLIENT)
        .addJavadoc("The runtime client underneath, for operations across entities.\n")
        .addStatement("return table")
        .build());
    type.addMethod(MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.CREATE_TABLE_REQUEST)
        .addJavadoc("This table's definition, ready for CreateTable.\n")
        .addStatement("return createTableRequest(table.tableName())")
        .build());
    type.addMethod(MethodSpec.methodBuilder("createTable")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Creates the table and waits until it is ACTIVE.\n")
        .addStatement("$T.createTable(table, createTableRequest())", TABLE_ADMIN)
        .build());
    type.addMethod(MethodSpec.methodBuilder("deleteTable")
        .addModifiers(Modifier.PUBLIC)
        .addJavadoc("Deletes the table and every item in it, and waits until it is gone.\n")
        .addStatement("$T.deleteTable(table)", TABLE_ADMIN)
        .build());
    if (table.expiryAttribute() != null) {
      ClassName updateTimeToLive = ClassName.get("software.amazon.awssdk.services.dynamodb.model",
          "UpdateTimeToLiveRequest");
      type.addMethod(MethodSpec.methodBuilder("enableExpiryRequest")
          .addModifiers(Modifier.PUBLIC)
          .returns(updateTimeToLive)
          .addJavadoc("The UpdateTimeToLive that {@link #enableExpiry()} sends: Time to Live on {@value #EXPIRY_ATTRIBUTE}.\n")
          .addStatement("return $T.enableExpiryRequest(table.tableName(), EXPIRY_ATTRIBUTE)", TABLE_ADMIN)
          .build());
      type.addMethod(MethodSpec.methodBuilder("enableExpiry")
          .addModifiers(Modifier.PUBLIC)
          .addJavadoc("Turns on Time to Live on {@value #EXPIRY_ATTRIBUTE}, so DynamoDB deletes items after their "
              + "{@code @ExpiresAt} (in the background, typically within days; reads skip expired items until then). "
              + "CreateTable cannot carry it: call this once after {@link #createTable()}. The CloudFormation and "
              + "Terraform files set it with the table.\n")
          .addStatement("$T.enableExpiry(table, enableExpiryRequest())", TABLE_ADMIN)
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
    TableDefinition definition = TableDefinition.of(table);
    CodeBlock.Builder body = CodeBlock.builder()
        .add("return $T.builder()\n$>$>", Names.CREATE_TABLE_REQUEST)
        .add(".tableName(tableName)\n")
        .add(".keySchema(\n$>")
        .add("$T.builder().attributeName(PARTITION_KEY).keyType($T.HASH).build(),\n", Names.KEY_SCHEMA_ELEMENT, Names.KEY_TYPE)
        .add("$T.builder().attributeName(SORT_KEY).keyType($T.RANGE).build())\n$<", Names.KEY_SCHEMA_ELEMENT, Names.KEY_TYPE)
        .add(".attributeDefinitions(\n$>")
        .add("$T.builder().attributeName(PARTITION_KEY).attributeType($T.S).build(),\n",
            Names.ATTRIBUTE_DEFINITION, Names.SCALAR_ATTRIBUTE_TYPE)
        .add("$T.builder().attributeName(SORT_KEY).attributeType($T.S).build()", Names.ATTRIBUTE_DEFINITION,
            Names.SCALAR_ATTRIBUTE_TYPE);
    // The first two attributes are the table's keys, written above through their constants.
    for (String attribute : definition.attributes().subList(2, definition.attributes().size())) {
      body.add(",\n$T.builder().attributeName($S).attributeType($T.S).build()", Names.ATTRIBUTE_DEFINITION,
          attribute, Names.SCALAR_ATTRIBUTE_TYPE);
    }
    body.add(")\n$<");
    List<TableDefinition.Index> locals = definition.localIndexes();
    if (!locals.isEmpty()) {
      body.add(".localSecondaryIndexes(\n$>");
      for (int i = 0; i < locals.size(); i++) {
        TableDefinition.Index index = locals.get(i);
        body.add("$T.builder()\n$>$>.indexName($S)\n", LSI, index.name())
            .add(".keySchema(\n$>$T.builder().attributeName(PARTITION_KEY).keyType($T.HASH).build(),\n",
                Names.KEY_SCHEMA_ELEMENT, Names.KEY_TYPE)
            .add("$T.builder().attributeName($S).keyType($T.RANGE).build())\n$<", Names.KEY_SCHEMA_ELEMENT,
                index.sortKey(), Names.KEY_TYPE)
            .add(projection(index))
            .add(".build()$L\n$<$<", i < locals.size() - 1 ? "," : ")");
      }
      body.add("$<");
    }
    List<TableDefinition.Index> globals = definition.globalIndexes();
    if (!globals.isEmpty()) {
      body.add(".globalSecondaryIndexes(\n$>");
      for (int i = 0; i < globals.size(); i++) {
        TableDefinition.Index index = globals.get(i);
        body.add("$T.builder()\n$>$>.indexName($S)\n", GSI, index.name())
            .add(".keySchema(\n$>$T.builder().attributeName($S).keyType($T.HASH).build(),\n", Names.KEY_SCHEMA_ELEMENT,
                index.partitionKey(), Names.KEY_TYPE)
            .add("$T.builder().attributeName($S).keyType($T.RANGE).build())\n$<", Names.KEY_SCHEMA_ELEMENT,
                index.sortKey(), Names.KEY_TYPE)
            .add(projection(index));
        if (definition.provisioned()) {
          body.add(".provisionedThroughput($T.builder().readCapacityUnits($LL).writeCapacityUnits($LL).build())\n",
              Names.PROVISIONED_THROUGHPUT, definition.readCapacityUnits(), definition.writeCapacityUnits());
        }
        body.add(".build()$L\n$<$<", i < globals.size() - 1 ? "," : ")");
      }
      body.add("$<");
    }
    if (definition.provisioned()) {
      body.add(".billingMode($T.PROVISIONED)\n", Names.BILLING_MODE)
          .add(".provisionedThroughput($T.builder().readCapacityUnits($LL).writeCapacityUnits($LL).build())\n",
              Names.PROVISIONED_THROUGHPUT, definition.readCapacityUnits(), definition.writeCapacityUnits());
    } else {
      body.add(".billingMode($T.PAY_PER_REQUEST)\n", Names.BILLING_MODE);
    }
    body.add(".build();\n$<$<");
    return MethodSpec.methodBuilder("createTableRequest")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(Names.CREATE_TABLE_REQUEST)
        .addParameter(String.class, "tableName")
        .addJavadoc("The table's definition under {@code tableName}: key schema, attribute definitions, billing mode.\n")
        .addCode(body.build())
        .build();
  }

  /**
   * {@code backfill(indexName)}: per index, the entities with keys in it and, for each, the same key
   * computation put uses (the {@code <query>IndexKey} method, or the edge and listed-entity keys the
   * codec writes); the Scan, pacing and conditional writes are the runtime's.
   */
  private static MethodSpec backfill(TableModel table) {
    CodeBlock.Builder body = CodeBlock.builder().beginControlFlow("switch (indexName)");
    for (IndexModel index : table.indexes()) {
      List<CodeBlock> entities = new java.util.ArrayList<>();
      for (EntityModel entity : table.entities()) {
        CodeBlock entry = backfillEntity(table, entity, index);
        if (entry != null) {
          entities.add(entry);
        }
      }
      List<String> attributes = index.local() ? List.of(index.sortKey()) : List.of(index.partitionKey(), index.sortKey());
      body.add("case $S:\n$>", index.name())
          .add("return $T.of(table, $S, $T.of($L), $T.of(\n$>$>$L));\n$<$<$<", BACKFILL, index.name(), List.class,
              strings(attributes), List.class, CodeBlock.join(entities, ",\n"));
    }
    body.add("default:\n$>")
        .addStatement("throw $T.unknownIndex(table, indexName, $T.of($L))", BACKFILL, List.class,
            strings(table.indexes().stream().map(IndexModel::name).toList()))
        .add("$<")
        .endControlFlow();
    return MethodSpec.methodBuilder("backfill")
        .addModifiers(Modifier.PUBLIC)
        .returns(BACKFILL)
        .addParameter(String.class, "indexName")
        .addJavadoc("A backfill giving the items already stored the keys of index {@code indexName}, computed as put "
            + "computes them: the one operation that scans the table. Set its rate, segments and checkpoint, then "
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
    return CodeBlock.of("$T.of($T.INSTANCE, $T.of($L),\n$>$>($L, partitionKey, sortKey) -> $L)$<$<", BACKFILL_ENTITY,
        entity.codecName(), List.class, strings(sources.stream().distinct().toList()), record, key);
  }

  private static CodeBlock keysCall(EntityModel entity, String method, String record,
      List<io.partitura.processor.model.ComponentModel> parts) {
    return CodeBlock.of("$T.$L($L)", entity.keysName(), method,
        CodeBlock.join(parts.stream().map(p -> CodeBlock.of("$L.$L()", record, p.name())).toList(), ", "));
  }

  private static CodeBlock strings(List<String> values) {
    return CodeBlock.join(values.stream().map(value -> CodeBlock.of("$S", value)).toList(), ", ");
  }

  private static CodeBlock projection(TableDefinition.Index index) {
    if (index.nonKeyAttributes().isEmpty()) {
      return CodeBlock.of(".projection($T.builder().projectionType($T.$L).build())\n", PROJECTION, PROJECTION_TYPE,
          index.projection());
    }
    return CodeBlock.of(".projection($T.builder().projectionType($T.$L).nonKeyAttributes($L).build())\n", PROJECTION,
        PROJECTION_TYPE, index.projection(),
        CodeBlock.join(index.nonKeyAttributes().stream().map(a -> CodeBlock.of("$S", a)).toList(), ", "));
  }

  private static TypeSpec builder(ClassName table, ClassName builder, TableModel model) {
    TypeSpec.Builder type = TypeSpec.classBuilder(builder)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Settings of a {@link $T}.\n", table)
        .addField(FieldSpec.builder(Names.TABLE_CLIENT.nestedClass("Builder"), "settings", Modifier.PRIVATE, Modifier.FINAL)
            .initializer("$T.builder()\n$>$>.tableName(TABLE_NAME)\n.partitionKeyName(PARTITION_KEY)\n"
                + ".sortKeyName(SORT_KEY)\n.typeAttributeName(TYPE_ATTRIBUTE)$L$<$<", Names.TABLE_CLIENT,
                model.expiryAttribute() == null ? "" : "\n.expiryAttributeName(EXPIRY_ATTRIBUTE)")
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(setter(builder, "client", Names.DYNAMO_DB_CLIENT, "The SDK client requests go through (required)."))
        .addMethod(setter(builder, "tableName", ClassName.get(String.class),
            "Another name for the table, for example per environment or per test; {@value #TABLE_NAME} by default."
                .replace("#TABLE_NAME", table.simpleName() + "#TABLE_NAME")))
        .addMethod(setter(builder, "listener", Names.REQUEST_LISTENER,
            "Called after every request with its operation, kind, index, item count, consumed capacity and latency."))
        .addMethod(setter(builder, "cursorSigningKey", com.squareup.javapoet.ArrayTypeName.of(byte.class),
            "A secret of at least 16 bytes that encrypts and authenticates page cursors (AES-GCM), so clients can "
                + "neither read nor forge them; without one, cursors are readable and signed with a public key."))
        .addMethod(setter(builder, "fanOutExecutor", ClassName.get("java.util.concurrent", "ExecutorService"),
            "The executor sharded listings send their per-shard queries on; a shared pool of at most 16 daemon "
                + "threads by default."));
    if (model.expiryAttribute() != null) {
      type.addMethod(setter(builder, "clock", ClassName.get(java.time.Clock.class),
          "The clock reads judge expiry by (an item whose {@code @ExpiresAt} is at or before now reads as absent); "
              + "the system clock by default."));
    }
    return type.addMethod(MethodSpec.methodBuilder("build")
            .addModifiers(Modifier.PUBLIC)
            .returns(table)
            .addStatement("return new $T(settings.build())", table)
            .build())
        .build();
  }

  private static MethodSpec setter(ClassName builder, String name, com.squareup.javapoet.TypeName type, String doc) {
    return MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(builder)
        .addParameter(type, name)
        .addJavadoc(doc + "\n")
        .addStatement("settings.$L($L)", name, name)
        .addStatement("return this")
        .build();
  }

  private static FieldSpec constant(String name, String value, String doc) {
    return FieldSpec.builder(String.class, name, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(doc + "\n")
        .initializer("$S", value)
        .build();
  }
}
