package io.partitura.runtime.stream;

import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.schema.ItemRecognition;
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
 * Decodes a table's stream records into its typed events ({@code <Table>Event}, generated): per item, the entity
 * {@link ItemRecognition} finds in its images (the type attribute names it, its codec reads them, and the keys are
 * the ones its key format gives the record), read from the images by the entity's codec.
 *
 * <ul>
 *   <li>Partitura's own items, the uniqueness items {@code @Unique} keeps, are recognised by their key and skipped
 *       ({@link #decode} answers empty): they are not records of the table. Index key attributes (an edge's, the
 *       {@code NestedParents} ones) are attributes of an entity's item, which its codec does not read.
 *   <li>An item that names no entity, that its codec refuses, or whose keys are not its entity's becomes the table's
 *       {@code Unrecognised} event with its keys and an {@link UnrecognisedItem.Reason}, never an exception.
 * </ul>
 *
 * Immutable and thread-safe: build one (the generated {@code <Table>Event.decoder()}) and keep it.
 *
 * @param <E> the table's event type
 */
public final class ChangeDecoder<E> {
  private final ItemRecognition recognition;
  private final Map<Class<?>, EntityEvents<?, E>> byRecordClass;
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

    /** The event of {@code record}, whose images {@link ItemRecognition} read as {@code before} and {@code after}. */
    E event(ChangeRecord record, Object before, Object after) {
      T oldRecord = before == null ? null : codec.type().cast(before);
      T newRecord = after == null ? null : codec.type().cast(after);
      Change<T> change = switch (record.operation()) {
        case INSERT -> new Change.Inserted<>(newRecord);
        case MODIFY -> new Change.Modified<>(oldRecord, newRecord);
        case REMOVE -> new Change.Removed<>(oldRecord, record.removedByTtl());
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
    this.recognition = new ItemRecognition(table);
    this.unrecognised = Objects.requireNonNull(unrecognised, "unrecognised");
    Map<Class<?>, EntityEvents<?, E>> classes = new HashMap<>();
    for (EntityEvents<?, E> entity : entities) {
      if (table.entity(entity.codec().type()) == null) {
        throw new IllegalArgumentException("table " + table.tableName() + " has no entity "
            + entity.codec().type().getName());
      }
      classes.put(entity.codec().type(), entity);
    }
    if (classes.size() != table.entities().size()) {
      throw new IllegalArgumentException("table " + table.tableName() + " has " + table.entities().size()
          + " entities; events were given for " + classes.size());
    }
    this.byRecordClass = Map.copyOf(classes);
  }

  /**
   * The event of {@code record}; empty when it is one of Partitura's own items ({@link #isPartituraItem}).
   * Never throws for an item's contents: what it cannot read is the table's {@code Unrecognised} event.
   */
  public Optional<E> decode(ChangeRecord record) {
    if (isPartituraItem(record)) {
      return Optional.empty();
    }
    Map<String, AttributeValue> oldImage = record.operation() == ChangeRecord.Operation.INSERT ? null
        : record.oldImage();
    Map<String, AttributeValue> newImage = record.operation() == ChangeRecord.Operation.REMOVE ? null
        : record.newImage();
    Map<String, AttributeValue> image = newImage != null ? newImage : oldImage;
    if (image == null) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.NO_IMAGE, "the stream's view type carries "
          + "no " + (record.operation() == ChangeRecord.Operation.REMOVE ? "old" : "new") + " image", null));
    }
    TableDefinition.Entity entity = recognition.entityNamedBy(image);
    if (entity == null) {
      ItemRecognition.Unmatched none = recognition.unnamed(image);
      return Optional.of(unrecognised(record, reason(none.reason()), none.detail(), null));
    }
    String type = recognition.typeOf(image);
    if (oldImage != null && newImage != null && !type.equals(recognition.typeOf(oldImage))) {
      return Optional.of(unrecognised(record, UnrecognisedItem.Reason.TYPE_CHANGED, recognition.table().typeAttribute()
          + " was " + recognition.typeOf(oldImage) + ", is " + type, null));
    }
    Object[] records = new Object[2];
    List<Map<String, AttributeValue>> images = java.util.Arrays.asList(oldImage, newImage);
    for (int i = 0; i < 2; i++) {
      if (images.get(i) == null) {
        continue;
      }
      ItemRecognition.Verdict verdict = recognition.read(entity, images.get(i));
      if (verdict instanceof ItemRecognition.Refused refused) {
        return Optional.of(unrecognised(record, UnrecognisedItem.Reason.REFUSED, type + ": " + refused.reason(),
            refused.cause()));
      }
      if (verdict instanceof ItemRecognition.Unmatched unmatched) {
        return Optional.of(unrecognised(record, reason(unmatched.reason()), unmatched.detail(), null));
      }
      records[i] = ((ItemRecognition.Read) verdict).record();
    }
    return Optional.of(byRecordClass.get(entity.codec().type()).event(record, records[0], records[1]));
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
   * {@code UNIQ#…} in both key attributes, no type attribute); {@link ItemRecognition#ownItem} decides.
   */
  public boolean isPartituraItem(ChangeRecord record) {
    return recognition.ownItem(record.keys(), record.oldImage(), record.newImage()).isPresent();
  }

  private static UnrecognisedItem.Reason reason(ItemRecognition.Reason reason) {
    return switch (reason) {
      case NO_TYPE -> UnrecognisedItem.Reason.NO_TYPE;
      case UNKNOWN_TYPE -> UnrecognisedItem.Reason.UNKNOWN_TYPE;
      case KEY_MISMATCH -> UnrecognisedItem.Reason.KEY_MISMATCH;
    };
  }

  private E unrecognised(ChangeRecord record, UnrecognisedItem.Reason reason, String detail, RuntimeException cause) {
    return unrecognised.apply(new UnrecognisedItem(record.keys(), reason, detail, cause), record);
  }
}
