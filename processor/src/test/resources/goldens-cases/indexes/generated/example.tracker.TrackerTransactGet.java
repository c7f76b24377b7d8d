package example.tracker;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code tracker} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerTransactGet extends TableTransactGet<TrackerTransactGet, TrackerBatchGetResult> {
    /** Used by {@link TrackerTable#transactGet()}. */
    public TrackerTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Board}. */
    public TrackerTransactGet board(String boardId) {
        return addGet(BoardKeys.primaryKey(boardId), BoardCodec.INSTANCE);
    }

    /** Adds the key of one {@link Ticket}. */
    public TrackerTransactGet ticket(String boardId, String ticketId) {
        return addGet(TicketKeys.primaryKey(boardId, ticketId), TicketCodec.INSTANCE);
    }

    @Override
    protected TrackerBatchGetResult byEntity(List<Object> found) {
        return new TrackerBatchGetResult(ReadTransaction.ofType(found, Board.class), ReadTransaction.ofType(found, Ticket.class));
    }
}
