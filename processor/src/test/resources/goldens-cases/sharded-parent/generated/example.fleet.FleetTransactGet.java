package example.fleet;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

/**
 * Keys to read from table {@code fleet} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetTransactGet {
    private final ReadTransaction transaction;

    /**
     * Used by {@link FleetTable#transactGet()}.
     */
    public FleetTransactGet(TableClient table) {
        this.transaction = new ReadTransaction(table, "transactGet");
    }

    /**
     * Adds the key of one {@link Workspace}.
     */
    public FleetTransactGet workspace(String workspaceId) {
        this.transaction.get(WorkspaceKeys.primaryKey(workspaceId), WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * Adds the key of one {@link Project}.
     */
    public FleetTransactGet project(String workspaceId, String projectId) {
        this.transaction.get(ProjectKeys.primaryKey(workspaceId, projectId), ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * The TransactGetItems {@link #execute()} sends, without sending it.
     */
    public TransactGetItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactGetItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Reads every key added: one TransactGetItems. The items found, grouped by entity, in the order their keys were added.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled the read (a conflicting write transaction, say)
     */
    public FleetBatchGetResult execute() {
        List<Object> found = this.transaction.execute();
        return new FleetBatchGetResult(ReadTransaction.ofType(found, Workspace.class), ReadTransaction.ofType(found, Project.class));
    }
}
