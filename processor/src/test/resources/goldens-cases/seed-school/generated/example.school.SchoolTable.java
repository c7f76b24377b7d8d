package example.school;

import io.partitura.runtime.backfill.Backfill;
import io.partitura.runtime.backfill.BackfillEntity;
import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * Table {@code school}, as declared by {@link School}: one repository per entity.
 *
 * <pre>{@code
 * SchoolTable db = SchoolTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "school";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.ALL)
            .entity(TableDefinition.entity(StudentRepository.Codec.INSTANCE, "students", "student", StudentRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(CourseRepository.Codec.INSTANCE, "courses", "course", CourseRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(EnrollmentRepository.Codec.INSTANCE, "enrollments", "enrollment", EnrollmentRepository.Codec.PREFIX, 1))
            .build();

    private final StudentRepository students;

    private final CourseRepository courses;

    private final EnrollmentRepository enrollments;

    private SchoolTable(TableClient table) {
        super(table);
        this.students = new StudentRepository(table);
        this.courses = new CourseRepository(table);
        this.enrollments = new EnrollmentRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static SchoolTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Student} items. */
    public StudentRepository students() {
        return students;
    }

    /** {@link Course} items. */
    public CourseRepository courses() {
        return courses;
    }

    /** {@link Enrollment} items. */
    public EnrollmentRepository enrollments() {
        return enrollments;
    }

    /** The table's definition under {@code tableName}: key schema, attribute definitions, billing mode. */
    public static CreateTableRequest createTableRequest(String tableName) {
        return DEFINITION.createTableRequest(tableName);
    }

    /** A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity. */
    public BatchGet batchGet() {
        return new BatchGet(tableClient());
    }

    /** Writes to items of any entities of this table that succeed or fail together: add actions, then {@code execute()} sends one TransactWriteItems. */
    public SchoolTransaction transaction() {
        return new SchoolTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public SchoolTransaction transaction(String name) {
        return new SchoolTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /**
     * A backfill giving the items already stored the keys of index {@code indexName}, computed as put computes them: with {@link #inspect()}, one of the two maintenance operations that scan the table. Set its rate, segments and checkpoint, then {@code run()} it.
     *
     * @throws InvalidConfigurationException when the table has no such index; nothing is read or written
     */
    public Backfill backfill(String indexName) {
        return backfillOf(indexName, switch (indexName) {
            case "GSI1" -> List.of(
                    BackfillEntity.of(CourseRepository.Codec.INSTANCE, List.of(),
                            (course, partitionKey, sortKey) -> Map.of(
                                "GSI1PK", AttributeValue.createS(partitionKey),
                                "GSI1SK", AttributeValue.createS(sortKey))),
                    BackfillEntity.of(EnrollmentRepository.Codec.INSTANCE, List.of("courseId", "studentId"),
                            (enrollment, partitionKey, sortKey) -> Map.of(
                                "GSI1PK", AttributeValue.createS(EnrollmentRepository.Codec.indexPartitionKey(enrollment.courseId())),
                                "GSI1SK", AttributeValue.createS(EnrollmentRepository.Codec.indexSortKey(enrollment.studentId())))));
            default -> List.of();
        });
    }

    /** Settings of a {@link SchoolTable}. */
    public static final class Builder extends TableBuilder<SchoolTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected SchoolTable create(TableClient table) {
            return new SchoolTable(table);
        }
    }

    /** Keys to read from table {@code school} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Student}. */
        public BatchGet student(String studentId) {
            return add(StudentRepository.Codec.primaryKey(studentId));
        }

        /** Adds the key of one {@link Course}. */
        public BatchGet course(String courseId) {
            return add(CourseRepository.Codec.primaryKey(courseId));
        }

        /** Adds the key of one {@link Enrollment}. */
        public BatchGet enrollment(String studentId, String courseId) {
            return add(EnrollmentRepository.Codec.primaryKey(studentId, courseId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(StudentRepository.Codec.INSTANCE, CourseRepository.Codec.INSTANCE, EnrollmentRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Student.class), found.records(Course.class), found.records(Enrollment.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Student> students, List<Course> courses, List<Enrollment> enrollments) {
            super(RecordsByType.of(Student.class, students)
                    .and(Course.class, courses)
                    .and(Enrollment.class, enrollments));
        }

        public List<Student> students() {
            return records(Student.class);
        }

        public List<Course> courses() {
            return records(Course.class);
        }

        public List<Enrollment> enrollments() {
            return records(Enrollment.class);
        }
    }

    /** Keys to read from table {@code school} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link SchoolTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Student}. */
        public TransactGet student(String studentId) {
            return addGet(StudentRepository.Codec.primaryKey(studentId), StudentRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Course}. */
        public TransactGet course(String courseId) {
            return addGet(CourseRepository.Codec.primaryKey(courseId), CourseRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Enrollment}. */
        public TransactGet enrollment(String studentId, String courseId) {
            return addGet(EnrollmentRepository.Codec.primaryKey(studentId, courseId), EnrollmentRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Student.class), ReadTransaction.ofType(found, Course.class), ReadTransaction.ofType(found, Enrollment.class));
        }
    }
}
