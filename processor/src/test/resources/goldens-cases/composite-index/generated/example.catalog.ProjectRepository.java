package example.catalog;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.transaction.CreateUnder;
import java.time.Instant;
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

/** Typed access to {@link Project} items of table {@code catalog}. Obtain it from {@link CatalogTable#projects()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository {
    private final TableClient table;

    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.projects()}. */
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
    public ProjectUpdate update(String tenantId, String projectId) {
        return new ProjectUpdate(new Update<>(this.table, "projects.update", ProjectKeys.primaryKey(tenantId, projectId), ProjectCodec.INSTANCE));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String tenantId, String projectId) {
        return get(tenantId, projectId, ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String tenantId, String projectId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("projects.get", getRequest(tenantId, projectId, consistency)))
                    .map(this.table.decoder("projects.get", ProjectCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, String projectId,
            ReadConsistency consistency) {
        return this.table.getItemRequest(ProjectKeys.primaryKey(tenantId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId, String projectId) {
        return this.table.deleteItem("projects.delete", deleteRequest(tenantId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId) {
        return this.table.deleteItemRequest(ProjectKeys.primaryKey(tenantId, projectId));
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
    public boolean delete(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return this.table.deleteItem("projects.delete", deleteRequest(tenantId, projectId, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(tenantId, projectId), ProjectConditions.of(when));
    }

    /**
     * The projects of one partition ordered by {@code status}, {@code createdAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "PRJ#")}. Strong consistency is available with {@code .consistentRead()}.
     * <p>Sparse: only a Project whose {@code status} or {@code createdAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId) {
        return Listing.of(this.table, "projects.inTenantByStatus", new KeyCondition("LSI1", this.table.partitionKeyName(), TenantKeys.partitionKey(tenantId), "LSI1SK",
                        ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")),
                    this.table.decoder("projects.inTenantByStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param status the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId,
            KeyRange<String> status) {
        return Listing.of(this.table, "projects.inTenantByStatus", new KeyCondition("LSI1", this.table.partitionKeyName(), TenantKeys.partitionKey(tenantId), "LSI1SK",
                        ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")).within(status, value -> KeyCodec.encodeString("Project.status", value)),
                    this.table.decoder("projects.inTenantByStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "status", "createdAt"));
    }

    /** Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments: {@code begins_with(LSI1SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId, String status) {
        return Listing.of(this.table, "projects.inTenantByStatus", new KeyCondition("LSI1", this.table.partitionKeyName(), TenantKeys.partitionKey(tenantId), "LSI1SK",
                        ProjectKeys.inTenantByStatusSortKeyPrefix(status), List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")),
                    this.table.decoder("projects.inTenantByStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId, String status,
            KeyRange<Instant> createdAt) {
        return Listing.of(this.table, "projects.inTenantByStatus", new KeyCondition("LSI1", this.table.partitionKeyName(), TenantKeys.partitionKey(tenantId), "LSI1SK",
                        ProjectKeys.inTenantByStatusSortKeyPrefix(status), List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "LSI1SK")).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)),
                    this.table.decoder("projects.inTenantByStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Every Project with this {@code status}, across all partitions of the table, from index {@code GSI2}, ordered by {@code createdAt}, {@code projectId}, then its primary key: one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code status}, {@code createdAt}, {@code projectId} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> byStatus(String status) {
        return Listing.of(this.table, "projects.byStatus", new KeyCondition("GSI2", "GSI2PK", ProjectKeys.byStatusPartitionKey(status), "GSI2SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")),
                    this.table.decoder("projects.byStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byStatus(String status,
            KeyRange<Instant> createdAt) {
        return Listing.of(this.table, "projects.byStatus", new KeyCondition("GSI2", "GSI2PK", ProjectKeys.byStatusPartitionKey(status), "GSI2SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)),
                    this.table.decoder("projects.byStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("status", "createdAt", "projectId"));
    }

    /** Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments: {@code begins_with(GSI2SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> byStatus(String status, Instant createdAt) {
        return Listing.of(this.table, "projects.byStatus", new KeyCondition("GSI2", "GSI2PK", ProjectKeys.byStatusPartitionKey(status), "GSI2SK", ProjectKeys.byStatusSortKeyPrefix(createdAt),
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")),
                    this.table.decoder("projects.byStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments and whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byStatus(String status, Instant createdAt,
            KeyRange<String> projectId) {
        return Listing.of(this.table, "projects.byStatus", new KeyCondition("GSI2", "GSI2PK", ProjectKeys.byStatusPartitionKey(status), "GSI2SK", ProjectKeys.byStatusSortKeyPrefix(createdAt),
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)),
                    this.table.decoder("projects.byStatus", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Every Project with this {@code region}, {@code status}, across all partitions of the table, from index {@code GSI3}, ordered by {@code priority}, {@code createdAt}, then its primary key: one Query per shard per page ({@value ProjectKeys#BY_REGION_AND_STATUS_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code region}, {@code status}, {@code priority}, {@code createdAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status) {
        List<KeyCondition> shards = new ArrayList<>(ProjectKeys.BY_REGION_AND_STATUS_SHARDS);
        for (int shard = 0; shard < ProjectKeys.BY_REGION_AND_STATUS_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI3", "GSI3PK", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), "GSI3SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI3PK", "GSI3SK")));
        }
        return Listing.sharded(this.table, "projects.byRegionAndStatus", shards, this.table.decoder("projects.byRegionAndStatus", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param priority the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            KeyRange<Integer> priority) {
        List<KeyCondition> shards = new ArrayList<>(ProjectKeys.BY_REGION_AND_STATUS_SHARDS);
        for (int shard = 0; shard < ProjectKeys.BY_REGION_AND_STATUS_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI3", "GSI3PK", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), "GSI3SK", null,
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI3PK", "GSI3SK")).within(priority, value -> KeyCodec.encodeInt("Project.priority", value)));
        }
        return Listing.sharded(this.table, "projects.byRegionAndStatus", shards, this.table.decoder("projects.byRegionAndStatus", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("region", "status", "priority", "createdAt"));
    }

    /** Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments: {@code begins_with(GSI3SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            int priority) {
        List<KeyCondition> shards = new ArrayList<>(ProjectKeys.BY_REGION_AND_STATUS_SHARDS);
        for (int shard = 0; shard < ProjectKeys.BY_REGION_AND_STATUS_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI3", "GSI3PK", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), "GSI3SK", ProjectKeys.byRegionAndStatusSortKeyPrefix(priority),
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI3PK", "GSI3SK")));
        }
        return Listing.sharded(this.table, "projects.byRegionAndStatus", shards, this.table.decoder("projects.byRegionAndStatus", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            int priority, KeyRange<Instant> createdAt) {
        List<KeyCondition> shards = new ArrayList<>(ProjectKeys.BY_REGION_AND_STATUS_SHARDS);
        for (int shard = 0; shard < ProjectKeys.BY_REGION_AND_STATUS_SHARDS; shard++) {
            shards.add(new KeyCondition("GSI3", "GSI3PK", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), "GSI3SK", ProjectKeys.byRegionAndStatusSortKeyPrefix(priority),
                        List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI3PK", "GSI3SK")).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)));
        }
        return Listing.sharded(this.table, "projects.byRegionAndStatus", shards, this.table.decoder("projects.byRegionAndStatus", ProjectCodec.INSTANCE),
                    ProjectConditions.INSTANCE, Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * The projects of one {@link Tenant}, in sort-key order: one Query per page, {@code begins_with(SK, "PRJ#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Project, ProjectConditions> inTenant(String tenantId) {
        return Listing.of(this.table, "projects.inTenant", new KeyCondition(null, this.table.partitionKeyName(), ProjectKeys.partitionKey(tenantId),
                        this.table.sortKeyName(), ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("projects.inTenant", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "projectId"));
    }

    /**
     * Like {@link #inTenant}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenant(String tenantId,
            KeyRange<String> projectId) {
        return Listing.of(this.table, "projects.inTenant", new KeyCondition(null, this.table.partitionKeyName(), ProjectKeys.partitionKey(tenantId),
                        this.table.sortKeyName(), ProjectKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)),
                    this.table.decoder("projects.inTenant", ProjectCodec.INSTANCE), ProjectConditions.INSTANCE, Set.of("tenantId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Tenant} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Tenant; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        Objects.requireNonNull(project, "project");
        CreateUnder.execute(this.table, "projects.createUnder", createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE, TenantKeys.primaryKey(project.tenantId()), TenantCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        Objects.requireNonNull(project, "project");
        return CreateUnder.transaction(this.table, "projects.createUnder", createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE, TenantKeys.primaryKey(project.tenantId()), TenantCodec.INSTANCE).toRequest();
    }
}
