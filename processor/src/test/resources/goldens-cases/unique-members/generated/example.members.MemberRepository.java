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
import io.partitura.runtime.repository.UnversionedRepository;
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
 * Typed access to {@link Member} items of table {@code members}. Obtain it from {@link MembersTable#members()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class MemberRepository extends UnversionedRepository<Member, MemberRepository.Conditions> {
    /** The {@code @Unique} components of {@link Member}: the writes here keep a uniqueness item per value. */
    public static final UniqueValues<Member> UNIQUE_VALUES = new UniqueValues<>(Codec.INSTANCE, List.of(
            new UniqueValues.Component<>("email", "email", Member::email, member -> member.email() == null ? null : KeyCodec.encodeString("Member.email", member.email()),
                    item -> Optional.ofNullable(Items.getString(item, "email")).map(v -> KeyCodec.encodeString("Member.email", v)).orElse(null)),
            new UniqueValues.Component<>("badge", "badge", Member::badge, member -> member.badge() == null ? null : KeyCodec.encodeInteger("Member.badge", member.badge()),
                    item -> Optional.ofNullable(Items.getInteger(item, "badge")).map(v -> KeyCodec.encodeInteger("Member.badge", v)).orElse(null))));

    /** Used by {@link MembersTable}; prefer {@code MembersTable.members()}. */
    public MemberRepository(TableClient table) {
        super(table, "members", Codec.INSTANCE, Conditions.INSTANCE, UNIQUE_VALUES);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Member} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Member> tableSchema() {
        return Codec.tableSchema();
    }

    /**
     * A partial update of the stored Member: set components, then {@code apply()}: one UpdateItem, only if the item exists.
     * <p>Setting a {@code @Unique} component reads the item first and sends one TransactWriteItems instead, which moves its uniqueness item: see {@link UniqueValues#update}.
     */
    public Update update(String memberId) {
        return new Update(updateAt(Codec.primaryKey(memberId)));
    }

    /** The Member with this key, if any. One GetItem, eventually consistent. */
    public Optional<Member> get(String memberId) {
        return getAt(Codec.primaryKey(memberId), ReadConsistency.EVENTUAL);
    }

    /** The Member with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Member> get(String memberId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(memberId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String memberId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(memberId), consistency);
    }

    /** Deletes the Member with this key; returns whether there was one. One consistent GetItem to learn its {@code @Unique} values, then (when there is an item) one TransactWriteItems: the DeleteItem, only if those values are still stored, and the deletes of their uniqueness items. */
    public boolean delete(String memberId) {
        return deleteAt(Codec.primaryKey(memberId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String memberId) {
        return deleteRequestAt(Codec.primaryKey(memberId));
    }

    /**
     * Deletes the Member with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     * <p>One consistent GetItem first, then one TransactWriteItems that also deletes the item's uniqueness items.
     */
    public boolean delete(String memberId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(memberId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String memberId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(memberId), when);
    }

    /** The Member whose {@code email} is this value, if any: one GetItem of its uniqueness item, then one of the Member; eventually consistent. */
    public Optional<Member> findByEmail(String email) {
        return findByEmail(email, ReadConsistency.EVENTUAL);
    }

    /**
     * As {@link #findByEmail(String)}, read as {@code consistency} says. Empty when no Member holds the value (an eventually consistent read during a change of the value may see neither holder).
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the value cannot be a key part (null, say); nothing is sent
     */
    public Optional<Member> findByEmail(String email, ReadConsistency consistency) {
        return findByUnique("findByEmail", "email", KeyCodec.encodeString("Member.email", email), consistency);
    }

    /** The Member whose {@code badge} is this value, if any: one GetItem of its uniqueness item, then one of the Member; eventually consistent. */
    public Optional<Member> findByBadge(Integer badge) {
        return findByBadge(badge, ReadConsistency.EVENTUAL);
    }

    /**
     * As {@link #findByBadge(Integer)}, read as {@code consistency} says. Empty when no Member holds the value (an eventually consistent read during a change of the value may see neither holder).
     *
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when the value cannot be a key part (null, say); nothing is sent
     */
    public Optional<Member> findByBadge(Integer badge, ReadConsistency consistency) {
        return findByUnique("findByBadge", "badge", KeyCodec.encodeInteger("Member.badge", badge), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String memberId) {
        return deleteWithCollection(memberId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Member and its whole item collection: every item stored under its partition key. Sends Queries of whole items (to find the uniqueness items of its {@code @Unique} values, deleted right after each item), one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Member's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Member in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String memberId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "members.deleteWithCollection", Codec.primaryKey(memberId), 1, retryPolicy, List.of(MemberRepository.UNIQUE_VALUES));
    }

    /** The whole-item Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String memberId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(memberId), List.of(MemberRepository.UNIQUE_VALUES));
    }

    /** A partial update of one stored {@link Member}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Member, Conditions, Update> {
        /** Used by {@link MemberRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Member> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }

        /** Sets {@code email} (attribute {@code email}). */
        public Update email(String email) {
            return set("email", email, Encoders.STRING);
        }

        /** Sets {@code badge} (attribute {@code badge}). */
        public Update badge(Integer badge) {
            return set("badge", badge, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code badge} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update badgeAdd(Integer delta) {
            return add("badge", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link Member}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.memberId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(MembersTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code memberId} (attribute {@code memberId}). */
        public StringCondition memberId() {
            return new StringCondition("memberId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }

        /** Conditions on {@code email} (attribute {@code email}). */
        public StringCondition email() {
            return new StringCondition("email", Encoders.STRING);
        }

        /** Conditions on {@code badge} (attribute {@code badge}). */
        public OrderedCondition<Integer> badge() {
            return new OrderedCondition<Integer>("badge", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link Member} records to items of table {@code members} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Member} items: partition key {@code MEMBER#<memberId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Member> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Member";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "MEMBER";

        /** Sort key of the Member's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Member.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Member member) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(member.memberId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "memberId", member.memberId());
            Items.putString(item, "name", member.name());
            Items.putString(item, "email", member.email());
            Items.putNumber(item, "badge", member.badge());
            return item;
        }

        @Override
        public Member fromItem(Map<String, AttributeValue> item) {
            return new Member(
                    Items.getString(item, "memberId"),
                    Items.getString(item, "name"),
                    Items.getString(item, "email"),
                    Items.getInteger(item, "badge"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Member member) {
            return Codec.primaryKey(member.memberId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Member> tableSchema() {
            return CodecTableSchema.cachedWithUniqueValues(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "memberId", "name", "email", "badge"), "members().put(...)");
        }

        /**
         * The partition key {@code MEMBER#<memberId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String memberId) {
            return KeyCodec.checkPartitionKey("Member partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Member.memberId", memberId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String memberId) {
            return PrimaryKeys.of(MembersTable.PARTITION_KEY, partitionKey(memberId), MembersTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code memberId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String memberIdOf(String partitionKey) {
            return KeyCodec.decodeString("Member.memberId", KeyCodec.split("Member partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
