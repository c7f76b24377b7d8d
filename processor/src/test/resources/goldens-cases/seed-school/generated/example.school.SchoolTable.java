package example.school;

import io.partitura.runtime.backfill.Backfill;
import io.partitura.runtime.backfill.BackfillEntity;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
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
            .entity(TableDefinition.entity(StudentCodec.INSTANCE, "students", "student", StudentKeys.PREFIX, 1))
            .entity(TableDefinition.entity(CourseCodec.INSTANCE, "courses", "course", CourseKeys.PREFIX, 1))
            .entity(TableDefinition.entity(EnrollmentCodec.INSTANCE, "enrollments", "enrollment", EnrollmentKeys.PREFIX, 1))
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
    public SchoolBatchGet batchGet() {
        return new SchoolBatchGet(tableClient());
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
    public SchoolTransactGet transactGet() {
        return new SchoolTransactGet(tableClient());
    }

    /**
     * A backfill giving the items already stored the keys of index {@code indexName}, computed as put computes them: the one operation that scans the table. Set its rate, segments and checkpoint, then {@code run()} it.
     *
     * @throws io.partitura.runtime.exceptions.InvalidConfigurationException when the table has no such index; nothing is read or written
     */
    public Backfill backfill(String indexName) {
        return backfillOf(indexName, switch (indexName) {
            case "GSI1" -> List.of(
                    BackfillEntity.of(CourseCodec.INSTANCE, List.of(),
                            (course, partitionKey, sortKey) -> Map.of(
                                "GSI1PK", AttributeValue.createS(partitionKey),
                                "GSI1SK", AttributeValue.createS(sortKey))),
                    BackfillEntity.of(EnrollmentCodec.INSTANCE, List.of("courseId", "studentId"),
                            (enrollment, partitionKey, sortKey) -> Map.of(
                                "GSI1PK", AttributeValue.createS(EnrollmentKeys.indexPartitionKey(enrollment.courseId())),
                                "GSI1SK", AttributeValue.createS(EnrollmentKeys.indexSortKey(enrollment.studentId())))));
            default -> List.of();
        });
    }

    /** Settings of a {@link SchoolTable}. */
    public static final class Builder extends TableBuilder<SchoolTable, Builder> {
        private Builder() {
            super(DEFINITION, SchoolTable::new);
        }
    }
}
