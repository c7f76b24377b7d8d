package example.shop;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link OrderLine} items: the parent's (and grandparent's) partition key, sort key {@code ORDER#<orderId>#LINE#<lineNo>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OrderLineKeys {
    /** Sort key prefix, after the parent Order's sort key. */
    public static final String PREFIX = "LINE";

    /** What every OrderLine sort key in a local index begins with (in the table, its sort key begins with its parent's: see {@link #sortKeyPrefix}). */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private OrderLineKeys() {
    }

    /** The partition key: the parent {@link Order}'s. */
    public static String partitionKey(String customerId) {
        return OrderKeys.partitionKey(customerId);
    }

    /**
     * The sort key {@code ORDER#<orderId>#LINE#<lineNo>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String orderId, int lineNo) {
        return KeyCodec.checkSortKey("OrderLine sort key", OrderKeys.sortKey(orderId) + KeyCodec.SEPARATOR + KeyCodec.join(PREFIX, KeyCodec.encodeInt("OrderLine.lineNo", lineNo)));
    }

    /**
     * What the sort keys of one Order's orderLines begin with: {@code ORDER#<orderId>#LINE#}, the argument of {@code begins_with} when listing them.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
     */
    public static String sortKeyPrefix(String orderId) {
        return KeyCodec.checkSortKey("OrderLine sort key prefix", OrderKeys.sortKey(orderId) + KeyCodec.SEPARATOR + PREFIX + KeyCodec.SEPARATOR);
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String customerId, String orderId,
            int lineNo) {
        return PrimaryKeys.of(ShopTable.PARTITION_KEY, partitionKey(customerId), ShopTable.SORT_KEY, sortKey(orderId, lineNo));
    }

    /** The {@code customerId} encoded in a partition key. */
    public static String customerIdOf(String partitionKey) {
        return CustomerKeys.customerIdOf(partitionKey);
    }

    /**
     * The {@code orderId} encoded in a sort key, in its parent {@link Order}'s part.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String orderIdOf(String sortKey) {
        return OrderKeys.orderIdOf(KeyCodec.parentSortKey("OrderLine sort key", sortKey, PREFIX, 1));
    }

    /**
     * The {@code lineNo} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static int lineNoOf(String sortKey) {
        return KeyCodec.decodeInt("OrderLine.lineNo", KeyCodec.splitNested("OrderLine sort key", sortKey, PREFIX, 1).get(0));
    }
}
