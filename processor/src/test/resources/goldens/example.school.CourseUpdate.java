package example.school;

import io.partitura.runtime.Update;
import io.partitura.runtime.item.Items;
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
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Course apply() {
        return this.update.apply();
    }

    /**
     * The UpdateItem {@link #apply()} sends, without sending it.
     */
    public UpdateItemRequest toRequest() {
        return this.update.toRequest();
    }
}
