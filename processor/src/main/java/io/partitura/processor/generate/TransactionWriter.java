package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
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
import java.util.function.Consumer;
import javax.lang.model.element.Modifier;

/**
 * Writes the table's transactions: {@code <Table>Transaction} (TransactWriteItems) and
 * {@code <Table>Table.TransactGet} (TransactGetItems), typed per entity and thin: each action is the request
 * the entity's repository builds for the single write, handed to the runtime's
 * {@code WriteTransaction}, which checks the limits, sends and reads cancellations.
 *
 * <p>Writes given a record ({@code create}, {@code put}, {@code replace}) are overloads by record type.
 * Writes given a key are named after their entity ({@code updateOrder}, {@code deleteOrder},
 * {@code checkOrder}): two entities' keys can have the same Java types, and lambdas of two entities
 * would make overloads ambiguous.
 */
final class TransactionWriter {
  /**
   * The entry point's method names, {@code db.transaction()} and {@code db.transactGet()}: generated names, not the
   * operation names the runtime reports requests under ({@code TableTransaction.OPERATION}, {@code
   * TableTransactGet.OPERATION}).
   */
  private static final String TRANSACTION_METHOD = "transaction";
  private static final String TRANSACT_GET_METHOD = "transactGet";
  /**
   * The operation name a transaction's requests and refusals are reported under: the name it was given, or the
   * runtime's {@code TableTransaction.OPERATION}; the generated transaction (its subclass) inherits {@code operation()}.
   */
  private static final CodeBlock OPERATION = CodeBlock.of("operation()");

  static ClassName transactionName(TableModel table) {
    return Naming.transaction(table);
  }

  static ClassName transactGetName(TableModel table) {
    return Naming.transactGet(table);
  }

