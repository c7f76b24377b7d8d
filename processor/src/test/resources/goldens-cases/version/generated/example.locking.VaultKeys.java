package example.locking;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Vault} items: partition key {@code VAULT#<vaultId>}, sort key {@code META}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultKeys {
    /** Partition key prefix. */
    public static final String PREFIX = "VAULT";

    /** Sort key of the Vault's own item in its item collection. */
    public static final String SORT_KEY = "META";

    private VaultKeys() {
    }

    /**
     * The partition key {@code VAULT#<vaultId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
     */
    public static String partitionKey(String vaultId) {
        return KeyCodec.checkPartitionKey("Vault partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Vault.vaultId", vaultId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String vaultId) {
        return PrimaryKeys.of(LockingTable.PARTITION_KEY, partitionKey(vaultId), LockingTable.SORT_KEY, SORT_KEY);
    }

    /**
     * The {@code vaultId} encoded in a partition key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String vaultIdOf(String partitionKey) {
        return KeyCodec.decodeString("Vault.vaultId", KeyCodec.split("Vault partition key", partitionKey, PREFIX, 1).get(0));
    }
}
