package example.electro;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
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
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyTemplate;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
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
 * Typed access to {@link Course} items of table {@code electro}. Obtain it from {@link SchoolTable#courses()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseRepository extends UnversionedRepository<Course, CourseRepository.Conditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.courses()}. */
    public CourseRepository(TableClient table) {
        super(table, "courses", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Course} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Course> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Course: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String courseId) {
        return new Update(updateAt(Codec.primaryKey(courseId)));
    }

    /**
     * The Course with this key, if any. One GetItem, eventually consistent.
     * <p>The key templates lower-case {@code courseId} (Locale.ROOT): its value cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code courseId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Course> get(String courseId) {
        return getAt(Codec.primaryKey(courseId), ReadConsistency.EVENTUAL);
    }

    /**
     * The Course with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity.
     * <p>The key templates lower-case {@code courseId} (Locale.ROOT): its value cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code courseId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Course> get(String courseId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(courseId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String courseId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(courseId), consistency);
    }

    /** Deletes the Course with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String courseId) {
        return deleteAt(Codec.primaryKey(courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId) {
        return deleteRequestAt(Codec.primaryKey(courseId));
    }

    /**
     * Deletes the Course with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String courseId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(courseId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String courseId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(courseId), when);
    }

    /**
     * The Course and its sessions from its item collection: one Query (plus one per further MB of items), split by the {@code __edb_e__} attribute. Empty when the Course itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithSessions> getWithSessions(String courseId) {
        return getWithSessions(courseId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithSessions}, read as {@code consistency} says. */
    public Optional<WithSessions> getWithSessions(String courseId, ReadConsistency consistency) {
        var loaded = readCollection("getWithSessions", courseId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithSessions(loaded.owner(), loaded.of(SessionRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithSessions} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithSessionsRequest(String courseId, ReadConsistency consistency) {
        return getWithChildrenRequest(courseId, consistency);
    }

    /** The Course and everything from its item collection: one Query (plus one per further MB of items), split by the {@code __edb_e__} attribute. Empty when the Course itself does not exist. */
    public Optional<WithChildren> getWithChildren(String courseId) {
        return getWithChildren(courseId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String courseId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", courseId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(SessionRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Course> readCollection(String method, String courseId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(courseId, consistency)), SessionRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String courseId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(courseId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String courseId) {
        return deleteWithCollection(courseId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Course and its whole item collection: every item stored under its partition key ({@link Session}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Course's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Course in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String courseId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "courses.deleteWithCollection", Codec.primaryKey(courseId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String courseId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(courseId));
    }

    /**
     * The Course and every edge pointing at it, from index {@code gsi1pk-gsi1sk-index}: one Query (plus one per further MB), split by the {@code __edb_e__} attribute.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing.
     */
    public Optional<WithEnrollments> getWithEnrollments(String courseId) {
        var loaded = loadCollection("getWithEnrollments", List.of(getWithEnrollmentsRequest(courseId)), EnrollmentRepository.Codec.INSTANCE);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithEnrollments(loaded.owner(), loaded.of(EnrollmentRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithEnrollments} sends first, without sending it. */
    public QueryRequest getWithEnrollmentsRequest(String courseId) {
        return queryRequest(KeyCondition.onIndex(this.table, "gsi1pk-gsi1sk-index", Codec.partitionKey(courseId), null));
    }

    /** A partial update of one stored {@link Course}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Course, Conditions, Update> {
        /** Used by {@link CourseRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Course> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code title} (attribute {@code title}). */
        public Update title(String title) {
            return set("title", title, Encoders.STRING);
        }

        /** Sets {@code department} (attribute {@code department}). */
        public Update department(String department) {
            return set("department", department, Encoders.STRING);
        }

        /** Sets {@code level} (attribute {@code level}). */
        public Update level(int level) {
            return set("level", level, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code level} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update levelAdd(int delta) {
            return add("level", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link Course}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.courseId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code title} (attribute {@code title}). */
        public StringCondition title() {
            return new StringCondition("title", Encoders.STRING);
        }

        /** Conditions on {@code department} (attribute {@code department}). */
        public StringCondition department() {
            return new StringCondition("department", Encoders.STRING);
        }

        /** Conditions on {@code level} (attribute {@code level}). */
        public OrderedCondition<Integer> level() {
            return new OrderedCondition<Integer>("level", Encoders.NUMBER);
        }
    }

    /** A {@link Course} and its sessions, read from its item collection in one Query. */
    public static final class WithSessions extends ParentWithChildren<Course> {
        public WithSessions(Course course, List<Session> sessions) {
            super(course, RecordsByType.of(Session.class, sessions));
        }

        public Course course() {
            return parent;
        }

        /** The sessions, in ascending sort-key order. */
        public List<Session> sessions() {
            return records(Session.class);
        }
    }

    /** A {@link Course} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Course> {
        WithChildren(Course course, List<Session> sessions) {
            super(course, RecordsByType.of(Session.class, sessions));
        }

        public Course course() {
            return parent;
        }

        /** The sessions, in ascending sort-key order. */
        public List<Session> sessions() {
            return records(Session.class);
        }
    }

    /** A {@link Course} and the edges pointing at it, read from index {@code gsi1pk-gsi1sk-index} in one Query: eventually consistent. */
    public static final class WithEnrollments extends ParentWithChildren<Course> {
        public WithEnrollments(Course course, List<Enrollment> enrollments) {
            super(course, RecordsByType.of(Enrollment.class, enrollments));
        }

        public Course course() {
            return parent;
        }

        /** The enrollments, in ascending sort-key order. */
        public List<Enrollment> enrollments() {
            return records(Enrollment.class);
        }
    }

    /**
     * Converts {@link Course} records to items of table {@code electro} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Course} items, by explicit templates: partition key {@code $school#courseid_{courseId}}, sort key {@code $course_1}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
     */
    public static final class Codec extends EntityCodec<Course> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code __edb_e__}. */
        public static final String ENTITY_TYPE = "course";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** The entity's prefix, which keys in Partitura's format (edges') use. */
        public static final String PREFIX = "CRS";

        /** Sort key of the Course's own item in its item collection. */
        public static final String SORT_KEY = "$course_1";

        private static final KeyTemplate PARTITION_KEY_TEMPLATE = KeyTemplate.of("Course partition key", "$school#courseid_{courseId}", KeyTemplate.Casing.LOWER);

        private Codec() {
            super(Course.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Course course) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(course.courseId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("pk", partitionKey);
            item.put("sk", sortKey);
            // Listed from index gsi1pk-gsi1sk-index under its own key, with the edges pointing at it.
            item.put("gsi1pk", partitionKey);
            item.put("gsi1sk", sortKey);
            item.put("__edb_e__", ENTITY_TYPE_VALUE);
            item.put("__edb_v__", AttributeValue.fromS("1"));
            Items.putString(item, "courseId", course.courseId());
            Items.putString(item, "title", course.title());
            Items.putString(item, "department", course.department());
            Items.putInt(item, "level", course.level());
            return item;
        }

        @Override
        public Course fromItem(Map<String, AttributeValue> item) {
            if (!AttributeValue.fromS("1").equals(item.get("__edb_v__"))) {
                throw new ItemMappingException("marker __edb_v__ is not \"1\" (this entity's) but " + RequestDescription.render(item.get("__edb_v__")));
            }
            return new Course(
                    Items.getString(item, "courseId"),
                    Items.getString(item, "title"),
                    Items.getString(item, "department"),
                    Items.getInt(item, "level"));
        }

        /** Whether the item's {@code __edb_e__} and markers are exactly this entity's. */
        @Override
        public boolean owns(Map<String, AttributeValue> item) {
            return ENTITY_TYPE_VALUE.equals(item.get("__edb_e__"))
                        && AttributeValue.fromS("1").equals(item.get("__edb_v__"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Course course) {
            return Codec.primaryKey(course.courseId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Course> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "pk", "sk", List.of("pk", "sk", "__edb_e__", "gsi1pk", "gsi1sk", "courseId", "title", "department", "level"));
        }

        /**
         * The partition key {@code $school#courseid_{courseId}}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
         *
         * @throws InvalidKeyException when a part is null or empty, holds the constant that follows it, or the key is too long
         */
        public static String partitionKey(String courseId) {
            return KeyCodec.checkPartitionKey("Course partition key", PARTITION_KEY_TEMPLATE.render(KeyTemplate.raw("Course.courseId", courseId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String courseId) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(courseId), SchoolTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code courseId} in a key of this template (cased as stored: the record's own value is its attribute).
         *
         * @throws InvalidKeyException when the key does not have the template's shape
         */
        public static String courseIdOf(String partitionKey) {
            return KeyTemplate.raw("Course.courseId", PARTITION_KEY_TEMPLATE.values(partitionKey).get(0));
        }
    }
}
