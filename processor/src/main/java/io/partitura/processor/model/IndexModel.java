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

  /** A global secondary index. */
  public IndexModel(String name, String partitionKey, String sortKey, String projection, List<String> include) {
    this(name, partitionKey, sortKey, projection, include, false);
  }

  /** Whether listings on this index see whole items. */
  public boolean projectsAll() {
    return "ALL".equals(projection);
  }
}
