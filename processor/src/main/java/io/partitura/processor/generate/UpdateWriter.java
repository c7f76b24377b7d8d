package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code <Record>Repository.Update}: a partial update of one stored item with one typed setter per
 * non-key component, or per group of components stored together in one index key attribute. Its runtime base
 * {@code EntityUpdate} holds what every update has ({@code when}, {@code apply}, {@code describe},
 * {@code toRequest}); the runtime's {@code Update} builds and sends the UpdateItem.
 */
final class UpdateWriter {

  /**
   * The components of one stored index key attribute: the partition components of a global index, or the sort
   * components of an index. Empty for a sort key attribute that is the item's primary key alone.
   */
  private record KeyAttribute(EntityIndexModel index, boolean partition, List<ComponentModel> components) {
    String name() {
      return partition ? index.index().partitionKey() : index.index().sortKey();
    }
  }

  private static List<KeyAttribute> keyAttributes(EntityIndexModel index) {
    List<KeyAttribute> attributes = new ArrayList<>();
    if (!index.index().local()) {
      attributes.add(new KeyAttribute(index, true, index.partitionComponents()));
    }
    attributes.add(new KeyAttribute(index, false, index.sortComponents()));
    return attributes;
  }

  /**
   * The settable components in groups that must be set together: the closure over every index key attribute
   * made of two settable components (a composite key {@code region#status}: both). An UpdateItem cannot compute
   * an attribute from a stored attribute it is not given, so a component set alone would write half of it.
   * Components that are each alone in their attributes (index {@code status | placedAt}) keep a setter each,
   * writing its own attribute, so that adding such an index renames no setter. Components in no index form a
   * group of one. Groups are in declaration order, and so are their members.
   */
  static List<List<ComponentModel>> setterGroups(EntityModel entity) {
    List<ComponentModel> settable = entity.settable();
    Map<ComponentModel, ComponentModel> root = new LinkedHashMap<>();
    settable.forEach(component -> root.put(component, component));
    for (EntityIndexModel index : entity.globalIndexes()) {
      for (KeyAttribute attribute : keyAttributes(index)) {
        List<ComponentModel> components = attribute.components().stream().filter(settable::contains).toList();
        for (int i = 1; i < components.size(); i++) {
          ComponentModel a = find(root, components.get(0));
          ComponentModel b = find(root, components.get(i));
          if (!a.equals(b)) {
            boolean aFirst = settable.indexOf(a) < settable.indexOf(b);
            root.put(aFirst ? b : a, aFirst ? a : b);
          }
        }
      }
    }
    Map<ComponentModel, List<ComponentModel>> groups = new LinkedHashMap<>();
    for (ComponentModel component : settable) {
      groups.computeIfAbsent(find(root, component), r -> new ArrayList<>()).add(component);
    }
    return new ArrayList<>(groups.values());
  }

  private static ComponentModel find(Map<ComponentModel, ComponentModel> root, ComponentModel component) {
    ComponentModel current = component;
    while (!root.get(current).equals(current)) {
      current = root.get(current);
    }
    return current;
  }

  /** {@code stage}, or {@code stageAndCreatedAt} for a group. */
  static String setterName(List<ComponentModel> group) {
    StringBuilder name = new StringBuilder(group.get(0).name());
    for (ComponentModel component : group.subList(1, group.size())) {
      name.append("And").append(Character.toUpperCase(component.name().charAt(0))).append(component.name().substring(1));
    }
    return name.toString();
  }

  /**
   * The index key attributes a setter of {@code group} writes: those made of its components, and, in the same
   * indexes, those made of the item's own key alone (written again, as put writes them). An attribute made of
   * other settable components is left as stored: that is what lets a status change go without a read.
   */
  private static List<KeyAttribute> writtenAttributes(EntityModel entity, List<ComponentModel> group) {
    List<KeyAttribute> written = new ArrayList<>();
    for (EntityIndexModel index : entity.globalIndexes()) {
      if (index.components().stream().noneMatch(group::contains)) {
        continue;
      }
      for (KeyAttribute attribute : keyAttributes(index)) {
        if (attribute.components().stream().anyMatch(group::contains)
            || attribute.components().stream().noneMatch(entity.settable()::contains)) {
          written.add(attribute);
        }
      }
    }
    return written;
  }

