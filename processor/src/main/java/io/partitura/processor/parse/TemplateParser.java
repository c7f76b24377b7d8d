package io.partitura.processor.parse;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyLayout;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Reads an entity's explicit key templates ({@code partitionKeyTemplate}, {@code sortKeyTemplate}, …), its
 * {@code @KeyStyle} (or its table's) and its {@code @Marker}s, and checks each template on its own: syntax, the
 * components it must and may hold, widths, casing of constants, and that values can be read back (a non-empty
 * constant with no border between every two placeholders). Overlaps between entities are checked once the table
 * is known ({@code TemplateOverlapCheck}).
 */
record TemplateParser(Reporter reporter, Annotations annotations) {

  /** The entity's layout; {@link KeyLayout#DEFAULT} without templates and markers; {@code null} after an error. */
  KeyLayout layout(EntityModel model, AnnotationMirror role, TypeElement tableElement, EntityModel parent,
      boolean grandchild, List<AnnotationMirror> indexMirrors) {
    TypeElement element = model.element();
    AnnotationMirror style = Annotations.find(element, Names.KEY_STYLE);
    if (style == null && tableElement != null) {
      style = Annotations.find(tableElement, Names.KEY_STYLE);
    }
    boolean escape = style == null || (Boolean) annotations.value(style, "escape").getValue();
    String casing = style == null ? "NONE" : annotations.enumName(style, "casing");
    boolean decimal = style != null && "DECIMAL".equals(annotations.enumName(style, "numbers"));
    String partitionKey = member(role, "partitionKeyTemplate");
    String sortKey = member(role, "sortKeyTemplate");
    String indexPartitionKey = member(role, "indexPartitionKeyTemplate");
    String indexSortKey = member(role, "indexSortKeyTemplate");
    List<KeyLayout.Marker> markers = markers(element);
    if (markers == null) {
      return null;
    }
    KeyLayout layout = new KeyLayout(escape, casing, decimal, partitionKey, sortKey, indexPartitionKey, indexSortKey,
        markers);
    List<EntityIndexModel> indexes = model.globalIndexes();
    if (!layout.templated() && indexes.stream().noneMatch(EntityIndexModel::templated)) {
      return layout;
    }
    boolean ok = true;
    String entity = element.getSimpleName().toString();
    if (layout.templated()) {
      if (model.isSharded() || grandchild || parent != null && parent.isSharded()) {
        reporter.report(Message.TEMPLATE_UNSUPPORTED, element, role, "Key templates", entity,
            "a sharded collection or a grandchild (a collection nested two levels deep) cannot have templates yet",
            "Remove the templates, or the shards.");
        return null;
      }
      switch (model.kind()) {
        case PARENT -> {
          ok &= check(layout, element, role, "partitionKeyTemplate", partitionKey, model.partitionKeyParts(), entity);
          ok &= check(layout, element, role, "sortKeyTemplate", sortKey, List.of(), entity);
        }
        case CHILD -> ok &= check(layout, element, role, "sortKeyTemplate", sortKey, model.sortKeyParts(), entity);
        case EDGE -> {
          ok &= check(layout, element, role, "sortKeyTemplate", sortKey, model.edge().toParts(), entity);
          ok &= check(layout, element, role, "indexPartitionKeyTemplate", indexPartitionKey, model.edge().toParts(),
              entity);
          ok &= check(layout, element, role, "indexSortKeyTemplate", indexSortKey, model.edge().fromParts(), entity);
        }
      }
    }
    List<String> templates = new ArrayList<>(layout.templates());
    for (int i = 0; i < indexes.size(); i++) {
      EntityIndexModel index = indexes.get(i);
      if (index.templated()) {
        // Index templates: their components are their placeholders (IndexParser); here their text, in this style.
        ok &= check(layout, element, indexMirrors.get(i), "partitionKeyTemplate", index.partitionTemplate(),
            index.partitionComponents(), entity);
        ok &= check(layout, element, indexMirrors.get(i), "sortKeyTemplate", index.sortTemplate(),
            index.sortComponents(), entity);
        templates.add(index.partitionTemplate());
        templates.add(index.sortTemplate());
      }
    }
    if (ok && !escape) {
      Set<String> refused = new LinkedHashSet<>();
      for (String template : templates) {
        TemplateText text = TemplateText.parse(template);
        for (int i = 1; i < text.constants().size(); i++) {
          if (!text.constants().get(i).isEmpty()) {
            refused.add("\"" + text.constants().get(i) + "\"");
          }
        }
      }
      reporter.report(Message.TEMPLATE_UNESCAPED, element, role, entity,
          refused.isEmpty() ? "none here: each value ends its key" : String.join(", ", refused));
    }
    return ok ? layout : null;
  }

  /** Checks one template (when given) against the components its key is built from, in any order, each once. */
  boolean check(KeyLayout layout, TypeElement element, AnnotationMirror mirror, String member, String template,
      List<ComponentModel> required, String entity) {
    if (template.isEmpty()) {
      return true;
    }
    AnnotationValue value = AnnotationValues.explicitValue(mirror, member);
    String where = entity;
    TemplateText text = TemplateText.parse(template);
    if (text == null) {
      reporter.report(Message.TEMPLATE_SYNTAX, element, mirror, value, member, template, where,
          "a '{' is left open, a '}' stands alone, or a placeholder is not {name} or {name:width} (width 1 to 40)");
      return false;
    }
    Set<String> seen = new HashSet<>();
    List<String> requiredNames = ComponentModel.names(required);
    for (TemplateText.Placeholder placeholder : text.placeholders()) {
      if (!requiredNames.contains(placeholder.name()) || !seen.add(placeholder.name())) {
        reporter.report(Message.TEMPLATE_UNKNOWN_COMPONENT, element, mirror, value, member, template, where, placeholder.name(),
            requiredNames.isEmpty() ? "no component (a constant)" : String.join(", ", requiredNames));
        return false;
      }
      ComponentModel component = required.stream().filter(c -> c.name().equals(placeholder.name())).findFirst()
          .orElseThrow();
      if (component.keyType() == null && !layout.decimal()) {
        reporter.report(Message.TEMPLATE_UNSUPPORTED, element, mirror, value, member + " = \"" + template + "\"", where,
            "{" + placeholder.name() + "} is a BigDecimal, which a key holds only as decimal text (JavaScript's "
                + "String(n), as ElectroDB writes numbers)", "Use @KeyStyle(numbers = DECIMAL) on the entity or its table.");
        return false;
      }
      boolean number = component.keyType() == KeyType.INT || component.keyType() == KeyType.INTEGER
          || component.keyType() == KeyType.LONG || component.keyType() == KeyType.LONG_OBJECT;
      if (placeholder.width() > 0 && (!number || !layout.decimal())) {
        reporter.report(Message.TEMPLATE_WIDTH, element, mirror, value, member, template, where, placeholder.name(),
            !number ? "it is a " + (component.keyType() == null ? "BigDecimal"
                : component.keyType().name().toLowerCase(Locale.ROOT)) + ", not an int or long"
                : "numbers are written in Partitura's fixed width (@KeyStyle numbers = SORTABLE)");
        return false;
      }
    }
    for (String name : requiredNames) {
      if (!seen.contains(name)) {
        reporter.report(Message.TEMPLATE_MISSING_COMPONENT, element, mirror, value, member, template, where, name);
        return false;
      }
    }
    if (!text.names().equals(requiredNames)) {
      reporter.report(Message.TEMPLATE_SYNTAX, element, mirror, value, member, template, where,
          "its placeholders must follow the key's component order (" + String.join(", ", requiredNames)
              + "), which listings and prefixes fix from the left; reorder them, or the components with @Key(order)");
      return false;
    }
    for (int i = 1; i < text.placeholders().size(); i++) {
      String between = text.constants().get(i);
      if (between.isEmpty() || TemplateText.hasBorder(between)) {
        reporter.report(Message.TEMPLATE_AMBIGUOUS, element, mirror, value, member, template, where, between.isEmpty()
            ? "{" + text.placeholders().get(i - 1).name() + "} and {" + text.placeholders().get(i).name()
                + "} touch, so where one value ends is unknown"
            : "the constant \"" + between + "\" between two values begins as it ends, so a value could end at two "
                + "places");
        return false;
      }
    }
    for (String constant : text.constants()) {
      String cased = switch (layout.casing()) {
        case "LOWER" -> constant.toLowerCase(Locale.ROOT);
        case "UPPER" -> constant.toUpperCase(Locale.ROOT);
        default -> constant;
      };
      if (!cased.equals(constant)) {
        reporter.report(Message.TEMPLATE_CASING, element, mirror, value, member, template, where, constant, layout.casing(), cased);
        return false;
      }
    }
    return true;
  }

  private String member(AnnotationMirror role, String name) {
    return role.getAnnotationType().asElement().getEnclosedElements().stream()
        .anyMatch(e -> e.getSimpleName().contentEquals(name)) ? annotations.string(role, name) : "";
  }

  private List<KeyLayout.Marker> markers(TypeElement element) {
    List<AnnotationMirror> mirrors = new ArrayList<>();
    AnnotationMirror single = Annotations.find(element, Names.MARKER);
    if (single != null) {
      mirrors.add(single);
    }
    AnnotationMirror several = Annotations.find(element, Names.MARKERS);
    if (several != null) {
      @SuppressWarnings("unchecked")
      List<? extends AnnotationValue> values =
          (List<? extends AnnotationValue>) annotations.value(several, "value").getValue();
      for (AnnotationValue value : values) {
        mirrors.add((AnnotationMirror) value.getValue());
      }
    }
    List<KeyLayout.Marker> markers = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (AnnotationMirror mirror : mirrors) {
      String attribute = annotations.string(mirror, "attribute");
      if (attribute.isEmpty() || !names.add(attribute)) {
        reporter.report(Message.MARKER_INVALID, element, mirror, AnnotationValues.explicitValue(mirror, "attribute"),
            attribute, element.getSimpleName(), attribute.isEmpty() ? "the name is empty" : "it is given twice");
        return null;
      }
      markers.add(new KeyLayout.Marker(attribute, annotations.string(mirror, "value")));
    }
    return markers;
  }
}
