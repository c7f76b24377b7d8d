package example.ledger;

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
 * Table {@code ledger}, as declared by {@link Ledger}: one repository per entity.
 *
 * <pre>{@code
 * LedgerTable db = LedgerTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LedgerTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "ledger";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.ALL)
            .entity(TableDefinition.entity(AccountRepository.Codec.INSTANCE, "accounts", "account", AccountRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(EntryRepository.Codec.INSTANCE, "entries", "entry", EntryRepository.Codec.PREFIX, 1))
            .build();

    private final AccountRepository accounts;

    private final EntryRepository entries;

    private LedgerTable(TableClient table) {
        super(table);
        this.accounts = new AccountRepository(table);
        this.entries = new EntryRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static LedgerTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Account} items. */
    public AccountRepository accounts() {
        return accounts;
    }

    /** {@link Entry} items. */
    public EntryRepository entries() {
        return entries;
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
    public LedgerTransaction transaction() {
        return new LedgerTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public LedgerTransaction transaction(String name) {
        return new LedgerTransaction(this, name);
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
            case "GSI1" -> List.of(
                    BackfillEntity.of(EntryRepository.Codec.INSTANCE, List.of("counterpart", "entryId"),
                            (entry, partitionKey, sortKey) -> EntryRepository.Codec.byCounterpartIndexKey(partitionKey, sortKey, entry.counterpart(), entry.entryId())));
            default -> List.of();
        });
    }

    /** Settings of a {@link LedgerTable}. */
    public static final class Builder extends TableBuilder<LedgerTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected LedgerTable create(TableClient table) {
            return new LedgerTable(table);
        }
    }

    /** Keys to read from table {@code ledger} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Account}. */
        public BatchGet account(AccountId accountId) {
            return add(AccountRepository.Codec.primaryKey(accountId));
        }

        /** Adds the key of one {@link Entry}. */
        public BatchGet entry(AccountId accountId, EntryId entryId) {
            return add(EntryRepository.Codec.primaryKey(accountId, entryId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(AccountRepository.Codec.INSTANCE, EntryRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Account.class), found.records(Entry.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Account> accounts, List<Entry> entries) {
            super(RecordsByType.of(Account.class, accounts)
                    .and(Entry.class, entries));
        }

        public List<Account> accounts() {
            return records(Account.class);
        }

        public List<Entry> entries() {
            return records(Entry.class);
        }
    }

    /** Keys to read from table {@code ledger} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link LedgerTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Account}. */
        public TransactGet account(AccountId accountId) {
            return addGet(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Entry}. */
        public TransactGet entry(AccountId accountId, EntryId entryId) {
            return addGet(EntryRepository.Codec.primaryKey(accountId, entryId), EntryRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Account.class), ReadTransaction.ofType(found, Entry.class));
        }
    }
}
