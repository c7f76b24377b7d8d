package example.fleet;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code fleet} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class FleetTransaction {
    private final FleetTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link FleetTable#transaction()}.
     */
    public FleetTransaction(FleetTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link WorkspaceRepository#create(Workspace)} as an action of this transaction.
     */
    public FleetTransaction create(Workspace workspace) {
        this.transaction.put("create", this.db.workspaces().createRequest(workspace), TableClient.OwnChecks.ABSENT, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#put(Workspace)} as an action of this transaction.
     */
    public FleetTransaction put(Workspace workspace) {
        this.transaction.put("put", this.db.workspaces().putRequest(workspace), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#update(Workspace)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public FleetTransaction replace(Workspace workspace) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(WorkspaceCodec.INSTANCE.toItem(Objects.requireNonNull(workspace, "workspace"))), TableClient.OwnChecks.PRESENT, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#create(Workspace, Function)} as an action of this transaction.
     */
    public FleetTransaction create(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        this.transaction.put("create", this.db.workspaces().createRequest(workspace, when), TableClient.OwnChecks.ABSENT, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#put(Workspace, Function)} as an action of this transaction.
     */
    public FleetTransaction put(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        this.transaction.put("put", this.db.workspaces().putRequest(workspace, when), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#update(Workspace, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public FleetTransaction replace(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        this.transaction.put("replace", this.db.workspaces().updateRequest(workspace, when), TableClient.OwnChecks.PRESENT, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#create(Project)} as an action of this transaction.
     */
    public FleetTransaction create(Project project) {
        this.transaction.put("create", this.db.projects().createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#put(Project)} as an action of this transaction.
     */
    public FleetTransaction put(Project project) {
        this.transaction.put("put", this.db.projects().putRequest(project), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#update(Project)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public FleetTransaction replace(Project project) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project"))), TableClient.OwnChecks.PRESENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#create(Project, Function)} as an action of this transaction.
     */
    public FleetTransaction create(Project project, Function<ProjectConditions, Condition> when) {
        this.transaction.put("create", this.db.projects().createRequest(project, when), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#put(Project, Function)} as an action of this transaction.
     */
    public FleetTransaction put(Project project, Function<ProjectConditions, Condition> when) {
        this.transaction.put("put", this.db.projects().putRequest(project, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#update(Project, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public FleetTransaction replace(Project project, Function<ProjectConditions, Condition> when) {
        this.transaction.put("replace", this.db.projects().updateRequest(project, when), TableClient.OwnChecks.PRESENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Workspace} as an action: {@code changes} sets components (and {@code when}) as on {@link WorkspaceRepository#update}; only if the item exists.
     */
    public FleetTransaction updateWorkspace(String workspaceId, Consumer<WorkspaceUpdate> changes) {
        Update<Workspace> update = new Update<>(this.db.tableClient(), "transaction", WorkspaceKeys.primaryKey(workspaceId), WorkspaceCodec.INSTANCE);
        changes.accept(new WorkspaceUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link WorkspaceRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public FleetTransaction deleteWorkspace(String workspaceId) {
        this.transaction.delete(this.db.workspaces().deleteRequest(workspaceId), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * {@link WorkspaceRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public FleetTransaction deleteWorkspace(String workspaceId,
            Function<WorkspaceConditions, Condition> when) {
        this.transaction.delete(this.db.workspaces().deleteRequest(workspaceId, when), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Workspace} at this key meets {@code when}; it writes nothing.
     */
    public FleetTransaction checkWorkspace(String workspaceId,
            Function<WorkspaceConditions, Condition> when) {
        this.transaction.conditionCheck(WorkspaceKeys.primaryKey(workspaceId), WorkspaceConditions.of(when), WorkspaceCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Project} as an action: {@code changes} sets components (and {@code when}) as on {@link ProjectRepository#update}; only if the item exists.
     */
    public FleetTransaction updateProject(String workspaceId, String projectId,
            Consumer<ProjectUpdate> changes) {
        Update<Project> update = new Update<>(this.db.tableClient(), "transaction", ProjectKeys.primaryKey(workspaceId, projectId), ProjectCodec.INSTANCE);
        changes.accept(new ProjectUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link ProjectRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public FleetTransaction deleteProject(String workspaceId, String projectId) {
        this.transaction.delete(this.db.projects().deleteRequest(workspaceId, projectId), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public FleetTransaction deleteProject(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        this.transaction.delete(this.db.projects().deleteRequest(workspaceId, projectId, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Project} at this key meets {@code when}; it writes nothing.
     */
    public FleetTransaction checkProject(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        this.transaction.conditionCheck(ProjectKeys.primaryKey(workspaceId, projectId), ProjectConditions.of(when), ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public FleetTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
