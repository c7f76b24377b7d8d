package io.partitura.processor.validate;

import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.parse.Annotations;
import io.partitura.processor.parse.SchemaParser.EntityInfo;
import io.partitura.processor.parse.SchemaParser.TableInfo;
import com.squareup.javapoet.ClassName;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;

/**
 * Whole-table checks: names DynamoDB would refuse, prefixes and entity types that would mix items,
 * attributes that would overwrite keys or each other. Every problem is reported; a table with any
 * problem yields no model, so nothing is generated from it.
 */
public final class SchemaValidator {
  private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]{3,255}");

  private Reporter reporter;
  private final Map<String, String> tablesByName = new HashMap<>();

  /** Reports go to {@code reporter} (one per round). */
  public void useReporter(Reporter reporter) {
    this.reporter = reporter;
  }

  /** The validated table, or null when it has errors (all of them reported). */
  public TableModel validate(TableInfo table, List<EntityInfo> entities) {
    int errorsBefore = reporter.errorCount();
    AnnotationMirror mirror = table.mirror();

    String declaredBy = table.element().getQualifiedName().toString();
    String sameName = tablesByName.putIfAbsent(table.tableName(), declaredBy);
    if (sameName != null && !sameName.equals(declaredBy)) {
      reporter.report(Message.TABLE_NAME_DUPLICATE, table.element(), mirror, Annotations.explicitValue(mirror, "name"),
          table.tableName(), sameName);
    }
    if (!TABLE_NAME.matcher(table.tableName()).matches()) {
      reporter.report(Message.TABLE_NAME_INVALID, table.element(), mirror, Annotations.explicitValue(mirror, "name"), table.tableName());
    }
    checkAttributeName(table, "partitionKey", table.partitionKey(), "partition key attribute");
    checkAttributeName(table, "sortKey", table.sortKey(), "sort key attribute");
    checkAttributeName(table, "typeAttribute", table.typeAttribute(), "entity type attribute");
    if (table.partitionKey().equals(table.sortKey())) {
      reporter.report(Message.KEY_ATTRIBUTES_SAME, table.element(), mirror, Annotations.explicitValue(mirror, "sortKey"),
          table.tableName(), table.sortKey());
    }

    Map<String, EntityInfo> prefixes = new HashMap<>();
    Map<String, EntityInfo> entityTypes = new HashMap<>();
    Map<ClassName, EntityInfo> byName = new HashMap<>();
    for (EntityInfo entity : entities) {
      byName.put(entity.model().recordName(), entity);
    }
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      String prefix = model.prefix();
      if (!isValidPrefix(prefix)) {
        reporter.report(Message.PREFIX_INVALID, model.element(), entity.mirror(), Annotations.explicitValue(entity.mirror(), "prefix"),
            prefix, model.simpleName());
      } else {
        EntityInfo other = prefixes.putIfAbsent(prefix, entity);
        if (other != null) {
          reporter.report(Message.PREFIX_DUPLICATE, model.element(), entity.mirror(), Annotations.explicitValue(entity.mirror(), "prefix"),
              prefix, model.simpleName(), other.model().simpleName(), table.tableName());
        }
      }
      if (model.kind() == EntityModel.Kind.PARENT && !isValidPrefix(model.parentSortKey())) {
        reporter.report(Message.PREFIX_INVALID, model.element(), entity.mirror(), Annotations.explicitValue(entity.mirror(), "sortKey"),
            model.parentSortKey(), model.simpleName());
      }
      if (model.kind() == EntityModel.Kind.CHILD) {
        EntityInfo parent = byName.get(model.parentName());
        String parentSortKey = parent == null ? null : parent.model().parentSortKey();
        if (parentSortKey != null && (parentSortKey.equals(prefix) || parentSortKey.startsWith(prefix + "#"))) {
          reporter.report(Message.PREFIX_EQUALS_PARENT_SORT_KEY, model.element(), entity.mirror(),
              Annotations.explicitValue(entity.mirror(), "prefix"), prefix, model.simpleName(), parentSortKey, parent.model().simpleName());
        }
      }
      EntityInfo sameType = entityTypes.putIfAbsent(model.entityType(), entity);
      if (sameType != null) {
        reporter.report(Message.ENTITY_TYPE_DUPLICATE, model.element(), entity.mirror(),
            model.entityType(), model.simpleName(), sameType.model().simpleName(), table.tableName());
      }
      checkAttributes(table, model);
    }

    checkIndexes(table, entities, byName);
    checkIndexKeysWrittenOnce(entities);

    if (reporter.errorCount() > errorsBefore) {
      return null;
    }
    List<EntityModel> models = new ArrayList<>();
    for (EntityInfo entity : entities) {
      models.add(entity.model());
    }
    return new TableModel(table.element(), ClassName.get(table.element()), table.tableName(),
        table.partitionKey(), table.sortKey(), table.typeAttribute(), table.billingMode(),
        table.readCapacityUnits(), table.writeCapacityUnits(), models, indexes(models));
  }

  /** Edges sharing an index must agree on it; index names, keys and INCLUDE lists must make sense. */
  private void checkIndexes(TableInfo table, List<EntityInfo> entities, Map<ClassName, EntityInfo> byName) {
    Map<String, EntityInfo> declaredBy = new LinkedHashMap<>();
    Map<String, IndexModel> declared = new LinkedHashMap<>();
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      java.util.Set<String> queries = new java.util.HashSet<>();
      for (io.partitura.processor.model.EntityIndexModel own : model.globalIndexes()) {
        IndexModel index = own.index();
        if (!TABLE_NAME.matcher(index.name()).matches()) {
          reporter.report(Message.INDEX_NAME_INVALID, model.element(), entity.mirror(), index.name(), model.simpleName());
        }
        if (!queries.add(own.queryName()) || java.util.List.of("get", "put", "create", "delete", "update").contains(own.queryName())) {
          reporter.report(Message.INDEX_QUERY_CLASH, model.element(), model.simpleName(), own.queryName(), model.simpleName());
        }
        EntityInfo first = declaredBy.putIfAbsent(index.name(), entity);
        IndexModel other = declared.putIfAbsent(index.name(), index);
        if (other != null && !other.equals(index)) {
          reporter.report(Message.INDEX_CONFLICT, model.element(), entity.mirror(),
              index.name(), first.model().simpleName(), describe(other), model.simpleName(), describe(index));
        }
      }
      if (!model.isEdge()) {
        continue;
      }
      IndexModel index = model.edge().index();
      if (!TABLE_NAME.matcher(index.name()).matches()) {
        reporter.report(Message.INDEX_NAME_INVALID, model.element(), entity.mirror(), Annotations.explicitValue(entity.mirror(), "index"),
            index.name(), model.simpleName());
      }
      for (String key : List.of(index.partitionKey(), index.sortKey())) {
        String role = key.equals(table.partitionKey()) ? "partition key" : key.equals(table.sortKey()) ? "sort key"
            : key.equals(table.typeAttribute()) ? "entity type attribute" : null;
        if (role != null) {
          reporter.report(Message.INDEX_KEY_IS_TABLE_KEY, model.element(), entity.mirror(), index.name(),
              model.simpleName(), key, role, index.name(), index.name());
        }
      }
      EntityInfo first = declaredBy.putIfAbsent(index.name(), entity);
      IndexModel other = declared.putIfAbsent(index.name(), index);
      if (first != null && other != null) {
        if (!other.equals(index)) {
          reporter.report(Message.INDEX_CONFLICT, model.element(), entity.mirror(), Annotations.explicitValue(entity.mirror(), "index"),
              index.name(), first.model().simpleName(), describe(other), model.simpleName(), describe(index));
        }
      }
      if ("INCLUDE".equals(index.projection())) {
        EntityInfo to = byName.get(model.edge().toName());
        java.util.Set<String> known = new java.util.LinkedHashSet<>();
        model.components().forEach(c -> known.add(c.attributeName()));
        if (to != null) {
          to.model().components().forEach(c -> known.add(c.attributeName()));
        }
        for (String included : index.include()) {
          if (!known.contains(included)) {
            reporter.report(Message.INDEX_INCLUDE_UNKNOWN, model.element(), entity.mirror(),
                Annotations.explicitValue(entity.mirror(), "include"), index.name(), model.simpleName(), included, model.simpleName(),
                to == null ? "its target" : to.model().simpleName(), known);
          }
        }
      }
    }
    long globals = declared.values().stream().filter(index -> !index.local()).count();
    long locals = declared.values().stream().filter(IndexModel::local).count();
    if (globals > 20) {
      reporter.report(Message.INDEX_TOO_MANY, table.element(), table.mirror(), table.tableName(), globals);
    }
    if (locals > 5) {
      reporter.report(Message.LOCAL_INDEX_TOO_MANY, table.element(), table.mirror(), table.tableName(), locals);
    }
    // No component may overwrite an index key attribute.
    for (EntityInfo entity : entities) {
      for (ComponentModel component : entity.model().components()) {
        for (IndexModel index : declared.values()) {
          if (component.attributeName().equals(index.sortKey())
              || (!index.local() && component.attributeName().equals(index.partitionKey()))) {
            reporter.report(Message.ATTRIBUTE_COLLIDES, component.element(),
                entity.model().simpleName() + "." + component.name(), component.attributeName(),
                "key attribute of index " + index.name());
          }
        }
      }
    }
  }

  /** Every index key attribute an entity writes must come from one source, or one overwrites the other. */
  private void checkIndexKeysWrittenOnce(List<EntityInfo> entities) {
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      Map<String, String> writers = new LinkedHashMap<>();
      List<String[]> sources = new ArrayList<>();
      if (model.isEdge()) {
        IndexModel index = model.edge().index();
        sources.add(new String[] {index.partitionKey(), "as an edge in index " + index.name()});
        sources.add(new String[] {index.sortKey(), "as an edge in index " + index.name()});
      }
      java.util.Set<String> targetOf = new java.util.LinkedHashSet<>();
      for (EntityInfo other : entities) {
        if (other.model().isEdge() && other.model().edge().toName().equals(model.recordName())) {
          IndexModel index = other.model().edge().index();
          if (targetOf.add(index.name())) {
            String why = "as the target of " + other.model().simpleName() + " in index " + index.name();
            sources.add(new String[] {index.partitionKey(), why});
            sources.add(new String[] {index.sortKey(), why});
          }
        }
      }
      for (io.partitura.processor.model.EntityIndexModel own : model.globalIndexes()) {
        String why = "for its " + (own.index().local() ? "@LocalIndex" : "@GlobalIndex") + "(name = \"" + own.index().name()
            + "\") queried by " + own.queryName() + "()";
        if (!own.index().local()) {
          sources.add(new String[] {own.index().partitionKey(), why});
        }
        sources.add(new String[] {own.index().sortKey(), why});
      }
      java.util.Set<String> reported = new java.util.HashSet<>();
      for (String[] source : sources) {
        String first = writers.putIfAbsent(source[0], source[1]);
        if (first != null && !first.equals(source[1]) && reported.add(first + "\u0000" + source[1])) {
          reporter.report(Message.INDEX_KEY_WRITTEN_TWICE, model.element(), entity.mirror(), model.simpleName(),
              source[0], first, source[1]);
        }
      }
    }
  }

  private static String describe(IndexModel index) {
    return "keys " + index.partitionKey() + "/" + index.sortKey() + ", projection " + index.projection()
        + ("INCLUDE".equals(index.projection()) ? " " + index.include() : "");
  }

  /** The table's indexes, in declaration order, one per name. */
  static List<IndexModel> indexes(List<EntityModel> models) {
    Map<String, IndexModel> indexes = new LinkedHashMap<>();
    for (EntityModel model : models) {
      model.globalIndexes().forEach(own -> indexes.putIfAbsent(own.index().name(), own.index()));
      if (model.isEdge()) {
        indexes.putIfAbsent(model.edge().index().name(), model.edge().index());
      }
    }
    return new ArrayList<>(indexes.values());
  }

  private void checkAttributes(TableInfo table, EntityModel model) {
    Map<String, ComponentModel> seen = new HashMap<>();
    for (ComponentModel component : model.components()) {
      String attribute = component.attributeName();
      String reserved = null;
      if (attribute.equals(table.partitionKey())) {
        reserved = "table's partition key attribute";
      } else if (attribute.equals(table.sortKey())) {
        reserved = "table's sort key attribute";
      } else if (attribute.equals(table.typeAttribute())) {
        reserved = "table's entity type attribute";
      }
      if (reserved != null) {
        reporter.report(Message.ATTRIBUTE_COLLIDES, component.element(),
            model.simpleName() + "." + component.name(), attribute, reserved);
        continue;
      }
      ComponentModel other = seen.putIfAbsent(attribute, component);
      if (other != null) {
        reporter.report(Message.ATTRIBUTE_DUPLICATE, component.element(),
            model.simpleName() + "." + component.name(), attribute, model.simpleName() + "." + other.name());
      }
    }
  }

  private void checkAttributeName(TableInfo table, String member, String name, String role) {
    int bytes = name.getBytes(StandardCharsets.UTF_8).length;
    if (bytes < 1 || bytes > 255) {
      reporter.report(Message.ATTRIBUTE_NAME_INVALID, table.element(), table.mirror(), Annotations.explicitValue(table.mirror(), member),
          name, role);
    }
  }

  /** Prefixes and constant sort keys: non-empty, and free of the key codec's structural characters. */
  static boolean isValidPrefix(String prefix) {
    if (prefix == null || prefix.isEmpty()) {
      return false;
    }
    for (int i = 0; i < prefix.length(); i++) {
      char c = prefix.charAt(i);
      if (c <= '$') {
        return false;
      }
    }
    return true;
  }
}
