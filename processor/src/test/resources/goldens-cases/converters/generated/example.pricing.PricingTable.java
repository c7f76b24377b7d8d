package example.pricing;

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
 * Table {@code pricing}, as declared by {@link Pricing}: one repository per entity.
 *
 * <pre>{@code
 * PricingTable db = PricingTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PricingTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "pricing";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .entity(TableDefinition.entity(ProductRepository.Codec.INSTANCE, "products", "product", ProductRepository.Codec.PREFIX, 1))
            .build();

    private final ProductRepository products;

    private PricingTable(TableClient table) {
        super(table);
        this.products = new ProductRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static PricingTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Product} items. */
    public ProductRepository products() {
        return products;
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
    public PricingTransaction transaction() {
        return new PricingTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public PricingTransaction transaction(String name) {
        return new PricingTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /** Settings of a {@link PricingTable}. */
    public static final class Builder extends TableBuilder<PricingTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected PricingTable create(TableClient table) {
            return new PricingTable(table);
        }
    }

    /** Keys to read from table {@code pricing} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Product}. */
        public BatchGet product(String productId) {
            return add(ProductRepository.Codec.primaryKey(productId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(ProductRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Product.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Product> products) {
            super(RecordsByType.of(Product.class, products));
        }

        public List<Product> products() {
            return records(Product.class);
        }
    }

    /** Keys to read from table {@code pricing} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link PricingTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Product}. */
        public TransactGet product(String productId) {
            return addGet(ProductRepository.Codec.primaryKey(productId), ProductRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Product.class));
        }
    }
}
