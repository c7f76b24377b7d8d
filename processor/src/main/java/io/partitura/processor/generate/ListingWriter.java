package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes a repository's listings, one Query per page (one per shard per page when sharded), each a {@code Listing}
 * with its overloads on the sort key (fix leading components, range the next): a child's listing in its parent, a
 * grandchild's in its parent, and the queries of the entity's own global and local indexes.
 */
final class ListingWriter {
  private ListingWriter() {}

  /**
   * {@code Listing<Element, <Record>Repository.Conditions>}: every listing has this one type, on the table or an
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
  static CodeBlock keyComponents(List<ComponentModel> partition, List<ComponentModel> sort) {
    List<CodeBlock> names = new ArrayList<>();
    java.util.stream.Stream.concat(partition.stream(), sort.stream()).map(ComponentModel::attributeName).distinct()
        .forEach(name -> names.add(CodeBlock.of("$S", name)));
    return CodeBlock.of("$T.of($L)", java.util.Set.class, CodeBlock.join(names, ", "));
  }

  /** {@code onTable(partitionKey, scope)}: the base's condition on the table, its key names the TableClient's. */
  static CodeBlock onTable(CodeBlock partitionKey, CodeBlock scope) {
    return CodeBlock.of("onTable($L, $L)", partitionKey, scope);
  }

  /**
   * {@code KeyCondition.onIndex(this.table, "GSI1", partitionKey, scope)}, global or local: the runtime reads the
   * index's key attributes from the table definition, which owns them.
   */
  static CodeBlock onIndex(IndexModel index, CodeBlock partitionKey, CodeBlock scope) {
    return CodeBlock.of("$T.onIndex(this.table, $S, $L, $L)", Names.KEY_CONDITION, index.name(), partitionKey, scope);
  }

