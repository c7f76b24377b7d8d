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
import javax.lang.model.element.Modifier;

/**
 * Writes the typed result of loading a parent with its children in one Query, nested in the parent's repository:
 * {@code WorkspaceRepository.WithProjects(workspace, projects)}: typed accessors over the runtime's
 * {@code ParentWithChildren}, which holds the parent and the lists by record class and owns
 * {@code equals}, {@code hashCode} and {@code toString}.
 */
final class CollectionWriter {
  private final TableModel table;

  CollectionWriter(TableModel table) {
    this.table = table;
  }

  TypeSpec.Builder write(EntityModel parent, Naming.Load load) {
    return write(load.result(), parent, load.contents(), load.all()
        ? CodeBlock.of("A {@link $T} and everything in its item collection, read in one Query. A type added to the "
            + "collection later adds an accessor here; the constructor is not public, as it gains a parameter then.\n",
            parent.recordName())
        : CodeBlock.of("A {@link $T} and its $L, read from its item collection in one Query.$L\n", parent.recordName(),
            Naming.listName(load.members().get(0)), nested(load) ? " A type added below them adds an accessor here; "
                + "the constructor is not public, as it gains a parameter then." : ""), !load.all() && !nested(load));
  }

  /** Whether {@code load} holds its members' own children too (orders with their lines): its contents can grow. */
  private static boolean nested(Naming.Load load) {
    return load.contents().size() > load.members().size();
  }

  TypeSpec.Builder write(ClassName name, EntityModel parent, List<EntityModel> children, CodeBlock javadoc) {
    return write(name, parent, children, javadoc, true);
  }

