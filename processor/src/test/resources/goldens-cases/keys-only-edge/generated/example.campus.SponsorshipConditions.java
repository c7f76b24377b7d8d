package example.campus;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Sponsorship}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.personId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipConditions extends EntityConditions {
    public static final SponsorshipConditions INSTANCE = new SponsorshipConditions();

    private SponsorshipConditions() {
        super(CampusTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<SponsorshipConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code personId} (attribute {@code personId}). */
    public StringCondition personId() {
        return new StringCondition("personId", value -> Items.string(value));
    }

    /** Conditions on {@code clubId} (attribute {@code clubId}). */
    public StringCondition clubId() {
        return new StringCondition("clubId", value -> Items.string(value));
    }

    /** Conditions on {@code amountCents} (attribute {@code amountCents}). */
    public OrderedCondition<Long> amountCents() {
        return new OrderedCondition<>("amountCents", value -> Items.number(value));
    }
}
