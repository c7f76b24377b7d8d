package example.tracker;

import java.util.List;
import java.util.Objects;
import javax.annotation.processing.Generated;

/**
 * A {@link Board} and its tickets, read from its item collection in one Query.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardWithTickets {
    private final Board board;

    private final List<Ticket> tickets;

    public BoardWithTickets(Board board, List<Ticket> tickets) {
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
        return other instanceof BoardWithTickets that
                        && Objects.equals(board, that.board)
                        && Objects.equals(tickets, that.tickets);
    }

    @Override
    public int hashCode() {
        return Objects.hash(board, tickets);
    }

    @Override
    public String toString() {
        return "BoardWithTickets[" + "board=" + board + ", tickets=" + tickets + "]";
    }
}
