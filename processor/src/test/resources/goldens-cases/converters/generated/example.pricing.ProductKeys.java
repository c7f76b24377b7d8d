package example.pricing;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Product} items: partition key {@code PROD#<productId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "PROD";

    /** Sort key of the Product's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private ProductKeys() {
    }

    /**
     * The partition key {@code PROD#<productId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String productId) {
        return KeyCodec.checkPartitionKey("Product partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Product.productId", productId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String productId) {
        return PrimaryKeys.of(PricingTable.PARTITION_KEY, partitionKey(productId), PricingTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code productId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String productIdOf(String partitionKey) {
        return KeyCodec.decodeString("Product.productId", KeyCodec.split("Product partition key", partitionKey, PREFIX, 1).get(0));
    }
}
