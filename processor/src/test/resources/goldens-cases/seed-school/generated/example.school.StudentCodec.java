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

/** Converts {@link Student} records to items of table {@code school} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentCodec implements ItemCodec<Student> {
    public static final StudentCodec INSTANCE = new StudentCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Student";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private StudentCodec() {
    }

    @Override
    public Class<Student> type() {
        return Student.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Student student) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(StudentKeys.partitionKey(student.studentId()));
        AttributeValue sortKey = AttributeValue.createS(StudentKeys.SORT_KEY);
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
        return StudentKeys.primaryKey(student.studentId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Student> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Student> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "studentId", "name"));
    }
}
