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
 * Typed access to {@link Student} items of table {@code school}. Obtain it from {@link SchoolTable#students()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentRepository extends UnversionedRepository<Student, StudentRepository.Conditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.students()}. */
    public StudentRepository(TableClient table) {
        super(table, "students", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Student} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Student> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Student: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String studentId) {
        return new Update(updateAt(Codec.primaryKey(studentId)));
    }

    /** The Student with this key, if any. One GetItem, eventually consistent. */
    public Optional<Student> get(String studentId) {
        return getAt(Codec.primaryKey(studentId), ReadConsistency.EVENTUAL);
    }

    /** The Student with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Student> get(String studentId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(studentId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String studentId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(studentId), consistency);
    }

    /** Deletes the Student with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String studentId) {
        return deleteAt(Codec.primaryKey(studentId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId) {
        return deleteRequestAt(Codec.primaryKey(studentId));
    }

    /**
     * Deletes the Student with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String studentId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(studentId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(studentId), when);
    }

    /**
     * The Student and its enrollments from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Student itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithEnrollments> getWithEnrollments(String studentId) {
        return getWithEnrollments(studentId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithEnrollments}, read as {@code consistency} says. */
    public Optional<WithEnrollments> getWithEnrollments(String studentId,
            ReadConsistency consistency) {
        var loaded = readCollection("getWithEnrollments", studentId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithEnrollments(loaded.owner(), loaded.of(EnrollmentRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithEnrollments} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithEnrollmentsRequest(String studentId, ReadConsistency consistency) {
        return getWithChildrenRequest(studentId, consistency);
    }

    /** The Student and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Student itself does not exist. */
    public Optional<WithChildren> getWithChildren(String studentId) {
        return getWithChildren(studentId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String studentId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", studentId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(EnrollmentRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Student> readCollection(String method, String studentId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(studentId, consistency)), EnrollmentRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String studentId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(studentId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String studentId) {
        return deleteWithCollection(studentId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Student and its whole item collection: every item stored under its partition key ({@link Enrollment}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Student's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Student in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String studentId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "students.deleteWithCollection", Codec.primaryKey(studentId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String studentId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(studentId));
    }

    /** A partial update of one stored {@link Student}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Student, Conditions, Update> {
        /** Used by {@link StudentRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Student> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Student}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.studentId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(SchoolTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code studentId} (attribute {@code studentId}). */
        public StringCondition studentId() {
            return new StringCondition("studentId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Student} and its enrollments, read from its item collection in one Query. */
    public static final class WithEnrollments extends ParentWithChildren<Student> {
        public WithEnrollments(Student student, List<Enrollment> enrollments) {
            super(student, RecordsByType.of(Enrollment.class, enrollments));
        }

        public Student student() {
            return parent;
        }

        /** The enrollments, in ascending sort-key order. */
        public List<Enrollment> enrollments() {
            return records(Enrollment.class);
        }
    }

    /** A {@link Student} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Student> {
        WithChildren(Student student, List<Enrollment> enrollments) {
            super(student, RecordsByType.of(Enrollment.class, enrollments));
        }

        public Student student() {
            return parent;
        }

        /** The enrollments, in ascending sort-key order. */
        public List<Enrollment> enrollments() {
            return records(Enrollment.class);
        }
    }

    /**
     * Converts {@link Student} records to items of table {@code school} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Student} items: partition key {@code STU#<studentId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Student> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Student";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "STU";

        /** Sort key of the Student's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Student.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Student student) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(student.studentId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "studentId", student.studentId());
            Items.putString(item, "name", student.name());
            return item;
        }

        @Override
        public Student fromItem(Map<String, AttributeValue> item) {
            return new Student(
                    Items.getString(item, "studentId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Student student) {
            return Codec.primaryKey(student.studentId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Student> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "studentId", "name"));
        }

        /**
         * The partition key {@code STU#<studentId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String studentId) {
            return KeyCodec.checkPartitionKey("Student partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Student.studentId", studentId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String studentId) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(studentId), SchoolTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code studentId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String studentIdOf(String partitionKey) {
            return KeyCodec.decodeString("Student.studentId", KeyCodec.split("Student partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