  /** {@code transaction()} and {@code transactGet()} on the table entry point. */
  void addTableMethods(TypeSpec.Builder type, TableModel table) {
    type.addMethod(MethodSpec.methodBuilder(TRANSACTION_METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(transactionName(table))
        .addJavadoc("Writes to items of any entities of this table that succeed or fail together: add actions, then "
            + "{@code execute()} sends one TransactWriteItems.\n")
        .addStatement("return new $T(this)", transactionName(table))
        .build());
    type.addMethod(MethodSpec.methodBuilder(TRANSACTION_METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(transactionName(table))
        .addParameter(String.class, "name")
        .addJavadoc("As {@link #$L()}, reported under {@code name} (the listener's operation, the {@code access.pattern} "
            + "metric tag) and shown by {@code describe()}: {@code transaction(\"assignTicket\")}.\n\n"
            + "@throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank "
            + "or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent\n", TRANSACTION_METHOD)
        .addStatement("return new $T(this, name)", transactionName(table))
        .build());
    type.addMethod(MethodSpec.methodBuilder(TRANSACT_GET_METHOD)
        .addModifiers(Modifier.PUBLIC)
        .returns(transactGetName(table))
        .addJavadoc("Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} "
            + "sends one TransactGetItems.\n")
        .addStatement("return new $T(tableClient())", transactGetName(table))
        .build());
  }

  TypeSpec.Builder writeTransaction(TableModel table) {
    ClassName name = transactionName(table);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("Writes to table {@code $L} that succeed or fail together: one TransactWriteItems. Each action is "
            + "the request the single write sends, with the same checks and {@code when}. Refused before sending "
            + "({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of "
            + "items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's "
            + "reason.\n", table.tableName())
        .addJavadoc(table.entities().stream().anyMatch(EntityModel::hasUnique)
            ? "\n<p>An entity with {@code @Unique} components keeps its values unique here too: {@code create} carries "
                + "the Put of a uniqueness item per value; an update that sets no unique component is its UpdateItem "
                + "alone; a put, replace, delete or an update that sets one reads the stored item first (one "
                + "consistent GetItem, sent when the action is added), then adds its write, only if the unique values "
                + "read are still stored when the transaction runs, with the Delete of each old value's uniqueness item "
                + "and the Put of each new one. {@code describe()} shows those reads and every action.\n" : "")
        .superclass(ParameterizedTypeName.get(Names.TABLE_TRANSACTION, name))
        .addField(FieldSpec.builder(table.tableClassName(), "db", Modifier.PRIVATE, Modifier.FINAL).build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#$L()}.\n", table.tableClassName(), TRANSACTION_METHOD)
            .addParameter(table.tableClassName(), "db")
            .addStatement("super(db)")
            .addStatement("this.db = db")
            .build())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#$L(String)}.\n", table.tableClassName(), TRANSACTION_METHOD)
            .addParameter(table.tableClassName(), "db")
            .addParameter(String.class, "name")
            .addStatement("super(db, name)")
            .addStatement("this.db = db")
            .build());
    for (EntityModel entity : table.entities()) {
      addRecordWrites(type, name, entity);
    }
    for (EntityModel entity : table.entities()) {
      addKeyWrites(type, name, entity);
    }
    return type;
  }

  /** {@code create}, {@code put} and {@code replace} of a record, each also with {@code when}. */
  private static void addRecordWrites(TypeSpec.Builder type, ClassName name, EntityModel entity) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    String repository = "this.db." + Naming.accessor(entity) + "()";
    TypeName when = ConditionsWriter.whenType(entity);
    ComponentModel version = entity.version();
    for (boolean conditioned : new boolean[] {false, true}) {
      String whenArgument = conditioned ? ", when" : "";
      MethodSpec.Builder create = recordWrite(name, Naming.CREATE, record, variable, when, conditioned)
          .addJavadoc("{@link $T#create($T$L)} as an action of this transaction.\n", entity.repositoryName(), record,
              conditioned ? ", Function" : "");
      if (entity.hasUnique()) {
        create.addJavadoc("With it, the Put of a uniqueness item per non-null {@code @Unique} value, as the create "
                + "alone sends.\n")
            // A value too long for its uniqueness key is refused before the create joins the transaction.
            .addStatement("$T.$L.requireKeyable($L, $L)", entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD,
                OPERATION, variable)
            // Built by the runtime: the repository's createRequest refuses a Put that skips the uniqueness items.
            .addStatement("return addUniqueCreate($L, $L, $T.INSTANCE, $T.$L)", variable,
                conditioned ? ConditionsWriter.condition(entity, "when") : CodeBlock.of("null"),
                entity.codecName(), entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD);
        type.addMethod(create.build());
        addUniqueRecordWrites(type, name, entity, conditioned);
        continue;
      }
      type.addMethod(create.addStatement("return addCreate($L.createRequest($L$L), $T.INSTANCE)", repository, variable,
          whenArgument, entity.codecName()).build());
      type.addMethod(recordWrite(name, Naming.PUT, record, variable, when, conditioned)
          .addJavadoc("{@link $T#put($T$L)} as an action of this transaction.\n", entity.repositoryName(), record,
              conditioned ? ", Function" : "")
          .addStatement("return addPut($L.putRequest($L$L), $T.INSTANCE)", repository, variable, whenArgument,
              entity.codecName())
          .build());
      if (version == null) {
        MethodSpec.Builder replace = recordWrite(name, "replace", record, variable, when, conditioned)
            .addJavadoc("{@link $T#update($T$L)} as an action of this transaction: replaces the stored item only if "
                + "it exists.\n", entity.repositoryName(), record, conditioned ? ", Function" : "");
        if (conditioned) {
          replace.addStatement("return addReplace($L.updateRequest($L, when), $T.INSTANCE)", repository, variable,
              entity.codecName());
        } else {
          replace.addStatement("return addReplace($L, $T.INSTANCE)", variable, entity.codecName());
        }
        type.addMethod(replace.build());
      }
    }
  }

  /**
   * {@code put} and {@code replace} of an unversioned entity with {@code @Unique} values: each reads the stored item
   * now (one consistent GetItem, before the transaction) and adds its Put guarded by the values read, with the
   * moves of the uniqueness items of the values that change. A versioned one has a put (its repository computes the
   * next version) and no replace, as without {@code @Unique}.
   */
  private static void addUniqueRecordWrites(TypeSpec.Builder type, ClassName name, EntityModel entity,
      boolean conditioned) {
    ClassName record = entity.recordName();
    String variable = Naming.variableName(record);
    TypeName when = ConditionsWriter.whenType(entity);
    CodeBlock condition = conditioned ? ConditionsWriter.condition(entity, "when") : CodeBlock.of("null");
    type.addMethod(recordWrite(name, Naming.PUT, record, variable, when, conditioned)
        .addJavadoc("{@link $T#put($T$L)} as an action of this transaction$L: one consistent GetItem now, to learn the "
            + "unique values stored, then the Put, only if they are still stored when the transaction runs, with the "
            + "Delete of each old value's uniqueness item and the Put of each new one; {@code describe()} shows the "
            + "read and every action.\n", entity.repositoryName(), record, conditioned ? ", Function" : "",
            entity.version() == null ? "" : ", at the record's next version, only over the version it was read at")
        .addStatement("return addUniquePut($L, $L, $T.INSTANCE, $T.$L)", variable, condition, entity.codecName(),
            entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD)
        .build());
    if (entity.version() != null) {
      // As without @Unique: a versioned record's put already is its replace.
      return;
    }
    type.addMethod(recordWrite(name, "replace", record, variable, when, conditioned)
        .addJavadoc("{@link $T#update($T$L)} as an action of this transaction: as {@code put}, only if the item "
            + "exists.\n\n@throws io.partitura.runtime.exceptions.ItemNotFoundException when the read finds none; "
            + "nothing joined the transaction\n", entity.repositoryName(), record, conditioned ? ", Function" : "")
        .addStatement("return addUniqueReplace($L, $L, $T.INSTANCE, $T.$L)", variable, condition, entity.codecName(),
            entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD)
        .build());
  }

