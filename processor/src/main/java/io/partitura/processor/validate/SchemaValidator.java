package io.partitura.processor.validate;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.format.KeyFormat;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableInfo;
import io.partitura.processor.model.TableModel;
import com.palantir.javapoet.ClassName;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

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
      reporter.report(Message.TABLE_NAME_DUPLICATE, table.element(), mirror, AnnotationValues.explicitValue(mirror, "name"),
          table.tableName(), sameName);
    }
    if (!TABLE_NAME.matcher(table.tableName()).matches()) {
      reporter.report(Message.TABLE_NAME_INVALID, table.element(), mirror, AnnotationValues.explicitValue(mirror, "name"), table.tableName());
    }
    checkAttributeName(table, "partitionKey", table.partitionKey(), "partition key attribute");
    checkAttributeName(table, "sortKey", table.sortKey(), "sort key attribute");
    checkAttributeName(table, "typeAttribute", table.typeAttribute(), "entity type attribute");
    if (table.partitionKey().equals(table.sortKey())) {
      reporter.report(Message.KEY_ATTRIBUTES_SAME, table.element(), mirror, AnnotationValues.explicitValue(mirror, "sortKey"),
          table.tableName(), table.sortKey());
    }
    for (String[] key : new String[][] {{table.partitionKey(), "partition key attribute"},
        {table.sortKey(), "sort key attribute"}}) {
      if (table.typeAttribute().equals(key[0])) {
        reporter.report(Message.TYPE_ATTRIBUTE_IS_KEY, table.element(), mirror,
            AnnotationValues.explicitValue(mirror, "typeAttribute"), table.tableName(), key[0], key[1]);
      }
    }
    checkCapacity(table, "readCapacityUnits", table.readCapacityUnits());
    checkCapacity(table, "writeCapacityUnits", table.writeCapacityUnits());

    if (!declaresReservedIndexName(entities)) {
      // Else the processor's index would only add a conflict with the one reported.
      entities = withNestedParentsIndex(entities);
    }
    Map<String, EntityInfo> prefixes = new HashMap<>();
    java.util.Set<String> prefixesReported = new java.util.HashSet<>();
    Map<String, EntityInfo> entityTypes = new HashMap<>();
    Map<ClassName, EntityInfo> byName = new HashMap<>();
    for (EntityInfo entity : entities) {
      byName.put(entity.model().recordName(), entity);
    }
    boolean tableHasUnique = entities.stream().anyMatch(e -> e.model().hasUnique());
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      String prefix = model.prefix();
      if (!isValidPrefix(prefix)) {
        reporter.report(Message.PREFIX_INVALID, model.element(), entity.mirror(), AnnotationValues.explicitValue(entity.mirror(), "prefix"),
            prefix, model.simpleName());
      } else {
        EntityInfo other = prefixes.putIfAbsent(prefix, entity);
        if (other != null) {
          // Either entity may be the one to change: report on both, each naming the other.
          reportDuplicatePrefix(table, entity, other);
          if (prefixesReported.add(prefix)) {
            reportDuplicatePrefix(table, other, entity);
          }
        }
      }
      // A prefix holds no separator (PREFIX-001), so only the uniqueness prefix itself could meet a uniqueness item's key.
      if (model.kind() == EntityModel.Kind.PARENT && tableHasUnique && prefix.equals(KeyFormat.UNIQUE_PREFIX)) {
        reporter.report(Message.UNIQUE_PREFIX_RESERVED, model.element(), entity.mirror(),
            AnnotationValues.explicitValue(entity.mirror(), "prefix"), prefix, model.simpleName(), KeyFormat.UNIQUE_PREFIX);
      }
      if (model.kind() == EntityModel.Kind.PARENT && !isValidPrefix(model.parentSortKey())) {
        reporter.report(Message.PREFIX_INVALID, model.element(), entity.mirror(), AnnotationValues.explicitValue(entity.mirror(), "sortKey"),
            model.parentSortKey(), model.simpleName());
      }
      if (model.kind() == EntityModel.Kind.CHILD) {
        EntityInfo parent = byName.get(model.parentName());
        String parentSortKey = parent == null ? null : parent.model().parentSortKey();
        if (parentSortKey != null && KeyFormat.isUnderPrefix(parentSortKey, prefix)) {
          reporter.report(Message.PREFIX_EQUALS_PARENT_SORT_KEY, model.element(), entity.mirror(),
              AnnotationValues.explicitValue(entity.mirror(), "prefix"), prefix, model.simpleName(), parentSortKey, parent.model().simpleName());
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
    checkAttributesWrittenOnce(table, entities);
    String expiryAttribute = expiryAttribute(table, entities);

    List<EntityModel> models = new ArrayList<>();
    for (EntityInfo entity : entities) {
      models.add(entity.model());
    }
    TableModel model = new TableModel(table.element(), ClassName.get(table.element()), table.tableName(),
        table.partitionKey(), table.sortKey(), table.typeAttribute(), table.billingMode(),
        table.readCapacityUnits(), table.writeCapacityUnits(), models, indexes(models), expiryAttribute,
        "NONE".equals(table.streamView()) ? null : table.streamView());
    new GeneratedNameCheck(reporter).check(model, entities);
    return reporter.errorCount() > errorsBefore ? null : model;
  }

  /**
   * Index {@link IndexModel#NESTED_PARENTS} is the processor's, wherever a child has children of its own:
   * a declared index of that name would be mistaken for it (or clash with it once a grandchild is added).
   * Reports each such declaration; true when there was one.
   */
  private boolean declaresReservedIndexName(List<EntityInfo> entities) {
    String reserved = IndexModel.NESTED_PARENTS.name();
    boolean declared = false;
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      for (int i = 0; i < model.globalIndexes().size(); i++) {
        if (model.globalIndexes().get(i).index().name().equals(reserved)) {
          AnnotationMirror declaration = entity.indexMirrors().get(i);
          reporter.report(Message.INDEX_NAME_RESERVED, model.element(), declaration,
              AnnotationValues.explicitValue(declaration, "name"), reserved, model.simpleName(), reserved,
              model.simpleName());
          declared = true;
        }
      }
      if (model.isEdge() && model.edge().index().name().equals(reserved)) {
        reporter.report(Message.INDEX_NAME_RESERVED, model.element(), entity.mirror(),
            AnnotationValues.explicitValue(entity.mirror(), "index"), reserved, model.simpleName(), reserved,
            model.simpleName());
        declared = true;
      }
    }
    return declared;
  }

  /**
   * The entities, each child that has children of its own given index {@link IndexModel#NESTED_PARENTS}:
   * its items sort among their children's in the table, so only a sparse index lists them alone, a page
   * of exactly the size asked for. The index is queried by the child's usual listing name ({@code
   * inCustomer}) and keyed by its {@code @Parent}'s key (one component; the parser refuses others).
   */
  private static List<EntityInfo> withNestedParentsIndex(List<EntityInfo> entities) {
    java.util.Set<ClassName> nestedParents = new java.util.HashSet<>();
    for (EntityInfo entity : entities) {
      if (entity.model().kind() == EntityModel.Kind.CHILD) {
        nestedParents.add(entity.model().parentName());
      }
    }
    Map<ClassName, EntityModel> byName = new HashMap<>();
    entities.forEach(e -> byName.put(e.model().recordName(), e.model()));
    List<EntityInfo> result = new ArrayList<>();
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      EntityModel parent = model.kind() == EntityModel.Kind.CHILD ? byName.get(model.parentName()) : null;
      if (parent == null || !nestedParents.contains(model.recordName()) || model.partitionKeyParts().size() != 1) {
        result.add(entity);
        continue;
      }
      List<io.partitura.processor.model.EntityIndexModel> indexes = new ArrayList<>(model.globalIndexes());
      indexes.add(new io.partitura.processor.model.EntityIndexModel(IndexModel.NESTED_PARENTS,
          List.of(model.partitionKeyParts().get(0)), List.of(), 1, Naming.childListing(parent)));
      List<AnnotationMirror> mirrors = new ArrayList<>(entity.indexMirrors());
      mirrors.add(entity.mirror());
      result.add(new EntityInfo(model.withIndexes(indexes), entity.mirror(), entity.table(), mirrors));
    }
    return result;
  }

  /**
   * The table's one Time to Live attribute: the attribute every {@code @ExpiresAt} component is stored
   * under, or null when no entity has one. Reports entities that disagree on it, and components of any
   * entity stored under it without being an expiry (DynamoDB would delete their items by that number).
   */
  private String expiryAttribute(TableInfo table, List<EntityInfo> entities) {
    EntityModel owner = null;
    ComponentModel first = null;
    for (EntityInfo entity : entities) {
      for (ComponentModel component : entity.model().components()) {
        if (!AttributeType.isExpiry(component.attributeType())) {
          continue;
        }
        if (first == null) {
          owner = entity.model();
          first = component;
        } else if (!first.attributeName().equals(component.attributeName())) {
          reporter.report(Message.EXPIRY_ATTRIBUTE_MISMATCH, component.element(), entity.model().simpleName(),
              component.name(), component.attributeName(), owner.simpleName(), table.tableName(),
              first.attributeName(), first.attributeName());
        }
      }
    }
    if (first == null) {
      return null;
    }
    for (EntityInfo entity : entities) {
      for (ComponentModel component : entity.model().components()) {
        if (component.attributeName().equals(first.attributeName())
            && !AttributeType.isExpiry(component.attributeType())) {
          reporter.report(Message.EXPIRY_ATTRIBUTE_REUSED, component.element(), component.name(),
              entity.model().simpleName(), component.attributeName(), table.tableName(), owner.simpleName(),
              entity.model().simpleName());
        }
      }
    }
    return first.attributeName();
  }

  private void reportDuplicatePrefix(TableInfo table, EntityInfo entity, EntityInfo other) {
    reporter.report(Message.PREFIX_DUPLICATE, entity.model().element(), entity.mirror(),
        AnnotationValues.explicitValue(entity.mirror(), "prefix"), entity.model().prefix(), entity.model().simpleName(),
        other.model().simpleName(), table.tableName());
  }

  private void checkCapacity(TableInfo table, String member, long units) {
    if (units < 1) {
      reporter.report(Message.CAPACITY_INVALID, table.element(), table.mirror(),
          AnnotationValues.explicitValue(table.mirror(), member), table.tableName(), member, units);
    }
  }

  /** The attributes of an edge's components that are not its keys: what its INCLUDE projection may name. */
  private static List<String> nonKeyAttributes(EntityModel edge) {
    List<String> keys = new ArrayList<>(ComponentModel.names(edge.edge().fromParts()));
    keys.addAll(ComponentModel.names(edge.edge().toParts()));
    return edge.components().stream().filter(c -> !keys.contains(c.name())).map(ComponentModel::attributeName).toList();
  }

  /**
   * An INCLUDE list names the edge's own non-key components (listings return them typed, on the edge's ref), or
   * those of another edge sharing the index; never a key attribute, which every listed ref has already.
   */
  private void checkInclude(TableInfo table, EntityInfo entity, IndexModel index,
      Map<String, java.util.Set<String>> sharedIncludes) {
    EntityModel model = entity.model();
    java.util.Map<String, String> keyAttributes = new LinkedHashMap<>();
    keyAttributes.put(table.partitionKey(), "the table's partition key");
    keyAttributes.put(table.sortKey(), "the table's sort key");
    keyAttributes.put(index.partitionKey(), "the index's partition key");
    keyAttributes.put(index.sortKey(), "the index's sort key");
    for (ComponentModel part : model.edge().fromParts()) {
      keyAttributes.putIfAbsent(part.attributeName(), "key component " + part.name() + " of the from side");
    }
    for (ComponentModel part : model.edge().toParts()) {
      keyAttributes.putIfAbsent(part.attributeName(), "key component " + part.name() + " of the to side");
    }
    List<String> own = nonKeyAttributes(model);
    java.util.Set<String> shared = sharedIncludes.getOrDefault(index.name(), java.util.Set.of());
    for (String included : index.include()) {
      if (shared.contains(included)) {
        continue; // a non-key component of this edge, or of another sharing the index (this edge's key, maybe)
      }
      if (keyAttributes.containsKey(included)) {
        reporter.report(Message.INDEX_INCLUDE_KEY, model.element(), entity.mirror(),
            AnnotationValues.explicitValue(entity.mirror(), "include"), index.name(), model.simpleName(), included,
            keyAttributes.get(included), model.simpleName(), included);
      } else {
        reporter.report(Message.INDEX_INCLUDE_UNKNOWN, model.element(), entity.mirror(),
            AnnotationValues.explicitValue(entity.mirror(), "include"), index.name(), model.simpleName(), included,
            model.simpleName(), own);
      }
    }
  }

  /** Edges sharing an index must agree on it; index names, keys and INCLUDE lists must make sense. */
  private void checkIndexes(TableInfo table, List<EntityInfo> entities, Map<ClassName, EntityInfo> byName) {
    Map<String, EntityInfo> declaredBy = new LinkedHashMap<>();
    Map<String, IndexModel> declared = new LinkedHashMap<>();
    // A user's @GlobalIndex and an edge's inverted index under its default name: one overloaded index, said aloud.
    record UserGlobal(EntityInfo entity, AnnotationMirror declaration, String name) {}
    List<UserGlobal> userGlobals = new ArrayList<>();
    Map<String, EntityInfo> edgeByDefaultIndex = new LinkedHashMap<>();
    // Edges sharing an INCLUDE index declare one list: a name another of them stores is not unknown here.
    Map<String, java.util.Set<String>> sharedIncludes = new LinkedHashMap<>();
    for (EntityInfo entity : entities) {
      if (entity.model().isEdge()) {
        sharedIncludes.computeIfAbsent(entity.model().edge().index().name(), name -> new java.util.LinkedHashSet<>())
            .addAll(nonKeyAttributes(entity.model()));
      }
    }
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      for (int i = 0; i < model.globalIndexes().size(); i++) {
        IndexModel index = model.globalIndexes().get(i).index();
        AnnotationMirror declaration = entity.indexMirrors().get(i);
        if (!index.local()) {
          userGlobals.add(new UserGlobal(entity, declaration, index.name()));
        }
        if (!TABLE_NAME.matcher(index.name()).matches()) {
          reporter.report(Message.INDEX_NAME_INVALID, model.element(), declaration,
              AnnotationValues.explicitValue(declaration, "name"), index.name(), model.simpleName());
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
      if (AnnotationValues.explicitValue(entity.mirror(), "index") == null) {
        edgeByDefaultIndex.putIfAbsent(index.name(), entity);
      }
      if (!TABLE_NAME.matcher(index.name()).matches()) {
        reporter.report(Message.INDEX_NAME_INVALID, model.element(), entity.mirror(), AnnotationValues.explicitValue(entity.mirror(), "index"),
            index.name(), model.simpleName());
      }
      EntityInfo first = declaredBy.putIfAbsent(index.name(), entity);
      IndexModel other = declared.putIfAbsent(index.name(), index);
      if (first != null && other != null) {
        if (!other.equals(index)) {
          reporter.report(Message.INDEX_CONFLICT, model.element(), entity.mirror(), AnnotationValues.explicitValue(entity.mirror(), "index"),
              index.name(), first.model().simpleName(), describe(other), model.simpleName(), describe(index));
        }
      }
      if ("INCLUDE".equals(index.projection())) {
        checkInclude(table, entity, index, sharedIncludes);
      }
    }
    for (UserGlobal user : userGlobals) {
      EntityModel model = user.entity().model();
      String name = user.name();
      EntityInfo edge = edgeByDefaultIndex.get(name);
      if (edge != null) {
        reporter.report(Message.INDEX_SHARED_WITH_EDGE, model.element(), user.declaration(),
            AnnotationValues.explicitValue(user.declaration(), "name"), name, model.simpleName(), name,
            edge.model().simpleName(), model.simpleName(), model.prefix(), edge.model().simpleName(),
            edge.model().prefix());
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
    // No component may take the name of another entity's index key attribute: its items would enter
    // (or break, by the type) that index. Indexes an entity writes itself are checked with its writers.
    for (EntityInfo entity : entities) {
      java.util.Set<String> written = new java.util.HashSet<>();
      writers(table, entity, entities).forEach(w -> written.add(w.index()));
      for (ComponentModel component : entity.model().components()) {
        for (IndexModel index : declared.values()) {
          if (written.contains(index.name())) {
            continue;
          }
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

  /** What writes an attribute into an entity's items. */
  private enum Role {
    /** The table's partition key, sort key or type attribute. */
    TABLE,
    /** A key of an edge's index, written into the item of the entity the edge points to. */
    EDGE_TARGET,
    COMPONENT,
    /** A key of an index declared on this record: an edge's own, a @GlobalIndex or @LocalIndex. */
    DECLARED_INDEX
  }

  /**
   * One attribute written by an entity, and where it comes from.
   *
   * @param description how it is written, for messages: "as component Ticket.status"
   * @param source what writes it (one table attribute, component or index declaration), so that two
   *     declarations colliding on both their keys are reported once
   * @param index the index whose key it is; null for table attributes and components
   * @param mirror the annotation declaring the index (DECLARED_INDEX only)
   * @param value the annotation value to point at: the attribute as written, or what its default derives from
   * @param element the record, or the component's field
   */
  private record Writer(String attribute, Role role, String description, String source, String index,
      AnnotationMirror mirror, AnnotationValue value, Element element) {}

  /**
   * Every attribute an entity's items carry, in this order: the table's keys and type attribute,
   * the keys of edge indexes pointing at it, its components, then the keys of indexes it declares.
   */
  private List<Writer> writers(TableInfo table, EntityInfo entity, List<EntityInfo> entities) {
    EntityModel model = entity.model();
    List<Writer> writers = new ArrayList<>();
    writers.add(new Writer(table.partitionKey(), Role.TABLE, "partition key", "PK", null, null, null, null));
    writers.add(new Writer(table.sortKey(), Role.TABLE, "sort key", "SK", null, null, null, null));
    writers.add(new Writer(table.typeAttribute(), Role.TABLE, "entity type attribute", "type", null, null, null, null));
    java.util.Set<String> targetOf = new java.util.LinkedHashSet<>();
    for (EntityInfo other : entities) {
      if (other.model().isEdge() && other.model().edge().toName().equals(model.recordName())) {
        IndexModel index = other.model().edge().index();
        // A templated index of the same name declared by the target writes its keys there instead.
        if (!model.declaresTemplatedIndex(index.name()) && targetOf.add(index.name())) {
          String why = " of index " + index.name() + ", as the target of " + other.model().simpleName();
          writers.add(new Writer(index.partitionKey(), Role.EDGE_TARGET, "as the partition key" + why, why, index.name(),
              null, null, null));
          writers.add(new Writer(index.sortKey(), Role.EDGE_TARGET, "as the sort key" + why, why, index.name(),
              null, null, null));
        }
      }
    }
    for (ComponentModel component : model.components()) {
      String name = model.simpleName() + "." + component.name();
      writers.add(new Writer(component.attributeName(), Role.COMPONENT, "as component " + name, name, null, null, null,
          component.element()));
    }
    if (model.isEdge()) {
      IndexModel index = model.edge().index();
      AnnotationMirror mirror = entity.mirror();
      String why = " of its edge index " + index.name();
      writers.add(new Writer(index.partitionKey(), Role.DECLARED_INDEX, "as the partition key" + why, "edge",
          index.name(), mirror, writtenOr(mirror, "indexPartitionKey", "index"), model.element()));
      writers.add(new Writer(index.sortKey(), Role.DECLARED_INDEX, "as the sort key" + why, "edge", index.name(),
          mirror, writtenOr(mirror, "indexSortKey", "index"), model.element()));
    }
    for (int i = 0; i < model.globalIndexes().size(); i++) {
      io.partitura.processor.model.EntityIndexModel own = model.globalIndexes().get(i);
      AnnotationMirror mirror = entity.indexMirrors().get(i);
      String why = " of its " + (own.index().local() ? "@LocalIndex" : "@GlobalIndex") + "(name = \"" + own.index().name()
          + "\") queried by " + own.queryName() + "()";
      if (!own.index().local()) {
        writers.add(new Writer(own.index().partitionKey(), Role.DECLARED_INDEX, "as the partition key" + why,
            "index " + i, own.index().name(), mirror, writtenOr(mirror, "indexPartitionKey", "name"), model.element()));
      }
      writers.add(new Writer(own.index().sortKey(), Role.DECLARED_INDEX, "as the sort key" + why, "index " + i,
          own.index().name(), mirror, writtenOr(mirror, "indexSortKey", "name"), model.element()));
    }
    return writers;
  }

  /** The member's value if written, else the one its default derives from. */
  private static AnnotationValue writtenOr(AnnotationMirror mirror, String member, String derivedFrom) {
    AnnotationValue written = AnnotationValues.explicitValue(mirror, member);
    return written != null ? written : AnnotationValues.explicitValue(mirror, derivedFrom);
  }

  /**
   * Every attribute an entity writes must come from one writer, or one value overwrites the other:
   * an index key over the item's own key or type, over a component, or over another index key.
   * Reported where the later writer is declared: the index annotation's value, or the component.
   * Components named like a table attribute or like each other are {@link #checkAttributes}'s; an
   * edge index keyed by a table attribute is reported once, on the edge.
   */
  private void checkAttributesWrittenOnce(TableInfo table, List<EntityInfo> entities) {
    for (EntityInfo entity : entities) {
      EntityModel model = entity.model();
      for (int i = 0; i < model.globalIndexes().size(); i++) {
        io.partitura.processor.model.EntityIndexModel own = model.globalIndexes().get(i);
        boolean edgeIndex = entities.stream().anyMatch(other -> other.model().isEdge()
            && other.model().edge().toName().equals(model.recordName())
            && other.model().edge().index().name().equals(own.index().name()));
        if (own.templated() && edgeIndex && (!own.partitionComponents().equals(model.partitionKeyParts())
            || !own.partitionTemplate().equals(model.layout().partitionKey()))) {
          // The item and the edges pointing at it are read from that index by the item's own partition key.
          reporter.report(Message.TEMPLATE_UNSUPPORTED, model.element(), entity.indexMirrors().get(i),
              AnnotationValues.explicitValue(entity.indexMirrors().get(i), "partitionKeyTemplate"),
              "@GlobalIndex(name = \"" + own.index().name() + "\")'s partitionKeyTemplate", model.simpleName(),
              "edges into " + model.simpleName() + " use this index, where the " + model.simpleName() + " and its edges "
                  + "are read by its own partition key, so its partition key template here must be its table one",
              "Write partitionKeyTemplate = \"" + model.layout().partitionKey() + "\".");
        }
      }
      Map<String, Writer> first = new LinkedHashMap<>();
      java.util.Set<String> reported = new java.util.HashSet<>();
      for (Writer writer : writers(table, entity, entities)) {
        Writer earlier = first.putIfAbsent(writer.attribute(), writer);
        if (earlier == null || earlier.description().equals(writer.description())
            || !reported.add(earlier.source() + "\u0000" + writer.source())) {
          continue;
        }
        switch (writer.role()) {
          case DECLARED_INDEX -> {
            if (earlier.role() == Role.TABLE) {
              reporter.report(Message.INDEX_KEY_IS_TABLE_KEY, writer.element(), writer.mirror(), writer.value(),
                  writer.index(), model.simpleName(), writer.attribute(), earlier.description(), writer.index(),
                  writer.index());
            } else {
              reporter.report(Message.INDEX_KEY_WRITTEN_TWICE, writer.element(), writer.mirror(), writer.value(),
                  model.simpleName(), writer.attribute(), earlier.description(), writer.description());
            }
          }
          case COMPONENT -> {
            if (earlier.role() == Role.EDGE_TARGET) {
              reporter.report(Message.ATTRIBUTE_COLLIDES, writer.element(), writer.source(), writer.attribute(),
                  "key attribute of index " + earlier.index());
            }
          }
          case EDGE_TARGET -> {
            if (earlier.role() == Role.EDGE_TARGET && !earlier.index().equals(writer.index())) {
              reporter.report(Message.INDEX_KEY_WRITTEN_TWICE, model.element(), entity.mirror(), model.simpleName(),
                  writer.attribute(), earlier.description(), writer.description());
            }
          }
          case TABLE -> {
            // Table attributes come first; TABLE-005 covers them equal to each other.
          }
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
      com.palantir.javapoet.ClassName generatedClass = Naming.UPDATE_METHODS.contains(component.name())
          ? model.updateName() : Naming.CONDITIONS_METHODS.contains(component.name()) ? model.conditionsName() : null;
      if (generatedClass != null) {
        reporter.report(Message.COMPONENT_NAMES_UPDATE_METHOD, component.element(),
            model.simpleName() + "." + component.name(), component.name(),
            String.join(".", generatedClass.simpleNames()), component.attributeName());
      }
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
      reporter.report(Message.ATTRIBUTE_NAME_INVALID, table.element(), table.mirror(), AnnotationValues.explicitValue(table.mirror(), member),
          name, role);
    }
  }

  /** Prefixes and constant sort keys: non-empty, and free of the key codec's structural characters. */
  static boolean isValidPrefix(String prefix) {
    return KeyFormat.isValidPrefix(prefix);
  }
}
