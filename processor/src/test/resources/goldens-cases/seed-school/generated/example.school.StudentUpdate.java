package example.school;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Student}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StudentUpdate extends EntityUpdate<Student, StudentConditions, StudentUpdate> {
    /** Used by {@link StudentRepository#update}. */
    public StudentUpdate(Update<Student> update) {
        super(update, StudentConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public StudentUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public StudentUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
