package example.locking;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.transaction.CreateUnder;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Typed access to {@link Deposit} items of table {@code locking}. Obtain it from {@link LockingTable#deposits()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositRepository {
    private final TableClient table;

    /** Used by {@link LockingTable}; prefer {@code LockingTable.deposits()}. */
    public DepositRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /**
     * Writes the Deposit as version {@code version + 1}, only if the stored item is at {@code version} (or absent, when it is 0): optimistic locking. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is written (the stored version is read with one more GetItem for the message)
     */
    public Deposit put(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        Deposit next = new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), deposit.version() + 1);
        long version = next.version();
        this.table.versionedPut("deposits.put", this.table.versionedPutRequest("deposits.put", DepositCodec.INSTANCE.toItem(next), "version", version), "version", version);
        return next;
    }

    /** The conditional PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        Deposit next = new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), deposit.version() + 1);
        return this.table.versionedPutRequest("deposits.put", DepositCodec.INSTANCE.toItem(next), "version", next.version());
    }

    /** Same as {@link #put}: a versioned write never creates over, or overwrites, another writer's item. */
    public Deposit update(Deposit deposit) {
        return put(deposit);
    }

    /**
     * Writes the Deposit at version 1 only if no item exists at its key ({@code attribute_not_exists}). One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public Deposit create(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        Deposit stored = new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), 1);
        this.table.createVersionedItem("deposits.create", this.table.createItemRequest(DepositCodec.INSTANCE.toItem(stored)));
        return stored;
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        return this.table.createItemRequest(DepositCodec.INSTANCE.toItem(new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), 1)));
    }

    /** A partial update of the stored Deposit: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public DepositUpdate update(String vaultId, String depositId) {
        return new DepositUpdate(new Update<>(this.table, "deposits.update", DepositKeys.primaryKey(vaultId, depositId), DepositCodec.INSTANCE, "version", Integer.MAX_VALUE));
    }

    /** The Deposit with this key, if any. One GetItem, eventually consistent. */
    public Optional<Deposit> get(String vaultId, String depositId) {
        return get(vaultId, depositId, ReadConsistency.EVENTUAL);
    }

    /** The Deposit with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Deposit> get(String vaultId, String depositId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("deposits.get", getRequest(vaultId, depositId, consistency)))
                    .map(this.table.decoder("deposits.get", DepositCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, String depositId,
            ReadConsistency consistency) {
        return this.table.getItemRequest(DepositKeys.primaryKey(vaultId, depositId), consistency);
    }

    /**
     * Deletes the Deposit with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Deposit)} deletes only the version read.
     */
    public boolean delete(String vaultId, String depositId) {
        return this.table.deleteItem("deposits.delete", deleteRequest(vaultId, depositId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId) {
        return this.table.deleteItemRequest(DepositKeys.primaryKey(vaultId, depositId));
    }

    /**
     * Deletes the Deposit with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, String depositId, long expectedVersion) {
        return this.table.versionedDelete("deposits.delete", deleteRequest(vaultId, depositId, expectedVersion), "version", expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId, long expectedVersion) {
        return this.table.versionedDeleteRequest(DepositKeys.primaryKey(vaultId, depositId), "version", expectedVersion);
    }

    /**
     * Deletes the stored Deposit only if it is still at {@code deposit}'s version (as read, or as returned by {@code put}): optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        long expectedVersion = deposit.version();
        return this.table.versionedDelete("deposits.delete", this.table.versionedDeleteRequest(DepositCodec.INSTANCE.primaryKey(deposit), "version", expectedVersion), "version", expectedVersion);
    }

    /** Same as {@link #put(Deposit, Function)}. */
    public Deposit update(Deposit deposit, Function<DepositConditions, Condition> when) {
        return put(deposit, when);
    }

    /**
     * {@link #put(Deposit)} (optimistic locking) only if the stored item also meets {@code when}. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public Deposit put(Deposit deposit, Function<DepositConditions, Condition> when) {
        Objects.requireNonNull(deposit, "deposit");
        Deposit next = new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), deposit.version() + 1);
        long version = next.version();
        this.table.putItem("deposits.put", this.table.withCondition(this.table.versionedPutRequest("deposits.put", DepositCodec.INSTANCE.toItem(next), "version", version), DepositConditions.of(when)), TableClient.OwnChecks.version("version", version - 1), DepositCodec.INSTANCE);
        return next;
    }

    /** The conditional PutItem {@link #put(Deposit, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Deposit deposit, Function<DepositConditions, Condition> when) {
        return this.table.withCondition(putRequest(deposit), DepositConditions.of(when));
    }

    /**
     * {@link #create(Deposit)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public Deposit create(Deposit deposit, Function<DepositConditions, Condition> when) {
        Objects.requireNonNull(deposit, "deposit");
        Deposit stored = new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), 1);
        this.table.putItem("deposits.create", this.table.withCondition(this.table.createItemRequest(DepositCodec.INSTANCE.toItem(stored)), DepositConditions.of(when)), TableClient.OwnChecks.ABSENT_VERSIONED, DepositCodec.INSTANCE);
        return stored;
    }

    /** The conditional PutItem {@link #create(Deposit, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Deposit deposit,
            Function<DepositConditions, Condition> when) {
        return this.table.withCondition(createRequest(deposit), DepositConditions.of(when));
    }

    /**
     * Deletes the Deposit with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        return this.table.deleteItem("deposits.delete", deleteRequest(vaultId, depositId, when), TableClient.OwnChecks.NONE, DepositCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId,
            Function<DepositConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(vaultId, depositId), DepositConditions.of(when));
    }

    /**
     * {@link #delete(Deposit)} (only the version read) only if the stored item also meets {@code when}. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is deleted
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(Deposit deposit, Function<DepositConditions, Condition> when) {
        Objects.requireNonNull(deposit, "deposit");
        return this.table.deleteItem("deposits.delete", deleteRequest(deposit, when), TableClient.OwnChecks.versionOrAbsent("version", deposit.version()), DepositCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@link #delete(Deposit, Function)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(Deposit deposit,
            Function<DepositConditions, Condition> when) {
        Objects.requireNonNull(deposit, "deposit");
        return this.table.withCondition(this.table.versionedDeleteRequest(DepositCodec.INSTANCE.primaryKey(deposit), "version", deposit.version()), DepositConditions.of(when));
    }

    /**
     * The deposits of one {@link Vault}, in sort-key order: one Query per page, {@code begins_with(SK, "DEP#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Deposit, DepositConditions> inVault(String vaultId) {
        return Listing.of(this.table, "deposits.inVault", new KeyCondition(null, this.table.partitionKeyName(), DepositKeys.partitionKey(vaultId),
                        this.table.sortKeyName(), DepositKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("deposits.inVault", DepositCodec.INSTANCE), DepositConditions.INSTANCE, Set.of("vaultId", "depositId"));
    }

    /**
     * Like {@link #inVault}, only the items whose {@code depositId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param depositId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Deposit, DepositConditions> inVault(String vaultId, KeyRange<String> depositId) {
        return Listing.of(this.table, "deposits.inVault", new KeyCondition(null, this.table.partitionKeyName(), DepositKeys.partitionKey(vaultId),
                        this.table.sortKeyName(), DepositKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(depositId, value -> KeyCodec.encodeString("Deposit.depositId", value)),
                    this.table.decoder("deposits.inVault", DepositCodec.INSTANCE), DepositConditions.INSTANCE, Set.of("vaultId", "depositId"));
    }

    /**
     * {@link #create} only if its {@link Vault} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Vault; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        CreateUnder.execute(this.table, "deposits.createUnder", createRequest(deposit), TableClient.OwnChecks.ABSENT_VERSIONED, DepositCodec.INSTANCE, VaultKeys.primaryKey(deposit.vaultId()), VaultCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Deposit deposit) {
        Objects.requireNonNull(deposit, "deposit");
        return CreateUnder.transaction(this.table, "deposits.createUnder", createRequest(deposit), TableClient.OwnChecks.ABSENT_VERSIONED, DepositCodec.INSTANCE, VaultKeys.primaryKey(deposit.vaultId()), VaultCodec.INSTANCE).toRequest();
    }
}
