package io.partitura.runtime.table;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.schema.TableDefinition;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** A small table for the table tests: notes, versioned vaults and badges with unique values. */
final class Notes {
  private Notes() {}

  record Note(String id, String text) {}

  record Vault(String id, long version) {}

  record Badge(String id, String email) {}

  static final ItemCodec<Note> NOTES = new SimpleCodec<>(Note.class, "NOTE") {
    @Override
    public Map<String, AttributeValue> toItem(Note note) {
      Map<String, AttributeValue> item = item(note.id());
      item.put("text", AttributeValue.fromS(note.text()));
      item.put("GSI1PK", AttributeValue.fromS("TEXT#" + note.text()));
      item.put("GSI1SK", AttributeValue.fromS(note.id()));
      return item;
    }

    @Override
    public Note fromItem(Map<String, AttributeValue> item) {
      return new Note(Items.getString(item, "id"), Items.getString(item, "text"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Note note) {
      return key(note.id());
    }
  };

  static final ItemCodec<Vault> VAULTS = new SimpleCodec<>(Vault.class, "VAULT") {
    @Override
    public Map<String, AttributeValue> toItem(Vault vault) {
      Map<String, AttributeValue> item = item(vault.id());
      item.put("version", AttributeValue.fromN(Long.toString(vault.version())));
      return item;
    }

    @Override
    public Vault fromItem(Map<String, AttributeValue> item) {
      return new Vault(Items.getString(item, "id"), Long.parseLong(item.get("version").n()));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Vault vault) {
      return key(vault.id());
    }
  };

  static final ItemCodec<Badge> BADGES = new SimpleCodec<>(Badge.class, "BADGE") {
    @Override
    public Map<String, AttributeValue> toItem(Badge badge) {
      Map<String, AttributeValue> item = item(badge.id());
      item.put("email", AttributeValue.fromS(badge.email()));
      return item;
    }

    @Override
    public Badge fromItem(Map<String, AttributeValue> item) {
      return new Badge(Items.getString(item, "id"), Items.getString(item, "email"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Badge badge) {
      return key(badge.id());
    }
  };

  /** Table {@code tableName}: notes listed by text in GSI1, and whole items in LSI1. */
  static TableDefinition definition(String tableName) {
    return TableDefinition.builder(tableName, "PK", "SK", "_type")
        .localIndex("LSI1", "LSI1SK")
        .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.INCLUDE, "_type", "text")
        .entity(TableDefinition.entity(NOTES, "notes", "note", "NOTE", 1))
        .entity(TableDefinition.entity(VAULTS, "vaults", "vault", "VAULT", 1).versioned("version", Long.MAX_VALUE))
        .entity(TableDefinition.entity(BADGES, "badges", "badge", "BADGE", 1).withUnique())
        .build();
  }

  /** The smallest generated-table subclass: what the processor writes, without the repositories. */
  static final class NotesTable extends AbstractTable {
    NotesTable(TableClient table) {
      super(table);
    }
  }

  private abstract static class SimpleCodec<T> implements ItemCodec<T> {
    private final Class<T> type;
    private final String prefix;

    SimpleCodec(Class<T> type, String prefix) {
      this.type = type;
      this.prefix = prefix;
    }

    @Override
    public Class<T> type() {
      return type;
    }

    @Override
    public String entityType() {
      return type.getSimpleName();
    }

    Map<String, AttributeValue> key(String id) {
      return Map.of("PK", AttributeValue.fromS(prefix + "#" + id), "SK", AttributeValue.fromS("META"));
    }

    Map<String, AttributeValue> item(String id) {
      Map<String, AttributeValue> item = new HashMap<>(key(id));
      item.put("_type", AttributeValue.fromS(entityType()));
      item.put("id", AttributeValue.fromS(id));
      return item;
    }
  }
}
