package io.partitura.processor.parse;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/** Reads an entity's {@code @LocalIndex} and {@code @GlobalIndex} declarations into its index models. */
record IndexParser(Reporter reporter, Annotations annotations, TableParser tableParser) {
  /**
   * The entity's @LocalIndex and @GlobalIndex declarations (direct, or in their repeatable
   * containers), their annotations appended to {@code indexMirrors} in the same order; errors reported.
   */
  List<EntityIndexModel> indexes(TypeElement element, List<ComponentModel> components,
      List<AnnotationMirror> indexMirrors) {
    List<AnnotationMirror> mirrors = repeatable(element, Names.GLOBAL_INDEX, Names.GLOBAL_INDEXES);
    List<EntityIndexModel> indexes = new ArrayList<>();
    localIndexes(element, components, indexes, indexMirrors);
    for (AnnotationMirror mirror : mirrors) {
      String name = annotations.string(mirror, "name");
      String annotation = "@GlobalIndex(name = \"" + name + "\")";
      List<String> partitionNames = annotations.strings(mirror, "partitionKey");
      List<String> sortNames = annotations.strings(mirror, "sortKey");
      String partitionTemplate = annotations.string(mirror, "partitionKeyTemplate");
      String sortTemplate = annotations.string(mirror, "sortKeyTemplate");
      if (!partitionTemplate.isEmpty() || !sortTemplate.isEmpty()) {
        EntityIndexModel templated = templatedIndex(element, mirror, annotation, name, components, partitionNames,
            sortNames, partitionTemplate, sortTemplate);
        if (templated != null) {
          indexes.add(templated);
          indexMirrors.add(mirror);
        }
        continue;
      }
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
      boolean lowCardinality = partition.stream().allMatch(IndexParser::isLowCardinality);
      if (lowCardinality && shards == 1) {
        ComponentModel first = partition.get(0);
        reporter.report(Message.INDEX_LOW_CARDINALITY, first.element(), name, element.getSimpleName(),
            String.join(" and ", partitionNames), first.keyType() == KeyType.ENUM ? "enum" : "boolean");
      }
      indexes.add(new EntityIndexModel(globalIndex(mirror, name), partition, sort, shards,
          query(mirror, partitionNames)));
      indexMirrors.add(mirror);
    }
    return indexes;
  }

