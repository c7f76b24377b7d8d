package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableModel;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository.Upsert} for an entity with {@code @Counter}s: a partial update without the check
 * that the item exists, so that DynamoDB creates a missing item ({@code db.products().upsert(id).viewsAdd(1)}). It
 * offers what {@code Update} offers on the components an upsert can set without reading the item: those outside
 * index keys (whose keys are computed from values an ADD does not know) and not {@code @Unique} (whose uniqueness
 * items move only in a transaction after a read). The runtime's {@code Update.upsert} adds what the created item
 * needs besides.
 */
final class UpsertWriter {

  /** The components an upsert sets: settable, in no index key, not {@code @Unique}; in declaration order. */
  static List<ComponentModel> settable(EntityModel entity) {
    return entity.settable().stream()
        .filter(component -> !UpdateWriter.inIndexKey(entity, component) && !entity.unique().contains(component))
        .toList();
  }

  TypeSpec.Builder write(TableModel table, EntityModel entity) {
    ClassName name = entity.upsertName();
    AttributeCode code = new AttributeCode(entity);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("An upsert of one {@link $T}: set or add to components, then {@link #apply()} sends one "
                + "UpdateItem without the check that the item exists. A missing item is created with its key, its "
                + "type, the index keys its key alone decides (as put writes them), {@code $L} at 0 unless given here, "
                + "and what is given here; every other component is absent. Components in an index key or "
                + "{@code @Unique} are {@code update(…)}'s only.\n", entity.recordName(),
            String.join("}, {@code ", ComponentModel.names(entity.counters())))
        .superclass(ParameterizedTypeName.get(Names.ENTITY_UPDATE, entity.recordName(), entity.conditionsName(), name))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#upsert}.\n", entity.repositoryName())
            .addParameter(ParameterizedTypeName.get(Names.UPDATE, entity.recordName()), "update")
            .addStatement("super(update, $T.INSTANCE)", entity.conditionsName())
            .build());
    Set<String> setters = new HashSet<>();
    for (ComponentModel component : settable(entity)) {
      setters.add(component.name());
      type.addMethod(MethodSpec.methodBuilder(component.name())
          .addModifiers(Modifier.PUBLIC)
          .returns(name)
          .addParameter(component.javaType(), component.name())
          .addJavadoc("Sets {@code $L} (attribute {@code $L}), on a stored item or the one this creates.\n",
              component.name(), component.attributeName())
          .addStatement("return $L", UpdateWriter.encode("set", component, CodeBlock.of("$L", component.name()), code))
          .build());
    }
    for (ComponentModel component : settable(entity)) {
      UpdateWriter.addOperations(type, name, component, code, setters);
    }
    type.addFields(code.converterFields());
    return type;
  }
}
