package example.controlplane;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.item.Items;
import java.time.Instant;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Conditions on a stored {@link Project}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.workspaceId().exists()}. Each value is encoded as the codec stores it. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectConditions extends EntityConditions {
    public static final ProjectConditions INSTANCE = new ProjectConditions();

    private ProjectConditions() {
        super(ControlPlaneTable.PARTITION_KEY);
    }

    /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
    public static Condition of(Function<ProjectConditions, Condition> when) {
        return Condition.of(INSTANCE, when);
    }

    /** Conditions on {@code workspaceId} (attribute {@code workspaceId}). */
    public StringCondition workspaceId() {
        return new StringCondition("workspaceId", value -> Items.string(value));
    }

    /** Conditions on {@code projectId} (attribute {@code projectId}). */
    public StringCondition projectId() {
        return new StringCondition("projectId", value -> Items.string(value));
    }

    /** Conditions on {@code name} (attribute {@code name}). */
    public StringCondition name() {
        return new StringCondition("name", value -> Items.string(value));
    }

    /** Conditions on {@code status} (attribute {@code status}). */
    public ValueCondition<Status> status() {
        return new ValueCondition<>("status", value -> Items.enumName(value));
    }

    /** Conditions on {@code createdAt} (attribute {@code createdAt}). */
    public ValueCondition<Instant> createdAt() {
        return new ValueCondition<>("createdAt", value -> Items.instant(value));
    }
}
