package example.shop;

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
 * Table {@code shop}, as declared by {@link Shop}: one repository per entity.
 *
 * <pre>{@code
 * ShopTable db = ShopTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ShopTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "shop";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("NestedParents", "NestedParentsPK", "NestedParentsSK", ProjectionType.ALL)
            .entity(TableDefinition.entity(CustomerRepository.Codec.INSTANCE, "customers", "customer", CustomerRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(OrderRepository.Codec.INSTANCE, "orders", "order", OrderRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(OrderLineRepository.Codec.INSTANCE, "orderLines", "orderLine", OrderLineRepository.Codec.PREFIX, 1))
            .build();

    private final CustomerRepository customers;

    private final OrderRepository orders;

    private final OrderLineRepository orderLines;

    private ShopTable(TableClient table) {
        super(table);
        this.customers = new CustomerRepository(table);
        this.orders = new OrderRepository(table);
        this.orderLines = new OrderLineRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static ShopTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Customer} items. */
    public CustomerRepository customers() {
        return customers;
    }

    /** {@link Order} items. */
    public OrderRepository orders() {
        return orders;
    }

    /** {@link OrderLine} items. */
    public OrderLineRepository orderLines() {
        return orderLines;
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
    public ShopTransaction transaction() {
        return new ShopTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public ShopTransaction transaction(String name) {
        return new ShopTransaction(this, name);
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
            case "NestedParents" -> List.of(
                    BackfillEntity.of(OrderRepository.Codec.INSTANCE, List.of("customerId"),
                            (order, partitionKey, sortKey) -> OrderRepository.Codec.inCustomerIndexKey(partitionKey, sortKey, order.customerId())));
            default -> List.of();
        });
    }

    /** Settings of a {@link ShopTable}. */
    public static final class Builder extends TableBuilder<ShopTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected ShopTable create(TableClient table) {
            return new ShopTable(table);
        }
    }

    /** Keys to read from table {@code shop} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Customer}. */
        public BatchGet customer(String customerId) {
            return add(CustomerRepository.Codec.primaryKey(customerId));
        }

        /** Adds the key of one {@link Order}. */
        public BatchGet order(String customerId, String orderId) {
            return add(OrderRepository.Codec.primaryKey(customerId, orderId));
        }

        /** Adds the key of one {@link OrderLine}. */
        public BatchGet orderLine(String customerId, String orderId, int lineNo) {
            return add(OrderLineRepository.Codec.primaryKey(customerId, orderId, lineNo));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(CustomerRepository.Codec.INSTANCE, OrderRepository.Codec.INSTANCE, OrderLineRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Customer.class), found.records(Order.class), found.records(OrderLine.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Customer> customers, List<Order> orders, List<OrderLine> orderLines) {
            super(RecordsByType.of(Customer.class, customers)
                    .and(Order.class, orders)
                    .and(OrderLine.class, orderLines));
        }

        public List<Customer> customers() {
            return records(Customer.class);
        }

        public List<Order> orders() {
            return records(Order.class);
        }

        public List<OrderLine> orderLines() {
            return records(OrderLine.class);
        }
    }

    /** Keys to read from table {@code shop} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link ShopTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Customer}. */
        public TransactGet customer(String customerId) {
            return addGet(CustomerRepository.Codec.primaryKey(customerId), CustomerRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Order}. */
        public TransactGet order(String customerId, String orderId) {
            return addGet(OrderRepository.Codec.primaryKey(customerId, orderId), OrderRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link OrderLine}. */
        public TransactGet orderLine(String customerId, String orderId, int lineNo) {
            return addGet(OrderLineRepository.Codec.primaryKey(customerId, orderId, lineNo), OrderLineRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Customer.class), ReadTransaction.ofType(found, Order.class), ReadTransaction.ofType(found, OrderLine.class));
        }
    }
}
