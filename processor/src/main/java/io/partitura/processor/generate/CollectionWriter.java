package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.lang.model.element.Modifier;

/**
 * Writes the typed result of loading a parent with its children in one Query:
 * {@code WorkspaceWithProjects(workspace, projects)}. (JavaPoet 1.13 cannot emit records, so this
 * is a final value class with the accessors a record would have.)
 */
final class CollectionWriter {

  /** The result's class name: {@code <Parent>With<Children>}, or {@code <Parent>WithChildren}. */
  static ClassName resultName(EntityModel parent, List<EntityModel> children) {
    return parent.generated(children.size() == 1 ? "With" + Plurals.plural(children.get(0).simpleName()) : "WithChildren");
  }

  static String listName(EntityModel child) {
    return Plurals.plural(CodecWriter.decapitalize(child.simpleName()));
  }

  /**
   * The result named after the parent's {@code children}, holding one list per entity of {@code
   * contents} (the children and, nested two levels deep, their own children).
   */
  TypeSpec.Builder write(EntityModel parent, List<EntityModel> children, List<EntityModel> contents) {
    return write(resultName(parent, children), parent, contents,
        CodeBlock.of("A {@link $T} and its children, read from its item collection in one Query.\n", parent.recordName()));
  }

  TypeSpec.Builder write(ClassName name, EntityModel parent, List<EntityModel> children, CodeBlock javadoc) {
    String parentField = CodecWriter.variableName(parent.recordName());
    TypeSpec.Builder type = TypeSpec.classBuilder(name)
        .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
        .addJavadoc(javadoc);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC)
        .addParameter(parent.recordName(), parentField)
        .addStatement("this.$L = $T.requireNonNull($L, $S)", parentField, Objects.class, parentField, parentField);
    type.addField(FieldSpec.builder(parent.recordName(), parentField, Modifier.PRIVATE, Modifier.FINAL).build());
    type.addMethod(MethodSpec.methodBuilder(parentField).addModifiers(Modifier.PUBLIC)
        .returns(parent.recordName()).addStatement("return $L", parentField).build());
    List<String> fields = new ArrayList<>(List.of(parentField));
    for (EntityModel child : children) {
      String list = listName(child);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), child.recordName());
      fields.add(list);
      type.addField(FieldSpec.builder(listType, list, Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addParameter(listType, list)
          .addStatement("this.$L = $T.copyOf($L)", list, List.class, list);
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The $L, in ascending sort-key order.\n", list)
          .returns(listType).addStatement("return $L", list).build());
    }
    type.addMethod(constructor.build());

    ValueMethods.addTo(type, name, fields);
    return type;
  }
}
