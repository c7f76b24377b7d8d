package example.tracker;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Board} items of table {@code tracker}. Obtain it from {@link TrackerTable#boards()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class BoardRepository extends UnversionedRepository<Board, BoardRepository.Conditions> {
    /** Used by {@link TrackerTable}; prefer {@code TrackerTable.boards()}. */
    public BoardRepository(TableClient table) {
        super(table, "boards", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Board} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Board> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Board: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String boardId) {
        return new Update(updateAt(Codec.primaryKey(boardId)));
    }

    /** The Board with this key, if any. One GetItem, eventually consistent. */
    public Optional<Board> get(String boardId) {
        return getAt(Codec.primaryKey(boardId), ReadConsistency.EVENTUAL);
    }

    /** The Board with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Board> get(String boardId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(boardId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String boardId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(boardId), consistency);
    }

    /** Deletes the Board with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String boardId) {
        return deleteAt(Codec.primaryKey(boardId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId) {
        return deleteRequestAt(Codec.primaryKey(boardId));
    }

    /**
     * Deletes the Board with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String boardId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(boardId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String boardId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(boardId), when);
    }

    /**
     * The Board and its tickets from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Board itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithTickets> getWithTickets(String boardId) {
        return getWithTickets(boardId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithTickets}, read as {@code consistency} says. */
    public Optional<WithTickets> getWithTickets(String boardId, ReadConsistency consistency) {
        var loaded = readCollection("getWithTickets", boardId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithTickets(loaded.owner(), loaded.of(TicketRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithTickets} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithTicketsRequest(String boardId, ReadConsistency consistency) {
        return getWithChildrenRequest(boardId, consistency);
    }

    /** The Board and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Board itself does not exist. */
    public Optional<WithChildren> getWithChildren(String boardId) {
        return getWithChildren(boardId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String boardId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", boardId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(TicketRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Board> readCollection(String method, String boardId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(boardId, consistency)), TicketRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String boardId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(boardId), null), consistency);
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
        return CollectionDelete.run(this.table, "boards.deleteWithCollection", Codec.primaryKey(boardId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String boardId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(boardId));
    }

    /** A partial update of one stored {@link Board}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Board, Conditions, Update> {
        /** Used by {@link BoardRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Board> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code title} (attribute {@code title}). */
        public Update title(String title) {
            return set("title", title, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Board}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.boardId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code title} (attribute {@code title}). */
        public StringCondition title() {
            return new StringCondition("title", Encoders.STRING);
        }
    }

    /** A {@link Board} and its tickets, read from its item collection in one Query. */
    public static final class WithTickets extends ParentWithChildren<Board> {
        public WithTickets(Board board, List<Ticket> tickets) {
            super(board, RecordsByType.of(Ticket.class, tickets));
        }

        public Board board() {
            return parent;
        }

        /** The tickets, in ascending sort-key order. */
        public List<Ticket> tickets() {
            return records(Ticket.class);
        }
    }

    /** A {@link Board} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Board> {
        WithChildren(Board board, List<Ticket> tickets) {
            super(board, RecordsByType.of(Ticket.class, tickets));
        }

        public Board board() {
            return parent;
        }

        /** The tickets, in ascending sort-key order. */
        public List<Ticket> tickets() {
            return records(Ticket.class);
        }
    }

    /**
     * Converts {@link Board} records to items of table {@code tracker} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Board} items: partition key {@code BOARD#<boardId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Board> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Board";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "BOARD";

        /** Sort key of the Board's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Board.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Board board) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(board.boardId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "boardId", board.boardId());
            Items.putString(item, "title", board.title());
            return item;
        }

        @Override
        public Board fromItem(Map<String, AttributeValue> item) {
            return new Board(
                    Items.getString(item, "boardId"),
                    Items.getString(item, "title"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Board board) {
            return Codec.primaryKey(board.boardId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Board> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "boardId", "title"));
        }

        /**
         * The partition key {@code BOARD#<boardId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String boardId) {
            return KeyCodec.checkPartitionKey("Board partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Board.boardId", boardId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String boardId) {
            return PrimaryKeys.of(TrackerTable.PARTITION_KEY, partitionKey(boardId), TrackerTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code boardId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String boardIdOf(String partitionKey) {
            return KeyCodec.decodeString("Board.boardId", KeyCodec.split("Board partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
