package io.partitura.runtime.schema;

import io.partitura.format.KeyFormat;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.UniqueKeys;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Which of a table's entities a stored item is, or why it is none: the one place that tells, for the stream decoder
 * ({@code ChangeDecoder}) and the inspector ({@code TableInspection}) alike.
 *
 * <p>An item is entity {@code E}'s when
 * <ol>
 *   <li>its type attribute (a string) is {@code E}'s entity type ({@link ItemCodec#entityType()});
 *   <li>{@code E}'s codec reads it as a record; and
 *   <li>its primary key is the one {@code E}'s key format gives that record ({@link ItemCodec#primaryKey}: the
 *       generated key methods, the ones put writes with). The key format is a function of the record, so it is
 *       checked once the record is read, and whatever shape the entity's keys take, the check follows it.
 * </ol>
 * Partitura's own items (the uniqueness items {@code @Unique} keeps) are told apart by their keys first: they are no
 * entity's and nobody else's. Every other item is {@link Unmatched} (no type, a type of no entity, or the keys of
 * another layout) or {@link Refused} (named by an entity whose codec cannot read it).
 *
 * <p>Immutable and thread-safe.
 */
public final class ItemRecognition {
  /** Every uniqueness item's partition and sort key start so ({@link UniqueKeys#key}). */
  private static final String UNIQUE_KEY_START = UniqueKeys.PREFIX + KeyFormat.SEPARATOR;

  private final TableDefinition table;
  private final Map<String, TableDefinition.Entity> byType;

  /** What a stored item is. */
  public sealed interface Verdict permits Own, Read, Refused, Unmatched {}

  /** One of Partitura's own items, of {@code kind}: not a record of the table, and not foreign either. */
  public record Own(OwnItem kind) implements Verdict {
    public Own {
      Objects.requireNonNull(kind, "kind");
    }
  }

  /** An item of {@code entity}, read as {@code record} (of {@code entity.codec().type()}). */
  public record Read(TableDefinition.Entity entity, Object record) implements Verdict {
    public Read {
      Objects.requireNonNull(entity, "entity");
      Objects.requireNonNull(record, "record");
    }
  }