  private TypeSpec.Builder write(ClassName name, EntityModel parent, List<EntityModel> children, CodeBlock javadoc,
      boolean publicConstructor) {
    String parentField = Naming.variableName(parent.recordName());
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.PARENT_WITH_CHILDREN, parent.recordName()))
        .addJavadoc(javadoc);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addParameter(parent.recordName(), parentField);
    type.addMethod(MethodSpec.methodBuilder(parentField).addModifiers(Modifier.PUBLIC)
        .returns(parent.recordName()).addStatement("return parent").build());
    List<CodeBlock> lists = new ArrayList<>();
    // A member with children of its own (an order) is listed with them: nested from the same records, once.
    List<EntityModel> nestedParents = children.stream().filter(table::isNestedParent).toList();
    List<String> taken = new ArrayList<>(List.of(parentField));
    children.forEach(child -> taken.add(Naming.listName(child)));
    String records = Naming.fresh("records", taken);
    MethodSpec.Builder nesting = MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addParameter(parent.recordName(), parentField)
        .addParameter(Names.RECORDS_BY_TYPE, records)
        .addStatement("super($L, $L)", parentField, records);
    for (EntityModel child : children) {
      String list = Naming.listName(child);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), child.recordName());
      constructor.addParameter(listType, list);
      lists.add(CodeBlock.of("$L($T.class, $L)", lists.isEmpty() ? CodeBlock.of("$T.of", Names.RECORDS_BY_TYPE)
          : CodeBlock.of("\n.and"), child.recordName(), list));
      if (nestedParents.contains(child)) {
        ClassName nested = Naming.allResultName(child);
        TypeName nestedList = ParameterizedTypeName.get(ClassName.get(List.class), nested);
        type.addField(FieldSpec.builder(nestedList, list, Modifier.PRIVATE, Modifier.FINAL).build());
        nesting.addStatement("this.$L = $T.of($L.records($T.class), $L)", list, nested, records, child.recordName(),
            records);
        type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
            .addJavadoc("The $L, in ascending sort-key order, each with what is stored under it ($L), read in the same "
                    + "Query. A child whose $L is not stored is only in its own flat list.\n", list,
                String.join(", ", table.childrenOf(child.recordName()).stream().map(Naming::listName).toList()),
                Naming.decapitalize(child.simpleName()))
            .returns(nestedList).addStatement("return $L", list).build());
        continue;
      }
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The $L, in ascending sort-key order.\n", list)
          .returns(listType).addStatement("return records($T.class)", child.recordName()).build());
    }
    if (nestedParents.isEmpty()) {
      constructor.addStatement("super($L, $L)", parentField, CodeBlock.join(lists, ""));
    } else {
      constructor.addStatement("this($L, $L)", parentField, CodeBlock.join(lists, ""));
    }
    if (publicConstructor) {
      constructor.addModifiers(Modifier.PUBLIC);
    }
    type.addMethod(constructor.build());
    if (!nestedParents.isEmpty()) {
      type.addMethod(nesting.build());
    }
    return type;
  }

  /**
   * {@code OrderRepository.WithChildren}: an order with everything stored under it, as its parent's loads list it
   * ({@code CustomerRepository.WithOrders.orders()}). Built only by its {@code of}, from records read in one Query; a
   * type added below the order adds an accessor, and no public signature changes.
   */
  TypeSpec.Builder writeNestedParent(EntityModel order) {
    ClassName name = Naming.allResultName(order);
    String parentField = Naming.variableName(order.recordName());
    List<EntityModel> children = table.childrenOf(order.recordName());
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .superclass(ParameterizedTypeName.get(Names.PARENT_WITH_CHILDREN, order.recordName()))
        .addJavadoc("A {@link $T} and everything stored under it, as the loads of its parent's collection list it "
            + "(read in their one Query). A type added below $L adds an accessor here.\n", order.recordName(),
            order.simpleName());
    String children_ = Naming.fresh("children", List.of(parentField));
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
        .addParameter(order.recordName(), parentField)
        .addParameter(Names.RECORDS_BY_TYPE, children_)
        .addStatement("super($L, $L)", parentField, children_)
        .build());
    type.addMethod(MethodSpec.methodBuilder(parentField).addModifiers(Modifier.PUBLIC)
        .returns(order.recordName()).addStatement("return parent").build());
    List<CodeBlock> childOf = new ArrayList<>();
    for (EntityModel child : children) {
      String list = Naming.listName(child);
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The $L stored under this $L, in ascending sort-key order.\n", list,
              Naming.decapitalize(order.simpleName()))
          .returns(ParameterizedTypeName.get(ClassName.get(List.class), child.recordName()))
          .addStatement("return records($T.class)", child.recordName()).build());
      // A child repeats its parent's whole key, under the same names: the parent's key, from the child.
      String variable = Naming.variableName(child.recordName());
      List<CodeBlock> arguments = order.keyParts().stream()
          .map(part -> CodeBlock.of("$L.$L()", variable, part.name())).toList();
      childOf.add(CodeBlock.of("new $T<>($T.class, $L -> $T.primaryKey($L))", CHILD_OF, child.recordName(), variable,
          order.codecName(), CodeBlock.join(arguments, ", ")));
    }
    String orders = Naming.plural(parentField);
    ParameterizedTypeName listOfOrders = ParameterizedTypeName.get(ClassName.get(List.class), order.recordName());
    type.addMethod(MethodSpec.methodBuilder("of").addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(ParameterizedTypeName.get(ClassName.get(List.class), name))
        .addParameter(listOfOrders, orders)
        .addParameter(Names.RECORDS_BY_TYPE, "records")
        .addJavadoc("Each of {@code $L} with what {@code records} holds stored under it (each record below a $L "
                + "repeats its key: {@code $L}), in the order given; what is stored under none of them is left out.\n",
            orders, order.simpleName(), String.join("}, {@code ", ComponentModel.names(order.keyParts())))
        .addStatement("return nest($L, $T.INSTANCE::primaryKey, records, $T.of(\n$L), $T::new)", orders,
            order.codecName(), List.class, CodeBlock.join(childOf, ",\n"), name)
        .build());
    return type;
  }

  private static final ClassName CHILD_OF = Names.PARENT_WITH_CHILDREN.nestedClass("ChildOf");
}
