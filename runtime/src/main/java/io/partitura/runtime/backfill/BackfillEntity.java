package io.partitura.runtime.backfill;

import io.partitura.runtime.item.ItemCodec;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One entity whose items carry keys of the index being backfilled: how to read its items, which
 * stored attributes its index key is computed from, and the computation itself, which the generated
 * code takes from the same {@code <Record>Repository.Codec} key method put uses.
 *
 * @param codec reads the entity's items; its {@link ItemCodec#entityType()} recognises them by the type attribute
 * @param sourceAttributes the attributes the index key depends on besides the primary key (and the
 *     version attribute when the entity is versioned): the backfill's write is conditioned on them
 *     still holding what it read
 * @param indexKey the item's index key attributes, empty when the item belongs in no index (sparse)
 * @param <T> the record type
 */
public record BackfillEntity<T>(ItemCodec<T> codec, List<String> sourceAttributes, IndexKeyFunction<T> indexKey) {

  public BackfillEntity {
    Objects.requireNonNull(codec, "codec");
    sourceAttributes = List.copyOf(sourceAttributes);
    Objects.requireNonNull(indexKey, "indexKey");
  }

  public static <T> BackfillEntity<T> of(ItemCodec<T> codec, List<String> sourceAttributes, IndexKeyFunction<T> indexKey) {
    return new BackfillEntity<>(codec, sourceAttributes, indexKey);
  }

  /** Computes an item's key attributes in one index from its record and its stored primary key. */
  @FunctionalInterface
  public interface IndexKeyFunction<T> {
    Map<String, AttributeValue> indexKey(T record, String partitionKey, String sortKey);
  }
}
