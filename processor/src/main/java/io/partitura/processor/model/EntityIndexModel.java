package io.partitura.processor.model;

/**
 * A {@code @GlobalIndex} of one entity: which components key it, and how it is queried.
 *
 * @param sortComponent the component ordering the index, or {@code null} for the item's own sort key
 * @param shards shards per index partition; 1 means unsharded
 * @param queryName the generated query method, for example {@code byStatus}
 */
public record EntityIndexModel(
    IndexModel index, ComponentModel partitionComponent, ComponentModel sortComponent, int shards, String queryName) {

  public boolean isSharded() {
    return shards > 1;
  }
}
