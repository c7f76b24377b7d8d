package example.locking;

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
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.VersionedRepository;
import io.partitura.runtime.repository.Versioning;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Deposit} items of table {@code locking}. Obtain it from {@link LockingTable#deposits()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link VersionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DepositRepository extends VersionedRepository<Deposit, DepositRepository.Conditions> {
    /** Used by {@link LockingTable}; prefer {@code LockingTable.deposits()}. */
    public DepositRepository(TableClient table) {
        super(table,
                    "deposits",
                    Codec.INSTANCE,
                    Conditions.INSTANCE,
                    new Versioning<>(Deposit::version,
                        (deposit, version) -> new Deposit(deposit.vaultId(), deposit.depositId(), deposit.amount(), (int) version)));
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Deposit} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Deposit> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Deposit: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String vaultId, String depositId) {
        return new Update(updateAt(Codec.primaryKey(vaultId, depositId)));
    }

    /** The Deposit with this key, if any. One GetItem, eventually consistent. */
    public Optional<Deposit> get(String vaultId, String depositId) {
        return getAt(Codec.primaryKey(vaultId, depositId), ReadConsistency.EVENTUAL);
    }

    /** The Deposit with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Deposit> get(String vaultId, String depositId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(vaultId, depositId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String vaultId, String depositId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(vaultId, depositId), consistency);
    }

    /**
     * Deletes the Deposit with this key; returns whether there was one. One DeleteItem.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Deposit)} deletes only the version read.
     */
    public boolean delete(String vaultId, String depositId) {
        return deleteAt(Codec.primaryKey(vaultId, depositId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId) {
        return deleteRequestAt(Codec.primaryKey(vaultId, depositId));
    }

    /**
     * Deletes the Deposit with this key only if it is at version {@code expectedVersion}: optimistic locking. One DeleteItem. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted (the stored version is read with one more GetItem for the message)
     */
    public boolean delete(String vaultId, String depositId, long expectedVersion) {
        return deleteAt(Codec.primaryKey(vaultId, depositId), expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId, long expectedVersion) {
        return deleteRequestAt(Codec.primaryKey(vaultId, depositId), expectedVersion);
    }

    /**
     * Deletes the Deposit with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String vaultId, String depositId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(vaultId, depositId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String vaultId, String depositId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(vaultId, depositId), when);
    }

    /**
     * The deposits of one {@link Vault}, in sort-key order: one Query per page, {@code begins_with(SK, "DEP#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Deposit, Conditions> inVault(String vaultId) {
        return listing("inVault",
                    onTable(Codec.partitionKey(vaultId), Codec.SORT_KEY_PREFIX),
                    Set.of("vaultId", "depositId"));
    }

    /**
     * Like {@link #inVault}, only the items whose {@code depositId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param depositId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Deposit, Conditions> inVault(String vaultId, KeyRange<String> depositId) {
        return listing("inVault",
                    onTable(Codec.partitionKey(vaultId), Codec.SORT_KEY_PREFIX).within(depositId, KeyEncoders.string("Deposit.depositId")),
                    Set.of("vaultId", "depositId"));
    }

    /**
     * {@link #create} only if its {@link Vault} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Vault; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Deposit deposit) {
        createUnderAt(required(deposit), VaultRepository.Codec.primaryKey(deposit.vaultId()), VaultRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Deposit deposit) {
        return createUnderRequestAt(required(deposit), VaultRepository.Codec.primaryKey(deposit.vaultId()), VaultRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Deposit}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Deposit, Conditions, Update> {
        /** Used by {@link DepositRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Deposit> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code amount} (attribute {@code amount}). */
        public Update amount(long amount) {
            return set("amount", amount, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code amount} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update amountAdd(long delta) {
            return add("amount", delta, Encoders.NUMBER);
        }

        /** Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}. */
        public Update expectVersion(long version) {
            return expectStoredVersion(version);
        }
    }

    /** Conditions on a stored {@link Deposit}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.vaultId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code depositId} (attribute {@code depositId}). */
        public StringCondition depositId() {
            return new StringCondition("depositId", Encoders.STRING);
        }

        /** Conditions on {@code amount} (attribute {@code amount}). */
        public OrderedCondition<Long> amount() {
            return new OrderedCondition<Long>("amount", Encoders.NUMBER);
        }

        /** Conditions on {@code version} (attribute {@code version}). */
        public OrderedCondition<Integer> version() {
            return new OrderedCondition<Integer>("version", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link Deposit} records to items of table {@code locking} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Deposit} items: the parent's partition key, sort key {@code DEP#<depositId>}.
     */
    public static final class Codec extends EntityCodec<Deposit> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Deposit";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "DEP";

        /** What every Deposit sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Deposit.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Deposit deposit) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(deposit.vaultId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(deposit.depositId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "vaultId", deposit.vaultId());
            Items.putString(item, "depositId", deposit.depositId());
            Items.putLong(item, "amount", deposit.amount());
            Items.putInt(item, "version", deposit.version());
            return item;
        }

        @Override
        public Deposit fromItem(Map<String, AttributeValue> item) {
            return new Deposit(
                    Items.getString(item, "vaultId"),
                    Items.getString(item, "depositId"),
                    Items.getLong(item, "amount"),
                    Items.getInt(item, "version"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Deposit deposit) {
            return Codec.primaryKey(deposit.vaultId(), deposit.depositId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Deposit> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "vaultId", "depositId", "amount", "version"));
        }

        /** The partition key: the parent {@link Vault}'s. */
        public static String partitionKey(String vaultId) {
            return VaultRepository.Codec.partitionKey(vaultId);
        }

        /**
         * The sort key {@code DEP#<depositId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String depositId) {
            return KeyCodec.checkSortKey("Deposit sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Deposit.depositId", depositId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String vaultId, String depositId) {
            return PrimaryKeys.of(LockingTable.PARTITION_KEY, partitionKey(vaultId), LockingTable.SORT_KEY, sortKey(depositId));
        }

        /** The {@code vaultId} encoded in a partition key. */
        public static String vaultIdOf(String partitionKey) {
            return VaultRepository.Codec.vaultIdOf(partitionKey);
        }

        /**
         * The {@code depositId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String depositIdOf(String sortKey) {
            return KeyCodec.decodeString("Deposit.depositId", KeyCodec.split("Deposit sort key", sortKey, PREFIX, 1).get(0));
        }
    }
}