  private static MethodSpec.Builder recordWrite(ClassName name, String method, ClassName record, String variable,
      TypeName when, boolean conditioned) {
    MethodSpec.Builder write = MethodSpec.methodBuilder(method).addModifiers(Modifier.PUBLIC).returns(name)
        .addParameter(record, variable);
    if (conditioned) {
      write.addParameter(when, "when");
    }
    return write;
  }

  /** {@code update<Entity>}, {@code delete<Entity>} (also with {@code when}) and {@code check<Entity>} by key. */
  private static void addKeyWrites(TypeSpec.Builder type, ClassName name, EntityModel entity) {
    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    CodeBlock keyArguments = KeysWriter.arguments(keyParts);
    List<String> taken = ComponentModel.names(keyParts);
    String repository = "this.db." + Naming.accessor(entity) + "()";
    String when = Naming.fresh("when", taken);
    if (!entity.settable().isEmpty() || entity.version() != null) {
      String changes = Naming.fresh("changes", taken);
      List<String> withChanges = new ArrayList<>(taken);
      withChanges.add(changes);
      String update = Naming.fresh("update", withChanges);
      MethodSpec.Builder method = MethodSpec.methodBuilder("update" + entity.simpleName())
          .addModifiers(Modifier.PUBLIC).returns(name)
          .addJavadoc("A partial update of the stored {@link $T} as an action: {@code changes} sets components (and "
              + "{@code when}) as on {@link $T#update}; only if the item exists.\n", entity.recordName(),
              entity.repositoryName());
      KeysWriter.addParameters(method, keyParts);
      method.addParameter(ParameterizedTypeName.get(ClassName.get(Consumer.class), entity.updateName()), changes);
      if (entity.hasUnique()) {
        method.addJavadoc("\n<p>One that sets no {@code @Unique} component is that UpdateItem alone. One that sets one "
                + "sends one consistent GetItem now, to learn the values stored; the UpdateItem then requires them "
                + "unchanged when the transaction runs, and the transaction also deletes each old value's uniqueness "
                + "item and puts the new one. {@code describe()} shows the read and every action.\n")
            .addStatement("var $L = newUpdate($T.primaryKey($L), $T.INSTANCE, $T.$L)", update, entity.codecName(),
                keyArguments, entity.codecName(), entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD)
            .addStatement("$L.accept(new $T($L))", changes, entity.updateName(), update)
            .addStatement("return addUniqueUpdate($L, $T.$L)", update, entity.repositoryName(),
                RepositoryWriter.UNIQUE_FIELD);
      } else {
        // Statements, not a constructor reference handed to the runtime: javac compiles them for less (issue 22).
        method.addStatement("var $L = newUpdate($T.primaryKey($L), $T.INSTANCE)", update, entity.codecName(),
                keyArguments, entity.codecName())
            .addStatement("$L.accept(new $T($L))", changes, entity.updateName(), update)
            .addStatement("return addUpdate($L)", update);
      }
      type.addMethod(method.build());
    }
    if (entity.hasUnique()) {
      addUniqueDeletes(type, name, entity, keyParts, keyArguments, when);
      addCheck(type, name, entity, keyParts, keyArguments, when);
      return;
    }
    MethodSpec.Builder delete = MethodSpec.methodBuilder("delete" + entity.simpleName())
        .addModifiers(Modifier.PUBLIC).returns(name)
        .addJavadoc("{@link $T#delete} of this key as an action: deletes the item if there is one.\n",
            entity.repositoryName());
    KeysWriter.addParameters(delete, keyParts);
    delete.addStatement("return addDelete($L.deleteRequest($L), $T.INSTANCE)", repository, keyArguments,
        entity.codecName());
    type.addMethod(delete.build());
    MethodSpec.Builder deleteWhen = MethodSpec.methodBuilder("delete" + entity.simpleName())
        .addModifiers(Modifier.PUBLIC).returns(name)
        .addJavadoc("{@link $T#delete} of this key as an action, only if the stored item meets {@code $L}.\n",
            entity.repositoryName(), when);
    KeysWriter.addParameters(deleteWhen, keyParts);
    deleteWhen.addParameter(ConditionsWriter.whenType(entity), when)
        .addStatement("return addDelete($L.deleteRequest($L, $L), $T.INSTANCE)", repository, keyArguments, when,
            entity.codecName());
    type.addMethod(deleteWhen.build());
    addCheck(type, name, entity, keyParts, keyArguments, when);
  }

