package io.partitura.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * An entity's explicit key templates and the style their values are written in ({@code @KeyStyle}, the entity's or
 * its table's), and its {@code @Marker} attributes. Every template is empty when the entity has none: its keys keep
 * Partitura's format.
 *
 * @param escape whether string values are escaped as in Partitura's own keys
 * @param casing {@code NONE}, {@code LOWER} or {@code UPPER}: the casing of values
 * @param decimal whether int and long values are written as decimal text (else the sortable fixed width)
 * @param partitionKey a parent's partition key template
 * @param sortKey the sort key template: a parent's own item, a child's, an edge's in the table
 * @param indexPartitionKey an edge's partition key template in its index
 * @param indexSortKey an edge's sort key template in its index
 */
public record KeyLayout(boolean escape, String casing, boolean decimal, String partitionKey, String sortKey,
    String indexPartitionKey, String indexSortKey, List<Marker> markers) {

  /** A constant attribute on every item of the entity. */
  public record Marker(String attribute, String value) {}

  /** No template, no marker: Partitura's format. */
  public static final KeyLayout DEFAULT = new KeyLayout(true, "NONE", false, "", "", "", "", List.of());

  public KeyLayout {
    markers = List.copyOf(markers);
  }

  /** Whether any key of the entity's own (table key or edge index key) has a template. */
  public boolean templated() {
    return !partitionKey.isEmpty() || !sortKey.isEmpty() || !indexPartitionKey.isEmpty() || !indexSortKey.isEmpty();
  }

  /** The templates given, each once. */
  public List<String> templates() {
    List<String> all = new ArrayList<>();
    for (String template : List.of(partitionKey, sortKey, indexPartitionKey, indexSortKey)) {
      if (!template.isEmpty()) {
        all.add(template);
      }
    }
    return all;
  }
}
