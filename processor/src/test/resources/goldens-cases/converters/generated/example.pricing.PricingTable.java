package example.pricing;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
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
            .entity(TableDefinition.entity(ProductCodec.INSTANCE, "products", "product", ProductKeys.PREFIX, 1))
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
    public PricingBatchGet batchGet() {
        return new PricingBatchGet(tableClient());
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
    public PricingTransactGet transactGet() {
        return new PricingTransactGet(tableClient());
    }

    /** Settings of a {@link PricingTable}. */
    public static final class Builder extends TableBuilder<PricingTable, Builder> {
        private Builder() {
            super(DEFINITION, PricingTable::new);
        }
    }
}
