package io.partitura.runtime.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.UniqueValuesBypassedException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link CodecTableSchema#cached}: what a generated {@code Codec.tableSchema()} returns, one schema per codec class,
 * built by the first call (the generated codec holds no schema, nor a holder class of one).
 */
class CodecTableSchemaCacheTest {
  record Note(String id, String text) {}

  record Account(String id, String email) {}

  /** A generated codec of its own class: each has its own schema slot. */
  static final class NoteCodec extends Codec<Note> {
    NoteCodec() {
      super(Note.class);
    }
  }

  static final class AccountCodec extends Codec<Account> {
    AccountCodec() {
      super(Account.class);
    }
  }

  static final class RacedCodec extends Codec<Note> {
    RacedCodec() {
      super(Note.class);
    }
  }

  static final class UniqueCodec extends Codec<Account> {
    UniqueCodec() {
      super(Account.class);
    }
  }

  @Test
  void everyCallReturnsTheSchemaTheFirstCallBuilt() {
    NoteCodec codec = new NoteCodec();

    CodecTableSchema<Note> first = CodecTableSchema.cached(codec, "PK", "SK", List.of("PK", "SK", "_type", "text"));
    CodecTableSchema<Note> second = CodecTableSchema.cached(codec, "PK", "SK", List.of("PK", "SK", "_type", "text"));
    // Another instance of the class shares it: the slot is the class's, as a generated codec has one INSTANCE.
    CodecTableSchema<Note> third = CodecTableSchema.cached(new NoteCodec(), "PK", "SK", List.of("ignored"));

    assertSame(first, second);
    assertSame(first, third);
    // Built as of(…) builds it, from the first call's arguments.
    assertEquals(List.of("PK", "SK", "_type", "text"), first.attributeNames());
    assertEquals("PK", first.tableMetadata().primaryPartitionKey());
    assertEquals("SK", first.tableMetadata().primarySortKey().orElseThrow());
    assertEquals(TableMetadata.primaryIndexName(), first.tableMetadata().indices().iterator().next().name());
    Note note = new Note("n1", "hello");
    assertEquals(CodecTableSchema.of(codec, "PK", "SK", List.of("PK", "SK", "_type", "text")).itemToMap(note, false),
        first.itemToMap(note, false));
  }

  @Test
  void eachCodecClassHasItsOwnSchema() {
    CodecTableSchema<Note> notes = CodecTableSchema.cached(new NoteCodec(), "PK", "SK", List.of("PK", "SK"));
    CodecTableSchema<Account> accounts = CodecTableSchema.cached(new AccountCodec(), "pk", "sk", List.of("pk", "sk"));

    assertNotSame(notes, accounts);
    assertEquals(Account.class, accounts.itemType().rawClass());
    assertEquals("pk", accounts.tableMetadata().primaryPartitionKey());
  }

  @Test
  void theUniqueValuesSchemaRefusesWritesAsWithUniqueValuesDoes() {
    UniqueCodec codec = new UniqueCodec();
    CodecTableSchema<Account> schema = CodecTableSchema.cachedWithUniqueValues(codec, "PK", "SK",
        List.of("PK", "SK", "email"), "accounts().put(...)");

    assertSame(schema, CodecTableSchema.cachedWithUniqueValues(codec, "PK", "SK", List.of("PK", "SK", "email"),
        "accounts().put(...)"));
    UniqueValuesBypassedException refused = assertThrows(UniqueValuesBypassedException.class,
        () -> schema.itemToMap(new Account("a1", "a@example.com"), false));
    assertEquals(true, refused.getMessage().contains("accounts().put(...)"), refused.getMessage());
  }

  @Test
  void concurrentFirstCallsAllGetOneSchema() throws Exception {
    RacedCodec codec = new RacedCodec();
    int threads = 8;
    CountDownLatch start = new CountDownLatch(1);
    Set<Object> seen = ConcurrentHashMap.newKeySet();
    ExecutorService executor = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> calls = new java.util.ArrayList<>();
      for (int i = 0; i < threads; i++) {
        calls.add(executor.submit(() -> {
          start.await();
          return seen.add(CodecTableSchema.cached(codec, "PK", "SK", List.of("PK", "SK")));
        }));
      }
      start.countDown();
      for (Future<?> call : calls) {
        call.get(10, TimeUnit.SECONDS);
      }
    } finally {
      executor.shutdownNow();
    }

    assertEquals(1, seen.size());
  }

  /** The smallest codec: an item of its record's id under {@code PK}. */
  private abstract static class Codec<T extends Record> implements ItemCodec<T> {
    private final Class<T> type;

    Codec(Class<T> type) {
      this.type = type;
    }

    @Override
    public Class<T> type() {
      return type;
    }

    @Override
    public String entityType() {
      return type.getSimpleName();
    }

    @Override
    public Map<String, AttributeValue> toItem(T record) {
      Map<String, AttributeValue> item = new HashMap<>(primaryKey(record));
      item.put("_type", AttributeValue.fromS(entityType()));
      item.put("text", AttributeValue.fromS(record.toString()));
      return item;
    }

    @Override
    public T fromItem(Map<String, AttributeValue> item) {
      throw new UnsupportedOperationException("not read in these tests");
    }

    @Override
    public Map<String, AttributeValue> primaryKey(T record) {
      return Map.of("PK", AttributeValue.fromS(record.toString()), "SK", AttributeValue.fromS("META"));
    }
  }
}
