package example.controlplane;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Workspace} records to items of table {@code control-plane} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceCodec implements ItemCodec<Workspace> {
    public static final WorkspaceCodec INSTANCE = new WorkspaceCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Workspace";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private WorkspaceCodec() {
    }

    @Override
    public Class<Workspace> type() {
        return Workspace.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Workspace workspace) {
        Map<String, AttributeValue> item = new HashMap<>(11);
        AttributeValue partitionKey = AttributeValue.createS(WorkspaceKeys.partitionKey(workspace.workspaceId()));
        AttributeValue sortKey = AttributeValue.createS(WorkspaceKeys.SORT_KEY);
        item.put("EntityRef", partitionKey);
        item.put("Detail", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "workspaceId", workspace.workspaceId());
        Items.putString(item, "name", workspace.name());
        Items.putEnum(item, "plan", workspace.plan());
        return item;
    }

    @Override
    public Workspace fromItem(Map<String, AttributeValue> item) {
        return new Workspace(
                Items.getString(item, "workspaceId"),
                Items.getString(item, "name"),
                Items.getEnum(item, "plan", Plan.class));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Workspace workspace) {
        return WorkspaceKeys.primaryKey(workspace.workspaceId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Workspace> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Workspace> SCHEMA = CodecTableSchema.of(INSTANCE, "EntityRef", "Detail", List.of("EntityRef", "Detail", "_type", "workspaceId", "name", "plan"));
    }
}
