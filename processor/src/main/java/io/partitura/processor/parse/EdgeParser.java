package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.decapitalize;
import static io.partitura.processor.parse.ParseText.describe;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Reads a {@code @ManyToMany} edge: its two sides (parsed first), the edge components holding each
 * side's key, and the inverted index that lists an edge from its {@code to} side.
 */
record EdgeParser(Reporter reporter, Annotations annotations, ExpiryParser expiryParser,
    Function<TypeElement, EntityInfo> entities) {
  /** An edge as read, and the table of its sides. */
  record ParsedEdge(EdgeModel edge, TableInfo table) {}

  /** The edge of an entity whose own parts are fine; null (after reporting) when it is unusable. */
  ParsedEdge edge(EntityParts parts) {
    TypeElement element = parts.element();
    AnnotationMirror mirror = parts.mirror();
    List<ComponentModel> components = parts.components();
    boolean ok = true;
    for (ComponentModel key : parts.keys()) {
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
    ok = expiryParser.checkNotInKey(element, fromParts, sideKeyText(from));
    ok &= expiryParser.checkNotInKey(element, toParts, sideKeyText(to));
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
    IndexModel indexModel = new IndexModel(index,
        indexPartitionKey.isEmpty() ? index + "PK" : indexPartitionKey,
        indexSortKey.isEmpty() ? index + "SK" : indexSortKey,
        annotations.enumName(mirror, "projection"),
        annotations.strings(mirror, "include"));
    EdgeModel edge = new EdgeModel(from.model().recordName(), to.model().recordName(), fromParts, toParts, indexModel,
        annotations.string(mirror, "verb"));
    return new ParsedEdge(edge, from.table());
  }

  private static String sideKeyText(EntityInfo side) {
    return "part of the edge's key (it holds " + side.model().simpleName() + "'s key)";
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
    return entities.apply(side);
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
}
