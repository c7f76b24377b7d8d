package example.catalog;

import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Converts {@link Project} records to items of table {@code catalog} and back, without reflection. */
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
        Map<String, AttributeValue> item = new HashMap<>(16);
        AttributeValue partitionKey = AttributeValue.createS(ProjectKeys.partitionKey(project.tenantId()));
        AttributeValue sortKey = AttributeValue.createS(ProjectKeys.sortKey(project.projectId()));
        item.put("PK", partitionKey);
        item.put("SK", sortKey);
        item.putAll(ProjectKeys.inTenantByStatusIndexKey(partitionKey.s(), sortKey.s(), project.status(), project.createdAt()));
        item.putAll(ProjectKeys.byStatusIndexKey(partitionKey.s(), sortKey.s(), project.status(), project.createdAt(), project.projectId()));
        item.putAll(ProjectKeys.byRegionAndStatusIndexKey(partitionKey.s(), sortKey.s(), project.region(), project.status(), project.priority(), project.createdAt()));
        item.put("_type", ENTITY_TYPE_VALUE);
        Items.putString(item, "tenantId", project.tenantId());
        Items.putString(item, "projectId", project.projectId());
        Items.putString(item, "name", project.name());
        Items.putString(item, "status", project.status());
        Items.putInstant(item, "createdAt", project.createdAt());
        Items.putString(item, "region", project.region());
        Items.putInt(item, "priority", project.priority());
        return item;
    }

    @Override
    public Project fromItem(Map<String, AttributeValue> item) {
        return new Project(
                Items.getString(item, "tenantId"),
                Items.getString(item, "projectId"),
                Items.getString(item, "name"),
                Items.getString(item, "status"),
                Items.getInstant(item, "createdAt"),
                Items.getString(item, "region"),
                Items.getInt(item, "priority"));
    }

    @Override
    public Map<String, AttributeValue> primaryKey(Project project) {
        return ProjectKeys.primaryKey(project.tenantId(), project.projectId());
    }

    /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use. Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
    public static TableSchema<Project> tableSchema() {
        return TableSchemaHolder.SCHEMA;
    }

    private static final class TableSchemaHolder {
        static final TableSchema<Project> SCHEMA = CodecTableSchema.of(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "LSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "tenantId", "projectId", "name", "status", "createdAt", "region", "priority"));
    }
}
