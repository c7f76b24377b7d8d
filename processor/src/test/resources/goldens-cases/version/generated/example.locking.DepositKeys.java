package example.locking;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Keys of {@link Deposit} items: the parent's partition key, sort key {@code DEP#<depositId>}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositKeys {
    /** Sort key prefix. */
    public static final String PREFIX = "DEP";

    /** What every Deposit sort key begins with: the argument of {@code begins_with} when listing them. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private DepositKeys() {
    }

    /** The partition key: the parent {@link Vault}'s. */
    public static String partitionKey(String vaultId) {
        return VaultKeys.partitionKey(vaultId);
    }

    /**
     * The sort key {@code DEP#<depositId>}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
     */
    public static String sortKey(String depositId) {
        return KeyCodec.checkSortKey("Deposit sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Deposit.depositId", depositId)));
    }

    /** The item's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String vaultId, String depositId) {
        return PrimaryKeys.of(LockingTable.PARTITION_KEY, partitionKey(vaultId), LockingTable.SORT_KEY, sortKey(depositId));
    }

    /** The {@code vaultId} encoded in a partition key. */
    public static String vaultIdOf(String partitionKey) {
        return VaultKeys.vaultIdOf(partitionKey);
    }

    /**
     * The {@code depositId} encoded in a sort key.
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key does not have this entity's shape
     */
    public static String depositIdOf(String sortKey) {
        return KeyCodec.decodeString("Deposit.depositId", KeyCodec.split("Deposit sort key", sortKey, PREFIX, 1).get(0));
    }
}
