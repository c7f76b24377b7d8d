package example.locking;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code locking} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingTransaction {
    private final LockingTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link LockingTable#transaction()}.
     */
    public LockingTransaction(LockingTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link VaultRepository#create(Vault)} as an action of this transaction.
     */
    public LockingTransaction create(Vault vault) {
        this.transaction.put("create", this.db.vaults().createRequest(vault), TableClient.OwnChecks.ABSENT_VERSIONED, VaultCodec.INSTANCE);
        return this;
    }

    /**
     * {@link VaultRepository#put(Vault)} as an action of this transaction.
     */
    public LockingTransaction put(Vault vault) {
        this.transaction.putVersioned(this.db.vaults().putRequest(vault), "version", VaultCodec.INSTANCE);
        return this;
    }

    /**
     * {@link VaultRepository#create(Vault, Function)} as an action of this transaction.
     */
    public LockingTransaction create(Vault vault, Function<VaultConditions, Condition> when) {
        this.transaction.put("create", this.db.vaults().createRequest(vault, when), TableClient.OwnChecks.ABSENT_VERSIONED, VaultCodec.INSTANCE);
        return this;
    }

    /**
     * {@link VaultRepository#put(Vault, Function)} as an action of this transaction.
     */
    public LockingTransaction put(Vault vault, Function<VaultConditions, Condition> when) {
        this.transaction.putVersioned(this.db.vaults().putRequest(vault, when), "version", VaultCodec.INSTANCE);
        return this;
    }

    /**
     * {@link DepositRepository#create(Deposit)} as an action of this transaction.
     */
    public LockingTransaction create(Deposit deposit) {
        this.transaction.put("create", this.db.deposits().createRequest(deposit), TableClient.OwnChecks.ABSENT_VERSIONED, DepositCodec.INSTANCE);
        return this;
    }

    /**
     * {@link DepositRepository#put(Deposit)} as an action of this transaction.
     */
    public LockingTransaction put(Deposit deposit) {
        this.transaction.putVersioned(this.db.deposits().putRequest(deposit), "version", DepositCodec.INSTANCE);
        return this;
    }

    /**
     * {@link DepositRepository#create(Deposit, Function)} as an action of this transaction.
     */
    public LockingTransaction create(Deposit deposit, Function<DepositConditions, Condition> when) {
        this.transaction.put("create", this.db.deposits().createRequest(deposit, when), TableClient.OwnChecks.ABSENT_VERSIONED, DepositCodec.INSTANCE);
        return this;
    }

    /**
     * {@link DepositRepository#put(Deposit, Function)} as an action of this transaction.
     */
    public LockingTransaction put(Deposit deposit, Function<DepositConditions, Condition> when) {
        this.transaction.putVersioned(this.db.deposits().putRequest(deposit, when), "version", DepositCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Vault} as an action: {@code changes} sets components (and {@code when}) as on {@link VaultRepository#update}; only if the item exists.
     */
    public LockingTransaction updateVault(String vaultId, Consumer<VaultUpdate> changes) {
        Update<Vault> update = new Update<>(this.db.tableClient(), "transaction", VaultKeys.primaryKey(vaultId), VaultCodec.INSTANCE, "version", Long.MAX_VALUE);
        changes.accept(new VaultUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link VaultRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public LockingTransaction deleteVault(String vaultId) {
        this.transaction.delete(this.db.vaults().deleteRequest(vaultId), TableClient.OwnChecks.NONE, VaultCodec.INSTANCE);
        return this;
    }

    /**
     * {@link VaultRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public LockingTransaction deleteVault(String vaultId,
            Function<VaultConditions, Condition> when) {
        this.transaction.delete(this.db.vaults().deleteRequest(vaultId, when), TableClient.OwnChecks.NONE, VaultCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Vault} at this key meets {@code when}; it writes nothing.
     */
    public LockingTransaction checkVault(String vaultId,
            Function<VaultConditions, Condition> when) {
        this.transaction.conditionCheck(VaultKeys.primaryKey(vaultId), VaultConditions.of(when), VaultCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Deposit} as an action: {@code changes} sets components (and {@code when}) as on {@link DepositRepository#update}; only if the item exists.
     */
    public LockingTransaction updateDeposit(String vaultId, String depositId,
            Consumer<DepositUpdate> changes) {
        Update<Deposit> update = new Update<>(this.db.tableClient(), "transaction", DepositKeys.primaryKey(vaultId, depositId), DepositCodec.INSTANCE, "version", Integer.MAX_VALUE);
        changes.accept(new DepositUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link DepositRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public LockingTransaction deleteDeposit(String vaultId, String depositId) {
        this.transaction.delete(this.db.deposits().deleteRequest(vaultId, depositId), TableClient.OwnChecks.NONE, DepositCodec.INSTANCE);
        return this;
    }

    /**
     * {@link DepositRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public LockingTransaction deleteDeposit(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        this.transaction.delete(this.db.deposits().deleteRequest(vaultId, depositId, when), TableClient.OwnChecks.NONE, DepositCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Deposit} at this key meets {@code when}; it writes nothing.
     */
    public LockingTransaction checkDeposit(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        this.transaction.conditionCheck(DepositKeys.primaryKey(vaultId, depositId), DepositConditions.of(when), DepositCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public LockingTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
