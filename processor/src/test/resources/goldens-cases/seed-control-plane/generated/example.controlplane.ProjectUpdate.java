package example.controlplane;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.time.Instant;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Project}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectUpdate {
    private final Update<Project> update;

    /**
     * Used by {@link ProjectRepository#update}.
     */
    public ProjectUpdate(Update<Project> update) {
        this.update = update;
    }

    /**
     * Sets {@code name} (attribute {@code name}).
     */
    public ProjectUpdate name(String name) {
        this.update.set("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code status} (attribute {@code status}).
     */
    public ProjectUpdate status(Status status) {
        this.update.set("status", () -> Items.enumName(status));
        return this;
    }

    /**
     * Sets {@code createdAt} (attribute {@code createdAt}).
     */
    public ProjectUpdate createdAt(Instant createdAt) {
        this.update.set("createdAt", () -> Items.instant(createdAt));
        return this;
    }

    /**
     * Sets {@code name} only if the stored item has none ({@code if_not_exists}).
     */
    public ProjectUpdate nameIfAbsent(String name) {
        this.update.setIfAbsent("name", () -> Items.string(name));
        return this;
    }

    /**
     * Sets {@code status} only if the stored item has none ({@code if_not_exists}).
     */
    public ProjectUpdate statusIfAbsent(Status status) {
        this.update.setIfAbsent("status", () -> Items.enumName(status));
        return this;
    }

    /**
     * Sets {@code createdAt} only if the stored item has none ({@code if_not_exists}).
     */
    public ProjectUpdate createdAtIfAbsent(Instant createdAt) {
        this.update.setIfAbsent("createdAt", () -> Items.instant(createdAt));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.workspaceId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public ProjectUpdate when(Function<ProjectConditions, Condition> when) {
        this.update.when(ProjectConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Project apply() {
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
