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
        return addCreate(this.db.boards().createRequest(board), BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#put(Board)} as an action of this transaction. */
    public TrackerTransaction put(Board board) {
        return addPut(this.db.boards().putRequest(board), BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#update(Board)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Board board) {
        return addReplace(board, BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#create(Board, Function)} as an action of this transaction. */
    public TrackerTransaction create(Board board,
            Function<BoardRepository.Conditions, Condition> when) {
        return addCreate(this.db.boards().createRequest(board, when), BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#put(Board, Function)} as an action of this transaction. */
    public TrackerTransaction put(Board board,
            Function<BoardRepository.Conditions, Condition> when) {
        return addPut(this.db.boards().putRequest(board, when), BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#update(Board, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Board board,
            Function<BoardRepository.Conditions, Condition> when) {
        return addReplace(this.db.boards().updateRequest(board, when), BoardRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#create(Ticket)} as an action of this transaction. */
    public TrackerTransaction create(Ticket ticket) {
        return addCreate(this.db.tickets().createRequest(ticket), TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#put(Ticket)} as an action of this transaction. */
    public TrackerTransaction put(Ticket ticket) {
        return addPut(this.db.tickets().putRequest(ticket), TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#update(Ticket)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Ticket ticket) {
        return addReplace(ticket, TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#create(Ticket, Function)} as an action of this transaction. */
    public TrackerTransaction create(Ticket ticket,
            Function<TicketRepository.Conditions, Condition> when) {
        return addCreate(this.db.tickets().createRequest(ticket, when), TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#put(Ticket, Function)} as an action of this transaction. */
    public TrackerTransaction put(Ticket ticket,
            Function<TicketRepository.Conditions, Condition> when) {
        return addPut(this.db.tickets().putRequest(ticket, when), TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#update(Ticket, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public TrackerTransaction replace(Ticket ticket,
            Function<TicketRepository.Conditions, Condition> when) {
        return addReplace(this.db.tickets().updateRequest(ticket, when), TicketRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Board} as an action: {@code changes} sets components (and {@code when}) as on {@link BoardRepository#update}; only if the item exists. */
    public TrackerTransaction updateBoard(String boardId,
            Consumer<BoardRepository.Update> changes) {
        var update = newUpdate(BoardRepository.Codec.primaryKey(boardId), BoardRepository.Codec.INSTANCE);
        changes.accept(new BoardRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link BoardRepository#delete} of this key as an action: deletes the item if there is one. */
    public TrackerTransaction deleteBoard(String boardId) {
        return addDelete(this.db.boards().deleteRequest(boardId), BoardRepository.Codec.INSTANCE);
    }

    /** {@link BoardRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public TrackerTransaction deleteBoard(String boardId,
            Function<BoardRepository.Conditions, Condition> when) {
        return addDelete(this.db.boards().deleteRequest(boardId, when), BoardRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Board} at this key meets {@code when}; it writes nothing. */
    public TrackerTransaction checkBoard(String boardId,
            Function<BoardRepository.Conditions, Condition> when) {
        return addCheck(BoardRepository.Codec.primaryKey(boardId), BoardRepository.Conditions.of(when), BoardRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Ticket} as an action: {@code changes} sets components (and {@code when}) as on {@link TicketRepository#update}; only if the item exists. */
    public TrackerTransaction updateTicket(String boardId, String ticketId,
            Consumer<TicketRepository.Update> changes) {
        var update = newUpdate(TicketRepository.Codec.primaryKey(boardId, ticketId), TicketRepository.Codec.INSTANCE);
        changes.accept(new TicketRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link TicketRepository#delete} of this key as an action: deletes the item if there is one. */
    public TrackerTransaction deleteTicket(String boardId, String ticketId) {
        return addDelete(this.db.tickets().deleteRequest(boardId, ticketId), TicketRepository.Codec.INSTANCE);
    }

    /** {@link TicketRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public TrackerTransaction deleteTicket(String boardId, String ticketId,
            Function<TicketRepository.Conditions, Condition> when) {
        return addDelete(this.db.tickets().deleteRequest(boardId, ticketId, when), TicketRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Ticket} at this key meets {@code when}; it writes nothing. */
    public TrackerTransaction checkTicket(String boardId, String ticketId,
            Function<TicketRepository.Conditions, Condition> when) {
        return addCheck(TicketRepository.Codec.primaryKey(boardId, ticketId), TicketRepository.Conditions.of(when), TicketRepository.Codec.INSTANCE);
    }
}
