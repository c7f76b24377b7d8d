package example.catalog;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.keys.Shards;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link Project} items of table {@code catalog}. Obtain it from {@link CatalogTable#projects()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository extends UnversionedRepository<Project, ProjectRepository.Conditions> {
    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.projects()}. */
    public ProjectRepository(TableClient table) {
        super(table, "projects", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Project} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Project> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Project: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String tenantId, String projectId) {
        return new Update(updateAt(Codec.primaryKey(tenantId, projectId)));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String tenantId, String projectId) {
        return getAt(Codec.primaryKey(tenantId, projectId), ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String tenantId, String projectId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(tenantId, projectId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, String projectId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(tenantId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId, String projectId) {
        return deleteAt(Codec.primaryKey(tenantId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId) {
        return deleteRequestAt(Codec.primaryKey(tenantId, projectId));
    }

    /**
     * Deletes the Project with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String tenantId, String projectId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(tenantId, projectId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, String projectId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(tenantId, projectId), when);
    }

    /**
     * The projects of one partition ordered by {@code status}, {@code createdAt}, then its primary key, from local index {@code LSI1}: one Query per page, {@code begins_with(LSI1SK, "PRJ#")}; {@code .descending()} for the reverse order. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}.
     * <p>Sparse: only a Project whose {@code status} or {@code createdAt} is non-null is in the index; others are not listed here.
     */
    public Listing<Project, Conditions> inTenantByStatus(String tenantId) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantRepository.Codec.partitionKey(tenantId), Codec.SORT_KEY_PREFIX),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param status the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> inTenantByStatus(String tenantId, KeyRange<String> status) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantRepository.Codec.partitionKey(tenantId), Codec.SORT_KEY_PREFIX).within(status, KeyEncoders.string("Project.status")),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /** Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments: {@code begins_with(LSI1SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, Conditions> inTenantByStatus(String tenantId, String status) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantRepository.Codec.partitionKey(tenantId), Codec.inTenantByStatusSortKeyPrefix(status)),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Like {@link #inTenantByStatus}, only the items whose {@code status} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code LSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> inTenantByStatus(String tenantId, String status,
            KeyRange<Instant> createdAt) {
        return listing("inTenantByStatus",
                    KeyCondition.onIndex(this.table, "LSI1", TenantRepository.Codec.partitionKey(tenantId), Codec.inTenantByStatusSortKeyPrefix(status)).within(createdAt, KeyEncoders.instant("Project.createdAt")),
                    Set.of("tenantId", "status", "createdAt"));
    }

    /**
     * Every Project with this {@code status}, across all partitions of the table, from index {@code GSI2}, ordered by {@code createdAt}, {@code projectId}, then its primary key ({@code .newestFirst()} for the reverse order): one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code status}, {@code createdAt}, {@code projectId} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, Conditions> byStatus(String status) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byStatusPartitionKey(status), null),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> byStatus(String status, KeyRange<Instant> createdAt) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byStatusPartitionKey(status), null).within(createdAt, KeyEncoders.instant("Project.createdAt")),
                    Set.of("status", "createdAt", "projectId"));
    }

    /** Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments: {@code begins_with(GSI2SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, Conditions> byStatus(String status, Instant createdAt) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byStatusPartitionKey(status), Codec.byStatusSortKeyPrefix(createdAt)),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Like {@link #byStatus}, only the items whose {@code createdAt} equal the arguments and whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> byStatus(String status, Instant createdAt,
            KeyRange<String> projectId) {
        return listing("byStatus",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byStatusPartitionKey(status), Codec.byStatusSortKeyPrefix(createdAt)).within(projectId, KeyEncoders.string("Project.projectId")),
                    Set.of("status", "createdAt", "projectId"));
    }

    /**
     * Every Project with this {@code region}, {@code status}, across all partitions of the table, from index {@code GSI3}, ordered by {@code priority}, {@code createdAt}, then its primary key ({@code .descending()} for the reverse order): one Query per shard per page ({@value Codec#BY_REGION_AND_STATUS_SHARDS} shards), in parallel, merged in order.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Project whose {@code region}, {@code status}, {@code priority}, {@code createdAt} are all non-null is in the index; others are not listed here.
     */
    public Listing<Project, Conditions> byRegionAndStatus(String region, String status) {
        return shardedListing("byRegionAndStatus", Codec.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", Codec.byRegionAndStatusPartitionKey(region, status, shard), null),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param priority the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> byRegionAndStatus(String region, String status,
            KeyRange<Integer> priority) {
        return shardedListing("byRegionAndStatus", Codec.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", Codec.byRegionAndStatusPartitionKey(region, status, shard), null).within(priority, KeyEncoders.integer("Project.priority")),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /** Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments: {@code begins_with(GSI3SK, …)} on their common prefix, one Query per page. */
    public Listing<Project, Conditions> byRegionAndStatus(String region, String status,
            int priority) {
        return shardedListing("byRegionAndStatus", Codec.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", Codec.byRegionAndStatusPartitionKey(region, status, shard), Codec.byRegionAndStatusSortKeyPrefix(priority)),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * Like {@link #byRegionAndStatus}, only the items whose {@code priority} equal the arguments and whose {@code createdAt} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param createdAt the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> byRegionAndStatus(String region, String status,
            int priority, KeyRange<Instant> createdAt) {
        return shardedListing("byRegionAndStatus", Codec.BY_REGION_AND_STATUS_SHARDS,
                    shard -> KeyCondition.onIndex(this.table, "GSI3", Codec.byRegionAndStatusPartitionKey(region, status, shard), Codec.byRegionAndStatusSortKeyPrefix(priority)).within(createdAt, KeyEncoders.instant("Project.createdAt")),
                    Set.of("region", "status", "priority", "createdAt"));
    }

    /**
     * The projects of one {@link Tenant}, in sort-key order: one Query per page, {@code begins_with(SK, "PRJ#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Project, Conditions> inTenant(String tenantId) {
        return listing("inTenant",
                    onTable(Codec.partitionKey(tenantId), Codec.SORT_KEY_PREFIX),
                    Set.of("tenantId", "projectId"));
    }

    /**
     * Like {@link #inTenant}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> inTenant(String tenantId, KeyRange<String> projectId) {
        return listing("inTenant",
                    onTable(Codec.partitionKey(tenantId), Codec.SORT_KEY_PREFIX).within(projectId, KeyEncoders.string("Project.projectId")),
                    Set.of("tenantId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Tenant} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Tenant; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        createUnderAt(required(project), TenantRepository.Codec.primaryKey(project.tenantId()), TenantRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        return createUnderRequestAt(required(project), TenantRepository.Codec.primaryKey(project.tenantId()), TenantRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Project}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Project, Conditions, Update> {
        /** Used by {@link ProjectRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Project> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }

        /** Sets {@code status}, {@code createdAt}, {@code region}, {@code priority} together: they are stored together in {@code LSI1SK} of index {@code LSI1} (status, createdAt), {@code GSI3PK} of index {@code GSI3} (region, status), {@code GSI3SK} of index {@code GSI3} (priority, createdAt), which an UpdateItem cannot compute from a stored attribute it is not given; to change one, pass the others' current values. It also writes the index key attributes made from them, {@code LSI1SK} (index {@code LSI1}), {@code GSI2PK} (index {@code GSI2}), {@code GSI2SK} (index {@code GSI2}), {@code GSI3PK} (index {@code GSI3}), {@code GSI3SK} (index {@code GSI3}), as put would. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update statusAndCreatedAtAndRegionAndPriority(String status, Instant createdAt,
                String region, int priority) {
            setIndexed("status", status, Encoders.STRING);
            setIndexed("createdAt", createdAt, Encoders.INSTANT);
            setIndexed("region", region, Encoders.STRING);
            setIndexed("priority", priority, Encoders.NUMBER);
            String partitionKey = this.update.key().get(CatalogTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(CatalogTable.SORT_KEY).s();
            setIndexSortKey("LSI1", Codec.inTenantByStatusIndexSortKey(partitionKey, sortKey, status, createdAt));
            setIndexPartitionKey("GSI2", Codec.byStatusIndexPartitionKey(partitionKey, sortKey, status));
            setIndexSortKey("GSI2", Codec.byStatusIndexSortKey(partitionKey, sortKey, createdAt, Codec.projectIdOf(sortKey)));
            setIndexPartitionKey("GSI3", Codec.byRegionAndStatusIndexPartitionKey(partitionKey, sortKey, region, status));
            setIndexSortKey("GSI3", Codec.byRegionAndStatusIndexSortKey(partitionKey, sortKey, priority, createdAt));
            return this;
        }
    }

    /** Conditions on a stored {@link Project}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.tenantId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(CatalogTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code tenantId} (attribute {@code tenantId}). */
        public StringCondition tenantId() {
            return new StringCondition("tenantId", Encoders.STRING);
        }

        /** Conditions on {@code projectId} (attribute {@code projectId}). */
        public StringCondition projectId() {
            return new StringCondition("projectId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }

        /** Conditions on {@code status} (attribute {@code status}). */
        public StringCondition status() {
            return new StringCondition("status", Encoders.STRING);
        }

        /** Conditions on {@code createdAt} (attribute {@code createdAt}). */
        public ValueCondition<Instant> createdAt() {
            return new ValueCondition<Instant>("createdAt", Encoders.INSTANT);
        }

        /** Conditions on {@code region} (attribute {@code region}). */
        public StringCondition region() {
            return new StringCondition("region", Encoders.STRING);
        }

        /** Conditions on {@code priority} (attribute {@code priority}). */
        public OrderedCondition<Integer> priority() {
            return new OrderedCondition<Integer>("priority", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link Project} records to items of table {@code catalog} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Project} items: the parent's partition key, sort key {@code PRJ#<projectId>}.
     */
    public static final class Codec extends EntityCodec<Project> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Project";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "PRJ";

        /** What every Project sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        /** Shards of each partition of index {@code GSI3}: part of the key format. */
        public static final int BY_REGION_AND_STATUS_SHARDS = 3;

        private Codec() {
            super(Project.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Project project) {
            Map<String, AttributeValue> item = new HashMap<>(16);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(project.tenantId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(project.projectId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.inTenantByStatusIndexKey(partitionKey.s(), sortKey.s(), project.status(), project.createdAt()));
            item.putAll(Codec.byStatusIndexKey(partitionKey.s(), sortKey.s(), project.status(), project.createdAt(), project.projectId()));
            item.putAll(Codec.byRegionAndStatusIndexKey(partitionKey.s(), sortKey.s(), project.region(), project.status(), project.priority(), project.createdAt()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "tenantId", project.tenantId());
            Items.putString(item, "projectId", project.projectId());
            Items.putString(item, "name", project.name());
            Items.putString(item, "status", project.status());
            Items.putInstant(item, "createdAt", project.createdAt());
            Items.putString(item, "region", project.region());
            Items.putInt(item, "priority", project.priority());
            return item;
        }

        @Override
        public Project fromItem(Map<String, AttributeValue> item) {
            return new Project(
                    Items.getString(item, "tenantId"),
                    Items.getString(item, "projectId"),
                    Items.getString(item, "name"),
                    Items.getString(item, "status"),
                    Items.getInstant(item, "createdAt"),
                    Items.getString(item, "region"),
                    Items.getInt(item, "priority"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Project project) {
            return Codec.primaryKey(project.tenantId(), project.projectId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Project> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "LSI1SK", "GSI2PK", "GSI2SK", "GSI3PK", "GSI3SK", "tenantId", "projectId", "name", "status", "createdAt", "region", "priority"));
        }

        /** The partition key: the parent {@link Tenant}'s. */
        public static String partitionKey(String tenantId) {
            return TenantRepository.Codec.partitionKey(tenantId);
        }

        /**
         * The sort key {@code PRJ#<projectId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String projectId) {
            return KeyCodec.checkSortKey("Project sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.projectId", projectId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String tenantId, String projectId) {
            return PrimaryKeys.of(CatalogTable.PARTITION_KEY, partitionKey(tenantId), CatalogTable.SORT_KEY, sortKey(projectId));
        }

        /** The {@code tenantId} encoded in a partition key. */
        public static String tenantIdOf(String partitionKey) {
            return TenantRepository.Codec.tenantIdOf(partitionKey);
        }

        /**
         * The {@code projectId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String projectIdOf(String sortKey) {
            return KeyCodec.decodeString("Project.projectId", KeyCodec.split("Project sort key", sortKey, PREFIX, 1).get(0));
        }

        /** The sort key components in local index {@code LSI1}: {@code PRJ#<status#createdAt>}; the stored sort key continues with the item's primary key. */
        public static String inTenantByStatusSortKey(String status, Instant createdAt) {
            return KeyCodec.checkSortKey("Project LSI1 sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status), KeyCodec.encodeInstant("Project.createdAt", createdAt)));
        }

        /**
         * What the sort keys in index {@code LSI1} begin with whose leading components equal these: the scope of a range on {@code createdAt}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
         */
        public static String inTenantByStatusSortKeyPrefix(String status) {
            return KeyCodec.checkSortKey("Project LSI1 sort key prefix", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status)) + KeyCodec.SEPARATOR);
        }

        /**
         * The value of index {@code LSI1}'s sort key attribute {@code LSI1SK} for an item: its components, then the item's primary key; null when {@code status} or {@code createdAt} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String inTenantByStatusIndexSortKey(String partitionKey, String sortKey,
                String status, Instant createdAt) {
            if (status == null || createdAt == null) {
                return null;
            }
            return IndexSortKeys.of("Project LSI1 sort key", inTenantByStatusSortKey(status, createdAt), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in local index {@code LSI1}: {@code LSI1SK}.
         * DynamoDB puts an item in the index only when it has it: with {@code status} or {@code createdAt} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> inTenantByStatusIndexKey(String partitionKey,
                String sortKey, String status, Instant createdAt) {
            return CatalogTable.DEFINITION.requireIndex("LSI1").key(inTenantByStatusIndexSortKey(partitionKey, sortKey, status, createdAt));
        }

        /** The partition key in index {@code GSI2}: {@code PRJ#<status>}. */
        public static String byStatusPartitionKey(String status) {
            return KeyCodec.checkPartitionKey("Project GSI2 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.status", status)));
        }

        /** The sort key components in index {@code GSI2}: {@code <createdAt#projectId>}; the stored sort key continues with the item's primary key. */
        public static String byStatusSortKey(Instant createdAt, String projectId) {
            return KeyCodec.checkSortKey("Project GSI2 sort key", KeyCodec.join(null, KeyCodec.encodeInstant("Project.createdAt", createdAt), KeyCodec.encodeString("Project.projectId", projectId)));
        }

        /**
         * What the sort keys in index {@code GSI2} begin with whose leading components equal these: the scope of a range on {@code projectId}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
         */
        public static String byStatusSortKeyPrefix(Instant createdAt) {
            return KeyCodec.checkSortKey("Project GSI2 sort key prefix", KeyCodec.join(null, KeyCodec.encodeInstant("Project.createdAt", createdAt)) + KeyCodec.SEPARATOR);
        }

        /**
         * The value of index {@code GSI2}'s partition key attribute {@code GSI2PK} for an item; null when {@code status} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String byStatusIndexPartitionKey(String partitionKey, String sortKey,
                String status) {
            if (status == null) {
                return null;
            }
            return byStatusPartitionKey(status);
        }

        /**
         * The value of index {@code GSI2}'s sort key attribute {@code GSI2SK} for an item: its components, then the item's primary key; null when {@code createdAt} or {@code projectId} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byStatusIndexSortKey(String partitionKey, String sortKey,
                Instant createdAt, String projectId) {
            if (createdAt == null || projectId == null) {
                return null;
            }
            return IndexSortKeys.of("Project GSI2 sort key", byStatusSortKey(createdAt, projectId), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI2}: {@code GSI2PK}, {@code GSI2SK}, each written when its own components are non-null ({@link #byStatusIndexPartitionKey}, {@link #byStatusIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code status} or {@code createdAt} or {@code projectId} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byStatusIndexKey(String partitionKey,
                String sortKey, String status, Instant createdAt, String projectId) {
            return CatalogTable.DEFINITION.requireIndex("GSI2").key(
                    byStatusIndexPartitionKey(partitionKey, sortKey, status),
                    byStatusIndexSortKey(partitionKey, sortKey, createdAt, projectId));
        }

        /** The partition key in index {@code GSI3}: {@code PRJ#<region#status>}. */
        public static String byRegionAndStatusPartitionKey(String region, String status) {
            return KeyCodec.checkPartitionKey("Project GSI3 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.region", region), KeyCodec.encodeString("Project.status", status)));
        }

        /** One shard of a partition of index {@code GSI3}: {@code PRJ#<region#status>#<shard>}. */
        public static String byRegionAndStatusPartitionKey(String region, String status,
                int shard) {
            return Shards.partitionKey(byRegionAndStatusPartitionKey(region, status), shard, BY_REGION_AND_STATUS_SHARDS);
        }

        /** The sort key components in index {@code GSI3}: {@code <priority#createdAt>}; the stored sort key continues with the item's primary key. */
        public static String byRegionAndStatusSortKey(int priority, Instant createdAt) {
            return KeyCodec.checkSortKey("Project GSI3 sort key", KeyCodec.join(null, KeyCodec.encodeInt("Project.priority", priority), KeyCodec.encodeInstant("Project.createdAt", createdAt)));
        }

        /**
         * What the sort keys in index {@code GSI3} begin with whose leading components equal these: the scope of a range on {@code createdAt}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the prefix is over 1024 bytes
         */
        public static String byRegionAndStatusSortKeyPrefix(int priority) {
            return KeyCodec.checkSortKey("Project GSI3 sort key prefix", KeyCodec.join(null, KeyCodec.encodeInt("Project.priority", priority)) + KeyCodec.SEPARATOR);
        }

        /**
         * The value of index {@code GSI3}'s partition key attribute {@code GSI3PK} for an item; null when {@code region} or {@code status} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key, which with its sort key picks the shard
         * @param sortKey the item's sort key
         */
        public static String byRegionAndStatusIndexPartitionKey(String partitionKey, String sortKey,
                String region, String status) {
            if (region == null || status == null) {
                return null;
            }
            return byRegionAndStatusPartitionKey(region, status, Shards.ofItem(partitionKey, sortKey, BY_REGION_AND_STATUS_SHARDS));
        }

        /**
         * The value of index {@code GSI3}'s sort key attribute {@code GSI3SK} for an item: its components, then the item's primary key; null when {@code createdAt} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byRegionAndStatusIndexSortKey(String partitionKey, String sortKey,
                int priority, Instant createdAt) {
            if (createdAt == null) {
                return null;
            }
            return IndexSortKeys.of("Project GSI3 sort key", byRegionAndStatusSortKey(priority, createdAt), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI3}: {@code GSI3PK}, {@code GSI3SK}, each written when its own components are non-null ({@link #byRegionAndStatusIndexPartitionKey}, {@link #byRegionAndStatusIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code region} or {@code status} or {@code createdAt} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key, which with its sort key picks the shard
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byRegionAndStatusIndexKey(String partitionKey,
                String sortKey, String region, String status, int priority, Instant createdAt) {
            return CatalogTable.DEFINITION.requireIndex("GSI3").key(
                    byRegionAndStatusIndexPartitionKey(partitionKey, sortKey, region, status),
                    byRegionAndStatusIndexSortKey(partitionKey, sortKey, priority, createdAt));
        }
    }
}
