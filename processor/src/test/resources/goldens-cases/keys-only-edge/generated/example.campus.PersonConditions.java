package example.campus;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Person}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.personId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonConditions extends EntityConditions {
    public static final PersonConditions INSTANCE = new PersonConditions();

    private PersonConditions() {
        super(CampusTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<PersonConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code personId} (attribute {@code personId}). */
    public StringCondition personId() {
        return new StringCondition("personId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }
}
