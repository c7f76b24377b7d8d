package io.partitura.runtime.operation;

import io.partitura.runtime.item.Expiry;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.keys.KeyAttributes;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * What the operation tests share: a table (keys {@code PK}/{@code SK}, type {@code _type}, expiry in
 * {@code expiresAt}, judged at a fixed now), a note record and its codec, and a reader of stored items that
 * records what it was asked. No server: an operation's request is read, its response is handed to it.
 */
final class OperationFixtures {
  private OperationFixtures() {}

  /** Now, for expiry: 2026-01-01T00:00:00Z. */
  static final long NOW = 1_767_225_600L;

  static final TableContext TABLE = new TableContext("notes", new KeyAttributes("PK", "SK"), "_type",
      new Expiry("expiresAt", Clock.fixed(Instant.ofEpochSecond(NOW), ZoneOffset.UTC)));

  record Note(String id, String text) {}

  static final ItemCodec<Note> NOTES = new ItemCodec<>() {
    @Override
    public Class<Note> type() {
      return Note.class;
    }

    @Override
    public String entityType() {
      return "NOTE";
    }

    @Override
    public Map<String, AttributeValue> toItem(Note note) {
      Map<String, AttributeValue> item = new LinkedHashMap<>(primaryKey(note));
      item.put("_type", AttributeValue.fromS("NOTE"));
      item.put("text", AttributeValue.fromS(note.text()));
      return item;
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      return new Note(item.get("SK").s().substring("NOTE#".length()), item.get("text").s());
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return key("NOTE#" + note.id());
    }
  };

  static Map<String, AttributeValue> key(String sortKey) {
    return TABLE.keys().of("WS#acme", sortKey);
  }

  static Map<String, AttributeValue> note(String id, String text) {
    return NOTES.toItem(new Note(id, text));
  }

  /** {@code item} with {@code expiresAt} at {@code epochSeconds}. */
  static Map<String, AttributeValue> expiring(Map<String, AttributeValue> item, long epochSeconds) {
    Map<String, AttributeValue> expiring = new LinkedHashMap<>(item);
    expiring.put("expiresAt", AttributeValue.fromN(Long.toString(epochSeconds)));
    return expiring;
  }

  /** DynamoDB's refusal of a condition, returning {@code stored} ({@code null}: none) as ALL_OLD. */
  static ConditionalCheckFailedException conditionFailed(Map<String, AttributeValue> stored) {
    ConditionalCheckFailedException.Builder failed = ConditionalCheckFailedException.builder()
        .message("The conditional request failed")
        .awsErrorDetails(AwsErrorDetails.builder().errorCode("ConditionalCheckFailedException").build());
    if (stored != null) {
      failed.item(stored);
    }
    return (ConditionalCheckFailedException) failed.build();
  }

  /** Reads stored items from a map, recording each read as {@code operation key}. */
  static final class Stored implements StoredItems {
    final Map<Map<String, AttributeValue>, Map<String, AttributeValue>> items = new LinkedHashMap<>();
    final List<String> reads = new ArrayList<>();

    Stored with(Map<String, AttributeValue> item) {
      items.put(TABLE.keyOf(item), item);
      return this;
    }

    @Override
    public Map<String, AttributeValue> read(String operation, Map<String, AttributeValue> key) {
      reads.add(operation + " " + TABLE.describeKey(key));
      return items.get(key);
    }
  }
}
