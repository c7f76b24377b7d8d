package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed result of loading a parent with its children in one Query, nested in the parent's repository:
 * {@code WorkspaceRepository.WithProjects(workspace, projects)}: typed accessors over the runtime's
 * {@code ParentWithChildren}, which holds the parent and the lists by record class and owns
 * {@code equals}, {@code hashCode} and {@code toString}. (JavaPoet 1.13 cannot emit records.)
 */
final class CollectionWriter {

  TypeSpec.Builder write(EntityModel parent, Naming.Load load) {
    return write(load.result(), parent, load.contents(), load.all()
        ? CodeBlock.of("A {@link $T} and everything in its item collection, read in one Query. A type added to the "
            + "collection later adds an accessor here; the constructor is not public, as it gains a parameter then.\n",
            parent.recordName())
        : CodeBlock.of("A {@link $T} and its $L, read from its item collection in one Query.\n", parent.recordName(),
            Naming.listName(load.members().get(0))), !load.all());
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
    for (EntityModel child : children) {
      String list = Naming.listName(child);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), child.recordName());
      constructor.addParameter(listType, list);
      lists.add(CodeBlock.of("$L($T.class, $L)", lists.isEmpty() ? CodeBlock.of("$T.of", Names.RECORDS_BY_TYPE)
          : CodeBlock.of("\n.and"), child.recordName(), list));
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The $L, in ascending sort-key order.\n", list)
          .returns(listType).addStatement("return records($T.class)", child.recordName()).build());
    }
    constructor.addStatement("super($L, $L)", parentField, CodeBlock.join(lists, ""));
    if (publicConstructor) {
      constructor.addModifiers(Modifier.PUBLIC);
    }
    type.addMethod(constructor.build());
    return type;
  }
}
