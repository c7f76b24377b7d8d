package example.tracker;

import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** A {@link Board} and its tickets, read from its item collection in one Query. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardWithTickets extends ParentWithChildren<Board> {
    public BoardWithTickets(Board board, List<Ticket> tickets) {
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
