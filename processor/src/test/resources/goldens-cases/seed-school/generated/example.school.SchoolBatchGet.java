package example.school;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code school} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SchoolBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public SchoolBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Student}.
     */
    public SchoolBatchGet student(String studentId) {
        this.keys.add(StudentKeys.primaryKey(studentId));
        return this;
    }

    /**
     * Adds the key of one {@link Course}.
     */
    public SchoolBatchGet course(String courseId) {
        this.keys.add(CourseKeys.primaryKey(courseId));
        return this;
    }

    /**
     * Adds the key of one {@link Enrollment}.
     */
    public SchoolBatchGet enrollment(String studentId, String courseId) {
        this.keys.add(EnrollmentKeys.primaryKey(studentId, courseId));
        return this;
    }

    public SchoolBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public SchoolBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public SchoolBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Student> students = new ArrayList<>();
        List<Course> courses = new ArrayList<>();
        List<Enrollment> enrollments = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (StudentCodec.ENTITY_TYPE.equals(type)) {
                students.add(table.decode("batchGet", StudentCodec.INSTANCE, item));
            } else if (CourseCodec.ENTITY_TYPE.equals(type)) {
                courses.add(table.decode("batchGet", CourseCodec.INSTANCE, item));
            } else if (EnrollmentCodec.ENTITY_TYPE.equals(type)) {
                enrollments.add(table.decode("batchGet", EnrollmentCodec.INSTANCE, item));
            }
        }
        return new SchoolBatchGetResult(students, courses, enrollments);
    }
}
