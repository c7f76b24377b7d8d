package io.partitura.processor.parse;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;
import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableInfo;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads annotated elements into the model. Problems local to one element (a non-record, an
 * unsupported type, a missing parent key) are reported here, on the element that causes them;
 * problems between elements of a table are left to {@code SchemaValidator}.
 */
public final class SchemaParser {
  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final Annotations annotations;
  private final TypeMapper typeMapper;

  private final Map<String, TableInfo> tables = new LinkedHashMap<>();
  private final Map<String, EntityModel> entities = new LinkedHashMap<>();
  private final Map<String, EntityInfo> entityInfos = new LinkedHashMap<>();
  private final Set<String> failedEntities = new HashSet<>();
  private final Map<String, NestedRecordModel> nestedRecords = new LinkedHashMap<>();
  private final Set<String> nestedInProgress = new HashSet<>();
  private final Set<String> failedNested = new HashSet<>();

  public SchemaParser(ProcessingEnvironment env, Reporter reporter) {
    this.elements = env.getElementUtils();
    this.types = env.getTypeUtils();
    this.reporter = reporter;
    this.annotations = new Annotations(elements);
    this.typeMapper = new TypeMapper(this::nested);
  }

  /** Parses one table declaration; returns null (after reporting) when it is unusable. */
  public TableInfo table(TypeElement element) {
    String name = element.getQualifiedName().toString();
    if (tables.containsKey(name)) {
      return tables.get(name);
    }
    AnnotationMirror mirror = Annotations.find(element, Names.TABLE);
    if (mirror == null) {
      return null;
    }
    TableInfo info = null;
    if (element.getKind() != ElementKind.INTERFACE) {
      reporter.report(Message.TABLE_NOT_INTERFACE, element, mirror,
          kindName(element), element.getSimpleName(), annotations.string(mirror, "name"), element.getSimpleName());
    } else {
      info = new TableInfo(element, mirror,
          annotations.string(mirror, "name"),
          annotations.string(mirror, "partitionKey"),
          annotations.string(mirror, "sortKey"),
          annotations.string(mirror, "typeAttribute"),
          annotations.enumName(mirror, "billingMode"),
          annotations.longValue(mirror, "readCapacityUnits"),
          annotations.longValue(mirror, "writeCapacityUnits"));
    }
    tables.put(name, info);
    return info;
  }

  /**
   * Parses one entity record (and, for a child, its parent); returns null (after reporting) when
   * it has errors.
   */
  public EntityInfo entity(TypeElement element) {
    String name = element.getQualifiedName().toString();
    if (entityInfos.containsKey(name)) {
      return entityInfos.get(name);
    }
    if (failedEntities.contains(name)) {
      return null;
    }
    EntityInfo info = parseEntity(element);
    if (info == null) {
      failedEntities.add(name);
    } else {
      entityInfos.put(name, info);
      entities.put(name, info.model());
    }
    return info;
  }

  /**
   * The nested records some entity stores, directly or inside another nested record or a collection.
   * A record met only as a typed id in key positions is stored as its component and needs no map codec.
   */
  public List<NestedRecordModel> nestedRecords() {
    Map<ClassName, NestedRecordModel> byName = new java.util.HashMap<>();
    nestedRecords.values().forEach(nested -> byName.put(nested.recordName(), nested));
    Set<ClassName> stored = new HashSet<>();
    java.util.Deque<AttributeType> pending = new java.util.ArrayDeque<>();
    entities.values().forEach(entity -> entity.components().forEach(c -> pending.add(c.attributeType())));
    while (!pending.isEmpty()) {
      AttributeType type = pending.pop();
      if (type instanceof AttributeType.Nested nested) {
        NestedRecordModel model = byName.get(nested.recordName());
        if (stored.add(nested.recordName()) && model != null) {
          model.components().forEach(c -> pending.add(c.attributeType()));
        }
      } else if (type instanceof AttributeType.ListOf list) {
        pending.add(list.element());
      } else if (type instanceof AttributeType.SetOf set) {
        pending.add(set.element());
      } else if (type instanceof AttributeType.MapOf map) {
        pending.add(map.value());
      } else if (type instanceof AttributeType.OptionalOf optional) {
        pending.add(optional.value());
      }
    }
    List<NestedRecordModel> used = new ArrayList<>();
    for (NestedRecordModel nested : nestedRecords.values()) {
      if (stored.contains(nested.recordName())) {
        used.add(nested);
      }
    }
    return used;
  }

