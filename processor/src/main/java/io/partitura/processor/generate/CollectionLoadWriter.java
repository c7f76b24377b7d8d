package io.partitura.processor.generate;

import static io.partitura.processor.generate.ListingWriter.onIndex;
import static io.partitura.processor.generate.ListingWriter.onTable;
import static io.partitura.processor.generate.RepositoryWriter.UNIQUE_FIELD;
import static io.partitura.processor.generate.RepositoryWriter.keyMethod;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
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
 * Writes a repository's reads and deletes of an item collection: a parent's loads with its members
 * ({@code getWithProjects}, {@code getWithChildren}), a nested parent's loads with its children, a {@code to} side's
 * load with the edges pointing at it from an index, and {@code deleteWithCollection}. The runtime reads and splits
 * the items by type; the typed results are the repository's nested {@code With…} classes ({@link CollectionWriter}).
 */
final class CollectionLoadWriter {
  private CollectionLoadWriter() {}

  private static final ClassName QUERY_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "QueryRequest");

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

  static void addIndexCollectionLoad(TypeSpec.Builder type, TableModel table, EntityModel entity,
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
    load.addCode(loadCollection(CodeBlock.of("$S", method), incoming, result, taken,
        CodeBlock.of("$T.of($LRequest($L))", List.class, method, keyArguments)));
    type.addMethod(load.build());

    MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, entity.partitionKeyParts())
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    request.addStatement("return queryRequest($L)", onIndex(index, CodeBlock.of("$T.partitionKey($L)", entity.codecName(),
        keyArguments), CodeBlock.of("null")));
    type.addMethod(request.build());
  }

  /**
   * {@code var loaded = loadCollection(method, requests, Member.INSTANCE…)}, then the typed result from it: the runtime
   * reads the items and splits them by the type attribute into the owner and one list per member entity.
   */
  private static CodeBlock loadCollection(CodeBlock method, List<EntityModel> members, ClassName result,
      List<String> parameterNames, CodeBlock requests) {
    String loaded = Naming.fresh("loaded", parameterNames);
    List<CodeBlock> codecs = new ArrayList<>();
    for (EntityModel member : members) {
      codecs.add(CodeBlock.of("$T.INSTANCE", member.codecName()));
    }
    return typedResult(loaded, CodeBlock.of("loadCollection($L, $L, $L)", method, requests,
        CodeBlock.join(codecs, ", ")), members, result);
  }

  /**
   * {@code var loaded = read;}, then {@code Optional.empty()} without the owner, else {@code Optional.of(new
   * Result(loaded.owner(), loaded.of(Member.INSTANCE)…))}: statements, not a lambda per load, which javac compiles
   * for less (issue 22).
   */
  private static CodeBlock typedResult(String loaded, CodeBlock read, List<EntityModel> contents, ClassName result) {
    List<CodeBlock> lists = new ArrayList<>(List.of(CodeBlock.of("$L.owner()", loaded)));
    for (EntityModel content : contents) {
      lists.add(CodeBlock.of("$L.of($T.INSTANCE)", loaded, content.codecName()));
    }
    return CodeBlock.builder()
        .addStatement("var $L = $L", loaded, read)
        .beginControlFlow("if (!$L.found())", loaded)
        .addStatement("return $T.empty()", Optional.class)
        .endControlFlow()
        .addStatement("return $T.of(new $T($L))", Optional.class, result, CodeBlock.join(lists, ", "))
        .build();
  }

  /**
   * A child with children of its own, read with its children of one type: one Query on the range of sort keys that
   * starts with its own ({@code BETWEEN ORDER#o1 AND ORDER#o1$}), in its partition.
   */
  static void addNestedCollectionLoad(
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
    loadConsistent.addCode(loadCollection(CodeBlock.of("$S", method), collection.contents(), result, taken,
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
            Names.KEY_CONDITION, entity.codecName(), KeysWriter.arguments(table.partitionKeyArguments(entity)),
            Names.SORT_KEY_BOUNDS, entity.codecName(), KeysWriter.arguments(entity.sortKeyParts()), consistent);
    type.addMethod(request.build());
  }

  static void addCollectionLoad(
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
    // Every load is the one read of the whole collection, split by type; each builds its result from the lists:
    // one Query path, one owner of the split. A member's contents: the member and, for an order, its lines.
    loadConsistent.addCode(typedResult(Naming.fresh("loaded", taken), CodeBlock.of("$L($S, $L, $L)",
        Naming.READ_COLLECTION, method, keyArguments, consistent), collection.contents(), result));
    if (!collection.all()) {
      type.addMethod(loadConsistent.build());
      MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, parent.partitionKeyParts())
          .addJavadoc("The Query {@link #$L} sends first, without sending it: {@link #$L}'s.\n", method,
              Naming.request(all));
      request.addParameter(Names.READ_CONSISTENCY, consistent)
          .addStatement("return $L($L, $L)", Naming.request(all), keyArguments, consistent);
      type.addMethod(request.build());
      return;
    }
    type.addMethod(loadConsistent.build());

    // The read itself, named by the load that asks for it (requests and errors carry that name).
    List<String> readTaken = new ArrayList<>(taken);
    readTaken.add(consistent);
    String operationVariable = Naming.fresh("method", readTaken);
    MethodSpec.Builder read = MethodSpec.methodBuilder(Naming.READ_COLLECTION)
        .addModifiers(Modifier.PRIVATE)
        .addJavadoc("The item collection, read once and split by type; {@code $L}, the load's name, names it in "
            + "requests and errors.\n", operationVariable)
        .returns(ParameterizedTypeName.get(Names.LOADED_COLLECTION, parent.recordName()))
        .addParameter(String.class, operationVariable);
    KeysWriter.addParameters(read, parent.partitionKeyParts());
    read.addParameter(Names.READ_CONSISTENCY, consistent);
    taken.add(operationVariable);
    if (parent.isSharded()) {
      // The parent and its edges live in the unsharded partition; its children in the shards.
      read.addStatement("$T<$T> $L = new $T<>()", List.class, QUERY_REQUEST, requests, ArrayList.class)
          .addStatement("$L.add($LRequest($L, $L))", requests, method, keyArguments, consistent)
          .beginControlFlow("for (int $L = 0; $L < $T.SHARDS; $L++)", shard, shard, parent.codecName(), shard)
          .addStatement("$L.add(queryRequest($L, $L))", requests,
              onTable(CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.codecName(), keyArguments, shard),
                  CodeBlock.of("null")), consistent)
          .endControlFlow();
    }
    taken.add(consistent);
    read.addStatement("return loadCollection($L, $L, $L)", operationVariable, parent.isSharded()
        ? CodeBlock.of("$L", requests) : CodeBlock.of("$T.of($LRequest($L, $L))", List.class, method, keyArguments,
            consistent), CodeBlock.join(collection.contents().stream()
                .map(content -> CodeBlock.of("$T.INSTANCE", content.codecName())).toList(), ", "));
    type.addMethod(read.build());

    MethodSpec.Builder request = keyMethod(Naming.request(method), QUERY_REQUEST, parent.partitionKeyParts())
        .addJavadoc("The Query {@link #$L} sends first, without sending it.\n", method);
    request.addParameter(Names.READ_CONSISTENCY, consistent)
        .addStatement("return queryRequest($L, $L)", onTable(CodeBlock.of("$T.partitionKey($L)", parent.codecName(),
            keyArguments), CodeBlock.of("null")), consistent);
    type.addMethod(request.build());
  }

  /**
   * {@code deleteWithCollection(id[, retryPolicy])} and its request twin: the loop lives in the
   * runtime's {@code CollectionDelete}; the generated code hands it the parent's typed key.
   */
  static void addCollectionDelete(TypeSpec.Builder type, TableModel table, EntityModel parent, String accessor) {
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
            accessor + "." + method, parent.codecName(), keyArguments,
            parent.isSharded() ? CodeBlock.of("$T.SHARDS", parent.codecName()) : CodeBlock.of("1"), retryPolicy, unique);
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
        parent.codecName(), keyArguments, unique);
    type.addMethod(request.build());
  }
}
