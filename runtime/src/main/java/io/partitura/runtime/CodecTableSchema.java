package io.partitura.runtime;

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
  private final ItemCodec<T> codec;
  private final TableMetadata metadata;
  private final List<String> attributeNames;

  private CodecTableSchema(ItemCodec<T> codec, TableMetadata metadata, List<String> attributeNames) {
    this.codec = codec;
    this.metadata = metadata;
    this.attributeNames = List.copyOf(attributeNames);
  }

  /**
   * A schema for {@code codec}'s records in a table keyed by string attributes
   * {@code partitionKeyName} and {@code sortKeyName}.
   */
  public static <T> CodecTableSchema<T> of(
      ItemCodec<T> codec, String partitionKeyName, String sortKeyName, List<String> attributeNames) {
    TableMetadata metadata = StaticTableMetadata.builder()
        .addIndexPartitionKey(TableMetadata.primaryIndexName(), partitionKeyName, AttributeValueType.S)
        .addIndexSortKey(TableMetadata.primaryIndexName(), sortKeyName, AttributeValueType.S)
        .build();
    return new CodecTableSchema<>(codec, metadata, attributeNames);
  }

  @Override
  public T mapToItem(Map<String, AttributeValue> attributeMap) {
    return codec.fromItem(attributeMap);
  }

  @Override
  public Map<String, AttributeValue> itemToMap(T item, boolean ignoreNulls) {
    // The codec never writes null attributes, so both settings of ignoreNulls give the same map.
    return codec.toItem(item);
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
