package io.partitura.runtime.item;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts one entity record to its DynamoDB item and back, directly and without reflection. The
 * processor generates one implementation per entity ({@code <Record>Codec}).
 *
 * @param <T> the record type
 */
public interface ItemCodec<T> {
  /** The record class. */
  Class<T> type();

  /** The value this entity stores in the table's type attribute. */
  String entityType();

  /** The whole item: key attributes, index key attributes, the type attribute and every component. */
  Map<String, AttributeValue> toItem(T record);

  /**
   * Whether {@code item} is this entity's by its type attribute and markers ({@code @Marker}, such as ElectroDB's
   * {@code __edb_v__}), compared exactly: what a get and a collection load require before they return an item as
   * this entity (ElectroDB's rule, {@code ownsItem}). True for every item when the entity has no markers: its items
   * are recognised by their keys and type as before.
   */
  default boolean owns(Map<String, AttributeValue> item) {
    return true;
  }

  /**
   * The record stored in {@code item}; key and type attributes are ignored, markers are not: an item whose
   * markers differ is refused with {@code ItemMappingException}.
   */
  T fromItem(Map<String, AttributeValue> item);

  /** The item's primary key (partition and sort key attributes only). */
  Map<String, AttributeValue> primaryKey(T record);
}
