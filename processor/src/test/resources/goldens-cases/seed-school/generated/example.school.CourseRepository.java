package example.school;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
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
import io.partitura.runtime.query.KeyCondition;
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
 * Typed access to {@link Course} items of table {@code school}. Obtain it from {@link SchoolTable#courses()}.
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

    /** The Course with this key, if any. One GetItem, eventually consistent. */
    public Optional<Course> get(String courseId) {
        return getAt(Codec.primaryKey(courseId), ReadConsistency.EVENTUAL);
    }

    /** The Course with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
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

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String courseId) {
        return deleteWithCollection(courseId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Course and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Course's own item is deleted last, in a request of its own.
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
     * The Course and every edge pointing at it, from index {@code GSI1}: one Query (plus one per further MB), split by the {@code _type} attribute.
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
        return queryRequest(KeyCondition.onIndex(this.table, "GSI1", Codec.partitionKey(courseId), null));
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
    }

    /** A {@link Course} and the edges pointing at it, read from index {@code GSI1} in one Query: eventually consistent. */
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
     * Converts {@link Course} records to items of table {@code school} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Course} items: partition key {@code CRS#<courseId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Course> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Course";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "CRS";

        /** Sort key of the Course's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Course.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Course course) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(course.courseId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            // Listed from index GSI1 under its own key, with the edges pointing at it.
            item.put("GSI1PK", partitionKey);
            item.put("GSI1SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "courseId", course.courseId());
            Items.putString(item, "title", course.title());
            return item;
        }

        @Override
        public Course fromItem(Map<String, AttributeValue> item) {
            return new Course(
                    Items.getString(item, "courseId"),
                    Items.getString(item, "title"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Course course) {
            return Codec.primaryKey(course.courseId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Course> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "courseId", "title"));
        }

        /**
         * The partition key {@code CRS#<courseId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String courseId) {
            return KeyCodec.checkPartitionKey("Course partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Course.courseId", courseId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String courseId) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(courseId), SchoolTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code courseId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String courseIdOf(String partitionKey) {
            return KeyCodec.decodeString("Course.courseId", KeyCodec.split("Course partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
