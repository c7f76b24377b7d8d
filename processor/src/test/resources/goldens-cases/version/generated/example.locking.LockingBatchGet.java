package example.locking;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code locking} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public LockingBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Vault}.
     */
    public LockingBatchGet vault(String vaultId) {
        this.keys.add(VaultKeys.primaryKey(vaultId));
        return this;
    }

    /**
     * Adds the key of one {@link Deposit}.
     */
    public LockingBatchGet deposit(String vaultId, String depositId) {
        this.keys.add(DepositKeys.primaryKey(vaultId, depositId));
        return this;
    }

    public LockingBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public LockingBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public LockingBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Vault> vaults = new ArrayList<>();
        List<Deposit> deposits = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (VaultCodec.ENTITY_TYPE.equals(type)) {
                vaults.add(table.decode("batchGet", VaultCodec.INSTANCE, item));
            } else if (DepositCodec.ENTITY_TYPE.equals(type)) {
                deposits.add(table.decode("batchGet", DepositCodec.INSTANCE, item));
            }
        }
        return new LockingBatchGetResult(vaults, deposits);
    }
}