  private EntityInfo parseEntity(TypeElement element) {
    AnnotationMirror parentMirror = Annotations.find(element, Names.PARENT);
    AnnotationMirror childMirror = Annotations.find(element, Names.CHILD_OF);
    AnnotationMirror edgeMirror = Annotations.find(element, Names.MANY_TO_MANY);
    List<String> roles = new ArrayList<>();
    if (parentMirror != null) {
      roles.add("@Parent");
    }
    if (childMirror != null) {
      roles.add("@ChildOf");
    }
    if (edgeMirror != null) {
      roles.add("@ManyToMany");
    }
    AnnotationMirror mirror = parentMirror != null ? parentMirror : childMirror != null ? childMirror : edgeMirror;
    if (mirror == null) {
      return null;
    }
    String annotationName = roles.get(0).substring(1);
    if (roles.size() > 1) {
      reporter.report(Message.ENTITY_MULTIPLE_ROLES, element, mirror, element.getSimpleName(), String.join(" and ", roles));
      return null;
    }
    if (element.getKind() != ElementKind.RECORD) {
      reporter.report(Message.ENTITY_NOT_A_RECORD, element, mirror,
          annotationName, kindName(element), element.getSimpleName(), element.getSimpleName());
      return null;
    }
    boolean ok = true;
    if (!element.getTypeParameters().isEmpty()) {
      reporter.report(Message.ENTITY_GENERIC, element, mirror, element.getSimpleName(), element.getTypeParameters());
      ok = false;
    }
    if (!isAccessibleFromPackage(element)) {
      reporter.report(Message.ENTITY_NOT_ACCESSIBLE, element, mirror, element.getSimpleName(),
          elements.getPackageOf(element).getQualifiedName());
      ok = false;
    }

    List<ComponentModel> components = components(element);
    if (components == null) {
      ok = false;
    }
    List<ComponentModel> keys = components == null ? List.of() : ownKeys(element, components);
    if (keys == null) {
      ok = false;
    }

    ComponentModel version = components == null || keys == null ? null : version(element, components, keys);
    if (version == INVALID_VERSION) {
      ok = false;
    }
    if (components != null && keys != null && !checkExpiry(element, components, keys)) {
      ok = false;
    }
    List<ComponentModel> unique = components == null || keys == null ? List.of()
        : unique(element, components, keys, edgeMirror != null);
    if (unique == null) {
      ok = false;
    }
    String prefix = annotations.string(mirror, "prefix");
    String entityType = annotations.string(mirror, "type");
    if (entityType.isEmpty()) {
      entityType = element.getSimpleName().toString();
    }
    ClassName recordName = ClassName.get(element);

    if (edgeMirror != null) {
      return ok ? edge(element, edgeMirror, components, keys, prefix, entityType, version) : null;
    }
    if (parentMirror != null) {
      TypeElement tableElement = annotations.typeElement(parentMirror, "table");
      TableInfo table = resolveTable(element, parentMirror, tableElement);
      if (table == null || !ok) {
        return null;
      }
      if (keys.isEmpty()) {
        reporter.report(Message.KEY_MISSING, element, mirror, element.getSimpleName());
        return null;
      }
      if (!checkKeyTypes(keys)) {
        return null;
      }
      List<AnnotationMirror> indexMirrors = new ArrayList<>();
      EntityModel model = new EntityModel(element, EntityModel.Kind.PARENT, recordName, prefix, entityType,
          annotations.string(parentMirror, "sortKey"), null, components, keys, List.of(), null, version,
          shards(element, parentMirror), globalIndexes(element, components, indexMirrors), unique);
      return new EntityInfo(withTypedIds(model), mirror, table, indexMirrors);
    }

    TypeElement parentElement = annotations.typeElement(childMirror, "parent");
    if (parentElement == null) {
      throw new UnresolvedTypeException(annotations.classText(childMirror, "parent"), element);
    }
    AnnotationMirror parentAsChild = Annotations.find(parentElement, Names.CHILD_OF);
    if (Annotations.find(parentElement, Names.PARENT) == null && parentAsChild == null) {
      reporter.report(Message.CHILD_PARENT_NOT_PARENT, element, childMirror,
          AnnotationValues.explicitValue(childMirror, "parent"),
          parentElement.getSimpleName() + ".class", element.getSimpleName(), parentElement.getSimpleName(),
          parentElement.getSimpleName(), element.getSimpleName());
      return null;
    }
    if (parentAsChild != null && !checkNesting(element, childMirror, parentElement)) {
      return null;
    }
    EntityInfo parent = entity(parentElement);
    if (parent == null || !ok) {
      return null;
    }
    // A grandchild repeats its parent's own key as well: its sort key extends the parent's.
    List<ComponentModel> inherited = new ArrayList<>();
    if (parent.model().kind() == EntityModel.Kind.CHILD) {
      EntityModel root = entity(annotations.typeElement(parentAsChild, "parent")).model();
      if (root.partitionKeyParts().size() != 1) {
        reporter.report(Message.NESTED_PARENT_COMPOSITE_ROOT, element, childMirror,
            AnnotationValues.explicitValue(childMirror, "parent"), parentElement.getSimpleName() + ".class",
            element.getSimpleName(), root.simpleName(), root.partitionKeyParts().size(), root.simpleName(),
            parentElement.getSimpleName(), io.partitura.processor.model.IndexModel.NESTED_PARENTS.name(),
            element.getSimpleName());
        return null;
      }
      for (ComponentModel parentKey : parent.model().sortKeyParts()) {
        ComponentModel own = inheritedKey(element, childMirror, parentElement, components, keys, parentKey);
        if (own == null) {
          ok = false;
        } else {
          inherited.add(own);
        }
      }
    }
    List<ComponentModel> partitionKeyParts = new ArrayList<>();
    for (ComponentModel parentKey : parent.model().partitionKeyParts()) {
      ComponentModel own = inheritedKey(element, childMirror, parentElement, components, keys, parentKey);
      if (own == null) {
        ok = false;
      } else if (unique.contains(own)) {
        reporter.report(Message.UNIQUE_IS_KEY, own.element(), describe(element, own),
            "the partition key it shares with its parent " + parentElement.getSimpleName());
        ok = false;
      } else {
        partitionKeyParts.add(own);
      }
    }
    if (!ok) {
      return null;
    }
    if (keys.isEmpty()) {
      reporter.report(Message.KEY_MISSING, element, mirror, element.getSimpleName());
      return null;
    }
    if (!checkKeyTypes(keys)) {
      return null;
    }
    List<ComponentModel> sortKeyParts = new ArrayList<>(inherited);
    sortKeyParts.addAll(keys);
    List<AnnotationMirror> indexMirrors = new ArrayList<>();
    EntityModel model = new EntityModel(element, EntityModel.Kind.CHILD, recordName, prefix, entityType,
        null, parent.model().recordName(), components, partitionKeyParts, sortKeyParts, null, version, 1,
        globalIndexes(element, components, indexMirrors), unique);
    return new EntityInfo(withTypedIds(model), mirror, parent.table(), indexMirrors);
  }

  /**
   * The child's copy of one of its parent's key components (same name, same type, not a {@code @Key}
   * of the child); null after reporting when there is none.
   */
  private ComponentModel inheritedKey(TypeElement element, AnnotationMirror childMirror, TypeElement parentElement,
      List<ComponentModel> components, List<ComponentModel> keys, ComponentModel parentKey) {
    ComponentModel own = components.stream().filter(c -> c.name().equals(parentKey.name())).findFirst().orElse(null);
    if (own == null) {
      reporter.report(Message.CHILD_MISSING_PARENT_KEY, element, childMirror,
          element.getSimpleName(), parentElement.getSimpleName(), parentKey.name(), parentKey.javaType(),
          parentKey.javaType(), parentKey.name());
      return null;
    }
    if (!own.javaType().equals(parentKey.javaType())) {
      reporter.report(Message.CHILD_PARENT_KEY_TYPE, own.element(),
          describe(element, own), own.javaType(), parentElement.getSimpleName(), parentKey.name(), parentKey.javaType());
      return null;
    }
    if (keys.contains(own)) {
      reporter.report(Message.CHILD_KEY_IS_PARENT_KEY, own.element(), describe(element, own));
      return null;
    }
    return own;
  }

