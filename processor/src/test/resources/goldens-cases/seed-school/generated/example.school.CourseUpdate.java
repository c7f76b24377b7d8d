package example.school;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Course}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CourseUpdate extends EntityUpdate<Course, CourseConditions, CourseUpdate> {
    /** Used by {@link CourseRepository#update}. */
    public CourseUpdate(Update<Course> update) {
        super(update, CourseConditions.INSTANCE);
    }

    /** Sets {@code title} (attribute {@code title}). */
    public CourseUpdate title(String title) {
        return set("title", () -> Items.string(title));
    }

    /** Sets {@code title} only if the stored item has none ({@code if_not_exists}). */
    public CourseUpdate titleIfAbsent(String title) {
        return setIfAbsent("title", () -> Items.string(title));
    }
}
