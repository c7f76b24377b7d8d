package example.catalog;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.time.Instant;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Project} items of table {@code catalog}. Obtain it from {@link CatalogTable#projects()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository extends UnversionedRepository<Project, ProjectConditions> {
    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.projects()}. */
    public ProjectRepository(TableClient table) {
        super(table, "projects", ProjectCodec.INSTANCE, ProjectConditions.INSTANCE, ProjectConditions::of);
    }

    /** A partial update of the stored Project: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ProjectUpdate update(String tenantId, String projectId) {
        return new ProjectUpdate(updateAt(ProjectKeys.primaryKey(tenantId, projectId)));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String tenantId, String projectId) {
        return getAt(ProjectKeys.primaryKey(tenantId, projectId), ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String tenantId, String projectId, ReadConsistency consistency) {
        return getAt(ProjectKeys.primaryKey(tenantId, projectId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, String projectId,
            ReadConsistency consistency) {
        return getRequestAt(ProjectKeys.primaryKey(tenantId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId, String projectId) {
        return deleteAt(ProjectKeys.primaryKey(tenantId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId) {
        return deleteRequestAt(ProjectKeys.primaryKey(tenantId, projectId));
    }

    /**
     * Deletes the Project with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return deleteAt(ProjectKeys.primaryKey(tenantId, projectId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        return deleteRequestAt(ProjectKeys.primaryKey(tenantId, projectId), when);
    }

    /**
     * The projects of one partition ordered by {@code status}, {@code createdAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "PRJ#")}. Strong consistency is available with {@code .consistentRead()}.
     * <p>Sparse: only a Project whose {@code status} or {@code createdAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantKeys.partitionKey(tenantId), ProjectKeys.SORT_KEY_PREFIX),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param status the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId,
            KeyRange<String> status) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantKeys.partitionKey(tenantId), ProjectKeys.SORT_KEY_PREFIX).within(status, value -> KeyCodec.encodeString("Project.status", value)),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /** Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments: {@code begins_with(LSI1SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId, String status) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantKeys.partitionKey(tenantId), ProjectKeys.inTenantByStatusSortKeyPrefix(status)),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenantByStatus(String tenantId, String status,
            KeyRange<Instant> createdAt) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantKeys.partitionKey(tenantId), ProjectKeys.inTenantByStatusSortKeyPrefix(status)).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Every Project with this {@code status}, across all partitions of the table, from index {@code GSI2}, ordered by {@code createdAt}, {@code projectId}, then its primary key: one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code status}, {@code createdAt}, {@code projectId} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> byStatus(String status) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", ProjectKeys.byStatusPartitionKey(status), null),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byStatus(String status,
            KeyRange<Instant> createdAt) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", ProjectKeys.byStatusPartitionKey(status), null).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)),
                    Set.of("status", "createdAt", "projectId"));
    }

    /** Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments: {@code begins_with(GSI2SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> byStatus(String status, Instant createdAt) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", ProjectKeys.byStatusPartitionKey(status), ProjectKeys.byStatusSortKeyPrefix(createdAt)),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments and whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byStatus(String status, Instant createdAt,
            KeyRange<String> projectId) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", ProjectKeys.byStatusPartitionKey(status), ProjectKeys.byStatusSortKeyPrefix(createdAt)).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Every Project with this {@code region}, {@code status}, across all partitions of the table, from index {@code GSI3}, ordered by {@code priority}, {@code createdAt}, then its primary key: one Query per shard per page ({@value ProjectKeys#BY_REGION_AND_STATUS_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code region}, {@code status}, {@code priority}, {@code createdAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status) {
        return shardedListing("byRegionAndStatus", ProjectKeys.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), null),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param priority the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            KeyRange<Integer> priority) {
        return shardedListing("byRegionAndStatus", ProjectKeys.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), null).within(priority, value -> KeyCodec.encodeInt("Project.priority", value)),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /** Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments: {@code begins_with(GSI3SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            int priority) {
        return shardedListing("byRegionAndStatus", ProjectKeys.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), ProjectKeys.byRegionAndStatusSortKeyPrefix(priority)),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> byRegionAndStatus(String region, String status,
            int priority, KeyRange<Instant> createdAt) {
        return shardedListing("byRegionAndStatus", ProjectKeys.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", ProjectKeys.byRegionAndStatusPartitionKey(region, status, shard), ProjectKeys.byRegionAndStatusSortKeyPrefix(priority)).within(createdAt, value -> KeyCodec.encodeInstant("Project.createdAt", value)),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * The projects of one {@link Tenant}, in sort-key order: one Query per page, {@code begins_with(SK, "PRJ#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Project, ProjectConditions> inTenant(String tenantId) {
        return listing("inTenant",
                    onTable(ProjectKeys.partitionKey(tenantId), ProjectKeys.SORT_KEY_PREFIX),
                    Set.of("tenantId", "projectId"));
    }

    /**
     * Like {@link #inTenant}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, ProjectConditions> inTenant(String tenantId,
            KeyRange<String> projectId) {
        return listing("inTenant",
                    onTable(ProjectKeys.partitionKey(tenantId), ProjectKeys.SORT_KEY_PREFIX).within(projectId, value -> KeyCodec.encodeString("Project.projectId", value)),
                    Set.of("tenantId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Tenant} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Tenant; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        createUnderAt(required(project), TenantKeys.primaryKey(project.tenantId()), TenantCodec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        return createUnderRequestAt(required(project), TenantKeys.primaryKey(project.tenantId()), TenantCodec.INSTANCE);
    }
}
