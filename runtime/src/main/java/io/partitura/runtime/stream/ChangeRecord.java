package io.partitura.runtime.stream;

import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * One stream record as the decoder reads it, whichever API delivered it (the DynamoDB Streams API's {@link Record}
 * here, Lambda's and the Kinesis adapter's in their own modules). The maps are the SDK's attribute values, as the
 * generated codecs read them; they are not copied.
 *
 * @param operation what happened to the item
 * @param keys the item's primary key attributes
 * @param oldImage the item before, or {@code null} when the view type does not carry it (or for an insert)
 * @param newImage the item after, or {@code null} when the view type does not carry it (or for a remove)
 * @param sequenceNumber the record's position in its shard: increasing per item, for idempotent consumers
 * @param eventId the record's unique id, or {@code null}
 * @param approximateCreation when the change was made, to the second (or millisecond), or {@code null}
 * @param removedByTtl whether Time to Live deleted the item (see {@link #isTimeToLive})
 */
public record ChangeRecord(Operation operation, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
    Map<String, AttributeValue> newImage, String sequenceNumber, String eventId, Instant approximateCreation,
    boolean removedByTtl) {
  /** The principal and type of {@code userIdentity} on a deletion made by Time to Live. */
  public static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";

  public static final String TTL_IDENTITY_TYPE = "Service";

  /** A stream record's {@code eventName}. */
  public enum Operation {
    INSERT,
    MODIFY,
    REMOVE
  }

  public ChangeRecord {
    Objects.requireNonNull(operation, "operation");
    keys = keys == null ? Map.of() : keys;
  }

  /**
   * The record the DynamoDB Streams API's {@code GetRecords} returned.
   *
   * @throws InvalidStreamRecordException when its event name is not {@code INSERT}, {@code MODIFY} or {@code REMOVE}
   */
  public static ChangeRecord of(Record record) {
    StreamRecord stream = record.dynamodb();
    OperationType type = record.eventName();
    if (type == null || type == OperationType.UNKNOWN_TO_SDK_VERSION) {
      throw new InvalidStreamRecordException("stream record " + record.eventID() + " has event name "
          + record.eventNameAsString() + ": expected INSERT, MODIFY or REMOVE");
    }
    Identity identity = record.userIdentity();
    return new ChangeRecord(Operation.valueOf(type.name()), stream.keys(), stream.hasOldImage()
        ? stream.oldImage() : null, stream.hasNewImage() ? stream.newImage() : null, stream.sequenceNumber(),
        record.eventID(), stream.approximateCreationDateTime(),
        identity != null && isTimeToLive(identity.type(), identity.principalId()));
  }

  /**
   * Whether a record's {@code userIdentity} of {@code type} and {@code principalId} says that Time to Live deleted
   * the item: DynamoDB documents exactly {@code Service} and {@code dynamodb.amazonaws.com}.
   */
  public static boolean isTimeToLive(String type, String principalId) {
    return TTL_IDENTITY_TYPE.equals(type) && TTL_PRINCIPAL.equals(principalId);
  }
}
