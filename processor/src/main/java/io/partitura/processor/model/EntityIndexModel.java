package io.partitura.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A {@code @GlobalIndex} or {@code @LocalIndex} of one entity: which components key it, and how it is queried.
 *
 * @param partitionComponents the components partitioning a global index, in order; empty for a local index
 * @param sortComponents the components ordering the index, in order; empty for the item's own sort key
 * @param shards shards per index partition; 1 means unsharded
 * @param queryName the generated query method, for example {@code byStatus}
 * @param partitionTemplate the index partition key's explicit template, or empty for Partitura's format
 * @param sortTemplate the index sort key's explicit template, or empty for Partitura's format
 */
public record EntityIndexModel(
    IndexModel index, List<ComponentModel> partitionComponents, List<ComponentModel> sortComponents, int shards,
    String queryName, String partitionTemplate, String sortTemplate) {

  /** An index in Partitura's own key format. */
  public EntityIndexModel(IndexModel index, List<ComponentModel> partitionComponents,
      List<ComponentModel> sortComponents, int shards, String queryName) {
    this(index, partitionComponents, sortComponents, shards, queryName, "", "");
  }

  /** Whether the index keys are written by explicit templates. */
  public boolean templated() {
    return !partitionTemplate.isEmpty() || !sortTemplate.isEmpty();
  }

  public EntityIndexModel {
    partitionComponents = List.copyOf(partitionComponents);
    sortComponents = List.copyOf(sortComponents);
  }

  public boolean isSharded() {
    return shards > 1;
  }

  /** Whether the index is ordered by its own components, not by the item's sort key. */
  public boolean hasSortComponents() {
    return !sortComponents.isEmpty();
  }

  /** Every component keying the index: the partition components, then the sort components. */
  public List<ComponentModel> components() {
    List<ComponentModel> all = new ArrayList<>(partitionComponents);
    all.addAll(sortComponents);
    return all;
  }

  /** The key attributes the index gives an item: partition and sort key of a global index, sort key of a local one. */
  public List<String> keyAttributes() {
    return index.local() ? List.of(index.sortKey()) : List.of(index.partitionKey(), index.sortKey());
  }
}
