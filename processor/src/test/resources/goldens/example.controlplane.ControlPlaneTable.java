package example.controlplane;

import io.partitura.runtime.RequestListener;
import io.partitura.runtime.TableAdmin;
import io.partitura.runtime.TableClient;
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
         * A secret that signs page cursors (HMAC-SHA256), so clients cannot forge them.
         */
        public Builder cursorSigningKey(byte[] cursorSigningKey) {
            settings.cursorSigningKey(cursorSigningKey);
            return this;
        }

        public ControlPlaneTable build() {
            return new ControlPlaneTable(settings.build());
        }
    }
}