  /**
   * Statements setting the index key attributes {@code group} writes, each from the method put uses too.
   * Components of an attribute outside the group are parts of the item's primary key, read back from it.
   */
  private static CodeBlock indexKeysInStep(TableModel table, EntityModel entity, List<ComponentModel> group) {
    List<KeyAttribute> written = writtenAttributes(entity, group);
    CodeBlock.Builder code = CodeBlock.builder();
    if (written.isEmpty()) {
      return code.build();
    }
    // Every index key attribute is computed with the item's key (its sort key ends with it; a shard hashes it).
    CodeBlock partitionKey = CodeBlock.of("$L", Naming.fresh("partitionKey", ComponentModel.names(group)));
    CodeBlock sortKey = CodeBlock.of("$L", Naming.fresh("sortKey", ComponentModel.names(group)));
    code.addStatement("$T $L = this.update.key().get($T.PARTITION_KEY).s()", String.class, partitionKey,
        table.tableClassName());
    code.addStatement("$T $L = this.update.key().get($T.SORT_KEY).s()", String.class, sortKey, table.tableClassName());
    for (KeyAttribute attribute : written) {
      EntityIndexModel index = attribute.index();
      List<CodeBlock> arguments = new ArrayList<>(List.of(partitionKey, sortKey));
      for (ComponentModel component : attribute.components()) {
        arguments.add(group.contains(component)
            ? CodeBlock.of("$L", component.name())
            : CodeBlock.of("$T.$LOf($L)", entity.codecName(), component.name(),
                entity.partitionKeyParts().contains(component) ? partitionKey : sortKey));
      }
      CodeBlock value = CodeBlock.of("$T.$L($L)", entity.codecName(), attribute.partition()
          ? KeysWriter.partitionValueMethod(index) : KeysWriter.sortValueMethod(index), CodeBlock.join(arguments, ", "));
      if (attribute.components().isEmpty()) {
        // The item's primary key alone goes with the partition key attribute, as put writes it; of its components,
        // only the group's can be null (a part of the item's key never is).
        List<String> nullable = KeysWriter.nullable(index.partitionComponents().stream().filter(group::contains).toList());
        if (!nullable.isEmpty()) {
          value = CodeBlock.of("$L ? null : $L",
              String.join(" || ", nullable.stream().map(n -> n + " == null").toList()), value);
        }
      }
      // The index's key attributes are the table definition's: the setter names the index.
      code.addStatement("$L($S, $L)", attribute.partition() ? "setIndexPartitionKey" : "setIndexSortKey",
          index.index().name(), value);
    }
    return code.build();
  }

  /** Whether a setter of {@code group} leaves a key attribute of an index it writes to as stored. */
  private static boolean leavesAttributes(EntityModel entity, List<ComponentModel> group) {
    List<KeyAttribute> written = writtenAttributes(entity, group);
    return written.stream().map(KeyAttribute::index).distinct()
        .anyMatch(index -> keyAttributes(index).size() > written.stream().filter(a -> a.index().equals(index)).count());
  }

  /** {@code GSI1PK} (index {@code GSI1}), …: the index key attributes a setter of {@code group} writes. */
  private static String writtenNames(EntityModel entity, List<ComponentModel> group) {
    return String.join(", ", writtenAttributes(entity, group).stream()
        .map(attribute -> "{@code " + attribute.name() + "} (index {@code " + attribute.index().index().name() + "})")
        .toList());
  }

  /**
   * Whether {@code component} is part of an index key. Such a component gets no operation but SET:
   * its index key is computed from the value written, and after an {@code ADD}, an
   * {@code if_not_exists} or a {@code list_append} the update does not know that value.
   */
  static boolean inIndexKey(EntityModel entity, ComponentModel component) {
    return entity.globalIndexes().stream().anyMatch(index -> index.components().contains(component));
  }

