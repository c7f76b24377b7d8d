package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterSpec;
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
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository}: the entity's typed access patterns, each one request (or one
 * per page), each with a {@code describe…} twin that shows the request without sending it.
 */
final class RepositoryWriter {
  /** The repository's constant of its entity's {@code @Unique} components, when it has some. */
  static final String UNIQUE_FIELD = "UNIQUE_VALUES";
  private static final String UNIQUE_DELETE = "One consistent GetItem to learn its {@code @Unique} values, then (when "
      + "there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes "
      + "of their uniqueness items.";

  private static final ClassName QUERY_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "QueryRequest");
  private static final ClassName GET_ITEM_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "GetItemRequest");
  private static final ClassName DELETE_ITEM_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "DeleteItemRequest");

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

  /** {@code onTable(partitionKey, scope)}: the base's condition on the table, its key names the TableClient's. */
  private static CodeBlock onTable(CodeBlock partitionKey, CodeBlock scope) {
    return CodeBlock.of("onTable($L, $L)", partitionKey, scope);
  }

  /**
   * {@code KeyCondition.onIndex(this.table, "GSI1", partitionKey, scope)}, global or local: the runtime reads the
   * index's key attributes from the table definition, which owns them.
   */
  private static CodeBlock onIndex(IndexModel index, CodeBlock partitionKey, CodeBlock scope) {
    return CodeBlock.of("$T.onIndex(this.table, $S, $L, $L)", Names.KEY_CONDITION, index.name(), partitionKey, scope);
  }

  /** {@code return listing("method", condition, Set.of(key components…))}: one Query per page. */
  private static CodeBlock listing(String method, CodeBlock condition, CodeBlock keys) {
    return CodeBlock.of("return listing($S,\n    $L,\n    $L)", method, condition, keys);
  }

  /**
   * {@code return shardedListing("method", Keys.SHARDS, shard -> condition, Set.of(…))}: one Query per shard per page,
   * {@code condition} the one of shard {@code shard}.
   */
  private static CodeBlock shardedListing(String method, CodeBlock shards, String shard, CodeBlock condition,
      CodeBlock keys) {
    return CodeBlock.of("return shardedListing($S, $L,\n    $L -> $L,\n    $L)", method, shards, shard, condition, keys);
  }

  /**
   * {@code new Update<>(table, "op", RecordKeys.primaryKey(key…), RecordCodec.INSTANCE[, "version", MAX])}: the
   * runtime update of one item, for the repository's {@code update(key…)} and a transaction's update alike.
   */
  TypeSpec.Builder write(TableModel table, EntityModel entity) {
    ClassName record = entity.recordName();
    String accessor = Naming.accessor(entity);
    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    ComponentModel version = entity.version();
    ClassName base = version == null ? Names.UNVERSIONED_REPOSITORY : Names.VERSIONED_REPOSITORY;

    // The writes of the record alone, and their javadoc, are the base's; what stays here is typed: the key methods.
    TypeSpec.Builder type = TypeSpec.classBuilder(entity.repositoryName())
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(base, record, entity.conditionsName()))
        .addJavadoc("Typed access to {@link $T} items of table {@code $L}. Obtain it from {@link $T#$L()}.\n"
            + "<p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, "
            + "and their requests) are {@link $T}'s.\n"
            + "<p>Nested here: what its methods take and return ({@code $L} of {@code update(…)}, the {@code $L} of "
            + "{@code when} and {@code where}, collection results), and the low-level {@code $L} (the key format) and "
            + "{@code $L} (the item codec: {@code $L.INSTANCE}, and {@link #$L()} for the Enhanced Client).\n",
            record, table.tableName(), table.tableClassName(), accessor, base, Naming.UPDATE_TYPE,
            Naming.CONDITIONS_TYPE, Naming.KEYS_TYPE, Naming.CODEC_TYPE, Naming.CODEC_TYPE, Naming.TABLE_SCHEMA);
    if (entity.hasUnique()) {
      addUniqueValues(type, entity);
    }
    List<CodeBlock> superArguments = new ArrayList<>(List.of(CodeBlock.of("table"), CodeBlock.of("$S", accessor),
        CodeBlock.of("$T.INSTANCE", entity.codecName()), CodeBlock.of("$T.INSTANCE", entity.conditionsName()),
        CodeBlock.of("$T::of", entity.conditionsName())));
    if (version != null) {
      superArguments.add(versioning(entity));
    }
    if (entity.hasUnique()) {
      superArguments.add(CodeBlock.of("$L", UNIQUE_FIELD));
    }
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addJavadoc("Used by {@link $T}; prefer {@code $T.$L()}.\n", table.tableClassName(), table.tableClassName(), accessor)
        .addParameter(Names.TABLE_CLIENT, "table")
        .addStatement("super($L)", CodeBlock.join(superArguments, version == null ? ", " : ",\n    "))
        .build());

    type.addMethod(MethodSpec.methodBuilder(Naming.TABLE_SCHEMA)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(Names.TABLE_SCHEMA, record))
        .addJavadoc("{@link $T#$L()}: a reflection-free {@code TableSchema} of {@link $T} for {@code DynamoDbEnhancedClient}.\n",
            entity.codecName(), Naming.TABLE_SCHEMA, record)
        .addStatement("return $T.$L()", entity.codecName(), Naming.TABLE_SCHEMA)
        .build());
    addKeyMethods(type, entity, keyParts);
    for (ComponentModel unique : entity.unique()) {
      addFindBy(type, entity, unique);
    }

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
      addCreateUnder(type, table, entity);
    }
    return type;
  }

  /**
   * {@code new Versioning<>(Vault::version, (vault, version) -> new Vault(…, version))}: what the runtime's versioned
   * writes need typed (the attribute and the largest version are the table definition's).
   */
  private static CodeBlock versioning(EntityModel entity) {
    ComponentModel version = entity.version();
    ClassName record = entity.recordName();
    boolean isInt = isIntVersion(version);
    // The lambdas are in the constructor, where "table" is its parameter's name.
    String variable = Naming.fresh(Naming.variableName(record), List.of("table"));
    String value = Naming.fresh("version", List.of("table", variable));
    CodeBlock versionOf = version.javaType().isPrimitive()
        ? CodeBlock.of("$T::$L", record, version.name())
        : CodeBlock.of("$L -> $L.$L() == null ? 0 : $L.$L()", variable, variable, version.name(), variable,
            version.name());
    CodeBlock withVersion = CodeBlock.of("($L, $L) -> $L", variable, value,
        withVersion(entity, variable, isInt ? CodeBlock.of("(int) $L", value) : CodeBlock.of("$L", value)));
    return CodeBlock.of("new $T<>($L,\n        $L)", Names.VERSIONING, versionOf, withVersion);
  }

  /**
   * The methods that take the typed key, each one line over the base's helper: {@code get}, {@code getRequest},
   * {@code delete} (also with {@code when} or an expected version), {@code deleteRequest}, and the partial
   * {@code update(key…)}.
   */
  private static void addKeyMethods(TypeSpec.Builder type, EntityModel entity, List<ComponentModel> keyParts) {
    ClassName record = entity.recordName();
    ComponentModel version = entity.version();
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    CodeBlock key = CodeBlock.of("$T.primaryKey($L)", entity.keysName(), keyArguments);
    // Parameters are named after the key components; generated names step aside for them.
    List<String> keyNames = ComponentModel.names(keyParts);
    String consistent = Naming.fresh("consistency", keyNames);
    String expected = Naming.fresh("expectedVersion", keyNames);
    String when = Naming.fresh("when", keyNames);
    TypeName optional = ParameterizedTypeName.get(ClassName.get(Optional.class), record);
    String failed = "@throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet "
        + "{@code " + when + "}; nothing is written\n";

    if (!entity.settable().isEmpty() || version != null) {
      MethodSpec.Builder update = keyMethod(Naming.UPDATE_METHOD, entity.updateName(), keyParts)
          .addJavadoc("A partial update of the stored $L: set components, then {@code apply()}: one UpdateItem, only if "
              + "the item exists.\n", entity.simpleName());
      if (entity.hasUnique()) {
        update.addJavadoc("<p>Setting a {@code @Unique} component reads the item first and sends one TransactWriteItems "
            + "instead, which moves its uniqueness item: see {@link $T#update}.\n", Names.UNIQUE_VALUES);
      }
      type.addMethod(update.addStatement("return new $T(updateAt($L))", entity.updateName(), key).build());
    }
    ParameterSpec consistency = ParameterSpec.builder(Names.READ_CONSISTENCY, consistent).build();
    ParameterSpec expectedVersion = ParameterSpec.builder(long.class, expected).build();
    ParameterSpec whenCondition = ParameterSpec.builder(ConditionsWriter.whenType(entity), when).build();
    CodeBlock eventual = CodeBlock.of("$T.EVENTUAL", Names.READ_CONSISTENCY);
    type.addMethod(keyMethod(Naming.GET, optional, keyParts, null, "getAt", key, eventual,
        "The $L with this key, if any. One GetItem, eventually consistent.\n", entity.simpleName()));
    type.addMethod(keyMethod(Naming.GET, optional, keyParts, consistency, "getAt", key, null,
        "The $L with this key, if any. One GetItem, read as {@code $L} says: {@code ReadConsistency.STRONG} sees every "
            + "write acknowledged before it, for twice the read capacity.\n", entity.simpleName(), consistent));
    type.addMethod(keyMethod(Naming.GET_REQUEST, GET_ITEM_REQUEST, keyParts, consistency, "getRequestAt", key, null,
        "The GetItem {@link #get} sends, without sending it.\n"));
    type.addMethod(keyMethod(Naming.DELETE, TypeName.BOOLEAN, keyParts, null, "deleteAt", key, null,
        "Deletes the $L with this key; returns whether there was one. $L\n$L", entity.simpleName(),
        entity.hasUnique() ? UNIQUE_DELETE : "One DeleteItem.", version == null ? "" : CodeBlock.of("<p>Unconditional: "
            + "deletes whatever version is stored. {@link #delete($T)} deletes only the version read.\n", record)));
    type.addMethod(keyMethod(Naming.DELETE_REQUEST, DELETE_ITEM_REQUEST, keyParts, null, "deleteRequestAt", key, null,
        "The DeleteItem {@link #delete} sends, without sending it.\n"));
    if (version != null) {
      type.addMethod(keyMethod(Naming.DELETE, TypeName.BOOLEAN, keyParts, expectedVersion, "deleteAt", key, null,
          "Deletes the $L with this key only if it is at version {@code $L}: optimistic locking. $L Returns whether it "
              + "was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks "
              + "for).\n\n@throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another "
              + "version; nothing is deleted$L\n", entity.simpleName(), expected,
          entity.hasUnique() ? UNIQUE_DELETE : "One DeleteItem.",
          entity.hasUnique() ? "" : " (the stored version is read with one more GetItem for the message)"));
      type.addMethod(keyMethod(Naming.DELETE_REQUEST, DELETE_ITEM_REQUEST, keyParts, expectedVersion, "deleteRequestAt",
          key, null, "The conditional DeleteItem the versioned {@code delete} sends, without sending it.\n"));
    }
    type.addMethod(keyMethod(Naming.DELETE, TypeName.BOOLEAN, keyParts, whenCondition, "deleteAt", key, null,
        "Deletes the $L with this key only if it meets {@code $L}$L; returns whether there was one. One DeleteItem.\n\n"
            + failed + "$L", entity.simpleName(), when, version == null ? "" : ", whatever its version",
        entity.hasUnique() ? "<p>One consistent GetItem first, then one TransactWriteItems that also deletes the item's "
            + "uniqueness items.\n" : ""));
    type.addMethod(keyMethod(Naming.DELETE_REQUEST, DELETE_ITEM_REQUEST, keyParts, whenCondition, "deleteRequestAt", key,
        null, "The conditional DeleteItem {@code delete(…, $L)} sends, without sending it.\n", when));
  }

  /**
   * A public method {@code name(key…[, parameter])} returning {@code returns}: one line, {@code return helper(key,
   * parameter)} ({@code argument} in place of a parameter the caller does not give).
   */
  private static MethodSpec keyMethod(String name, TypeName returns, List<ComponentModel> keyParts,
      ParameterSpec parameter, String helper, CodeBlock key, CodeBlock argument, String javadoc, Object... args) {
    MethodSpec.Builder method = keyMethod(name, returns, keyParts).addJavadoc(javadoc, args);
    if (parameter != null) {
      method.addParameter(parameter);
    }
    CodeBlock second = parameter != null ? CodeBlock.of(", $N", parameter)
        : argument != null ? CodeBlock.of(", $L", argument) : CodeBlock.of("");
    return method.addStatement("return $L($L$L)", helper, key, second).build();
  }

  /**
   * One overload of a listing, {@code name(before…, variant's parameters…)}: the plain one's javadoc is {@code javadoc},
   * an overload's says what it fixes and ranges on {@code sortKey}.
   */
  private static MethodSpec.Builder listingMethod(String name, TypeName returns, SortVariant variant,
      List<ComponentModel> before, String sortKey, String javadoc, Object... args) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
    if (variant.isBase()) {
      method.addJavadoc(javadoc, args);
    } else {
      variant.addJavadoc(method, name, sortKey);
    }
    KeysWriter.addParameters(method, before);
    variant.addParameters(method);
    return method;
  }

  /**
   * A load of an item collection, {@code method(key…)}, eventually consistent, with {@code javadoc}; returns its twin
   * {@code method(key…, consistency)}, whose body the caller writes.
   */
  private static MethodSpec.Builder addLoad(TypeSpec.Builder type, String method, ClassName result,
      List<ComponentModel> keyParts, String consistent, CodeBlock javadoc) {
    TypeName returns = ParameterizedTypeName.get(ClassName.get(Optional.class), result);
    type.addMethod(keyMethod(method, returns, keyParts).addJavadoc(javadoc)
        .addStatement("return $L($L, $T.EVENTUAL)", method, KeysWriter.arguments(keyParts), Names.READ_CONSISTENCY)
        .build());
    return keyMethod(method, returns, keyParts).addJavadoc("As {@link #$L}, read as {@code consistency} says.\n", method)
        .addParameter(Names.READ_CONSISTENCY, consistent);
  }

  /** A public method {@code name(key…)} returning {@code returns}. */
  private static MethodSpec.Builder keyMethod(String name, TypeName returns, List<ComponentModel> keyParts) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
    KeysWriter.addParameters(method, keyParts);
    return method;
  }

  /**
   * {@code UNIQUE_VALUES}: each {@code @Unique} component, its attribute, its value and its key encoding, from the
   * record and from a stored item's attribute alone (an item its record cannot be built from still has its keys).
   */
  private static void addUniqueValues(TypeSpec.Builder type, EntityModel entity) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    String item = Naming.fresh("item", List.of(variable));
    String storedValue = Naming.fresh("v", List.of(variable, item));
    AttributeCode attributes = new AttributeCode(entity);
    CodeBlock.Builder components = CodeBlock.builder();
    for (int i = 0; i < entity.unique().size(); i++) {
      ComponentModel unique = entity.unique().get(i);
      String value = variable + "." + unique.name() + "()";
      CodeBlock encoded = KeysWriter.encoding(entity, unique, value);
      CodeBlock stored = attributes.get(unique, item);
      CodeBlock storedEncoded = unique.javaType().isPrimitive()
          ? CodeBlock.of("$L.containsKey($S) ? $L : null", item, unique.attributeName(),
              KeysWriter.encoding(entity, unique, stored.toString()))
          : CodeBlock.of("$T.ofNullable($L).map($L -> $L).orElse(null)", Optional.class, stored,
              storedValue, KeysWriter.encoding(entity, unique, storedValue));
      components.add(i == 0 ? "\n" : ",\n")
          .add("new $T.Component<>($S, $S, $T::$L, $L -> $L,\n$>$>$L -> $L)$<$<", Names.UNIQUE_VALUES, unique.name(),
              unique.attributeName(), record, unique.name(), variable, unique.javaType().isPrimitive() ? encoded
                  : CodeBlock.of("$L == null ? null : $L", value, encoded), item, storedEncoded);
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
  private static void addFindBy(TypeSpec.Builder type, EntityModel entity, ComponentModel unique) {
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
        .addStatement("return findByUnique($S, $S, $L, $L)", method, unique.name(),
            KeysWriter.encoding(entity, unique, unique.name()), consistent)
        .build());
  }

  /**
   * {@code createUnder(child)} and its request: the child's create and a check that its parent exists, in one
   * TransactWriteItems, so that no child is written under a missing parent.
   */
  private static void addCreateUnder(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    EntityModel parent = table.entity(entity.parentName());
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    // The parent's key: the root's key components, and for a grandchild also the inherited ones (its parent's own key).
    List<ComponentModel> parentKeyParts = new ArrayList<>(entity.partitionKeyParts());
    parentKeyParts.addAll(table.inheritedSortKeyParts(entity));
    CodeBlock arguments = CodeBlock.of("required($L), $T.primaryKey($L), $T.INSTANCE", variable, parent.keysName(),
        CodeBlock.join(parentKeyParts.stream().map(part -> CodeBlock.of("$L.$L()", variable, part.name())).toList(),
            ", "), parent.codecName());
    type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_UNDER_METHOD)
        .addModifiers(Modifier.PUBLIC)
        .addParameter(record, variable)
        .addJavadoc("{@link #create} only if its {@link $T} exists: one TransactWriteItems of the create's Put "
            + "({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.\n\n"
            + "@throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such $L; nothing is "
            + "written\n"
            + "@throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is "
            + "written\n", parent.recordName(), parent.simpleName())
        .addStatement("createUnderAt($L)", arguments)
        .build());
    type.addMethod(MethodSpec.methodBuilder(Naming.CREATE_UNDER_REQUEST)
        .addModifiers(Modifier.PUBLIC)
        .returns(ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TransactWriteItemsRequest"))
        .addParameter(record, variable)
        .addJavadoc("The TransactWriteItems {@link #createUnder} sends, without sending it.\n")
        .addStatement("return createUnderRequestAt($L)", arguments)
        .build());
  }

  /** {@code new Record(record.a(), …, <version>)}: the record with its version component replaced. */
  private static CodeBlock withVersion(EntityModel entity, String variable, CodeBlock version) {
    List<CodeBlock> arguments = new ArrayList<>();
    for (ComponentModel component : entity.components()) {
      arguments.add(component.equals(entity.version()) ? version : CodeBlock.of("$L.$L()", variable, component.name()));
    }
    return CodeBlock.of("new $T($L)", entity.recordName(), CodeBlock.join(arguments, ", "));
  }

  /** Whether the {@code @Version} component is an {@code int} (or {@code Integer}): its largest version is smaller. */
  static boolean isIntVersion(ComponentModel version) {
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
    load.addStatement(loadCollection(CodeBlock.of("$S", method), incoming, result, taken,
        CodeBlock.of("$T.of($LRequest($L))", List.class, method, keyArguments)));
    type.addMethod(load.build());

    MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, entity.partitionKeyParts())
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    request.addStatement("return queryRequest($L)", onIndex(index, CodeBlock.of("$T.partitionKey($L)", entity.keysName(),
        keyArguments), CodeBlock.of("null")));
    type.addMethod(request.build());
  }

  /**
   * {@code return loadCollection(method, requests, Member.INSTANCE…).map(loaded -> new Result(loaded.owner(),
   * loaded.of(Member.INSTANCE)…))}: the runtime reads the items and splits them by the type attribute into the owner
   * and one list per member entity; the typed result is built here (empty without the owner).
   */
  private static CodeBlock loadCollection(CodeBlock method, List<EntityModel> members, ClassName result,
      List<String> parameterNames, CodeBlock requests) {
    String loaded = Naming.fresh("loaded", parameterNames);
    List<CodeBlock> codecs = new ArrayList<>();
    List<CodeBlock> lists = new ArrayList<>(List.of(CodeBlock.of("$L.owner()", loaded)));
    for (EntityModel member : members) {
      codecs.add(CodeBlock.of("$T.INSTANCE", member.codecName()));
      lists.add(CodeBlock.of("$L.of($T.INSTANCE)", loaded, member.codecName()));
    }
    return CodeBlock.of("return loadCollection($L, $L, $L)\n    .map($L -> new $T($L))", method, requests,
        CodeBlock.join(codecs, ", "), loaded, result, CodeBlock.join(lists, ", "));
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
      MethodSpec.Builder ofFrom = listingMethod(fromMethod, listingType(edge, record), variant, model.fromParts(),
          table.sortKey(), "The $L of one {@link $T}, from the base table: one Query per page, {@code begins_with($L, "
              + "\"$L\")}. Strong consistency is available with {@code .consistentRead()}.\n",
          Naming.plural(Naming.decapitalize(edge.simpleName())), from.recordName(), table.sortKey(),
          KeyFormat.sortKeyPrefix(edge.prefix()));
      ofFrom.addStatement(listing(fromMethod, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)",
              edge.keysName(), KeysWriter.arguments(model.fromParts())), variant.scope()),
              variant.narrow(edge, variant.parameterNames(model.fromParts()))),
          keyComponents(model.fromParts(), model.toParts())));
      type.addMethod(ofFrom.build());
    }

    // to side: the inverted index, eventually consistent
    String toMethod = Naming.edgeListing(model, to, model.toParts());
    ClassName element = index.projectsAll() ? record : edge.refName();
    for (SortVariant variant : sortVariants(model.fromParts(), CodeBlock.of("$T.SORT_KEY_PREFIX", edge.keysName()),
        leading -> CodeBlock.of("$T.indexSortKeyPrefix($L)", edge.keysName(), KeysWriter.arguments(leading)))) {
      MethodSpec.Builder ofTo = listingMethod(toMethod, listingType(edge, element), variant, model.toParts(),
          index.sortKey(), "The $L pointing at one {@link $T}, from index {@code $L}: one Query per page, "
              + "{@code begins_with($L, \"$L\")}.\n<p><strong>Eventually consistent</strong>: DynamoDB fills global "
              + "secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses "
              + "consistent reads on them.\n$L",
          Naming.plural(Naming.decapitalize(edge.simpleName())), to.recordName(), index.name(),
          index.sortKey(), KeyFormat.sortKeyPrefix(edge.prefix()), index.projectsAll() ? "" : CodeBlock.of("<p>The index "
              + "projects $L, not whole edges, so this lists references; {@link #fetch} reads the whole edges (one "
              + "BatchGetItem per 100).\n", index.projection()));
      CodeBlock condition = CodeBlock.of("$L$L", onIndex(index, CodeBlock.of("$T.indexPartitionKey($L)", edge.keysName(),
          KeysWriter.arguments(model.toParts())), variant.scope()), variant.narrow(edge,
          variant.parameterNames(model.toParts())));
      CodeBlock keys = keyComponents(model.fromParts(), model.toParts());
      // A keys-only projection lists references, and a filter would not see the edge's attributes: no conditions.
      ofTo.addStatement(index.projectsAll() ? listing(toMethod, condition, keys)
          : CodeBlock.of("return $T.of(this.table, operation($S),\n    $L,\n    this::refOf, null, $L)", Names.LISTING,
              toMethod, condition, keys));
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
    List<ComponentModel> before = new ArrayList<>(entity.partitionKeyParts());
    before.addAll(inherited);
    MethodSpec.Builder list = listingMethod(method, listingType(entity, entity.recordName()), variant, before,
        table.sortKey(), "The $L of one {@link $T}, in sort-key order: one Query per page, "
            + "{@code begins_with($L, \"$L#<$L>#$L#\")}, in the partition that holds the $L.\nChain "
            + "{@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items "
            + "it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
        parent.prefix(), String.join(", ", ComponentModel.names(inherited)), entity.prefix(), parent.simpleName());
    List<String> taken = variant.parameterNames(before);
    list.addStatement(listing(method, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)", entity.keysName(),
        KeysWriter.arguments(table.partitionKeyArguments(entity))), variant.scope()), variant.narrow(entity, taken)),
        keyComponents(before, entity.sortKeyParts())));
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
    List<String> taken = new ArrayList<>(ComponentModel.names(keyParts));
    String consistent = Naming.fresh("consistency", taken);
    MethodSpec.Builder loadConsistent = addLoad(type, method, result, keyParts, consistent, CodeBlock.of(
        "The $L and its $L: one Query (plus one per further MB of items) on the sort keys from the $L's own to the end "
            + "of its children, {@code BETWEEN $L#<$L> AND $L#<$L>$$}, split by the {@code $L} attribute (children of "
            + "other types, if any, are read and left out). Empty when the $L itself does not exist.\n",
        entity.simpleName(), plural, entity.simpleName(), entity.prefix(), String.join(", ", ComponentModel.names(
            entity.sortKeyParts())), entity.prefix(), String.join(", ", ComponentModel.names(entity.sortKeyParts())),
        table.typeAttribute(), entity.simpleName()));
    loadConsistent.addStatement(loadCollection(CodeBlock.of("$S", method), collection.contents(), result, taken,
        CodeBlock.of("$T.of($LRequest($L, $L))", List.class, method, keyArguments, consistent)));
    type.addMethod(loadConsistent.build());

    MethodSpec.Builder request = MethodSpec.methodBuilder(Naming.request(method))
        .addModifiers(Modifier.PUBLIC)
        .returns(QUERY_REQUEST)
        .addJavadoc("The Query {@link #$L} sends first, without sending it; its $L follow the $L in sort-key order.\n",
            method, plural, entity.simpleName());
    KeysWriter.addParameters(request, keyParts);
    request.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return queryRequest($T.onTableRange(this.table, $T.partitionKey($L),\n"
                + "    $T.itemAndBelow($T.sortKey($L))), $L)",
            Names.KEY_CONDITION, entity.keysName(), KeysWriter.arguments(table.partitionKeyArguments(entity)),
            Names.SORT_KEY_BOUNDS, entity.keysName(), KeysWriter.arguments(entity.sortKeyParts()), consistent);
    type.addMethod(request.build());
  }

  private static void addChildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityModel parent, String method, SortVariant variant) {
    MethodSpec.Builder list = listingMethod(method, listingType(entity, entity.recordName()), variant,
        entity.partitionKeyParts(), table.sortKey(), "The $L of one {@link $T}, in sort-key order: one Query per page, "
            + "{@code begins_with($L, \"$L\")}.\nChain {@code .newestFirst()}, {@code .limit(n)}, "
            + "{@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid "
            + "for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
        KeyFormat.sortKeyPrefix(entity.prefix()));
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    String shardVar = Naming.fresh("shard", taken);
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock keys = keyComponents(entity.partitionKeyParts(), entity.sortKeyParts());
    CodeBlock arguments = KeysWriter.arguments(entity.partitionKeyParts());
    if (parent.isSharded()) {
      if (variant.isBase()) {
        list.addJavadoc("<p>The $L's children are spread over {@value $T#SHARDS} shards: each page sends one Query per "
            + "shard, in parallel, merged in sort-key order.\n", parent.simpleName(), parent.keysName());
      }
      list.addStatement(shardedListing(method, CodeBlock.of("$T.SHARDS", parent.keysName()), shardVar,
          CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.keysName(), arguments, shardVar),
              variant.scope()), narrow), keys));
    } else {
      list.addStatement(listing(method, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)", entity.keysName(),
          arguments), variant.scope()), narrow), keys));
    }
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
    MethodSpec.Builder query = listingMethod(index.queryName(), listingType(entity, entity.recordName()), variant,
        entity.partitionKeyParts(), model.sortKey(), "The $L of one partition ordered by $L, from local index {@code $L}: "
            + "one Query per page$L, {@code begins_with($L, \"$L\")}. Strong consistency is available with "
            + "{@code .consistentRead()}.\n<p>Sparse: only a $L whose {@code $L} is non-null is in the index; others are "
            + "not listed here.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), orderedBy(index), model.name(),
        sharded ? " per shard" : "", model.sortKey(), KeyFormat.sortKeyPrefix(entity.prefix()), entity.simpleName(),
        String.join("} or {@code ", ComponentModel.names(index.sortComponents())));
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock keys = keyComponents(entity.partitionKeyParts(), index.sortComponents());
    String shardVar = Naming.fresh("shard", taken);
    CodeBlock arguments = KeysWriter.arguments(entity.partitionKeyParts());
    if (sharded) {
      EntityModel parent = table.root(entity);
      query.addStatement(shardedListing(index.queryName(), CodeBlock.of("$T.SHARDS", parent.keysName()), shardVar,
          CodeBlock.of("$L$L", onIndex(model, CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.keysName(),
              arguments, shardVar), variant.scope()), narrow), keys));
    } else {
      EntityModel owner = entity.kind() == EntityModel.Kind.CHILD ? table.root(entity) : entity;
      query.addStatement(listing(index.queryName(), CodeBlock.of("$L$L", onIndex(model,
          CodeBlock.of("$T.partitionKey($L)", owner.keysName(), arguments), variant.scope()), narrow), keys));
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
    // The index's key: its partition components, and its sort components or else the item's own sort key.
    CodeBlock keys = keyComponents(partition, index.hasSortComponents() ? index.sortComponents()
        : entity.kind() == EntityModel.Kind.CHILD ? entity.sortKeyParts() : List.of());
    query.returns(listingType(entity, entity.recordName()));
    if (index.isSharded()) {
      String shardVar = Naming.fresh("shard", taken);
      query.addStatement(shardedListing(index.queryName(), CodeBlock.of("$T.$L_SHARDS", entity.keysName(),
          Naming.constantName(index.queryName())), shardVar, CodeBlock.of("$L$L", onIndex(model, CodeBlock.of(
              "$T.$LPartitionKey($L, $L)", entity.keysName(), index.queryName(), KeysWriter.arguments(partition),
              shardVar), variant.scope()), narrow), keys));
    } else {
      query.addStatement(listing(index.queryName(), CodeBlock.of("$L$L", onIndex(model, CodeBlock.of("$T.$LPartitionKey($L)",
          entity.keysName(), index.queryName(), KeysWriter.arguments(partition)), variant.scope()), narrow), keys));
    }
    type.addMethod(query.build());
  }

  private static void addCollectionLoad(
      TypeSpec.Builder type, TableModel table, EntityModel parent, Naming.Load collection, String accessor) {
    ClassName result = collection.result();
    List<EntityModel> children = collection.members();
    String method = Naming.collectionLoad(parent, result);
    CodeBlock keyArguments = KeysWriter.arguments(parent.partitionKeyParts());

    List<String> taken = new ArrayList<>(ComponentModel.names(parent.partitionKeyParts()));
    String consistent = Naming.fresh("consistency", taken);
    MethodSpec.Builder loadConsistent = addLoad(type, method, result, parent.partitionKeyParts(), consistent,
        CodeBlock.of("The $L and $L from its item collection: $L, split by the {@code $L} attribute. Empty when the $L "
                + "itself does not exist.\n$L",
            parent.simpleName(), collection.all() ? "everything" : "its " + Naming.listName(children.get(0)),
            parent.isSharded()
                ? "1 + " + parent.shards() + " Queries (its own partition and each shard), sent in parallel"
                : "one Query (plus one per further MB of items)",
            table.typeAttribute(), parent.simpleName(), collection.all() ? "" : "<p>The Query reads the whole "
                + "collection: items of any other type in it are read (and paid for) and dropped.\n"));
    String requests = Naming.fresh("requests", taken);
    String shard = Naming.fresh("shard", taken);
    String all = Naming.collectionLoad(parent, Naming.allResultName(parent));
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
          method, keyArguments, consistent, loaded, result, CodeBlock.join(lists, ", "));
      type.addMethod(loadConsistent.build());
      MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, parent.partitionKeyParts())
          .addJavadoc("The Query {@link #$L} sends first, without sending it: {@link #$L}'s.\n", method,
              Naming.request(all));
      request.addParameter(Names.READ_CONSISTENCY, consistent)
          .addStatement("return $L($L, $L)", Naming.request(all), keyArguments, consistent);
      type.addMethod(request.build());
      return;
    }
    loadConsistent.addStatement("return $L($S, $L, $L)", Naming.READ_COLLECTION, method, keyArguments, consistent);
    type.addMethod(loadConsistent.build());

    // The read itself, named by the load that asks for it (requests and errors carry that name).
    List<String> readTaken = new ArrayList<>(taken);
    readTaken.add(consistent);
    String operationVariable = Naming.fresh("method", readTaken);
    MethodSpec.Builder read = MethodSpec.methodBuilder(Naming.READ_COLLECTION)
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The item collection, read once and split by type; {@code $L}, the load's name, names it in "
            + "requests and errors.\n", operationVariable)
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
          .addStatement("$L.add(queryRequest($L, $L))", requests,
              onTable(CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.keysName(), keyArguments, shard),
                  CodeBlock.of("null")), consistent)
          .endControlFlow();
    }
    taken.add(consistent);
    read.addStatement(loadCollection(CodeBlock.of("$L", operationVariable), collection.contents(), result, taken,
        parent.isSharded() ? CodeBlock.of("$L", requests)
            : CodeBlock.of("$T.of($LRequest($L, $L))", List.class, method, keyArguments, consistent)));
    type.addMethod(read.build());

    MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, parent.partitionKeyParts())
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    request.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return queryRequest($L, $L)", onTable(CodeBlock.of("$T.partitionKey($L)", parent.keysName(),
            keyArguments), CodeBlock.of("null")), consistent);
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
    delete.addParameter(Names.RETRY_POLICY, retryPolicy)
        .addStatement("return $T.run(this.table, $S, $T.primaryKey($L), $L, $L$L)", Names.COLLECTION_DELETE,
            accessor + "." + method, parent.keysName(), keyArguments,
            parent.isSharded() ? CodeBlock.of("$T.SHARDS", parent.keysName()) : CodeBlock.of("1"), retryPolicy, unique);
    MethodSpec.Builder withDefaults = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(Names.COLLECTION_DELETE_RESULT)
        .addJavadoc("As {@link #$L($L, $T)} with the default retry policy.\n", method,
            CodeBlock.join(keyParts.stream().map(p -> CodeBlock.of("$T", p.javaType())).toList(), ", "),
            Names.RETRY_POLICY);
    KeysWriter.addParameters(withDefaults, keyParts);
    withDefaults.addStatement("return $L($L, $T.defaults())", method, keyArguments, Names.RETRY_POLICY);
    type.addMethod(withDefaults.build());
    type.addMethod(delete.build());

    MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, keyParts)
        .addJavadoc("The $L Query {@link #$L} sends first, without sending it.\n",
            holdingUnique.isEmpty() ? "keys-only" : "whole-item", method);
    request.addStatement("return $T.firstQuery(this.table, $T.primaryKey($L)$L)", Names.COLLECTION_DELETE,
        parent.keysName(), keyArguments, unique);
    type.addMethod(request.build());
  }
}