  /**
   * For a child whose parent is itself a child: whether the chain of parents reaches a {@code @Parent}
   * within three levels. Reports a cycle or a fourth level; read from the annotations alone, before
   * any parent is parsed (parsing a cycle's parents would never end).
   */
  private boolean checkNesting(TypeElement element, AnnotationMirror childMirror, TypeElement parentElement) {
    List<TypeElement> chain = new ArrayList<>(List.of(element, parentElement));
    TypeElement current = parentElement;
    while (true) {
      AnnotationMirror asChild = Annotations.find(current, Names.CHILD_OF);
      if (asChild == null) {
        break; // a @Parent, or a record whose own @ChildOf reports what is wrong with it
      }
      TypeElement next = annotations.typeElement(asChild, "parent");
      if (next == null) {
        throw new UnresolvedTypeException(annotations.classText(asChild, "parent"), current);
      }
      boolean seen = chain.contains(next);
      chain.add(next);
      if (seen) {
        reporter.report(Message.CHILD_CYCLE, element, childMirror, AnnotationValues.explicitValue(childMirror, "parent"),
            parentElement.getSimpleName() + ".class", element.getSimpleName(), chainText(chain));
        return false;
      }
      current = next;
    }
    if (chain.size() > 3) {
      // chain: element, its parent, ..., the @Parent at the top
      List<TypeElement> below = chain.subList(1, chain.size());
      java.util.Collections.reverse(below);
      reporter.report(Message.CHILD_NESTED_TOO_DEEP, element, childMirror, AnnotationValues.explicitValue(childMirror, "parent"),
          parentElement.getSimpleName() + ".class", element.getSimpleName(), parentElement.getSimpleName(),
          chainText(below), element.getSimpleName(), below.get(below.size() - 2).getSimpleName(),
          parentElement.getSimpleName());
      return false;
    }
    return true;
  }

  private static String chainText(List<TypeElement> chain) {
    return String.join(" -> ", chain.stream().map(e -> e.getSimpleName().toString()).toList());
  }

  /**
   * The model with every typed id ({@code record CustomerId(String value)}) in a key position (the
   * primary key, a parent key copied onto a child, an edge side, an index component) stored as its
   * component: the same attribute value and key encoding as the bare type. Elsewhere such a record
   * stays a nested record, as before.
   */
  private EntityModel withTypedIds(EntityModel model) {
    java.util.Set<ComponentModel> keyed = new java.util.HashSet<>(model.partitionKeyParts());
    keyed.addAll(model.sortKeyParts());
    // A unique value is held in a key too: the uniqueness item's.
    keyed.addAll(model.unique());
    for (io.partitura.processor.model.EntityIndexModel index : model.globalIndexes()) {
      keyed.addAll(index.components());
    }
    if (model.edge() != null) {
      keyed.addAll(model.edge().fromParts());
      keyed.addAll(model.edge().toParts());
    }
    Map<ComponentModel, ComponentModel> ids = new java.util.HashMap<>();
    for (ComponentModel component : model.components()) {
      AttributeType.Id id = keyed.contains(component) && component.attributeType() instanceof AttributeType.Nested
          ? typeMapper.idType(component.element().asType(), component.element()) : null;
      if (id != null) {
        ids.put(component, new ComponentModel(component.name(), component.attributeName(), component.javaType(), id,
            component.keyType(), component.element()));
      }
    }
    if (ids.isEmpty()) {
      return model;
    }
    java.util.function.UnaryOperator<ComponentModel> one = c -> c == null ? null : ids.getOrDefault(c, c);
    java.util.function.Function<List<ComponentModel>, List<ComponentModel>> all = list -> list.stream().map(one).toList();
    io.partitura.processor.model.EdgeModel edge = model.edge() == null ? null
        : new io.partitura.processor.model.EdgeModel(model.edge().fromName(), model.edge().toName(),
            all.apply(model.edge().fromParts()), all.apply(model.edge().toParts()), model.edge().index(),
            model.edge().verb());
    List<io.partitura.processor.model.EntityIndexModel> indexes = model.globalIndexes().stream()
        .map(i -> new io.partitura.processor.model.EntityIndexModel(i.index(), all.apply(i.partitionComponents()),
            all.apply(i.sortComponents()), i.shards(), i.queryName()))
        .toList();
    return new EntityModel(model.element(), model.kind(), model.recordName(), model.prefix(), model.entityType(),
        model.parentSortKey(), model.parentName(), all.apply(model.components()), all.apply(model.partitionKeyParts()),
        all.apply(model.sortKeyParts()), edge, one.apply(model.version()), model.shards(), indexes,
        all.apply(model.unique()));
  }

  private int shards(TypeElement element, AnnotationMirror mirror) {
    int shards = annotations.integer(mirror, "shards");
    if (shards < 1 || shards > 100) {
      reporter.report(Message.SHARDS_INVALID, element, mirror, AnnotationValues.explicitValue(mirror, "shards"),
          element.getSimpleName(), shards);
      return 1;
    }
    return shards;
  }

