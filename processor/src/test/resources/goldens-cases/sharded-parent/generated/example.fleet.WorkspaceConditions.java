package example.fleet;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Workspace}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.workspaceId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceConditions extends EntityConditions {
    public static final WorkspaceConditions INSTANCE = new WorkspaceConditions();

    private WorkspaceConditions() {
        super(FleetTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<WorkspaceConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code workspaceId} (attribute {@code workspaceId}). */
    public StringCondition workspaceId() {
        return new StringCondition("workspaceId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }
}
