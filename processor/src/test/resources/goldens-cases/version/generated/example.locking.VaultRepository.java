package example.locking;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.VersionedRepository;
import io.partitura.runtime.repository.Versioning;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Vault} items of table {@code locking}. Obtain it from {@link LockingTable#vaults()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link VersionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultRepository extends VersionedRepository<Vault, VaultConditions> {
    /** Used by {@link LockingTable}; prefer {@code LockingTable.vaults()}. */
    public VaultRepository(TableClient table) {
        super(table,
                    "vaults",
                    VaultCodec.INSTANCE,
                    VaultConditions.INSTANCE,
                    VaultConditions::of,
                    new Versioning<>(Vault::version,
                        (vault, version) -> new Vault(vault.vaultId(), vault.owner(), vault.balance(), version)));
    }

    /** A partial update of the stored Vault: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public VaultUpdate update(String vaultId) {
        return new VaultUpdate(updateAt(VaultKeys.primaryKey(vaultId)));
    }

    /** The Vault with this key, if any. One GetItem, eventually consistent. */
    public Optional<Vault> get(String vaultId) {
        return getAt(VaultKeys.primaryKey(vaultId), ReadConsistency.EVENTUAL);
    }

    /** The Vault with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Vault> get(String vaultId, ReadConsistency consistency) {
        return getAt(VaultKeys.primaryKey(vaultId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, ReadConsistency consistency) {
        return getRequestAt(VaultKeys.primaryKey(vaultId), consistency);
    }

    /**
     * Deletes the Vault with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Vault)} deletes only the version read.
     */
    public boolean delete(String vaultId) {
        return deleteAt(VaultKeys.primaryKey(vaultId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId) {
        return deleteRequestAt(VaultKeys.primaryKey(vaultId));
    }

    /**
     * Deletes the Vault with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, long expectedVersion) {
        return deleteAt(VaultKeys.primaryKey(vaultId), expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, long expectedVersion) {
        return deleteRequestAt(VaultKeys.primaryKey(vaultId), expectedVersion);
    }

    /**
     * Deletes the Vault with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, Function<VaultConditions, Condition> when) {
        return deleteAt(VaultKeys.primaryKey(vaultId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId,
            Function<VaultConditions, Condition> when) {
        return deleteRequestAt(VaultKeys.primaryKey(vaultId), when);
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
        return readCollection("getWithDeposits", vaultId, consistency)
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
        return readCollection("getWithChildren", vaultId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<VaultWithChildren> readCollection(String method, String vaultId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(vaultId, consistency)), DepositCodec.INSTANCE)
                    .map(loaded -> new VaultWithChildren(loaded.owner(), loaded.of(DepositCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String vaultId, ReadConsistency consistency) {
        return queryRequest(onTable(VaultKeys.partitionKey(vaultId), null), consistency);
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
