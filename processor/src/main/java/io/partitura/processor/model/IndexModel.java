package io.partitura.processor.model;

import java.util.List;

/**
 * A global secondary index of a table, inverted by one or more edges.
 *
 * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
 * @param include the attributes an {@code INCLUDE} projection stores
 */
public record IndexModel(
    String name, String partitionKey, String sortKey, String projection, List<String> include, boolean local) {

  /**
   * The global index the processor declares when a child has children of its own: it holds those
   * children's parents only (a sparse index), keyed by their {@code @Parent}'s key and their own sort
   * key, so that "a customer's orders" pages through orders without reading their lines.
   */
  public static final IndexModel NESTED_PARENTS =
      new IndexModel("NestedParents", "NestedParentsPK", "NestedParentsSK", "ALL", List.of());

  /** A global secondary index. */
  public IndexModel(String name, String partitionKey, String sortKey, String projection, List<String> include) {
    this(name, partitionKey, sortKey, projection, include, false);
  }

  /** Whether listings on this index see whole items. */
  public boolean projectsAll() {
    return "ALL".equals(projection);
  }
}
