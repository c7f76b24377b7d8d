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

/** Converts {@link Project} records to items of table {@code control-plane} and back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectCodec implements ItemCodec<Project> {
    public static final ProjectCodec INSTANCE = new ProjectCodec();

    /** This entity's value of the type attribute {@code _type}. */
    public static final String ENTITY_TYPE = "Project";

    private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

    private ProjectCodec() {
    }

    @Override
    public Class<Project> type() {
        return Project.class;
    }

    @Override
    public String entityType() {
        return ENTITY_TYPE;
    }

    @Override
    public Map<String, AttributeValue> toItem(Project project) {
        Map<String, AttributeValue> item = new HashMap<>(14);
        AttributeValue partitionKey = AttributeValue.createS(ProjectKeys.partitionKey(project.workspaceId()));
        AttributeValue sortKey = AttributeValue.createS(ProjectKeys.sortKey(project.projectId()));
        item.put("EntityRef", partitionKey);
        item.put("Detail", sortKey);
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "workspaceId", project.workspaceId());
        Items.putString(item, "projectId", project.projectId());
        Items.putString(item, "name", project.name());
        Items.putEnum(item, "status", project.status());
        Items.putInstant(item, "createdAt", project.createdAt());
        return item;
    }

    @Override
    public Project fromItem(Map<String, AttributeValue> item) {
        return new Project(
                Items.getString(item, "workspaceId"),
                Items.getString(item, "projectId"),
                Items.getString(item, "name"),
                Items.getEnum(item, "status", Status.class),
                Items.getInstant(item, "createdAt"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Project project) {
        return ProjectKeys.primaryKey(project.workspaceId(), project.projectId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Project> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Project> SCHEMA = CodecTableSchema.of(INSTANCE, "EntityRef", "Detail", List.of("EntityRef", "Detail", "_type", "workspaceId", "projectId", "name", "status", "createdAt"));
    }
}
