package example.controlplane;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code control-plane} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ControlPlaneTransaction extends TableTransaction<ControlPlaneTransaction> {
    private final ControlPlaneTable db;

    /** Used by {@link ControlPlaneTable#transaction()}. */
    public ControlPlaneTransaction(ControlPlaneTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link ControlPlaneTable#transaction(String)}. */
    public ControlPlaneTransaction(ControlPlaneTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link WorkspaceRepository#create(Workspace)} as an action of this transaction. */
    public ControlPlaneTransaction create(Workspace workspace) {
        return addCreate(this.db.workspaces().createRequest(workspace), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#put(Workspace)} as an action of this transaction. */
    public ControlPlaneTransaction put(Workspace workspace) {
        return addPut(this.db.workspaces().putRequest(workspace), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#update(Workspace)} as an action of this transaction: replaces the stored item only if it exists. */
    public ControlPlaneTransaction replace(Workspace workspace) {
        return addReplace(workspace, WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#create(Workspace, Function)} as an action of this transaction. */
    public ControlPlaneTransaction create(Workspace workspace,
            Function<WorkspaceRepository.Conditions, Condition> when) {
        return addCreate(this.db.workspaces().createRequest(workspace, when), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#put(Workspace, Function)} as an action of this transaction. */
    public ControlPlaneTransaction put(Workspace workspace,
            Function<WorkspaceRepository.Conditions, Condition> when) {
        return addPut(this.db.workspaces().putRequest(workspace, when), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#update(Workspace, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public ControlPlaneTransaction replace(Workspace workspace,
            Function<WorkspaceRepository.Conditions, Condition> when) {
        return addReplace(this.db.workspaces().updateRequest(workspace, when), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#create(Project)} as an action of this transaction. */
    public ControlPlaneTransaction create(Project project) {
        return addCreate(this.db.projects().createRequest(project), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#put(Project)} as an action of this transaction. */
    public ControlPlaneTransaction put(Project project) {
        return addPut(this.db.projects().putRequest(project), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#update(Project)} as an action of this transaction: replaces the stored item only if it exists. */
    public ControlPlaneTransaction replace(Project project) {
        return addReplace(project, ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#create(Project, Function)} as an action of this transaction. */
    public ControlPlaneTransaction create(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addCreate(this.db.projects().createRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#put(Project, Function)} as an action of this transaction. */
    public ControlPlaneTransaction put(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addPut(this.db.projects().putRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#update(Project, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public ControlPlaneTransaction replace(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addReplace(this.db.projects().updateRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Workspace} as an action: {@code changes} sets components (and {@code when}) as on {@link WorkspaceRepository#update}; only if the item exists. */
    public ControlPlaneTransaction updateWorkspace(String workspaceId,
            Consumer<WorkspaceRepository.Update> changes) {
        var update = newUpdate(WorkspaceRepository.Codec.primaryKey(workspaceId), WorkspaceRepository.Codec.INSTANCE);
        changes.accept(new WorkspaceRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link WorkspaceRepository#delete} of this key as an action: deletes the item if there is one. */
    public ControlPlaneTransaction deleteWorkspace(String workspaceId) {
        return addDelete(this.db.workspaces().deleteRequest(workspaceId), WorkspaceRepository.Codec.INSTANCE);
    }

    /** {@link WorkspaceRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public ControlPlaneTransaction deleteWorkspace(String workspaceId,
            Function<WorkspaceRepository.Conditions, Condition> when) {
        return addDelete(this.db.workspaces().deleteRequest(workspaceId, when), WorkspaceRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Workspace} at this key meets {@code when}; it writes nothing. */
    public ControlPlaneTransaction checkWorkspace(String workspaceId,
            Function<WorkspaceRepository.Conditions, Condition> when) {
        return addCheck(WorkspaceRepository.Codec.primaryKey(workspaceId), WorkspaceRepository.Conditions.of(when), WorkspaceRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Project} as an action: {@code changes} sets components (and {@code when}) as on {@link ProjectRepository#update}; only if the item exists. */
    public ControlPlaneTransaction updateProject(String workspaceId, String projectId,
            Consumer<ProjectRepository.Update> changes) {
        var update = newUpdate(ProjectRepository.Codec.primaryKey(workspaceId, projectId), ProjectRepository.Codec.INSTANCE);
        changes.accept(new ProjectRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ProjectRepository#delete} of this key as an action: deletes the item if there is one. */
    public ControlPlaneTransaction deleteProject(String workspaceId, String projectId) {
        return addDelete(this.db.projects().deleteRequest(workspaceId, projectId), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public ControlPlaneTransaction deleteProject(String workspaceId, String projectId,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addDelete(this.db.projects().deleteRequest(workspaceId, projectId, when), ProjectRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Project} at this key meets {@code when}; it writes nothing. */
    public ControlPlaneTransaction checkProject(String workspaceId, String projectId,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addCheck(ProjectRepository.Codec.primaryKey(workspaceId, projectId), ProjectRepository.Conditions.of(when), ProjectRepository.Codec.INSTANCE);
    }
}
