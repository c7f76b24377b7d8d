package io.partitura.runtime.stream;

import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stream record the decoder could not turn into one of the table's records: written by other code, or by another
 * version of the schema. It is an event like the others, not an exception, so one foreign item does not stop a batch.
 *
 * @param keys the item's primary key attributes
 * @param reason why it was not recognised
 * @param detail what was found: the type attribute's value, the codec's refusal, or the keys the entity would have
 * @param cause the codec's exception for {@link Reason#REFUSED}, else {@code null}
 */
public record UnrecognisedItem(Map<String, AttributeValue> keys, Reason reason, String detail, RuntimeException cause) {
  /** Why an item was not recognised. */
  public enum Reason {
    /** The record carries no image the entity could be read from: the view type is {@code KEYS_ONLY}, or lacks the
     * image this event needs ({@code NEW_IMAGE} on a remove, {@code OLD_IMAGE} on an insert). */
    NO_IMAGE,
    /** The item has no type attribute (a string): not written through Partitura. */
    NO_TYPE,
    /** The type attribute names no entity of this table. */
    UNKNOWN_TYPE,
    /** The entity's codec refused the item: a value of the wrong type, a missing key component… */
    REFUSED,
    /** The old and new images name different entities. */
    TYPE_CHANGED,
    /** The type attribute names an entity, but the item's keys are not those its key format gives the record the
     * image holds: an item of another layout. */
    KEY_MISMATCH
  }

  public UnrecognisedItem {
    Objects.requireNonNull(keys, "keys");
    Objects.requireNonNull(reason, "reason");
  }
}
