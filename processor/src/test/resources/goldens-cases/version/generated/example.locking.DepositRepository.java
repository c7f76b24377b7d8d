package example.locking;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.VersionedRepository;
import io.partitura.runtime.repository.Versioning;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Deposit} items of table {@code locking}. Obtain it from {@link LockingTable#deposits()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link VersionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositRepository extends VersionedRepository<Deposit, DepositConditions> {
    /** Used by {@link LockingTable}; prefer {@code LockingTable.deposits()}. */
    public DepositRepository(TableClient table) {
        super(table,
                    "deposits",
                    DepositCodec.INSTANCE,
                    DepositConditions.INSTANCE,
                    DepositConditions::of,
                    new Versioning<>(Deposit::version,
                        (deposit, version) -> new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), (int) version)));
    }

    /** A partial update of the stored Deposit: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public DepositUpdate update(String vaultId, String depositId) {
        return new DepositUpdate(updateAt(DepositKeys.primaryKey(vaultId, depositId)));
    }

    /** The Deposit with this key, if any. One GetItem, eventually consistent. */
    public Optional<Deposit> get(String vaultId, String depositId) {
        return getAt(DepositKeys.primaryKey(vaultId, depositId), ReadConsistency.EVENTUAL);
    }

    /** The Deposit with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Deposit> get(String vaultId, String depositId, ReadConsistency consistency) {
        return getAt(DepositKeys.primaryKey(vaultId, depositId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, String depositId,
            ReadConsistency consistency) {
        return getRequestAt(DepositKeys.primaryKey(vaultId, depositId), consistency);
    }

    /**
     * Deletes the Deposit with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Deposit)} deletes only the version read.
     */
    public boolean delete(String vaultId, String depositId) {
        return deleteAt(DepositKeys.primaryKey(vaultId, depositId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId) {
        return deleteRequestAt(DepositKeys.primaryKey(vaultId, depositId));
    }

    /**
     * Deletes the Deposit with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, String depositId, long expectedVersion) {
        return deleteAt(DepositKeys.primaryKey(vaultId, depositId), expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId, long expectedVersion) {
        return deleteRequestAt(DepositKeys.primaryKey(vaultId, depositId), expectedVersion);
    }

    /**
     * Deletes the Deposit with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        return deleteAt(DepositKeys.primaryKey(vaultId, depositId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        return deleteRequestAt(DepositKeys.primaryKey(vaultId, depositId), when);
    }

    /**
     * The deposits of one {@link Vault}, in sort-key order: one Query per page, {@code begins_with(SK, "DEP#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Deposit, DepositConditions> inVault(String vaultId) {
        return listing("inVault",
                    onTable(DepositKeys.partitionKey(vaultId), DepositKeys.SORT_KEY_PREFIX),
                    Set.of("vaultId", "depositId"));
    }

    /**
     * Like {@link #inVault}, only the items whose {@code depositId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param depositId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Deposit, DepositConditions> inVault(String vaultId, KeyRange<String> depositId) {
        return listing("inVault",
                    onTable(DepositKeys.partitionKey(vaultId), DepositKeys.SORT_KEY_PREFIX).within(depositId, value -> KeyCodec.encodeString("Deposit.depositId", value)),
                    Set.of("vaultId", "depositId"));
    }

    /**
     * {@link #create} only if its {@link Vault} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Vault; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Deposit deposit) {
        createUnderAt(required(deposit), VaultKeys.primaryKey(deposit.vaultId()), VaultCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Deposit deposit) {
        return createUnderRequestAt(required(deposit), VaultKeys.primaryKey(deposit.vaultId()), VaultCodec.INSTANCE);
    }
}
