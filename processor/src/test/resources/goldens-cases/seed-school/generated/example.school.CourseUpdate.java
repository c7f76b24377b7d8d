package example.school;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Course}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseUpdate {
    private final Update<Course> update;

    /**
     * Used by {@link CourseRepository#update}.
     */
    public CourseUpdate(Update<Course> update) {
        this.update = update;
    }

    /**
     * Sets {@code title} (attribute {@code title}).
     */
    public CourseUpdate title(String title) {
        this.update.set("title", () -> Items.string(title));
        return this;
    }

    /**
     * Sets {@code title} only if the stored item has none ({@code if_not_exists}).
     */
    public CourseUpdate titleIfAbsent(String title) {
        this.update.setIfAbsent("title", () -> Items.string(title));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.courseId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public CourseUpdate when(Function<CourseConditions, Condition> when) {
        this.update.when(CourseConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Course apply() {
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
