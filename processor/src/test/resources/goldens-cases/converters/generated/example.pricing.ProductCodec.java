package example.pricing;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Product} records to items of table {@code pricing} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductCodec implements ItemCodec<Product> {
    public static final ProductCodec INSTANCE = new ProductCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Product";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();

    private ProductCodec() {
    }

    @Override
    public Class<Product> type() {
        return Product.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Product product) {
        Map<String, AttributeValue> item = new HashMap<>(12);
        AttributeValue partitionKey = AttributeValue.createS(ProductKeys.partitionKey(product.productId()));
        AttributeValue sortKey = AttributeValue.createS(ProductKeys.SORT_KEY);
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "productId", product.productId());
        Items.putString(item, "name", product.name());
        Items.put(item, "price", product.price() == null ? null : MONEY_CONVERTER.transformFrom(product.price()));
        Items.put(item, "listPrice", product.listPrice() == null ? null : MONEY_CONVERTER.transformFrom(product.listPrice()));
        return item;
    }

    @Override
    public Product fromItem(Map<String, AttributeValue> item) {
        return new Product(
                Items.getString(item, "productId"),
                Items.getString(item, "name"),
                Items.get(item, "price", MONEY_CONVERTER::transformTo),
                Items.get(item, "listPrice", MONEY_CONVERTER::transformTo));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Product product) {
        return ProductKeys.primaryKey(product.productId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Product> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Product> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "productId", "name", "price", "listPrice"));
    }
}
