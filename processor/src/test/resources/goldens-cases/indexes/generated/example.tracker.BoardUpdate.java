package example.tracker;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Board}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardUpdate extends EntityUpdate<Board, BoardConditions, BoardUpdate> {
    /** Used by {@link BoardRepository#update}. */
    public BoardUpdate(Update<Board> update) {
        super(update, BoardConditions.INSTANCE);
    }

    /** Sets {@code title} (attribute {@code title}). */
    public BoardUpdate title(String title) {
        return set("title", () -> Items.string(title));
    }

    /** Sets {@code title} only if the stored item has none ({@code if_not_exists}). */
    public BoardUpdate titleIfAbsent(String title) {
        return setIfAbsent("title", () -> Items.string(title));
    }
}
