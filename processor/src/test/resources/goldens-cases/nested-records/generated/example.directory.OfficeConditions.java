package example.directory;

import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Office}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.officeId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeConditions extends EntityConditions {
    public static final OfficeConditions INSTANCE = new OfficeConditions();

    private OfficeConditions() {
        super(DirectoryTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<OfficeConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code officeId} (attribute {@code officeId}). */
    public StringCondition officeId() {
        return new StringCondition("officeId", value -> Items.string(value));
    }

    /** Whether the stored item has {@code address} (attribute {@code address}); its value is not compared. */
    public AttributeCondition address() {
        return new AttributeCondition("address");
    }

    /** Whether the stored item has {@code branches} (attribute {@code branches}); its value is not compared. */
    public AttributeCondition branches() {
        return new AttributeCondition("branches");
    }

    /** Whether the stored item has {@code byName} (attribute {@code byName}); its value is not compared. */
    public AttributeCondition byName() {
        return new AttributeCondition("byName");
    }
}
