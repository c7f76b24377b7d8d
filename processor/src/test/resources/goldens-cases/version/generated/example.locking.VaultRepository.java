package example.locking;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.VersionedRepository;
import io.partitura.runtime.repository.Versioning;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Vault} items of table {@code locking}. Obtain it from {@link LockingTable#vaults()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link VersionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class VaultRepository extends VersionedRepository<Vault, VaultRepository.Conditions> {
    /** Used by {@link LockingTable}; prefer {@code LockingTable.vaults()}. */
    public VaultRepository(TableClient table) {
        super(table,
                    "vaults",
                    Codec.INSTANCE,
                    Conditions.INSTANCE,
                    new Versioning<>(Vault::version,
                        (vault, version) -> new Vault(vault.vaultId(), vault.owner(), vault.balance(), version)));
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Vault} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Vault> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Vault: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String vaultId) {
        return new Update(updateAt(Codec.primaryKey(vaultId)));
    }

    /** The Vault with this key, if any. One GetItem, eventually consistent. */
    public Optional<Vault> get(String vaultId) {
        return getAt(Codec.primaryKey(vaultId), ReadConsistency.EVENTUAL);
    }

    /** The Vault with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Vault> get(String vaultId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(vaultId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(vaultId), consistency);
    }

    /**
     * Deletes the Vault with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Vault)} deletes only the version read.
     */
    public boolean delete(String vaultId) {
        return deleteAt(Codec.primaryKey(vaultId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId) {
        return deleteRequestAt(Codec.primaryKey(vaultId));
    }

    /**
     * Deletes the Vault with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, long expectedVersion) {
        return deleteAt(Codec.primaryKey(vaultId), expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, long expectedVersion) {
        return deleteRequestAt(Codec.primaryKey(vaultId), expectedVersion);
    }

    /**
     * Deletes the Vault with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(vaultId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(vaultId), when);
    }

    /**
     * The Vault and its deposits from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Vault itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithDeposits> getWithDeposits(String vaultId) {
        return getWithDeposits(vaultId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithDeposits}, read as {@code consistency} says. */
    public Optional<WithDeposits> getWithDeposits(String vaultId, ReadConsistency consistency) {
        var loaded = readCollection("getWithDeposits", vaultId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithDeposits(loaded.owner(), loaded.of(DepositRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithDeposits} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithDepositsRequest(String vaultId, ReadConsistency consistency) {
        return getWithChildrenRequest(vaultId, consistency);
    }

    /** The Vault and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Vault itself does not exist. */
    public Optional<WithChildren> getWithChildren(String vaultId) {
        return getWithChildren(vaultId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String vaultId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", vaultId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(DepositRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Vault> readCollection(String method, String vaultId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(vaultId, consistency)), DepositRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String vaultId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(vaultId), null), consistency);
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
        return CollectionDelete.run(this.table, "vaults.deleteWithCollection", Codec.primaryKey(vaultId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String vaultId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(vaultId));
    }

    /** A partial update of one stored {@link Vault}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Vault, Conditions, Update> {
        /** Used by {@link VaultRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Vault> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code owner} (attribute {@code owner}). */
        public Update owner(String owner) {
            return set("owner", owner, Encoders.STRING);
        }

        /** Sets {@code balance} (attribute {@code balance}). */
        public Update balance(long balance) {
            return set("balance", balance, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code balance} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update balanceAdd(long delta) {
            return add("balance", delta, Encoders.NUMBER);
        }

        /** Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}. */
        public Update expectVersion(long version) {
            return expectStoredVersion(version);
        }
    }

    /** Conditions on a stored {@link Vault}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.vaultId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(LockingTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code vaultId} (attribute {@code vaultId}). */
        public StringCondition vaultId() {
            return new StringCondition("vaultId", Encoders.STRING);
        }

        /** Conditions on {@code owner} (attribute {@code owner}). */
        public StringCondition owner() {
            return new StringCondition("owner", Encoders.STRING);
        }

        /** Conditions on {@code balance} (attribute {@code balance}). */
        public OrderedCondition<Long> balance() {
            return new OrderedCondition<Long>("balance", Encoders.NUMBER);
        }

        /** Conditions on {@code version} (attribute {@code version}). */
        public OrderedCondition<Long> version() {
            return new OrderedCondition<Long>("version", Encoders.NUMBER);
        }
    }

    /** A {@link Vault} and its deposits, read from its item collection in one Query. */
    public static final class WithDeposits extends ParentWithChildren<Vault> {
        public WithDeposits(Vault vault, List<Deposit> deposits) {
            super(vault, RecordsByType.of(Deposit.class, deposits));
        }

        public Vault vault() {
            return parent;
        }

        /** The deposits, in ascending sort-key order. */
        public List<Deposit> deposits() {
            return records(Deposit.class);
        }
    }

    /** A {@link Vault} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Vault> {
        WithChildren(Vault vault, List<Deposit> deposits) {
            super(vault, RecordsByType.of(Deposit.class, deposits));
        }

        public Vault vault() {
            return parent;
        }

        /** The deposits, in ascending sort-key order. */
        public List<Deposit> deposits() {
            return records(Deposit.class);
        }
    }

    /**
     * Converts {@link Vault} records to items of table {@code locking} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Vault} items: partition key {@code VAULT#<vaultId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Vault> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Vault";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "VAULT";

        /** Sort key of the Vault's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Vault.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Vault vault) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(vault.vaultId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "vaultId", vault.vaultId());
            Items.putString(item, "owner", vault.owner());
            Items.putLong(item, "balance", vault.balance());
            Items.putLong(item, "version", vault.version());
            return item;
        }

        @Override
        public Vault fromItem(Map<String, AttributeValue> item) {
            return new Vault(
                    Items.getString(item, "vaultId"),
                    Items.getString(item, "owner"),
                    Items.getLong(item, "balance"),
                    Items.getLong(item, "version"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Vault vault) {
            return Codec.primaryKey(vault.vaultId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Vault> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "vaultId", "owner", "balance", "version"));
        }

        /**
         * The partition key {@code VAULT#<vaultId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String vaultId) {
            return KeyCodec.checkPartitionKey("Vault partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Vault.vaultId", vaultId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String vaultId) {
            return PrimaryKeys.of(LockingTable.PARTITION_KEY, partitionKey(vaultId), LockingTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code vaultId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String vaultIdOf(String partitionKey) {
            return KeyCodec.decodeString("Vault.vaultId", KeyCodec.split("Vault partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
