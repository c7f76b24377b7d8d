package example.fleet;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Workspace} items of table {@code fleet}. Obtain it from {@link FleetTable#workspaces()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceRepository {
    private final TableClient table;

    /** Used by {@link FleetTable}; prefer {@code FleetTable.workspaces()}. */
    public WorkspaceRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Workspace, replacing any item at its key. One PutItem. */
    public void put(Workspace workspace) {
        this.table.putItem("workspaces.put", putRequest(workspace));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Workspace workspace) {
        return this.table.putItemRequest(WorkspaceCodec.INSTANCE.toItem(Objects.requireNonNull(workspace, "workspace")));
    }

    /**
     * Replaces the stored Workspace only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Workspace workspace) {
        this.table.replaceItem("workspaces.update", this.table.replaceItemRequest(WorkspaceCodec.INSTANCE.toItem(Objects.requireNonNull(workspace, "workspace"))));
    }

    /**
     * Writes the Workspace only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Workspace workspace) {
        this.table.putItem("workspaces.create", createRequest(workspace));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Workspace workspace) {
        return this.table.createItemRequest(WorkspaceCodec.INSTANCE.toItem(Objects.requireNonNull(workspace, "workspace")));
    }

    /** A partial update of the stored Workspace: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public WorkspaceUpdate update(String workspaceId) {
        return new WorkspaceUpdate(new Update<>(this.table, "workspaces.update", WorkspaceKeys.primaryKey(workspaceId), WorkspaceCodec.INSTANCE));
    }

    /** The Workspace with this key, if any. One GetItem, eventually consistent. */
    public Optional<Workspace> get(String workspaceId) {
        return get(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** The Workspace with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Workspace> get(String workspaceId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("workspaces.get", getRequest(workspaceId, consistency)))
                    .map(this.table.decoder("workspaces.get", WorkspaceCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, ReadConsistency consistency) {
        return this.table.getItemRequest(WorkspaceKeys.primaryKey(workspaceId), consistency);
    }

    /** Deletes the Workspace with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId) {
        return this.table.deleteItem("workspaces.delete", deleteRequest(workspaceId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId) {
        return this.table.deleteItemRequest(WorkspaceKeys.primaryKey(workspaceId));
    }

    /**
     * {@link #update(Workspace)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Workspace workspace, Function<WorkspaceConditions, Condition> when) {
        this.table.putItem("workspaces.update", updateRequest(workspace, when), TableClient.OwnChecks.PRESENT, WorkspaceCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Workspace, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(WorkspaceCodec.INSTANCE.toItem(Objects.requireNonNull(workspace, "workspace"))), WorkspaceConditions.of(when));
    }

    /**
     * {@link #put(Workspace)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Workspace workspace, Function<WorkspaceConditions, Condition> when) {
        this.table.putItem("workspaces.put", putRequest(workspace, when), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Workspace, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        return this.table.withCondition(putRequest(workspace), WorkspaceConditions.of(when));
    }

    /**
     * {@link #create(Workspace)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Workspace workspace, Function<WorkspaceConditions, Condition> when) {
        this.table.putItem("workspaces.create", createRequest(workspace, when), TableClient.OwnChecks.ABSENT, WorkspaceCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Workspace, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Workspace workspace,
            Function<WorkspaceConditions, Condition> when) {
        return this.table.withCondition(createRequest(workspace), WorkspaceConditions.of(when));
    }

    /**
     * Deletes the Workspace with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, Function<WorkspaceConditions, Condition> when) {
        return this.table.deleteItem("workspaces.delete", deleteRequest(workspaceId, when), TableClient.OwnChecks.NONE, WorkspaceCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId,
            Function<WorkspaceConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(workspaceId), WorkspaceConditions.of(when));
    }

    /**
     * The Workspace and its projects from its item collection: 1 + 10 Queries (its own partition and each shard), sent in parallel, split by the {@code _type} attribute. Empty when the Workspace itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WorkspaceWithProjects> getWithProjects(String workspaceId) {
        return getWithProjects(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithProjects}, read as {@code consistency} says. */
    public Optional<WorkspaceWithProjects> getWithProjects(String workspaceId,
            ReadConsistency consistency) {
        return readCollection("workspaces.getWithProjects", workspaceId, consistency)
                    .map(loaded -> new WorkspaceWithProjects(loaded.workspace(), loaded.projects()));
    }

    /** The Query {@link #getWithProjects} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithProjectsRequest(String workspaceId, ReadConsistency consistency) {
        return getWithChildrenRequest(workspaceId, consistency);
    }

    /** The Workspace and everything from its item collection: 1 + 10 Queries (its own partition and each shard), sent in parallel, split by the {@code _type} attribute. Empty when the Workspace itself does not exist. */
    public Optional<WorkspaceWithChildren> getWithChildren(String workspaceId) {
        return getWithChildren(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WorkspaceWithChildren> getWithChildren(String workspaceId,
            ReadConsistency consistency) {
        return readCollection("workspaces.getWithChildren", workspaceId, consistency);
    }

    /** The item collection, read once and split by type; {@code operation} names the load in requests and errors. */
    private Optional<WorkspaceWithChildren> readCollection(String operation, String workspaceId,
            ReadConsistency consistency) {
        List<QueryRequest> requests = new ArrayList<>();
        requests.add(getWithChildrenRequest(workspaceId, consistency));
        for (int shard = 0; shard < WorkspaceKeys.SHARDS; shard++) {
            requests.add(new KeyCondition(null, this.table.partitionKeyName(), WorkspaceKeys.shardPartitionKey(workspaceId, shard),
                        this.table.sortKeyName(), null, List.of()).toRequest(this.table.tableName()).consistentRead(consistency.strong()).build());
        }
        Workspace workspace = null;
        List<Project> projects = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.sortedBySortKey(this.table.queryAllInParallel(operation, requests))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (WorkspaceCodec.ENTITY_TYPE.equals(type)) {
                workspace = this.table.decode(operation, WorkspaceCodec.INSTANCE, item);
            } else if (ProjectCodec.ENTITY_TYPE.equals(type)) {
                projects.add(this.table.decode(operation, ProjectCodec.INSTANCE, item));
            }
        }
        return workspace == null ? Optional.empty() : Optional.of(new WorkspaceWithChildren(workspace, projects));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String workspaceId, ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), WorkspaceKeys.partitionKey(workspaceId), this.table.sortKeyName(), null, List.of())
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String workspaceId) {
        return deleteWithCollection(workspaceId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Workspace and its whole item collection: every item stored under its partition key ({@link Project}, and any other) and under each of its 10 shard partition keys. Sends keys-only Queries, one per 1 MB page of each partition (11 when each holds less), then BatchWriteItem deletes in 25s; the Workspace's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Workspace in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String workspaceId,
            RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "workspaces.deleteWithCollection", WorkspaceKeys.primaryKey(workspaceId), WorkspaceKeys.SHARDS, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String workspaceId) {
        return CollectionDelete.firstQuery(this.table, WorkspaceKeys.primaryKey(workspaceId));
    }
}
