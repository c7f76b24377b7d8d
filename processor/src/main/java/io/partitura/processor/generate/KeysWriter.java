package io.partitura.processor.generate;

import com.palantir.javapoet.CodeBlock;
import io.partitura.format.KeyFormat;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyLayout;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes the key format into {@code <Record>Repository.Codec}, as its public static members: the entity's partition
 * and sort key encoding and decoding, built on the runtime's {@code KeyCodec}. (Not a class of their own: each
 * generated class costs javac a class file.)
 */
final class KeysWriter {
  private static final TypeName KEY_MAP = ParameterizedTypeName.get(
      com.palantir.javapoet.ClassName.get(Map.class), TypeName.get(String.class), Names.ATTRIBUTE_VALUE);

  /** Adds the key constants and methods, and a paragraph on the key format to the javadoc, to the codec {@code type}. */
  void addTo(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    KeyLayout layout = entity.layout();
    if (entity.isParent() && layout.templated()) {
      writeTemplatedParent(type, table, entity);
    } else if (entity.isParent()) {
      type.addJavadoc("Keys of {@link $T} items: partition key {@code $L#<$L>}, sort key {@code $L}.\n",
          entity.recordName(), entity.prefix(), names(entity.partitionKeyParts()), entity.parentSortKey());
      type.addField(FieldSpec.builder(String.class, "PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Partition key prefix.\n")
          .initializer("$S", entity.prefix()).build());
      type.addField(FieldSpec.builder(String.class, "SORT_KEY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Sort key of the $L's own item in its item collection.\n", entity.simpleName())
          .initializer("$S", entity.parentSortKey()).build());
      type.addMethod(parentPartitionKey(entity));
      if (entity.isSharded()) {
        type.addField(FieldSpec.builder(int.class, "SHARDS", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Write shards of the item collection: part of the key format (changing it needs a migration).\n")
            .initializer("$L", entity.shards()).build());
        MethodSpec.Builder shard = MethodSpec.methodBuilder("shardPartitionKey")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class)
            .addJavadoc("The partition key of one shard of the children: {@code $L#<$L>#<shard>}. The $L's own item stays "
                + "at the unsharded key.\n", entity.prefix(), names(entity.partitionKeyParts()), entity.simpleName());
        addParameters(shard, entity.partitionKeyParts());
        String shardParameter = Naming.fresh("shard", ComponentModel.names(entity.partitionKeyParts()));
        shard.addParameter(int.class, shardParameter)
            .addStatement("return $T.partitionKey(partitionKey($L), $L, SHARDS)", Names.SHARDS,
                arguments(entity.partitionKeyParts()), shardParameter);
        type.addMethod(shard.build());
      }
      type.addMethod(primaryKey(table, entity, CodeBlock.of("SORT_KEY")));
      addDecoders(type, entity, entity.partitionKeyParts(), "partitionKey", "PREFIX");
    } else if (entity.isEdge()) {
      writeEdge(type, table, entity);
    } else if (layout.templated()) {
      writeTemplatedChild(type, table, entity);
    } else {
      writeChild(type, table, entity);
    }
    for (EntityIndexModel index : entity.globalIndexes()) {
      if (index.templated()) {
        addTemplatedIndexKeys(type, entity, index);
      } else {
        addIndexKeys(type, entity, index);
      }
      if (!index.index().local()) {
        type.addMethod(indexPartitionKeyValue(entity, index));
      }
      type.addMethod(indexSortKeyValue(entity, index));
      type.addMethod(indexKey(table, entity, index));
    }
  }

