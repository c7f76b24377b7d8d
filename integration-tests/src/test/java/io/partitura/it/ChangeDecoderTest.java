package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.streams.Desk;
import io.partitura.it.streams.DeskRepository;
import io.partitura.it.streams.NewsroomEvent;
import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * What moto's stream cannot show: a deletion by Time to Live (moto never expires items, so it never writes the
 * {@code userIdentity} DynamoDB documents for it) and the views that carry one image of a modification. The records
 * are built as the DynamoDB Streams API documents them; the items are the generated codec's.
 */
class ChangeDecoderTest {
  private static final ChangeDecoder<NewsroomEvent> EVENTS = NewsroomEvent.decoder();
  private static final Desk OLD = new Desk("d1", "Politics");
  private static final Desk NEW = new Desk("d1", "Politics and Law");

  private static Record record(OperationType operation, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage, Identity identity) {
    StreamRecord.Builder stream = StreamRecord.builder().keys(DeskRepository.Codec.INSTANCE.primaryKey(OLD))
        .sequenceNumber("111");
    if (oldImage != null) {
      stream.oldImage(oldImage);
    }
    if (newImage != null) {
      stream.newImage(newImage);
    }
    return Record.builder().eventID("e1").eventName(operation).dynamodb(stream.build()).userIdentity(identity)
        .build();
  }

  private static Change<?> change(Record record) {
    return assertInstanceOf(NewsroomEvent.DeskChange.class, EVENTS.decode(record).orElseThrow()).change();
  }

  @Test
  void aRemovalByTimeToLiveSaysSo() {
    Identity ttl = Identity.builder().type("Service").principalId("dynamodb.amazonaws.com").build();
    assertEquals(new Change.Removed<>(OLD, true),
        change(record(OperationType.REMOVE, DeskRepository.Codec.INSTANCE.toItem(OLD), null, ttl)));
    assertEquals(new Change.Removed<>(OLD, false),
        change(record(OperationType.REMOVE, DeskRepository.Codec.INSTANCE.toItem(OLD), null, null)));
    Identity user = Identity.builder().type("Service").principalId("lambda.amazonaws.com").build();
    assertEquals(new Change.Removed<>(OLD, false),
        change(record(OperationType.REMOVE, DeskRepository.Codec.INSTANCE.toItem(OLD), null, user)));
  }

  @Test
  void aModificationCarriesTheImagesTheViewHas() {
    assertEquals(new Change.Modified<>(null, NEW),
        change(record(OperationType.MODIFY, null, DeskRepository.Codec.INSTANCE.toItem(NEW), null)));
    assertEquals(new Change.Modified<>(OLD, null),
        change(record(OperationType.MODIFY, DeskRepository.Codec.INSTANCE.toItem(OLD), null, null)));
  }

  @Test
  void aRemovalWithoutTheOldImageIsUnrecognised() {
    NewsroomEvent event = EVENTS.decode(record(OperationType.REMOVE, null, null, null)).orElseThrow();
    UnrecognisedItem item = assertInstanceOf(NewsroomEvent.Unrecognised.class, event).item();
    assertEquals(UnrecognisedItem.Reason.NO_IMAGE, item.reason());
    assertEquals(DeskRepository.Codec.INSTANCE.primaryKey(OLD), item.keys());
  }

  @Test
  void anItemWhoseTypeChangedIsUnrecognised() {
    Map<String, AttributeValue> other = new HashMap<>(DeskRepository.Codec.INSTANCE.toItem(OLD));
    other.put("_type", AttributeValue.fromS("Story"));
    NewsroomEvent event = EVENTS.decode(record(OperationType.MODIFY, other, DeskRepository.Codec.INSTANCE.toItem(NEW),
        null))
        .orElseThrow();
    assertEquals(UnrecognisedItem.Reason.TYPE_CHANGED,
        assertInstanceOf(NewsroomEvent.Unrecognised.class, event).item().reason());
  }

  @Test
  void anItemWhoseKeysAreNotItsEntitysKeyFormatIsUnrecognised() {
    // Another layout's item: the type names Desk, the codec reads it, but Desk's keys for that record are others.
    Map<String, AttributeValue> otherLayout = new HashMap<>(DeskRepository.Codec.INSTANCE.toItem(OLD));
    otherLayout.put("PK", AttributeValue.fromS("desk#d1"));
    Map<String, AttributeValue> keys = Map.of("PK", AttributeValue.fromS("desk#d1"), "SK", AttributeValue.fromS("META"));
    Record record = Record.builder().eventName(OperationType.INSERT)
        .dynamodb(StreamRecord.builder().keys(keys).newImage(otherLayout).build()).build();

    UnrecognisedItem item = assertInstanceOf(NewsroomEvent.Unrecognised.class, EVENTS.decode(record).orElseThrow())
        .item();

    assertEquals(UnrecognisedItem.Reason.KEY_MISMATCH, item.reason());
    assertEquals(keys, item.keys());
    assertEquals("_type is Desk, whose key for the record it holds is PK=\"DESK#d1\", SK=\"META\"", item.detail());
  }

  @Test
  void anItemWithoutAKeyComponentIsRefused() {
    Map<String, AttributeValue> noId = new HashMap<>(DeskRepository.Codec.INSTANCE.toItem(OLD));
    noId.remove("deskId");

    UnrecognisedItem item = assertInstanceOf(NewsroomEvent.Unrecognised.class,
        EVENTS.decode(record(OperationType.INSERT, null, noId, null)).orElseThrow()).item();

    assertEquals(UnrecognisedItem.Reason.REFUSED, item.reason());
    assertTrue(item.detail().startsWith("Desk: its key cannot be built from the record: "), item.detail());
  }

  @Test
  void anItemUnderAUniquenessKeyWithATypeIsNotSkipped() {
    // Only an item with no type attribute under UNIQ# keys is a uniqueness item.
    Map<String, AttributeValue> keys = Map.of("PK", AttributeValue.fromS("UNIQ#x"), "SK", AttributeValue.fromS("UNIQ#x"));
    Map<String, AttributeValue> item = new HashMap<>(keys);
    item.put("_type", AttributeValue.fromS("Alien"));
    Record record = Record.builder().eventName(OperationType.INSERT)
        .dynamodb(StreamRecord.builder().keys(keys).newImage(item).build()).build();
    assertTrue(EVENTS.decode(record).isPresent());
    Record unique = Record.builder().eventName(OperationType.INSERT)
        .dynamodb(StreamRecord.builder().keys(keys).newImage(keys).build()).build();
    assertTrue(EVENTS.decode(unique).isEmpty());
  }

  @Test
  void anEventNameOutsideTheThreeIsRefused() {
    Record record = Record.builder().eventName("TRUNCATE").dynamodb(StreamRecord.builder().build()).build();
    assertThrows(InvalidStreamRecordException.class, () -> EVENTS.decodeAll(List.of(record)));
  }
}
