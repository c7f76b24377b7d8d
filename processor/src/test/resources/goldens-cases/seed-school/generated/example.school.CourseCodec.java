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

/** Converts {@link Course} records to items of table {@code school} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseCodec implements ItemCodec<Course> {
    public static final CourseCodec INSTANCE = new CourseCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Course";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private CourseCodec() {
    }

    @Override
    public Class<Course> type() {
        return Course.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Course course) {
        Map<String, AttributeValue> item = new HashMap<>(10);
        AttributeValue partitionKey = AttributeValue.createS(CourseKeys.partitionKey(course.courseId()));
        AttributeValue sortKey = AttributeValue.createS(CourseKeys.SORT_KEY);
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
        return CourseKeys.primaryKey(course.courseId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Course> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Course> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "courseId", "title"));
    }
}