  /**
   * The entity's @LocalIndex and @GlobalIndex declarations (direct, or in their repeatable
   * containers), their annotations appended to {@code indexMirrors} in the same order; errors reported.
   */
  private List<io.partitura.processor.model.EntityIndexModel> globalIndexes(
      TypeElement element, List<ComponentModel> components, List<AnnotationMirror> indexMirrors) {
    List<AnnotationMirror> mirrors = repeatable(element, Names.GLOBAL_INDEX, Names.GLOBAL_INDEXES);
    List<io.partitura.processor.model.EntityIndexModel> indexes = new ArrayList<>();
    localIndexes(element, components, indexes, indexMirrors);
    for (AnnotationMirror mirror : mirrors) {
      String name = annotations.string(mirror, "name");
      String annotation = "@GlobalIndex(name = \"" + name + "\")";
      List<String> partitionNames = annotations.strings(mirror, "partitionKey");
      List<String> sortNames = annotations.strings(mirror, "sortKey");
      boolean ok = true;
      if (partitionNames.isEmpty()) {
        reporter.report(Message.INDEX_KEY_EMPTY, element, mirror, AnnotationValues.explicitValue(mirror, "partitionKey"),
            annotation, element.getSimpleName(), "partitionKey", "partitionKey = \"status\"");
        ok = false;
      }
      List<ComponentModel> partition = indexComponents(element, mirror, annotation, "partitionKey", "partition key",
          components);
      List<ComponentModel> sort = indexComponents(element, mirror, annotation, "sortKey", "sort key", components);
      ok &= partition != null && sort != null && !repeated(element, mirror, annotation, partitionNames, sortNames);
      int shards = annotations.integer(mirror, "shards");
      if (shards < 1 || shards > 100) {
        reporter.report(Message.SHARDS_INVALID, element, mirror, AnnotationValues.explicitValue(mirror, "shards"),
            annotation + " on " + element.getSimpleName(), shards);
        ok = false;
      }
      if (!ok) {
        continue;
      }
      boolean lowCardinality = partition.stream().allMatch(SchemaParser::isLowCardinality);
      if (lowCardinality && shards == 1) {
        ComponentModel first = partition.get(0);
        reporter.report(Message.INDEX_LOW_CARDINALITY, first.element(), name, element.getSimpleName(),
            String.join(" and ", partitionNames),
            first.keyType() == io.partitura.processor.model.KeyType.ENUM ? "enum" : "boolean");
      }
      String query = annotations.string(mirror, "query");
      if (query.isEmpty()) {
        StringBuilder by = new StringBuilder("by");
        for (int i = 0; i < partitionNames.size(); i++) {
          String part = partitionNames.get(i);
          by.append(i == 0 ? "" : "And").append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        query = by.toString();
      }
      String indexPartitionKey = annotations.string(mirror, "indexPartitionKey");
      String indexSortKey = annotations.string(mirror, "indexSortKey");
      io.partitura.processor.model.IndexModel index = new io.partitura.processor.model.IndexModel(name,
          indexPartitionKey.isEmpty() ? name + "PK" : indexPartitionKey,
          indexSortKey.isEmpty() ? name + "SK" : indexSortKey, "ALL", List.of());
      indexes.add(new io.partitura.processor.model.EntityIndexModel(index, partition, sort, shards, query));
      indexMirrors.add(mirror);
    }
    return indexes;
  }

  private static boolean isLowCardinality(ComponentModel component) {
    String type = component.javaType().toString();
    return component.keyType() == io.partitura.processor.model.KeyType.ENUM
        || type.equals("boolean") || type.equals("java.lang.Boolean");
  }

  /**
   * The components an index annotation's {@code member} names, in order, each checked as one index key
   * component: it exists, the key codec can encode it, it is neither the {@code @ExpiresAt} nor the
   * {@code @Version}. Each error is reported on the name as written; {@code null} after any error.
   */
  private List<ComponentModel> indexComponents(TypeElement element, AnnotationMirror mirror, String annotation,
      String member, String role, List<ComponentModel> components) {
    List<String> names = annotations.strings(mirror, member);
    List<String> all = components.stream().map(ComponentModel::name).toList();
    List<ComponentModel> found = new ArrayList<>();
    boolean ok = true;
    for (int i = 0; i < names.size(); i++) {
      String name = names.get(i);
      javax.lang.model.element.AnnotationValue written = writtenElement(mirror, member, i);
      ComponentModel component = components.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
      if (component == null) {
        reporter.report(Message.INDEX_COMPONENT_MISSING, element, mirror, written, annotation, element.getSimpleName(),
            role, name, element.getSimpleName(), all);
        ok = false;
      } else if (component.keyType() == null) {
        reporter.report(Message.INDEX_COMPONENT_TYPE, element, mirror, written, annotation, element.getSimpleName(),
            component.name(), component.javaType(), io.partitura.processor.model.KeyType.supportedList());
        ok = false;
      } else if (isExpiry(component)) {
        reporter.report(Message.INDEX_KEYED_BY_EXPIRY, element, mirror, written, annotation, element.getSimpleName(),
            component.name());
        ok = false;
      } else if (isVersion(element, component)) {
        reporter.report(Message.INDEX_KEYED_BY_VERSION, element, mirror, written, annotation, element.getSimpleName(),
            component.name());
        ok = false;
      } else {
        found.add(component);
      }
    }
    return ok ? found : null;
  }

  /** Reports a component named twice across an index's keys; true when one was. */
  private boolean repeated(TypeElement element, AnnotationMirror mirror, String annotation, List<String> partitionNames,
      List<String> sortNames) {
    java.util.Set<String> seen = new java.util.HashSet<>();
    boolean repeated = false;
    List<String> all = new ArrayList<>(partitionNames);
    all.addAll(sortNames);
    for (int i = 0; i < all.size(); i++) {
      if (!seen.add(all.get(i))) {
        boolean inPartition = i < partitionNames.size();
        reporter.report(Message.INDEX_COMPONENT_REPEATED, element, mirror,
            writtenElement(mirror, inPartition ? "partitionKey" : "sortKey",
                inPartition ? i : i - partitionNames.size()),
            annotation, element.getSimpleName(), all.get(i));
        repeated = true;
      }
    }
    return repeated;
  }

  /** The {@code index}-th name of an array member as written, or the whole member, for pointing diagnostics at it. */
  private static javax.lang.model.element.AnnotationValue writtenElement(AnnotationMirror mirror, String member,
      int index) {
    javax.lang.model.element.AnnotationValue written = AnnotationValues.explicitValue(mirror, member);
    if (written != null && written.getValue() instanceof List<?> values && index < values.size()
        && values.get(index) instanceof javax.lang.model.element.AnnotationValue one) {
      return one;
    }
    return written;
  }

  /** A repeatable annotation's occurrences: written once, or several times in its container. */
  private List<AnnotationMirror> repeatable(TypeElement element, String annotation, String container) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    AnnotationMirror single = Annotations.find(element, annotation);
    if (single != null) {
      mirrors.add(single);
    }
    AnnotationMirror several = Annotations.find(element, container);
    if (several != null) {
      @SuppressWarnings("unchecked")
      List<? extends javax.lang.model.element.AnnotationValue> values =
          (List<? extends javax.lang.model.element.AnnotationValue>) annotations.value(several, "value").getValue();
      for (javax.lang.model.element.AnnotationValue value : values) {
        mirrors.add((AnnotationMirror) value.getValue());
      }
    }
    return mirrors;
  }

