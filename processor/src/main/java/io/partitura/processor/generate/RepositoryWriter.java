package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository}: the class over the runtime's repository base and its operations on one item by
 * key ({@code get}, {@code delete}, the partial {@code update}, each with its request twin), the {@code @Unique}
 * lookups and {@code createUnder}. Listings are {@link ListingWriter}'s, item-collection loads and deletes
 * {@link CollectionLoadWriter}'s, an edge's operations {@link EdgeWriter}'s; the types nested in the repository are
 * their own writers' ({@link Generator} nests them).
 */
final class RepositoryWriter {
  /** The repository's constant of its entity's {@code @Unique} components, when it has some. */
  static final String UNIQUE_FIELD = "UNIQUE_VALUES";

  private static final String UNIQUE_DELETE = "One consistent GetItem to learn its {@code @Unique} values, then (when "
      + "there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes "
      + "of their uniqueness items.";

  private static final ClassName GET_ITEM_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "GetItemRequest");

  private static final ClassName DELETE_ITEM_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "DeleteItemRequest");

  /** The repository of {@code entity}, without the types nested in it. */
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
            + "{@code when} and {@code where}, collection results), and the low-level {@code $L} (the item codec: "
            + "{@code $L.INSTANCE}, and {@link #$L()} for the Enhanced Client; its static members are the key format, "
            + "such as {@code $L.partitionKey(…)}).\n",
            record, table.tableName(), table.tableClassName(), accessor, base, Naming.UPDATE_TYPE,
            Naming.CONDITIONS_TYPE, Naming.CODEC_TYPE, Naming.CODEC_TYPE, Naming.TABLE_SCHEMA, Naming.CODEC_TYPE);
    if (entity.hasUnique()) {
      addUniqueValues(type, entity);
    }
    List<CodeBlock> superArguments = new ArrayList<>(List.of(CodeBlock.of("table"), CodeBlock.of("$S", accessor),
        CodeBlock.of("$T.INSTANCE", entity.codecName()), CodeBlock.of("$T.INSTANCE", entity.conditionsName())));
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
    addKeyMethods(type, table, entity, keyParts);
    for (ComponentModel unique : entity.unique()) {
      addFindBy(type, entity, unique);
    }

    ListingWriter.addIndexQueries(type, table, entity, accessor);
    if (entity.isParent()) {
      List<EntityModel> members = Naming.collectionMembers(table, entity);
      if (!members.isEmpty()) {
        for (Naming.Load load : Naming.loads(table, entity, members)) {
          CollectionLoadWriter.addCollectionLoad(type, table, entity, load, accessor);
        }
      }
      CollectionLoadWriter.addCollectionDelete(type, table, entity, accessor);
      for (IndexModel index : table.indexesKeying(record)) {
        List<EntityModel> incoming = Naming.incomingEdges(table, entity, index);
        if (index.projectsAll() && !incoming.isEmpty()) {
          CollectionLoadWriter.addIndexCollectionLoad(type, table, entity, index, incoming, accessor);
        }
      }
    } else if (entity.isEdge()) {
      EdgeWriter.addEdgeOperations(type, table, entity, accessor);
    } else if (table.isNestedParent(entity)) {
      // Listed alone by index NestedParents (its query is among the index queries above), and with its
      // children: one load per child type, so that a second type adds a method and renames none.
      for (EntityModel child : table.childrenOf(record)) {
        CollectionLoadWriter.addNestedCollectionLoad(type, table, entity, Naming.nestedLoad(entity, child), accessor);
      }
    } else {
      ListingWriter.addChildListing(type, table, entity, accessor);
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
  private static void addKeyMethods(TypeSpec.Builder type, TableModel table, EntityModel entity, List<ComponentModel> keyParts) {
    ClassName record = entity.recordName();
    ComponentModel version = entity.version();
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    CodeBlock key = CodeBlock.of("$T.primaryKey($L)", entity.codecName(), keyArguments);
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
    if (entity.isUpsertable()) {
      type.addMethod(keyMethod(Naming.UPSERT_METHOD, entity.upsertName(), keyParts)
          .addJavadoc("An upsert of the $L with this key: add to counters or set components, then {@code apply()}: one "
                  + "UpdateItem that creates the item when it is missing, with its key, its type, the index keys its "
                  + "key alone decides, {@code $L} at 0 unless given, and what is given; the record it returns reads "
                  + "the other components as absent. No read first: {@code upsert(id).$LAdd(1)} counts every call, "
                  + "concurrent ones included.\n", entity.simpleName(),
              String.join("}, {@code ", ComponentModel.names(entity.counters())), entity.counters().get(0).name())
          .addStatement("return new $T(upsertAt($L, $T.keyItem($L), $T.of($L)))", entity.upsertName(), key,
              entity.codecName(), keyArguments, List.class, CodeBlock.join(entity.counters().stream()
                  .map(counter -> CodeBlock.of("$S", counter.attributeName())).toList(), ", "))
          .build());
    }
    ParameterSpec consistency = ParameterSpec.builder(Names.READ_CONSISTENCY, consistent).build();
    ParameterSpec expectedVersion = ParameterSpec.builder(long.class, expected).build();
    ParameterSpec whenCondition = ParameterSpec.builder(ConditionsWriter.whenType(entity), when).build();
    CodeBlock eventual = CodeBlock.of("$T.EVENTUAL", Names.READ_CONSISTENCY);
    String readNote = templateReadNote(table, entity);
    type.addMethod(keyMethod(Naming.GET, optional, keyParts, null, "getAt", key, eventual,
        "The $L with this key, if any. One GetItem, eventually consistent.\n$L", entity.simpleName(), readNote));
    type.addMethod(keyMethod(Naming.GET, optional, keyParts, consistency, "getAt", key, null,
        "The $L with this key, if any. One GetItem, read as {@code $L} says: {@code ReadConsistency.STRONG} sees every "
            + "write acknowledged before it, for twice the read capacity.\n$L", entity.simpleName(), consistent,
        readNote));
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
  static MethodSpec keyMethod(String name, TypeName returns, List<ComponentModel> keyParts,
      ParameterSpec parameter, String helper, CodeBlock key, CodeBlock argument, String javadoc, Object... args) {
    MethodSpec.Builder method = keyMethod(name, returns, keyParts).addJavadoc(javadoc, args);
    if (parameter != null) {
      method.addParameter(parameter);
    }
    CodeBlock second = parameter != null ? CodeBlock.of(", $N", parameter)
        : argument != null ? CodeBlock.of(", $L", argument) : CodeBlock.of("");
    return method.addStatement("return $L($L$L)", helper, key, second).build();
  }

  /** A public method {@code name(key…)} returning {@code returns}. */
  static MethodSpec.Builder keyMethod(String name, TypeName returns, List<ComponentModel> keyParts) {
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
    CodeBlock arguments = CodeBlock.of("required($L), $T.primaryKey($L), $T.INSTANCE", variable, parent.codecName(),
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

  /**
   * What a get's javadoc says about an entity whose key templates case its values, and about its markers: a cased
   * component cannot be read back from the key, and an item whose markers are another's is not this entity.
   */
  static String templateReadNote(TableModel table, EntityModel entity) {
    io.partitura.processor.model.KeyLayout layout = entity.layout();
    StringBuilder note = new StringBuilder();
    List<String> cased = new ArrayList<>();
    if (!"NONE".equals(layout.casing()) && layout.templated()) {
      for (ComponentModel part : entity.keyParts()) {
        if (part.keyType() == io.partitura.processor.model.KeyType.STRING) {
          cased.add(part.name());
        }
      }
    }
    if (!cased.isEmpty()) {
      String names = "{@code " + String.join("}, {@code ", cased) + "}";
      note.append("<p>The key templates ").append("LOWER".equals(layout.casing()) ? "lower" : "upper")
          .append("-case ").append(names).append(" (Locale.ROOT): ").append(cased.size() == 1 ? "its value" : "their values")
          .append(" cannot be read back from the key, so a get by a differently cased id finds the same item (ids that "
              + "differ only in case are one item), and the record's ").append(names)
          .append(" is the stored attribute, with the case it was written with.\n");
    }
    if (!layout.markers().isEmpty()) {
      note.append("<p>An item at this key whose {@code ").append(table.typeAttribute()).append("} or {@code ")
          .append(String.join("} or {@code ", layout.markers().stream()
              .map(io.partitura.processor.model.KeyLayout.Marker::attribute).toList()))
          .append("} differs from this entity's is not returned: it is another entity's, or another version's.\n");
    }
    return note.toString();
  }
}
