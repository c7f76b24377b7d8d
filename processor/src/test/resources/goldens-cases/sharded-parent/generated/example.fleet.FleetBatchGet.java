package example.fleet;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code fleet} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetBatchGet extends TypedBatchGet<FleetBatchGet> {
    public FleetBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Workspace}. */
    public FleetBatchGet workspace(String workspaceId) {
        return add(WorkspaceKeys.primaryKey(workspaceId));
    }

    /** Adds the key of one {@link Project}. */
    public FleetBatchGet project(String workspaceId, String projectId) {
        return add(ProjectKeys.primaryKey(workspaceId, projectId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public FleetBatchGetResult execute() {
        RecordsByType found = read(WorkspaceCodec.INSTANCE, ProjectCodec.INSTANCE);
        return new FleetBatchGetResult(found.records(Workspace.class), found.records(Project.class));
    }
}
