package example.tracker;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code tracker} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerBatchGet extends TypedBatchGet<TrackerBatchGet> {
    public TrackerBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Board}. */
    public TrackerBatchGet board(String boardId) {
        return add(BoardKeys.primaryKey(boardId));
    }

    /** Adds the key of one {@link Ticket}. */
    public TrackerBatchGet ticket(String boardId, String ticketId) {
        return add(TicketKeys.primaryKey(boardId, ticketId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public TrackerBatchGetResult execute() {
        RecordsByType found = read(BoardCodec.INSTANCE, TicketCodec.INSTANCE);
        return new TrackerBatchGetResult(found.records(Board.class), found.records(Ticket.class));
    }
}
