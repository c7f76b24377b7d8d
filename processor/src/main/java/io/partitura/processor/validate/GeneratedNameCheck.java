package io.partitura.processor.validate;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;

/**
 * Names the user chooses, or that follow from record names, must not collide in generated code:
 * two entities of a table with one accessor, an index query or edge verb that another generated
 * method already has, or one that is no Java method name. Each would be a javac error inside
 * generated code; here it is a diagnostic on the annotation at fault.
 */
final class GeneratedNameCheck {
  private final Reporter reporter;

  GeneratedNameCheck(Reporter reporter) {
    this.reporter = reporter;
  }

  void check(TableModel table, List<EntityInfo> entities) {
    Map<String, EntityInfo> byAccessor = new HashMap<>();
    Set<String> accessorsReported = new HashSet<>();
    for (EntityInfo entity : entities) {
      String accessor = Naming.accessor(entity.model());
      EntityInfo other = byAccessor.putIfAbsent(accessor, entity);
      if (other != null) {
        reportAccessorClash(table, entity, other, accessor);
        if (accessorsReported.add(accessor)) {
          reportAccessorClash(table, other, entity, accessor);
        }
      }
    }
    for (EntityInfo entity : entities) {
      if (!referencesResolve(table, entity.model())) {
        continue;
      }
      Set<String> taken = Naming.repositoryMethods(table, entity.model());
      checkQueries(entity, taken);
      checkVerb(entity, taken);
    }    checkUnnamedPackage(table, entities);
  }

