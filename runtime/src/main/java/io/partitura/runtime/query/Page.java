package io.partitura.runtime.query;

import java.util.List;
import java.util.Optional;

/**
 * One page of a listing.
 *
 * @param items the page's records, in the listing's order
 * @param nextCursor an opaque cursor for the next page, or {@code null} when this is the last page
 */
public record Page<T>(List<T> items, String nextCursor) {
  public Page {
    items = List.copyOf(items);
  }

  /** Whether another page follows. */
  public boolean hasNext() {
    return nextCursor != null;
  }

  /** The cursor for the next page, if another page follows. */
  public Optional<String> cursor() {
    return Optional.ofNullable(nextCursor);
  }
}