  /**
   * A @GlobalIndex keyed by explicit templates: both keys are templates, their placeholders the index's
   * components (checked here as index components; the template's text, against the entity's key style, by
   * TemplateParser). The stored sort key is the template alone: no primary-key tie break follows it.
   */
  private EntityIndexModel templatedIndex(TypeElement element, AnnotationMirror mirror, String annotation, String name,
      List<ComponentModel> components, List<String> partitionNames, List<String> sortNames, String partitionTemplate,
      String sortTemplate) {
    String entity = element.getSimpleName().toString();
    if (partitionTemplate.isEmpty() || sortTemplate.isEmpty() || !partitionNames.isEmpty() || !sortNames.isEmpty()) {
      String member = partitionTemplate.isEmpty() ? "sortKeyTemplate" : "partitionKeyTemplate";
      reporter.report(Message.TEMPLATE_UNSUPPORTED, element, mirror, AnnotationValues.explicitValue(mirror, member),
          annotation + "'s " + member, entity, partitionTemplate.isEmpty() || sortTemplate.isEmpty()
              ? "an index keyed by templates needs both partitionKeyTemplate and sortKeyTemplate (a sort key in "
                  + "Partitura's format ends with the item's key, which a template does not write)"
              : "the templates name the index's components, so partitionKey and sortKey must be left empty",
          "Give both templates (a constant sort key such as \"$student_1\" is a template too), and no partitionKey or "
              + "sortKey components.");
      return null;
    }
    if (annotations.integer(mirror, "shards") != 1) {
      reporter.report(Message.TEMPLATE_UNSUPPORTED, element, mirror, AnnotationValues.explicitValue(mirror, "shards"),
          annotation + "'s shards", entity, "an index keyed by templates cannot be sharded: a template holds no "
              + "shard number", "Remove shards, or the templates.");
      return null;
    }
    List<List<ComponentModel>> keys = new ArrayList<>();
    for (String member : List.of("partitionKeyTemplate", "sortKeyTemplate")) {
      String template = annotations.string(mirror, member);
      AnnotationValue value = AnnotationValues.explicitValue(mirror, member);
      TemplateText text = TemplateText.parse(template);
      if (text == null) {
        reporter.report(Message.TEMPLATE_SYNTAX, element, mirror, value, member, template, entity,
            "a '{' is left open, a '}' stands alone, or a placeholder is not {name} or {name:width} (width 1 to 40)");
        return null;
      }
      List<ComponentModel> found = new ArrayList<>();
      for (String placeholder : text.names()) {
        ComponentModel component = components.stream().filter(c -> c.name().equals(placeholder)).findFirst()
            .orElse(null);
        boolean repeated = keys.stream().anyMatch(k -> k.contains(component)) || found.contains(component);
        if (component == null || repeated) {
          reporter.report(Message.TEMPLATE_UNKNOWN_COMPONENT, element, mirror, value, member, template, entity,
              placeholder, "the record's components (each in one of the index's two keys) "
                  + String.join(", ", ComponentModel.names(components)));
          return null;
        }
        // A BigDecimal is a key value only as decimal text in a template (checked with the style by TemplateParser).
        if (component.keyType() == null && !component.javaType().toString().equals("java.math.BigDecimal")) {
          reporter.report(Message.INDEX_COMPONENT_TYPE, element, mirror, value, annotation, entity, component.name(),
              component.javaType(), KeyType.supportedList());
          return null;
        }
        if (ExpiryParser.isExpiry(component) || VersionParser.isVersion(element, component)) {
          reporter.report(ExpiryParser.isExpiry(component) ? Message.INDEX_KEYED_BY_EXPIRY
              : Message.INDEX_KEYED_BY_VERSION, element, mirror, value, annotation, entity, component.name());
          return null;
        }
        found.add(component);
      }
      if (member.equals("partitionKeyTemplate") && found.isEmpty()) {
        reporter.report(Message.INDEX_KEY_EMPTY, element, mirror, value, annotation, entity, "partitionKeyTemplate",
            "partitionKeyTemplate = \"$controlplane#plan_{plan}\"");
        return null;
      }
      keys.add(found);
    }
    return new EntityIndexModel(globalIndex(mirror, name), keys.get(0), keys.get(1), 1,
        query(mirror, ComponentModel.names(keys.get(0))), partitionTemplate, sortTemplate);
  }

  /** The {@code query} given, or {@code by<Part>And<Part>…} from the partition key's component names. */
  private String query(AnnotationMirror mirror, List<String> partitionNames) {
    String query = annotations.string(mirror, "query");
    if (!query.isEmpty()) {
      return query;
    }
    StringBuilder by = new StringBuilder("by");
    for (int i = 0; i < partitionNames.size(); i++) {
      String part = partitionNames.get(i);
      by.append(i == 0 ? "" : "And").append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
    }
    return by.toString();
  }

  /** The global index {@code name} with its key attributes: as given, or {@code <name>PK} and {@code <name>SK}. */
  private IndexModel globalIndex(AnnotationMirror mirror, String name) {
    String indexPartitionKey = annotations.string(mirror, "indexPartitionKey");
    String indexSortKey = annotations.string(mirror, "indexSortKey");
    return new IndexModel(name, indexPartitionKey.isEmpty() ? name + "PK" : indexPartitionKey,
        indexSortKey.isEmpty() ? name + "SK" : indexSortKey, "ALL", List.of());
  }

