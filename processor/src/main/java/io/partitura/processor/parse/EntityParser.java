package io.partitura.processor.parse;

import com.palantir.javapoet.ClassName;
import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyLayout;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableInfo;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads entity records, once each: the role annotation, what every role shares (components, keys,
 * {@code @Version}, {@code @ExpiresAt}, {@code @Unique}, indexes), and, through {@link ChildParser}
 * and {@link EdgeParser}, what a child's or an edge's relationship adds.
 */
final class EntityParser {
  private final Elements elements;
  private final Reporter reporter;
  private final Annotations annotations;
  private final TableParser tableParser;
  private final ComponentParser componentParser;
  private final KeyParser keyParser;
  private final VersionParser versionParser;
  private final ExpiryParser expiryParser;
  private final UniqueParser uniqueParser;
  private final CounterParser counterParser;
  private final IndexParser indexParser;
  private final ChildParser childParser;
  private final EdgeParser edgeParser;
  private final TemplateParser templateParser;

  private final Map<String, EntityModel> entities = new LinkedHashMap<>();
  private final Map<String, EntityInfo> entityInfos = new LinkedHashMap<>();
  private final Set<String> failedEntities = new HashSet<>();

  EntityParser(Elements elements, Reporter reporter, Annotations annotations, TableParser tableParser,
      ComponentParser componentParser) {
    this.elements = elements;
    this.reporter = reporter;
    this.annotations = annotations;
    this.tableParser = tableParser;
    this.componentParser = componentParser;
    this.keyParser = new KeyParser(reporter, annotations);
    this.versionParser = new VersionParser(reporter);
    this.expiryParser = new ExpiryParser(reporter);
    this.uniqueParser = new UniqueParser(reporter);
    this.counterParser = new CounterParser(reporter);
    this.indexParser = new IndexParser(reporter, annotations, tableParser);
    this.childParser = new ChildParser(reporter, annotations, this::entity);
    this.edgeParser = new EdgeParser(reporter, annotations, expiryParser, this::entity);
    this.templateParser = new TemplateParser(reporter, annotations);
  }

  /**
   * Parses one entity record (and, for a child, its parent; for an edge, its sides); returns null
   * (after reporting) when it has errors.
   */
  EntityInfo entity(TypeElement element) {
    String name = element.getQualifiedName().toString();
    if (entityInfos.containsKey(name)) {
      return entityInfos.get(name);
    }
    if (failedEntities.contains(name)) {
      return null;
    }
    EntityInfo info = parse(element);
    if (info == null) {
      failedEntities.add(name);
    } else {
      entityInfos.put(name, info);
      entities.put(name, info.model());
    }
    return info;
  }

  /** The entities parsed without errors so far, in the order they were parsed. */
  Collection<EntityModel> models() {
    return Collections.unmodifiableCollection(entities.values());
  }

  private EntityInfo parse(TypeElement element) {
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
          annotationName, ParseText.kindName(element), element.getSimpleName(), element.getSimpleName());
      return null;
    }
    boolean ok = true;
    if (!element.getTypeParameters().isEmpty()) {
      reporter.report(Message.ENTITY_GENERIC, element, mirror, element.getSimpleName(), element.getTypeParameters());
      ok = false;
    }
    if (!ComponentParser.isAccessibleFromPackage(element)) {
      reporter.report(Message.ENTITY_NOT_ACCESSIBLE, element, mirror, element.getSimpleName(),
          elements.getPackageOf(element).getQualifiedName());
      ok = false;
    }

    List<ComponentModel> components = componentParser.components(element);
    if (components == null) {
      ok = false;
    }
    List<ComponentModel> keys = components == null ? List.of() : keyParser.ownKeys(element, components);
    if (keys == null) {
      ok = false;
    }

    ComponentModel version = components == null || keys == null ? null
        : versionParser.version(element, components, keys);
    if (version == VersionParser.INVALID) {
      ok = false;
    }
    if (components != null && keys != null && !expiryParser.check(element, components, keys)) {
      ok = false;
    }
    List<ComponentModel> unique = components == null || keys == null ? List.of()
        : uniqueParser.unique(element, components, keys, edgeMirror != null);
    if (unique == null) {
      ok = false;
    }
    String prefix = annotations.string(mirror, "prefix");
    String entityType = annotations.string(mirror, "type");
    if (entityType.isEmpty()) {
      entityType = element.getSimpleName().toString();
    }
    String type = entityType;
    ClassName recordName = ClassName.get(element);
    EntityParts parts = new EntityParts(element, mirror, components, keys, unique, ok);

    if (edgeMirror != null) {
      EdgeParser.ParsedEdge edge = ok ? edgeParser.edge(parts) : null;
      if (edge == null) {
        return null;
      }
      return withLayout(withIndexes(parts, edge.table(), indexes -> new EntityModel(element, EntityModel.Kind.EDGE,
          recordName, prefix, type, null, null, components, edge.edge().fromParts(), edge.edge().toParts(),
          edge.edge(), version, 1, indexes, List.of())), null);
    }
    if (parentMirror != null) {
      TypeElement tableElement = annotations.typeElement(parentMirror, "table");
      TableInfo table = tableParser.resolve(element, parentMirror, tableElement);
      if (table == null || !ok || !keyParser.usable(element, mirror, keys)) {
        return null;
      }
      String parentSortKey = annotations.string(parentMirror, "sortKey");
      int shards = shards(element, parentMirror);
      return withLayout(withIndexes(parts, table, indexes -> new EntityModel(element, EntityModel.Kind.PARENT,
          recordName, prefix, type, parentSortKey, null, components, keys, List.of(), null, version, shards, indexes,
          unique)), null);
    }
    ChildParser.ChildKeys child = childParser.keys(parts);
    if (child == null || !keyParser.usable(element, mirror, keys)) {
      return null;
    }
    return withLayout(withIndexes(parts, child.parent().table(), indexes -> new EntityModel(element,
        EntityModel.Kind.CHILD, recordName, prefix, type, null, child.parent().model().recordName(), components,
        child.partitionKeyParts(), child.sortKeyParts(), null, version, 1, indexes, unique)), child.parent().model());
  }

  /** {@code info} with the entity's key templates, style and markers; {@code null} after an error in them. */
  private EntityInfo withLayout(EntityInfo info, EntityModel parent) {
    if (info == null) {
      return null;
    }
    EntityModel m = info.model();
    KeyLayout layout = templateParser.layout(m, info.mirror(), info.table().element(), parent,
        parent != null && parent.kind() == EntityModel.Kind.CHILD, info.indexMirrors());
    if (layout == null) {
      return null;
    }
    return new EntityInfo(m.withLayout(layout), info.mirror(), info.table(), info.indexMirrors());
  }

  /**
   * The entity's info: its model as {@code model} builds it from the entity's indexes (read here,
   * their annotations kept in the same order).
   */
  private EntityInfo withIndexes(EntityParts parts, TableInfo table, Function<List<EntityIndexModel>, EntityModel> model) {
    List<AnnotationMirror> indexMirrors = new ArrayList<>();
    List<EntityIndexModel> indexes = indexParser.indexes(parts.element(), parts.components(), indexMirrors);
    EntityModel entity = model.apply(indexes);
    List<ComponentModel> counters = counterParser.counters(entity);
    return counters == null ? null : new EntityInfo(entity.withCounters(counters), parts.mirror(), table, indexMirrors);
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
}
