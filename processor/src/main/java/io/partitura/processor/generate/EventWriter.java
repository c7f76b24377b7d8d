package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Table>Event}: the table's stream records as a sealed interface, one record per entity wrapping the
 * runtime's {@code Change} of that entity, and {@code Unrecognised}. Decoding is the runtime's {@code ChangeDecoder};
 * this file keeps only the types and the list of entities it is handed.
 */
final class EventWriter {

  /** The event of {@code entity}'s changes: {@code <Record>Change}, nested in the table's event. */
  static ClassName entityEventName(TableModel table, EntityModel entity) {
    return Naming.entityEvent(table, entity);
  }

  TypeSpec.Builder write(TableModel table) {
    ClassName name = table.eventName();
    ClassName unrecognised = Naming.unrecognisedEvent(table);
    TypeSpec.Builder type = TypeSpec.interfaceBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
        .addJavadoc("A change to an item of table {@code $L}, decoded from its stream: one case per entity, and "
            + "{@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks "
            + "it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that "
            + "forgot it. Uniqueness items are skipped by {@link #decoder()}.\n\n"
            + "<pre>{@code\nprivate static final $T<$T> EVENTS = $T.decoder();\n\nfor ($T event : EVENTS.decodeAll(records)) "
            + "{ ... }\n}</pre>\n", table.tableName(), Names.CHANGE_DECODER, name, name, name);
    type.addMethod(MethodSpec.methodBuilder("record")
        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
        .returns(Names.CHANGE_RECORD)
        .addJavadoc("The stream record decoded: keys, sequence number (per item increasing), images.\n")
        .build());

    List<CodeBlock> entities = new ArrayList<>();
    for (EntityModel entity : table.entities()) {
      ClassName event = entityEventName(table, entity);
      // Explicit type arguments: javac then checks each constructor reference against a known type instead of
      // inferring it through the nested generic calls (measured: a fifth less to compile, issue 22).
      entities.add(CodeBlock.of("$T.<$T, $T>entity($T.INSTANCE, $T::new)", Names.CHANGE_DECODER, entity.recordName(),
          name, entity.codecName(), event));
    }
    type.addMethod(MethodSpec.methodBuilder("decoder")
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(Names.CHANGE_DECODER, name))
        .addJavadoc("A decoder of this table's stream records into its events: thread-safe, build it once.\n")
        .addStatement("return new $T<$T>($T.$L, $T.<$T>of(\n$>$>$L), $T::new)$<$<", Names.CHANGE_DECODER, name,
            table.tableClassName(), TableWriter.DEFINITION, List.class, ParameterizedTypeName.get(
                Names.CHANGE_DECODER.nestedClass("EntityEvents"), WildcardTypeName.subtypeOf(Object.class), name),
            CodeBlock.join(entities, ",\n"), unrecognised)
        .build());

    for (EntityModel entity : table.entities()) {
      type.addType(record(entityEventName(table, entity).simpleName(), name,
              ParameterSpec.builder(ParameterizedTypeName.get(Names.CHANGE, entity.recordName()), "change").build(),
              ParameterSpec.builder(Names.CHANGE_RECORD, "record").build())
          .addJavadoc("A change to an item of {@link $T}.\n\n@param change inserted, modified or removed, with the records "
              + "the stream's view carries\n@param record the stream record\n", entity.recordName())
          .build());
    }
    type.addType(record(unrecognised.simpleName(), name,
            ParameterSpec.builder(Names.UNRECOGNISED_ITEM, "item").build(),
            ParameterSpec.builder(Names.CHANGE_RECORD, "record").build())
        .addJavadoc("An item of no entity of this table, or one its entity's codec refused: written by other code or "
            + "another schema. Its keys are in {@code item.keys()}.\n\n@param item the keys and why it was not "
            + "recognised\n@param record the stream record\n")
        .build());
    return type;
  }

  /** A nested {@code record name(components) implements event {}}. */
  private static TypeSpec.Builder record(String name, ClassName event, ParameterSpec... components) {
    return TypeSpec.recordBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addSuperinterface(event)
        .recordConstructor(MethodSpec.constructorBuilder().addParameters(List.of(components)).build());
  }
}
