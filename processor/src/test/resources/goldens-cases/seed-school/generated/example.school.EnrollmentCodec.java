package example.school;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Enrollment} records to items of table {@code school} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentCodec implements ItemCodec<Enrollment> {
    public static final EnrollmentCodec INSTANCE = new EnrollmentCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Enrollment";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private EnrollmentCodec() {
    }

    @Override
    public Class<Enrollment> type() {
        return Enrollment.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Enrollment enrollment) {
        Map<String, AttributeValue> item = new HashMap<>(12);
        AttributeValue partitionKey = AttributeValue.createS(EnrollmentKeys.partitionKey(enrollment.studentId()));
        AttributeValue sortKey = AttributeValue.createS(EnrollmentKeys.sortKey(enrollment.courseId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.put("GSI1PK", AttributeValue.createS(EnrollmentKeys.indexPartitionKey(enrollment.courseId())));
        item.put("GSI1SK", AttributeValue.createS(EnrollmentKeys.indexSortKey(enrollment.studentId())));
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "studentId", enrollment.studentId());
        Items.putString(item, "courseId", enrollment.courseId());
        Items.putString(item, "grade", enrollment.grade());
        Items.putLocalDate(item, "enrolledOn", enrollment.enrolledOn());
        return item;
    }

    @Override
    public Enrollment fromItem(Map<String, AttributeValue> item) {
        return new Enrollment(
                Items.getString(item, "studentId"),
                Items.getString(item, "courseId"),
                Items.getString(item, "grade"),
                Items.getLocalDate(item, "enrolledOn"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Enrollment enrollment) {
        return EnrollmentKeys.primaryKey(enrollment.studentId(), enrollment.courseId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Enrollment> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Enrollment> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "studentId", "courseId", "grade", "enrolledOn"));
    }
}
