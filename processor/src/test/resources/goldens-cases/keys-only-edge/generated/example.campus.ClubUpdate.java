package example.campus;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Club}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubUpdate extends EntityUpdate<Club, ClubConditions, ClubUpdate> {
    /** Used by {@link ClubRepository#update}. */
    public ClubUpdate(Update<Club> update) {
        super(update, ClubConditions.INSTANCE);
    }

    /** Sets {@code title} (attribute {@code title}). */
    public ClubUpdate title(String title) {
        return set("title", () -> Items.string(title));
    }

    /** Sets {@code title} only if the stored item has none ({@code if_not_exists}). */
    public ClubUpdate titleIfAbsent(String title) {
        return setIfAbsent("title", () -> Items.string(title));
    }
}
