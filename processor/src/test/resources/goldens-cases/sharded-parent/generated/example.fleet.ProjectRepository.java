package example.fleet;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.transaction.CreateUnder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** Typed access to {@link Project} items of table {@code fleet}. Obtain it from {@link FleetTable#projects()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository {
    private final TableClient table;

    /** Used by {@link FleetTable}; prefer {@code FleetTable.projects()}. */
    public ProjectRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Project, replacing any item at its key. One PutItem. */
    public void put(Project project) {
        this.table.putItem("projects.put", putRequest(project));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Project project) {
        return this.table.putItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project")));
    }

    /**
     * Replaces the stored Project only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Project project) {
        this.table.replaceItem("projects.update", this.table.replaceItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project"))));
    }

    /**
     * Writes the Project only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Project project) {
        this.table.putItem("projects.create", createRequest(project));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Project project) {
        return this.table.createItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project")));
    }

    /** A partial update of the stored Project: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ProjectUpdate update(String workspaceId, String projectId) {
        return new ProjectUpdate(new Update<>(this.table, "projects.update", ProjectKeys.primaryKey(workspaceId, projectId), ProjectCodec.INSTANCE));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String workspaceId, String projectId) {
        return get(workspaceId, projectId, ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("projects.get", getRequest(workspaceId, projectId, consistency)))
                    .map(this.table.decoder("projects.get", ProjectCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return this.table.getItemRequest(ProjectKeys.primaryKey(workspaceId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId, String projectId) {
        return this.table.deleteItem("projects.delete", deleteRequest(workspaceId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId) {
        return this.table.deleteItemRequest(ProjectKeys.primaryKey(workspaceId, projectId));
    }

    /**
     * {@link #update(Project)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Project project, Function<ProjectConditions, Condition> when) {
        this.table.putItem("projects.update", updateRequest(project, when), TableClient.OwnChecks.PRESENT, ProjectCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Project, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Project project,
            Function<ProjectConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project"))), ProjectConditions.of(when));
    }

    /**
     * {@link #put(Project)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Project project, Function<ProjectConditions, Condition> when) {
        this.table.putItem("projects.put", putRequest(project, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Project, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Project project, Function<ProjectConditions, Condition> when) {
        return this.table.withCondition(putRequest(project), ProjectConditions.of(when));
    }

    /**
     * {@link #create(Project)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Project project, Function<ProjectConditions, Condition> when) {
        this.table.putItem("projects.create", createRequest(project, when), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Project, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Project project,
            Function<ProjectConditions, Condition> when) {
        return this.table.withCondition(createRequest(project), ProjectConditions.of(when));
    }

    /**
     * Deletes the Project with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return this.table.deleteItem("projects.delete", deleteRequest(workspaceId, projectId, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(workspaceId, projectId), ProjectConditions.of(when));
    }

    /**
     * The projects of one {@link Workspace}, in sort-key order: one Query per page, {@code begins_with(Detail, "PROJ#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     * <p>The Workspace's children are spread over {@value WorkspaceKeys#SHARDS} shards: each page sends one Query per shard, in parallel, merged in sort-key order.
     */
    public Listing<Project, ProjectConditions> inWorkspace(String workspaceId) {
        List<KeyCondition> shards = new ArrayList<>(WorkspaceKeys.SHARDS);
        for (int shard = 0; shard < WorkspaceKeys.SHARDS; shard++) {
            shards.add(new KeyCondition(null, this.table.partitionKeyName(), WorkspaceKeys.shardPartitionKey(workspaceId, shard),
                        this.table.sortKeyName(), ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())));
        }
        return Listing.sharded(this.table, "projects.inWorkspace", shards, this.table.decoder("projects.inWorkspace", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("workspaceId", "projectId"));
    }

    /**
     * Like {@link #inWorkspace}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code Detail} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inWorkspace(String workspaceId,
            KeyRange<String> projectId) {
        List<KeyCondition> shards = new ArrayList<>(WorkspaceKeys.SHARDS);
        for (int shard = 0; shard < WorkspaceKeys.SHARDS; shard++) {
            shards.add(new KeyCondition(null, this.table.partitionKeyName(), WorkspaceKeys.shardPartitionKey(workspaceId, shard),
                        this.table.sortKeyName(), ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)));
        }
        return Listing.sharded(this.table, "projects.inWorkspace", shards, this.table.decoder("projects.inWorkspace", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("workspaceId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Workspace} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Workspace; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        Objects.requireNonNull(project, "project");
        CreateUnder.execute(this.table, "projects.createUnder", createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE, WorkspaceKeys.primaryKey(project.workspaceId()), WorkspaceCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        Objects.requireNonNull(project, "project");
        return CreateUnder.transaction(this.table, "projects.createUnder", createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE, WorkspaceKeys.primaryKey(project.workspaceId()), WorkspaceCodec.INSTANCE).toRequest();
    }
}
