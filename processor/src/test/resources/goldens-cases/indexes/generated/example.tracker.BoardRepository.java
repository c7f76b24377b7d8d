package example.tracker;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Board} items of table {@code tracker}. Obtain it from {@link TrackerTable#boards()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardRepository extends UnversionedRepository<Board, BoardConditions> {
    /** Used by {@link TrackerTable}; prefer {@code TrackerTable.boards()}. */
    public BoardRepository(TableClient table) {
        super(table, "boards", BoardCodec.INSTANCE, BoardConditions.INSTANCE, BoardConditions::of);
    }

    /** A partial update of the stored Board: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public BoardUpdate update(String boardId) {
        return new BoardUpdate(updateAt(BoardKeys.primaryKey(boardId)));
    }

    /** The Board with this key, if any. One GetItem, eventually consistent. */
    public Optional<Board> get(String boardId) {
        return getAt(BoardKeys.primaryKey(boardId), ReadConsistency.EVENTUAL);
    }

    /** The Board with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Board> get(String boardId, ReadConsistency consistency) {
        return getAt(BoardKeys.primaryKey(boardId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String boardId, ReadConsistency consistency) {
        return getRequestAt(BoardKeys.primaryKey(boardId), consistency);
    }

    /** Deletes the Board with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String boardId) {
        return deleteAt(BoardKeys.primaryKey(boardId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId) {
        return deleteRequestAt(BoardKeys.primaryKey(boardId));
    }

    /**
     * Deletes the Board with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String boardId, Function<BoardConditions, Condition> when) {
        return deleteAt(BoardKeys.primaryKey(boardId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId,
            Function<BoardConditions, Condition> when) {
        return deleteRequestAt(BoardKeys.primaryKey(boardId), when);
    }

    /**
     * The Board and its tickets from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Board itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<BoardWithTickets> getWithTickets(String boardId) {
        return getWithTickets(boardId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithTickets}, read as {@code consistency} says. */
    public Optional<BoardWithTickets> getWithTickets(String boardId, ReadConsistency consistency) {
        return readCollection("getWithTickets", boardId, consistency)
                    .map(loaded -> new BoardWithTickets(loaded.board(), loaded.tickets()));
    }

    /** The Query {@link #getWithTickets} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithTicketsRequest(String boardId, ReadConsistency consistency) {
        return getWithChildrenRequest(boardId, consistency);
    }

    /** The Board and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Board itself does not exist. */
    public Optional<BoardWithChildren> getWithChildren(String boardId) {
        return getWithChildren(boardId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<BoardWithChildren> getWithChildren(String boardId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", boardId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<BoardWithChildren> readCollection(String method, String boardId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(boardId, consistency)), TicketCodec.INSTANCE)
                    .map(loaded -> new BoardWithChildren(loaded.owner(), loaded.of(TicketCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String boardId, ReadConsistency consistency) {
        return queryRequest(onTable(BoardKeys.partitionKey(boardId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String boardId) {
        return deleteWithCollection(boardId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Board and its whole item collection: every item stored under its partition key ({@link Ticket}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Board's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Board in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String boardId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "boards.deleteWithCollection", BoardKeys.primaryKey(boardId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String boardId) {
        return CollectionDelete.firstQuery(this.table, BoardKeys.primaryKey(boardId));
    }
}
