package io.partitura.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * AWS Lambda's {@link DynamodbEvent} as the runtime's {@link ChangeRecord}s, for a table's generated decoder:
 *
 * <pre>{@code
 * private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();
 *
 * public Void handleRequest(DynamodbEvent event, Context context) {
 *   for (ShopEvent change : LambdaChangeRecords.decodeAll(EVENTS, event)) { ... }
 * }
 * }</pre>
 *
 * <p>Lambda's attribute values are another class hierarchy than the SDK's that the codecs read; each is copied into
 * the SDK's by its type member, field by field: no JSON, no reflection (and through the SDK's builder-free
 * {@code AttributeValue.create…} factories, as the generated codecs write).
 */
public final class LambdaChangeRecords {
  private LambdaChangeRecords() {}

  /** The events of every record of {@code event}, in its order, without Partitura's own items. */
  public static <E> List<E> decodeAll(ChangeDecoder<E> decoder, DynamodbEvent event) {
    List<E> events = new ArrayList<>(event.getRecords().size());
    for (DynamodbEvent.DynamodbStreamRecord record : event.getRecords()) {
      decoder.decode(of(record)).ifPresent(events::add);
    }
    return events;
  }

  /**
   * One record of a Lambda event.
   *
   * @throws InvalidStreamRecordException when its event name is none of {@code INSERT}, {@code MODIFY} and
   *     {@code REMOVE}, or an attribute value has no type member
   */
  public static ChangeRecord of(DynamodbEvent.DynamodbStreamRecord record) {
    ChangeRecord.Operation operation;
    try {
      operation = ChangeRecord.Operation.valueOf(String.valueOf(record.getEventName()));
    } catch (IllegalArgumentException e) {
      throw new InvalidStreamRecordException("stream record " + record.getEventID() + " has event name "
          + record.getEventName() + ": expected INSERT, MODIFY or REMOVE");
    }
    StreamRecord stream = record.getDynamodb();
    Identity identity = record.getUserIdentity();
    return new ChangeRecord(operation, item(stream.getKeys()), item(stream.getOldImage()), item(stream.getNewImage()),
        stream.getSequenceNumber(), record.getEventID(), stream.getApproximateCreationDateTime() == null ? null
            : stream.getApproximateCreationDateTime().toInstant(),
        identity != null && ChangeRecord.isTimeToLive(identity.getType(), identity.getPrincipalId()));
  }

  /** An item, or {@code null} for none (an image the view type does not carry). */
  public static Map<String, AttributeValue> item(
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item) {
    if (item == null) {
      return null;
    }
    Map<String, AttributeValue> converted = new HashMap<>(Math.max(4, item.size() * 4 / 3 + 1));
    for (Map.Entry<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> attribute
        : item.entrySet()) {
      converted.put(attribute.getKey(), value(attribute.getKey(), attribute.getValue()));
    }
    return converted;
  }

  /** One value, by the one type member it has set. */
  public static AttributeValue value(String name,
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value) {
    if (value.getS() != null) {
      return AttributeValue.createS(value.getS());
    }
    if (value.getN() != null) {
      return AttributeValue.createN(value.getN());
    }
    if (value.getBOOL() != null) {
      return AttributeValue.createBool(value.getBOOL());
    }
    if (value.getM() != null) {
      return AttributeValue.createM(item(value.getM()));
    }
    if (value.getL() != null) {
      List<AttributeValue> list = new ArrayList<>(value.getL().size());
      for (var element : value.getL()) {
        list.add(value(name, element));
      }
      return AttributeValue.createL(list);
    }
    if (value.getNULL() != null) {
      return AttributeValue.createNul(value.getNULL());
    }
    if (value.getB() != null) {
      return AttributeValue.createB(bytes(value.getB()));
    }
    if (value.getSS() != null) {
      return AttributeValue.createSs(value.getSS());
    }
    if (value.getNS() != null) {
      return AttributeValue.createNs(value.getNS());
    }
    if (value.getBS() != null) {
      List<SdkBytes> set = new ArrayList<>(value.getBS().size());
      for (ByteBuffer member : value.getBS()) {
        set.add(bytes(member));
      }
      return AttributeValue.createBs(set);
    }
    throw new InvalidStreamRecordException("attribute " + name + " of a stream record has no value of any type");
  }

  private static SdkBytes bytes(ByteBuffer buffer) {
    // A duplicate: the event's buffer keeps its position for whoever reads it next.
    return SdkBytes.fromByteBuffer(buffer.duplicate());
  }
}