  /**
   * {@code delete<Entity>} of an entity with {@code @Unique} values: one consistent GetItem now, then the Delete
   * guarded by the values read and the Deletes of its uniqueness items.
   */
  private static void addUniqueDeletes(TypeSpec.Builder type, ClassName name, EntityModel entity,
      List<ComponentModel> keyParts, CodeBlock keyArguments, String when) {
    for (boolean conditioned : new boolean[] {false, true}) {
      MethodSpec.Builder delete = MethodSpec.methodBuilder("delete" + entity.simpleName())
          .addModifiers(Modifier.PUBLIC).returns(name)
          .addJavadoc("{@link $T#delete} of this key as an action$L: one consistent GetItem now, to learn the unique "
              + "values stored, then the Delete, only if they are still stored when the transaction runs, with the "
              + "Delete of each of their uniqueness items. No item read: a ConditionCheck that there is still none. "
              + "{@code describe()} shows the read and every action.\n", entity.repositoryName(),
              conditioned ? CodeBlock.of(", only if the stored item meets {@code $L}", when) : "");
      KeysWriter.addParameters(delete, keyParts);
      if (conditioned) {
        delete.addParameter(ConditionsWriter.whenType(entity), when);
      }
      delete.addStatement("return addUniqueDelete($T.primaryKey($L), $L, $T.INSTANCE, $T.$L)", entity.codecName(),
          keyArguments, conditioned ? ConditionsWriter.condition(entity, when) : CodeBlock.of("null"),
          entity.codecName(), entity.repositoryName(), RepositoryWriter.UNIQUE_FIELD);
      type.addMethod(delete.build());
    }
  }

  private static void addCheck(TypeSpec.Builder type, ClassName name, EntityModel entity, List<ComponentModel> keyParts,
      CodeBlock keyArguments, String when) {
    MethodSpec.Builder check = MethodSpec.methodBuilder("check" + entity.simpleName())
        .addModifiers(Modifier.PUBLIC).returns(name)
        .addJavadoc("A ConditionCheck: the transaction goes through only if the {@link $T} at this key meets "
            + "{@code $L}; it writes nothing.\n", entity.recordName(), when);
    KeysWriter.addParameters(check, keyParts);
    check.addParameter(ConditionsWriter.whenType(entity), when)
        .addStatement("return addCheck($T.primaryKey($L), $L, $T.INSTANCE)", entity.codecName(), keyArguments,
            ConditionsWriter.condition(entity, when), entity.codecName());
    type.addMethod(check.build());
  }

  TypeSpec.Builder writeTransactGet(TableModel table) {
    ClassName name = transactGetName(table);
    ClassName result = table.batchGetResultName();
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.TABLE_TRANSACT_GET, name, result))
        .addJavadoc("Keys to read from table {@code $L} as of one moment: one TransactGetItems of at most 100 keys, "
            + "each at most once. Add keys with the per-entity methods, then {@link #execute()}.\n", table.tableName())
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#$L()}.\n", table.tableClassName(), TRANSACT_GET_METHOD)
            .addParameter(Names.TABLE_CLIENT, "table")
            .addStatement("super(table)")
            .build());
    for (EntityModel entity : table.entities()) {
      List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
      keyParts.addAll(entity.sortKeyParts());
      String adder = Naming.decapitalize(entity.simpleName());
      MethodSpec.Builder add = MethodSpec.methodBuilder(javax.lang.model.SourceVersion.isKeyword(adder) ? adder + "_" : adder)
          .addModifiers(Modifier.PUBLIC).returns(name)
          .addJavadoc("Adds the key of one {@link $T}.\n", entity.recordName());
      KeysWriter.addParameters(add, keyParts);
      add.addStatement("return addGet($T.primaryKey($L), $T.INSTANCE)", entity.codecName(),
          KeysWriter.arguments(keyParts), entity.codecName());
      type.addMethod(add.build());
    }
    List<CodeBlock> lists = new ArrayList<>();
    for (EntityModel entity : table.entities()) {
      lists.add(CodeBlock.of("$T.ofType(found, $T.class)", Names.READ_TRANSACTION, entity.recordName()));
    }
    type.addMethod(MethodSpec.methodBuilder("byEntity")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PROTECTED).returns(result)
        .addParameter(ParameterizedTypeName.get(List.class, Object.class), "found")
        .addStatement("return new $T($L)", result, CodeBlock.join(lists, ", "))
        .build());
    return type;
  }
}
