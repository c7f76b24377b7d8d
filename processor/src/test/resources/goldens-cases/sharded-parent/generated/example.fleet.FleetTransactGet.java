package example.fleet;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code fleet} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetTransactGet extends TableTransactGet<FleetTransactGet, FleetBatchGetResult> {
    /** Used by {@link FleetTable#transactGet()}. */
    public FleetTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Workspace}. */
    public FleetTransactGet workspace(String workspaceId) {
        return addGet(WorkspaceKeys.primaryKey(workspaceId), WorkspaceCodec.INSTANCE);
    }

    /** Adds the key of one {@link Project}. */
    public FleetTransactGet project(String workspaceId, String projectId) {
        return addGet(ProjectKeys.primaryKey(workspaceId, projectId), ProjectCodec.INSTANCE);
    }

    @Override
    protected FleetBatchGetResult byEntity(List<Object> found) {
        return new FleetBatchGetResult(ReadTransaction.ofType(found, Workspace.class), ReadTransaction.ofType(found, Project.class));
    }
}
