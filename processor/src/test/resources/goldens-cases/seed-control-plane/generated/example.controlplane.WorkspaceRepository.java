package example.controlplane;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Workspace} items of table {@code control-plane}. Obtain it from {@link ControlPlaneTable#workspaces()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceRepository extends UnversionedRepository<Workspace, WorkspaceConditions> {
    /** Used by {@link ControlPlaneTable}; prefer {@code ControlPlaneTable.workspaces()}. */
    public WorkspaceRepository(TableClient table) {
        super(table, "workspaces", WorkspaceCodec.INSTANCE, WorkspaceConditions.INSTANCE, WorkspaceConditions::of);
    }

    /** A partial update of the stored Workspace: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public WorkspaceUpdate update(String workspaceId) {
        return new WorkspaceUpdate(updateAt(WorkspaceKeys.primaryKey(workspaceId)));
    }

    /** The Workspace with this key, if any. One GetItem, eventually consistent. */
    public Optional<Workspace> get(String workspaceId) {
        return getAt(WorkspaceKeys.primaryKey(workspaceId), ReadConsistency.EVENTUAL);
    }

    /** The Workspace with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Workspace> get(String workspaceId, ReadConsistency consistency) {
        return getAt(WorkspaceKeys.primaryKey(workspaceId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, ReadConsistency consistency) {
        return getRequestAt(WorkspaceKeys.primaryKey(workspaceId), consistency);
    }

    /** Deletes the Workspace with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId) {
        return deleteAt(WorkspaceKeys.primaryKey(workspaceId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId) {
        return deleteRequestAt(WorkspaceKeys.primaryKey(workspaceId));
    }

    /**
     * Deletes the Workspace with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, Function<WorkspaceConditions, Condition> when) {
        return deleteAt(WorkspaceKeys.primaryKey(workspaceId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId,
            Function<WorkspaceConditions, Condition> when) {
        return deleteRequestAt(WorkspaceKeys.primaryKey(workspaceId), when);
    }

    /**
     * The Workspace and its projects from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Workspace itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WorkspaceWithProjects> getWithProjects(String workspaceId) {
        return getWithProjects(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithProjects}, read as {@code consistency} says. */
    public Optional<WorkspaceWithProjects> getWithProjects(String workspaceId,
            ReadConsistency consistency) {
        return readCollection("getWithProjects", workspaceId, consistency)
                    .map(loaded -> new WorkspaceWithProjects(loaded.workspace(), loaded.projects()));
    }

    /** The Query {@link #getWithProjects} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithProjectsRequest(String workspaceId, ReadConsistency consistency) {
        return getWithChildrenRequest(workspaceId, consistency);
    }

    /** The Workspace and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Workspace itself does not exist. */
    public Optional<WorkspaceWithChildren> getWithChildren(String workspaceId) {
        return getWithChildren(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WorkspaceWithChildren> getWithChildren(String workspaceId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", workspaceId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<WorkspaceWithChildren> readCollection(String method, String workspaceId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(workspaceId, consistency)), ProjectCodec.INSTANCE)
                    .map(loaded -> new WorkspaceWithChildren(loaded.owner(), loaded.of(ProjectCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String workspaceId, ReadConsistency consistency) {
        return queryRequest(onTable(WorkspaceKeys.partitionKey(workspaceId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String workspaceId) {
        return deleteWithCollection(workspaceId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Workspace and its whole item collection: every item stored under its partition key ({@link Project}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Workspace's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Workspace in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String workspaceId,
            RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "workspaces.deleteWithCollection", WorkspaceKeys.primaryKey(workspaceId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String workspaceId) {
        return CollectionDelete.firstQuery(this.table, WorkspaceKeys.primaryKey(workspaceId));
    }
}
