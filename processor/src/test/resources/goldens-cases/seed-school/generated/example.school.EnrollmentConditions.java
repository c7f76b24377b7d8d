package example.school;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.time.LocalDate;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Enrollment}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.studentId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentConditions extends EntityConditions {
    public static final EnrollmentConditions INSTANCE = new EnrollmentConditions();

    private EnrollmentConditions() {
        super(SchoolTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<EnrollmentConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code studentId} (attribute {@code studentId}). */
    public StringCondition studentId() {
        return new StringCondition("studentId", value -> Items.string(value));
    }

    /** Conditions on {@code courseId} (attribute {@code courseId}). */
    public StringCondition courseId() {
        return new StringCondition("courseId", value -> Items.string(value));
    }

    /** Conditions on {@code grade} (attribute {@code grade}). */
    public StringCondition grade() {
        return new StringCondition("grade", value -> Items.string(value));
    }

    /** Conditions on {@code enrolledOn} (attribute {@code enrolledOn}). */
    public OrderedCondition<LocalDate> enrolledOn() {
        return new OrderedCondition<>("enrolledOn", value -> Items.localDate(value));
    }
}
