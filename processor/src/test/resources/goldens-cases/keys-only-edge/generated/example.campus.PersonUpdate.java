package example.campus;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Person}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonUpdate extends EntityUpdate<Person, PersonConditions, PersonUpdate> {
    /** Used by {@link PersonRepository#update}. */
    public PersonUpdate(Update<Person> update) {
        super(update, PersonConditions.INSTANCE);
    }

    /** Sets {@code name} (attribute {@code name}). */
    public PersonUpdate name(String name) {
        return set("name", () -> Items.string(name));
    }

    /** Sets {@code name} only if the stored item has none ({@code if_not_exists}). */
    public PersonUpdate nameIfAbsent(String name) {
        return setIfAbsent("name", () -> Items.string(name));
    }
}