  private static boolean isLowCardinality(ComponentModel component) {
    String type = component.javaType().toString();
    return component.keyType() == KeyType.ENUM || type.equals("boolean") || type.equals("java.lang.Boolean");
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
      AnnotationValue written = writtenElement(mirror, member, i);
      ComponentModel component = components.stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
      if (component == null) {
        reporter.report(Message.INDEX_COMPONENT_MISSING, element, mirror, written, annotation, element.getSimpleName(),
            role, name, element.getSimpleName(), all);
        ok = false;
      } else if (component.keyType() == null) {
        reporter.report(Message.INDEX_COMPONENT_TYPE, element, mirror, written, annotation, element.getSimpleName(),
            component.name(), component.javaType(), KeyType.supportedList());
        ok = false;
      } else if (ExpiryParser.isExpiry(component)) {
        reporter.report(Message.INDEX_KEYED_BY_EXPIRY, element, mirror, written, annotation, element.getSimpleName(),
            component.name());
        ok = false;
      } else if (VersionParser.isVersion(element, component)) {
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
    Set<String> seen = new HashSet<>();
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
  private static AnnotationValue writtenElement(AnnotationMirror mirror, String member, int index) {
    AnnotationValue written = AnnotationValues.explicitValue(mirror, member);
    if (written != null && written.getValue() instanceof List<?> values && index < values.size()
        && values.get(index) instanceof AnnotationValue one) {
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
      List<? extends AnnotationValue> values =
          (List<? extends AnnotationValue>) annotations.value(several, "value").getValue();
      for (AnnotationValue value : values) {
        mirrors.add((AnnotationMirror) value.getValue());
      }
    }
    return mirrors;
  }

  /** The entity's @LocalIndex declarations, appended to {@code indexes}; errors reported. */
  private void localIndexes(TypeElement element, List<ComponentModel> components, List<EntityIndexModel> indexes,
      List<AnnotationMirror> indexMirrors) {
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
      String sortTemplate = annotations.string(mirror, "sortKeyTemplate");
      List<ComponentModel> sort;
      if (!sortTemplate.isEmpty()) {
        sort = localTemplateComponents(element, mirror, annotation, components, sortNames, sortTemplate);
        if (sort == null) {
          continue;
        }
        sortNames = ComponentModel.names(sort);
      } else {
        if (sortNames.isEmpty()) {
          reporter.report(Message.INDEX_KEY_EMPTY, element, mirror, AnnotationValues.explicitValue(mirror, "sortKey"),
              annotation, element.getSimpleName(), "sortKey", "sortKey = \"createdAt\"");
          continue;
        }
        sort = indexComponents(element, mirror, annotation, "sortKey", "sort key", components);
        if (sort == null || repeated(element, mirror, annotation, List.of(), sortNames)) {
          continue;
        }
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
      IndexModel index = new IndexModel(name, null, indexSortKey.isEmpty() ? name + "SK" : indexSortKey, "ALL",
          List.of(), true);
      reporter.report(Message.LOCAL_INDEX_COLLECTION_LIMIT, element, mirror, name, element.getSimpleName(),
          tableParser.nameOf(element));
      indexes.add(new EntityIndexModel(index, List.of(), sort, 1, query, "", sortTemplate));
      indexMirrors.add(mirror);
    }
  }

  /**
   * The components of a @LocalIndex's sort key template, its placeholders in order (at least one, each a record
   * component once, of a key type); {@code null} after reporting.
   */
  private List<ComponentModel> localTemplateComponents(TypeElement element, AnnotationMirror mirror,
      String annotation, List<ComponentModel> components, List<String> sortNames, String template) {
    String entity = element.getSimpleName().toString();
    AnnotationValue value = AnnotationValues.explicitValue(mirror, "sortKeyTemplate");
    if (!sortNames.isEmpty()) {
      reporter.report(Message.TEMPLATE_UNSUPPORTED, element, mirror, value, annotation + "'s sortKeyTemplate", entity,
          "the template names the index's components, so sortKey must be left empty", "Remove sortKey.");
      return null;
    }
    TemplateText text = TemplateText.parse(template);
    if (text == null) {
      reporter.report(Message.TEMPLATE_SYNTAX, element, mirror, value, "sortKeyTemplate", template, entity,
          "a '{' is left open, a '}' stands alone, or a placeholder is not {name} or {name:width} (width 1 to 40)");
      return null;
    }
    List<ComponentModel> found = new ArrayList<>();
    for (String placeholder : text.names()) {
      ComponentModel component = components.stream().filter(c -> c.name().equals(placeholder)).findFirst().orElse(null);
      if (component == null || found.contains(component)) {
        reporter.report(Message.TEMPLATE_UNKNOWN_COMPONENT, element, mirror, value, "sortKeyTemplate", template, entity,
            placeholder, "the record's components (each once) " + String.join(", ", ComponentModel.names(components)));
        return null;
      }
      if (component.keyType() == null && !component.javaType().toString().equals("java.math.BigDecimal")) {
        reporter.report(Message.INDEX_COMPONENT_TYPE, element, mirror, value, annotation, entity, component.name(),
            component.javaType(), KeyType.supportedList());
        return null;
      }
      found.add(component);
    }
    if (found.isEmpty()) {
      reporter.report(Message.INDEX_KEY_EMPTY, element, mirror, value, annotation, entity, "sortKeyTemplate",
          "sortKeyTemplate = \"$card_1#cardid_{cardId}\"");
      return null;
    }
    return found;
  }
}