  /**
   * A record or type of the unnamed package named like a type nested in the generated classes ({@code Update},
   * {@code Codec}, {@code BatchGet}…): inside them the name means the nested type, and such a class has no qualified
   * name to fall back on (in a package, the generated code names it by its qualified name instead).
   */
  private void checkUnnamedPackage(TableModel table, List<EntityInfo> entities) {
    boolean unnamed = entities.stream().map(EntityInfo::model).anyMatch(model -> model.recordName().packageName()
        .isEmpty() || model.components().stream().anyMatch(c -> !unnamedTypes(c.javaType()).isEmpty()));
    if (!unnamed || !entities.stream().allMatch(entity -> referencesResolve(table, entity.model()))) {
      return;
    }
    Map<String, com.palantir.javapoet.ClassName> nested = Naming.nestedTypes(table);
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      String record = model.recordName().simpleNames().get(0);
      if (model.recordName().packageName().isEmpty() && nested.containsKey(record)) {
        reportHidden(table, model.element(), model.recordName().canonicalName(), nested.get(record), record);
      }
      for (io.partitura.processor.model.ComponentModel component : model.components()) {
        for (com.palantir.javapoet.ClassName type : unnamedTypes(component.javaType())) {
          String outer = type.simpleNames().get(0);
          if (nested.containsKey(outer)) {
            reportHidden(table, component.element(), type.canonicalName() + " (the type of " + model.simpleName() + "."
                + component.name() + ")", nested.get(outer), outer);
          }
        }
      }
    }
  }

  private void reportHidden(TableModel table, javax.lang.model.element.Element element, String what,
      com.palantir.javapoet.ClassName nested, String type) {
    reporter.report(Message.UNNAMED_PACKAGE_TYPE_HIDDEN, element, what, String.join(".", nested.simpleNames()),
        table.tableName(), type);
  }

  /** The classes of the unnamed package that {@code type} names, type arguments included. */
  private static List<com.palantir.javapoet.ClassName> unnamedTypes(com.palantir.javapoet.TypeName type) {
    List<com.palantir.javapoet.ClassName> found = new java.util.ArrayList<>();
    if (type instanceof com.palantir.javapoet.ClassName name && name.packageName().isEmpty()) {
      found.add(name);
    } else if (type instanceof com.palantir.javapoet.ParameterizedTypeName parameterized) {
      found.addAll(unnamedTypes(parameterized.rawType()));
      parameterized.typeArguments().forEach(argument -> found.addAll(unnamedTypes(argument)));
    } else if (type instanceof com.palantir.javapoet.ArrayTypeName array) {
      found.addAll(unnamedTypes(array.componentType()));
    }
    return found;
  }

  private void reportAccessorClash(TableModel table, EntityInfo entity, EntityInfo other, String accessor) {
    reporter.report(Message.ENTITY_ACCESSOR_CLASH, entity.model().element(), entity.mirror(),
        entity.model().recordName().canonicalName(), other.model().recordName().canonicalName(), table.tableName(),
        table.tableClassName().simpleName(), accessor);
  }

  private void checkQueries(EntityInfo entity, Set<String> taken) {
    EntityModel model = entity.model();
    Set<String> queries = new HashSet<>();
    // Index query q adds qIndexPartitionKey and qIndexSortKey to the codec, which a query qIndex would add too.
    Set<String> keysPrefixes = new HashSet<>();
    model.globalIndexes().forEach(index -> keysPrefixes.add(Naming.indexKeyValuesPrefix(index.queryName())));
    for (int i = 0; i < model.globalIndexes().size(); i++) {
      EntityIndexModel index = model.globalIndexes().get(i);
      AnnotationMirror mirror = entity.indexMirrors().get(i);
      String annotation = (index.index().local() ? "@LocalIndex" : "@GlobalIndex") + "(name = \"" + index.index().name()
          + "\")";
      String query = index.queryName();
      if (!isMethodName(query)) {
        String component = (index.index().local() ? index.sortComponents() : index.partitionComponents()).get(0).name();
        reporter.report(Message.INDEX_QUERY_NAME_INVALID, model.element(), mirror,
            AnnotationValues.explicitValue(mirror, "query"), query, annotation, model.simpleName(),
            "by" + Character.toUpperCase(component.charAt(0)) + component.substring(1));
      } else if (taken.contains(query) || query.equals(verb(model)) || Naming.KEYS_METHOD_PREFIXES.contains(query)
          || keysPrefixes.contains(query)) {
        reporter.report(Message.INDEX_QUERY_CLASH, model.element(), mirror, AnnotationValues.explicitValue(mirror, "query"),
            annotation, model.simpleName(), query, model.repositoryName().simpleName() + " already has");
      } else if (!queries.add(query)) {
        reporter.report(Message.INDEX_QUERY_CLASH, model.element(), mirror, AnnotationValues.explicitValue(mirror, "query"),
            annotation, model.simpleName(), query, "another index of " + model.simpleName() + " also generates");
      }
    }
  }

  /** An edge's verb: a method name, and none the repository has for another purpose. */
  private void checkVerb(EntityInfo entity, Set<String> taken) {
    EntityModel model = entity.model();
    String verb = verb(model);
    if (verb.isEmpty()) {
      return;
    }
    String problem = !isMethodName(verb) ? "is not a Java method name"
        : taken.contains(verb) ? "names a method " + model.repositoryName().simpleName() + " already has" : null;
    if (problem != null) {
      reporter.report(Message.EDGE_VERB_INVALID, model.element(), entity.mirror(),
          AnnotationValues.explicitValue(entity.mirror(), "verb"), verb, model.simpleName(), problem);
    }
  }

  private static String verb(EntityModel model) {
    return model.isEdge() ? model.edge().verb() : "";
  }

  /** A child's parent and an edge's sides are in the table (they are unless they failed to parse). */
  private static boolean referencesResolve(TableModel table, EntityModel model) {
    List<com.palantir.javapoet.ClassName> needed = switch (model.kind()) {
      case CHILD -> List.of(model.parentName());
      case EDGE -> List.of(model.edge().fromName(), model.edge().toName());
      case PARENT -> List.of();
    };
    return needed.stream().allMatch(name -> table.entities().stream().anyMatch(e -> e.recordName().equals(name)));
  }

  private static boolean isMethodName(String name) {
    return SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name);
  }
}
