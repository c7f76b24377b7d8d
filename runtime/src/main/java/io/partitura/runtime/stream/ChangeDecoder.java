package io.partitura.runtime.stream;

import io.partitura.format.KeyFormat;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.keys.UniqueKeys;
import io.partitura.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * Decodes a table's stream records into its typed events ({@code <Table>Event}, generated): per item, the entity its
 * type attribute names, read from the images by the entity's codec.
 *
 * <ul>
 *   <li>Partitura's own items, the uniqueness items {@code @Unique} keeps, are recognised by their key and skipped
 *       ({@link #decode} answers empty): they are not records of the table. Index key attributes (an edge's, the
 *       {@code NestedParents} ones) are attributes of an entity's item, which its codec does not read.
 *   <li>An item that names no entity, or that its codec refuses, becomes the table's {@code Unrecognised} event with
 *       its keys and an {@link UnrecognisedItem.Reason}, never an exception.
 * </ul>
 *
 * Immutable and thread-safe: build one (the generated {@code <Table>Event.decoder()}) and keep it.
 *
 * @param <E> the table's event type
 */
public final class ChangeDecoder<E> {
  /** Every uniqueness item's partition and sort key start so ({@link UniqueKeys#key}). */
  private static final String UNIQUE_KEY_START = UniqueKeys.PREFIX + KeyFormat.SEPARATOR;

  private final String typeAttribute;
  private final String partitionKey;
  private final String sortKey;
  private final Map<String, EntityEvents<?, E>> byType;
  private final BiFunction<UnrecognisedItem, ChangeRecord, E> unrecognised;

  /**
   * How one entity's changes become the table's event.
   *
   * @param codec the entity's codec
   * @param event wraps the entity's change as the table's event
   */
  public record EntityEvents<T, E>(ItemCodec<T> codec, BiFunction<Change<T>, ChangeRecord, E> event) {
    public EntityEvents {
      Objects.requireNonNull(codec, "codec");
      Objects.requireNonNull(event, "event");
    }

    E decode(ChangeRecord record, Map<String, AttributeValue> oldImage, Map<String, AttributeValue> newImage) {
      T before = oldImage == null ? null : codec.fromItem(oldImage);
      T after = newImage == null ? null : codec.fromItem(newImage);
      Change<T> change = switch (record.operation()) {
        case INSERT -> new Change.Inserted<>(after);
        case MODIFY -> new Change.Modified<>(before, after);
        case REMOVE -> new Change.Removed<>(before, record.removedByTtl());
      };
      return event.apply(change, record);
    }
  }

  /** One entity's events: what generated code hands {@link #ChangeDecoder}. */
  public static <T, E> EntityEvents<T, E> entity(ItemCodec<T> codec, BiFunction<Change<T>, ChangeRecord, E> event) {
    return new EntityEvents<>(codec, event);
  }

  /**
   * @param table the table's definition: its key and type attributes, and the entities {@code entities} must be
   * @param entities every entity of the table, each with its event
   * @param unrecognised the table's event for an item that is none of them
   * @throws IllegalArgumentException when {@code entities} are not the table's
   */
  public ChangeDecoder(TableDefinition table, List<EntityEvents<?, E>> entities,
      BiFunction<UnrecognisedItem, ChangeRecord, E> unrecognised) {
    this.typeAttribute = table.typeAttribute();
    this.partitionKey = table.partitionKey();
    this.sortKey = table.sortKey();
    this.unrecognised = Objects.requireNonNull(unrecognised, "unrecognised");
    Map<String, EntityEvents<?, E>> types = new HashMap<>();
    for (EntityEvents<?, E> entity : entities) {
      if (table.entity(entity.codec().type()) == null) {
        throw new IllegalArgumentException("table " + table.tableName() + " has no entity "
            + entity.codec().type().getName());
      }
      types.put(entity.codec().entityType(), entity);
    }
    if (types.size() != table.entities().size()) {
      throw new IllegalArgumentException("table " + table.tableName() + " has " + table.entities().size()
          + " entities; events were given for " + types.size());
    }
    this.byType = Map.copyOf(types);
  }

  /**
   * The event of {@code record}; empty when it is one of Partitura's own items ({@link #isPartituraItem}).
   * Never throws for an item's contents: what it cannot read is the table's {@code Unrecognised} event.
   */
  public Optional<E> decode(ChangeRecord record) {
    if (isPartituraItem(record)) {
      return Optional.empty();
    }
    Map<String, AttributeValue> oldImage = record.oldImage();
    Map<String, AttributeValue> newImage = record.newImage();
    Map<String, AttributeValue> image = switch (record.operation()) {
      case INSERT -> newImage;
      case REMOVE -> oldImage;
      case MODIFY -> newImage != null ? newImage : oldImage;
    };
    if (image == null) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.NO_IMAGE, "the stream's view type carries "
          + "no " + (record.operation() == ChangeRecord.Operation.REMOVE ? "old" : "new") + " image", null));
    }
    String type = typeOf(image);
    if (type == null) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.NO_TYPE, "no string attribute "
          + typeAttribute, null));
    }
    EntityEvents<?, E> entity = byType.get(type);
    if (entity == null) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.UNKNOWN_TYPE, typeAttribute + " is " + type,
          null));
    }
    if (oldImage != null && newImage != null && !type.equals(typeOf(oldImage))) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.TYPE_CHANGED, typeAttribute + " was "
          + typeOf(oldImage) + ", is " + type, null));
    }
    try {
      return Optional.of(entity.decode(record, record.operation() == ChangeRecord.Operation.INSERT ? null : oldImage,
          record.operation() == ChangeRecord.Operation.REMOVE ? null : newImage));
    } catch (RuntimeException refused) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.REFUSED, type + ": " + refused.getMessage(),
          refused));
    }
  }

  /** The event of a record the DynamoDB Streams API's {@code GetRecords} returned; see {@link #decode(ChangeRecord)}. */
  public Optional<E> decode(Record record) {
    return decode(ChangeRecord.of(record));
  }

  /** The events of {@code records}, in their order, without Partitura's own items. */
  public List<E> decodeAll(List<Record> records) {
    List<E> events = new ArrayList<>(records.size());
    for (Record record : records) {
      decode(record).ifPresent(events::add);
    }
    return events;
  }

  /**
   * Whether {@code record} is of an item Partitura keeps for itself: a uniqueness item (key
   * {@code UNIQ#…} in both key attributes, no type attribute). No entity may use that prefix.
   */
  public boolean isPartituraItem(ChangeRecord record) {
    AttributeValue partition = record.keys().get(partitionKey);
    AttributeValue sort = record.keys().get(sortKey);
    if (partition == null || partition.s() == null || !partition.s().startsWith(UNIQUE_KEY_START)
        || !partition.equals(sort)) {
      return false;
    }
    return !hasType(record.oldImage()) && !hasType(record.newImage());
  }

  private boolean hasType(Map<String, AttributeValue> image) {
    return image != null && image.containsKey(typeAttribute);
  }

  private String typeOf(Map<String, AttributeValue> image) {
    AttributeValue value = image.get(typeAttribute);
    return value == null ? null : value.s();
  }

  private E unrecognised(ChangeRecord record, UnrecognisedItem.Reason reason, String detail, RuntimeException cause) {
    return unrecognised.apply(new UnrecognisedItem(record.keys(), reason, detail, cause), record);
  }
}
