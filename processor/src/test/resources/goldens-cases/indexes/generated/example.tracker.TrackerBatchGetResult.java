package example.tracker;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link TrackerBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerBatchGetResult {
    private final List<Board> boards;

    private final List<Ticket> tickets;

    TrackerBatchGetResult(List<Board> boards, List<Ticket> tickets) {
        this.boards = List.copyOf(boards);
        this.tickets = List.copyOf(tickets);
    }

    public List<Board> boards() {
        return boards;
    }

    public List<Ticket> tickets() {
        return tickets;
    }

    @Override
    public String toString() {
        return "TrackerBatchGetResult[" + "boards=" + boards + ", tickets=" + tickets + "]";
    }
}