  /**
   * {@code viewsAdd(delta)} for a number, {@code labelsAdd(elements)} / {@code labelsDelete(elements)} for a
   * set, {@code notesAppend(elements)} / {@code notesPrepend(elements)} for a list. Setting only if absent is the
   * runtime's {@code ifAbsent(u -> u.coupon(value))}: nothing per component.
   */
  static void addOperations(TypeSpec.Builder type, ClassName name, ComponentModel component, AttributeCode code,
      java.util.Set<String> setters) {
    AttributeType attributeType = component.attributeType();
    if (attributeType instanceof AttributeType.Scalar scalar && scalar.kind().isNumber()) {
      addOperation(type, setters, operation(name, component.name() + "Add", component, "delta", "add", code)
          .addJavadoc("Adds {@code $L} to {@code $L} atomically ({@code ADD}; a missing value counts as 0): concurrent "
              + "adds all count. A negative value subtracts. A result the component cannot hold is refused when the "
              + "item is read back, and the item restored.\n", "delta", component.name())
          .build());
    }
    if (attributeType instanceof AttributeType.SetOf set) {
      // Not the setter's encoder, where null means REMOVE: a null set of elements is refused as null.
      boolean strings = set.element() instanceof AttributeType.Scalar scalar
          && scalar.kind() == AttributeType.ScalarKind.STRING;
      CodeBlock elements = CodeBlock.of("$T.$L", Names.ENCODERS, strings ? "STRING_SET_ELEMENTS" : "NUMBER_SET_ELEMENTS");
      addOperation(type, setters, operation(name, component.name() + "Add", component, "elements", "addToSet", elements)
          .addJavadoc("Adds the elements of {@code $L} to the stored set ({@code ADD}; a missing set counts as empty). "
              + "No elements: nothing to do.\n", "elements")
          .build());
      addOperation(type, setters, operation(name, component.name() + "Delete", component, "elements", "deleteFromSet", elements)
          .addJavadoc("Takes the elements of {@code $L} out of the stored set ({@code DELETE}); a set left empty is "
              + "removed. No elements: nothing to do.\n", "elements")
          .build());
    }
    if (attributeType instanceof AttributeType.ListOf) {
      addOperation(type, setters, operation(name, component.name() + "Append", component, "elements", "append", code)
          .addJavadoc("Appends {@code $L} to the stored list, or starts it ({@code list_append}).\n", "elements")
          .build());
      addOperation(type, setters, operation(name, component.name() + "Prepend", component, "elements", "prepend", code)
          .addJavadoc("Puts {@code $L} before the stored list, or starts it ({@code list_append}).\n", "elements")
          .build());
    }
  }

  /** Adds {@code operation} unless a component's setter has its name ({@code views} and {@code viewsAdd}). */
  private static void addOperation(TypeSpec.Builder type, java.util.Set<String> setters, MethodSpec operation) {
    if (!setters.contains(operation.name())) {
      type.addMethod(operation);
    }
  }

  private static MethodSpec.Builder operation(ClassName name, String method, ComponentModel component,
      String parameter, String runtime, AttributeCode code) {
    return operation(name, method, component, parameter)
        .addStatement("return $L", encode(runtime, component, CodeBlock.of("$L", parameter), code));
  }

  /** An operation with its own encoder: {@code tagsAdd(elements)}. */
  private static MethodSpec.Builder operation(ClassName name, String method, ComponentModel component,
      String parameter, String runtime, CodeBlock encoder) {
    return operation(name, method, component, parameter)
        .addStatement("return $L($S, $L, $L)", runtime, component.attributeName(), parameter, encoder);
  }

  private static MethodSpec.Builder operation(ClassName name, String method, ComponentModel component,
      String parameter) {
    return MethodSpec.methodBuilder(method)
        .addModifiers(Modifier.PUBLIC)
        .returns(name)
        .addParameter(component.javaType(), parameter);
  }

  /**
   * {@code set("title", title, Encoders.STRING)}: {@code runtime} (the {@code EntityUpdate} method) with the value and
   * the runtime's shared encoder; {@code set("address", () -> …)} where there is none (nested records, converters,
   * optionals).
   */
  static CodeBlock encode(String runtime, ComponentModel component, CodeBlock value, AttributeCode code) {
    CodeBlock encoder = code.encoder(component.attributeType());
    if (encoder != null) {
      return CodeBlock.of("$L($S, $L, $L)", runtime, component.attributeName(),
          AttributeCode.encoderArgument(component.attributeType(), value), encoder);
    }
    return CodeBlock.of("$L($S, () -> $L)", runtime, component.attributeName(), code.value(component, value));
  }

