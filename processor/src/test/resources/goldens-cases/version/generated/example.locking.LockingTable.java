package example.locking;

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
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Table {@code locking}, as declared by {@link Locking}: one repository per entity.
 *
 * <pre>{@code
 * LockingTable db = LockingTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LockingTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "locking";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .stream(StreamViewType.NEW_AND_OLD_IMAGES)
            .entity(TableDefinition.entity(VaultRepository.Codec.INSTANCE, "vaults", "vault", VaultRepository.Codec.PREFIX, 1).versioned("version", Long.MAX_VALUE))
            .entity(TableDefinition.entity(DepositRepository.Codec.INSTANCE, "deposits", "deposit", DepositRepository.Codec.PREFIX, 1).versioned("version", Integer.MAX_VALUE))
            .build();

    private final VaultRepository vaults;

    private final DepositRepository deposits;

    private LockingTable(TableClient table) {
        super(table);
        this.vaults = new VaultRepository(table);
        this.deposits = new DepositRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static LockingTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Vault} items. */
    public VaultRepository vaults() {
        return vaults;
    }

    /** {@link Deposit} items. */
    public DepositRepository deposits() {
        return deposits;
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
    public LockingTransaction transaction() {
        return new LockingTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public LockingTransaction transaction(String name) {
        return new LockingTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /** Settings of a {@link LockingTable}. */
    public static final class Builder extends TableBuilder<LockingTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected LockingTable create(TableClient table) {
            return new LockingTable(table);
        }
    }

    /** Keys to read from table {@code locking} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Vault}. */
        public BatchGet vault(String vaultId) {
            return add(VaultRepository.Codec.primaryKey(vaultId));
        }

        /** Adds the key of one {@link Deposit}. */
        public BatchGet deposit(String vaultId, String depositId) {
            return add(DepositRepository.Codec.primaryKey(vaultId, depositId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(VaultRepository.Codec.INSTANCE, DepositRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Vault.class), found.records(Deposit.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Vault> vaults, List<Deposit> deposits) {
            super(RecordsByType.of(Vault.class, vaults)
                    .and(Deposit.class, deposits));
        }

        public List<Vault> vaults() {
            return records(Vault.class);
        }

        public List<Deposit> deposits() {
            return records(Deposit.class);
        }
    }

    /** Keys to read from table {@code locking} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link LockingTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Vault}. */
        public TransactGet vault(String vaultId) {
            return addGet(VaultRepository.Codec.primaryKey(vaultId), VaultRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Deposit}. */
        public TransactGet deposit(String vaultId, String depositId) {
            return addGet(DepositRepository.Codec.primaryKey(vaultId, depositId), DepositRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Vault.class), ReadTransaction.ofType(found, Deposit.class));
        }
    }
}