  /** The entity's @LocalIndex declarations, appended to {@code indexes}; errors reported. */
  private void localIndexes(TypeElement element, List<ComponentModel> components,
      List<io.partitura.processor.model.EntityIndexModel> indexes, List<AnnotationMirror> indexMirrors) {
    List<AnnotationMirror> mirrors = repeatable(element, Names.LOCAL_INDEX, Names.LOCAL_INDEXES);
    for (AnnotationMirror mirror : mirrors) {
      String name = annotations.string(mirror, "name");
      String annotation = "@LocalIndex(name = \"" + name + "\")";
      List<String> sortNames = annotations.strings(mirror, "sortKey");
      String sortName = String.join("\", \"", sortNames);
      if (Annotations.find(element, Names.PARENT) != null) {
        // A parent's own item is the only one of its kind in its partition: there is nothing to order.
        reporter.report(Message.LOCAL_INDEX_ON_PARENT, element, mirror, name, element.getSimpleName(),
            element.getSimpleName(), sortName, sortName);
        continue;
      }
      if (sortNames.isEmpty()) {
        reporter.report(Message.INDEX_KEY_EMPTY, element, mirror, AnnotationValues.explicitValue(mirror, "sortKey"),
            annotation, element.getSimpleName(), "sortKey", "sortKey = \"createdAt\"");
        continue;
      }
      List<ComponentModel> sort = indexComponents(element, mirror, annotation, "sortKey", "sort key", components);
      if (sort == null || repeated(element, mirror, annotation, List.of(), sortNames)) {
        continue;
      }
      String query = annotations.string(mirror, "query");
      if (query.isEmpty()) {
        AnnotationMirror child = Annotations.find(element, Names.CHILD_OF);
        TypeElement parent = child == null ? null : annotations.typeElement(child, "parent");
        // The index lists a whole partition: a grandchild's is its grandparent's (inCustomerBySku).
        AnnotationMirror parentAsChild = parent == null ? null : Annotations.find(parent, Names.CHILD_OF);
        if (parentAsChild != null && annotations.typeElement(parentAsChild, "parent") != null) {
          parent = annotations.typeElement(parentAsChild, "parent");
        }
        String first = sortNames.get(0);
        query = (parent == null ? "all" : "in" + parent.getSimpleName()) + "By"
            + Character.toUpperCase(first.charAt(0)) + first.substring(1);
      }
      String indexSortKey = annotations.string(mirror, "indexSortKey");
      io.partitura.processor.model.IndexModel index = new io.partitura.processor.model.IndexModel(name, null,
          indexSortKey.isEmpty() ? name + "SK" : indexSortKey, "ALL", List.of(), true);
      reporter.report(Message.LOCAL_INDEX_COLLECTION_LIMIT, element, mirror, name, element.getSimpleName(),
          tableNameOf(element));
      indexes.add(new io.partitura.processor.model.EntityIndexModel(index, List.of(), sort, 1, query));
      indexMirrors.add(mirror);
    }
  }

  private String tableNameOf(TypeElement entity) {
    AnnotationMirror parent = Annotations.find(entity, Names.PARENT);
    if (parent != null) {
      TypeElement table = annotations.typeElement(parent, "table");
      AnnotationMirror declared = table == null ? null : Annotations.find(table, Names.TABLE);
      return declared == null ? "?" : annotations.string(declared, "name");
    }
    for (String role : List.of(Names.CHILD_OF, Names.MANY_TO_MANY)) {
      AnnotationMirror mirror = Annotations.find(entity, role);
      if (mirror != null) {
        TypeElement owner = annotations.typeElement(mirror, role.equals(Names.CHILD_OF) ? "parent" : "from");
        return owner == null ? "?" : tableNameOf(owner);
      }
    }
    return "?";
  }

  /** Whether {@code component} is the record's {@code @Version}: its value changes on every write. */
  private static boolean isVersion(TypeElement record, ComponentModel component) {
    return record.getRecordComponents().stream()
        .anyMatch(c -> c.getSimpleName().contentEquals(component.name()) && Annotations.find(c, Names.VERSION) != null);
  }

  /** Whether {@code component} is the record's {@code @ExpiresAt}: renewed, and meaningless once passed. */
  private static boolean isExpiry(ComponentModel component) {
    return AttributeType.isExpiry(component.attributeType());
  }

  /** At most one {@code @ExpiresAt}, and not a key; reports and returns false otherwise. */
  private boolean checkExpiry(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys) {
    ComponentModel first = null;
    boolean ok = true;
    for (ComponentModel model : components) {
      if (!isExpiry(model)) {
        continue;
      }
      if (keys.contains(model)) {
        reporter.report(Message.EXPIRY_IS_KEY, model.element(), describe(record, model), "@Key");
        ok = false;
      } else if (first != null) {
        reporter.report(Message.EXPIRY_DUPLICATE, model.element(), describe(record, model), record.getSimpleName(),
            first.name());
        ok = false;
      } else {
        first = model;
      }
    }
    return ok;
  }

