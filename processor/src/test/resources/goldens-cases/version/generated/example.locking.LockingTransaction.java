package example.locking;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code locking} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingTransaction extends TableTransaction<LockingTransaction> {
    private final LockingTable db;

    /** Used by {@link LockingTable#transaction()}. */
    public LockingTransaction(LockingTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link LockingTable#transaction(String)}. */
    public LockingTransaction(LockingTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link VaultRepository#create(Vault)} as an action of this transaction. */
    public LockingTransaction create(Vault vault) {
        return addCreate(this.db.vaults().createRequest(vault), VaultRepository.Codec.INSTANCE);
    }

    /** {@link VaultRepository#put(Vault)} as an action of this transaction. */
    public LockingTransaction put(Vault vault) {
        return addPut(this.db.vaults().putRequest(vault), VaultRepository.Codec.INSTANCE);
    }

    /** {@link VaultRepository#create(Vault, Function)} as an action of this transaction. */
    public LockingTransaction create(Vault vault,
            Function<VaultRepository.Conditions, Condition> when) {
        return addCreate(this.db.vaults().createRequest(vault, when), VaultRepository.Codec.INSTANCE);
    }

    /** {@link VaultRepository#put(Vault, Function)} as an action of this transaction. */
    public LockingTransaction put(Vault vault,
            Function<VaultRepository.Conditions, Condition> when) {
        return addPut(this.db.vaults().putRequest(vault, when), VaultRepository.Codec.INSTANCE);
    }

    /** {@link DepositRepository#create(Deposit)} as an action of this transaction. */
    public LockingTransaction create(Deposit deposit) {
        return addCreate(this.db.deposits().createRequest(deposit), DepositRepository.Codec.INSTANCE);
    }

    /** {@link DepositRepository#put(Deposit)} as an action of this transaction. */
    public LockingTransaction put(Deposit deposit) {
        return addPut(this.db.deposits().putRequest(deposit), DepositRepository.Codec.INSTANCE);
    }

    /** {@link DepositRepository#create(Deposit, Function)} as an action of this transaction. */
    public LockingTransaction create(Deposit deposit,
            Function<DepositRepository.Conditions, Condition> when) {
        return addCreate(this.db.deposits().createRequest(deposit, when), DepositRepository.Codec.INSTANCE);
    }

    /** {@link DepositRepository#put(Deposit, Function)} as an action of this transaction. */
    public LockingTransaction put(Deposit deposit,
            Function<DepositRepository.Conditions, Condition> when) {
        return addPut(this.db.deposits().putRequest(deposit, when), DepositRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Vault} as an action: {@code changes} sets components (and {@code when}) as on {@link VaultRepository#update}; only if the item exists. */
    public LockingTransaction updateVault(String vaultId,
            Consumer<VaultRepository.Update> changes) {
        var update = newUpdate(VaultRepository.Codec.primaryKey(vaultId), VaultRepository.Codec.INSTANCE);
        changes.accept(new VaultRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link VaultRepository#delete} of this key as an action: deletes the item if there is one. */
    public LockingTransaction deleteVault(String vaultId) {
        return addDelete(this.db.vaults().deleteRequest(vaultId), VaultRepository.Codec.INSTANCE);
    }

    /** {@link VaultRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LockingTransaction deleteVault(String vaultId,
            Function<VaultRepository.Conditions, Condition> when) {
        return addDelete(this.db.vaults().deleteRequest(vaultId, when), VaultRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Vault} at this key meets {@code when}; it writes nothing. */
    public LockingTransaction checkVault(String vaultId,
            Function<VaultRepository.Conditions, Condition> when) {
        return addCheck(VaultRepository.Codec.primaryKey(vaultId), VaultRepository.Conditions.of(when), VaultRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Deposit} as an action: {@code changes} sets components (and {@code when}) as on {@link DepositRepository#update}; only if the item exists. */
    public LockingTransaction updateDeposit(String vaultId, String depositId,
            Consumer<DepositRepository.Update> changes) {
        var update = newUpdate(DepositRepository.Codec.primaryKey(vaultId, depositId), DepositRepository.Codec.INSTANCE);
        changes.accept(new DepositRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link DepositRepository#delete} of this key as an action: deletes the item if there is one. */
    public LockingTransaction deleteDeposit(String vaultId, String depositId) {
        return addDelete(this.db.deposits().deleteRequest(vaultId, depositId), DepositRepository.Codec.INSTANCE);
    }

    /** {@link DepositRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LockingTransaction deleteDeposit(String vaultId, String depositId,
            Function<DepositRepository.Conditions, Condition> when) {
        return addDelete(this.db.deposits().deleteRequest(vaultId, depositId, when), DepositRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Deposit} at this key meets {@code when}; it writes nothing. */
    public LockingTransaction checkDeposit(String vaultId, String depositId,
            Function<DepositRepository.Conditions, Condition> when) {
        return addCheck(DepositRepository.Codec.primaryKey(vaultId, depositId), DepositRepository.Conditions.of(when), DepositRepository.Codec.INSTANCE);
    }
}
