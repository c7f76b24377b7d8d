package example.locking;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code locking} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingBatchGet extends TypedBatchGet<LockingBatchGet> {
    public LockingBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Vault}. */
    public LockingBatchGet vault(String vaultId) {
        return add(VaultKeys.primaryKey(vaultId));
    }

    /** Adds the key of one {@link Deposit}. */
    public LockingBatchGet deposit(String vaultId, String depositId) {
        return add(DepositKeys.primaryKey(vaultId, depositId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public LockingBatchGetResult execute() {
        RecordsByType found = read(VaultCodec.INSTANCE, DepositCodec.INSTANCE);
        return new LockingBatchGetResult(found.records(Vault.class), found.records(Deposit.class));
    }
}
