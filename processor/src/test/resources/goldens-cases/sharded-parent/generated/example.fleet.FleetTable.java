package example.fleet;

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
 * Table {@code fleet}, as declared by {@link Fleet}: one repository per entity.
 *
 * <pre>{@code
 * FleetTable db = FleetTable.create(dynamoDbClient);
 * }</pre>
 *
 * <p>Key format: the children of {@link Workspace} are written over {@value WorkspaceRepository.Codec#SHARDS} shards ({@code WS#<id>#00} …); changing the count leaves existing items in their shards.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "fleet";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "EntityRef";

    /** The sort key attribute. */
    public static final String SORT_KEY = "Detail";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .entity(TableDefinition.entity(WorkspaceRepository.Codec.INSTANCE, "workspaces", "workspace", WorkspaceRepository.Codec.PREFIX, 10))
            .entity(TableDefinition.entity(ProjectRepository.Codec.INSTANCE, "projects", "project", ProjectRepository.Codec.PREFIX, 1))
            .build();

    private final WorkspaceRepository workspaces;

    private final ProjectRepository projects;

    private FleetTable(TableClient table) {
        super(table);
        this.workspaces = new WorkspaceRepository(table);
        this.projects = new ProjectRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static FleetTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Workspace} items. */
    public WorkspaceRepository workspaces() {
        return workspaces;
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
    public FleetTransaction transaction() {
        return new FleetTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public FleetTransaction transaction(String name) {
        return new FleetTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /** Settings of a {@link FleetTable}. */
    public static final class Builder extends TableBuilder<FleetTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected FleetTable create(TableClient table) {
            return new FleetTable(table);
        }
    }

    /** Keys to read from table {@code fleet} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Workspace}. */
        public BatchGet workspace(String workspaceId) {
            return add(WorkspaceRepository.Codec.primaryKey(workspaceId));
        }

        /** Adds the key of one {@link Project}. */
        public BatchGet project(String workspaceId, String projectId) {
            return add(ProjectRepository.Codec.primaryKey(workspaceId, projectId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(WorkspaceRepository.Codec.INSTANCE, ProjectRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Workspace.class), found.records(Project.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Workspace> workspaces, List<Project> projects) {
            super(RecordsByType.of(Workspace.class, workspaces)
                    .and(Project.class, projects));
        }

        public List<Workspace> workspaces() {
            return records(Workspace.class);
        }

        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /** Keys to read from table {@code fleet} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link FleetTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Workspace}. */
        public TransactGet workspace(String workspaceId) {
            return addGet(WorkspaceRepository.Codec.primaryKey(workspaceId), WorkspaceRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Project}. */
        public TransactGet project(String workspaceId, String projectId) {
            return addGet(ProjectRepository.Codec.primaryKey(workspaceId, projectId), ProjectRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Workspace.class), ReadTransaction.ofType(found, Project.class));
        }
    }
}