  /** The index key attributes that store two or more components of {@code group} together. */
  private static String sharedAttributes(EntityModel entity, List<ComponentModel> group) {
    List<String> described = new ArrayList<>();
    for (EntityIndexModel index : entity.globalIndexes()) {
      for (KeyAttribute attribute : keyAttributes(index)) {
        if (attribute.components().stream().filter(group::contains).count() > 1) {
          described.add("{@code " + attribute.name() + "} of index {@code " + index.index().name() + "} ("
              + String.join(", ", ComponentModel.names(attribute.components())) + ")");
        }
      }
    }
    return String.join(", ", described);
  }

  TypeSpec.Builder write(TableModel table, EntityModel entity) {
    ClassName name = entity.updateName();
    AttributeCode code = new AttributeCode(entity);
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc("A partial update of one stored {@link $T}: set the components to change, then {@link #apply()} "
            + "sends one UpdateItem, only if the item exists$L. A null value removes the attribute$L. Setters called "
            + "inside {@link #ifAbsent} write only where the stored item has no value.\n",
            entity.recordName(), entity.version() == null ? ""
                : "; it increments {@code " + entity.version().name() + "}, and {@link #expectVersion} makes it "
                    + "conditional on the version read",
            entity.globalIndexes().isEmpty() ? "" : ", and takes the item out of every index whose key it is part of")
        .superclass(ParameterizedTypeName.get(Names.ENTITY_UPDATE, entity.recordName(),
            entity.conditionsName(), name))
        .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
            .addJavadoc("Used by {@link $T#update}.\n", entity.repositoryName())
            .addParameter(ParameterizedTypeName.get(Names.UPDATE, entity.recordName()), "update")
            .addStatement("super(update, $T.INSTANCE)", entity.conditionsName())
            .build());
    for (List<ComponentModel> group : setterGroups(entity)) {
      MethodSpec.Builder setter = MethodSpec.methodBuilder(setterName(group))
          .addModifiers(Modifier.PUBLIC)
          .returns(name);
      String written = writtenNames(entity, group);
      String keys = written.isEmpty() ? ""
          : " It also writes the index key attributes made from " + (group.size() == 1 ? "it" : "them") + ", "
              + written + ", as put would" + (leavesAttributes(entity, group) ? ", and leaves the indexes' other key "
                  + "attributes as stored: no read is needed" : "") + ". A null value removes the attributes made "
              + "from it, and DynamoDB then leaves the item out of those indexes.";
      if (group.size() == 1) {
        setter.addJavadoc("Sets {@code $L} (attribute {@code $L}).$L\n", group.get(0).name(),
            group.get(0).attributeName(), keys);
      } else {
        setter.addJavadoc("Sets {@code $L} together: they are stored together in $L, which an UpdateItem cannot "
                + "compute from a stored attribute it is not given; to change one, pass the others' current "
                + "values.$L\n", String.join("}, {@code ", ComponentModel.names(group)), sharedAttributes(entity, group),
            keys);
      }
      CodeBlock inStep = indexKeysInStep(table, entity, group);
      for (ComponentModel component : group) {
        setter.addParameter(component.javaType(), component.name());
        // An index key is made from it: setIndexed, which ifAbsent refuses (the key written needs the value stored).
        CodeBlock set = encode(group.size() == 1 && inStep.isEmpty() ? "set" : "setIndexed", component,
            CodeBlock.of("$L", component.name()), code);
        if (group.size() == 1 && inStep.isEmpty()) {
          setter.addStatement("return $L", set);
        } else {
          setter.addStatement("$L", set);
        }
      }
      if (group.size() > 1 || !inStep.isEmpty()) {
        setter.addCode(inStep).addStatement("return this");
      }
      type.addMethod(setter.build());
    }
    java.util.Set<String> setters = new java.util.HashSet<>();
    setterGroups(entity).forEach(group -> setters.add(setterName(group)));
    for (ComponentModel component : entity.settable()) {
      if (!inIndexKey(entity, component)) {
        addOperations(type, name, component, code, setters);
      }
    }
    if (entity.version() != null) {
      type.addMethod(MethodSpec.methodBuilder(Naming.EXPECT_VERSION)
          .addModifiers(Modifier.PUBLIC)
          .returns(name)
          .addParameter(long.class, "version")
          .addJavadoc("Applies only if the stored item is still at {@code version}; otherwise "
              + "{@code StaleVersionException}.\n")
          .addStatement("return expectStoredVersion(version)")
          .build());
    }
    type.addFields(code.converterFields());
    return type;
  }
}
