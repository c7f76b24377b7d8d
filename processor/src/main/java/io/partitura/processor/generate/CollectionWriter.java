package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
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
        .addJavadoc(javadoc);
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
        .addParameter(parent.recordName(), parentField)
        .addStatement("this.$L = $T.requireNonNull($L, $S)", parentField, Objects.class, parentField, parentField);
    type.addField(FieldSpec.builder(parent.recordName(), parentField, Modifier.PRIVATE, Modifier.FINAL).build());
    type.addMethod(MethodSpec.methodBuilder(parentField).addModifiers(Modifier.PUBLIC)
        .returns(parent.recordName()).addStatement("return $L", parentField).build());
    List<String> fields = new ArrayList<>(List.of(parentField));
    for (EntityModel child : children) {
      String list = Naming.listName(child);
      TypeName listType = ParameterizedTypeName.get(ClassName.get(List.class), child.recordName());
      fields.add(list);
      type.addField(FieldSpec.builder(listType, list, Modifier.PRIVATE, Modifier.FINAL).build());
      constructor.addParameter(listType, list)
          .addStatement("this.$L = $T.copyOf($L)", list, List.class, list);
      type.addMethod(MethodSpec.methodBuilder(list).addModifiers(Modifier.PUBLIC)
          .addJavadoc("The $L, in ascending sort-key order.\n", list)
          .returns(listType).addStatement("return $L", list).build());
    }
    if (publicConstructor) {
      constructor.addModifiers(Modifier.PUBLIC);
    }
    type.addMethod(constructor.build());

    ValueMethods.addTo(type, name, fields);
    return type;
  }
}