  /** A parent whose partition key (and maybe its own item's sort key) is an explicit template. */
  private static void writeTemplatedParent(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    KeyLayout layout = entity.layout();
    String sortKey = layout.sortKey().isEmpty() ? entity.parentSortKey() : layout.sortKey();
    String partitionTemplate = layout.partitionKey().isEmpty()
        ? entity.prefix() + "#{" + String.join("}#{", ComponentModel.names(entity.partitionKeyParts())) + "}"
        : layout.partitionKey();
    type.addJavadoc("Keys of {@link $T} items, by explicit templates: partition key {@code $L}, sort key {@code $L}.$L\n",
        entity.recordName(), partitionTemplate, sortKey, templateNote(entity));
    type.addField(FieldSpec.builder(String.class, "PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The entity's prefix, which keys in Partitura's format (edges') use.\n")
        .initializer("$S", entity.prefix()).build());
    type.addField(FieldSpec.builder(String.class, "SORT_KEY", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Sort key of the $L's own item in its item collection.\n", entity.simpleName())
        .initializer("$S", sortKey).build());
    if (layout.partitionKey().isEmpty()) {
      type.addMethod(parentPartitionKey(entity));
      type.addMethod(primaryKey(table, entity, CodeBlock.of("SORT_KEY")));
      addDecoders(type, entity, entity.partitionKeyParts(), "partitionKey", "PREFIX");
      return;
    }
    type.addField(templateField(entity, "PARTITION_KEY_TEMPLATE", "partition key", layout.partitionKey()));
    type.addMethod(templatedKeyMethod(entity, "partitionKey", "PARTITION_KEY_TEMPLATE", layout.partitionKey(),
        entity.partitionKeyParts(), true, "The partition key"));
    type.addMethod(primaryKey(table, entity, CodeBlock.of("SORT_KEY")));
    addTemplateDecoders(type, entity, "PARTITION_KEY_TEMPLATE", "partitionKey", entity.partitionKeyParts());
  }

  /** A child whose sort key is an explicit template; its partition key is its parent's. */
  private static void writeTemplatedChild(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    EntityModel parent = table.entity(entity.parentName());
    String template = entity.layout().sortKey();
    type.addJavadoc("Keys of {@link $T} items: the parent's partition key, sort key {@code $L} (an explicit "
        + "template).$L\n", entity.recordName(), template, templateNote(entity));
    type.addField(FieldSpec.builder(String.class, "PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("The entity's prefix (its sort key is the template below).\n")
        .initializer("$S", entity.prefix()).build());
    type.addField(FieldSpec.builder(String.class, "SORT_KEY_PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("What every $L sort key begins with: the template's text before its first value, the argument of "
            + "{@code begins_with} when listing them.\n", entity.simpleName())
        .initializer("$S", TemplateText.parse(template).leading()).build());
    type.addField(templateField(entity, "SORT_KEY_TEMPLATE", "sort key", template));
    MethodSpec.Builder partitionKey = MethodSpec.methodBuilder("partitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("The partition key: the parent {@link $T}'s.\n", parent.recordName());
    addParameters(partitionKey, entity.partitionKeyParts());
    partitionKey.addStatement("return $T.partitionKey($L)", parent.codecName(), arguments(entity.partitionKeyParts()));
    type.addMethod(partitionKey.build());
    type.addMethod(templatedKeyMethod(entity, "sortKey", "SORT_KEY_TEMPLATE", template, entity.sortKeyParts(), false,
        "The sort key"));
    addTemplatePrefixes(type, entity, "sortKeyPrefix", "SORT_KEY_TEMPLATE", template, entity.sortKeyParts());
    List<ComponentModel> all = new ArrayList<>(entity.partitionKeyParts());
    all.addAll(entity.sortKeyParts());
    MethodSpec.Builder primaryKey = MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(KEY_MAP)
        .addJavadoc("The item's primary key, for GetItem and DeleteItem.\n");
    addParameters(primaryKey, all);
    primaryKey.addStatement("return $T.of($T.PARTITION_KEY, partitionKey($L), $T.SORT_KEY, sortKey($L))",
        Names.PRIMARY_KEYS, table.tableClassName(), arguments(entity.partitionKeyParts()), table.tableClassName(),
        arguments(entity.sortKeyParts()));
    type.addMethod(primaryKey.build());
    for (ComponentModel part : entity.partitionKeyParts()) {
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, "partitionKey")
          .addJavadoc("The {@code $L} encoded in a partition key.\n", part.name())
          .addStatement("return $T.$LOf(partitionKey)", parent.codecName(), part.name())
          .build());
    }
    addTemplateDecoders(type, entity, "SORT_KEY_TEMPLATE", "sortKey", entity.sortKeyParts());
  }

  private static void writeChild(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    EntityModel parent = table.entity(entity.parentName());
    List<ComponentModel> inherited = table.inheritedSortKeyParts(entity);
    List<ComponentModel> own = table.ownSortKeyParts(entity);
    // A grandchild's sort key extends its parent's: ORDER#<orderId>#LINE#<lineId>. The parent's key is
    // followed by '#', below every char of an encoded part, so o1's lines sort between ORDER#o1 and
    // ORDER#o10 and never mix with o10's.
    String ownShape = entity.prefix() + "#<" + names(own) + ">";
    String shape = inherited.isEmpty() ? ownShape : parent.prefix() + "#<" + names(inherited) + ">#" + ownShape;
    type.addJavadoc("Keys of {@link $T} items: the $L partition key, sort key {@code $L}.\n",
        entity.recordName(), inherited.isEmpty() ? "parent's" : "parent's (and grandparent's)", shape);
    type.addField(FieldSpec.builder(String.class, "PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Sort key prefix$L.\n", inherited.isEmpty() ? "" : ", after the parent " + parent.simpleName()
            + "'s sort key")
        .initializer("$S", entity.prefix()).build());
    type.addField(FieldSpec.builder(String.class, "SORT_KEY_PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(inherited.isEmpty()
                ? "What every $L sort key begins with: the argument of {@code begins_with} when listing them.\n"
                : "What every $L sort key in a local index begins with (in the table, its sort key begins with its "
                    + "parent's: see {@link #sortKeyPrefix}).\n",
            entity.simpleName())
        .initializer("PREFIX + $T.SEPARATOR", Names.KEY_CODEC).build());
    List<ComponentModel> partitionArguments = table.partitionKeyArguments(entity);
    MethodSpec.Builder partitionKey = MethodSpec.methodBuilder("partitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class);
    addParameters(partitionKey, partitionArguments);
    if (!inherited.isEmpty()) {
      partitionKey.addJavadoc("The partition key: the parent {@link $T}'s$L.\n", parent.recordName(),
              table.isShardedChild(entity) ? ", in the shard the parent's own key hashes to (a " + parent.simpleName()
                  + " and its " + Naming.plural(Naming.decapitalize(entity.simpleName())) + " share a shard)" : "")
          .addStatement("return $T.partitionKey($L)", parent.codecName(), arguments(partitionArguments));
    } else if (parent.isSharded()) {
      partitionKey.addJavadoc("The partition key: the parent {@link $T}'s, in the shard this $L's own key "
              + "hashes to.\n", parent.recordName(), entity.simpleName())
          .addStatement("return $T.shardPartitionKey($L, $T.of(sortKey($L), $T.SHARDS))", parent.codecName(),
              arguments(entity.partitionKeyParts()), Names.SHARDS, arguments(entity.sortKeyParts()), parent.codecName());
    } else {
      partitionKey.addJavadoc("The partition key: the parent {@link $T}'s.\n", parent.recordName())
          .addStatement("return $T.partitionKey($L)", parent.codecName(), arguments(entity.partitionKeyParts()));
    }
    type.addMethod(partitionKey.build());

    MethodSpec.Builder sortKey = MethodSpec.methodBuilder("sortKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("The sort key {@code $L}.\n\n@throws $T when a part is null or empty, or the key is over 1024 bytes\n",
            shape, Names.INVALID_KEY_EXCEPTION);
    addParameters(sortKey, entity.sortKeyParts());
    sortKey.addStatement("return $T.checkSortKey($S, $L$T.join(PREFIX, $L))", Names.KEY_CODEC,
        entity.simpleName() + " sort key", parentSortKey(parent, inherited), Names.KEY_CODEC, encodings(entity, own));
    type.addMethod(sortKey.build());
    if (!inherited.isEmpty()) {
      type.addMethod(MethodSpec.methodBuilder("sortKeyPrefix")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("What the sort keys of one $L's $L begin with: {@code $L#<$L>#$L#}, the argument of {@code "
                  + "begins_with} when listing them.\n\n@throws $T when a part is null or empty, or the prefix is over "
                  + "1024 bytes\n", parent.simpleName(), Naming.plural(Naming.decapitalize(entity.simpleName())),
              parent.prefix(), names(inherited), entity.prefix(), Names.INVALID_KEY_EXCEPTION)
          .addParameters(parameters(inherited))
          .addStatement("return $T.checkSortKey($S, $LPREFIX + $T.SEPARATOR)", Names.KEY_CODEC,
              entity.simpleName() + " sort key prefix", parentSortKey(parent, inherited), Names.KEY_CODEC)
          .build());
    }
    addSortKeyPrefixes(type, entity, parent, inherited, own);

    List<ComponentModel> all = new ArrayList<>(entity.partitionKeyParts());
    all.addAll(entity.sortKeyParts());
    MethodSpec.Builder primaryKey = MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(KEY_MAP)
        .addJavadoc("The item's primary key, for GetItem and DeleteItem.\n");
    addParameters(primaryKey, all);
    primaryKey.addStatement("return $T.of($T.PARTITION_KEY, partitionKey($L), $T.SORT_KEY, sortKey($L))",
        Names.PRIMARY_KEYS, table.tableClassName(), arguments(partitionArguments), table.tableClassName(),
        arguments(entity.sortKeyParts()));
    type.addMethod(primaryKey.build());

    EntityModel root = table.root(entity);
    for (ComponentModel part : entity.partitionKeyParts()) {
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, "partitionKey")
          .addJavadoc("The {@code $L} encoded in a partition key.\n", part.name())
          .addStatement(root.isSharded()
                  ? CodeBlock.of("return $T.$LOf($T.unshardedPartitionKey(partitionKey))", root.codecName(), part.name(),
                      Names.SHARDS)
                  : CodeBlock.of("return $T.$LOf(partitionKey)", root.codecName(), part.name()))
          .build());
    }
    if (inherited.isEmpty()) {
      addDecoders(type, entity, entity.sortKeyParts(), "sortKey", "PREFIX");
    } else {
      addNestedDecoders(type, entity, parent, inherited, own);
    }
  }

