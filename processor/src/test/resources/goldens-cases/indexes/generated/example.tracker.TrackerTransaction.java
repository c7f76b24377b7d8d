package example.tracker;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code tracker} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerTransaction {
    private final TrackerTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link TrackerTable#transaction()}.
     */
    public TrackerTransaction(TrackerTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link BoardRepository#create(Board)} as an action of this transaction.
     */
    public TrackerTransaction create(Board board) {
        this.transaction.put("create", this.db.boards().createRequest(board), TableClient.OwnChecks.ABSENT, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#put(Board)} as an action of this transaction.
     */
    public TrackerTransaction put(Board board) {
        this.transaction.put("put", this.db.boards().putRequest(board), TableClient.OwnChecks.NONE, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#update(Board)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public TrackerTransaction replace(Board board) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(BoardCodec.INSTANCE.toItem(Objects.requireNonNull(board, "board"))), TableClient.OwnChecks.PRESENT, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#create(Board, Function)} as an action of this transaction.
     */
    public TrackerTransaction create(Board board, Function<BoardConditions, Condition> when) {
        this.transaction.put("create", this.db.boards().createRequest(board, when), TableClient.OwnChecks.ABSENT, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#put(Board, Function)} as an action of this transaction.
     */
    public TrackerTransaction put(Board board, Function<BoardConditions, Condition> when) {
        this.transaction.put("put", this.db.boards().putRequest(board, when), TableClient.OwnChecks.NONE, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#update(Board, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public TrackerTransaction replace(Board board, Function<BoardConditions, Condition> when) {
        this.transaction.put("replace", this.db.boards().updateRequest(board, when), TableClient.OwnChecks.PRESENT, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#create(Ticket)} as an action of this transaction.
     */
    public TrackerTransaction create(Ticket ticket) {
        this.transaction.put("create", this.db.tickets().createRequest(ticket), TableClient.OwnChecks.ABSENT, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#put(Ticket)} as an action of this transaction.
     */
    public TrackerTransaction put(Ticket ticket) {
        this.transaction.put("put", this.db.tickets().putRequest(ticket), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#update(Ticket)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public TrackerTransaction replace(Ticket ticket) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(TicketCodec.INSTANCE.toItem(Objects.requireNonNull(ticket, "ticket"))), TableClient.OwnChecks.PRESENT, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#create(Ticket, Function)} as an action of this transaction.
     */
    public TrackerTransaction create(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.transaction.put("create", this.db.tickets().createRequest(ticket, when), TableClient.OwnChecks.ABSENT, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#put(Ticket, Function)} as an action of this transaction.
     */
    public TrackerTransaction put(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.transaction.put("put", this.db.tickets().putRequest(ticket, when), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#update(Ticket, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public TrackerTransaction replace(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.transaction.put("replace", this.db.tickets().updateRequest(ticket, when), TableClient.OwnChecks.PRESENT, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Board} as an action: {@code changes} sets components (and {@code when}) as on {@link BoardRepository#update}; only if the item exists.
     */
    public TrackerTransaction updateBoard(String boardId, Consumer<BoardUpdate> changes) {
        Update<Board> update = new Update<>(this.db.tableClient(), "transaction", BoardKeys.primaryKey(boardId), BoardCodec.INSTANCE);
        changes.accept(new BoardUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link BoardRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public TrackerTransaction deleteBoard(String boardId) {
        this.transaction.delete(this.db.boards().deleteRequest(boardId), TableClient.OwnChecks.NONE, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * {@link BoardRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public TrackerTransaction deleteBoard(String boardId,
            Function<BoardConditions, Condition> when) {
        this.transaction.delete(this.db.boards().deleteRequest(boardId, when), TableClient.OwnChecks.NONE, BoardCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Board} at this key meets {@code when}; it writes nothing.
     */
    public TrackerTransaction checkBoard(String boardId,
            Function<BoardConditions, Condition> when) {
        this.transaction.conditionCheck(BoardKeys.primaryKey(boardId), BoardConditions.of(when), BoardCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Ticket} as an action: {@code changes} sets components (and {@code when}) as on {@link TicketRepository#update}; only if the item exists.
     */
    public TrackerTransaction updateTicket(String boardId, String ticketId,
            Consumer<TicketUpdate> changes) {
        Update<Ticket> update = new Update<>(this.db.tableClient(), "transaction", TicketKeys.primaryKey(boardId, ticketId), TicketCodec.INSTANCE);
        changes.accept(new TicketUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link TicketRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public TrackerTransaction deleteTicket(String boardId, String ticketId) {
        this.transaction.delete(this.db.tickets().deleteRequest(boardId, ticketId), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TicketRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public TrackerTransaction deleteTicket(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        this.transaction.delete(this.db.tickets().deleteRequest(boardId, ticketId, when), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Ticket} at this key meets {@code when}; it writes nothing.
     */
    public TrackerTransaction checkTicket(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        this.transaction.conditionCheck(TicketKeys.primaryKey(boardId, ticketId), TicketConditions.of(when), TicketCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public TrackerTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
