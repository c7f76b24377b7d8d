package example.tracker;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code tracker} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerTransaction extends TableTransaction<TrackerTransaction> {
    private final TrackerTable db;

    /** Used by {@link TrackerTable#transaction()}. */
    public TrackerTransaction(TrackerTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link TrackerTable#transaction(String)}. */
    public TrackerTransaction(TrackerTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link BoardRepository#create(Board)} as an action of this transaction. */
    public TrackerTransaction create(Board board) {
        return addCreate(this.db.boards().createRequest(board), BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#put(Board)} as an action of this transaction. */
    public TrackerTransaction put(Board board) {
        return addPut(this.db.boards().putRequest(board), BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#update(Board)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Board board) {
        return addReplace(board, BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#create(Board, Function)} as an action of this transaction. */
    public TrackerTransaction create(Board board, Function<BoardConditions, Condition> when) {
        return addCreate(this.db.boards().createRequest(board, when), BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#put(Board, Function)} as an action of this transaction. */
    public TrackerTransaction put(Board board, Function<BoardConditions, Condition> when) {
        return addPut(this.db.boards().putRequest(board, when), BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#update(Board, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Board board, Function<BoardConditions, Condition> when) {
        return addReplace(this.db.boards().updateRequest(board, when), BoardCodec.INSTANCE);
    }

    /** {@link TicketRepository#create(Ticket)} as an action of this transaction. */
    public TrackerTransaction create(Ticket ticket) {
        return addCreate(this.db.tickets().createRequest(ticket), TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#put(Ticket)} as an action of this transaction. */
    public TrackerTransaction put(Ticket ticket) {
        return addPut(this.db.tickets().putRequest(ticket), TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#update(Ticket)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Ticket ticket) {
        return addReplace(ticket, TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#create(Ticket, Function)} as an action of this transaction. */
    public TrackerTransaction create(Ticket ticket, Function<TicketConditions, Condition> when) {
        return addCreate(this.db.tickets().createRequest(ticket, when), TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#put(Ticket, Function)} as an action of this transaction. */
    public TrackerTransaction put(Ticket ticket, Function<TicketConditions, Condition> when) {
        return addPut(this.db.tickets().putRequest(ticket, when), TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#update(Ticket, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Ticket ticket, Function<TicketConditions, Condition> when) {
        return addReplace(this.db.tickets().updateRequest(ticket, when), TicketCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Board} as an action: {@code changes} sets components (and {@code when}) as on {@link BoardRepository#update}; only if the item exists. */
    public TrackerTransaction updateBoard(String boardId, Consumer<BoardUpdate> changes) {
        return addUpdate(BoardKeys.primaryKey(boardId), BoardCodec.INSTANCE, BoardUpdate::new, changes);
    }

    /** {@link BoardRepository#delete} of this key as an action: deletes the item if there is one. */
    public TrackerTransaction deleteBoard(String boardId) {
        return addDelete(this.db.boards().deleteRequest(boardId), BoardCodec.INSTANCE);
    }

    /** {@link BoardRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public TrackerTransaction deleteBoard(String boardId,
            Function<BoardConditions, Condition> when) {
        return addDelete(this.db.boards().deleteRequest(boardId, when), BoardCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Board} at this key meets {@code when}; it writes nothing. */
    public TrackerTransaction checkBoard(String boardId,
            Function<BoardConditions, Condition> when) {
        return addCheck(BoardKeys.primaryKey(boardId), BoardConditions.of(when), BoardCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Ticket} as an action: {@code changes} sets components (and {@code when}) as on {@link TicketRepository#update}; only if the item exists. */
    public TrackerTransaction updateTicket(String boardId, String ticketId,
            Consumer<TicketUpdate> changes) {
        return addUpdate(TicketKeys.primaryKey(boardId, ticketId), TicketCodec.INSTANCE, TicketUpdate::new, changes);
    }

    /** {@link TicketRepository#delete} of this key as an action: deletes the item if there is one. */
    public TrackerTransaction deleteTicket(String boardId, String ticketId) {
        return addDelete(this.db.tickets().deleteRequest(boardId, ticketId), TicketCodec.INSTANCE);
    }

    /** {@link TicketRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public TrackerTransaction deleteTicket(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return addDelete(this.db.tickets().deleteRequest(boardId, ticketId, when), TicketCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Ticket} at this key meets {@code when}; it writes nothing. */
    public TrackerTransaction checkTicket(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return addCheck(TicketKeys.primaryKey(boardId, ticketId), TicketConditions.of(when), TicketCodec.INSTANCE);
    }
}