  /**
   * A grandchild's sort key decoders: the parent's parts through the parent's decoders, its own after
   * its prefix. Partial updates read the components an index key needs from the sort key with them.
   */
  private static void addNestedDecoders(TypeSpec.Builder type, EntityModel entity, EntityModel parent,
      List<ComponentModel> inherited, List<ComponentModel> own) {
    String keyName = entity.simpleName() + " sort key";
    for (ComponentModel part : inherited) {
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, "sortKey")
          .addJavadoc("The {@code $L} encoded in a sort key, in its parent {@link $T}'s part.\n\n@throws $T when the key "
              + "does not have this entity's shape\n", part.name(), parent.recordName(), Names.INVALID_KEY_EXCEPTION)
          .addStatement("return $T.$LOf($T.parentSortKey($S, sortKey, PREFIX, $L))", parent.codecName(), part.name(),
              Names.KEY_CODEC, keyName, own.size())
          .build());
    }
    for (int i = 0; i < own.size(); i++) {
      ComponentModel part = own.get(i);
      CodeBlock split = CodeBlock.of("$T.splitNested($S, sortKey, PREFIX, $L).get($L)", Names.KEY_CODEC, keyName,
          own.size(), i);
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, "sortKey")
          .addJavadoc("The {@code $L} encoded in a sort key.\n\n@throws $T when the key does not have this entity's "
              + "shape\n", part.name(), Names.INVALID_KEY_EXCEPTION)
          .addStatement("return $L", decoding(entity, part, split))
          .build());
    }
  }

  /** {@code ParentRepository.Codec.sortKey(…) + KeyCodec.SEPARATOR + }, what a grandchild's sort key starts with; empty for a child. */
  private static CodeBlock parentSortKey(EntityModel parent, List<ComponentModel> inherited) {
    return inherited.isEmpty() ? CodeBlock.of("")
        : CodeBlock.of("$T.sortKey($L) + $T.SEPARATOR + ", parent.codecName(), arguments(inherited), Names.KEY_CODEC);
  }

  private static List<com.palantir.javapoet.ParameterSpec> parameters(List<ComponentModel> parts) {
    MethodSpec.Builder holder = MethodSpec.methodBuilder("holder");
    addParameters(holder, parts);
    return holder.build().parameters();
  }

  /**
   * {@code sortKeyPrefix(first, …)}: what the sort keys begin with whose leading components equal
   * these, for each proper prefix of a composite sort key (after a grandchild's inherited
   * components, which every such prefix starts with). A listing ranges the next component inside it.
   */
  private static void addSortKeyPrefixes(TypeSpec.Builder type, EntityModel entity, EntityModel parent,
      List<ComponentModel> inherited, List<ComponentModel> parts) {
    for (int fixed = 1; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      List<ComponentModel> parameters = new ArrayList<>(inherited);
      parameters.addAll(leading);
      MethodSpec.Builder method = MethodSpec.methodBuilder("sortKeyPrefix")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("What the sort keys of the $L with these leading components begin with: {@code $L#<$L>#}, the "
              + "scope of a range on {@code $L}.\n\n@throws $T when a part is null or empty, or the prefix is over "
              + "1024 bytes\n", Naming.plural(Naming.decapitalize(entity.simpleName())), entity.prefix(),
              names(leading), parts.get(fixed).name(), Names.INVALID_KEY_EXCEPTION);
      addParameters(method, parameters);
      method.addStatement("return $T.checkSortKey($S, $L$T.join(PREFIX, $L) + $T.SEPARATOR)", Names.KEY_CODEC,
          entity.simpleName() + " sort key prefix", parentSortKey(parent, inherited), Names.KEY_CODEC,
          encodings(entity, leading), Names.KEY_CODEC);
      type.addMethod(method.build());
    }
  }

  /**
   * {@code <name>(first, …)}: what an edge's sort keys (in the table or in its index) begin with whose leading {@code
   * side} components equal these (none, up to all but the last): the scope of a range on the next.
   */
  private static void addEdgeSortKeyPrefixes(TypeSpec.Builder type, EntityModel entity, String name, EntityModel side,
      List<ComponentModel> parts, String where) {
    for (int fixed = 0; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      MethodSpec.Builder method = MethodSpec.methodBuilder(name)
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("What the edge sort keys$L begin with$L: {@code $L#$L#$L}, the scope of a range on {@code $L}.\n",
              where, leading.isEmpty() ? "" : " whose leading components equal these", entity.prefix(), side.prefix(),
              leading.isEmpty() ? "" : "<" + names(leading) + ">#", parts.get(fixed).name());
      addParameters(method, leading);
      method.addStatement(leading.isEmpty()
              ? CodeBlock.of("return $T.join(PREFIX, $T.PREFIX) + $T.SEPARATOR", Names.KEY_CODEC, side.codecName(),
                  Names.KEY_CODEC)
              : CodeBlock.of("return $T.checkSortKey($S, $T.join(PREFIX, $T.PREFIX, $L) + $T.SEPARATOR)", Names.KEY_CODEC,
                  entity.simpleName() + " sort key prefix", Names.KEY_CODEC, side.codecName(), encodings(entity, leading),
                  Names.KEY_CODEC));
      type.addMethod(method.build());
    }
  }


  // ---- Explicit key templates (@Parent(partitionKeyTemplate = …), @ChildOf(sortKeyTemplate = …), …)

  /** {@code private static final KeyTemplate <field> = KeyTemplate.of("<name>", "<template>", Casing.X);} */
  static FieldSpec templateField(EntityModel entity, String field, String keyName, String template) {
    return FieldSpec.builder(Names.KEY_TEMPLATE, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer("$T.of($S, $S, $T.Casing.$L)", Names.KEY_TEMPLATE, entity.simpleName() + " " + keyName,
            TemplateText.parse(template).runtimeText(), Names.KEY_TEMPLATE, entity.layout().casing())
        .build();
  }

  /** What the javadoc of a templated key says about its values. */
  static String templateNote(EntityModel entity) {
    KeyLayout layout = entity.layout();
    StringBuilder note = new StringBuilder();
    if (!"NONE".equals(layout.casing())) {
      note.append(" Values are ").append("LOWER".equals(layout.casing()) ? "lower" : "upper")
          .append("-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds"
              + " the same item), and a record's value comes from its stored attribute, not from the key.");
    }
    if (!layout.escape()) {
      note.append(" Values are written unescaped: the template trades escaping for compatibility, so a value holding"
          + " the constant that follows it is refused with {@code InvalidKeyException} before any request.");
    }
    return note.toString();
  }

  /**
   * {@code return KeyCodec.check<Kind>Key("…", FIELD.render(text(a), …))}: a key method's body, its parameters the
   * components in key order (the template's placeholder order).
   */
  static MethodSpec templatedKeyMethod(EntityModel entity, String method, String field, String template,
      List<ComponentModel> parts, boolean partition, String javadoc) {
    MethodSpec.Builder builder = MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("$L {@code $L}.$L\n\n@throws $T when a part is null or empty, holds the constant that follows it, "
            + "or the key is too long\n", javadoc, template, templateNote(entity), Names.INVALID_KEY_EXCEPTION);
    addParameters(builder, parts);
    builder.addStatement("return $T.$L($S, $L.render($L))", Names.KEY_CODEC,
        partition ? "checkPartitionKey" : "checkSortKey", entity.simpleName() + " " + javadoc.substring(4),
        field, templateTexts(entity, parts, template));
    return builder.build();
  }

  /** {@code <method>(first, …)}: the template's prefix with its leading components fixed, one per proper prefix. */
  static void addTemplatePrefixes(TypeSpec.Builder type, EntityModel entity, String method, String field,
      String template, List<ComponentModel> parts) {
    for (int fixed = 1; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      MethodSpec.Builder builder = MethodSpec.methodBuilder(method)
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("What the keys of {@code $L} begin with whose leading components equal these: the argument of "
              + "{@code begins_with}.\n", template);
      addParameters(builder, leading);
      builder.addStatement("return $L.prefix($L)", field, templateTexts(entity, leading, template));
      type.addMethod(builder.build());
    }
  }

  /** The {@code <part>Of(key)} decoders of a templated key. */
  static void addTemplateDecoders(TypeSpec.Builder type, EntityModel entity, String field, String keyName,
      List<ComponentModel> parts) {
    for (int i = 0; i < parts.size(); i++) {
      ComponentModel part = parts.get(i);
      CodeBlock text = CodeBlock.of("$L.values($L).get($L)", field, keyName, i);
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, keyName)
          .addJavadoc("The {@code $L} in a key of this template$L.\n\n@throws $T when the key does not have the "
              + "template's shape\n", part.name(), "NONE".equals(entity.layout().casing()) ? ""
                  : " (cased as stored: the record's own value is its attribute)", Names.INVALID_KEY_EXCEPTION)
          .addStatement("return $L", templateDecoding(entity, part, text))
          .build());
    }
  }

  private static CodeBlock templateTexts(EntityModel entity, List<ComponentModel> parts, String template) {
    TemplateText text = TemplateText.parse(template);
    List<CodeBlock> texts = new ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      texts.add(templateText(entity, parts.get(i), text.placeholders().get(i).width()));
    }
    return CodeBlock.join(texts, ", ");
  }

  private static boolean isNumber(ComponentModel part) {
    return part.keyType() == KeyType.INT || part.keyType() == KeyType.INTEGER || part.keyType() == KeyType.LONG
        || part.keyType() == KeyType.LONG_OBJECT;
  }

  /** A component's text in a templated key: raw or escaped string, decimal or sortable number, else its encoding. */
  private static CodeBlock templateText(EntityModel entity, ComponentModel part, int width) {
    return templateText(entity, part, width, part.name());
  }

  /** {@link #templateText} of the value in {@code variable}. */
  static CodeBlock templateText(EntityModel entity, ComponentModel part, int width, String variable) {
    String name = entity.simpleName() + "." + part.name();
    CodeBlock value = part.attributeType() instanceof AttributeType.Id id
        ? AttributeCode.unwrap(id, CodeBlock.of("$L", variable)) : CodeBlock.of("$L", variable);
    if (part.keyType() == KeyType.STRING && !entity.layout().escape()) {
      return CodeBlock.of("$T.raw($S, $L)", Names.KEY_TEMPLATE, name, value);
    }
    if (isNumber(part) && entity.layout().decimal()) {
      return CodeBlock.of("$T.decimal($S, $L, $L)", Names.KEY_TEMPLATE, name, value, width);
    }
    if (part.keyType() == null) {
      // A BigDecimal in a DECIMAL template (the parser refuses it elsewhere): JavaScript's text of the number.
      return CodeBlock.of("$T.decimal($S, $L)", Names.KEY_TEMPLATE, name, value);
    }
    return encoding(entity, part, variable);
  }

  private static CodeBlock templateDecoding(EntityModel entity, ComponentModel part, CodeBlock text) {
    String name = entity.simpleName() + "." + part.name();
    boolean isId = part.attributeType() instanceof AttributeType.Id;
    CodeBlock decode;
    if (part.keyType() == KeyType.STRING && !entity.layout().escape()) {
      decode = CodeBlock.of("$T.raw($S, $L)", Names.KEY_TEMPLATE, name, text);
    } else if (isNumber(part) && entity.layout().decimal()) {
      boolean isInt = part.keyType() == KeyType.INT || part.keyType() == KeyType.INTEGER;
      decode = CodeBlock.of("$L$T.parseDecimal($S, $L)", isInt ? "(int) " : "", Names.KEY_TEMPLATE, name, text);
    } else {
      return decoding(entity, part, text);
    }
    return isId ? CodeBlock.of("new $T($L)", part.javaType(), decode) : decode;
  }

  /** {@code KeyCodec.encodeX("Entity.part", variable)}: how {@code part} is encoded in a key. */
  static CodeBlock encoding(EntityModel entity, ComponentModel part, String variable) {
    CodeBlock value = part.attributeType() instanceof AttributeType.Id id
        ? AttributeCode.unwrap(id, CodeBlock.of("$L", variable)) : CodeBlock.of("$L", variable);
    return CodeBlock.of("$T.$L($S, $L)", Names.KEY_CODEC, part.keyType().encoder(),
        entity.simpleName() + "." + part.name(), value);
  }

  /** Decoding {@code part} from its encoded key part: the codec's decode, wrapped in a typed id's record. */
  private static CodeBlock decoding(EntityModel entity, ComponentModel part, CodeBlock split) {
    String name = entity.simpleName() + "." + part.name();
    boolean isId = part.attributeType() instanceof AttributeType.Id;
    TypeName type = isId ? ((AttributeType.Id) part.attributeType()).componentType() : part.javaType();
    CodeBlock decode = part.keyType() == KeyType.ENUM
        ? CodeBlock.of("$T.decodeEnum($S, $T.class, $L)", Names.KEY_CODEC, name, type, split)
        : CodeBlock.of("$T.$L($S, $L)", Names.KEY_CODEC, part.keyType().decoder(), name, split);
    return isId ? CodeBlock.of("new $T($L)", part.javaType(), decode) : decode;
  }

  /**
   * A call of {@code <query>IndexKey}, the one place an item's key attributes in an index are computed: put,
   * batches, backfills and the Enhanced Client schema all go through it (partial updates through the two methods
   * it is made of). It takes the item's primary key: the stored index sort key ends with it (a total order), and
   * a sharded index hashes it.
   */
  static CodeBlock indexKeyCall(EntityModel entity, EntityIndexModel index, CodeBlock partitionKey, CodeBlock sortKey,
      java.util.function.Function<ComponentModel, CodeBlock> value) {
    List<CodeBlock> arguments = new ArrayList<>();
    arguments.add(partitionKey);
    arguments.add(sortKey);
    index.components().forEach(component -> arguments.add(value.apply(component)));
    return CodeBlock.of("$T.$LIndexKey($L)", entity.codecName(), index.queryName(), CodeBlock.join(arguments, ", "));
  }

  /** {@code <query>IndexPartitionKey}: the value of a global index's partition key attribute. */
  public static String partitionValueMethod(EntityIndexModel index) {
    return index.queryName() + "IndexPartitionKey";
  }

  /** {@code <query>IndexSortKey}: the value of an index's sort key attribute. */
  public static String sortValueMethod(EntityIndexModel index) {
    return index.queryName() + "IndexSortKey";
  }

  /** The components of {@code parts} that can be null: an index key attribute made of one is then not written. */
  static List<String> nullable(List<ComponentModel> parts) {
    return parts.stream().filter(part -> !part.javaType().isPrimitive()).map(ComponentModel::name).toList();
  }

  private static String whenNull(List<String> nullable) {
    return nullable.isEmpty() ? ""
        : "; null when {@code " + String.join("} or {@code ", nullable) + "} is null: the attribute is then not "
            + "written, and the item is not in the index";
  }

  /** {@code if (a == null || b == null) { return null; }} for the nullable {@code parts}. */
  private static void returnNullWhenNull(MethodSpec.Builder method, List<ComponentModel> parts) {
    List<String> nullable = nullable(parts);
    if (!nullable.isEmpty()) {
      method.beginControlFlow("if ($L)", String.join(" || ", nullable.stream().map(n -> n + " == null").toList()))
          .addStatement("return null")
          .endControlFlow();
    }
  }

  /**
   * {@code <query>IndexPartitionKey(partitionKey, sortKey, …)}: the value of a global index's partition key
   * attribute, from its own components (and the item's key, which picks the shard); null when one is null.
   */
  private static MethodSpec indexPartitionKeyValue(EntityModel entity, EntityIndexModel index) {
    List<ComponentModel> components = index.partitionComponents();
    List<String> componentNames = ComponentModel.names(components);
    String partitionKey = Naming.fresh("partitionKey", componentNames);
    String sortKey = Naming.fresh("sortKey", componentNames);
    String query = index.queryName();
    MethodSpec.Builder method = MethodSpec.methodBuilder(partitionValueMethod(index))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("The value of index {@code $L}'s partition key attribute {@code $L} for an item$L. Put and "
                + "partial updates write it from here, whatever the index's sort key attribute holds.\n",
            index.index().name(), index.index().partitionKey(), whenNull(nullable(components)))
        .addParameter(String.class, partitionKey)
        .addParameter(String.class, sortKey)
        .addJavadoc("\n@param $L the item's partition key$L\n@param $L the item's sort key\n", partitionKey,
            index.isSharded() ? ", which with its sort key picks the shard" : " (unused: the index is not sharded)",
            sortKey);
    addParameters(method, components);
    returnNullWhenNull(method, components);
    return method.addStatement("return $L", index.isSharded()
            ? CodeBlock.of("$LPartitionKey($L, $T.ofItem($L, $L, $L_SHARDS))", query, arguments(components),
                Names.SHARDS, partitionKey, sortKey, Naming.constantName(query))
            : CodeBlock.of("$LPartitionKey($L)", query, arguments(components)))
        .build();
  }

  /**
   * {@code <query>IndexSortKey(partitionKey, sortKey, …)}: the value of an index's sort key attribute, its own
   * components followed by the item's key; null when a component is null.
   */
  private static MethodSpec indexSortKeyValue(EntityModel entity, EntityIndexModel index) {
    List<ComponentModel> components = index.sortComponents();
    List<String> componentNames = ComponentModel.names(components);
    String partitionKey = Naming.fresh("partitionKey", componentNames);
    String sortKey = Naming.fresh("sortKey", componentNames);
    String query = index.queryName();
    MethodSpec.Builder method = MethodSpec.methodBuilder(sortValueMethod(index))
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class);
    if (index.templated()) {
      method.addJavadoc("The value of index {@code $L}'s sort key attribute {@code $L} for an item: its template "
          + "{@code $L}, nothing after it$L.\n", index.index().name(), index.index().sortKey(), index.sortTemplate(),
          components.isEmpty() ? "; written with the partition key attribute, and only then" : whenNull(nullable(components)));
    } else if (components.isEmpty()) {
      method.addJavadoc("The value of index {@code $L}'s sort key attribute {@code $L} for an item: its primary key. "
          + "With no component of its own, it is written with the partition key attribute, and only then.\n",
          index.index().name(), index.index().sortKey());
    } else {
      method.addJavadoc("The value of index {@code $L}'s sort key attribute {@code $L} for an item: its components, "
              + "then the item's primary key$L. Put and partial updates write it from here, whatever the index's "
              + "partition key attribute holds.\n", index.index().name(), index.index().sortKey(),
          whenNull(nullable(components)));
    }
    method.addParameter(String.class, partitionKey)
        .addParameter(String.class, sortKey)
        .addJavadoc("\n@param $L the item's partition key\n@param $L the item's sort key\n", partitionKey, sortKey);
    addParameters(method, components);
    returnNullWhenNull(method, components);
    String name = entity.simpleName() + " " + index.index().name() + " sort key";
    if (index.templated()) {
      // The template alone: no primary-key tie break follows it (the stored layout has none).
      return method.addStatement("return $LSortKey($L)", query, arguments(components)).build();
    }
    return method.addStatement("return $L", index.hasSortComponents()
            ? CodeBlock.of("$T.of($S, $LSortKey($L), $L, $L)", Names.INDEX_SORT_KEYS, name, query,
                arguments(components), partitionKey, sortKey)
            : CodeBlock.of("$T.ofItemSortKey($S, $L, $L)", Names.INDEX_SORT_KEYS, name, partitionKey, sortKey))
        .build();
  }

  private static MethodSpec indexKey(TableModel table, EntityModel entity, EntityIndexModel index) {
    List<ComponentModel> components = index.components();
    List<String> componentNames = ComponentModel.names(components);
    String partitionKey = Naming.fresh("partitionKey", componentNames);
    String sortKey = Naming.fresh("sortKey", componentNames);
    List<String> attributes = index.keyAttributes();
    MethodSpec.Builder method = MethodSpec.methodBuilder(index.queryName() + "IndexKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(KEY_MAP);
    List<String> nullable = nullable(components);
    method.addJavadoc("The key attributes of an item in $L index {@code $L}: {@code $L}$L.\n",
        index.index().local() ? "local" : "global", index.index().name(), String.join("}, {@code ", attributes),
        index.index().local() ? "" : ", each written when its own components are non-null ({@link #"
            + partitionValueMethod(index) + "}, {@link #" + sortValueMethod(index) + "}), so that a partial update "
            + "sets one from its components alone" + (index.hasSortComponents() ? ""
                : "; the sort key attribute, made of the item's key, goes with the partition key attribute"));
    if (!nullable.isEmpty()) {
      method.addJavadoc("DynamoDB puts an item in the index only when it has $L: with {@code $L} null, the item is "
              + "left out of the index (a sparse index).\n", index.index().local() ? "it" : "both",
          String.join("} or {@code ", nullable));
    }
    if (index.templated()) {
      method.addJavadoc("The keys are the index's templates alone ({@code $L}, {@code $L}). Put, batches, backfills and "
          + "the Enhanced Client schema take the index key from here.\n", index.partitionTemplate(), index.sortTemplate());
    } else {
      method.addJavadoc("The sort key ends with the item's primary key, so that items are in a total order ({@link $T}). "
          + "Put, batches, backfills and the Enhanced Client schema take the index key from here.\n",
          Names.INDEX_SORT_KEYS);
    }
    method.addParameter(String.class, partitionKey)
        .addParameter(String.class, sortKey)
        .addJavadoc("\n@param $L the item's partition key$L\n@param $L the item's sort key\n", partitionKey,
            index.isSharded() ? ", which with its sort key picks the shard" : "", sortKey);
    addParameters(method, components);
    CodeBlock sortValue = CodeBlock.of("$L($L, $L$L)", sortValueMethod(index), partitionKey, sortKey,
        index.hasSortComponents() ? CodeBlock.of(", $L", arguments(index.sortComponents())) : CodeBlock.of(""));
    // The index's key attributes are the table definition's (it owns them): the values are computed here.
    if (index.index().local()) {
      return method.addStatement("return $T.$L.requireIndex($S).key($L)", table.tableClassName(),
          TableWriter.DEFINITION, index.index().name(), sortValue).build();
    }
    CodeBlock partitionValue = CodeBlock.of("$L($L, $L, $L)", partitionValueMethod(index), partitionKey, sortKey,
        arguments(index.partitionComponents()));
    if (!index.hasSortComponents()) {
      // The item's key alone goes with the partition key attribute: without it, the item is in no index partition.
      String partitionVariable = Naming.fresh("indexPartitionKey", componentNames);
      method.addStatement("$T $L = $L", String.class, partitionVariable, partitionValue);
      partitionValue = CodeBlock.of("$L", partitionVariable);
      sortValue = CodeBlock.of("$L == null ? null : $L", partitionVariable, sortValue);
    }
    return method.addStatement("return $T.$L.requireIndex($S).key(\n$L,\n$L)", table.tableClassName(),
        TableWriter.DEFINITION, index.index().name(), partitionValue, sortValue).build();
  }

  /** The name of the {@code KeyTemplate} field of an index's partition or sort key template. */
  static String indexTemplateField(EntityIndexModel index, boolean partition) {
    return Naming.constantName(index.queryName()) + (partition ? "_PARTITION_KEY_TEMPLATE" : "_SORT_KEY_TEMPLATE");
  }

  /** The name of the constant holding what an index's templated sort keys begin with. */
  static String indexSortKeyPrefixField(EntityIndexModel index) {
    return Naming.constantName(index.queryName()) + "_SORT_KEY_PREFIX";
  }

  /**
   * An index keyed by explicit templates: {@code <query>PartitionKey(…)}, {@code <query>SortKey(…)} (the stored sort
   * key, no tie break), the sort key's prefixes with leading values fixed, and what every sort key begins with.
   */
  private static void addTemplatedIndexKeys(TypeSpec.Builder type, EntityModel entity, EntityIndexModel index) {
    String name = index.queryName();
    String indexName = index.index().name();
    String partitionField = indexTemplateField(index, true);
    String sortField = indexTemplateField(index, false);
    if (!index.index().local()) {
      type.addField(templateField(entity, partitionField, indexName + " partition key", index.partitionTemplate()));
    }
    type.addField(templateField(entity, sortField, indexName + " sort key", index.sortTemplate()));
    type.addField(FieldSpec.builder(String.class, indexSortKeyPrefixField(index), Modifier.PUBLIC, Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("What every $L sort key in index {@code $L} begins with: its template's text before the first "
            + "value, the argument of {@code begins_with} when listing them.\n", entity.simpleName(), indexName)
        .initializer("$S", TemplateText.parse(index.sortTemplate()).leading()).build());
    if (!index.index().local()) {
      type.addMethod(templatedKeyMethod(entity, name + "PartitionKey", partitionField, index.partitionTemplate(),
          index.partitionComponents(), true, "The partition key in index " + indexName));
    }
    type.addMethod(templatedKeyMethod(entity, name + "SortKey", sortField, index.sortTemplate(),
        index.sortComponents(), false, "The sort key in index " + indexName));
    addTemplatePrefixes(type, entity, name + "SortKeyPrefix", sortField, index.sortTemplate(), index.sortComponents());
  }

  private static void addIndexKeys(TypeSpec.Builder type, EntityModel entity, EntityIndexModel index) {
    String name = index.queryName();
    List<ComponentModel> sort = index.sortComponents();
    if (index.index().local()) {
      MethodSpec.Builder sortKey = MethodSpec.methodBuilder(name + "SortKey")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("The sort key components in local index {@code $L}: {@code $L#<$L>}; the stored sort key "
              + "continues with the item's primary key.\n", index.index().name(), entity.prefix(), names(sort));
      addParameters(sortKey, sort);
      type.addMethod(sortKey.addStatement("return $T.checkSortKey($S, $T.join(PREFIX, $L))", Names.KEY_CODEC,
              entity.simpleName() + " " + index.index().name() + " sort key", Names.KEY_CODEC, encodings(entity, sort))
          .build());
      addIndexSortKeyPrefixes(type, entity, index, CodeBlock.of("PREFIX"));
      return;
    }
    List<ComponentModel> partition = index.partitionComponents();
    String partitionNames = names(partition);
    MethodSpec.Builder partitionKey = MethodSpec.methodBuilder(name + "PartitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("The partition key in index {@code $L}: {@code $L#<$L>}.\n", index.index().name(), entity.prefix(),
            partitionNames);
    addParameters(partitionKey, partition);
    partitionKey.addStatement("return $T.checkPartitionKey($S, $T.join(PREFIX, $L))", Names.KEY_CODEC,
        entity.simpleName() + " " + index.index().name() + " partition key", Names.KEY_CODEC,
        encodings(entity, partition));
    type.addMethod(partitionKey.build());
    if (index.isSharded()) {
      String shards = Naming.constantName(name) + "_SHARDS";
      String shard = Naming.fresh("shard", ComponentModel.names(partition));
      type.addField(FieldSpec.builder(int.class, shards, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
          .addJavadoc("Shards of each partition of index {@code $L}: part of the key format.\n", index.index().name())
          .initializer("$L", index.shards()).build());
      MethodSpec.Builder sharded = MethodSpec.methodBuilder(name + "PartitionKey")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("One shard of a partition of index {@code $L}: {@code $L#<$L>#<shard>}.\n", index.index().name(),
              entity.prefix(), partitionNames);
      addParameters(sharded, partition);
      type.addMethod(sharded.addParameter(int.class, shard)
          .addStatement("return $T.partitionKey($LPartitionKey($L), $L, $L)", Names.SHARDS, name, arguments(partition),
              shard, shards)
          .build());
    }
    if (!sort.isEmpty()) {
      MethodSpec.Builder sortKey = MethodSpec.methodBuilder(name + "SortKey")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("The sort key components in index {@code $L}: {@code <$L>}; the stored sort key continues with "
              + "the item's primary key.\n", index.index().name(), names(sort));
      addParameters(sortKey, sort);
      type.addMethod(sortKey.addStatement("return $T.checkSortKey($S, $T.join(null, $L))", Names.KEY_CODEC,
              entity.simpleName() + " " + index.index().name() + " sort key", Names.KEY_CODEC, encodings(entity, sort))
          .build());
      addIndexSortKeyPrefixes(type, entity, index, CodeBlock.of("null"));
    }
  }

  /**
   * {@code <query>SortKeyPrefix(first, …)}: what an index's sort keys begin with whose leading sort
   * components equal these, for each proper prefix of a composite index sort key: the scope of a range
   * on the next component.
   */
  private static void addIndexSortKeyPrefixes(TypeSpec.Builder type, EntityModel entity, EntityIndexModel index,
      CodeBlock prefix) {
    List<ComponentModel> parts = index.sortComponents();
    for (int fixed = 1; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      MethodSpec.Builder method = MethodSpec.methodBuilder(index.queryName() + "SortKeyPrefix")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(String.class)
          .addJavadoc("What the sort keys in index {@code $L} begin with whose leading components equal these: the "
              + "scope of a range on {@code $L}.\n\n@throws $T when a part is null or empty, or the prefix is over "
              + "1024 bytes\n", index.index().name(), parts.get(fixed).name(), Names.INVALID_KEY_EXCEPTION);
      addParameters(method, leading);
      method.addStatement("return $T.checkSortKey($S, $T.join($L, $L) + $T.SEPARATOR)", Names.KEY_CODEC,
          entity.simpleName() + " " + index.index().name() + " sort key prefix", Names.KEY_CODEC, prefix,
          encodings(entity, leading), Names.KEY_CODEC);
      type.addMethod(method.build());
    }
  }

  private static void writeEdge(TypeSpec.Builder type, TableModel table, EntityModel entity) {
    EntityModel from = table.entity(entity.edge().fromName());
    EntityModel to = table.entity(entity.edge().toName());
    List<ComponentModel> fromParts = entity.edge().fromParts();
    List<ComponentModel> toParts = entity.edge().toParts();
    String index = entity.edge().index().name();
    type.addJavadoc("Keys of {@link $T} edges: partition key {@code $L#<$L>}, sort key {@code $L#$L#<$L>};\n"
            + "in index {@code $L}: partition key {@code $L#<$L>}, sort key {@code $L#$L#<$L>}.\n",
        entity.recordName(), from.prefix(), names(fromParts), entity.prefix(), to.prefix(), names(toParts),
        index, to.prefix(), names(toParts), entity.prefix(), from.prefix(), names(fromParts));
    type.addField(FieldSpec.builder(String.class, "PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc("Sort key prefix of the edge, in the table and in index {@code $L}.\n", index)
        .initializer("$S", entity.prefix()).build());
    type.addField(FieldSpec.builder(String.class, "SORT_KEY_PREFIX", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(entity.layout().sortKey().isEmpty()
            ? "What every $L sort key begins with, in the table and in index {@code $L}.\n"
            : "What every $L sort key in the table (not in index {@code $L}) begins with: its template's text before "
                + "the first value.\n",
            entity.simpleName(), index)
        .initializer(entity.layout().sortKey().isEmpty() ? CodeBlock.of("PREFIX + $T.SEPARATOR", Names.KEY_CODEC)
            : CodeBlock.of("$S", TemplateText.parse(entity.layout().sortKey()).leading())).build());

    MethodSpec.Builder partitionKey = MethodSpec.methodBuilder("partitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(String.class)
        .addJavadoc("The partition key: the {@code from} side {@link $T}'s.\n", from.recordName());
    addParameters(partitionKey, fromParts);
    partitionKey.addStatement("return $T.partitionKey($L)", from.codecName(), arguments(fromParts));
    type.addMethod(partitionKey.build());

    KeyLayout layout = entity.layout();
    if (!layout.indexSortKey().isEmpty()) {
      type.addField(FieldSpec.builder(String.class, "INDEX_SORT_KEY_PREFIX", Modifier.PUBLIC, Modifier.STATIC,
              Modifier.FINAL)
          .addJavadoc("What every $L sort key in index {@code $L} begins with: its template's text before the first "
              + "value.\n", entity.simpleName(), index)
          .initializer("$S", TemplateText.parse(layout.indexSortKey()).leading()).build());
    }
    for (String[] template : new String[][] {{"SORT_KEY_TEMPLATE", "sort key", layout.sortKey()},
        {"INDEX_PARTITION_KEY_TEMPLATE", "index partition key", layout.indexPartitionKey()},
        {"INDEX_SORT_KEY_TEMPLATE", "index sort key", layout.indexSortKey()}}) {
      if (!template[2].isEmpty()) {
        type.addField(templateField(entity, template[0], template[1], template[2]));
      }
    }
    if (!layout.sortKey().isEmpty()) {
      type.addMethod(templatedKeyMethod(entity, "sortKey", "SORT_KEY_TEMPLATE", layout.sortKey(), toParts, false,
          "The sort key"));
    } else {
      MethodSpec.Builder sortKey = MethodSpec.methodBuilder("sortKey")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(String.class)
          .addJavadoc("The sort key {@code $L#$L#<$L>}.\n", entity.prefix(), to.prefix(), names(toParts));
      addParameters(sortKey, toParts);
      sortKey.addStatement("return $T.checkSortKey($S, $T.join(PREFIX, $T.PREFIX, $L))", Names.KEY_CODEC,
          entity.simpleName() + " sort key", Names.KEY_CODEC, to.codecName(), encodings(entity, toParts));
      type.addMethod(sortKey.build());
    }

    if (!layout.indexPartitionKey().isEmpty()) {
      type.addMethod(templatedKeyMethod(entity, "indexPartitionKey", "INDEX_PARTITION_KEY_TEMPLATE",
          layout.indexPartitionKey(), toParts, true, "The partition key in index " + index));
    } else {
    MethodSpec.Builder indexPartitionKey = MethodSpec.methodBuilder("indexPartitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(String.class)
        .addJavadoc("The partition key in index {@code $L}: the {@code to} side {@link $T}'s.\n", index, to.recordName());
    addParameters(indexPartitionKey, toParts);
    indexPartitionKey.addStatement("return $T.partitionKey($L)", to.codecName(), arguments(toParts));
    type.addMethod(indexPartitionKey.build());
    }

    if (!layout.indexSortKey().isEmpty()) {
      type.addMethod(templatedKeyMethod(entity, "indexSortKey", "INDEX_SORT_KEY_TEMPLATE", layout.indexSortKey(),
          fromParts, false, "The sort key in index " + index));
    } else {
    MethodSpec.Builder indexSortKey = MethodSpec.methodBuilder("indexSortKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(String.class)
        .addJavadoc("The sort key in index {@code $L}: {@code $L#$L#<$L>}.\n", index, entity.prefix(), from.prefix(),
            names(fromParts));
    addParameters(indexSortKey, fromParts);
    indexSortKey.addStatement("return $T.checkSortKey($S, $T.join(PREFIX, $T.PREFIX, $L))", Names.KEY_CODEC,
        entity.simpleName() + " index sort key", Names.KEY_CODEC, from.codecName(), encodings(entity, fromParts));
    type.addMethod(indexSortKey.build());
    }

    if (layout.sortKey().isEmpty()) {
      addEdgeSortKeyPrefixes(type, entity, "sortKeyPrefix", to, toParts, "");
    } else {
      addTemplatePrefixes(type, entity, "sortKeyPrefix", "SORT_KEY_TEMPLATE", layout.sortKey(), toParts);
    }
    if (layout.indexSortKey().isEmpty()) {
      addEdgeSortKeyPrefixes(type, entity, "indexSortKeyPrefix", from, fromParts, " in index {@code " + index + "}");
    } else {
      addTemplatePrefixes(type, entity, "indexSortKeyPrefix", "INDEX_SORT_KEY_TEMPLATE", layout.indexSortKey(),
          fromParts);
    }

    List<ComponentModel> all = new ArrayList<>(fromParts);
    all.addAll(toParts);
    MethodSpec.Builder primaryKey = MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(KEY_MAP)
        .addJavadoc("The edge's primary key, for GetItem and DeleteItem.\n");
    addParameters(primaryKey, all);
    primaryKey.addStatement("return $T.of($T.PARTITION_KEY, partitionKey($L), $T.SORT_KEY, sortKey($L))",
        Names.PRIMARY_KEYS, table.tableClassName(), arguments(fromParts), table.tableClassName(), arguments(toParts));
    type.addMethod(primaryKey.build());

    for (int i = 0; i < fromParts.size(); i++) {
      type.addMethod(MethodSpec.methodBuilder(fromParts.get(i).name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(fromParts.get(i).javaType())
          .addParameter(String.class, "partitionKey")
          .addJavadoc("The {@code $L} encoded in a partition key.\n", fromParts.get(i).name())
          .addStatement("return $T.$LOf(partitionKey)", from.codecName(), from.partitionKeyParts().get(i).name())
          .build());
    }
    if (!layout.sortKey().isEmpty()) {
      addTemplateDecoders(type, entity, "SORT_KEY_TEMPLATE", "sortKey", toParts);
      return;
    }
    for (int i = 0; i < toParts.size(); i++) {
      ComponentModel part = toParts.get(i);
      CodeBlock split = CodeBlock.of("$T.split($S, sortKey, $T.join(PREFIX, $T.PREFIX), $L).get($L)", Names.KEY_CODEC,
          entity.simpleName() + " sort key", Names.KEY_CODEC, to.codecName(), toParts.size(), i);
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC).returns(part.javaType())
          .addParameter(String.class, "sortKey")
          .addJavadoc("The {@code $L} encoded in a sort key.\n", part.name())
          .addStatement("return $L", decode(entity, part, split))
          .build());
    }
  }

  private static CodeBlock decode(EntityModel entity, ComponentModel part, CodeBlock split) {
    return decoding(entity, part, split);
  }

  private static MethodSpec parentPartitionKey(EntityModel entity) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("partitionKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(String.class)
        .addJavadoc("The partition key {@code $L#<$L>}.\n\n@throws $T when a part is null or empty, or the key is over 2048 bytes\n",
            entity.prefix(), names(entity.partitionKeyParts()), Names.INVALID_KEY_EXCEPTION);
    addParameters(method, entity.partitionKeyParts());
    method.addStatement("return $T.checkPartitionKey($S, $T.join(PREFIX, $L))", Names.KEY_CODEC,
        entity.simpleName() + " partition key", Names.KEY_CODEC, encodings(entity, entity.partitionKeyParts()));
    return method.build();
  }

  private static MethodSpec primaryKey(TableModel table, EntityModel entity, CodeBlock sortKey) {
    MethodSpec.Builder method = MethodSpec.methodBuilder("primaryKey")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(KEY_MAP)
        .addJavadoc("The item's primary key, for GetItem and DeleteItem.\n");
    addParameters(method, entity.partitionKeyParts());
    method.addStatement("return $T.of($T.PARTITION_KEY, partitionKey($L), $T.SORT_KEY, $L)", Names.PRIMARY_KEYS,
        table.tableClassName(), arguments(entity.partitionKeyParts()), table.tableClassName(), sortKey);
    return method.build();
  }

  private static void addDecoders(
      TypeSpec.Builder type, EntityModel entity, List<ComponentModel> parts, String keyName, String prefix) {
    for (int i = 0; i < parts.size(); i++) {
      ComponentModel part = parts.get(i);
      CodeBlock split = CodeBlock.of("$T.split($S, $L, $L, $L).get($L)", Names.KEY_CODEC,
          entity.simpleName() + " " + ("partitionKey".equals(keyName) ? "partition key" : "sort key"),
          keyName, prefix, parts.size(), i);
      CodeBlock decode = decoding(entity, part, split);
      type.addMethod(MethodSpec.methodBuilder(part.name() + "Of")
          .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
          .returns(part.javaType())
          .addParameter(String.class, keyName)
          .addJavadoc("The {@code $L} encoded in a $L.\n\n@throws $T when the key does not have this entity's shape\n",
              part.name(), "partitionKey".equals(keyName) ? "partition key" : "sort key", Names.INVALID_KEY_EXCEPTION)
          .addStatement("return $L", decode)
          .build());
    }
  }

  static void addParameters(MethodSpec.Builder method, List<ComponentModel> parts) {
    for (ComponentModel part : parts) {
      method.addParameter(ParameterSpec.builder(part.javaType(), part.name()).build());
    }
  }

  static CodeBlock arguments(List<ComponentModel> parts) {
    return CodeBlock.join(parts.stream().map(p -> CodeBlock.of("$L", p.name())).toList(), ", ");
  }

  private static CodeBlock encodings(EntityModel entity, List<ComponentModel> parts) {
    List<CodeBlock> encoded = new ArrayList<>();
    for (ComponentModel part : parts) {
      encoded.add(encoding(entity, part, part.name()));
    }
    return CodeBlock.join(encoded, ", ");
  }

  private static String names(List<ComponentModel> parts) {
    return String.join(String.valueOf(KeyFormat.SEPARATOR), parts.stream().map(ComponentModel::name).toList());
  }
}
