package example.tracker;

import io.partitura.runtime.backfill.Backfill;
import io.partitura.runtime.backfill.BackfillEntity;
import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * Table {@code tracker}, as declared by {@link Tracker}: one repository per entity.
 *
 * <pre>{@code
 * TrackerTable db = TrackerTable.create(dynamoDbClient);
 * }</pre>
 *
 * <p>Key format: index {@code GSI2} partitions of {@link Ticket} are written over 4 shards.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TrackerTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "tracker";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .localIndex("LSI1", "LSI1SK")
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.ALL)
            .globalIndex("GSI2", "GSI2PK", "GSI2SK", ProjectionType.ALL)
            .entity(TableDefinition.entity(BoardRepository.Codec.INSTANCE, "boards", "board", BoardRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(TicketRepository.Codec.INSTANCE, "tickets", "ticket", TicketRepository.Codec.PREFIX, 1))
            .build();

    private final BoardRepository boards;

    private final TicketRepository tickets;

    private TrackerTable(TableClient table) {
        super(table);
        this.boards = new BoardRepository(table);
        this.tickets = new TicketRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static TrackerTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Board} items. */
    public BoardRepository boards() {
        return boards;
    }

    /** {@link Ticket} items. */
    public TicketRepository tickets() {
        return tickets;
    }

    /** The table's definition under {@code tableName}: key schema, attribute definitions, billing mode. */
    public static CreateTableRequest createTableRequest(String tableName) {
        return DEFINITION.createTableRequest(tableName);
    }

    /** A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity. */
    public BatchGet batchGet() {
        return new BatchGet(tableClient());
    }

    /** Writes to items of any entities of this table that succeed or fail together: add actions, then {@code execute()} sends one TransactWriteItems. */
    public TrackerTransaction transaction() {
        return new TrackerTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public TrackerTransaction transaction(String name) {
        return new TrackerTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /**
     * A backfill giving the items already stored the keys of index {@code indexName}, computed as put computes them: with {@link #inspect()}, one of the two maintenance operations that scan the table. Set its rate, segments and checkpoint, then {@code run()} it.
     *
     * @throws InvalidConfigurationException when the table has no such index; nothing is read or written
     */
    public Backfill backfill(String indexName) {
        return backfillOf(indexName, switch (indexName) {
            case "LSI1" -> List.of(
                    BackfillEntity.of(TicketRepository.Codec.INSTANCE, List.of("dueAt"),
                            (ticket, partitionKey, sortKey) -> TicketRepository.Codec.inBoardByDueAtIndexKey(partitionKey, sortKey, ticket.dueAt())));
            case "GSI1" -> List.of(
                    BackfillEntity.of(TicketRepository.Codec.INSTANCE, List.of("assignee", "dueAt"),
                            (ticket, partitionKey, sortKey) -> TicketRepository.Codec.byAssigneeIndexKey(partitionKey, sortKey, ticket.assignee(), ticket.dueAt())));
            case "GSI2" -> List.of(
                    BackfillEntity.of(TicketRepository.Codec.INSTANCE, List.of("stage", "dueAt"),
                            (ticket, partitionKey, sortKey) -> TicketRepository.Codec.byStageIndexKey(partitionKey, sortKey, ticket.stage(), ticket.dueAt())));
            default -> List.of();
        });
    }

    /** Settings of a {@link TrackerTable}. */
    public static final class Builder extends TableBuilder<TrackerTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected TrackerTable create(TableClient table) {
            return new TrackerTable(table);
        }
    }

    /** Keys to read from table {@code tracker} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Board}. */
        public BatchGet board(String boardId) {
            return add(BoardRepository.Codec.primaryKey(boardId));
        }

        /** Adds the key of one {@link Ticket}. */
        public BatchGet ticket(String boardId, String ticketId) {
            return add(TicketRepository.Codec.primaryKey(boardId, ticketId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(BoardRepository.Codec.INSTANCE, TicketRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Board.class), found.records(Ticket.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Board> boards, List<Ticket> tickets) {
            super(RecordsByType.of(Board.class, boards)
                    .and(Ticket.class, tickets));
        }

        public List<Board> boards() {
            return records(Board.class);
        }

        public List<Ticket> tickets() {
            return records(Ticket.class);
        }
    }

    /** Keys to read from table {@code tracker} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link TrackerTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Board}. */
        public TransactGet board(String boardId) {
            return addGet(BoardRepository.Codec.primaryKey(boardId), BoardRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Ticket}. */
        public TransactGet ticket(String boardId, String ticketId) {
            return addGet(TicketRepository.Codec.primaryKey(boardId, ticketId), TicketRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Board.class), ReadTransaction.ofType(found, Ticket.class));
        }
    }
}
