package example.fleet;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Workspace}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceUpdate {
    private final Update<Workspace> update;

    /**
     * Used by {@link WorkspaceRepository#update}.
     */
    public WorkspaceUpdate(Update<Workspace> update) {
        this.update = update;
    }

    /**
     * Sets {@code name} (attribute {@code name}).
     */
    public WorkspaceUpdate name(String name) {
        this.update.set("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code name} only if the stored item has none ({@code if_not_exists}).
     */
    public WorkspaceUpdate nameIfAbsent(String name) {
        this.update.setIfAbsent("name", () -> Items.string(name));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.workspaceId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public WorkspaceUpdate when(Function<WorkspaceConditions, Condition> when) {
        this.update.when(WorkspaceConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Workspace apply() {
        return this.update.apply();
    }

    /**
     * The UpdateItem {@link #apply()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.update.describe();
    }

    /**
     * The UpdateItem {@link #apply()} sends, without sending it.
     */
    public UpdateItemRequest toRequest() {
        return this.update.toRequest();
    }
}
