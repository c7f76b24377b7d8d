package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * What makes an entity an edge: its two sides, the edge components holding each side's key, and
 * the index that inverts it.
 *
 * @param verb an extra name for the conditional create, or empty
 */
public record EdgeModel(
    ClassName fromName, ClassName toName, List<ComponentModel> fromParts, List<ComponentModel> toParts,
    IndexModel index, String verb) {

  public boolean isSelfReferencing() {
    return fromName.equals(toName);
  }
}
