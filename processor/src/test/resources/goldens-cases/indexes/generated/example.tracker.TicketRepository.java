package example.tracker;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.Shards;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Ticket} items of table {@code tracker}. Obtain it from {@link TrackerTable#tickets()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TicketRepository extends UnversionedRepository<Ticket, TicketRepository.Conditions> {
    /** Used by {@link TrackerTable}; prefer {@code TrackerTable.tickets()}. */
    public TicketRepository(TableClient table) {
        super(table, "tickets", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Ticket} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Ticket> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Ticket: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String boardId, String ticketId) {
        return new Update(updateAt(Codec.primaryKey(boardId, ticketId)));
    }

    /** The Ticket with this key, if any. One GetItem, eventually consistent. */
    public Optional<Ticket> get(String boardId, String ticketId) {
        return getAt(Codec.primaryKey(boardId, ticketId), ReadConsistency.EVENTUAL);
    }

    /** The Ticket with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Ticket> get(String boardId, String ticketId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(boardId, ticketId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String boardId, String ticketId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(boardId, ticketId), consistency);
    }

    /** Deletes the Ticket with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String boardId, String ticketId) {
        return deleteAt(Codec.primaryKey(boardId, ticketId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId) {
        return deleteRequestAt(Codec.primaryKey(boardId, ticketId));
    }

    /**
     * Deletes the Ticket with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String boardId, String ticketId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(boardId, ticketId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, String ticketId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(boardId, ticketId), when);
    }

    /**
     * The tickets of one partition ordered by {@code dueAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "TICKET#")}; {@code .newestFirst()} for the reverse order. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}.
     * <p>Sparse: only a Ticket whose {@code dueAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, Conditions> inBoardByDueAt(String boardId) {
        return listing("inBoardByDueAt",
                    KeyCondition.onIndex(this.table, "LSI1", BoardRepository.Codec.partitionKey(boardId), Codec.SORT_KEY_PREFIX),
                    Set.of("boardId", "dueAt"));
    }

    /**
     * Like {@link #inBoardByDueAt}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, Conditions> inBoardByDueAt(String boardId, KeyRange<Instant> dueAt) {
        return listing("inBoardByDueAt",
                    KeyCondition.onIndex(this.table, "LSI1", BoardRepository.Codec.partitionKey(boardId), Codec.SORT_KEY_PREFIX).within(dueAt, KeyEncoders.instant("Ticket.dueAt")),
                    Set.of("boardId", "dueAt"));
    }

    /**
     * Every Ticket with this {@code assignee}, across all partitions of the table, from index {@code GSI1}, ordered by {@code dueAt}, then its primary key ({@code .newestFirst()} for the reverse order): one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code assignee}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, Conditions> byAssignee(String assignee) {
        return listing("byAssignee",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byAssigneePartitionKey(assignee), null),
                    Set.of("assignee", "dueAt"));
    }

    /**
     * Like {@link #byAssignee}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, Conditions> byAssignee(String assignee, KeyRange<Instant> dueAt) {
        return listing("byAssignee",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byAssigneePartitionKey(assignee), null).within(dueAt, KeyEncoders.instant("Ticket.dueAt")),
                    Set.of("assignee", "dueAt"));
    }

    /**
     * Every Ticket with this {@code stage}, across all partitions of the table, from index {@code GSI2}, ordered by {@code dueAt}, then its primary key ({@code .newestFirst()} for the reverse order): one Query per shard per page ({@value Codec#BY_STAGE_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Ticket whose {@code stage}, {@code dueAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Ticket, Conditions> byStage(Stage stage) {
        return shardedListing("byStage", Codec.BY_STAGE_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI2", Codec.byStagePartitionKey(stage, shard), null),
                    Set.of("stage", "dueAt"));
    }

    /**
     * Like {@link #byStage}, only the items whose {@code dueAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param dueAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, Conditions> byStage(Stage stage, KeyRange<Instant> dueAt) {
        return shardedListing("byStage", Codec.BY_STAGE_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI2", Codec.byStagePartitionKey(stage, shard), null).within(dueAt, KeyEncoders.instant("Ticket.dueAt")),
                    Set.of("stage", "dueAt"));
    }

    /**
     * The tickets of one {@link Board}, in sort-key order: one Query per page, {@code begins_with(SK, "TICKET#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Ticket, Conditions> inBoard(String boardId) {
        return listing("inBoard",
                    onTable(Codec.partitionKey(boardId), Codec.SORT_KEY_PREFIX),
                    Set.of("boardId", "ticketId"));
    }

    /**
     * Like {@link #inBoard}, only the items whose {@code ticketId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param ticketId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ticket, Conditions> inBoard(String boardId, KeyRange<String> ticketId) {
        return listing("inBoard",
                    onTable(Codec.partitionKey(boardId), Codec.SORT_KEY_PREFIX).within(ticketId, KeyEncoders.string("Ticket.ticketId")),
                    Set.of("boardId", "ticketId"));
    }

    /**
     * {@link #create} only if its {@link Board} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Board; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Ticket ticket) {
        createUnderAt(required(ticket), BoardRepository.Codec.primaryKey(ticket.boardId()), BoardRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Ticket ticket) {
        return createUnderRequestAt(required(ticket), BoardRepository.Codec.primaryKey(ticket.boardId()), BoardRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Ticket}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Ticket, Conditions, Update> {
        /** Used by {@link TicketRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Ticket> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code title} (attribute {@code title}). */
        public Update title(String title) {
            return set("title", title, Encoders.STRING);
        }

        /** Sets {@code assignee} (attribute {@code assignee}). It also writes the index key attributes made from it, {@code GSI1PK} (index {@code GSI1}), as put would, and leaves the indexes' other key attributes as stored: no read is needed. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update assignee(String assignee) {
            setIndexed("assignee", assignee, Encoders.STRING);
            String partitionKey = this.update.key().get(TrackerTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(TrackerTable.SORT_KEY).s();
            setIndexPartitionKey("GSI1", Codec.byAssigneeIndexPartitionKey(partitionKey, sortKey, assignee));
            return this;
        }

        /** Sets {@code stage} (attribute {@code stage}). It also writes the index key attributes made from it, {@code GSI2PK} (index {@code GSI2}), as put would, and leaves the indexes' other key attributes as stored: no read is needed. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update stage(Stage stage) {
            setIndexed("stage", stage, Encoders.ENUM_NAME);
            String partitionKey = this.update.key().get(TrackerTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(TrackerTable.SORT_KEY).s();
            setIndexPartitionKey("GSI2", Codec.byStageIndexPartitionKey(partitionKey, sortKey, stage));
            return this;
        }

        /** Sets {@code dueAt} (attribute {@code dueAt}). It also writes the index key attributes made from it, {@code LSI1SK} (index {@code LSI1}), {@code GSI1SK} (index {@code GSI1}), {@code GSI2SK} (index {@code GSI2}), as put would, and leaves the indexes' other key attributes as stored: no read is needed. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update dueAt(Instant dueAt) {
            setIndexed("dueAt", dueAt, Encoders.INSTANT);
            String partitionKey = this.update.key().get(TrackerTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(TrackerTable.SORT_KEY).s();
            setIndexSortKey("LSI1", Codec.inBoardByDueAtIndexSortKey(partitionKey, sortKey, dueAt));
            setIndexSortKey("GSI1", Codec.byAssigneeIndexSortKey(partitionKey, sortKey, dueAt));
            setIndexSortKey("GSI2", Codec.byStageIndexSortKey(partitionKey, sortKey, dueAt));
            return this;
        }
    }

    /** Conditions on a stored {@link Ticket}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.boardId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(TrackerTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code boardId} (attribute {@code boardId}). */
        public StringCondition boardId() {
            return new StringCondition("boardId", Encoders.STRING);
        }

        /** Conditions on {@code ticketId} (attribute {@code ticketId}). */
        public StringCondition ticketId() {
            return new StringCondition("ticketId", Encoders.STRING);
        }

        /** Conditions on {@code title} (attribute {@code title}). */
        public StringCondition title() {
            return new StringCondition("title", Encoders.STRING);
        }

        /** Conditions on {@code assignee} (attribute {@code assignee}). */
        public StringCondition assignee() {
            return new StringCondition("assignee", Encoders.STRING);
        }

        /** Conditions on {@code stage} (attribute {@code stage}). */
        public ValueCondition<Stage> stage() {
            return new ValueCondition<Stage>("stage", Encoders.ENUM_NAME);
        }

        /** Conditions on {@code dueAt} (attribute {@code dueAt}). */
        public ValueCondition<Instant> dueAt() {
            return new ValueCondition<Instant>("dueAt", Encoders.INSTANT);
        }
    }

    /**
     * Converts {@link Ticket} records to items of table {@code tracker} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Ticket} items: the parent's partition key, sort key {@code TICKET#<ticketId>}.
     */
    public static final class Codec extends EntityCodec<Ticket> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Ticket";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "TICKET";

        /** What every Ticket sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        /** Shards of each partition of index {@code GSI2}: part of the key format. */
        public static final int BY_STAGE_SHARDS = 4;

        private Codec() {
            super(Ticket.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Ticket ticket) {
            Map<String, AttributeValue> item = new HashMap<>(15);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(ticket.boardId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(ticket.ticketId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.inBoardByDueAtIndexKey(partitionKey.s(), sortKey.s(), ticket.dueAt()));
            item.putAll(Codec.byAssigneeIndexKey(partitionKey.s(), sortKey.s(), ticket.assignee(), ticket.dueAt()));
            item.putAll(Codec.byStageIndexKey(partitionKey.s(), sortKey.s(), ticket.stage(), ticket.dueAt()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "boardId", ticket.boardId());
            Items.putString(item, "ticketId", ticket.ticketId());
            Items.putString(item, "title", ticket.title());
            Items.putString(item, "assignee", ticket.assignee());
            Items.putEnum(item, "stage", ticket.stage());
            Items.putInstant(item, "dueAt", ticket.dueAt());
            return item;
        }

        @Override
        public Ticket fromItem(Map<String, AttributeValue> item) {
            return new Ticket(
                    Items.getString(item, "boardId"),
                    Items.getString(item, "ticketId"),
                    Items.getString(item, "title"),
                    Items.getString(item, "assignee"),
                    Items.getEnum(item, "stage", Stage.class),
                    Items.getInstant(item, "dueAt"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Ticket ticket) {
            return Codec.primaryKey(ticket.boardId(), ticket.ticketId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Ticket> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "LSI1SK", "GSI1PK", "GSI1SK", "GSI2PK", "GSI2SK", "boardId", "ticketId", "title", "assignee", "stage", "dueAt"));
        }

        /** The partition key: the parent {@link Board}'s. */
        public static String partitionKey(String boardId) {
            return BoardRepository.Codec.partitionKey(boardId);
        }

        /**
         * The sort key {@code TICKET#<ticketId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String ticketId) {
            return KeyCodec.checkSortKey("Ticket sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Ticket.ticketId", ticketId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String boardId, String ticketId) {
            return PrimaryKeys.of(TrackerTable.PARTITION_KEY, partitionKey(boardId), TrackerTable.SORT_KEY, sortKey(ticketId));
        }

        /** The {@code boardId} encoded in a partition key. */
        public static String boardIdOf(String partitionKey) {
            return BoardRepository.Codec.boardIdOf(partitionKey);
        }

        /**
         * The {@code ticketId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String ticketIdOf(String sortKey) {
            return KeyCodec.decodeString("Ticket.ticketId", KeyCodec.split("Ticket sort key", sortKey, PREFIX, 1).get(0));
        }

        /** The sort key components in local index {@code LSI1}: {@code TICKET#<dueAt>}; the stored sort key continues with the item's primary key. */
        public static String inBoardByDueAtSortKey(Instant dueAt) {
            return KeyCodec.checkSortKey("Ticket LSI1 sort key", KeyCodec.join(PREFIX, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
        }

        /**
         * The value of index {@code LSI1}'s sort key attribute {@code LSI1SK} for an item: its components, then the item's primary key; null when {@code dueAt} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String inBoardByDueAtIndexSortKey(String partitionKey, String sortKey,
                Instant dueAt) {
            if (dueAt == null) {
                return null;
            }
            return IndexSortKeys.of("Ticket LSI1 sort key", inBoardByDueAtSortKey(dueAt), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in local index {@code LSI1}: {@code LSI1SK}.
         * DynamoDB puts an item in the index only when it has it: with {@code dueAt} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> inBoardByDueAtIndexKey(String partitionKey,
                String sortKey, Instant dueAt) {
            return TrackerTable.DEFINITION.requireIndex("LSI1").key(inBoardByDueAtIndexSortKey(partitionKey, sortKey, dueAt));
        }

        /** The partition key in index {@code GSI1}: {@code TICKET#<assignee>}. */
        public static String byAssigneePartitionKey(String assignee) {
            return KeyCodec.checkPartitionKey("Ticket GSI1 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Ticket.assignee", assignee)));
        }

        /** The sort key components in index {@code GSI1}: {@code <dueAt>}; the stored sort key continues with the item's primary key. */
        public static String byAssigneeSortKey(Instant dueAt) {
            return KeyCodec.checkSortKey("Ticket GSI1 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
        }

        /**
         * The value of index {@code GSI1}'s partition key attribute {@code GSI1PK} for an item; null when {@code assignee} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String byAssigneeIndexPartitionKey(String partitionKey, String sortKey,
                String assignee) {
            if (assignee == null) {
                return null;
            }
            return byAssigneePartitionKey(assignee);
        }

        /**
         * The value of index {@code GSI1}'s sort key attribute {@code GSI1SK} for an item: its components, then the item's primary key; null when {@code dueAt} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byAssigneeIndexSortKey(String partitionKey, String sortKey,
                Instant dueAt) {
            if (dueAt == null) {
                return null;
            }
            return IndexSortKeys.of("Ticket GSI1 sort key", byAssigneeSortKey(dueAt), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI1}: {@code GSI1PK}, {@code GSI1SK}, each written when its own components are non-null ({@link #byAssigneeIndexPartitionKey}, {@link #byAssigneeIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code assignee} or {@code dueAt} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byAssigneeIndexKey(String partitionKey,
                String sortKey, String assignee, Instant dueAt) {
            return TrackerTable.DEFINITION.requireIndex("GSI1").key(
                    byAssigneeIndexPartitionKey(partitionKey, sortKey, assignee),
                    byAssigneeIndexSortKey(partitionKey, sortKey, dueAt));
        }

        /** The partition key in index {@code GSI2}: {@code TICKET#<stage>}. */
        public static String byStagePartitionKey(Stage stage) {
            return KeyCodec.checkPartitionKey("Ticket GSI2 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeEnum("Ticket.stage", stage)));
        }

        /** One shard of a partition of index {@code GSI2}: {@code TICKET#<stage>#<shard>}. */
        public static String byStagePartitionKey(Stage stage, int shard) {
            return Shards.partitionKey(byStagePartitionKey(stage), shard, BY_STAGE_SHARDS);
        }

        /** The sort key components in index {@code GSI2}: {@code <dueAt>}; the stored sort key continues with the item's primary key. */
        public static String byStageSortKey(Instant dueAt) {
            return KeyCodec.checkSortKey("Ticket GSI2 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Ticket.dueAt", dueAt)));
        }

        /**
         * The value of index {@code GSI2}'s partition key attribute {@code GSI2PK} for an item; null when {@code stage} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key, which with its sort key picks the shard
         * @param sortKey the item's sort key
         */
        public static String byStageIndexPartitionKey(String partitionKey, String sortKey,
                Stage stage) {
            if (stage == null) {
                return null;
            }
            return byStagePartitionKey(stage, Shards.ofItem(partitionKey, sortKey, BY_STAGE_SHARDS));
        }

        /**
         * The value of index {@code GSI2}'s sort key attribute {@code GSI2SK} for an item: its components, then the item's primary key; null when {@code dueAt} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byStageIndexSortKey(String partitionKey, String sortKey,
                Instant dueAt) {
            if (dueAt == null) {
                return null;
            }
            return IndexSortKeys.of("Ticket GSI2 sort key", byStageSortKey(dueAt), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI2}: {@code GSI2PK}, {@code GSI2SK}, each written when its own components are non-null ({@link #byStageIndexPartitionKey}, {@link #byStageIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code stage} or {@code dueAt} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key, which with its sort key picks the shard
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byStageIndexKey(String partitionKey,
                String sortKey, Stage stage, Instant dueAt) {
            return TrackerTable.DEFINITION.requireIndex("GSI2").key(
                    byStageIndexPartitionKey(partitionKey, sortKey, stage),
                    byStageIndexSortKey(partitionKey, sortKey, dueAt));
        }
    }
}
