package example.electro;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
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
 * Typed access to {@link Student} items of table {@code electro}. Obtain it from {@link SchoolTable#students()}.
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

    /**
     * The Student with this key, if any. One GetItem, eventually consistent.
     * <p>The key templates lower-case {@code studentId} (Locale.ROOT): its value cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code studentId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Student> get(String studentId) {
        return getAt(Codec.primaryKey(studentId), ReadConsistency.EVENTUAL);
    }

    /**
     * The Student with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity.
     * <p>The key templates lower-case {@code studentId} (Locale.ROOT): its value cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code studentId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
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
     * The Student and its enrollments from its item collection: one Query (plus one per further MB of items), split by the {@code __edb_e__} attribute. Empty when the Student itself does not exist.
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

    /** The Student and everything from its item collection: one Query (plus one per further MB of items), split by the {@code __edb_e__} attribute. Empty when the Student itself does not exist. */
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

        /** Sets {@code email} (attribute {@code email}). */
        public Update email(String email) {
            return set("email", email, Encoders.STRING);
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

        /** Conditions on {@code email} (attribute {@code email}). */
        public StringCondition email() {
            return new StringCondition("email", Encoders.STRING);
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
     * Converts {@link Student} records to items of table {@code electro} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Student} items, by explicit templates: partition key {@code $school#studentid_{studentId}}, sort key {@code $studentenrollments#student_1}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
     */
    public static final class Codec extends EntityCodec<Student> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code __edb_e__}. */
        public static final String ENTITY_TYPE = "student";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** The entity's prefix, which keys in Partitura's format (edges') use. */
        public static final String PREFIX = "STU";

        /** Sort key of the Student's own item in its item collection. */
        public static final String SORT_KEY = "$studentenrollments#student_1";

        private static final KeyTemplate PARTITION_KEY_TEMPLATE = KeyTemplate.of("Student partition key", "$school#studentid_{studentId}", KeyTemplate.Casing.LOWER);

        private Codec() {
            super(Student.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Student student) {
            Map<String, AttributeValue> item = new HashMap<>(11);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(student.studentId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("pk", partitionKey);
            item.put("sk", sortKey);
            item.put("__edb_e__", ENTITY_TYPE_VALUE);
            item.put("__edb_v__", AttributeValue.fromS("1"));
            Items.putString(item, "studentId", student.studentId());
            Items.putString(item, "name", student.name());
            Items.putString(item, "email", student.email());
            return item;
        }

        @Override
        public Student fromItem(Map<String, AttributeValue> item) {
            if (!AttributeValue.fromS("1").equals(item.get("__edb_v__"))) {
                throw new ItemMappingException("marker __edb_v__ is not \"1\" (this entity's) but " + RequestDescription.render(item.get("__edb_v__")));
            }
            return new Student(
                    Items.getString(item, "studentId"),
                    Items.getString(item, "name"),
                    Items.getString(item, "email"));
        }

        /** Whether the item's {@code __edb_e__} and markers are exactly this entity's. */
        @Override
        public boolean owns(Map<String, AttributeValue> item) {
            return ENTITY_TYPE_VALUE.equals(item.get("__edb_e__"))
                        && AttributeValue.fromS("1").equals(item.get("__edb_v__"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Student student) {
            return Codec.primaryKey(student.studentId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Student> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "pk", "sk", List.of("pk", "sk", "__edb_e__", "studentId", "name", "email"));
        }

        /**
         * The partition key {@code $school#studentid_{studentId}}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
         *
         * @throws InvalidKeyException when a part is null or empty, holds the constant that follows it, or the key is too long
         */
        public static String partitionKey(String studentId) {
            return KeyCodec.checkPartitionKey("Student partition key", PARTITION_KEY_TEMPLATE.render(KeyTemplate.raw("Student.studentId", studentId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String studentId) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(studentId), SchoolTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code studentId} in a key of this template (cased as stored: the record's own value is its attribute).
         *
         * @throws InvalidKeyException when the key does not have the template's shape
         */
        public static String studentIdOf(String partitionKey) {
            return KeyTemplate.raw("Student.studentId", PARTITION_KEY_TEMPLATE.values(partitionKey).get(0));
        }
    }
}
