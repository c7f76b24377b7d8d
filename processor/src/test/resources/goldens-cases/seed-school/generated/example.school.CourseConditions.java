package example.school;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Course}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.courseId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseConditions extends EntityConditions {
    public static final CourseConditions INSTANCE = new CourseConditions();

    private CourseConditions() {
        super(SchoolTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<CourseConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code courseId} (attribute {@code courseId}). */
    public StringCondition courseId() {
        return new StringCondition("courseId", value -> Items.string(value));
    }

    /** Conditions on {@code title} (attribute {@code title}). */
    public StringCondition title() {
        return new StringCondition("title", value -> Items.string(value));
    }
}
