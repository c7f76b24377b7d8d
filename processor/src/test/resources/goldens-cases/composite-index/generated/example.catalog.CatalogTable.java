package example.catalog;

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
 * Table {@code catalog}, as declared by {@link Catalog}: one repository per entity.
 *
 * <pre>{@code
 * CatalogTable db = CatalogTable.create(dynamoDbClient);
 * }</pre>
 *
 * <p>Key format: index {@code GSI3} partitions of {@link Project} are written over 3 shards.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "catalog";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .localIndex("LSI1", "LSI1SK")
            .globalIndex("GSI2", "GSI2PK", "GSI2SK", ProjectionType.ALL)
            .globalIndex("GSI3", "GSI3PK", "GSI3SK", ProjectionType.ALL)
            .entity(TableDefinition.entity(TenantRepository.Codec.INSTANCE, "tenants", "tenant", TenantRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(ProjectRepository.Codec.INSTANCE, "projects", "project", ProjectRepository.Codec.PREFIX, 1))
            .build();

    private final TenantRepository tenants;

    private final ProjectRepository projects;

    private CatalogTable(TableClient table) {
        super(table);
        this.tenants = new TenantRepository(table);
        this.projects = new ProjectRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static CatalogTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Tenant} items. */
    public TenantRepository tenants() {
        return tenants;
    }

    /** {@link Project} items. */
    public ProjectRepository projects() {
        return projects;
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
    public CatalogTransaction transaction() {
        return new CatalogTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public CatalogTransaction transaction(String name) {
        return new CatalogTransaction(this, name);
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
                    BackfillEntity.of(ProjectRepository.Codec.INSTANCE, List.of("status", "createdAt"),
                            (project, partitionKey, sortKey) -> ProjectRepository.Codec.inTenantByStatusIndexKey(partitionKey, sortKey, project.status(), project.createdAt())));
            case "GSI2" -> List.of(
                    BackfillEntity.of(ProjectRepository.Codec.INSTANCE, List.of("status", "createdAt", "projectId"),
                            (project, partitionKey, sortKey) -> ProjectRepository.Codec.byStatusIndexKey(partitionKey, sortKey, project.status(), project.createdAt(), project.projectId())));
            case "GSI3" -> List.of(
                    BackfillEntity.of(ProjectRepository.Codec.INSTANCE, List.of("region", "status", "priority", "createdAt"),
                            (project, partitionKey, sortKey) -> ProjectRepository.Codec.byRegionAndStatusIndexKey(partitionKey, sortKey, project.region(), project.status(), project.priority(), project.createdAt())));
            default -> List.of();
        });
    }

    /** Settings of a {@link CatalogTable}. */
    public static final class Builder extends TableBuilder<CatalogTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected CatalogTable create(TableClient table) {
            return new CatalogTable(table);
        }
    }

    /** Keys to read from table {@code catalog} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Tenant}. */
        public BatchGet tenant(String tenantId) {
            return add(TenantRepository.Codec.primaryKey(tenantId));
        }

        /** Adds the key of one {@link Project}. */
        public BatchGet project(String tenantId, String projectId) {
            return add(ProjectRepository.Codec.primaryKey(tenantId, projectId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(TenantRepository.Codec.INSTANCE, ProjectRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Tenant.class), found.records(Project.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Tenant> tenants, List<Project> projects) {
            super(RecordsByType.of(Tenant.class, tenants)
                    .and(Project.class, projects));
        }

        public List<Tenant> tenants() {
            return records(Tenant.class);
        }

        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /** Keys to read from table {@code catalog} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link CatalogTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Tenant}. */
        public TransactGet tenant(String tenantId) {
            return addGet(TenantRepository.Codec.primaryKey(tenantId), TenantRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Project}. */
        public TransactGet project(String tenantId, String projectId) {
            return addGet(ProjectRepository.Codec.primaryKey(tenantId, projectId), ProjectRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Tenant.class), ReadTransaction.ofType(found, Project.class));
        }
    }
}