  /**
   * The {@code @Unique} components: of a key type, not a key, on an entity whose writes can carry a
   * uniqueness item. Null after reporting.
   */
  private List<ComponentModel> unique(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys,
      boolean edge) {
    List<ComponentModel> unique = new ArrayList<>();
    boolean ok = true;
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (Annotations.find(component, Names.UNIQUE) == null) {
        continue;
      }
      ComponentModel model = components.stream()
          .filter(c -> c.name().contentEquals(component.getSimpleName())).findFirst().orElseThrow();
      boolean keyable = model.keyType() != null && !(model.attributeType() instanceof AttributeType.Converted)
          && (!(model.attributeType() instanceof AttributeType.Nested)
              || typeMapper.idType(model.element().asType(), model.element()) != null);
      if (!keyable) {
        reporter.report(Message.UNIQUE_TYPE, model.element(), describe(record, model), model.javaType(),
            io.partitura.processor.model.KeyType.supportedList());
        ok = false;
      } else if (keys.contains(model)) {
        reporter.report(Message.UNIQUE_IS_KEY, model.element(), describe(record, model), "@Key");
        ok = false;
      } else if (edge) {
        reporter.report(Message.UNIQUE_UNSUPPORTED_ENTITY, model.element(), describe(record, model),
            "a @ManyToMany edge", "an edge's writes carry no uniqueness items");
        ok = false;
      } else if (components.stream().anyMatch(SchemaParser::isExpiry)) {
        reporter.report(Message.UNIQUE_UNSUPPORTED_ENTITY, model.element(), describe(record, model),
            "an entity with an @ExpiresAt", "Time to Live deletes its items without a write, which would leave "
                + "their values taken");
        ok = false;
      } else {
        unique.add(model);
      }
    }
    return ok ? unique : null;
  }

  private static final ComponentModel INVALID_VERSION = new ComponentModel("", "", null, null, null, null);

  /** The @Version component, null when there is none, or INVALID_VERSION after reporting. */
  private ComponentModel version(TypeElement record, List<ComponentModel> components, List<ComponentModel> keys) {
    ComponentModel version = null;
    boolean ok = true;
    for (RecordComponentElement component : record.getRecordComponents()) {
      if (Annotations.find(component, Names.VERSION) == null) {
        continue;
      }
      ComponentModel model = components.stream()
          .filter(c -> c.name().contentEquals(component.getSimpleName())).findFirst().orElseThrow();
      String type = model.javaType().toString();
      if (!List.of("long", "int", "java.lang.Long", "java.lang.Integer").contains(type)) {
        reporter.report(Message.VERSION_TYPE, model.element(), describe(record, model), model.javaType());
        ok = false;
      } else if (keys.contains(model)) {
        reporter.report(Message.VERSION_IS_KEY, model.element(), describe(record, model));
        ok = false;
      } else if (version != null) {
        reporter.report(Message.VERSION_DUPLICATE, model.element(), describe(record, model), record.getSimpleName(),
            version.name());
        ok = false;
      } else {
        version = model;
      }
    }
    return ok ? version : INVALID_VERSION;
  }

  private EntityInfo edge(TypeElement element, AnnotationMirror mirror, List<ComponentModel> components,
      List<ComponentModel> keys, String prefix, String entityType, ComponentModel version) {
    boolean ok = true;
    for (ComponentModel key : keys) {
      reporter.report(Message.EDGE_HAS_KEY, key.element(), describe(element, key));
      ok = false;
    }
    EntityInfo from = side(element, mirror, "from");
    EntityInfo to = side(element, mirror, "to");
    if (from == null || to == null) {
      return null;
    }
    if (!from.table().element().equals(to.table().element())) {
      reporter.report(Message.EDGE_SIDES_IN_OTHER_TABLES, element, mirror, element.getSimpleName(),
          from.model().simpleName(), from.table().tableName(), to.model().simpleName(), to.table().tableName());
      return null;
    }
    List<String> fromKeys = annotations.strings(mirror, "fromKeys");
    List<String> toKeys = annotations.strings(mirror, "toKeys");
    boolean self = from.model().recordName().equals(to.model().recordName());
    if (self && fromKeys.isEmpty() && toKeys.isEmpty()) {
      reporter.report(Message.EDGE_SELF_NEEDS_KEYS, element, mirror, element.getSimpleName(), from.model().simpleName(),
          from.model().partitionKeyParts().stream().map(ComponentModel::name).toList());
      return null;
    }
    List<ComponentModel> fromParts = sideParts(element, mirror, components, from.model(), "from", fromKeys);
    List<ComponentModel> toParts = sideParts(element, mirror, components, to.model(), "to", toKeys);
    if (fromParts == null || toParts == null || !ok) {
      return null;
    }
    for (ComponentModel part : fromParts) {
      if (isExpiry(part)) {
        reporter.report(Message.EXPIRY_IS_KEY, part.element(), describe(element, part),
            "part of the edge's key (it holds " + from.model().simpleName() + "'s key)");
        ok = false;
      }
    }
    for (ComponentModel part : toParts) {
      if (isExpiry(part)) {
        reporter.report(Message.EXPIRY_IS_KEY, part.element(), describe(element, part),
            "part of the edge's key (it holds " + to.model().simpleName() + "'s key)");
        ok = false;
      }
    }
    if (!ok) {
      return null;
    }
    for (int i = 0; i < fromParts.size(); i++) {
      int j = toParts.indexOf(fromParts.get(i));
      if (j >= 0) {
        // One component cannot hold two sides' keys (the sides' key components share a name).
        AnnotationValue written = AnnotationValues.explicitValue(mirror, toKeys.isEmpty() ? "fromKeys" : "toKeys");
        reporter.report(Message.EDGE_SIDES_SHARE_COMPONENT, element, mirror, written, element.getSimpleName(),
            fromParts.get(i).name(), from.model().simpleName(), from.model().partitionKeyParts().get(i).name(),
            to.model().simpleName(), to.model().partitionKeyParts().get(j).name(),
            decapitalize(from.model().simpleName()) + "Id", decapitalize(to.model().simpleName()) + "Id");
        return null;
      }
    }
    String index = annotations.string(mirror, "index");
    String indexPartitionKey = annotations.string(mirror, "indexPartitionKey");
    String indexSortKey = annotations.string(mirror, "indexSortKey");
    io.partitura.processor.model.IndexModel indexModel = new io.partitura.processor.model.IndexModel(index,
        indexPartitionKey.isEmpty() ? index + "PK" : indexPartitionKey,
        indexSortKey.isEmpty() ? index + "SK" : indexSortKey,
        annotations.enumName(mirror, "projection"),
        annotations.strings(mirror, "include"));
    io.partitura.processor.model.EdgeModel edge = new io.partitura.processor.model.EdgeModel(
        from.model().recordName(), to.model().recordName(), fromParts, toParts, indexModel,
        annotations.string(mirror, "verb"));
    List<AnnotationMirror> indexMirrors = new ArrayList<>();
    EntityModel model = new EntityModel(element, EntityModel.Kind.EDGE, ClassName.get(element), prefix, entityType,
        null, null, components, fromParts, toParts, edge, version, 1, globalIndexes(element, components, indexMirrors),
        List.of());
    return new EntityInfo(withTypedIds(model), mirror, from.table(), indexMirrors);
  }

  private EntityInfo side(TypeElement edge, AnnotationMirror mirror, String member) {
    TypeElement side = annotations.typeElement(mirror, member);
    if (side == null) {
      throw new UnresolvedTypeException(annotations.classText(mirror, member), edge);
    }
    if (Annotations.find(side, Names.PARENT) == null) {
      reporter.report(Message.EDGE_SIDE_NOT_PARENT, edge, mirror, AnnotationValues.explicitValue(mirror, member),
          member, side.getSimpleName() + ".class", edge.getSimpleName(), side.getSimpleName());
      return null;
    }
    return entity(side);
  }

  /** The edge components holding one side's key, in the side's key order; null after reporting. */
  private List<ComponentModel> sideParts(TypeElement edge, AnnotationMirror mirror, List<ComponentModel> components,
      EntityModel side, String member, List<String> names) {
    List<ComponentModel> sideKeys = side.partitionKeyParts();
    String keysMember = member + "Keys";
    if (!names.isEmpty() && names.size() != sideKeys.size()) {
      reporter.report(Message.EDGE_KEYS_COUNT, edge, mirror, AnnotationValues.explicitValue(mirror, keysMember),
          keysMember, names, edge.getSimpleName(), names.size(), side.simpleName(), sideKeys.size(),
          sideKeys.stream().map(ComponentModel::name).toList());
      return null;
    }
    List<ComponentModel> parts = new ArrayList<>();
    boolean ok = true;
    for (int i = 0; i < sideKeys.size(); i++) {
      ComponentModel sideKey = sideKeys.get(i);
      String wanted = names.isEmpty() ? sideKey.name() : names.get(i);
      ComponentModel own = components.stream().filter(c -> c.name().equals(wanted)).findFirst().orElse(null);
      if (own == null) {
        reporter.report(Message.EDGE_MISSING_SIDE_KEY, edge, mirror, edge.getSimpleName(),
            annotations.typeElement(mirror, "from").getSimpleName(), annotations.typeElement(mirror, "to").getSimpleName(),
            wanted, sideKey.javaType(), member, sideKey.name(), sideKey.javaType(), wanted, keysMember);
        ok = false;
      } else if (!own.javaType().equals(sideKey.javaType())) {
        reporter.report(Message.EDGE_SIDE_KEY_TYPE, own.element(), describe(edge, own), side.simpleName(),
            sideKey.name(), sideKey.javaType(), own.javaType());
        ok = false;
      } else {
        parts.add(own);
      }
    }
    return ok ? parts : null;
  }

  private TableInfo resolveTable(TypeElement entity, AnnotationMirror mirror, TypeElement tableElement) {
    if (tableElement == null) {
      throw new UnresolvedTypeException(annotations.classText(mirror, "table"), entity);
    }
    if (Annotations.find(tableElement, Names.TABLE) == null) {
      reporter.report(Message.TABLE_NOT_DECLARED, entity, mirror, AnnotationValues.explicitValue(mirror, "table"),
          entity.getSimpleName(), tableElement.getSimpleName(), tableElement.getSimpleName());
      return null;
    }
    return table(tableElement);
  }

  private boolean checkKeyTypes(List<ComponentModel> keys) {
    boolean ok = true;
    for (ComponentModel key : keys) {
      if (key.keyType() == null) {
        reporter.report(Message.KEY_UNSUPPORTED_TYPE, key.element(),
            key.name(), key.javaType(), KeyType.supportedList());
        ok = false;
      }
    }
    return ok;
  }

  /** The @Key components in key order, or null (after reporting) when their order is ambiguous. */
  private List<ComponentModel> ownKeys(TypeElement record, List<ComponentModel> components) {
    List<ComponentModel> keys = new ArrayList<>();
    Map<ComponentModel, Integer> orders = new HashMap<>();
    for (RecordComponentElement component : record.getRecordComponents()) {
      AnnotationMirror key = Annotations.find(component, Names.KEY);
      if (key != null) {
        ComponentModel model = components.stream()
            .filter(c -> c.name().contentEquals(component.getSimpleName())).findFirst().orElseThrow();
        keys.add(model);
        orders.put(model, annotations.integer(key, "order"));
      }
    }
    long explicit = orders.values().stream().filter(order -> order >= 0).count();
    if (explicit == 0) {
      return keys;
    }
    long distinct = orders.values().stream().distinct().count();
    if (explicit != keys.size() || distinct != keys.size()) {
      StringBuilder listing = new StringBuilder();
      for (ComponentModel key : keys) {
        if (listing.length() > 0) {
          listing.append(", ");
        }
        int order = orders.get(key);
        listing.append(key.name()).append(order < 0 ? " (no order)" : " (order " + order + ")");
      }
      reporter.report(Message.KEY_ORDER_AMBIGUOUS, keys.get(keys.size() - 1).element(), record.getSimpleName(), listing);
      return null;
    }
    keys.sort(Comparator.comparing(orders::get));
    return keys;
  }

  /** Every component of {@code record}, or null (after reporting) when one cannot be stored. */
  private List<ComponentModel> components(TypeElement record) {
    Map<String, VariableElement> fields = new HashMap<>();
    for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
      if (!field.getModifiers().contains(Modifier.STATIC)) {
        fields.put(field.getSimpleName().toString(), field);
      }
    }
    List<ComponentModel> components = new ArrayList<>();
    boolean ok = true;
    for (RecordComponentElement component : record.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      // JDK-8295184: diagnostics on a RecordComponentElement have no position on JDK 17; the
      // record's private field of the same name has the component's line.
      Element site = fields.containsKey(name) ? fields.get(name) : component;
      TypeMirror type = component.asType();
      TypeMapper.checkResolved(type, site);

      String attributeName = name;
      AnnotationMirror attribute = Annotations.find(component, Names.ATTRIBUTE);
      if (attribute != null) {
        attributeName = annotations.string(attribute, "value");
        if (attributeName.isEmpty()) {
          reporter.report(Message.ATTRIBUTE_NAME_EMPTY, site, describe(record, name));
          ok = false;
          continue;
        }
      }
      AttributeType attributeType;
      AnnotationMirror convert = Annotations.find(component, Names.CONVERT);
      if (convert != null) {
        attributeType = converted(record, name, site, type, convert);
        if (attributeType == null) {
          ok = false;
          continue;
        }
      } else {
        attributeType = typeMapper.attributeType(type, site, true);
        if (attributeType == null) {
          if (!mentionsFailedNested(type)) {
            // A broken nested record is reported once, on itself; not again on every use.
            reporter.report(Message.ATTRIBUTE_UNSUPPORTED_TYPE, site, describe(record, name), type);
          }
          ok = false;
          continue;
        }
      }
      if (Annotations.find(component, Names.EXPIRES_AT) != null) {
        if (convert != null || !type.toString().equals("java.time.Instant")) {
          reporter.report(Message.EXPIRY_TYPE, site, describe(record, name), type);
          ok = false;
          continue;
        }
        attributeType = new AttributeType.Scalar(AttributeType.ScalarKind.EPOCH_SECONDS, TypeName.get(type));
      }
      components.add(new ComponentModel(name, attributeName, TypeName.get(type), attributeType,
          typeMapper.keyType(type, site), site));
    }
    return ok ? components : null;
  }

  private AttributeType converted(TypeElement record, String name, Element site, TypeMirror type, AnnotationMirror convert) {
    TypeElement converter = annotations.typeElement(convert, "value");
    if (converter == null) {
      throw new UnresolvedTypeException(annotations.classText(convert, "value"), site);
    }
    String problem = null;
    if (!converter.getModifiers().contains(Modifier.PUBLIC) || converter.getModifiers().contains(Modifier.ABSTRACT)) {
      problem = "is not a public concrete class";
    } else if (ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
        .noneMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC))) {
      problem = "has no public no-argument constructor";
    } else {
      TypeElement attributeConverter = elements.getTypeElement("software.amazon.awssdk.enhanced.dynamodb.AttributeConverter");
      TypeMirror boxed = type.getKind().isPrimitive() ? types.boxedClass((javax.lang.model.type.PrimitiveType) type).asType() : type;
      if (attributeConverter != null
          && !types.isAssignable(converter.asType(), types.getDeclaredType(attributeConverter, boxed))) {
        problem = "does not convert " + boxed;
      }
    }
    if (problem != null) {
      reporter.report(Message.CONVERTER_INVALID, site, converter.getSimpleName(), describe(record, name), problem, type);
      return null;
    }
    return new AttributeType.Converted(ClassName.get(converter), TypeName.get(type));
  }

  private AttributeType.Nested nested(TypeElement record, Element usedBy) {
    ClassName recordName = ClassName.get(record);
    ClassName codecName = ClassName.get(recordName.packageName(), String.join("_", recordName.simpleNames()) + "MapCodec");
    String key = record.getQualifiedName().toString();
    if (failedNested.contains(key)) {
      return null;
    }
    if (!nestedRecords.containsKey(key) && !nestedInProgress.contains(key)) {
      if (!isAccessibleFromPackage(record)) {
        return null;
      }
      nestedInProgress.add(key);
      List<ComponentModel> components = components(record);
      nestedInProgress.remove(key);
      for (ComponentModel component : components == null ? List.<ComponentModel>of() : components) {
        if (isExpiry(component)) {
          reporter.report(Message.EXPIRY_NESTED, component.element(), describe(record, component));
          components = null;
        }
      }
      for (RecordComponentElement component : record.getRecordComponents()) {
        if (Annotations.find(component, Names.UNIQUE) != null) {
          Element site = ElementFilter.fieldsIn(record.getEnclosedElements()).stream()
              .filter(f -> f.getSimpleName().contentEquals(component.getSimpleName())).findFirst()
              .<Element>map(f -> f).orElse(component);
          reporter.report(Message.UNIQUE_NESTED, site, describe(record, component.getSimpleName().toString()));
          components = null;
        }
      }
      if (components == null) {
        failedNested.add(key);
        return null;
      }
      nestedRecords.put(key, new NestedRecordModel(record, recordName, codecName, components));
    }
    return new AttributeType.Nested(recordName, codecName);
  }

  private boolean mentionsFailedNested(TypeMirror type) {
    if (type instanceof javax.lang.model.type.DeclaredType declared) {
      if (failedNested.contains(((TypeElement) declared.asElement()).getQualifiedName().toString())) {
        return true;
      }
      for (TypeMirror argument : declared.getTypeArguments()) {
        if (mentionsFailedNested(argument)) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean isAccessibleFromPackage(TypeElement element) {
    Element current = element;
    while (current instanceof TypeElement) {
      if (current.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      current = current.getEnclosingElement();
    }
    return true;
  }

  static String describe(TypeElement record, String component) {
    return record.getSimpleName() + "." + component;
  }

  static String describe(TypeElement record, ComponentModel component) {
    return describe(record, component.name());
  }

  private static String decapitalize(String name) {
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  private static String kindName(Element element) {
    return element.getKind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
  }
}
