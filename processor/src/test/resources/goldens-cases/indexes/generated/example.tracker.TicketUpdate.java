package example.tracker;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.time.Instant;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Ticket}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketUpdate extends EntityUpdate<Ticket, TicketConditions, TicketUpdate> {
    /** Used by {@link TicketRepository#update}. */
    public TicketUpdate(Update<Ticket> update) {
        super(update, TicketConditions.INSTANCE);
    }

    /** Sets {@code title} (attribute {@code title}). */
    public TicketUpdate title(String title) {
        return set("title", () -> Items.string(title));
    }

    /** Sets {@code assignee}, {@code stage}, {@code dueAt} together: they make the keys of index {@code GSI1} (assignee, dueAt), {@code GSI2} (stage, dueAt). An UpdateItem cannot compute an index key from a stored attribute it is not given, so setting one alone would write half a key; to change one, pass the others' current values. An item whose index key has a null component is left out of that index. */
    public TicketUpdate assigneeAndStageAndDueAt(String assignee, Stage stage, Instant dueAt) {
        set("assignee", () -> Items.string(assignee));
        set("stage", () -> Items.enumName(stage));
        set("dueAt", () -> Items.instant(dueAt));
        String partitionKey = this.update.key().get(TrackerTable.PARTITION_KEY).s();
        String sortKey = this.update.key().get(TrackerTable.SORT_KEY).s();
        setIndexKey(TicketKeys.inBoardByDueAtIndexKey(partitionKey, sortKey, dueAt), "LSI1");
        setIndexKey(TicketKeys.byAssigneeIndexKey(partitionKey, sortKey, assignee, dueAt), "GSI1");
        setIndexKey(TicketKeys.byStageIndexKey(partitionKey, sortKey, stage, dueAt), "GSI2");
        return this;
    }

    /** Sets {@code title} only if the stored item has none ({@code if_not_exists}). */
    public TicketUpdate titleIfAbsent(String title) {
        return setIfAbsent("title", () -> Items.string(title));
    }
}
