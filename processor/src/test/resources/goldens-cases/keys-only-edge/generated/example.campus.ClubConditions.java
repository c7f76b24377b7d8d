package example.campus;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Club}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.clubId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubConditions extends EntityConditions {
    public static final ClubConditions INSTANCE = new ClubConditions();

    private ClubConditions() {
        super(CampusTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<ClubConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code clubId} (attribute {@code clubId}). */
    public StringCondition clubId() {
        return new StringCondition("clubId", value -> Items.string(value));
    }

    /** Conditions on {@code title} (attribute {@code title}). */
    public StringCondition title() {
        return new StringCondition("title", value -> Items.string(value));
    }
}
