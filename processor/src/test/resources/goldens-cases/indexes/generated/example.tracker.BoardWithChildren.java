package example.tracker;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Board} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardWithChildren {
    private final Board board;

    private final List<Ticket> tickets;

    BoardWithChildren(Board board, List<Ticket> tickets) {
        this.board = Objects.requireNonNull(board, "board");
        this.tickets = List.copyOf(tickets);
    }

    public Board board() {
        return board;
    }

    /**
     * The tickets, in ascending sort-key order.
     */
    public List<Ticket> tickets() {
        return tickets;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardWithChildren that
                        && Objects.equals(board, that.board)
                        && Objects.equals(tickets, that.tickets);
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, tickets);
    }

    @Override
    public String toString() {
        return "BoardWithChildren[" + "board=" + board + ", tickets=" + tickets + "]";
    }
}
