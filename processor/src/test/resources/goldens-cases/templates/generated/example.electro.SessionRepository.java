package example.electro;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyTemplate;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
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
 * Typed access to {@link Session} items of table {@code electro}. Obtain it from {@link SchoolTable#sessions()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SessionRepository extends UnversionedRepository<Session, SessionRepository.Conditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.sessions()}. */
    public SessionRepository(TableClient table) {
        super(table, "sessions", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Session} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Session> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Session: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String courseId, int week, String room) {
        return new Update(updateAt(Codec.primaryKey(courseId, week, room)));
    }

    /**
     * The Session with this key, if any. One GetItem, eventually consistent.
     * <p>The key templates lower-case {@code courseId}, {@code room} (Locale.ROOT): their values cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code courseId}, {@code room} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Session> get(String courseId, int week, String room) {
        return getAt(Codec.primaryKey(courseId, week, room), ReadConsistency.EVENTUAL);
    }

    /**
     * The Session with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity.
     * <p>The key templates lower-case {@code courseId}, {@code room} (Locale.ROOT): their values cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code courseId}, {@code room} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Session> get(String courseId, int week, String room,
            ReadConsistency consistency) {
        return getAt(Codec.primaryKey(courseId, week, room), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String courseId, int week, String room,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(courseId, week, room), consistency);
    }

    /** Deletes the Session with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String courseId, int week, String room) {
        return deleteAt(Codec.primaryKey(courseId, week, room));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId, int week, String room) {
        return deleteRequestAt(Codec.primaryKey(courseId, week, room));
    }

    /**
     * Deletes the Session with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String courseId, int week, String room,
            Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(courseId, week, room), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId, int week, String room,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(courseId, week, room), when);
    }

    /**
     * The sessions of one {@link Course}, in sort-key order: one Query per page, {@code begins_with(sk, "SES#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Session, Conditions> inCourse(String courseId) {
        return listing("inCourse",
                    onTable(Codec.partitionKey(courseId), Codec.SORT_KEY_PREFIX),
                    Set.of("courseId", "week", "room"));
    }

    /** Like {@link #inCourse}, only the items whose {@code week} equal the arguments: {@code begins_with(sk, …)} on their common prefix, one Query per page. */
    public Listing<Session, Conditions> inCourse(String courseId, int week) {
        return listing("inCourse",
                    onTable(Codec.partitionKey(courseId), Codec.sortKeyPrefix(week)),
                    Set.of("courseId", "week", "room"));
    }

    /**
     * Like {@link #inCourse}, only the items whose {@code week} equal the arguments and whose {@code room} is in the given range, in key order: the range is the Query's key condition on {@code sk} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param room the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Session, Conditions> inCourse(String courseId, int week, KeyRange<String> room) {
        return listing("inCourse",
                    onTable(Codec.partitionKey(courseId), Codec.sortKeyPrefix(week)).withinTemplate(room, "", value -> Codec.SORT_KEY_TEMPLATE.text(KeyTemplate.raw("Session.room", value))),
                    Set.of("courseId", "week", "room"));
    }

    /**
     * {@link #create} only if its {@link Course} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Course; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Session session) {
        createUnderAt(required(session), CourseRepository.Codec.primaryKey(session.courseId()), CourseRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Session session) {
        return createUnderRequestAt(required(session), CourseRepository.Codec.primaryKey(session.courseId()), CourseRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Session}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Session, Conditions, Update> {
        /** Used by {@link SessionRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Session> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code topic} (attribute {@code topic}). */
        public Update topic(String topic) {
            return set("topic", topic, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Session}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.courseId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(SchoolTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code courseId} (attribute {@code courseId}). */
        public StringCondition courseId() {
            return new StringCondition("courseId", Encoders.STRING);
        }

        /** Conditions on {@code week} (attribute {@code week}). */
        public OrderedCondition<Integer> week() {
            return new OrderedCondition<Integer>("week", Encoders.NUMBER);
        }

        /** Conditions on {@code room} (attribute {@code room}). */
        public StringCondition room() {
            return new StringCondition("room", Encoders.STRING);
        }

        /** Conditions on {@code topic} (attribute {@code topic}). */
        public StringCondition topic() {
            return new StringCondition("topic", Encoders.STRING);
        }
    }

    /**
     * Converts {@link Session} records to items of table {@code electro} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Session} items: the parent's partition key, sort key {@code $session_1#week_{week:4}#room_{room}} (an explicit template). Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
     */
    public static final class Codec extends EntityCodec<Session> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code __edb_e__}. */
        public static final String ENTITY_TYPE = "session";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** The entity's prefix (its sort key is the template below). */
        public static final String PREFIX = "SES";

        /** What every Session sort key begins with: the template's text before its first value, the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = "$session_1#week_";

        private static final KeyTemplate SORT_KEY_TEMPLATE = KeyTemplate.of("Session sort key", "$session_1#week_{week}#room_{room}", KeyTemplate.Casing.LOWER);

        private Codec() {
            super(Session.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Session session) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(session.courseId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(session.week(), session.room()));
            item.put("pk", partitionKey);
            item.put("sk", sortKey);
            item.put("__edb_e__", ENTITY_TYPE_VALUE);
            item.put("__edb_v__", AttributeValue.fromS("1"));
            Items.putString(item, "courseId", session.courseId());
            Items.putInt(item, "week", session.week());
            Items.putString(item, "room", session.room());
            Items.putString(item, "topic", session.topic());
            return item;
        }

        @Override
        public Session fromItem(Map<String, AttributeValue> item) {
            if (!AttributeValue.fromS("1").equals(item.get("__edb_v__"))) {
                throw new ItemMappingException("marker __edb_v__ is not \"1\" (this entity's) but " + RequestDescription.render(item.get("__edb_v__")));
            }
            return new Session(
                    Items.getString(item, "courseId"),
                    Items.getInt(item, "week"),
                    Items.getString(item, "room"),
                    Items.getString(item, "topic"));
        }

        /** Whether the item's {@code __edb_e__} and markers are exactly this entity's. */
        @Override
        public boolean owns(Map<String, AttributeValue> item) {
            return ENTITY_TYPE_VALUE.equals(item.get("__edb_e__"))
                        && AttributeValue.fromS("1").equals(item.get("__edb_v__"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Session session) {
            return Codec.primaryKey(session.courseId(), session.week(), session.room());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Session> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "pk", "sk", List.of("pk", "sk", "__edb_e__", "courseId", "week", "room", "topic"));
        }

        /** The partition key: the parent {@link Course}'s. */
        public static String partitionKey(String courseId) {
            return CourseRepository.Codec.partitionKey(courseId);
        }

        /**
         * The sort key {@code $session_1#week_{week:4}#room_{room}}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
         *
         * @throws InvalidKeyException when a part is null or empty, holds the constant that follows it, or the key is too long
         */
        public static String sortKey(int week, String room) {
            return KeyCodec.checkSortKey("Session sort key", SORT_KEY_TEMPLATE.render(KeyTemplate.decimal("Session.week", week, 4), KeyTemplate.raw("Session.room", room)));
        }

        /** What the keys of {@code $session_1#week_{week:4}#room_{room}} begin with whose leading components equal these: the argument of {@code begins_with}. */
        public static String sortKeyPrefix(int week) {
            return SORT_KEY_TEMPLATE.prefix(KeyTemplate.decimal("Session.week", week, 4));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String courseId, int week,
                String room) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(courseId), SchoolTable.SORT_KEY, sortKey(week, room));
        }

        /** The {@code courseId} encoded in a partition key. */
        public static String courseIdOf(String partitionKey) {
            return CourseRepository.Codec.courseIdOf(partitionKey);
        }

        /**
         * The {@code week} in a key of this template (cased as stored: the record's own value is its attribute).
         *
         * @throws InvalidKeyException when the key does not have the template's shape
         */
        public static int weekOf(String sortKey) {
            return (int) KeyTemplate.parseDecimal("Session.week", SORT_KEY_TEMPLATE.values(sortKey).get(0));
        }

        /**
         * The {@code room} in a key of this template (cased as stored: the record's own value is its attribute).
         *
         * @throws InvalidKeyException when the key does not have the template's shape
         */
        public static String roomOf(String sortKey) {
            return KeyTemplate.raw("Session.room", SORT_KEY_TEMPLATE.values(sortKey).get(1));
        }
    }
}
