package example.catalog;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Tenant} items: partition key {@code TEN#<tenantId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "TEN";

    /** Sort key of the Tenant's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private TenantKeys() {
    }

    /**
     * The partition key {@code TEN#<tenantId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String tenantId) {
        return KeyCodec.checkPartitionKey("Tenant partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Tenant.tenantId", tenantId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String tenantId) {
        return PrimaryKeys.of(CatalogTable.PARTITION_KEY, partitionKey(tenantId), CatalogTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code tenantId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String tenantIdOf(String partitionKey) {
        return KeyCodec.decodeString("Tenant.tenantId", KeyCodec.split("Tenant partition key", partitionKey, PREFIX, 1).get(0));
    }
}
