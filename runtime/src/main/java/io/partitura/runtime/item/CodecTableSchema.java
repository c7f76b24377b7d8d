package io.partitura.runtime.item;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.TableMetadata;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableMetadata;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A reflection-free {@link TableSchema} over a generated {@link ItemCodec}, so a Partitura record
 * plugs into {@code DynamoDbEnhancedClient} unchanged. Items written through it carry the same keys
 * and type attribute as the generated access classes write, so both can share a table.
 */
public final class CodecTableSchema<T> implements TableSchema<T> {
  private static final AttributeValue NUL = AttributeValue.fromNul(true);

  /**
   * Each codec class's one schema, built by the first {@link #cached} call: a {@code ClassValue}, so that a generated
   * class pays no holder class of its own, and a codec loaded by a discarded class loader is not held here.
   */
  private static final ClassValue<Built> BUILT = new ClassValue<>() {
    @Override
    protected Built computeValue(Class<?> codecClass) {
      return new Built();
    }
  };

  /** The slot of one codec class's schema: empty until the first {@link #cached} call for it. */
  private static final class Built {
    private volatile CodecTableSchema<?> schema;
  }

  private final ItemCodec<T> codec;
  private final TableMetadata metadata;
  private final List<String> attributeNames;
  /** The repository write to use instead, when the entity has {@code @Unique} components; else null. */
  private final String uniqueWritesThrough;

  private CodecTableSchema(ItemCodec<T> codec, TableMetadata metadata, List<String> attributeNames,
      String uniqueWritesThrough) {
    this.codec = codec;
    this.metadata = metadata;
    this.attributeNames = List.copyOf(attributeNames);
    this.uniqueWritesThrough = uniqueWritesThrough;
  }

  /**
   * A schema for {@code codec}'s records in a table keyed by string attributes
   * {@code partitionKeyName} and {@code sortKeyName}; {@code attributeNames} is every attribute an
   * item of the entity can hold, index key attributes included.
   */
  public static <T> CodecTableSchema<T> of(
      ItemCodec<T> codec, String partitionKeyName, String sortKeyName, List<String> attributeNames) {
    TableMetadata metadata = StaticTableMetadata.builder()
        .addIndexPartitionKey(TableMetadata.primaryIndexName(), partitionKeyName, AttributeValueType.S)
        .addIndexSortKey(TableMetadata.primaryIndexName(), sortKeyName, AttributeValueType.S)
        .build();
    return new CodecTableSchema<>(codec, metadata, attributeNames, null);
  }

  /**
   * As {@link #of}, for an entity with {@code @Unique} components: reads work, but a put or update
   * through the Enhanced Client (the only callers of {@link #itemToMap(Object, boolean)}) is refused
   * with {@link io.partitura.runtime.exceptions.UniqueValuesBypassedException} before any request,
   * since it would write the item without its uniqueness items. A delete through the Enhanced Client
   * reads only the key ({@link #attributeValue}) and cannot be told from a read: it is not refused,
   * and leaves the deleted item's values taken.
   *
   * @param instead the repository write to use instead, for the message
   */
  public static <T> CodecTableSchema<T> withUniqueValues(
      ItemCodec<T> codec, String partitionKeyName, String sortKeyName, List<String> attributeNames, String instead) {
    CodecTableSchema<T> schema = of(codec, partitionKeyName, sortKeyName, attributeNames);
    return new CodecTableSchema<>(codec, schema.metadata, attributeNames, instead);
  }

  /**
   * The schema of {@code codec}'s class, built by the first call as {@link #of} builds it and returned by every later
   * call: what a generated {@code Codec.tableSchema()} returns. Nothing is built before that first call. The arguments
   * of later calls are not read (the generated code passes the same constants on every call).
   */
  public static <T> CodecTableSchema<T> cached(
      ItemCodec<T> codec, String partitionKeyName, String sortKeyName, List<String> attributeNames) {
    return cached(codec, partitionKeyName, sortKeyName, attributeNames, null);
  }

  /** As {@link #cached}, for an entity with {@code @Unique} components: the schema {@link #withUniqueValues} builds. */
  public static <T> CodecTableSchema<T> cachedWithUniqueValues(
      ItemCodec<T> codec, String partitionKeyName, String sortKeyName, List<String> attributeNames, String instead) {
    return cached(codec, partitionKeyName, sortKeyName, attributeNames, instead);
  }

  @SuppressWarnings("unchecked") // the slot is the codec class's: only its own CodecTableSchema<T> is stored in it
  private static <T> CodecTableSchema<T> cached(ItemCodec<T> codec, String partitionKeyName, String sortKeyName,
      List<String> attributeNames, String uniqueWritesThrough) {
    Built built = BUILT.get(codec.getClass());
    CodecTableSchema<?> schema = built.schema;
    if (schema == null) {
      synchronized (built) {
        schema = built.schema;
        if (schema == null) {
          schema = uniqueWritesThrough == null ? of(codec, partitionKeyName, sortKeyName, attributeNames)
              : withUniqueValues(codec, partitionKeyName, sortKeyName, attributeNames, uniqueWritesThrough);
          built.schema = schema;
        }
      }
    }
    return (CodecTableSchema<T>) schema;
  }

  @Override
  public T mapToItem(Map<String, AttributeValue> attributeMap) {
    return codec.fromItem(attributeMap);
  }

  /**
   * The item's attributes. With {@code ignoreNulls} false, as the Enhanced Client's {@code updateItem}
   * asks by default, every attribute the entity can hold is present, and those the record leaves out
   * (null components, and the keys of indexes it is not in) are {@code NUL}, so the update removes
   * them: the stored item then equals what a put of the record writes. With {@code ignoreNulls} true
   * they are left out, and an update keeps their stored values. That includes the keys of an index
   * whose components the record gives only in part (a put needs this map too, and there a missing
   * key means "not in the index"): an update ignoring nulls that changes an index key component
   * must give every component of that index key, or the stored index key stays as it was.
   */
  @Override
  public Map<String, AttributeValue> itemToMap(T item, boolean ignoreNulls) {
    if (uniqueWritesThrough != null) {
      throw new io.partitura.runtime.exceptions.UniqueValuesBypassedException("an Enhanced Client write", item,
          uniqueWritesThrough);
    }
    Map<String, AttributeValue> present = codec.toItem(item);
    if (ignoreNulls) {
      return present;
    }
    Map<String, AttributeValue> all = new LinkedHashMap<>();
    for (String attribute : attributeNames) {
      all.put(attribute, present.getOrDefault(attribute, NUL));
    }
    all.putAll(present);
    return all;
  }

  @Override
  public Map<String, AttributeValue> itemToMap(T item, Collection<String> attributes) {
    Map<String, AttributeValue> all = codec.toItem(item);
    Map<String, AttributeValue> selected = new LinkedHashMap<>();
    for (String attribute : attributes) {
      AttributeValue value = all.get(attribute);
      if (value != null) {
        selected.put(attribute, value);
      }
    }
    return selected;
  }

  @Override
  public AttributeValue attributeValue(T item, String attributeName) {
    return codec.toItem(item).get(attributeName);
  }

  @Override
  public TableMetadata tableMetadata() {
    return metadata;
  }

  @Override
  public EnhancedType<T> itemType() {
    return EnhancedType.of(codec.type());
  }

  @Override
  public List<String> attributeNames() {
    return attributeNames;
  }

  @Override
  public boolean isAbstract() {
    return false;
  }
}
