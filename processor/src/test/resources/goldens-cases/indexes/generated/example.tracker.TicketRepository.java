package example.tracker;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Ticket} items of table {@code tracker}. Obtain it from {@link TrackerTable#tickets()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketRepository extends UnversionedRepository<Ticket, TicketConditions> {
    /** Used by {@link TrackerTable}; prefer {@code TrackerTable.tickets()}. */
    public TicketRepository(TableClient table) {
        super(table, "tickets", TicketCodec.INSTANCE, TicketConditions.INSTANCE, TicketConditions::of);
    }

    /** A partial update of the stored Ticket: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public TicketUpdate update(String boardId, String ticketId) {
        return new TicketUpdate(updateAt(TicketKeys.primaryKey(boardId, ticketId)));
    }

    /** The Ticket with this key, if any. One GetItem, eventually consistent. */
    public Optional<Ticket> get(String boardId, String ticketId) {
        return getAt(TicketKeys.primaryKey(boardId, ticketId), ReadConsistency.EVENTUAL);
    }

    /** The Ticket with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Ticket> get(String boardId, String ticketId, ReadConsistency consistency) {
        return getAt(TicketKeys.primaryKey(boardId, ticketId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String boardId, String ticketId, ReadConsistency consistency) {
        return getRequestAt(TicketKeys.primaryKey(boardId, ticketId), consistency);
    }

    /** Deletes the Ticket with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String boardId, String ticketId) {
        return deleteAt(TicketKeys.primaryKey(boardId, ticketId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId) {
        return deleteRequestAt(TicketKeys.primaryKey(boardId, ticketId));
    }

    /**
     * Deletes the Ticket with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return deleteAt(TicketKeys.primaryKey(boardId, ticketId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return deleteRequestAt(TicketKeys.primaryKey(boardId, ticketId), when);
    }

    /**
     * The tickets of one partition ordered by {@code dueAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "TICKET#")}. Strong consistency is available with {@code .consistentRead()}.
     * <p>Sparse: only a Ticket whose {@code dueAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> inBoardByDueAt(String boardId) {
        return listing("inBoardByDueAt",
                    KeyCondition.onIndex(this.table, "LSI1", BoardKeys.partitionKey(boardId), TicketKeys.SORT_KEY_PREFIX),
                    Set.of("boardId", "dueAt"));
    }

    /**
     * Like {@link #inBoardByDueAt}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> inBoardByDueAt(String boardId,
            KeyRange<Instant> dueAt) {
        return listing("inBoardByDueAt",
                    KeyCondition.onIndex(this.table, "LSI1", BoardKeys.partitionKey(boardId), TicketKeys.SORT_KEY_PREFIX).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)),
                    Set.of("boardId", "dueAt"));
    }

    /**
     * Every Ticket with this {@code assignee}, across all partitions of the table, from index {@code GSI1}, ordered by {@code dueAt}, then its primary key: one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code assignee}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> byAssignee(String assignee) {
        return listing("byAssignee",
                    KeyCondition.onIndex(this.table, "GSI1", TicketKeys.byAssigneePartitionKey(assignee), null),
                    Set.of("assignee", "dueAt"));
    }

    /**
     * Like {@link #byAssignee}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> byAssignee(String assignee, KeyRange<Instant> dueAt) {
        return listing("byAssignee",
                    KeyCondition.onIndex(this.table, "GSI1", TicketKeys.byAssigneePartitionKey(assignee), null).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)),
                    Set.of("assignee", "dueAt"));
    }

    /**
     * Every Ticket with this {@code stage}, across all partitions of the table, from index {@code GSI2}, ordered by {@code dueAt}, then its primary key: one Query per shard per page ({@value TicketKeys#BY_STAGE_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code stage}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> byStage(Stage stage) {
        return shardedListing("byStage", TicketKeys.BY_STAGE_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI2", TicketKeys.byStagePartitionKey(stage, shard), null),
                    Set.of("stage", "dueAt"));
    }

    /**
     * Like {@link #byStage}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> byStage(Stage stage, KeyRange<Instant> dueAt) {
        return shardedListing("byStage", TicketKeys.BY_STAGE_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI2", TicketKeys.byStagePartitionKey(stage, shard), null).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)),
                    Set.of("stage", "dueAt"));
    }

    /**
     * The tickets of one {@link Board}, in sort-key order: one Query per page, {@code begins_with(SK, "TICKET#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Ticket, TicketConditions> inBoard(String boardId) {
        return listing("inBoard",
                    onTable(TicketKeys.partitionKey(boardId), TicketKeys.SORT_KEY_PREFIX),
                    Set.of("boardId", "ticketId"));
    }

    /**
     * Like {@link #inBoard}, only the items whose {@code ticketId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param ticketId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> inBoard(String boardId, KeyRange<String> ticketId) {
        return listing("inBoard",
                    onTable(TicketKeys.partitionKey(boardId), TicketKeys.SORT_KEY_PREFIX).within(ticketId, value -> KeyCodec.encodeString("Ticket.ticketId", value)),
                    Set.of("boardId", "ticketId"));
    }

    /**
     * {@link #create} only if its {@link Board} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Board; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Ticket ticket) {
        createUnderAt(required(ticket), BoardKeys.primaryKey(ticket.boardId()), BoardCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Ticket ticket) {
        return createUnderRequestAt(required(ticket), BoardKeys.primaryKey(ticket.boardId()), BoardCodec.INSTANCE);
    }
}
