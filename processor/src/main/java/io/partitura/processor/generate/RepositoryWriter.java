package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository}: the entity's typed access patterns, each one request (or one
 * per page), each with a {@code describe…} twin that shows the request without sending it.
 */
final class RepositoryWriter {
  /** The repository's constant of its entity's {@code @Unique} components, when it has some. */
  static final String UNIQUE_FIELD = "UNIQUE_VALUES";
  private static final String UNIQUE_COST = "One consistent GetItem to learn the {@code @Unique} values stored, then one "
      + "TransactWriteItems: the PutItem, only if those values are still stored, and the moves of the uniqueness items of "
      + "the values that change.";
  private static final String UNIQUE_DELETE = "One consistent GetItem to learn its {@code @Unique} values, then (when "
      + "there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes "
      + "of their uniqueness items.";
  private static final String UNIQUE_TAKEN = "@throws io.partitura.runtime.exceptions.UniqueValueTakenException when "
      + "another item holds one of its {@code @Unique} values; nothing is written\n";

  private static final ClassName QUERY_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "QueryRequest");

  /** {@code this.table.decoder("op", RecordCodec.INSTANCE)}: builds records from items, failures named by the runtime. */
  static CodeBlock decoder(String operation, EntityModel entity) {
    return CodeBlock.of("this.table.decoder($S, $T.INSTANCE)", operation, entity.codecName());
  }

  /** {@code this.table.decode("op", RecordCodec.INSTANCE, item)}. */
  static CodeBlock decode(String operation, EntityModel entity, String item) {
    return decode(CodeBlock.of("$S", operation), entity, item);
  }

  /** {@code this.table.decode(operation, RecordCodec.INSTANCE, item)}, the operation an expression. */
  static CodeBlock decode(CodeBlock operation, EntityModel entity, String item) {
    return CodeBlock.of("this.table.decode($L, $T.INSTANCE, $L)", operation, entity.codecName(), item);
  }

  /**
   * {@code Listing<Element, RecordConditions>}: every listing has this one type, on the table or an
   * index, sharded or not, so that a schema change (shards, an index) never retypes a listing; the
   * conditions type is what its {@code where(…)} filters with.
   */
  static TypeName listingType(EntityModel entity, ClassName element) {
    return ParameterizedTypeName.get(Names.LISTING, element, entity.conditionsName());
  }

  /**
   * {@code Set.of("workspaceId", "projectId")}: the attributes of the components a listing's key is
   * made of, which its {@code where(…)} refuses (they belong in the key condition).
   */
  private static CodeBlock keyComponents(List<ComponentModel> partition, List<ComponentModel> sort) {
    List<CodeBlock> names = new ArrayList<>();
    java.util.stream.Stream.concat(partition.stream(), sort.stream()).map(ComponentModel::attributeName).distinct()
        .forEach(name -> names.add(CodeBlock.of("$S", name)));
    return CodeBlock.of("$T.of($L)", java.util.Set.class, CodeBlock.join(names, ", "));
  }

  /**
   * {@code new Update<>(table, "op", RecordKeys.primaryKey(key…), RecordCodec.INSTANCE[, "version", MAX])}: the
   * runtime update of one item, for the repository's {@code update(key…)} and a transaction's update alike.
   */
  static CodeBlock newUpdate(EntityModel entity, CodeBlock table, String operation, List<ComponentModel> keyParts) {
    ComponentModel version = entity.version();
    // A versioned update also knows the largest version its component holds, to refuse going past it.
    return CodeBlock.of("new $T<>($L, $S, $T.primaryKey($L), $T.INSTANCE$L)", Names.UPDATE, table, operation,
        entity.keysName(), KeysWriter.arguments(keyParts), entity.codecName(), version == null ? CodeBlock.of("")
            : CodeBlock.of(", $S, $T.MAX_VALUE", version.attributeName(), isIntVersion(version) ? Integer.class : Long.class));
  }

  TypeSpec.Builder write(TableModel table, EntityModel entity) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    String accessor = Naming.accessor(entity);
    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    String keyDescription = String.join(", ", keyParts.stream().map(ComponentModel::name).toList());

    TypeSpec.Builder type = TypeSpec.classBuilder(entity.repositoryName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Typed access to {@link $T} items of table {@code $L}. Obtain it from {@link $T#$L()}.\n",
            record, table.tableName(), table.tableClassName(), accessor)
        .addField(FieldSpec.builder(Names.TABLE_CLIENT, "table", Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T}; prefer {@code $T.$L()}.\n", table.tableClassName(), table.tableClassName(), accessor)
            .addParameter(Names.TABLE_CLIENT, "table")
            .addStatement("this.table = $T.requireNonNull(table, $S)", Objects.class, "table")
            .build());

    if (entity.hasUnique()) {
      addUniqueValues(type, entity);
    }
    // put / create / update
    addWrites(type, table, entity, accessor);

    // get
    MethodSpec.Builder get = MethodSpec.methodBuilder(Naming.GET)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), record))
        .addJavadoc("The $L with this key, if any. One GetItem, eventually consistent.\n", entity.simpleName());
    KeysWriter.addParameters(get, keyParts);
    get.addStatement("return get($L, $T.EVENTUAL)", keyArguments, Names.READ_CONSISTENCY);
    type.addMethod(get.build());

    MethodSpec.Builder getConsistent = MethodSpec.methodBuilder(Naming.GET)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), record))
        .addJavadoc("The $L with this key, if any. One GetItem, read as {@code consistency} says: "
            + "{@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity.\n",
            entity.simpleName());
    KeysWriter.addParameters(getConsistent, keyParts);
    // Parameters are named after the key components; generated names step aside for them.
    String consistent = Naming.fresh("consistency", ComponentModel.names(keyParts));
    getConsistent.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return $T.ofNullable(this.table.getItem($S, getRequest($L, $L)))\n    .map($L)",
            Optional.class, accessor + ".get", keyArguments, consistent, decoder(accessor + ".get", entity));
    type.addMethod(getConsistent.build());

    MethodSpec.Builder getRequest = MethodSpec.methodBuilder(Naming.GET_REQUEST)
        .addModifiers(Modifier.PUBLIC)
        .returns(ClassName.get("software.amazon.awssdk.services.dynamodb.model", "GetItemRequest"))
        .addJavadoc("The GetItem {@link #get} sends, without sending it.\n");
    KeysWriter.addParameters(getRequest, keyParts);
    getRequest.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return this.table.getItemRequest($T.primaryKey($L), $L)", entity.keysName(), keyArguments, consistent);
    type.addMethod(getRequest.build());

    for (ComponentModel unique : entity.unique()) {
      addFindBy(type, entity, unique, accessor);
    }

    // delete
    MethodSpec.Builder delete = MethodSpec.methodBuilder(Naming.DELETE)
        .addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addJavadoc("Deletes the $L with this key; returns whether there was one. $L\n", entity.simpleName(),
            entity.hasUnique() ? "One consistent GetItem to learn its {@code @Unique} values, then (when there is one) "
                + "one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes of "
                + "their uniqueness items." : "One DeleteItem.");
    if (entity.version() != null) {
      delete.addJavadoc("<p>Unconditional: deletes whatever version is stored. {@link #delete($T)} deletes only the version "
          + "read.\n", record);
    }
    KeysWriter.addParameters(delete, keyParts);
    if (entity.hasUnique()) {
      delete.addStatement("return $L.delete(this.table, $S, $T.primaryKey($L), deleteRequest($L))", UNIQUE_FIELD,
          accessor + ".delete", entity.keysName(), keyArguments, keyArguments);
    } else {
      delete.addStatement("return this.table.deleteItem($S, deleteRequest($L))", accessor + ".delete", keyArguments);
    }
    type.addMethod(delete.build());
    MethodSpec.Builder deleteRequest = MethodSpec.methodBuilder(Naming.DELETE_REQUEST)
        .addModifiers(Modifier.PUBLIC)
        .returns(ClassName.get("software.amazon.awssdk.services.dynamodb.model", "DeleteItemRequest"))
        .addJavadoc("The DeleteItem {@link #delete} sends, without sending it.\n");
    KeysWriter.addParameters(deleteRequest, keyParts);
    deleteRequest.addStatement("return this.table.deleteItemRequest($T.primaryKey($L))", entity.keysName(), keyArguments);
    type.addMethod(deleteRequest.build());
    if (entity.version() != null) {
      addVersionedDeletes(type, entity, accessor, keyParts);
    }
    addConditionalWrites(type, entity, accessor, keyParts);

    addIndexQueries(type, table, entity, accessor);
    if (entity.isParent()) {
      List<EntityModel> members = Naming.collectionMembers(table, entity);
      if (!members.isEmpty()) {
        for (Naming.Load load : Naming.loads(table, entity, members)) {
          addCollectionLoad(type, table, entity, load, accessor);
        }
      }
      addCollectionDelete(type, table, entity, accessor);
      for (IndexModel index : table.indexesKeying(record)) {
        List<EntityModel> incoming = Naming.incomingEdges(table, entity, index);
        if (index.projectsAll() && !incoming.isEmpty()) {
          addIndexCollectionLoad(type, table, entity, index, incoming, accessor);
        }
      }
    } else if (entity.isEdge()) {
      addEdgeOperations(type, table, entity, accessor);
    } else if (table.isNestedParent(entity)) {
      // Listed alone by index NestedParents (its query is among the index queries above), and with its
      // children: one load per child type, so that a second type adds a method and renames none.
      for (EntityModel child : table.childrenOf(record)) {
        addNestedCollectionLoad(type, table, entity, Naming.nestedLoad(entity, child), accessor);
      }
    } else {
      addChildListing(type, table, entity, accessor);
    }
    if (entity.kind() == EntityModel.Kind.CHILD && !entity.hasUnique()) {
      // Every child, nested parents included; not one with @Unique values: createUnder's transaction would not
      // carry its uniqueness items.
      addCreateUnder(type, table, entity, accessor);
    }
    return type;
  }

  /** {@code UNIQUE_VALUES}: each {@code @Unique} component, its attribute, its value and its key encoding. */
  private static void addUniqueValues(TypeSpec.Builder type, EntityModel entity) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    CodeBlock.Builder components = CodeBlock.builder();
    for (int i = 0; i < entity.unique().size(); i++) {
      ComponentModel unique = entity.unique().get(i);
      String value = variable + "." + unique.name() + "()";
      CodeBlock encoded = KeysWriter.encoding(entity, unique, value);
      components.add(i == 0 ? "\n" : ",\n")
          .add("new $T.Component<>($S, $S, $T::$L, $L -> $L)", Names.UNIQUE_VALUES, unique.name(),
              unique.attributeName(), record, unique.name(), variable, unique.javaType().isPrimitive() ? encoded
                  : CodeBlock.of("$L == null ? null : $L", value, encoded));
    }
    type.addField(FieldSpec.builder(ParameterizedTypeName.get(Names.UNIQUE_VALUES, record), UNIQUE_FIELD,
            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The {@code @Unique} components of {@link $T}: the writes here keep a uniqueness item per value.\n",
            record)
        .initializer("new $T<>($T.INSTANCE, $T.of($>$>$L$<$<))", Names.UNIQUE_VALUES, entity.codecName(), List.class,
            components.build())
        .build());
  }

  /** {@code findByEmail(email)} and its consistent twin: the uniqueness item's GetItem, then the owner's. */
  private static void addFindBy(TypeSpec.Builder type, EntityModel entity, ComponentModel unique, String accessor) {
    String method = Naming.findBy(unique);
    ClassName record = entity.recordName();
    TypeName returns = ParameterizedTypeName.get(ClassName.get(Optional.class), record);
    String consistent = Naming.fresh("consistency", List.of(unique.name()));
    type.addMethod(MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(unique.javaType(), unique.name())
        .addJavadoc("The $L whose {@code $L} is this value, if any: one GetItem of its uniqueness item, then one of the "
            + "$L; eventually consistent.\n", entity.simpleName(), unique.name(), entity.simpleName())
        .addStatement("return $L($L, $T.EVENTUAL)", method, unique.name(), Names.READ_CONSISTENCY)
        .build());
    type.addMethod(MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(unique.javaType(), unique.name())
        .addParameter(Names.READ_CONSISTENCY, consistent)
        .addJavadoc("As {@link #$L($T)}, read as {@code $L} says. Empty when no $L holds the value (an "
            + "eventually consistent read during a change of the value may see neither holder).\n\n"
            + "@throws io.partitura.runtime.exceptions.InvalidKeyException when the value cannot be a key part (null, "
            + "say); nothing is sent\n", method, unique.javaType(), consistent, entity.simpleName())
        .addStatement("return $L.find(this.table, $S, $S, $L, $L)", UNIQUE_FIELD, accessor + "." + method,
            unique.name(), KeysWriter.encoding(entity, unique, unique.name()), consistent)
        .build());
  }

  /**
   * {@code createUnder(child)} and its request: the child's create and a check that its parent exists, in one
   * TransactWriteItems, so that no child is written under a missing parent.
   */
  private static void addCreateUnder(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    EntityModel parent = table.entity(entity.parentName());
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    // The parent's key: the root's key components, and for a grandchild also the inherited ones (its parent's own key).
    List<ComponentModel> parentKeyParts = new ArrayList<>(entity.partitionKeyParts());
    parentKeyParts.addAll(table.inheritedSortKeyParts(entity));
    CodeBlock parentKey = CodeBlock.of("$T.primaryKey($L)", parent.keysName(), CodeBlock.join(parentKeyParts
        .stream().map(part -> CodeBlock.of("$L.$L()", variable, part.name())).toList(), ", "));
    CodeBlock arguments = CodeBlock.of("this.table, $S, createRequest($L), $T.$L, $T.INSTANCE, $L, $T.INSTANCE",
        accessor + "." + Naming.CREATE_UNDER_METHOD, variable, Names.TABLE_CLIENT.nestedClass("OwnChecks"),
        entity.version() == null ? "ABSENT" : "ABSENT_VERSIONED", entity.codecName(), parentKey, parent.codecName());
    type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_UNDER_METHOD)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(record, variable)
        .addJavadoc("{@link #create} only if its {@link $T} exists: one TransactWriteItems of the create's Put "
            + "({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.\n\n"
            + "@throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such $L; nothing is "
            + "written\n"
            + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is "
            + "written\n", parent.recordName(), parent.simpleName())
        .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
        .addStatement("$T.execute($L)", Names.CREATE_UNDER, arguments)
        .build());
    type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_UNDER_REQUEST)
        .addModifiers(Modifier.PUBLIC)
        .returns(ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TransactWriteItemsRequest"))
        .addParameter(record, variable)
        .addJavadoc("The TransactWriteItems {@link #createUnder} sends, without sending it.\n")
        .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
        .addStatement("return $T.transaction($L).toRequest()", Names.CREATE_UNDER, arguments)
        .build());
  }

  private static void addWrites(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    ClassName putItemRequest = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "PutItemRequest");
    ComponentModel version = entity.version();
    boolean unique = entity.hasUnique();
    CodeBlock requireRecord = CodeBlock.of("$T.requireNonNull($L, $S)", Objects.class, variable, variable);
    if (version == null) {
      type.addMethod(MethodSpec.methodBuilder(Naming.PUT)
          .addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable)
          .addJavadoc("Writes the $L, replacing any item at its key. $L\n", entity.simpleName(),
              unique ? UNIQUE_COST + "\n\n" + UNIQUE_TAKEN.strip() : "One PutItem.")
          .addCode(unique
              ? CodeBlock.of("$L.put(this.table, $S, $L, putRequest($L));\n", UNIQUE_FIELD, accessor + ".put", variable, variable)
              : CodeBlock.of("this.table.putItem($S, putRequest($L));\n", accessor + ".put", variable))
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.PUT_REQUEST)
          .addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable)
          .addJavadoc(unique ? "The PutItem of the item, without sending it: {@link #put} adds the guard on the stored "
              + "{@code @Unique} values it reads and sends it in its transaction.\n"
              : "The PutItem {@link #put} sends, without sending it.\n")
          .addStatement("return this.table.putItemRequest($T.INSTANCE.toItem($L))", entity.codecName(), requireRecord)
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_METHOD)
          .addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable)
          .addJavadoc("Replaces the stored $L only if it exists ({@code attribute_exists}). $L\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written\n$L",
              entity.simpleName(), unique ? UNIQUE_COST : "One PutItem.", unique ? UNIQUE_TAKEN : "")
          .addCode(unique
              ? CodeBlock.of("$L.replace(this.table, $S, $L, this.table.replaceItemRequest($T.INSTANCE.toItem($L)));\n",
                  UNIQUE_FIELD, accessor + ".update", variable, entity.codecName(), requireRecord)
              : CodeBlock.of("this.table.replaceItem($S, this.table.replaceItemRequest($T.INSTANCE.toItem($L)));\n",
                  accessor + ".update", entity.codecName(), requireRecord))
          .build());
    } else {
      String next = "next";
      String one = isIntVersion(version) ? "1" : "1L";
      CodeBlock nextVersion = version.javaType().isPrimitive()
          ? CodeBlock.of("$L.$L() + 1", variable, version.name())
          : CodeBlock.of("($L.$L() == null ? $L : $L.$L() + 1)", variable, version.name(), one, variable, version.name());
      CodeBlock nextRecord = withVersion(entity, variable, nextVersion);
      type.addMethod(MethodSpec.methodBuilder(Naming.PUT)
          .addModifiers(Modifier.PUBLIC)
          .returns(record)
          .addParameter(record, variable)
          .addJavadoc("Writes the $L as version {@code $L + 1}, only if the stored item is at {@code $L} (or absent, "
              + "when it is 0): optimistic locking. $L Returns the record as stored.\n\n"
              + "@throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing "
              + "is written$L\n$L",
              entity.simpleName(), version.name(), version.name(), unique ? UNIQUE_COST : "One PutItem.",
              unique ? "" : " (the stored version is read with one more GetItem for the message)",
              unique ? UNIQUE_TAKEN : "")
          .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
          .addStatement("$T $L = $L", record, next, nextRecord)
          .addStatement("long version = $L.$L()", next, version.name())
          .addCode(unique
              ? CodeBlock.of("$L.putVersioned(this.table, $S, $L, this.table.versionedPutRequest($S, $T.INSTANCE.toItem($L), "
                  + "$S, version), $S);\n", UNIQUE_FIELD, accessor + ".put", next, accessor + ".put", entity.codecName(),
                  next, version.attributeName(), version.attributeName())
              : CodeBlock.of("this.table.versionedPut($S, this.table.versionedPutRequest($S, $T.INSTANCE.toItem($L), $S, "
                  + "version), $S, version);\n", accessor + ".put", accessor + ".put", entity.codecName(), next,
                  version.attributeName(), version.attributeName()))
          .addStatement("return $L", next)
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.PUT_REQUEST)
          .addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable)
          .addJavadoc(unique ? "The conditional PutItem of the item, without sending it: {@link #put} adds the guard on "
              + "the stored {@code @Unique} values it reads and sends it in its transaction.\n"
              : "The conditional PutItem {@link #put} sends, without sending it.\n")
          .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
          .addStatement("$T $L = $L", record, next, nextRecord)
          .addStatement("return this.table.versionedPutRequest($S, $T.INSTANCE.toItem($L), $S, $L.$L())", accessor + ".put",
              entity.codecName(), next, version.attributeName(), next, version.name())
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_METHOD)
          .addModifiers(Modifier.PUBLIC)
          .returns(record)
          .addParameter(record, variable)
          .addJavadoc("Same as {@link #put}: a versioned write never creates over, or overwrites, another writer's item.\n")
          .addStatement("return put($L)", variable)
          .build());
    }
    if (version == null) {
      type.addMethod(MethodSpec.methodBuilder(Naming.CREATE)
          .addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable)
          .addJavadoc("Writes the $L only if no item exists at its key ({@code attribute_not_exists}). $L\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written\n$L",
              entity.simpleName(), unique ? "One TransactWriteItems: the PutItem and a uniqueness item per non-null "
                  + "{@code @Unique} value, each only if absent." : "One PutItem.", unique ? UNIQUE_TAKEN : "")
          .addCode(unique
              ? CodeBlock.of("$L.create(this.table, $S, $L, createRequest($L), $T.ABSENT);\n", UNIQUE_FIELD,
                  accessor + ".create", variable, variable, Names.TABLE_CLIENT.nestedClass("OwnChecks"))
              : CodeBlock.of("this.table.putItem($S, createRequest($L));\n", accessor + ".create", variable))
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_REQUEST)
          .addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable)
          .addJavadoc(unique
              ? "The conditional PutItem of the item that {@link #create} sends in its transaction, without sending it.\n"
              : "The conditional PutItem {@link #create} sends, without sending it.\n")
          .addStatement("return this.table.createItemRequest($T.INSTANCE.toItem($L))", entity.codecName(), requireRecord)
          .build());
    } else {
      // A created item starts at version 1, like one written by put(record at version 0), so that a
      // later put based on it expects the version it really has.
      CodeBlock firstRecord = withVersion(entity, variable, CodeBlock.of(isIntVersion(version) ? "1" : "1L"));
      type.addMethod(MethodSpec.methodBuilder(Naming.CREATE)
          .addModifiers(Modifier.PUBLIC)
          .returns(record)
          .addParameter(record, variable)
          .addJavadoc("Writes the $L at version 1 only if no item exists at its key ({@code attribute_not_exists}). "
              + "$L Returns the record as stored.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written\n$L",
              entity.simpleName(), unique ? "One TransactWriteItems: the PutItem and a uniqueness item per non-null "
                  + "{@code @Unique} value, each only if absent." : "One PutItem.", unique ? UNIQUE_TAKEN : "")
          .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
          .addStatement("$T stored = $L", record, firstRecord)
          .addCode(unique
              ? CodeBlock.of("$L.create(this.table, $S, stored, this.table.createItemRequest($T.INSTANCE.toItem(stored)), "
                  + "$T.ABSENT_VERSIONED);\n", UNIQUE_FIELD, accessor + ".create", entity.codecName(),
                  Names.TABLE_CLIENT.nestedClass("OwnChecks"))
              : CodeBlock.of("this.table.createVersionedItem($S, this.table.createItemRequest($T.INSTANCE.toItem(stored)));\n",
                  accessor + ".create", entity.codecName()))
          .addStatement("return stored")
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_REQUEST)
          .addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable)
          .addJavadoc("The conditional PutItem {@link #create} sends, without sending it.\n")
          .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
          .addStatement("return this.table.createItemRequest($T.INSTANCE.toItem($L))", entity.codecName(), firstRecord)
          .build());
    }

    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    if (!entity.settable().isEmpty() || version != null) {
      MethodSpec.Builder update = MethodSpec.methodBuilder(Naming.UPDATE_METHOD)
          .addModifiers(Modifier.PUBLIC)
          .returns(entity.updateName())
          .addJavadoc("A partial update of the stored $L: set components, then {@code apply()}: one UpdateItem, only if "
              + "the item exists.\n", entity.simpleName());
      KeysWriter.addParameters(update, keyParts);
      if (unique) {
        update.addJavadoc("<p>Setting a {@code @Unique} component reads the item first and sends one TransactWriteItems "
            + "instead, which moves its uniqueness item: see {@link $T#update}.\n", Names.UNIQUE_VALUES);
      }
      update.addStatement("return new $T($L$L)", entity.updateName(),
          newUpdate(entity, CodeBlock.of("this.table"), accessor + ".update", keyParts),
          unique ? CodeBlock.of(".keepingUnique($L)", UNIQUE_FIELD) : CodeBlock.of(""));
      type.addMethod(update.build());
    }
  }

  /**
   * {@code delete(key…, expectedVersion)}, its request, and {@code delete(record)}: deletes conditioned on the
   * version, as puts and updates are. A missing item is not an error: it is the state a delete asks for, and a
   * delete the SDK retried after its first attempt succeeded must not fail.
   */
  private static void addVersionedDeletes(TypeSpec.Builder type, EntityModel entity, String accessor,
      List<ComponentModel> keyParts) {
    ComponentModel version = entity.version();
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    String expected = Naming.fresh("expectedVersion", ComponentModel.names(keyParts));
    MethodSpec.Builder delete = MethodSpec.methodBuilder("delete")
        .addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addJavadoc("Deletes the $L with this key only if it is at version {@code $L}: optimistic locking. $L "
            + "Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a "
            + "delete asks for).\n\n"
            + "@throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing "
            + "is deleted$L\n", entity.simpleName(), expected, entity.hasUnique() ? UNIQUE_DELETE : "One DeleteItem.",
            entity.hasUnique() ? "" : " (the stored version is read with one more GetItem for the message)");
    KeysWriter.addParameters(delete, keyParts);
    delete.addParameter(long.class, expected);
    if (entity.hasUnique()) {
      delete.addStatement("return $L.delete(this.table, $S, $T.primaryKey($L), deleteRequest($L, $L), $T.versionOrAbsent($S, "
              + "$L))", UNIQUE_FIELD, accessor + ".delete", entity.keysName(), keyArguments, keyArguments, expected,
              Names.TABLE_CLIENT.nestedClass("OwnChecks"), version.attributeName(), expected);
    } else {
      delete.addStatement("return this.table.versionedDelete($S, deleteRequest($L, $L), $S, $L)", accessor + ".delete",
          keyArguments, expected, version.attributeName(), expected);
    }
    type.addMethod(delete.build());

    MethodSpec.Builder deleteRequest = MethodSpec.methodBuilder("deleteRequest")
        .addModifiers(Modifier.PUBLIC)
        .returns(ClassName.get("software.amazon.awssdk.services.dynamodb.model", "DeleteItemRequest"))
        .addJavadoc("The conditional DeleteItem the versioned {@code delete} sends, without sending it.\n");
    KeysWriter.addParameters(deleteRequest, keyParts);
    deleteRequest.addParameter(long.class, expected)
        .addStatement("return this.table.versionedDeleteRequest($T.primaryKey($L), $S, $L)", entity.keysName(),
            keyArguments, version.attributeName(), expected);
    type.addMethod(deleteRequest.build());

    String recordExpected = Naming.fresh("expectedVersion", List.of(variable));
    CodeBlock recordVersion = version.javaType().isPrimitive()
        ? CodeBlock.of("$L.$L()", variable, version.name())
        : CodeBlock.of("$L.$L() == null ? 0 : $L.$L()", variable, version.name(), variable, version.name());
    MethodSpec.Builder deleteRecord = MethodSpec.methodBuilder("delete")
        .addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addParameter(record, variable)
        .addJavadoc("Deletes the stored $L only if it is still at {@code $L}'s version (as read, or as returned by "
            + "{@code put}): optimistic locking. $L Returns whether it was deleted: {@code false} when there "
            + "was no item.\n\n"
            + "@throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is "
            + "deleted$L\n", entity.simpleName(), variable, entity.hasUnique() ? UNIQUE_DELETE : "One DeleteItem.",
            entity.hasUnique() ? "" : " (the stored version is read with one more GetItem for the message)")
        .addStatement("$T.requireNonNull($L, $S)", Objects.class, variable, variable)
        .addStatement("long $L = $L", recordExpected, recordVersion);
    if (entity.hasUnique()) {
      deleteRecord.addStatement("return $L.delete(this.table, $S, $T.INSTANCE.primaryKey($L), this.table.versionedDeleteRequest("
              + "$T.INSTANCE.primaryKey($L), $S, $L), $T.versionOrAbsent($S, $L))", UNIQUE_FIELD, accessor + ".delete",
              entity.codecName(), variable, entity.codecName(), variable, version.attributeName(), recordExpected,
              Names.TABLE_CLIENT.nestedClass("OwnChecks"), version.attributeName(), recordExpected);
    } else {
      deleteRecord.addStatement("return this.table.versionedDelete($S, this.table.versionedDeleteRequest($T.INSTANCE.primaryKey($L), $S, $L), $S, $L)",
          accessor + ".delete", entity.codecName(), variable, version.attributeName(), recordExpected,
          version.attributeName(), recordExpected);
    }
    type.addMethod(deleteRecord.build());
  }

  /**
   * The writes again, each with a {@code when} condition on the stored item ANDed to the checks it
   * makes by itself, and their request twins. A refused condition is a {@code ConditionFailedException};
   * the write's own checks keep their exceptions, which the runtime tells apart ({@code OwnChecks}).
   */
  private static void addConditionalWrites(TypeSpec.Builder type, EntityModel entity, String accessor,
      List<ComponentModel> keyParts) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    ComponentModel version = entity.version();
    ClassName putItemRequest = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "PutItemRequest");
    ClassName deleteItemRequest = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "DeleteItemRequest");
    ClassName ownChecks = Names.TABLE_CLIENT.nestedClass("OwnChecks");
    TypeName when = ConditionsWriter.whenType(entity);
    String whenName = Naming.fresh("when", ComponentModel.names(keyParts));
    CodeBlock condition = ConditionsWriter.condition(entity, "when");
    String failed = "@throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet "
        + "{@code when}; nothing is written\n";
    CodeBlock requireRecord = CodeBlock.of("$T.requireNonNull($L, $S)", Objects.class, variable, variable);

    MethodSpec.Builder put = MethodSpec.methodBuilder(Naming.PUT).addModifiers(Modifier.PUBLIC)
        .addParameter(record, variable).addParameter(when, "when");
    MethodSpec.Builder create = MethodSpec.methodBuilder(Naming.CREATE).addModifiers(Modifier.PUBLIC)
        .addParameter(record, variable).addParameter(when, "when");
    boolean unique = entity.hasUnique();
    if (version == null && unique) {
      put.addJavadoc("{@link #put($T)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates "
              + "the condition on a missing item). $L\n\n" + failed + UNIQUE_TAKEN, record, UNIQUE_COST)
          .addStatement("$L.put(this.table, $S, $L, putRequest($L, when))", UNIQUE_FIELD, accessor + ".put", variable,
              variable);
      create.addJavadoc("{@link #create($T)} only if {@code when} also holds: it is evaluated on the missing item, so "
              + "only conditions that hold for absent attributes can pass. One TransactWriteItems.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is "
              + "written\n" + failed + UNIQUE_TAKEN, record)
          .addStatement("$L.create(this.table, $S, $L, createRequest($L, when), $T.ABSENT)", UNIQUE_FIELD,
              accessor + ".create", variable, variable, ownChecks);
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_METHOD).addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("{@link #update($T)} only if the stored item also meets {@code when}. $L\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written\n"
              + failed + UNIQUE_TAKEN, record, UNIQUE_COST)
          .addStatement("$L.replace(this.table, $S, $L, updateRequest($L, when))", UNIQUE_FIELD, accessor + ".update",
              variable, variable)
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_REQUEST).addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("The conditional PutItem of the item, without sending it: {@link #update($T, $T)} adds the guard "
              + "on the stored {@code @Unique} values it reads and sends it in its transaction.\n", record,
              ClassName.get(java.util.function.Function.class))
          .addStatement("return this.table.withCondition(this.table.replaceItemRequest($T.INSTANCE.toItem($L)), $L)",
              entity.codecName(), requireRecord, condition)
          .build());
    } else if (version == null) {
      put.addJavadoc("{@link #put($T)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates "
              + "the condition on a missing item). One PutItem.\n\n" + failed, record)
          .addStatement("this.table.putItem($S, putRequest($L, when), $T.NONE, $T.INSTANCE)", accessor + ".put",
              variable, ownChecks, entity.codecName());
      create.addJavadoc("{@link #create($T)} only if {@code when} also holds: it is evaluated on the missing item, so "
              + "only conditions that hold for absent attributes can pass. One PutItem.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is "
              + "written\n" + failed, record)
          .addStatement("this.table.putItem($S, createRequest($L, when), $T.ABSENT, $T.INSTANCE)", accessor + ".create",
              variable, ownChecks, entity.codecName());
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_METHOD).addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("{@link #update($T)} only if the stored item also meets {@code when}. One PutItem.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written\n"
              + failed, record)
          .addStatement("this.table.putItem($S, updateRequest($L, when), $T.PRESENT, $T.INSTANCE)", accessor + ".update",
              variable, ownChecks, entity.codecName())
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_REQUEST).addModifiers(Modifier.PUBLIC)
          .returns(putItemRequest)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("The conditional PutItem {@link #update($T, $T)} sends, without sending it.\n", record,
              ClassName.get(java.util.function.Function.class))
          .addStatement("return this.table.withCondition(this.table.replaceItemRequest($T.INSTANCE.toItem($L)), $L)",
              entity.codecName(), requireRecord, condition)
          .build());
    } else {
      String one = isIntVersion(version) ? "1" : "1L";
      CodeBlock nextVersion = version.javaType().isPrimitive()
          ? CodeBlock.of("$L.$L() + 1", variable, version.name())
          : CodeBlock.of("($L.$L() == null ? $L : $L.$L() + 1)", variable, version.name(), one, variable, version.name());
      put.returns(record)
          .addJavadoc("{@link #put($T)} (optimistic locking) only if the stored item also meets {@code when}. $L "
              + "Returns the record as stored.\n\n"
              + "@throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing "
              + "is written\n" + failed + (unique ? UNIQUE_TAKEN : ""), record, unique ? UNIQUE_COST : "One PutItem.")
          .addStatement("$L", requireRecord)
          .addStatement("$T next = $L", record, withVersion(entity, variable, nextVersion))
          .addStatement("long version = next.$L()", version.name())
          .addCode(unique
              ? CodeBlock.of("$L.putVersioned(this.table, $S, next, this.table.withCondition(this.table.versionedPutRequest("
                  + "$S, $T.INSTANCE.toItem(next), $S, version), $L), $S);\n", UNIQUE_FIELD, accessor + ".put",
                  accessor + ".put", entity.codecName(), version.attributeName(), condition, version.attributeName())
              : CodeBlock.of("this.table.putItem($S, this.table.withCondition(this.table.versionedPutRequest($S, "
                  + "$T.INSTANCE.toItem(next), $S, version), $L), $T.version($S, version - 1), $T.INSTANCE);\n",
                  accessor + ".put", accessor + ".put", entity.codecName(), version.attributeName(), condition, ownChecks,
                  version.attributeName(), entity.codecName()))
          .addStatement("return next");
      create.returns(record)
          .addJavadoc("{@link #create($T)} only if {@code when} also holds: it is evaluated on the missing item, so "
              + "only conditions that hold for absent attributes can pass. $L Returns the record as stored.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is "
              + "written\n" + failed + (unique ? UNIQUE_TAKEN : ""), record,
              unique ? "One TransactWriteItems, with a uniqueness item per non-null {@code @Unique} value." : "One PutItem.")
          .addStatement("$L", requireRecord)
          .addStatement("$T stored = $L", record, withVersion(entity, variable, CodeBlock.of(one)))
          .addCode(unique
              ? CodeBlock.of("$L.create(this.table, $S, stored, this.table.withCondition(this.table.createItemRequest("
                  + "$T.INSTANCE.toItem(stored)), $L), $T.ABSENT_VERSIONED);\n", UNIQUE_FIELD, accessor + ".create",
                  entity.codecName(), condition, ownChecks)
              : CodeBlock.of("this.table.putItem($S, this.table.withCondition(this.table.createItemRequest("
                  + "$T.INSTANCE.toItem(stored)), $L), $T.ABSENT_VERSIONED, $T.INSTANCE);\n",
                  accessor + ".create", entity.codecName(), condition, ownChecks, entity.codecName()))
          .addStatement("return stored");
      type.addMethod(MethodSpec.methodBuilder(Naming.UPDATE_METHOD).addModifiers(Modifier.PUBLIC)
          .returns(record)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("Same as {@link #put($T, $T)}.\n", record, ClassName.get(java.util.function.Function.class))
          .addStatement("return put($L, when)", variable)
          .build());
    }
    type.addMethod(put.build());
    type.addMethod(MethodSpec.methodBuilder(Naming.PUT_REQUEST).addModifiers(Modifier.PUBLIC)
        .returns(putItemRequest)
        .addParameter(record, variable).addParameter(when, "when")
        .addJavadoc("The conditional PutItem {@link #put($T, $T)} sends, without sending it.\n", record,
            ClassName.get(java.util.function.Function.class))
        .addStatement("return this.table.withCondition(putRequest($L), $L)", variable, condition)
        .build());
    type.addMethod(create.build());
    type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_REQUEST).addModifiers(Modifier.PUBLIC)
        .returns(putItemRequest)
        .addParameter(record, variable).addParameter(when, "when")
        .addJavadoc("The conditional PutItem {@link #create($T, $T)} sends, without sending it.\n", record,
            ClassName.get(java.util.function.Function.class))
        .addStatement("return this.table.withCondition(createRequest($L), $L)", variable, condition)
        .build());

    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    CodeBlock whenCondition = ConditionsWriter.condition(entity, whenName);
    MethodSpec.Builder delete = MethodSpec.methodBuilder(Naming.DELETE).addModifiers(Modifier.PUBLIC)
        .returns(boolean.class)
        .addJavadoc("Deletes the $L with this key only if it meets {@code $L}$L; returns whether there was one. One "
            + "DeleteItem.\n\n" + failed.replace("{@code when}", "{@code " + whenName + "}"), entity.simpleName(),
            whenName, version == null ? "" : ", whatever its version");
    KeysWriter.addParameters(delete, keyParts);
    delete.addParameter(when, whenName);
    if (unique) {
      delete.addJavadoc("<p>One consistent GetItem first, then one TransactWriteItems that also deletes the item's "
              + "uniqueness items.\n")
          .addStatement("return $L.delete(this.table, $S, $T.primaryKey($L), deleteRequest($L, $L))", UNIQUE_FIELD,
              accessor + ".delete", entity.keysName(), keyArguments, keyArguments, whenName);
    } else {
      delete.addStatement("return this.table.deleteItem($S, deleteRequest($L, $L), $T.NONE, $T.INSTANCE)",
          accessor + ".delete", keyArguments, whenName, ownChecks, entity.codecName());
    }
    type.addMethod(delete.build());
    MethodSpec.Builder deleteRequest = MethodSpec.methodBuilder(Naming.DELETE_REQUEST).addModifiers(Modifier.PUBLIC)
        .returns(deleteItemRequest)
        .addJavadoc("The conditional DeleteItem {@code delete(…, $L)} sends, without sending it.\n", whenName);
    KeysWriter.addParameters(deleteRequest, keyParts);
    deleteRequest.addParameter(when, whenName)
        .addStatement("return this.table.withCondition(deleteRequest($L), $L)", keyArguments, whenCondition);
    type.addMethod(deleteRequest.build());
    if (version != null) {
      CodeBlock recordVersion = version.javaType().isPrimitive()
          ? CodeBlock.of("$L.$L()", variable, version.name())
          : CodeBlock.of("$L.$L() == null ? 0 : $L.$L()", variable, version.name(), variable, version.name());
      type.addMethod(MethodSpec.methodBuilder(Naming.DELETE).addModifiers(Modifier.PUBLIC)
          .returns(boolean.class)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("{@link #delete($T)} (only the version read) only if the stored item also meets {@code when}. "
              + "$L Returns whether it was deleted: {@code false} when there was no item.\n\n"
              + "@throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing "
              + "is deleted\n" + failed, record, unique ? UNIQUE_DELETE : "One DeleteItem.")
          .addStatement("$L", requireRecord)
          .addCode(unique
              ? CodeBlock.of("return $L.delete(this.table, $S, $T.INSTANCE.primaryKey($L), deleteRequest($L, when), "
                  + "$T.versionOrAbsent($S, $L));\n", UNIQUE_FIELD, accessor + ".delete", entity.codecName(), variable,
                  variable, ownChecks, version.attributeName(), recordVersion)
              : CodeBlock.of("return this.table.deleteItem($S, deleteRequest($L, when), $T.versionOrAbsent($S, $L), "
                  + "$T.INSTANCE);\n", accessor + ".delete", variable, ownChecks, version.attributeName(),
                  recordVersion, entity.codecName()))
          .build());
      type.addMethod(MethodSpec.methodBuilder(Naming.DELETE_REQUEST).addModifiers(Modifier.PUBLIC)
          .returns(deleteItemRequest)
          .addParameter(record, variable).addParameter(when, "when")
          .addJavadoc("The conditional DeleteItem {@link #delete($T, $T)} sends, without sending it.\n", record,
              ClassName.get(java.util.function.Function.class))
          .addStatement("$L", requireRecord)
          .addStatement("return this.table.withCondition(this.table.versionedDeleteRequest($T.INSTANCE.primaryKey($L), "
                  + "$S, $L), $L)",
              entity.codecName(), variable, version.attributeName(), recordVersion, condition)
          .build());
    }
  }

  /** {@code new Record(record.a(), …, <version>)}: the record with its version component replaced. */
  private static CodeBlock withVersion(EntityModel entity, String variable, CodeBlock version) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (ComponentModel component : entity.components()) {
      arguments.add(component.equals(entity.version()) ? version : CodeBlock.of("$L.$L()", variable, component.name()));
    }
    return CodeBlock.of("new $T($L)", entity.recordName(), CodeBlock.join(arguments, ", "));
  }

  private static boolean isIntVersion(ComponentModel version) {
    String type = version.javaType().toString();
    return type.equals("int") || type.equals("java.lang.Integer");
  }

  private static void addIndexCollectionLoad(TypeSpec.Builder type, TableModel table, EntityModel entity,
      IndexModel index, List<EntityModel> incoming, String accessor) {
    ClassName result = Naming.indexResultName(table, entity, index, incoming);
    String method = Naming.collectionLoad(entity, result);
    CodeBlock keyArguments = KeysWriter.arguments(entity.partitionKeyParts());
    MethodSpec.Builder load = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addJavadoc("The $L and every edge pointing at it, from index {@code $L}: one Query (plus one per further MB), "
            + "split by the {@code $L} attribute.\n<p><strong>Eventually consistent</strong>: DynamoDB fills global "
            + "secondary indexes asynchronously, so an edge written a moment ago may be missing.\n",
            entity.simpleName(), index.name(), table.typeAttribute());
    KeysWriter.addParameters(load, entity.partitionKeyParts());
    List<String> taken = new ArrayList<>(ComponentModel.names(entity.partitionKeyParts()));
    addSplitItems(load, CodeBlock.of("$S", accessor + "." + method), entity, incoming, result, taken,
        CodeBlock.of("this.table.queryAll($S, $LRequest($L))", accessor + "." + method, method, keyArguments));
    type.addMethod(load.build());

    MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(QUERY_REQUEST)
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    KeysWriter.addParameters(request, entity.partitionKeyParts());
    request.addStatement("return new $T($S, $S, $T.partitionKey($L), $S, null, $T.of())\n"
            + "    .toRequest(this.table.tableName())\n    .build()",
        Names.KEY_CONDITION, index.name(), index.partitionKey(), entity.keysName(), keyArguments, index.sortKey(),
        List.class);
    type.addMethod(request.build());
  }

  /**
   * Reads {@code source}'s items and splits them by the type attribute into the owner and one list
   * per member entity, then returns the typed result (empty without the owner).
   */
  private static void addSplitItems(MethodSpec.Builder method, CodeBlock operation, EntityModel owner,
      List<EntityModel> members, ClassName result, List<String> parameterNames, CodeBlock source) {
    String ownerVariable = Naming.variableName(owner.recordName());
    List<String> taken = new ArrayList<>(parameterNames);
    taken.add(ownerVariable);
    members.forEach(m -> taken.add(Naming.listName(m)));
    String item = Naming.fresh("item", taken);
    String itemType = Naming.fresh("type", taken);
    method.addStatement("$T $L = null", owner.recordName(), ownerVariable);
    for (EntityModel member : members) {
      method.addStatement("$T<$T> $L = new $T<>()", List.class, member.recordName(), Naming.listName(member),
          ArrayList.class);
    }
    method.beginControlFlow("for ($T<$T, $T> $L : $L)", Map.class, String.class, Names.ATTRIBUTE_VALUE, item, source)
        .addStatement("$T $L = $T.getString($L, this.table.typeAttributeName())", String.class, itemType, Names.ITEMS, item)
        .beginControlFlow("if ($T.ENTITY_TYPE.equals($L))", owner.codecName(), itemType)
        .addStatement("$L = $L", ownerVariable, decode(operation, owner, item));
    for (EntityModel member : members) {
      method.nextControlFlow("else if ($T.ENTITY_TYPE.equals($L))", member.codecName(), itemType)
          .addStatement("$L.add($L)", Naming.listName(member), decode(operation, member, item));
    }
    method.endControlFlow().endControlFlow();
    List<String> arguments = new ArrayList<>(List.of(ownerVariable));
    members.forEach(m -> arguments.add(Naming.listName(m)));
    method.addStatement("return $L == null ? $T.empty() : $T.of(new $T($L))", ownerVariable,
        Optional.class, Optional.class, result, String.join(", ", arguments));
  }

  private static void addEdgeOperations(TypeSpec.Builder type, TableModel table, EntityModel edge, String accessor) {
    EdgeModel model = edge.edge();
    EntityModel from = table.entity(model.fromName());
    EntityModel to = table.entity(model.toName());
    ClassName record = edge.recordName();
    String variable = Naming.variableName(record);
    IndexModel index = model.index();

    if (!model.verb().isEmpty()) {
      type.addMethod(MethodSpec.methodBuilder(model.verb())
          .addModifiers(Modifier.PUBLIC)
          .addParameter(record, variable)
          .addJavadoc("Links the two sides: {@link #create}, under this schema's own name. One conditional PutItem.\n\n"
              + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when this edge exists; nothing changes\n")
          .addStatement("this.table.$L($S, createRequest($L))", edge.version() == null ? "putItem" : "createVersionedItem",
              accessor + "." + model.verb(), variable)
          .build());
    }

    // from side: base table, consistent reads available
    String fromMethod = Naming.edgeListing(model, from, model.fromParts());
    for (SortVariant variant : sortVariants(model.toParts(), CodeBlock.of("$T.SORT_KEY_PREFIX", edge.keysName()),
        leading -> CodeBlock.of("$T.sortKeyPrefix($L)", edge.keysName(), KeysWriter.arguments(leading)))) {
      MethodSpec.Builder ofFrom = MethodSpec.methodBuilder(fromMethod)
          .addModifiers(Modifier.PUBLIC)
          .returns(listingType(edge, record));
      if (variant.isBase()) {
        ofFrom.addJavadoc("The $L of one {@link $T}, from the base table: one Query per page, "
                + "{@code begins_with($L, \"$L\")}. Strong consistency is available with {@code .consistentRead()}.\n",
            Naming.plural(Naming.decapitalize(edge.simpleName())), from.recordName(), table.sortKey(),
            KeyFormat.sortKeyPrefix(edge.prefix()));
      } else {
        variant.addJavadoc(ofFrom, fromMethod, table.sortKey());
      }
      KeysWriter.addParameters(ofFrom, model.fromParts());
      variant.addParameters(ofFrom);
      ofFrom.addStatement("return $T.of(this.table, $S, new $T(null, this.table.partitionKeyName(), $T.partitionKey($L),\n"
              + "        this.table.sortKeyName(), $L, $T.of(this.table.partitionKeyName(), this.table.sortKeyName()))$L,\n"
              + "    $L, $T.INSTANCE, $L)",
          Names.LISTING, accessor + "." + fromMethod, Names.KEY_CONDITION, edge.keysName(),
          KeysWriter.arguments(model.fromParts()), variant.scope(), List.class,
          variant.narrow(edge, variant.parameterNames(model.fromParts())), decoder(accessor + "." + fromMethod, edge),
          edge.conditionsName(), keyComponents(model.fromParts(), model.toParts()));
      type.addMethod(ofFrom.build());
    }

    // to side: the inverted index, eventually consistent
    String toMethod = Naming.edgeListing(model, to, model.toParts());
    ClassName element = index.projectsAll() ? record : edge.refName();
    for (SortVariant variant : sortVariants(model.fromParts(), CodeBlock.of("$T.SORT_KEY_PREFIX", edge.keysName()),
        leading -> CodeBlock.of("$T.indexSortKeyPrefix($L)", edge.keysName(), KeysWriter.arguments(leading)))) {
      MethodSpec.Builder ofTo = MethodSpec.methodBuilder(toMethod)
          .addModifiers(Modifier.PUBLIC)
          .returns(listingType(edge, element));
      if (variant.isBase()) {
        ofTo.addJavadoc("The $L pointing at one {@link $T}, from index {@code $L}: one Query per page, "
                + "{@code begins_with($L, \"$L\")}.\n<p><strong>Eventually consistent</strong>: DynamoDB fills global "
                + "secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses "
                + "consistent reads on them.\n",
            Naming.plural(Naming.decapitalize(edge.simpleName())), to.recordName(), index.name(),
            index.sortKey(), KeyFormat.sortKeyPrefix(edge.prefix()));
        if (!index.projectsAll()) {
          ofTo.addJavadoc("<p>The index projects $L, not whole edges, so this lists references; "
              + "{@link #fetch} reads the whole edges (one BatchGetItem per 100).\n", index.projection());
        }
      } else {
        variant.addJavadoc(ofTo, toMethod, index.sortKey());
      }
      KeysWriter.addParameters(ofTo, model.toParts());
      variant.addParameters(ofTo);
      ofTo.addStatement("return $T.of(this.table, $S, new $T($S, $S, $T.indexPartitionKey($L),\n"
              + "        $S, $L, $T.of(this.table.partitionKeyName(), this.table.sortKeyName(), $S, $S))$L,\n"
              + "    $L, $L, $L)",
          Names.LISTING, accessor + "." + toMethod, Names.KEY_CONDITION, index.name(), index.partitionKey(),
          edge.keysName(), KeysWriter.arguments(model.toParts()), index.sortKey(), variant.scope(), List.class,
          index.partitionKey(), index.sortKey(), variant.narrow(edge, variant.parameterNames(model.toParts())),
          index.projectsAll() ? decoder(accessor + "." + toMethod, edge) : CodeBlock.of("this::refOf"),
          // A keys-only projection: a filter would not see the edge's attributes, so the listing refuses one.
          index.projectsAll() ? CodeBlock.of("$T.INSTANCE", edge.conditionsName()) : CodeBlock.of("null"),
          keyComponents(model.fromParts(), model.toParts()));
      type.addMethod(ofTo.build());
    }

    if (!index.projectsAll()) {
      ClassName ref = edge.refName();
      CodeBlock.Builder fromKeys = CodeBlock.builder();
      List<CodeBlock> args = new ArrayList<>();
      for (ComponentModel part : model.fromParts()) {
        args.add(CodeBlock.of("$T.$LOf(item.get(this.table.partitionKeyName()).s())", edge.keysName(), part.name()));
      }
      for (ComponentModel part : model.toParts()) {
        args.add(CodeBlock.of("$T.$LOf(item.get(this.table.sortKeyName()).s())", edge.keysName(), part.name()));
      }
      fromKeys.add("return new $T($L)", ref, CodeBlock.join(args, ",\n    "));
      type.addMethod(MethodSpec.methodBuilder(Naming.REF_OF)
          .addModifiers(Modifier.PRIVATE)
          .returns(ref)
          .addParameter(CodecWriter.ITEM, "item")
          .addStatement("$L", fromKeys.build())
          .build());
      ClassName batchGetter = Names.BATCH_GETTER;
      ClassName retryPolicy = Names.RETRY_POLICY;
      CodeBlock refKey = CodeBlock.of("r -> $T.primaryKey($L)", edge.keysName(), CodeBlock.join(
          java.util.stream.Stream.concat(model.fromParts().stream(), model.toParts().stream())
              .map(p -> CodeBlock.of("r.$L()", p.name())).toList(), ", "));
      type.addMethod(MethodSpec.methodBuilder(Naming.FETCH)
          .addModifiers(Modifier.PUBLIC)
          .returns(ParameterizedTypeName.get(ClassName.get(List.class), record))
          .addParameter(ParameterizedTypeName.get(ClassName.get(List.class), ref), "refs")
          .addJavadoc("The whole edges behind {@code refs} (as listed by {@link #$L}), in the same order, without the "
              + "ones deleted since: one BatchGetItem per 100 references, plus retries of unprocessed keys.\n", toMethod)
          .addStatement("$T<$T<$T, $T>> items = $T.get(this.table, $S, refs, $L, $T.defaults(), false).items()",
              List.class, Map.class, String.class, Names.ATTRIBUTE_VALUE, batchGetter, accessor + ".fetch", refKey,
              retryPolicy)
          .addStatement("$T<$T> edges = new $T<>(items.size())", List.class, record, ArrayList.class)
          .beginControlFlow("for ($T<$T, $T> item : items)", Map.class, String.class, Names.ATTRIBUTE_VALUE)
          .addStatement("edges.add($L)", decode(accessor + ".fetch", edge, "item"))
          .endControlFlow()
          .addStatement("return edges")
          .build());
    }
  }

  private static void addChildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    EntityModel parent = table.entity(entity.parentName());
    String method = Naming.childListing(parent);
    List<ComponentModel> inherited = table.inheritedSortKeyParts(entity);
    if (!inherited.isEmpty()) {
      // One order's lines: the order's key fixes the scope, then ranges go on the line's own key.
      for (SortVariant variant : sortVariants(table.ownSortKeyParts(entity),
          CodeBlock.of("$T.sortKeyPrefix($L)", entity.keysName(), KeysWriter.arguments(inherited)),
          leading -> {
            List<ComponentModel> fixed = new ArrayList<>(inherited);
            fixed.addAll(leading);
            return CodeBlock.of("$T.sortKeyPrefix($L)", entity.keysName(), KeysWriter.arguments(fixed));
          })) {
        addGrandchildListing(type, table, entity, accessor, parent, method, inherited, variant);
      }
      return;
    }
    for (SortVariant variant : sortVariants(entity, entity.sortKeyParts(),
        CodeBlock.of("$T.SORT_KEY_PREFIX", entity.keysName()))) {
      addChildListing(type, table, entity, accessor, parent, method, variant);
    }
  }

  /** A grandchild's listing under one parent: one partition (the parent's shard, if sharded), one Query per page. */
  private static void addGrandchildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityModel parent, String method, List<ComponentModel> inherited, SortVariant variant) {
    MethodSpec.Builder list = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(listingType(entity, entity.recordName()));
    if (variant.isBase()) {
      list.addJavadoc("The $L of one {@link $T}, in sort-key order: one Query per page, "
              + "{@code begins_with($L, \"$L#<$L>#$L#\")}, in the partition that holds the $L.\nChain "
              + "{@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items "
              + "it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
          Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
          parent.prefix(), String.join(", ", ComponentModel.names(inherited)), entity.prefix(), parent.simpleName());
    } else {
      variant.addJavadoc(list, method, table.sortKey());
    }
    List<ComponentModel> before = new ArrayList<>(entity.partitionKeyParts());
    before.addAll(inherited);
    KeysWriter.addParameters(list, before);
    variant.addParameters(list);
    List<String> taken = variant.parameterNames(before);
    list.addStatement("return $T.of(this.table, $S, new $T(null, this.table.partitionKeyName(), $T.partitionKey($L),\n"
            + "        this.table.sortKeyName(), $L, $T.of(this.table.partitionKeyName(), this.table.sortKeyName()))$L,\n"
            + "    $L, $T.INSTANCE, $L)",
        Names.LISTING, accessor + "." + method, Names.KEY_CONDITION, entity.keysName(),
        KeysWriter.arguments(table.partitionKeyArguments(entity)), variant.scope(), List.class,
        variant.narrow(entity, taken), decoder(accessor + "." + method, entity), entity.conditionsName(),
        keyComponents(before, entity.sortKeyParts()));
    type.addMethod(list.build());
  }

  /**
   * A child with children of its own, read with its children of one type: one Query on the range of sort keys that
   * starts with its own ({@code BETWEEN ORDER#o1 AND ORDER#o1$}), in its partition.
   */
  private static void addNestedCollectionLoad(
      TypeSpec.Builder type, TableModel table, EntityModel entity, Naming.Load collection, String accessor) {
    List<EntityModel> children = collection.members();
    ClassName result = collection.result();
    String method = Naming.collectionLoad(entity, result);
    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    String plural = Naming.plural(Naming.decapitalize(children.get(0).simpleName()));
    MethodSpec.Builder load = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addJavadoc("The $L and its $L: one Query (plus one per further MB of items) on the sort keys from the $L's "
                + "own to the end of its children, {@code BETWEEN $L#<$L> AND $L#<$L>$$}, split by the {@code $L} "
                + "attribute (children of other types, if any, are read and left out). Empty when the $L itself does "
                + "not exist.\n",
            entity.simpleName(), plural, entity.simpleName(), entity.prefix(), String.join(", ", ComponentModel.names(
                entity.sortKeyParts())), entity.prefix(), String.join(", ", ComponentModel.names(entity.sortKeyParts())),
            table.typeAttribute(), entity.simpleName());
    KeysWriter.addParameters(load, keyParts);
    load.addStatement("return $L($L, $T.EVENTUAL)", method, keyArguments, Names.READ_CONSISTENCY);
    type.addMethod(load.build());

    MethodSpec.Builder loadConsistent = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addJavadoc("As {@link #$L}, read as {@code consistency} says.\n", method);
    KeysWriter.addParameters(loadConsistent, keyParts);
    List<String> taken = new ArrayList<>(ComponentModel.names(keyParts));
    String consistent = Naming.fresh("consistency", taken);
    loadConsistent.addParameter(Names.READ_CONSISTENCY, consistent);
    addSplitItems(loadConsistent, CodeBlock.of("$S", accessor + "." + method), entity, collection.contents(), result, taken,
        CodeBlock.of("this.table.queryAll($S, $LRequest($L, $L))", accessor + "." + method, method, keyArguments,
            consistent));
    type.addMethod(loadConsistent.build());

    MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(QUERY_REQUEST)
        .addJavadoc("The Query {@link #$L} sends first, without sending it; its $L follow the $L in sort-key order.\n",
            method, plural, entity.simpleName());
    KeysWriter.addParameters(request, keyParts);
    request.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return new $T(null, this.table.partitionKeyName(), $T.partitionKey($L), this.table.sortKeyName(),\n"
                + "        null, $T.of(), $T.itemAndBelow($T.sortKey($L)))\n"
                + "    .toRequest(this.table.tableName())\n    .consistentRead($L.strong())\n    .build()",
            Names.KEY_CONDITION, entity.keysName(), KeysWriter.arguments(table.partitionKeyArguments(entity)), List.class,
            Names.SORT_KEY_BOUNDS, entity.keysName(), KeysWriter.arguments(entity.sortKeyParts()), consistent);
    type.addMethod(request.build());
  }

  private static void addChildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityModel parent, String method, SortVariant variant) {
    TypeName listing = listingType(entity, entity.recordName());
    MethodSpec.Builder list = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(listing);
    if (variant.isBase()) {
      list.addJavadoc("The $L of one {@link $T}, in sort-key order: one Query per page, "
              + "{@code begins_with($L, \"$L\")}.\nChain {@code .newestFirst()}, {@code .limit(n)}, "
              + "{@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid "
              + "for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
          Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
          KeyFormat.sortKeyPrefix(entity.prefix()));
    } else {
      variant.addJavadoc(list, method, table.sortKey());
    }
    KeysWriter.addParameters(list, entity.partitionKeyParts());
    variant.addParameters(list);
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    String shardsVar = Naming.fresh("shards", taken);
    String shardVar = Naming.fresh("shard", taken);
    CodeBlock narrow = variant.narrow(entity, taken);
    if (parent.isSharded()) {
      list.returns(listingType(entity, entity.recordName()));
      if (variant.isBase()) {
        list.addJavadoc("<p>The $L's children are spread over {@value $T#SHARDS} shards: each page sends one Query per "
            + "shard, in parallel, merged in sort-key order.\n", parent.simpleName(), parent.keysName());
      }
      list.addStatement("$T<$T> $L = new $T<>($T.SHARDS)", List.class, Names.KEY_CONDITION, shardsVar, ArrayList.class,
              parent.keysName())
          .beginControlFlow("for (int $L = 0; $L < $T.SHARDS; $L++)", shardVar, shardVar, parent.keysName(), shardVar)
          .addStatement("$L.add(new $T(null, this.table.partitionKeyName(), $T.shardPartitionKey($L, $L),\n"
                  + "    this.table.sortKeyName(), $L, $T.of(this.table.partitionKeyName(), this.table.sortKeyName()))$L)",
              shardsVar, Names.KEY_CONDITION, parent.keysName(), KeysWriter.arguments(entity.partitionKeyParts()), shardVar,
              variant.scope(), List.class, narrow)
          .endControlFlow()
          .addStatement("return $T.sharded(this.table, $S, $L, $L,\n    $T.INSTANCE, $L)", Names.LISTING,
              accessor + "." + method, shardsVar, decoder(accessor + "." + method, entity),
              entity.conditionsName(), keyComponents(entity.partitionKeyParts(), entity.sortKeyParts()));
      type.addMethod(list.build());
      return;
    }
    list.addStatement("return $T.of(this.table, $S, new $T(null, this.table.partitionKeyName(), $T.partitionKey($L),\n"
            + "        this.table.sortKeyName(), $L, $T.of(this.table.partitionKeyName(), this.table.sortKeyName()))$L,\n"
            + "    $L, $T.INSTANCE, $L)",
        Names.LISTING, accessor + "." + method, Names.KEY_CONDITION, entity.keysName(),
        KeysWriter.arguments(entity.partitionKeyParts()), variant.scope(), List.class, narrow,
        decoder(accessor + "." + method, entity), entity.conditionsName(),
        keyComponents(entity.partitionKeyParts(), entity.sortKeyParts()));
    type.addMethod(list.build());
  }

  /**
   * One overload of a listing: the leading sort-key components it fixes by equality, and the next one
   * it ranges, if any. The plain listing fixes and ranges nothing.
   *
   * @param scope what the sort keys in this overload begin with: the entity's prefix, or that and the
   *     fixed components; {@code null} for an index sort key that is the bare component
   */
  private record SortVariant(List<ComponentModel> fixed, ComponentModel ranged, CodeBlock scope) {
    boolean isBase() {
      return fixed.isEmpty() && ranged == null;
    }

    void addParameters(MethodSpec.Builder method) {
      KeysWriter.addParameters(method, fixed);
      if (ranged != null) {
        method.addParameter(ParameterizedTypeName.get(Names.KEY_RANGE, ranged.javaType().box()), ranged.name());
      }
    }

    List<String> parameterNames(List<ComponentModel> before) {
      List<String> names = new ArrayList<>(ComponentModel.names(before));
      names.addAll(ComponentModel.names(fixed));
      if (ranged != null) {
        names.add(ranged.name());
      }
      return names;
    }

    /** {@code .within(range, value -> KeyCodec.encodeX(..., value))}, or nothing without a range. */
    CodeBlock narrow(EntityModel entity, List<String> taken) {
      if (ranged == null) {
        return CodeBlock.of("");
      }
      String value = Naming.fresh("value", taken);
      return CodeBlock.of(".within($L, $L -> $L)", ranged.name(), value, KeysWriter.encoding(entity, ranged, value));
    }

    void addJavadoc(MethodSpec.Builder method, String plain, String sortKey) {
      String fixedText = fixed.isEmpty() ? ""
          : " whose {@code " + String.join("}, {@code ", ComponentModel.names(fixed)) + "} equal the arguments";
      if (ranged == null) {
        method.addJavadoc("Like {@link #$L}, only the items$L: {@code begins_with($L, …)} on their common prefix, one "
            + "Query per page.\n", plain, fixedText, sortKey);
        return;
      }
      method.addJavadoc("Like {@link #$L}, only the items$L$L {@code $L} is in the given range, in key order: the range "
              + "is the Query's key condition on {@code $L} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} "
              + "or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} "
              + "shows it.\n\n@param $L the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}\n"
              + "@throws $T when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent\n",
          plain, fixedText, fixed.isEmpty() ? " whose" : " and whose", ranged.name(), sortKey, ranged.name(),
          Names.INVALID_KEY_EXCEPTION);
    }
  }

  /**
   * The overloads of a listing over sort key {@code parts}: the plain one; then, for each component,
   * one that ranges it after fixing the ones before it, and (past the first) one that only fixes them.
   *
   * @param prefix the scope when nothing is fixed: the entity's sort key prefix, or {@code null} for an
   *     index sort key that is the bare component
   */
  private static List<SortVariant> sortVariants(EntityModel entity, List<ComponentModel> parts, CodeBlock prefix) {
    return sortVariants(parts, prefix, leading -> leading.isEmpty() ? prefix
        : CodeBlock.of("$T.sortKeyPrefix($L)", entity.keysName(), KeysWriter.arguments(leading)));
  }

  /**
   * The overloads of a listing, with the plain one's scope {@code base} and {@code scopeOf(leading)}
   * the scope of a range after the {@code leading} components.
   */
  private static List<SortVariant> sortVariants(List<ComponentModel> parts, CodeBlock base,
      java.util.function.Function<List<ComponentModel>, CodeBlock> scopeOf) {
    List<SortVariant> variants = new ArrayList<>();
    variants.add(new SortVariant(List.of(), null, base));
    for (int fixed = 0; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      CodeBlock scope = scopeOf.apply(leading);
      if (fixed > 0) {
        variants.add(new SortVariant(leading, null, scope));
      }
      variants.add(new SortVariant(leading, parts.get(fixed), scope));
    }
    return variants;
  }


  /** {@code `createdAt`}, {@code `createdAt`, `projectId`} or {@code its own sort key}, then the primary key. */
  private static String orderedBy(EntityIndexModel index) {
    return (index.hasSortComponents() ? "{@code " + String.join("}, {@code ", ComponentModel.names(index.sortComponents()))
        + "}" : "its own sort key") + ", then its primary key";
  }

  /**
   * The overloads of an index listing over its sort components: {@code base} is the scope of a range on
   * the first; after fixed leading components, the scope is {@code <query>SortKeyPrefix(leading…)}.
   */
  private static List<SortVariant> indexSortVariants(EntityModel entity, EntityIndexModel index, CodeBlock base) {
    return sortVariants(index.sortComponents(), base, leading -> leading.isEmpty() ? base
        : CodeBlock.of("$T.$LSortKeyPrefix($L)", entity.keysName(), index.queryName(), KeysWriter.arguments(leading)));
  }

  private static void addLocalIndexQuery(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityIndexModel index) {
    for (SortVariant variant : indexSortVariants(entity, index, CodeBlock.of("$T.SORT_KEY_PREFIX", entity.keysName()))) {
      addLocalIndexQuery(type, table, entity, accessor, index, variant);
    }
  }

  private static void addLocalIndexQuery(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityIndexModel index, SortVariant variant) {
    IndexModel model = index.index();
    boolean sharded = table.isShardedChild(entity);
    MethodSpec.Builder query = MethodSpec.methodBuilder(index.queryName())
        .addModifiers(Modifier.PUBLIC);
    if (variant.isBase()) {
      query.addJavadoc("The $L of one partition ordered by $L, from local index {@code $L}: one Query per page$L, "
              + "{@code begins_with($L, \"$L\")}. Strong consistency is available with {@code .consistentRead()}.\n"
              + "<p>Sparse: only a $L whose {@code $L} is non-null is in the index; others are not listed here.\n",
          Naming.plural(Naming.decapitalize(entity.simpleName())), orderedBy(index), model.name(),
          sharded ? " per shard" : "", model.sortKey(), KeyFormat.sortKeyPrefix(entity.prefix()), entity.simpleName(),
          String.join("} or {@code ", ComponentModel.names(index.sortComponents())));
    } else {
      variant.addJavadoc(query, index.queryName(), model.sortKey());
    }
    KeysWriter.addParameters(query, entity.partitionKeyParts());
    variant.addParameters(query);
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock resume = CodeBlock.of("$T.of(this.table.partitionKeyName(), this.table.sortKeyName(), $S)", List.class, model.sortKey());
    CodeBlock keys = keyComponents(entity.partitionKeyParts(), index.sortComponents());
    String shardsVar = Naming.fresh("shards", taken);
    String shardVar = Naming.fresh("shard", taken);
    if (sharded) {
      EntityModel parent = table.root(entity);
      query.returns(listingType(entity, entity.recordName()))
          .addStatement("$T<$T> $L = new $T<>($T.SHARDS)", List.class, Names.KEY_CONDITION, shardsVar, ArrayList.class,
              parent.keysName())
          .beginControlFlow("for (int $L = 0; $L < $T.SHARDS; $L++)", shardVar, shardVar, parent.keysName(), shardVar)
          .addStatement("$L.add(new $T($S, this.table.partitionKeyName(), $T.shardPartitionKey($L, $L), $S,\n"
                  + "    $L, $L)$L)", shardsVar, Names.KEY_CONDITION, model.name(), parent.keysName(),
              KeysWriter.arguments(entity.partitionKeyParts()), shardVar, model.sortKey(), variant.scope(), resume, narrow)
          .endControlFlow()
          .addStatement("return $T.sharded(this.table, $S, $L, $L,\n    $T.INSTANCE, $L)", Names.LISTING,
              accessor + "." + index.queryName(), shardsVar, decoder(accessor + "." + index.queryName(), entity),
              entity.conditionsName(), keys);
    } else {
      EntityModel owner = entity.kind() == EntityModel.Kind.CHILD ? table.root(entity) : entity;
      query.returns(listingType(entity, entity.recordName()))
          .addStatement("return $T.of(this.table, $S, new $T($S, this.table.partitionKeyName(), $T.partitionKey($L), $S,\n"
                  + "        $L, $L)$L,\n    $L, $T.INSTANCE, $L)",
              Names.LISTING, accessor + "." + index.queryName(), Names.KEY_CONDITION, model.name(), owner.keysName(),
              KeysWriter.arguments(entity.partitionKeyParts()), model.sortKey(), variant.scope(), resume, narrow,
              decoder(accessor + "." + index.queryName(), entity), entity.conditionsName(), keys);
    }
    type.addMethod(query.build());
  }

  private static void addIndexQueries(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    for (EntityIndexModel index : entity.globalIndexes()) {
      if (index.index().local()) {
        addLocalIndexQuery(type, table, entity, accessor, index);
        continue;
      }
      List<SortVariant> variants;
      if (index.hasSortComponents()) {
        // The index sort key starts with the bare components: a range on the first needs no scope.
        variants = indexSortVariants(entity, index, CodeBlock.of("null"));
      } else if (table.isGrandchild(entity)) {
        // Its sort key starts with the parent's: no range on its own key spans one scope here.
        variants = List.of(new SortVariant(List.of(), null, CodeBlock.of("null")));
      } else if (entity.kind() == EntityModel.Kind.CHILD) {
        // Ordered by the item's own sort key, which ranges like the table's, inside the entity prefix.
        variants = new ArrayList<>(sortVariants(entity, entity.sortKeyParts(),
            CodeBlock.of("$T.SORT_KEY_PREFIX", entity.keysName())));
        variants.set(0, new SortVariant(List.of(), null, CodeBlock.of("null")));
      } else {
        variants = List.of(new SortVariant(List.of(), null, CodeBlock.of("null")));
      }
      for (SortVariant variant : variants) {
        addIndexQuery(type, entity, accessor, index, variant);
      }
    }
  }

  private static void addIndexQuery(TypeSpec.Builder type, EntityModel entity, String accessor, EntityIndexModel index,
      SortVariant variant) {
    List<ComponentModel> partition = index.partitionComponents();
    String partitionNames = String.join("}, {@code ", ComponentModel.names(partition));
    IndexModel model = index.index();
    MethodSpec.Builder query = MethodSpec.methodBuilder(index.queryName())
        .addModifiers(Modifier.PUBLIC);
    KeysWriter.addParameters(query, partition);
    if (variant.isBase() && model.equals(IndexModel.NESTED_PARENTS)) {
      query.addJavadoc("The $L of one {@link $T} without their children, in sort-key order, from index {@code $L} "
              + "(declared by the processor, written only on $L): one Query per page, pages of exactly the size asked "
              + "for. {@code .newestFirst()} is descending key order: newest first when the ids sort by time.\n"
              + "<p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, "
              + "so a write may take a moment to show here.\n",
          Naming.plural(Naming.decapitalize(entity.simpleName())), entity.parentName(), model.name(),
          Naming.plural(Naming.decapitalize(entity.simpleName())));
    } else if (variant.isBase()) {
      query.addJavadoc("Every $L with this {@code $L}, across all partitions of the table, from index {@code $L}, "
              + "ordered by $L: $L.\n<p><strong>Eventually consistent</strong>: DynamoDB fills global secondary "
              + "indexes asynchronously, so a write may take a moment to show here.\n"
              + "<p>Sparse: only a $L whose $L non-null is in the index; others are not listed here.\n",
          entity.simpleName(), partitionNames, model.name(), orderedBy(index),
          index.isSharded() ? "one Query per shard per page ({@value " + entity.keysName().simpleName() + "#"
              + Naming.constantName(index.queryName()) + "_SHARDS} shards), in parallel, merged in order"
              : "one Query per page",
          entity.simpleName(), index.components().size() == 1 ? "{@code " + partitionNames + "} is"
              : "{@code " + String.join("}, {@code ", ComponentModel.names(index.components())) + "} are all");
    } else {
      variant.addJavadoc(query, index.queryName(), model.sortKey());
    }
    variant.addParameters(query);
    List<String> taken = variant.parameterNames(partition);
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock resume = CodeBlock.of("$T.of(this.table.partitionKeyName(), this.table.sortKeyName(), $S, $S)", List.class,
        model.partitionKey(), model.sortKey());
    // The index's key: its partition components, and its sort components or else the item's own sort key.
    CodeBlock keys = keyComponents(partition, index.hasSortComponents() ? index.sortComponents()
        : entity.kind() == EntityModel.Kind.CHILD ? entity.sortKeyParts() : List.of());
    if (index.isSharded()) {
      String shards = Naming.constantName(index.queryName()) + "_SHARDS";
      String shardsVar = Naming.fresh("shards", taken);
      String shardVar = Naming.fresh("shard", taken);
      query.returns(listingType(entity, entity.recordName()))
          .addStatement("$T<$T> $L = new $T<>($T.$L)", List.class, Names.KEY_CONDITION, shardsVar, ArrayList.class,
              entity.keysName(), shards)
          .beginControlFlow("for (int $L = 0; $L < $T.$L; $L++)", shardVar, shardVar, entity.keysName(), shards, shardVar)
          .addStatement("$L.add(new $T($S, $S, $T.$LPartitionKey($L, $L), $S, $L,\n    $L)$L)",
              shardsVar, Names.KEY_CONDITION, model.name(), model.partitionKey(), entity.keysName(), index.queryName(),
              KeysWriter.arguments(partition), shardVar, model.sortKey(), variant.scope(), resume, narrow)
          .endControlFlow()
          .addStatement("return $T.sharded(this.table, $S, $L, $L,\n    $T.INSTANCE, $L)", Names.LISTING,
              accessor + "." + index.queryName(), shardsVar, decoder(accessor + "." + index.queryName(), entity),
              entity.conditionsName(), keys);
    } else {
      query.returns(listingType(entity, entity.recordName()))
          .addStatement("return $T.of(this.table, $S, new $T($S, $S, $T.$LPartitionKey($L), $S, $L,\n"
                  + "        $L)$L,\n    $L, $T.INSTANCE, $L)",
              Names.LISTING, accessor + "." + index.queryName(), Names.KEY_CONDITION, model.name(),
              model.partitionKey(), entity.keysName(), index.queryName(), KeysWriter.arguments(partition), model.sortKey(),
              variant.scope(), resume, narrow, decoder(accessor + "." + index.queryName(), entity),
              entity.conditionsName(), keys);
    }
    type.addMethod(query.build());
  }

  private static void addCollectionLoad(
      TypeSpec.Builder type, TableModel table, EntityModel parent, Naming.Load collection, String accessor) {
    ClassName result = collection.result();
    List<EntityModel> children = collection.members();
    String method = Naming.collectionLoad(parent, result);
    CodeBlock keyArguments = KeysWriter.arguments(parent.partitionKeyParts());

    MethodSpec.Builder load = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addJavadoc("The $L and $L from its item collection: $L, split by the {@code $L} attribute. "
            + "Empty when the $L itself does not exist.\n",
            parent.simpleName(), collection.all() ? "everything" : "its " + Naming.listName(children.get(0)),
            parent.isSharded()
                ? "1 + " + parent.shards() + " Queries (its own partition and each shard), sent in parallel"
                : "one Query (plus one per further MB of items)",
            table.typeAttribute(), parent.simpleName());
    if (!collection.all()) {
      load.addJavadoc("<p>The Query reads the whole collection: items of any other type in it are read (and paid "
          + "for) and dropped.\n");
    }
    KeysWriter.addParameters(load, parent.partitionKeyParts());
    load.addStatement("return $L($L, $T.EVENTUAL)", method, keyArguments, Names.READ_CONSISTENCY);
    type.addMethod(load.build());

    MethodSpec.Builder loadConsistent = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addJavadoc("As {@link #$L}, read as {@code consistency} says.\n", method);
    KeysWriter.addParameters(loadConsistent, parent.partitionKeyParts());
    List<String> taken = new ArrayList<>(ComponentModel.names(parent.partitionKeyParts()));
    String consistent = Naming.fresh("consistency", taken);
    String requests = Naming.fresh("requests", taken);
    String shard = Naming.fresh("shard", taken);
    loadConsistent.addParameter(Names.READ_CONSISTENCY, consistent);
    String all = Naming.collectionLoad(parent, Naming.allResultName(parent));
    String operation = accessor + "." + method;
    if (!collection.all()) {
      // One member's load is the all-members read, narrowed: one Query path, one owner of the split.
      // Its contents: the member and, for an order, its lines (the all-members read holds them too).
      String loaded = Naming.fresh("loaded", taken);
      List<CodeBlock> lists = new ArrayList<>();
      lists.add(CodeBlock.of("$L.$L()", loaded, Naming.variableName(parent.recordName())));
      for (EntityModel content : collection.contents()) {
        lists.add(CodeBlock.of("$L.$L()", loaded, Naming.listName(content)));
      }
      loadConsistent.addStatement("return $L($S, $L, $L)\n    .map($L -> new $T($L))", Naming.READ_COLLECTION,
          operation, keyArguments, consistent, loaded, result, CodeBlock.join(lists, ", "));
      type.addMethod(loadConsistent.build());
      MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
          .addModifiers(Modifier.PUBLIC)
          .returns(QUERY_REQUEST)
          .addJavadoc("The Query {@link #$L} sends first, without sending it: {@link #$L}'s.\n", method,
              Naming.request(all));
      KeysWriter.addParameters(request, parent.partitionKeyParts());
      request.addParameter(Names.READ_CONSISTENCY, consistent)
          .addStatement("return $L($L, $L)", Naming.request(all), keyArguments, consistent);
      type.addMethod(request.build());
      return;
    }
    loadConsistent.addStatement("return $L($S, $L, $L)", Naming.READ_COLLECTION, operation, keyArguments, consistent);
    type.addMethod(loadConsistent.build());

    // The read itself, named by the load that asks for it (requests and errors carry that name).
    List<String> readTaken = new ArrayList<>(taken);
    readTaken.add(consistent);
    String operationVariable = Naming.fresh("operation", readTaken);
    MethodSpec.Builder read = MethodSpec.methodBuilder(Naming.READ_COLLECTION)
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The item collection, read once and split by type; {@code $L} names the load in requests and "
            + "errors.\n", operationVariable)
        .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), result))
        .addParameter(String.class, operationVariable);
    KeysWriter.addParameters(read, parent.partitionKeyParts());
    read.addParameter(Names.READ_CONSISTENCY, consistent);
    taken.add(operationVariable);
    if (parent.isSharded()) {
      // The parent and its edges live in the unsharded partition; its children in the shards.
      read.addStatement("$T<$T> $L = new $T<>()", List.class, QUERY_REQUEST, requests, ArrayList.class)
          .addStatement("$L.add($LRequest($L, $L))", requests, method, keyArguments, consistent)
          .beginControlFlow("for (int $L = 0; $L < $T.SHARDS; $L++)", shard, shard, parent.keysName(), shard)
          .addStatement("$L.add(new $T(null, this.table.partitionKeyName(), $T.shardPartitionKey($L, $L),\n"
                  + "    this.table.sortKeyName(), null, $T.of()).toRequest(this.table.tableName()).consistentRead($L.strong()).build())",
              requests, Names.KEY_CONDITION, parent.keysName(), keyArguments, shard, List.class, consistent)
          .endControlFlow();
    }
    addSplitItems(read, CodeBlock.of("$L", operationVariable), parent, collection.contents(), result, taken,
        parent.isSharded()
        ? CodeBlock.of("this.table.sortedBySortKey(this.table.queryAllInParallel($L, $L))", operationVariable, requests)
        : CodeBlock.of("this.table.queryAll($L, $LRequest($L, $L))", operationVariable, method, keyArguments,
            consistent));
    type.addMethod(read.build());

    MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(QUERY_REQUEST)
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    KeysWriter.addParameters(request, parent.partitionKeyParts());
    request.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return new $T(null, this.table.partitionKeyName(), $T.partitionKey($L), this.table.sortKeyName(), null, $T.of())\n"
            + "    .toRequest(this.table.tableName())\n    .consistentRead($L.strong())\n    .build()",
            Names.KEY_CONDITION, parent.keysName(), keyArguments, List.class, consistent);
    type.addMethod(request.build());
  }
  /**
   * {@code deleteWithCollection(id[, retryPolicy])} and its request twin: the loop lives in the
   * runtime's {@code CollectionDelete}; the generated code hands it the parent's typed key.
   */
  private static void addCollectionDelete(TypeSpec.Builder type, TableModel table, EntityModel parent, String accessor) {
    String method = Naming.DELETE_WITH_COLLECTION;
    List<ComponentModel> keyParts = parent.partitionKeyParts();
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    String retryPolicy = Naming.fresh("retryPolicy", ComponentModel.names(keyParts));
    List<EntityModel> members = Naming.collectionMembers(table, parent);
    CodeBlock holds = members.isEmpty()
        ? CodeBlock.of("every item stored under its partition key")
        : CodeBlock.of("every item stored under its partition key ($L, and any other)", CodeBlock.join(
            members.stream().map(m -> CodeBlock.of("{@link $T}", m.recordName())).toList(), ", "));
    String shards = parent.isSharded() ? " and under each of its " + parent.shards() + " shard partition keys" : "";
    // Entities of the collection with @Unique values: their uniqueness items live elsewhere and go with them.
    List<EntityModel> holdingUnique = new ArrayList<>();
    if (parent.hasUnique()) {
      holdingUnique.add(parent);
    }
    Naming.collectionContents(table, parent).stream().filter(EntityModel::hasUnique).forEach(holdingUnique::add);
    CodeBlock unique = holdingUnique.isEmpty() ? CodeBlock.of("") : CodeBlock.of(", $T.of($L)", List.class,
        CodeBlock.join(holdingUnique.stream().map(e -> CodeBlock.of("$T.$L", e.repositoryName(), UNIQUE_FIELD)).toList(),
            ", "));
    String reads = holdingUnique.isEmpty() ? "keys-only Queries" : "Queries of whole items (to find the "
        + "uniqueness items of its {@code @Unique} values, deleted right after each item)";

    MethodSpec.Builder delete = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.COLLECTION_DELETE_RESULT)
        .addJavadoc("Deletes the $L and its whole item collection: $L$L. Sends $L, one per 1 MB page of "
                + "each partition ($L when each holds less), then BatchWriteItem deletes in 25s; the $L's own item is "
                + "deleted last, in a request of its own.\n"
                + "<p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. "
                + "Versions are not checked: every item is deleted whatever version is stored. Edges stored in "
                + "another parent's partition (those whose {@code to} side this is) are not deleted.\n"
                + "<p>Resumable: when it stops early it throws "
                + "{@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was "
                + "deleted and what remains, and leaves the $L in place; calling it again finishes the job.\n",
            parent.simpleName(), holds, shards, reads, parent.isSharded() ? 1 + parent.shards() : 1, parent.simpleName(),
            parent.simpleName());
    KeysWriter.addParameters(delete, keyParts);
    delete.addParameter(BatchWriter.RETRY_POLICY, retryPolicy)
        .addStatement("return $T.run(this.table, $S, $T.primaryKey($L), $L, $L$L)", Names.COLLECTION_DELETE,
            accessor + "." + method, parent.keysName(), keyArguments,
            parent.isSharded() ? CodeBlock.of("$T.SHARDS", parent.keysName()) : CodeBlock.of("1"), retryPolicy, unique);
    MethodSpec.Builder withDefaults = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.COLLECTION_DELETE_RESULT)
        .addJavadoc("As {@link #$L($L, $T)} with the default retry policy.\n", method,
            CodeBlock.join(keyParts.stream().map(p -> CodeBlock.of("$T", p.javaType())).toList(), ", "),
            BatchWriter.RETRY_POLICY);
    KeysWriter.addParameters(withDefaults, keyParts);
    withDefaults.addStatement("return $L($L, $T.defaults())", method, keyArguments, BatchWriter.RETRY_POLICY);
    type.addMethod(withDefaults.build());
    type.addMethod(delete.build());

    MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(QUERY_REQUEST)
        .addJavadoc("The $L Query {@link #$L} sends first, without sending it.\n",
            holdingUnique.isEmpty() ? "keys-only" : "whole-item", method);
    KeysWriter.addParameters(request, keyParts);
    request.addStatement("return $T.firstQuery(this.table, $T.primaryKey($L)$L)", Names.COLLECTION_DELETE,
        parent.keysName(), keyArguments, unique);
    type.addMethod(request.build());
  }
}
