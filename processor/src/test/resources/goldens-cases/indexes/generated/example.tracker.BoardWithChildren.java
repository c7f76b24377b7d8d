package example.tracker;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Board} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardWithChildren extends ParentWithChildren<Board> {
    BoardWithChildren(Board board, List<Ticket> tickets) {
        super(board, RecordsByType.of(Ticket.class, tickets));
    }

    public Board board() {
        return parent;
    }

    /** The tickets, in ascending sort-key order. */
    public List<Ticket> tickets() {
        return records(Ticket.class);
    }
}
