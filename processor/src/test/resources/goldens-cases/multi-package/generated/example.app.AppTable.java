package example.app;

import example.app.accounts.Account;
import example.app.accounts.AccountRepository;
import example.app.billing.Invoice;
import example.app.billing.InvoiceRepository;
import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
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

/**
 * Table {@code app}, as declared by {@link App}: one repository per entity.
 *
 * <pre>{@code
 * AppTable db = AppTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class AppTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "app";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .entity(TableDefinition.entity(AccountRepository.Codec.INSTANCE, "accounts", "account", AccountRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(InvoiceRepository.Codec.INSTANCE, "invoices", "invoice", InvoiceRepository.Codec.PREFIX, 1))
            .build();

    private final AccountRepository accounts;

    private final InvoiceRepository invoices;

    private AppTable(TableClient table) {
        super(table);
        this.accounts = new AccountRepository(table);
        this.invoices = new InvoiceRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static AppTable create(DynamoDbClient client) {
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

    /** {@link Invoice} items. */
    public InvoiceRepository invoices() {
        return invoices;
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
    public AppTransaction transaction() {
        return new AppTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public AppTransaction transaction(String name) {
        return new AppTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /** Settings of a {@link AppTable}. */
    public static final class Builder extends TableBuilder<AppTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected AppTable create(TableClient table) {
            return new AppTable(table);
        }
    }

    /** Keys to read from table {@code app} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Account}. */
        public BatchGet account(String accountId) {
            return add(AccountRepository.Codec.primaryKey(accountId));
        }

        /** Adds the key of one {@link Invoice}. */
        public BatchGet invoice(String accountId, String invoiceId) {
            return add(InvoiceRepository.Codec.primaryKey(accountId, invoiceId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(AccountRepository.Codec.INSTANCE, InvoiceRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Account.class), found.records(Invoice.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Account> accounts, List<Invoice> invoices) {
            super(RecordsByType.of(Account.class, accounts)
                    .and(Invoice.class, invoices));
        }

        public List<Account> accounts() {
            return records(Account.class);
        }

        public List<Invoice> invoices() {
            return records(Invoice.class);
        }
    }

    /** Keys to read from table {@code app} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link AppTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Account}. */
        public TransactGet account(String accountId) {
            return addGet(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Invoice}. */
        public TransactGet invoice(String accountId, String invoiceId) {
            return addGet(InvoiceRepository.Codec.primaryKey(accountId, invoiceId), InvoiceRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Account.class), ReadTransaction.ofType(found, Invoice.class));
        }
    }
}
