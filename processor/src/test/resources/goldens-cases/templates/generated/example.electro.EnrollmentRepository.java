package example.electro;

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
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyTemplate;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyCondition;
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

/**
 * Typed access to {@link Enrollment} items of table {@code electro}. Obtain it from {@link SchoolTable#enrollments()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentRepository extends UnversionedRepository<Enrollment, EnrollmentRepository.Conditions> {
    /** Used by {@link SchoolTable}; prefer {@code SchoolTable.enrollments()}. */
    public EnrollmentRepository(TableClient table) {
        super(table, "enrollments", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Enrollment} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Enrollment> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Enrollment: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String studentId, String courseId) {
        return new Update(updateAt(Codec.primaryKey(studentId, courseId)));
    }

    /**
     * The Enrollment with this key, if any. One GetItem, eventually consistent.
     * <p>The key templates lower-case {@code studentId}, {@code courseId} (Locale.ROOT): their values cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code studentId}, {@code courseId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Enrollment> get(String studentId, String courseId) {
        return getAt(Codec.primaryKey(studentId, courseId), ReadConsistency.EVENTUAL);
    }

    /**
     * The Enrollment with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity.
     * <p>The key templates lower-case {@code studentId}, {@code courseId} (Locale.ROOT): their values cannot be read back from the key, so a get by a differently cased id finds the same item (ids that differ only in case are one item), and the record's {@code studentId}, {@code courseId} is the stored attribute, with the case it was written with.
     * <p>An item at this key whose {@code __edb_e__} or {@code __edb_v__} differs from this entity's is not returned: it is another entity's, or another version's.
     */
    public Optional<Enrollment> get(String studentId, String courseId,
            ReadConsistency consistency) {
        return getAt(Codec.primaryKey(studentId, courseId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String studentId, String courseId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(studentId, courseId), consistency);
    }

    /** Deletes the Enrollment with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String studentId, String courseId) {
        return deleteAt(Codec.primaryKey(studentId, courseId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId) {
        return deleteRequestAt(Codec.primaryKey(studentId, courseId));
    }

    /**
     * Deletes the Enrollment with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String studentId, String courseId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(studentId, courseId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String studentId, String courseId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(studentId, courseId), when);
    }

    /** The enrollments of one {@link Student}, from the base table: one Query per page, {@code begins_with(sk, "$studentenrollments#enrollment_2#courseid_")}. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}. */
    public Listing<Enrollment, Conditions> ofStudent(String studentId) {
        return listing("ofStudent",
                    onTable(Codec.partitionKey(studentId), Codec.SORT_KEY_PREFIX),
                    Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofStudent}, only the items whose {@code courseId} is in the given range, in key order: the range is the Query's key condition on {@code sk} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param courseId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, Conditions> ofStudent(String studentId, KeyRange<String> courseId) {
        return listing("ofStudent",
                    onTable(Codec.partitionKey(studentId), Codec.SORT_KEY_PREFIX).withinTemplate(courseId, "", value -> Codec.SORT_KEY_TEMPLATE.text(KeyTemplate.raw("Enrollment.courseId", value))),
                    Set.of("studentId", "courseId"));
    }

    /**
     * The enrollments pointing at one {@link Course}, from index {@code gsi1pk-gsi1sk-index}: one Query per page, {@code begins_with(gsi1sk, "$courseenrollments#enrollment_2#studentid_")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     */
    public Listing<Enrollment, Conditions> ofCourse(String courseId) {
        return listing("ofCourse",
                    KeyCondition.onIndex(this.table, "gsi1pk-gsi1sk-index", Codec.indexPartitionKey(courseId), Codec.INDEX_SORT_KEY_PREFIX),
                    Set.of("studentId", "courseId"));
    }

    /**
     * Like {@link #ofCourse}, only the items whose {@code studentId} is in the given range, in key order: the range is the Query's key condition on {@code gsi1sk} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param studentId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Enrollment, Conditions> ofCourse(String courseId, KeyRange<String> studentId) {
        return listing("ofCourse",
                    KeyCondition.onIndex(this.table, "gsi1pk-gsi1sk-index", Codec.indexPartitionKey(courseId), Codec.INDEX_SORT_KEY_PREFIX).withinTemplate(studentId, "", value -> Codec.INDEX_SORT_KEY_TEMPLATE.text(KeyTemplate.raw("Enrollment.studentId", value))),
                    Set.of("studentId", "courseId"));
    }

    /** A partial update of one stored {@link Enrollment}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Enrollment, Conditions, Update> {
        /** Used by {@link EnrollmentRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Enrollment> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code grade} (attribute {@code grade}). */
        public Update grade(String grade) {
            return set("grade", grade, Encoders.STRING);
        }

        /** Sets {@code enrolledOn} (attribute {@code enrolledOn}). */
        public Update enrolledOn(String enrolledOn) {
            return set("enrolledOn", enrolledOn, Encoders.STRING);
        }

        /** Sets {@code term} (attribute {@code term}). */
        public Update term(String term) {
            return set("term", term, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Enrollment}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.studentId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code courseId} (attribute {@code courseId}). */
        public StringCondition courseId() {
            return new StringCondition("courseId", Encoders.STRING);
        }

        /** Conditions on {@code grade} (attribute {@code grade}). */
        public StringCondition grade() {
            return new StringCondition("grade", Encoders.STRING);
        }

        /** Conditions on {@code enrolledOn} (attribute {@code enrolledOn}). */
        public StringCondition enrolledOn() {
            return new StringCondition("enrolledOn", Encoders.STRING);
        }

        /** Conditions on {@code term} (attribute {@code term}). */
        public StringCondition term() {
            return new StringCondition("term", Encoders.STRING);
        }
    }

    /**
     * Converts {@link Enrollment} records to items of table {@code electro} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Enrollment} edges: partition key {@code STU#<studentId>}, sort key {@code ENROLL#CRS#<courseId>};
     * in index {@code gsi1pk-gsi1sk-index}: partition key {@code CRS#<courseId>}, sort key {@code ENROLL#STU#<studentId>}.
     */
    public static final class Codec extends EntityCodec<Enrollment> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code __edb_e__}. */
        public static final String ENTITY_TYPE = "enrollment";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix of the edge, in the table and in index {@code gsi1pk-gsi1sk-index}. */
        public static final String PREFIX = "ENROLL";

        /** What every Enrollment sort key in the table (not in index {@code gsi1pk-gsi1sk-index}) begins with: its template's text before the first value. */
        public static final String SORT_KEY_PREFIX = "$studentenrollments#enrollment_2#courseid_";

        /** What every Enrollment sort key in index {@code gsi1pk-gsi1sk-index} begins with: its template's text before the first value. */
        public static final String INDEX_SORT_KEY_PREFIX = "$courseenrollments#enrollment_2#studentid_";

        private static final KeyTemplate SORT_KEY_TEMPLATE = KeyTemplate.of("Enrollment sort key", "$studentenrollments#enrollment_2#courseid_{courseId}", KeyTemplate.Casing.LOWER);

        private static final KeyTemplate INDEX_SORT_KEY_TEMPLATE = KeyTemplate.of("Enrollment index sort key", "$courseenrollments#enrollment_2#studentid_{studentId}", KeyTemplate.Casing.LOWER);

        private Codec() {
            super(Enrollment.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Enrollment enrollment) {
            Map<String, AttributeValue> item = new HashMap<>(14);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(enrollment.studentId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(enrollment.courseId()));
            item.put("pk", partitionKey);
            item.put("sk", sortKey);
            item.put("gsi1pk", AttributeValue.createS(Codec.indexPartitionKey(enrollment.courseId())));
            item.put("gsi1sk", AttributeValue.createS(Codec.indexSortKey(enrollment.studentId())));
            item.put("__edb_e__", ENTITY_TYPE_VALUE);
            item.put("__edb_v__", AttributeValue.fromS("2"));
            Items.putString(item, "studentId", enrollment.studentId());
            Items.putString(item, "courseId", enrollment.courseId());
            Items.putString(item, "grade", enrollment.grade());
            Items.putString(item, "enrolledOn", enrollment.enrolledOn());
            Items.putString(item, "term", enrollment.term());
            return item;
        }

        @Override
        public Enrollment fromItem(Map<String, AttributeValue> item) {
            if (!AttributeValue.fromS("2").equals(item.get("__edb_v__"))) {
                throw new ItemMappingException("marker __edb_v__ is not \"2\" (this entity's) but " + RequestDescription.render(item.get("__edb_v__")));
            }
            return new Enrollment(
                    Items.getString(item, "studentId"),
                    Items.getString(item, "courseId"),
                    Items.getString(item, "grade"),
                    Items.getString(item, "enrolledOn"),
                    Items.getString(item, "term"));
        }

        /** Whether the item's {@code __edb_e__} and markers are exactly this entity's. */
        @Override
        public boolean owns(Map<String, AttributeValue> item) {
            return ENTITY_TYPE_VALUE.equals(item.get("__edb_e__"))
                        && AttributeValue.fromS("2").equals(item.get("__edb_v__"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Enrollment enrollment) {
            return Codec.primaryKey(enrollment.studentId(), enrollment.courseId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Enrollment> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "pk", "sk", List.of("pk", "sk", "__edb_e__", "gsi1pk", "gsi1sk", "studentId", "courseId", "grade", "enrolledOn", "term"));
        }

        /** The partition key: the {@code from} side {@link Student}'s. */
        public static String partitionKey(String studentId) {
            return StudentRepository.Codec.partitionKey(studentId);
        }

        /**
         * The sort key {@code $studentenrollments#enrollment_2#courseid_{courseId}}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
         *
         * @throws InvalidKeyException when a part is null or empty, holds the constant that follows it, or the key is too long
         */
        public static String sortKey(String courseId) {
            return KeyCodec.checkSortKey("Enrollment sort key", SORT_KEY_TEMPLATE.render(KeyTemplate.raw("Enrollment.courseId", courseId)));
        }

        /** The partition key in index {@code gsi1pk-gsi1sk-index}: the {@code to} side {@link Course}'s. */
        public static String indexPartitionKey(String courseId) {
            return CourseRepository.Codec.partitionKey(courseId);
        }

        /**
         * The sort key in index gsi1pk-gsi1sk-index {@code $courseenrollments#enrollment_2#studentid_{studentId}}. Values are lower-cased in the key (Locale.ROOT): ids differing only in case give one key (a get by either finds the same item), and a record's value comes from its stored attribute, not from the key. Values are written unescaped: the template trades escaping for compatibility, so a value holding the constant that follows it is refused with {@code InvalidKeyException} before any request.
         *
         * @throws InvalidKeyException when a part is null or empty, holds the constant that follows it, or the key is too long
         */
        public static String indexSortKey(String studentId) {
            return KeyCodec.checkSortKey("Enrollment sort key in index gsi1pk-gsi1sk-index", INDEX_SORT_KEY_TEMPLATE.render(KeyTemplate.raw("Enrollment.studentId", studentId)));
        }

        /** The edge's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String studentId, String courseId) {
            return PrimaryKeys.of(SchoolTable.PARTITION_KEY, partitionKey(studentId), SchoolTable.SORT_KEY, sortKey(courseId));
        }

        /** The {@code studentId} encoded in a partition key. */
        public static String studentIdOf(String partitionKey) {
            return StudentRepository.Codec.studentIdOf(partitionKey);
        }

        /**
         * The {@code courseId} in a key of this template (cased as stored: the record's own value is its attribute).
         *
         * @throws InvalidKeyException when the key does not have the template's shape
         */
        public static String courseIdOf(String sortKey) {
            return KeyTemplate.raw("Enrollment.courseId", SORT_KEY_TEMPLATE.values(sortKey).get(0));
        }
    }
}
