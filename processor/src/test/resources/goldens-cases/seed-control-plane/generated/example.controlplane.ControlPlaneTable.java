package example.controlplane;

import io.partitura.runtime.RequestListener;
import io.partitura.runtime.TableAdmin;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.batch.BatchWriter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.batch.WriteRequestFor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ExecutorService;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Table {@code control-plane}, as declared by {@link ControlPlane}: one repository per entity.
 *
 * <pre>{@code
 * ControlPlaneTable db = ControlPlaneTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ControlPlaneTable {
    /**
     * The table name declared by {@code @Table}.
     */
    public static final String TABLE_NAME = "control-plane";

    /**
     * The partition key attribute.
     */
    public static final String PARTITION_KEY = "EntityRef";

    /**
     * The sort key attribute.
     */
    public static final String SORT_KEY = "Detail";

    /**
     * The attribute naming each item's entity.
     */
    public static final String TYPE_ATTRIBUTE = "_type";

    private final TableClient table;

    private final WorkspaceRepository workspaces;

    private final ProjectRepository projects;

    private ControlPlaneTable(TableClient table) {
        this.table = table;
        this.workspaces = new WorkspaceRepository(table);
        this.projects = new ProjectRepository(table);
    }

    /**
     * The table named {@value #TABLE_NAME}, through {@code client}.
     */
    public static ControlPlaneTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /**
     * Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key.
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * {@link Workspace} items.
     */
    public WorkspaceRepository workspaces() {
        return workspaces;
    }

    /**
     * {@link Project} items.
     */
    public ProjectRepository projects() {
        return projects;
    }

    /**
     * The name of the table this instance reads and writes.
     */
    public String tableName() {
        return table.tableName();
    }

    /**
     * The runtime client underneath, for operations across entities.
     */
    public TableClient tableClient() {
        return table;
    }

    /**
     * This table's definition, ready for CreateTable.
     */
    public CreateTableRequest createTableRequest() {
        return createTableRequest(table.tableName());
    }

    /**
     * Creates the table and waits until it is ACTIVE.
     */
    public void createTable() {
        TableAdmin.createTable(table, createTableRequest());
    }

    /**
     * Deletes the table and every item in it, and waits until it is gone.
     */
    public void deleteTable() {
        TableAdmin.deleteTable(table);
    }

    /**
     * The table's definition under {@code tableName}: key schema, attribute definitions, billing mode.
     */
    public static CreateTableRequest createTableRequest(String tableName) {
        return CreateTableRequest.builder()
                .tableName(tableName)
                .keySchema(
                    KeySchemaElement.builder().attributeName(PARTITION_KEY).keyType(KeyType.HASH).build(),
                    KeySchemaElement.builder().attributeName(SORT_KEY).keyType(KeyType.RANGE).build())
                .attributeDefinitions(
                    AttributeDefinition.builder().attributeName(PARTITION_KEY).attributeType(ScalarAttributeType.S).build(),
                    AttributeDefinition.builder().attributeName(SORT_KEY).attributeType(ScalarAttributeType.S).build())
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .build();
    }

    /**
     * Writes records of any entities of this table, replacing what is at their keys: BatchWriteItem requests of up to 25 writes, unprocessed items retried under {@code retryPolicy}. Versioned records are refused (BatchWriteItem takes no condition): use their repository's {@code put}.
     *
     * @throws io.partitura.runtime.exceptions.VersionedBatchWriteException before any request, when a record has a {@code @Version}; nothing is written
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when writes were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those records
     */
    public BatchWriteResult putAll(Collection<?> records, RetryPolicy retryPolicy) {
        List<WriteRequestFor<Object>> writes = new ArrayList<>(records.size());
        for (Object record : records) {
            if (record instanceof Workspace workspace) {
                writes.add(WriteRequestFor.put(record, WorkspaceCodec.INSTANCE.toItem(workspace)));
            } else if (record instanceof Project project) {
                writes.add(WriteRequestFor.put(record, ProjectCodec.INSTANCE.toItem(project)));
            } else {
                throw new IllegalArgumentException("putAll: not an entity of table control-plane: " + (record == null ? null : record.getClass().getName()));
            }
        }
        return BatchWriter.write(table, "putAll", writes, retryPolicy);
    }

    /**
     * As {@link #putAll(Collection, RetryPolicy)} with the default retry policy.
     */
    public BatchWriteResult putAll(Collection<?> records) {
        return putAll(records, RetryPolicy.defaults());
    }

    /**
     * Deletes the items of records of any entities of this table: BatchWriteItem requests of up to 25 deletes, unprocessed ones retried under {@code retryPolicy}. Versioned records are refused (BatchWriteItem takes no condition, so it would delete whatever version is stored): use their repository's {@code delete(record)}.
     *
     * @throws io.partitura.runtime.exceptions.VersionedBatchWriteException before any request, when a record has a {@code @Version}; nothing is written
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when writes were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those records
     */
    public BatchWriteResult deleteAll(Collection<?> records, RetryPolicy retryPolicy) {
        List<WriteRequestFor<Object>> writes = new ArrayList<>(records.size());
        for (Object record : records) {
            if (record instanceof Workspace workspace) {
                writes.add(WriteRequestFor.delete(record, WorkspaceCodec.INSTANCE.primaryKey(workspace)));
            } else if (record instanceof Project project) {
                writes.add(WriteRequestFor.delete(record, ProjectCodec.INSTANCE.primaryKey(project)));
            } else {
                throw new IllegalArgumentException("deleteAll: not an entity of table control-plane: " + (record == null ? null : record.getClass().getName()));
            }
        }
        return BatchWriter.write(table, "deleteAll", writes, retryPolicy);
    }

    /**
     * As {@link #deleteAll(Collection, RetryPolicy)} with the default retry policy.
     */
    public BatchWriteResult deleteAll(Collection<?> records) {
        return deleteAll(records, RetryPolicy.defaults());
    }

    /**
     * A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity.
     */
    public ControlPlaneBatchGet batchGet() {
        return new ControlPlaneBatchGet(table);
    }

    /**
     * Writes to items of any entities of this table that succeed or fail together: add actions, then {@code execute()} sends one TransactWriteItems.
     */
    public ControlPlaneTransaction transaction() {
        return new ControlPlaneTransaction(this);
    }

    /**
     * Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems.
     */
    public ControlPlaneTransactGet transactGet() {
        return new ControlPlaneTransactGet(table);
    }

    /**
     * Settings of a {@link ControlPlaneTable}.
     */
    public static final class Builder {
        private final TableClient.Builder settings = TableClient.builder()
                .tableName(TABLE_NAME)
                .partitionKeyName(PARTITION_KEY)
                .sortKeyName(SORT_KEY)
                .typeAttributeName(TYPE_ATTRIBUTE);

        private Builder() {
        }

        /**
         * The SDK client requests go through (required).
         */
        public Builder client(DynamoDbClient client) {
            settings.client(client);
            return this;
        }

        /**
         * Another name for the table, for example per environment or per test; {@value ControlPlaneTable#TABLE_NAME} by default.
         */
        public Builder tableName(String tableName) {
            settings.tableName(tableName);
            return this;
        }

        /**
         * Called after every request with its operation, kind, index, item count, consumed capacity and latency.
         */
        public Builder listener(RequestListener listener) {
            settings.listener(listener);
            return this;
        }

        /**
         * A secret of at least 16 bytes that encrypts and authenticates page cursors (AES-GCM), so clients can neither read nor forge them; without one, cursors are readable and signed with a public key.
         */
        public Builder cursorSigningKey(byte[] cursorSigningKey) {
            settings.cursorSigningKey(cursorSigningKey);
            return this;
        }

        /**
         * The executor sharded listings send their per-shard queries on; a shared pool of at most 16 daemon threads by default.
         */
        public Builder fanOutExecutor(ExecutorService fanOutExecutor) {
            settings.fanOutExecutor(fanOutExecutor);
            return this;
        }

        public ControlPlaneTable build() {
            return new ControlPlaneTable(settings.build());
        }
    }
}
