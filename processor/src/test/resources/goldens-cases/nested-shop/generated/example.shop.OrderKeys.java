package example.shop;

import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Order} items: the parent's partition key, sort key {@code ORDER#<orderId>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderKeys {
    /** Sort key prefix. */
    public static final String PREFIX = "ORDER";

    /** What every Order sort key begins with: the argument of {@code begins_with} when listing them. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private OrderKeys() {
    }

    /** The partition key: the parent {@link Customer}'s. */
    public static String partitionKey(String customerId) {
        return CustomerKeys.partitionKey(customerId);
    }

    /**
     * The sort key {@code ORDER#<orderId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String orderId) {
        return KeyCodec.checkSortKey("Order sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Order.orderId", orderId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String customerId, String orderId) {
        return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, sortKey(orderId));
    }

    /** The {@code customerId} encoded in a partition key. */
    public static String customerIdOf(String partitionKey) {
        return CustomerKeys.customerIdOf(partitionKey);
    }

    /**
     * The {@code orderId} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String orderIdOf(String sortKey) {
        return KeyCodec.decodeString("Order.orderId", KeyCodec.split("Order sort key", sortKey, PREFIX, 1).get(0));
    }

    /** The partition key in index {@code NestedParents}: {@code ORDER#<customerId>}. */
    public static String inCustomerPartitionKey(String customerId) {
        return KeyCodec.checkPartitionKey("Order NestedParents partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Order.customerId", customerId)));
    }

    /**
     * The key attributes of an item in global index {@code NestedParents}: {@code NestedParentsPK}, {@code NestedParentsSK}; none when {@code customerId} is null, which leaves the item out of the index (a sparse index).
     * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, partial updates, batches, backfills and the Enhanced Client schema all take the index key from here.
     *
     * @param partitionKey the item's partition key
     * @param sortKey the item's sort key
     */
    public static Map<String, AttributeValue> inCustomerIndexKey(String partitionKey,
            String sortKey, String customerId) {
        if (customerId == null) {
            return Map.of();
        }
        return ShopTable.DEFINITION.requireIndex("NestedParents").key(
                inCustomerPartitionKey(customerId),
                IndexSortKeys.ofItemSortKey("Order NestedParents sort key", partitionKey, sortKey));
    }
}
