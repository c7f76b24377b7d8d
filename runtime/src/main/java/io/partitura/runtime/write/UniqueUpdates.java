package io.partitura.runtime.write;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What an {@link Update} needs of its entity's {@code @Unique} values ({@code io.partitura.runtime.unique.UniqueValues}
 * is the one implementation): an update that names a unique attribute is no single UpdateItem, but a read and a
 * transaction that moves the uniqueness items with it. An interface here, so that partial updates do not depend
 * on the transactions built on them.
 *
 * @param <T> the entity's record
 */
public interface UniqueUpdates<T> {
  /** Whether a write of {@code attributes} may change a unique value: it names a unique attribute. */
  boolean touches(Collection<String> attributes);

  /** The attributes the unique values are stored under, in the order the components are declared. */
  List<String> attributeNames();

  /**
   * Refuses, before any request, the value {@code value} that an update writes to {@code attribute} when it is
   * a unique value too long for its uniqueness item's key.
   */
  void requireKeyable(String operation, String attribute, AttributeValue value);

  /**
   * Applies {@code update}, which names a unique attribute: one consistent GetItem, then one TransactWriteItems
   * with the update's expression and checks, guarded by the unique values read; the record as {@code written}
   * computes it from the item read.
   */
  T update(TableClient table, String operation, Update<T> update, UnaryOperator<Map<String, AttributeValue>> written);

  /** The guard a move adds to the item's write, each value read shown as a placeholder: for describing. */
  Condition guardAsRead();

  /**
   * What {@link #update} sends, shown without sending anything.
   *
   * @param guarded the item's UpdateItem, guarded by {@link #guardAsRead()}
   * @param given each unique attribute the update names, with its value ({@code null} when it removes it)
   */
  RequestDescription describeUpdate(TableClient table, UpdateItemRequest guarded, Map<String, AttributeValue> given);
}
