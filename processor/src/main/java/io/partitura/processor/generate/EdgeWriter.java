package io.partitura.processor.generate;

import static io.partitura.processor.generate.ListingWriter.keyComponents;
import static io.partitura.processor.generate.ListingWriter.listing;
import static io.partitura.processor.generate.ListingWriter.listingMethod;
import static io.partitura.processor.generate.ListingWriter.listingType;
import static io.partitura.processor.generate.ListingWriter.onIndex;
import static io.partitura.processor.generate.ListingWriter.onTable;
import static io.partitura.processor.generate.ListingWriter.sortVariants;

import io.partitura.format.KeyFormat;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.generate.ListingWriter.SortVariant;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes an edge's repository operations: its verb, its listings by either side (the {@code from} side from the
 * table, the {@code to} side from the edge's index) and, when that index does not project whole edges, the
 * {@code fetch} of the edges behind the listed refs.
 */
final class EdgeWriter {
  private EdgeWriter() {}

  /** {@code this.table.decode("op", <Record>Repository.Codec.INSTANCE, item)}. */
  static CodeBlock decode(String operation, EntityModel entity, String item) {
    return decode(CodeBlock.of("$S", operation), entity, item);
  }

  /** {@code this.table.decode(operation, <Record>Repository.Codec.INSTANCE, item)}, the operation an expression. */
  static CodeBlock decode(CodeBlock operation, EntityModel entity, String item) {
    return CodeBlock.of("this.table.decode($L, $T.INSTANCE, $L)", operation, entity.codecName(), item);
  }

  /** The components an INCLUDE index projects, as javadoc code, comma separated. */
  private static String included(EntityModel edge) {
    return String.join(", ", RefWriter.included(edge).stream().map(c -> "{@code " + c.name() + "}").toList());
  }

  static void addEdgeOperations(TypeSpec.Builder type, TableModel table, EntityModel edge, String accessor) {
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
    boolean sortTemplated = !edge.layout().sortKey().isEmpty();
    CodeBlock fromBase = CodeBlock.of("$T.SORT_KEY_PREFIX", edge.codecName());
    List<SortVariant> fromVariants = sortVariants(model.toParts(), fromBase, leading -> sortTemplated && leading.isEmpty()
        ? fromBase : CodeBlock.of("$T.sortKeyPrefix($L)", edge.codecName(), KeysWriter.arguments(leading)));
    if (sortTemplated) {
      fromVariants = ListingWriter.onTemplate(fromVariants, model.toParts(), edge.layout().sortKey(),
          CodeBlock.of("$T.SORT_KEY_TEMPLATE", edge.codecName()));
    }
    for (SortVariant variant : fromVariants) {
      MethodSpec.Builder ofFrom = listingMethod(fromMethod, listingType(edge, record), variant, model.fromParts(),
          table.sortKey(), "The $L of one {@link $T}, from the base table: one Query per page, {@code begins_with($L, "
              + "\"$L\")}. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}.\n",
          Naming.plural(Naming.decapitalize(edge.simpleName())), from.recordName(), table.sortKey(),
          sortTemplated ? TemplateText.parse(edge.layout().sortKey()).leading() : KeyFormat.sortKeyPrefix(edge.prefix()));
      ofFrom.addStatement(listing(fromMethod, CodeBlock.of("$L$L", onTable(CodeBlock.of("$T.partitionKey($L)",
              edge.codecName(), KeysWriter.arguments(model.fromParts())), variant.scope()),
              variant.narrow(edge, variant.parameterNames(model.fromParts()))),
          keyComponents(model.fromParts(), model.toParts())));
      type.addMethod(ofFrom.build());
    }

    // to side: the inverted index, eventually consistent
    String toMethod = Naming.edgeListing(model, to, model.toParts());
    ClassName element = index.projectsAll() ? record : edge.refName();
    boolean indexTemplated = !edge.layout().indexSortKey().isEmpty();
    // The index sort key's own prefix: a templated table sort key (SORT_KEY_PREFIX) says nothing about the index's.
    CodeBlock toBase = indexTemplated ? CodeBlock.of("$T.INDEX_SORT_KEY_PREFIX", edge.codecName())
        : sortTemplated ? CodeBlock.of("$T.PREFIX + $T.SEPARATOR", edge.codecName(), Names.KEY_CODEC)
        : CodeBlock.of("$T.SORT_KEY_PREFIX", edge.codecName());
    List<SortVariant> toVariants = sortVariants(model.fromParts(), toBase, leading -> indexTemplated && leading.isEmpty()
        ? toBase : CodeBlock.of("$T.indexSortKeyPrefix($L)", edge.codecName(), KeysWriter.arguments(leading)));
    if (indexTemplated) {
      toVariants = ListingWriter.onTemplate(toVariants, model.fromParts(), edge.layout().indexSortKey(),
          CodeBlock.of("$T.INDEX_SORT_KEY_TEMPLATE", edge.codecName()));
    }
    for (SortVariant variant : toVariants) {
      MethodSpec.Builder ofTo = listingMethod(toMethod, listingType(edge, element), variant, model.toParts(),
          index.sortKey(), "The $L pointing at one {@link $T}, from index {@code $L}: one Query per page, "
              + "{@code begins_with($L, \"$L\")}.\n<p><strong>Eventually consistent</strong>: DynamoDB fills global "
              + "secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses "
              + "consistent reads on them.\n$L",
          Naming.plural(Naming.decapitalize(edge.simpleName())), to.recordName(), index.name(),
          index.sortKey(), indexTemplated ? TemplateText.parse(edge.layout().indexSortKey()).leading()
              : KeyFormat.sortKeyPrefix(edge.prefix()), index.projectsAll() ? "" : RefWriter.included(edge).isEmpty() ? CodeBlock.of("<p>The index "
              + "projects $L, not whole edges, so this lists references; {@link #fetch} reads the whole edges (one "
              + "BatchGetItem per 100).\n", index.projection()) : CodeBlock.of("<p>The index projects the keys and "
              + "$L, not whole edges: this lists references carrying them, read by the same Query; {@link #fetch} "
              + "reads the whole edges (one BatchGetItem per 100).\n", included(edge)));
      CodeBlock condition = CodeBlock.of("$L$L", onIndex(index, CodeBlock.of("$T.indexPartitionKey($L)", edge.codecName(),
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
        args.add(CodeBlock.of("$T.$LOf(item.get(this.table.partitionKeyName()).s())", edge.codecName(), part.name()));
      }
      for (ComponentModel part : model.toParts()) {
        args.add(CodeBlock.of("$T.$LOf(item.get(this.table.sortKeyName()).s())", edge.codecName(), part.name()));
      }
      // An INCLUDE index returns its projected attributes with the keys: the ref carries them, read as the codec would.
      AttributeCode attributes = new AttributeCode(edge);
      for (ComponentModel part : RefWriter.included(edge)) {
        args.add(attributes.getNullable(part, "item"));
      }
      type.addFields(attributes.converterFields());
      fromKeys.add("return new $T($L)", ref, CodeBlock.join(args, ",\n    "));
      type.addMethod(MethodSpec.methodBuilder(Naming.REF_OF)
          .addModifiers(Modifier.PRIVATE)
          .returns(ref)
          .addParameter(CodecWriter.ITEM, "item")
          .addStatement("$L", fromKeys.build())
          .build());
      ClassName batchGetter = Names.BATCH_GETTER;
      ClassName retryPolicy = Names.RETRY_POLICY;
      CodeBlock refKey = CodeBlock.of("r -> $T.primaryKey($L)", edge.codecName(), CodeBlock.join(
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
}
