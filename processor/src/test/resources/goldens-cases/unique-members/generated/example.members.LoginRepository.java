package example.members;

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
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.VersionedRepository;
import io.partitura.runtime.repository.Versioning;
import io.partitura.runtime.unique.UniqueValues;
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
 * Typed access to {@link Login} items of table {@code members}. Obtain it from {@link MembersTable#logins()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link VersionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LoginRepository extends VersionedRepository<Login, LoginRepository.Conditions> {
    /** The {@code @Unique} components of {@link Login}: the writes here keep a uniqueness item per value. */
    public static final UniqueValues<Login> UNIQUE_VALUES = new UniqueValues<>(Codec.INSTANCE, List.of(
            new UniqueValues.Component<>("handle", "handle", Login::handle, login -> login.handle() == null ? null : KeyCodec.encodeString("Login.handle", login.handle()),
                    item -> Optional.ofNullable(Items.getString(item, "handle")).map(v -> KeyCodec.encodeString("Login.handle", v)).orElse(null))));

    /** Used by {@link MembersTable}; prefer {@code MembersTable.logins()}. */
    public LoginRepository(TableClient table) {
        super(table,
                    "logins",
                    Codec.INSTANCE,
                    Conditions.INSTANCE,
                    new Versioning<>(Login::version,
                        (login, version) -> new Login(login.loginId(), login.label(), login.handle(), version)),
                    UNIQUE_VALUES);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Login} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Login> tableSchema() {
        return Codec.tableSchema();
    }

    /**
     * A partial update of the stored Login: set components, then {@code apply()}: one UpdateItem, only if the item exists.
     * <p>Setting a {@code @Unique} component reads the item first and sends one TransactWriteItems instead, which moves its uniqueness item: see {@link UniqueValues#update}.
     */
    public Update update(String loginId) {
        return new Update(updateAt(Codec.primaryKey(loginId)));
    }

    /** The Login with this key, if any. One GetItem, eventually consistent. */
    public Optional<Login> get(String loginId) {
        return getAt(Codec.primaryKey(loginId), ReadConsistency.EVENTUAL);
    }

    /** The Login with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Login> get(String loginId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(loginId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String loginId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(loginId), consistency);
    }

    /**
     * Deletes the Login with this key; returns whether there was one. One consistent GetItem to learn its {@code @Unique} values, then (when there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes of their uniqueness items.
     * <p>Unconditional: deletes whatever version is stored. {@link #delete(Login)} deletes only the version read.
     */
    public boolean delete(String loginId) {
        return deleteAt(Codec.primaryKey(loginId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String loginId) {
        return deleteRequestAt(Codec.primaryKey(loginId));
    }

    /**
     * Deletes the Login with this key only if it is at version {@code expectedVersion}: optimistic locking. One consistent GetItem to learn its {@code @Unique} values, then (when there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes of their uniqueness items. Returns whether it was deleted: {@code false} when there was no item, which is not an error (it is what a delete asks for).
     *
     * @throws io.partitura.runtime.exceptions.StaleVersionException when the item is at another version; nothing is deleted
     */
    public boolean delete(String loginId, long expectedVersion) {
        return deleteAt(Codec.primaryKey(loginId), expectedVersion);
    }

    /** The conditional DeleteItem the versioned {@code delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String loginId, long expectedVersion) {
        return deleteRequestAt(Codec.primaryKey(loginId), expectedVersion);
    }

    /**
     * Deletes the Login with this key only if it meets {@code when}, whatever its version; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     * <p>One consistent GetItem first, then one TransactWriteItems that also deletes the item's uniqueness items.
     */
    public boolean delete(String loginId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(loginId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String loginId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(loginId), when);
    }

    /** The Login whose {@code handle} is this value, if any: one GetItem of its uniqueness item, then one of the Login; eventually consistent. */
    public Optional<Login> findByHandle(String handle) {
        return findByHandle(handle, ReadConsistency.EVENTUAL);
    }

    /**
     * As {@link #findByHandle(String)}, read as {@code consistency} says. Empty when no Login holds the value (an eventually consistent read during a change of the value may see neither holder).
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the value cannot be a key part (null, say); nothing is sent
     */
    public Optional<Login> findByHandle(String handle, ReadConsistency consistency) {
        return findByUnique("findByHandle", "handle", KeyCodec.encodeString("Login.handle", handle), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String loginId) {
        return deleteWithCollection(loginId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Login and its whole item collection: every item stored under its partition key. Sends Queries of whole items (to find the uniqueness items of its {@code @Unique} values, deleted right after each item), one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Login's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Login in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String loginId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "logins.deleteWithCollection", Codec.primaryKey(loginId), 1, retryPolicy, List.of(LoginRepository.UNIQUE_VALUES));
    }

    /** The whole-item Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String loginId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(loginId), List.of(LoginRepository.UNIQUE_VALUES));
    }

    /** A partial update of one stored {@link Login}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists; it increments {@code version}, and {@link #expectVersion} makes it conditional on the version read. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Login, Conditions, Update> {
        /** Used by {@link LoginRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Login> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code label} (attribute {@code label}). */
        public Update label(String label) {
            return set("label", label, Encoders.STRING);
        }

        /** Sets {@code handle} (attribute {@code handle}). */
        public Update handle(String handle) {
            return set("handle", handle, Encoders.STRING);
        }

        /** Applies only if the stored item is still at {@code version}; otherwise {@code StaleVersionException}. */
        public Update expectVersion(long version) {
            return expectStoredVersion(version);
        }
    }

    /** Conditions on a stored {@link Login}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.loginId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(MembersTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code loginId} (attribute {@code loginId}). */
        public StringCondition loginId() {
            return new StringCondition("loginId", Encoders.STRING);
        }

        /** Conditions on {@code label} (attribute {@code label}). */
        public StringCondition label() {
            return new StringCondition("label", Encoders.STRING);
        }

        /** Conditions on {@code handle} (attribute {@code handle}). */
        public StringCondition handle() {
            return new StringCondition("handle", Encoders.STRING);
        }

        /** Conditions on {@code version} (attribute {@code version}). */
        public OrderedCondition<Long> version() {
            return new OrderedCondition<Long>("version", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link Login} records to items of table {@code members} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Login} items: partition key {@code LOGIN#<loginId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Login> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Login";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "LOGIN";

        /** Sort key of the Login's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Login.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Login login) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(login.loginId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "loginId", login.loginId());
            Items.putString(item, "label", login.label());
            Items.putString(item, "handle", login.handle());
            Items.putLong(item, "version", login.version());
            return item;
        }

        @Override
        public Login fromItem(Map<String, AttributeValue> item) {
            return new Login(
                    Items.getString(item, "loginId"),
                    Items.getString(item, "label"),
                    Items.getString(item, "handle"),
                    Items.getLong(item, "version"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Login login) {
            return Codec.primaryKey(login.loginId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Login> tableSchema() {
            return CodecTableSchema.cachedWithUniqueValues(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "loginId", "label", "handle", "version"), "logins().put(...)");
        }

        /**
         * The partition key {@code LOGIN#<loginId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String loginId) {
            return KeyCodec.checkPartitionKey("Login partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Login.loginId", loginId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String loginId) {
            return PrimaryKeys.of(MembersTable.PARTITION_KEY, partitionKey(loginId), MembersTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code loginId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String loginIdOf(String partitionKey) {
            return KeyCodec.decodeString("Login.loginId", KeyCodec.split("Login partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
