package io.partitura.processor.parse;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;

/** Reads {@code @Table} interfaces, once each, and finds the table an entity names. */
final class TableParser {
  private final Reporter reporter;
  private final Annotations annotations;
  private final Map<String, TableInfo> tables = new LinkedHashMap<>();

  TableParser(Reporter reporter, Annotations annotations) {
    this.reporter = reporter;
    this.annotations = annotations;
  }

  /** Parses one table declaration; returns null (after reporting) when it is unusable. */
  TableInfo table(TypeElement element) {
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
          ParseText.kindName(element), element.getSimpleName(), annotations.string(mirror, "name"),
          element.getSimpleName());
    } else {
      info = new TableInfo(element, mirror,
          annotations.string(mirror, "name"),
          annotations.string(mirror, "partitionKey"),
          annotations.string(mirror, "sortKey"),
          annotations.string(mirror, "typeAttribute"),
          annotations.enumName(mirror, "billingMode"),
          annotations.longValue(mirror, "readCapacityUnits"),
          annotations.longValue(mirror, "writeCapacityUnits"),
          annotations.enumName(mirror, "stream"));
    }
    tables.put(name, info);
    return info;
  }

  /** The table a {@code @Parent}'s {@code table} member names; null after reporting when it is no table. */
  TableInfo resolve(TypeElement entity, AnnotationMirror mirror, TypeElement tableElement) {
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

  /** The name of the table an entity belongs to, read from the annotations alone; "?" when unknown. */
  String nameOf(TypeElement entity) {
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
        return owner == null ? "?" : nameOf(owner);
      }
    }
    return "?";
  }
}
