package example.school;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Student}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.studentId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentConditions extends EntityConditions {
    public static final StudentConditions INSTANCE = new StudentConditions();

    private StudentConditions() {
        super(SchoolTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<StudentConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code studentId} (attribute {@code studentId}). */
    public StringCondition studentId() {
        return new StringCondition("studentId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }
}
