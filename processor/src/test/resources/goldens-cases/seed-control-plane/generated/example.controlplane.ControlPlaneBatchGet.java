package example.controlplane;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code control-plane} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ControlPlaneBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public ControlPlaneBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Workspace}.
     */
    public ControlPlaneBatchGet workspace(String workspaceId) {
        this.keys.add(WorkspaceKeys.primaryKey(workspaceId));
        return this;
    }

    /**
     * Adds the key of one {@link Project}.
     */
    public ControlPlaneBatchGet project(String workspaceId, String projectId) {
        this.keys.add(ProjectKeys.primaryKey(workspaceId, projectId));
        return this;
    }

    public ControlPlaneBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public ControlPlaneBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public ControlPlaneBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Workspace> workspaces = new ArrayList<>();
        List<Project> projects = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (WorkspaceCodec.ENTITY_TYPE.equals(type)) {
                workspaces.add(table.decode("batchGet", WorkspaceCodec.INSTANCE, item));
            } else if (ProjectCodec.ENTITY_TYPE.equals(type)) {
                projects.add(table.decode("batchGet", ProjectCodec.INSTANCE, item));
            }
        }
        return new ControlPlaneBatchGetResult(workspaces, projects);
    }
}
