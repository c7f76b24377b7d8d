package example.shop;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Customer} items: partition key {@code CUST#<customerId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CustomerKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "CUST";

    /** Sort key of the Customer's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private CustomerKeys() {
    }

    /**
     * The partition key {@code CUST#<customerId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String customerId) {
        return KeyCodec.checkPartitionKey("Customer partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Customer.customerId", customerId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String customerId) {
        return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code customerId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String customerIdOf(String partitionKey) {
        return KeyCodec.decodeString("Customer.customerId", KeyCodec.split("Customer partition key", partitionKey, PREFIX, 1).get(0));
    }
}