  /** {@code return listing("method", condition, Set.of(key components…))}: one Query per page. */
  static CodeBlock listing(String method, CodeBlock condition, CodeBlock keys) {
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
   * One overload of a listing, {@code name(before…, variant's parameters…)}: the plain one's javadoc is {@code javadoc},
   * an overload's says what it fixes and ranges on {@code sortKey}.
   */
  static MethodSpec.Builder listingMethod(String name, TypeName returns, SortVariant variant,
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

  static void addChildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    EntityModel parent = table.entity(entity.parentName());
    String method = Naming.childListing(parent);
    List<ComponentModel> inherited = table.inheritedSortKeyParts(entity);
    if (!inherited.isEmpty()) {
      // One order's lines: the order's key fixes the scope, then ranges go on the line's own key.
      for (SortVariant variant : sortVariants(table.ownSortKeyParts(entity),
          CodeBlock.of("$T.sortKeyPrefix($L)", entity.codecName(), KeysWriter.arguments(inherited)),
          leading -> {
            List<ComponentModel> fixed = new ArrayList<>(inherited);
            fixed.addAll(leading);
            return CodeBlock.of("$T.sortKeyPrefix($L)", entity.codecName(), KeysWriter.arguments(fixed));
          })) {
        addGrandchildListing(type, table, entity, accessor, parent, method, inherited, variant);
      }
      return;
    }
    for (SortVariant variant : sortVariants(entity, entity.sortKeyParts(),
        CodeBlock.of("$T.SORT_KEY_PREFIX", entity.codecName()))) {
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
            + "{@code .$L}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items "
            + "it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
        parent.prefix(), String.join(", ", ComponentModel.names(inherited)), entity.prefix(), parent.simpleName(),
        reverseOrder(entity.sortKeyParts()));
    List<String> taken = variant.parameterNames(before);
    list.addStatement(listing(method, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)", entity.codecName(),
        KeysWriter.arguments(table.partitionKeyArguments(entity))), variant.scope()), variant.narrow(entity, taken)),
        keyComponents(before, entity.sortKeyParts())));
    type.addMethod(list.build());
  }

  private static void addChildListing(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityModel parent, String method, SortVariant variant) {
    MethodSpec.Builder list = listingMethod(method, listingType(entity, entity.recordName()), variant,
        entity.partitionKeyParts(), table.sortKey(), "The $L of one {@link $T}, in sort-key order: one Query per page, "
            + "{@code begins_with($L, \"$L\")}.\nChain {@code .$L}, {@code .limit(n)}, "
            + "{@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid "
            + "for), {@code .page(cursor)}; {@code .describe()} shows the request.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), parent.recordName(), table.sortKey(),
        KeyFormat.sortKeyPrefix(entity.prefix()), reverseOrder(entity.sortKeyParts()));
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    String shardVar = Naming.fresh("shard", taken);
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock keys = keyComponents(entity.partitionKeyParts(), entity.sortKeyParts());
    CodeBlock arguments = KeysWriter.arguments(entity.partitionKeyParts());
    if (parent.isSharded()) {
      if (variant.isBase()) {
        list.addJavadoc("<p>The $L's children are spread over {@value $T#SHARDS} shards: each page sends one Query per "
            + "shard, in parallel, merged in sort-key order.\n", parent.simpleName(), parent.codecName());
      }
      list.addStatement(shardedListing(method, CodeBlock.of("$T.SHARDS", parent.codecName()), shardVar,
          CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.codecName(), arguments, shardVar),
              variant.scope()), narrow), keys));
    } else {
      list.addStatement(listing(method, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)", entity.codecName(),
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
   * @param byValue whether the ranged component is a typed id over a String taking {@code KeyRange.StartingWith}
   *     on its value, beside the overload taking a {@code KeyRange} of the id
   */
  record SortVariant(List<ComponentModel> fixed, ComponentModel ranged, CodeBlock scope, boolean byValue,
      CodeBlock template, String following, int width) {
    SortVariant(List<ComponentModel> fixed, ComponentModel ranged, CodeBlock scope) {
      this(fixed, ranged, scope, false);
    }

    SortVariant(List<ComponentModel> fixed, ComponentModel ranged, CodeBlock scope, boolean byValue) {
      this(fixed, ranged, scope, byValue, null, null, 0);
    }

    boolean isBase() {
      return fixed.isEmpty() && ranged == null;
    }

    void addParameters(MethodSpec.Builder method) {
      KeysWriter.addParameters(method, fixed);
      if (byValue) {
        method.addParameter(Names.KEY_RANGE.nestedClass("StartingWith"), ranged.name());
      } else if (ranged != null) {
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

    /**
     * {@code .within(range, KeyEncoders.x("Entity.part"))}, {@code .within(range, value -> …)} for a typed id (its value
     * unwrapped) and a template, or nothing without a range.
     */
    CodeBlock narrow(EntityModel entity, List<String> taken) {
      if (ranged == null) {
        return CodeBlock.of("");
      }
      String value = Naming.fresh("value", taken);
      if (template != null) {
        // A value of an explicit template: its text as the key holds it (cased), bounded by what follows it.
        return CodeBlock.of(".withinTemplate($L, $S, $L -> $L.text($L))", ranged.name(), following, value, template,
            KeysWriter.templateText(entity, ranged, width, value));
      }
      // A typed id's value is encoded as the id is: the same encoder, without unwrapping. The runtime's shared
      // encoder rather than a lambda per listing: javac compiles it for less (issue 22).
      if (byValue || !(ranged.attributeType() instanceof AttributeType.Id)) {
        return CodeBlock.of(".within($L, $T.$L($S))", ranged.name(), Names.KEY_ENCODERS, ranged.keyType().rangeEncoder(),
            entity.simpleName() + "." + ranged.name());
      }
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
      if (byValue) {
        method.addJavadoc("Like {@link #$L}, only the items$L$L {@code $L}'s value starts with the given text, in key "
                + "order: {@code begins_with} on {@code $L}, the Query's key condition, so DynamoDB reads only those "
                + "items, one Query per page; {@code .describe()} shows it.\n\n@param $L "
                + "{@code KeyRange.startingWith(\"…\")}, on the id's value\n"
                + "@throws $T when the text cannot be encoded; nothing is sent\n",
            plain, fixedText, fixed.isEmpty() ? " whose" : " and whose", ranged.name(), sortKey, ranged.name(),
            Names.INVALID_KEY_EXCEPTION);
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
  static List<SortVariant> sortVariants(EntityModel entity, List<ComponentModel> parts, CodeBlock prefix) {
    List<SortVariant> variants = sortVariants(parts, prefix, leading -> leading.isEmpty()
        ? prefix : CodeBlock.of("$T.sortKeyPrefix($L)", entity.codecName(), KeysWriter.arguments(leading)));
    return entity.layout().sortKey().isEmpty() ? variants : onTemplate(variants, parts, entity.layout().sortKey(),
        CodeBlock.of("$T.SORT_KEY_TEMPLATE", entity.codecName()));
  }

  /**
   * {@code variants} over the values of an explicit template: a range's bounds are the value's text inside the
   * template's prefix, exact when the value ends the key, and {@code startingWith} only when a constant follows it
   * (KeyRange#templateBounds refuses the others at run time, before any request).
   */
  static List<SortVariant> onTemplate(List<SortVariant> variants, List<ComponentModel> parts, String template,
      CodeBlock field) {
    io.partitura.processor.model.TemplateText text = io.partitura.processor.model.TemplateText.parse(template);
    return variants.stream().filter(variant -> !variant.byValue()).filter(variant -> variant.ranged() == null
        || text.constants().get(parts.indexOf(variant.ranged()) + 1).isEmpty()
        || variant.ranged().keyType() == io.partitura.processor.model.KeyType.STRING).map(variant -> {
      if (variant.ranged() == null) {
        return variant;
      }
      int at = parts.indexOf(variant.ranged());
      // A value followed by a constant: only startingWith is exact, so only a String value gets the overload.
      return new SortVariant(variant.fixed(), variant.ranged(), variant.scope(), false, field, text.constants().get(at + 1),
          text.placeholders().get(at).width());
    }).toList();
  }

  /**
   * The overloads of a listing, with the plain one's scope {@code base} and {@code scopeOf(leading)}
   * the scope of a range after the {@code leading} components.
   */
  static List<SortVariant> sortVariants(List<ComponentModel> parts, CodeBlock base,
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
      if (isStringId(parts.get(fixed))) {
        variants.add(new SortVariant(leading, parts.get(fixed), scope, true));
      }
    }
    return variants;
  }

  /**
   * How a listing ordered by {@code sortParts} reverses its order, as its javadoc names it: {@code
   * newestFirst()} when the first is a time, {@code descending()} otherwise (a name or an id is not
   * "newest").
   */
  static String reverseOrder(List<ComponentModel> sortParts) {
    return !sortParts.isEmpty() && sortParts.get(0).keyType() != null && sortParts.get(0).keyType().isTime()
        ? "newestFirst()" : "descending()";
  }

  /** A typed id over a String: {@code KeyRange.startingWith} applies to its value. */
  private static boolean isStringId(ComponentModel component) {
    return component.attributeType() instanceof AttributeType.Id id
        && id.component().kind() == AttributeType.ScalarKind.STRING;
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
        : CodeBlock.of("$T.$LSortKeyPrefix($L)", entity.codecName(), index.queryName(), KeysWriter.arguments(leading)));
  }

  /** The sort variants of a templated index (local or global): its prefix constant, then its template's ranges. */
  private static List<SortVariant> templatedIndexSortVariants(EntityModel entity, EntityIndexModel index) {
    CodeBlock base = CodeBlock.of("$T.$L", entity.codecName(), KeysWriter.indexSortKeyPrefixField(index));
    return onTemplate(indexSortVariants(entity, index, base), index.sortComponents(), index.sortTemplate(),
        CodeBlock.of("$T.$L", entity.codecName(), KeysWriter.indexTemplateField(index, false)));
  }

  private static void addLocalIndexQuery(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityIndexModel index) {
    List<SortVariant> variants;
    if (index.templated()) {
      variants = templatedIndexSortVariants(entity, index);
    } else {
      variants = indexSortVariants(entity, index, CodeBlock.of("$T.SORT_KEY_PREFIX", entity.codecName()));
    }
    for (SortVariant variant : variants) {
      addLocalIndexQuery(type, table, entity, accessor, index, variant);
    }
  }

  private static void addLocalIndexQuery(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor,
      EntityIndexModel index, SortVariant variant) {
    IndexModel model = index.index();
    boolean sharded = table.isShardedChild(entity);
    MethodSpec.Builder query = listingMethod(index.queryName(), listingType(entity, entity.recordName()), variant,
        entity.partitionKeyParts(), model.sortKey(), "The $L of one partition ordered by $L, from local index {@code $L}: "
            + "one Query per page$L, {@code begins_with($L, \"$L\")}; {@code .$L} for the reverse order. Strong "
            + "consistency is available with {@code .consistency(ReadConsistency.STRONG)}.\n<p>Sparse: only a $L whose "
            + "{@code $L} is non-null is in the index; others are not listed here.\n",
        Naming.plural(Naming.decapitalize(entity.simpleName())), orderedBy(index), model.name(),
        sharded ? " per shard" : "", model.sortKey(), index.templated()
            ? io.partitura.processor.model.TemplateText.parse(index.sortTemplate()).leading()
            : KeyFormat.sortKeyPrefix(entity.prefix()),
        reverseOrder(index.sortComponents()), entity.simpleName(),
        String.join("} or {@code ", ComponentModel.names(index.sortComponents())));
    List<String> taken = variant.parameterNames(entity.partitionKeyParts());
    CodeBlock narrow = variant.narrow(entity, taken);
    CodeBlock keys = keyComponents(entity.partitionKeyParts(), index.sortComponents());
    String shardVar = Naming.fresh("shard", taken);
    CodeBlock arguments = KeysWriter.arguments(entity.partitionKeyParts());
    if (sharded) {
      EntityModel parent = table.root(entity);
      query.addStatement(shardedListing(index.queryName(), CodeBlock.of("$T.SHARDS", parent.codecName()), shardVar,
          CodeBlock.of("$L$L", onIndex(model, CodeBlock.of("$T.shardPartitionKey($L, $L)", parent.codecName(),
              arguments, shardVar), variant.scope()), narrow), keys));
    } else {
      EntityModel owner = entity.kind() == EntityModel.Kind.CHILD ? table.root(entity) : entity;
      query.addStatement(listing(index.queryName(), CodeBlock.of("$L$L", onIndex(model,
          CodeBlock.of("$T.partitionKey($L)", owner.codecName(), arguments), variant.scope()), narrow), keys));
    }
    type.addMethod(query.build());
  }

  static void addIndexQueries(TypeSpec.Builder type, TableModel table, EntityModel entity, String accessor) {
    for (EntityIndexModel index : entity.globalIndexes()) {
      if (index.index().local()) {
        addLocalIndexQuery(type, table, entity, accessor, index);
        continue;
      }
      List<SortVariant> variants;
      if (index.templated()) {
        variants = templatedIndexSortVariants(entity, index);
      } else if (index.hasSortComponents()) {
        // The index sort key starts with the bare components: a range on the first needs no scope.
        variants = indexSortVariants(entity, index, CodeBlock.of("null"));
      } else if (table.isGrandchild(entity)) {
        // Its sort key starts with the parent's: no range on its own key spans one scope here.
        variants = List.of(new SortVariant(List.of(), null, CodeBlock.of("null")));
      } else if (entity.kind() == EntityModel.Kind.CHILD) {
        // Ordered by the item's own sort key, which ranges like the table's, inside the entity prefix.
        variants = new ArrayList<>(sortVariants(entity, entity.sortKeyParts(),
            CodeBlock.of("$T.SORT_KEY_PREFIX", entity.codecName())));
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
              + "for; {@code .$L} for the reverse order.\n"
              + "<p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, "
              + "so a write may take a moment to show here.\n",
          Naming.plural(Naming.decapitalize(entity.simpleName())), entity.parentName(), model.name(),
          Naming.plural(Naming.decapitalize(entity.simpleName())), reverseOrder(entity.sortKeyParts()));
    } else if (variant.isBase()) {
      query.addJavadoc("Every $L with this {@code $L}, across all partitions of the table, from index {@code $L}, "
              + "ordered by $L ({@code .$L} for the reverse order): $L.\n<p><strong>Eventually consistent</strong>: "
              + "DynamoDB fills global secondary "
              + "indexes asynchronously, so a write may take a moment to show here.\n"
              + "<p>Sparse: only a $L whose $L non-null is in the index; others are not listed here.\n",
          entity.simpleName(), partitionNames, model.name(), orderedBy(index),
          reverseOrder(index.hasSortComponents() ? index.sortComponents() : entity.sortKeyParts()),
          index.isSharded() ? "one Query per shard per page ({@value " + entity.codecName().simpleName() + "#"
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
      query.addStatement(shardedListing(index.queryName(), CodeBlock.of("$T.$L_SHARDS", entity.codecName(),
          Naming.constantName(index.queryName())), shardVar, CodeBlock.of("$L$L", onIndex(model, CodeBlock.of(
              "$T.$LPartitionKey($L, $L)", entity.codecName(), index.queryName(), KeysWriter.arguments(partition),
              shardVar), variant.scope()), narrow), keys));
    } else {
      query.addStatement(listing(index.queryName(), CodeBlock.of("$L$L", onIndex(model, CodeBlock.of("$T.$LPartitionKey($L)",
          entity.codecName(), index.queryName(), KeysWriter.arguments(partition)), variant.scope()), narrow), keys));
    }
    type.addMethod(query.build());
  }
}
