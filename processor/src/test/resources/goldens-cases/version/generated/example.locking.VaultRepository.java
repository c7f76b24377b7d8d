package example.locking;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Vault} items of table {@code locking}. Obtain it from {@link LockingTable#vaults()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultRepository {
    private final TableClient table;

    /** Used by {@link LockingTable}; prefer {@code LockingTable.vaults()}. */
    public VaultRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /**
     * Writes the Vault as version {@code version + 1}, only if the stored item is at {@code version} (or absent, when it is 0): optimistic locking. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is written (the stored version is read with one more GetItem for the message)
     */
    public Vault put(Vault vault) {
        Objects.requireNonNull(vault, "vault");
        Vault next = new Vault(vault.vaultId(), vault.owner(), vault.balance(), vault.version() + 1);
        long version = next.version();
        this.table.versionedPut("vaults.put", this.table.versionedPutRequest("vaults.put", VaultCodec.INSTANCE.toItem(next), "version", version), "version", version);
        return next;
    }

    /** The conditional PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Vault vault) {
        Objects.requireNonNull(vault, "vault");
        Vault next = new Vault(vault.vaultId(), vault.owner(), vault.balance(), vault.version() + 1);
        return this.table.versionedPutRequest("vaults.put", VaultCodec.INSTANCE.toItem(next), "version", next.version());
    }

    /** Same as {@link #put}: a versioned write never creates over, or overwrites, another writer's item. */
    public Vault update(Vault vault) {
        return put(vault);
    }

    /**
     * Writes the Vault at version 1 only if no item exists at its key ({@code attribute_not_exists}). One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public Vault create(Vault vault) {
        Objects.requireNonNull(vault, "vault");
        Vault stored = new Vault(vault.vaultId(), vault.owner(), vault.balance(), 1L);
        this.table.createVersionedItem("vaults.create", this.table.createItemRequest(VaultCodec.INSTANCE.toItem(stored)));
        return stored;
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Vault vault) {
        Objects.requireNonNull(vault, "vault");
        return this.table.createItemRequest(VaultCodec.INSTANCE.toItem(new Vault(vault.vaultId(), vault.owner(), vault.balance(), 1L)));
    }

    /** A partial update of the stored Vault: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public VaultUpdate update(String vaultId) {
        return new VaultUpdate(new Update<>(this.table, "vaults.update", VaultKeys.primaryKey(vaultId), VaultCodec.INSTANCE, "version", Long.MAX_VALUE));
    }

    /** The Vault with this key, if any. One GetItem, eventually consistent. */
    public Optional<Vault> get(String vaultId) {
        return get(vaultId, ReadConsistency.EVENTUAL);
    }

    /** The Vault with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Vault> get(String vaultId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("vaults.get", getRequest(vaultId, consistency)))
                    .map(this.table.decoder("vaults.get", VaultCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, ReadConsistency consistency) {
        return this.table.getItemRequest(VaultKeys.primaryKey(vaultId), consistency);
    }

    /**
     * Deletes the Vault with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Vault)} deletes only the version read.
     */
    public boolean delete(String vaultId) {
        return this.table.deleteItem("vaults.delete", deleteRequest(vaultId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId) {
        return this.table.deleteItemRequest(VaultKeys.primaryKey(vaultId));
    }

    /**
     * Deletes the Vault with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, long expectedVersion) {
        return this.table.versionedDelete("vaults.delete", deleteRequest(vaultId, expectedVersion), "version", expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, long expectedVersion) {
        return this.table.versionedDeleteRequest(VaultKeys.primaryKey(vaultId), "version", expectedVersion);
    }

    /**
     * Deletes the stored Vault only if it is still at {@code vault}'s version (as read, or as returned by {@code put}): optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(Vault vault) {
        Objects.requireNonNull(vault, "vault");
        long expectedVersion = vault.version();
        return this.table.versionedDelete("vaults.delete", this.table.versionedDeleteRequest(VaultCodec.INSTANCE.primaryKey(vault), "version", expectedVersion), "version", expectedVersion);
    }

    /** Same as {@link #put(Vault, Function)}. */
    public Vault update(Vault vault, Function<VaultConditions, Condition> when) {
        return put(vault, when);
    }

    /**
     * {@link #put(Vault)} (optimistic locking) only if the stored item also meets {@code when}. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public Vault put(Vault vault, Function<VaultConditions, Condition> when) {
        Objects.requireNonNull(vault, "vault");
        Vault next = new Vault(vault.vaultId(), vault.owner(), vault.balance(), vault.version() + 1);
        long version = next.version();
        this.table.putItem("vaults.put", this.table.withCondition(this.table.versionedPutRequest("vaults.put", VaultCodec.INSTANCE.toItem(next), "version", version), VaultConditions.of(when)), TableClient.OwnChecks.version("version", version - 1), VaultCodec.INSTANCE);
        return next;
    }

    /** The conditional PutItem {@link #put(Vault, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Vault vault, Function<VaultConditions, Condition> when) {
        return this.table.withCondition(putRequest(vault), VaultConditions.of(when));
    }

    /**
     * {@link #create(Vault)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem. Returns the record as stored.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public Vault create(Vault vault, Function<VaultConditions, Condition> when) {
        Objects.requireNonNull(vault, "vault");
        Vault stored = new Vault(vault.vaultId(), vault.owner(), vault.balance(), 1L);
        this.table.putItem("vaults.create", this.table.withCondition(this.table.createItemRequest(VaultCodec.INSTANCE.toItem(stored)), VaultConditions.of(when)), TableClient.OwnChecks.ABSENT_VERSIONED, VaultCodec.INSTANCE);
        return stored;
    }

    /** The conditional PutItem {@link #create(Vault, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Vault vault, Function<VaultConditions, Condition> when) {
        return this.table.withCondition(createRequest(vault), VaultConditions.of(when));
    }

    /**
     * Deletes the Vault with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, Function<VaultConditions, Condition> when) {
        return this.table.deleteItem("vaults.delete", deleteRequest(vaultId, when), TableClient.OwnChecks.NONE, VaultCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId,
            Function<VaultConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(vaultId), VaultConditions.of(when));
    }

    /**
     * {@link #delete(Vault)} (only the version read) only if the stored item also meets {@code when}. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item.
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when another write came first; nothing is deleted
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(Vault vault, Function<VaultConditions, Condition> when) {
        Objects.requireNonNull(vault, "vault");
        return this.table.deleteItem("vaults.delete", deleteRequest(vault, when), TableClient.OwnChecks.versionOrAbsent("version", vault.version()), VaultCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@link #delete(Vault, Function)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(Vault vault, Function<VaultConditions, Condition> when) {
        Objects.requireNonNull(vault, "vault");
        return this.table.withCondition(this.table.versionedDeleteRequest(VaultCodec.INSTANCE.primaryKey(vault), "version", vault.version()), VaultConditions.of(when));
    }

    /**
     * The Vault and its deposits from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Vault itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<VaultWithDeposits> getWithDeposits(String vaultId) {
        return getWithDeposits(vaultId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithDeposits}, read as {@code consistency} says. */
    public Optional<VaultWithDeposits> getWithDeposits(String vaultId,
            ReadConsistency consistency) {
        return readCollection("vaults.getWithDeposits", vaultId, consistency)
                    .map(loaded -> new VaultWithDeposits(loaded.vault(), loaded.deposits()));
    }

    /** The Query {@link #getWithDeposits} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithDepositsRequest(String vaultId, ReadConsistency consistency) {
        return getWithChildrenRequest(vaultId, consistency);
    }

    /** The Vault and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Vault itself does not exist. */
    public Optional<VaultWithChildren> getWithChildren(String vaultId) {
        return getWithChildren(vaultId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<VaultWithChildren> getWithChildren(String vaultId,
            ReadConsistency consistency) {
        return readCollection("vaults.getWithChildren", vaultId, consistency);
    }

    /** The item collection, read once and split by type; {@code operation} names the load in requests and errors. */
    private Optional<VaultWithChildren> readCollection(String operation, String vaultId,
            ReadConsistency consistency) {
        Vault vault = null;
        List<Deposit> deposits = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll(operation, getWithChildrenRequest(vaultId, consistency))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (VaultCodec.ENTITY_TYPE.equals(type)) {
                vault = this.table.decode(operation, VaultCodec.INSTANCE, item);
            } else if (DepositCodec.ENTITY_TYPE.equals(type)) {
                deposits.add(this.table.decode(operation, DepositCodec.INSTANCE, item));
            }
        }
        return vault == null ? Optional.empty() : Optional.of(new VaultWithChildren(vault, deposits));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String vaultId, ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), VaultKeys.partitionKey(vaultId), this.table.sortKeyName(), null, List.of())
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String vaultId) {
        return deleteWithCollection(vaultId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Vault and its whole item collection: every item stored under its partition key ({@link Deposit}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Vault's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Vault in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String vaultId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "vaults.deleteWithCollection", VaultKeys.primaryKey(vaultId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String vaultId) {
        return CollectionDelete.firstQuery(this.table, VaultKeys.primaryKey(vaultId));
    }
}
