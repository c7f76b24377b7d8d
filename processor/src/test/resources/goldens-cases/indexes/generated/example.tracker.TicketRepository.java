package example.tracker;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.transaction.CreateUnder;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Typed access to {@link Ticket} items of table {@code tracker}. Obtain it from {@link TrackerTable#tickets()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketRepository {
    private final TableClient table;

    /** Used by {@link TrackerTable}; prefer {@code TrackerTable.tickets()}. */
    public TicketRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Ticket, replacing any item at its key. One PutItem. */
    public void put(Ticket ticket) {
        this.table.putItem("tickets.put", putRequest(ticket));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Ticket ticket) {
        return this.table.putItemRequest(TicketCodec.INSTANCE.toItem(Objects.requireNonNull(ticket, "ticket")));
    }

    /**
     * Replaces the stored Ticket only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Ticket ticket) {
        this.table.replaceItem("tickets.update", this.table.replaceItemRequest(TicketCodec.INSTANCE.toItem(Objects.requireNonNull(ticket, "ticket"))));
    }

    /**
     * Writes the Ticket only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Ticket ticket) {
        this.table.putItem("tickets.create", createRequest(ticket));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Ticket ticket) {
        return this.table.createItemRequest(TicketCodec.INSTANCE.toItem(Objects.requireNonNull(ticket, "ticket")));
    }

    /** A partial update of the stored Ticket: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public TicketUpdate update(String boardId, String ticketId) {
        return new TicketUpdate(new Update<>(this.table, "tickets.update", TicketKeys.primaryKey(boardId, ticketId), TicketCodec.INSTANCE));
    }

    /** The Ticket with this key, if any. One GetItem, eventually consistent. */
    public Optional<Ticket> get(String boardId, String ticketId) {
        return get(boardId, ticketId, ReadConsistency.EVENTUAL);
    }

    /** The Ticket with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Ticket> get(String boardId, String ticketId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("tickets.get", getRequest(boardId, ticketId, consistency)))
                    .map(this.table.decoder("tickets.get", TicketCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String boardId, String ticketId, ReadConsistency consistency) {
        return this.table.getItemRequest(TicketKeys.primaryKey(boardId, ticketId), consistency);
    }

    /** Deletes the Ticket with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String boardId, String ticketId) {
        return this.table.deleteItem("tickets.delete", deleteRequest(boardId, ticketId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId) {
        return this.table.deleteItemRequest(TicketKeys.primaryKey(boardId, ticketId));
    }

    /**
     * {@link #update(Ticket)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.table.putItem("tickets.update", updateRequest(ticket, when), TableClient.OwnChecks.PRESENT, TicketCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Ticket, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Ticket ticket, Function<TicketConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(TicketCodec.INSTANCE.toItem(Objects.requireNonNull(ticket, "ticket"))), TicketConditions.of(when));
    }

    /**
     * {@link #put(Ticket)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.table.putItem("tickets.put", putRequest(ticket, when), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Ticket, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Ticket ticket, Function<TicketConditions, Condition> when) {
        return this.table.withCondition(putRequest(ticket), TicketConditions.of(when));
    }

    /**
     * {@link #create(Ticket)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Ticket ticket, Function<TicketConditions, Condition> when) {
        this.table.putItem("tickets.create", createRequest(ticket, when), TableClient.OwnChecks.ABSENT, TicketCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Ticket, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Ticket ticket, Function<TicketConditions, Condition> when) {
        return this.table.withCondition(createRequest(ticket), TicketConditions.of(when));
    }

    /**
     * Deletes the Ticket with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return this.table.deleteItem("tickets.delete", deleteRequest(boardId, ticketId, when), TableClient.OwnChecks.NONE, TicketCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId,
            Function<TicketConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(boardId, ticketId), TicketConditions.of(when));
    }

    /**
     * The tickets of one partition ordered by {@code dueAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "TICKET#")}. Strong consistency is available with {@code .consistentRead()}.
     * <p>Sparse: only a Ticket whose {@code dueAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> inBoardByDueAt(String boardId) {
        return Listing.of(this.table, "tickets.inBoardByDueAt", new KeyCondition("LSI1", this.table.partitionKeyName(), BoardKeys.partitionKey(boardId), "LSI1SK",
                        TicketKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")),
                    this.table.decoder("tickets.inBoardByDueAt", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("boardId", "dueAt"));
    }

    /**
     * Like {@link #inBoardByDueAt}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> inBoardByDueAt(String boardId,
            KeyRange<Instant> dueAt) {
        return Listing.of(this.table, "tickets.inBoardByDueAt", new KeyCondition("LSI1", this.table.partitionKeyName(), BoardKeys.partitionKey(boardId), "LSI1SK",
                        TicketKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)),
                    this.table.decoder("tickets.inBoardByDueAt", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("boardId", "dueAt"));
    }

    /**
     * Every Ticket with this {@code assignee}, across all partitions of the table, from index {@code GSI1}, ordered by {@code dueAt}, then its primary key: one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code assignee}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> byAssignee(String assignee) {
        return Listing.of(this.table, "tickets.byAssignee", new KeyCondition("GSI1", "GSI1PK", TicketKeys.byAssigneePartitionKey(assignee), "GSI1SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI1PK", "GSI1SK")),
                    this.table.decoder("tickets.byAssignee", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("assignee", "dueAt"));
    }

    /**
     * Like {@link #byAssignee}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> byAssignee(String assignee, KeyRange<Instant> dueAt) {
        return Listing.of(this.table, "tickets.byAssignee", new KeyCondition("GSI1", "GSI1PK", TicketKeys.byAssigneePartitionKey(assignee), "GSI1SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI1PK", "GSI1SK")).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)),
                    this.table.decoder("tickets.byAssignee", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("assignee", "dueAt"));
    }

    /**
     * Every Ticket with this {@code stage}, across all partitions of the table, from index {@code GSI2}, ordered by {@code dueAt}, then its primary key: one Query per shard per page ({@value TicketKeys#BY_STAGE_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code stage}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, TicketConditions> byStage(Stage stage) {
        List<KeyCondition> shards = new ArrayList<>(TicketKeys.BY_STAGE_SHARDS);
        for (int shard = 0; shard < TicketKeys.BY_STAGE_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI2", "GSI2PK", TicketKeys.byStagePartitionKey(stage, shard), "GSI2SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")));
        }
        return Listing.sharded(this.table, "tickets.byStage", shards, this.table.decoder("tickets.byStage", TicketCodec.INSTANCE),
                    TicketConditions.INSTANCE, Set.of("stage", "dueAt"));
    }

    /**
     * Like {@link #byStage}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> byStage(Stage stage, KeyRange<Instant> dueAt) {
        List<KeyCondition> shards = new ArrayList<>(TicketKeys.BY_STAGE_SHARDS);
        for (int shard = 0; shard < TicketKeys.BY_STAGE_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI2", "GSI2PK", TicketKeys.byStagePartitionKey(stage, shard), "GSI2SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")).within(dueAt, value -> KeyCodec.encodeInstant("Ticket.dueAt", value)));
        }
        return Listing.sharded(this.table, "tickets.byStage", shards, this.table.decoder("tickets.byStage", TicketCodec.INSTANCE),
                    TicketConditions.INSTANCE, Set.of("stage", "dueAt"));
    }

    /**
     * The tickets of one {@link Board}, in sort-key order: one Query per page, {@code begins_with(SK, "TICKET#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Ticket, TicketConditions> inBoard(String boardId) {
        return Listing.of(this.table, "tickets.inBoard", new KeyCondition(null, this.table.partitionKeyName(), TicketKeys.partitionKey(boardId),
                        this.table.sortKeyName(), TicketKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("tickets.inBoard", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("boardId", "ticketId"));
    }

    /**
     * Like {@link #inBoard}, only the items whose {@code ticketId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param ticketId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, TicketConditions> inBoard(String boardId, KeyRange<String> ticketId) {
        return Listing.of(this.table, "tickets.inBoard", new KeyCondition(null, this.table.partitionKeyName(), TicketKeys.partitionKey(boardId),
                        this.table.sortKeyName(), TicketKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(ticketId, value -> KeyCodec.encodeString("Ticket.ticketId", value)),
                    this.table.decoder("tickets.inBoard", TicketCodec.INSTANCE), TicketConditions.INSTANCE, Set.of("boardId", "ticketId"));
    }

    /**
     * {@link #create} only if its {@link Board} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Board; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Ticket ticket) {
        Objects.requireNonNull(ticket, "ticket");
        CreateUnder.execute(this.table, "tickets.createUnder", createRequest(ticket), TableClient.OwnChecks.ABSENT, TicketCodec.INSTANCE, BoardKeys.primaryKey(ticket.boardId()), BoardCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Ticket ticket) {
        Objects.requireNonNull(ticket, "ticket");
        return CreateUnder.transaction(this.table, "tickets.createUnder", createRequest(ticket), TableClient.OwnChecks.ABSENT, TicketCodec.INSTANCE, BoardKeys.primaryKey(ticket.boardId()), BoardCodec.INSTANCE).toRequest();
    }
}
