package example.stats;

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
import java.time.LocalDate;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * Table {@code stats}, as declared by {@link Stats}: one repository per entity.
 *
 * <pre>{@code
 * StatsTable db = StatsTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class StatsTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "stats";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("GSI1", "GSI1PK", "GSI1SK", ProjectionType.ALL)
            .globalIndex("GSI2", "GSI2PK", "GSI2SK", ProjectionType.ALL)
            .entity(TableDefinition.entity(ProductRepository.Codec.INSTANCE, "products", "product", ProductRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(DayCountRepository.Codec.INSTANCE, "dayCounts", "dayCount", DayCountRepository.Codec.PREFIX, 1))
            .build();

    private final ProductRepository products;

    private final DayCountRepository dayCounts;

    private StatsTable(TableClient table) {
        super(table);
        this.products = new ProductRepository(table);
        this.dayCounts = new DayCountRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static StatsTable create(DynamoDbClient client) {
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

    /** {@link DayCount} items. */
    public DayCountRepository dayCounts() {
        return dayCounts;
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
    public StatsTransaction transaction() {
        return new StatsTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public StatsTransaction transaction(String name) {
        return new StatsTransaction(this, name);
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
                    BackfillEntity.of(ProductRepository.Codec.INSTANCE, List.of("category"),
                            (product, partitionKey, sortKey) -> ProductRepository.Codec.byCategoryIndexKey(partitionKey, sortKey, product.category())));
            case "GSI2" -> List.of(
                    BackfillEntity.of(DayCountRepository.Codec.INSTANCE, List.of("day", "productId"),
                            (dayCount, partitionKey, sortKey) -> DayCountRepository.Codec.byDayIndexKey(partitionKey, sortKey, dayCount.day(), dayCount.productId())));
            default -> List.of();
        });
    }

    /** Settings of a {@link StatsTable}. */
    public static final class Builder extends TableBuilder<StatsTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected StatsTable create(TableClient table) {
            return new StatsTable(table);
        }
    }

    /** Keys to read from table {@code stats} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Product}. */
        public BatchGet product(String productId) {
            return add(ProductRepository.Codec.primaryKey(productId));
        }

        /** Adds the key of one {@link DayCount}. */
        public BatchGet dayCount(String productId, LocalDate day) {
            return add(DayCountRepository.Codec.primaryKey(productId, day));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(ProductRepository.Codec.INSTANCE, DayCountRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Product.class), found.records(DayCount.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Product> products, List<DayCount> dayCounts) {
            super(RecordsByType.of(Product.class, products)
                    .and(DayCount.class, dayCounts));
        }

        public List<Product> products() {
            return records(Product.class);
        }

        public List<DayCount> dayCounts() {
            return records(DayCount.class);
        }
    }

    /** Keys to read from table {@code stats} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link StatsTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Product}. */
        public TransactGet product(String productId) {
            return addGet(ProductRepository.Codec.primaryKey(productId), ProductRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link DayCount}. */
        public TransactGet dayCount(String productId, LocalDate day) {
            return addGet(DayCountRepository.Codec.primaryKey(productId, day), DayCountRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Product.class), ReadTransaction.ofType(found, DayCount.class));
        }
    }
}
