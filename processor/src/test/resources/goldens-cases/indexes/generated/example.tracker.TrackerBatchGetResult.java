package example.tracker;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link TrackerBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerBatchGetResult extends ResultByType {
    TrackerBatchGetResult(List<Board> boards, List<Ticket> tickets) {
        super(RecordsByType.of(Board.class, boards)
                .and(Ticket.class, tickets));
    }

    public List<Board> boards() {
        return records(Board.class);
    }

    public List<Ticket> tickets() {
        return records(Ticket.class);
    }
}
