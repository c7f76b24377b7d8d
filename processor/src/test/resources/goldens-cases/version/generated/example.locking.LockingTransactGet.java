package example.locking;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code locking} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingTransactGet extends TableTransactGet<LockingTransactGet, LockingBatchGetResult> {
    /** Used by {@link LockingTable#transactGet()}. */
    public LockingTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Vault}. */
    public LockingTransactGet vault(String vaultId) {
        return addGet(VaultKeys.primaryKey(vaultId), VaultCodec.INSTANCE);
    }

    /** Adds the key of one {@link Deposit}. */
    public LockingTransactGet deposit(String vaultId, String depositId) {
        return addGet(DepositKeys.primaryKey(vaultId, depositId), DepositCodec.INSTANCE);
    }

    @Override
    protected LockingBatchGetResult byEntity(List<Object> found) {
        return new LockingBatchGetResult(ReadTransaction.ofType(found, Vault.class), ReadTransaction.ofType(found, Deposit.class));
    }
}