  /**
   * An item whose type attribute names {@code entity}, which its codec cannot read (a missing key component, a value
   * of the wrong type, a record constructor's refusal) or whose key it cannot build from the record.
   *
   * @param reason what the codec said
   * @param cause the codec's exception
   */
  public record Refused(TableDefinition.Entity entity, String reason, RuntimeException cause) implements Verdict {
    public Refused {
      Objects.requireNonNull(entity, "entity");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /**
   * An item of no entity: written by other code, or by another layout.
   *
   * @param detail what was found: the type attribute's value, or the keys the named entity would have
   */
  public record Unmatched(Reason reason, String detail) implements Verdict {
    public Unmatched {
      Objects.requireNonNull(reason, "reason");
      Objects.requireNonNull(detail, "detail");
    }
  }

  /** Why an item is of no entity. */
  public enum Reason {
    /** It has no type attribute holding a string. */
    NO_TYPE,
    /** Its type attribute names no entity of the table. */
    UNKNOWN_TYPE,
    /** Its type attribute names an entity, whose key format gives the record it holds other keys. */
    KEY_MISMATCH
  }

  /** The kinds of items Partitura keeps for itself beside the entities' items. */
  public enum OwnItem {
    /** A uniqueness item of a {@code @Unique} value: {@code UNIQ#<entity>.<component>#<value>} in both keys. */
    UNIQUENESS("uniqueness item");

    private final String description;

    OwnItem(String description) {
      this.description = description;
    }

    /** How a report names this kind: {@code uniqueness item}. */
    public String description() {
      return description;
    }
  }

  /** The recognition of {@code table}'s items, by its type attribute, entities and keys. */
  public ItemRecognition(TableDefinition table) {
    this.table = Objects.requireNonNull(table, "table");
    Map<String, TableDefinition.Entity> types = new HashMap<>();
    for (TableDefinition.Entity entity : table.entities()) {
      types.put(entity.codec().entityType(), entity);
    }
    this.byType = Map.copyOf(types);
  }

  /** The table whose items these are. */
  public TableDefinition table() {
    return table;
  }

  /** What {@code item}, a whole stored item with its key attributes, is. Never throws for its contents. */
  public Verdict recognise(Map<String, AttributeValue> item) {
    Optional<OwnItem> own = ownItem(keyOf(item), item, null);
    if (own.isPresent()) {
      return new Own(own.get());
    }
    TableDefinition.Entity entity = entityNamedBy(item);
    return entity == null ? unnamed(item) : read(entity, item);
  }

  /**
   * Which of Partitura's own items the item at {@code keys} is, or empty: a uniqueness item has {@code UNIQ#…} in
   * both key attributes, the same value, and no type attribute in either image. No entity may use that prefix.
   *
   * @param oldImage the item before a change, or {@code null}
   * @param newImage the item after a change (or as stored), or {@code null}
   */
  public Optional<OwnItem> ownItem(Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
      Map<String, AttributeValue> newImage) {
    AttributeValue partition = keys.get(table.partitionKey());
    AttributeValue sort = keys.get(table.sortKey());
    if (partition == null || partition.s() == null || !partition.s().startsWith(UNIQUE_KEY_START)
        || !partition.equals(sort) || hasType(oldImage) || hasType(newImage)) {
      return Optional.empty();
    }
    return Optional.of(OwnItem.UNIQUENESS);
  }

  /** The entity whose entity type {@code item}'s type attribute holds, or {@code null}: see {@link #unnamed}. */
  public TableDefinition.Entity entityNamedBy(Map<String, AttributeValue> item) {
    String type = typeOf(item);
    return type == null ? null : byType.get(type);
  }

  /** Why {@code item}, whose type attribute names no entity ({@link #entityNamedBy} is {@code null}), is none. */
  public Unmatched unnamed(Map<String, AttributeValue> item) {
    String type = typeOf(item);
    return type == null
        ? new Unmatched(Reason.NO_TYPE, "no string attribute " + table.typeAttribute())
        : new Unmatched(Reason.UNKNOWN_TYPE, table.typeAttribute() + " is " + type);
  }

  /**
   * {@code item} read as {@code entity}'s record, its keys checked against the entity's key format: {@link Read},
   * {@link Refused}, or {@link Unmatched} ({@link Reason#KEY_MISMATCH}) when the record's keys are not the item's.
   */
  public Verdict read(TableDefinition.Entity entity, Map<String, AttributeValue> item) {
    return read(entity, entity.codec(), item);
  }

  private <T> Verdict read(TableDefinition.Entity entity, ItemCodec<T> codec, Map<String, AttributeValue> item) {
    T record;
    try {
      record = codec.fromItem(item);
    } catch (RuntimeException refused) {
      return new Refused(entity, refused instanceof ItemMappingException
          ? refused.getMessage()
          : "the " + codec.type().getSimpleName() + " constructor refused the stored values: " + refused, refused);
    }
    Map<String, AttributeValue> expected;
    try {
      expected = codec.primaryKey(record);
    } catch (RuntimeException refused) {
      return new Refused(entity, "its key cannot be built from the record: " + refused.getMessage(), refused);
    }
    Map<String, AttributeValue> stored = keyOf(item);
    if (!expected.equals(stored)) {
      return new Unmatched(Reason.KEY_MISMATCH, table.typeAttribute() + " is " + codec.entityType() + ", whose key"
          + " for the record it holds is " + describe(expected));
    }
    return new Read(entity, record);
  }

  /** The string {@code image}'s type attribute holds, or {@code null} (no image, no attribute, not a string). */
  public String typeOf(Map<String, AttributeValue> image) {
    AttributeValue value = image == null ? null : image.get(table.typeAttribute());
    return value == null ? null : value.s();
  }

  /** {@code item}'s partition and sort key attributes, partition key first (an absent one left out). */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    AttributeValue partition = item.get(table.partitionKey());
    AttributeValue sort = item.get(table.sortKey());
    if (partition != null && sort != null) {
      return PrimaryKeys.of(table.partitionKey(), partition, table.sortKey(), sort);
    }
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    if (partition != null) {
      key.put(table.partitionKey(), partition);
    }
    if (sort != null) {
      key.put(table.sortKey(), sort);
    }
    return Collections.unmodifiableMap(key);
  }

  /** A key as messages show it: {@code PK="STU#a91", SK="META"}. */
  private static String describe(Map<String, AttributeValue> key) {
    StringJoiner text = new StringJoiner(", ");
    key.forEach((name, value) -> text.add(name + "=" + (value.s() != null ? "\"" + value.s() + "\"" : value)));
    return text.toString();
  }

  private boolean hasType(Map<String, AttributeValue> image) {
    return image != null && image.containsKey(table.typeAttribute());
  }
}
