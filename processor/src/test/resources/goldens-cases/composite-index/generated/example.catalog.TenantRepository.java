package example.catalog;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Tenant} items of table {@code catalog}. Obtain it from {@link CatalogTable#tenants()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantRepository extends UnversionedRepository<Tenant, TenantRepository.Conditions> {
    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.tenants()}. */
    public TenantRepository(TableClient table) {
        super(table, "tenants", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Tenant} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Tenant> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Tenant: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String tenantId) {
        return new Update(updateAt(Codec.primaryKey(tenantId)));
    }

    /** The Tenant with this key, if any. One GetItem, eventually consistent. */
    public Optional<Tenant> get(String tenantId) {
        return getAt(Codec.primaryKey(tenantId), ReadConsistency.EVENTUAL);
    }

    /** The Tenant with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Tenant> get(String tenantId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(tenantId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(tenantId), consistency);
    }

    /** Deletes the Tenant with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId) {
        return deleteAt(Codec.primaryKey(tenantId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId) {
        return deleteRequestAt(Codec.primaryKey(tenantId));
    }

    /**
     * Deletes the Tenant with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String tenantId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(tenantId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(tenantId), when);
    }

    /**
     * The Tenant and its projects from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Tenant itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithProjects> getWithProjects(String tenantId) {
        return getWithProjects(tenantId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithProjects}, read as {@code consistency} says. */
    public Optional<WithProjects> getWithProjects(String tenantId, ReadConsistency consistency) {
        var loaded = readCollection("getWithProjects", tenantId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithProjects(loaded.owner(), loaded.of(ProjectRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithProjects} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithProjectsRequest(String tenantId, ReadConsistency consistency) {
        return getWithChildrenRequest(tenantId, consistency);
    }

    /** The Tenant and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Tenant itself does not exist. */
    public Optional<WithChildren> getWithChildren(String tenantId) {
        return getWithChildren(tenantId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String tenantId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", tenantId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(ProjectRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Tenant> readCollection(String method, String tenantId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(tenantId, consistency)), ProjectRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String tenantId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(tenantId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String tenantId) {
        return deleteWithCollection(tenantId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Tenant and its whole item collection: every item stored under its partition key ({@link Project}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Tenant's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Tenant in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String tenantId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "tenants.deleteWithCollection", Codec.primaryKey(tenantId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String tenantId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(tenantId));
    }

    /** A partial update of one stored {@link Tenant}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Tenant, Conditions, Update> {
        /** Used by {@link TenantRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Tenant> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Tenant}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.tenantId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Tenant} and its projects, read from its item collection in one Query. */
    public static final class WithProjects extends ParentWithChildren<Tenant> {
        public WithProjects(Tenant tenant, List<Project> projects) {
            super(tenant, RecordsByType.of(Project.class, projects));
        }

        public Tenant tenant() {
            return parent;
        }

        /** The projects, in ascending sort-key order. */
        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /** A {@link Tenant} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Tenant> {
        WithChildren(Tenant tenant, List<Project> projects) {
            super(tenant, RecordsByType.of(Project.class, projects));
        }

        public Tenant tenant() {
            return parent;
        }

        /** The projects, in ascending sort-key order. */
        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /**
     * Converts {@link Tenant} records to items of table {@code catalog} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Tenant} items: partition key {@code TEN#<tenantId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Tenant> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Tenant";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "TEN";

        /** Sort key of the Tenant's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Tenant.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Tenant tenant) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(tenant.tenantId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "tenantId", tenant.tenantId());
            Items.putString(item, "name", tenant.name());
            return item;
        }

        @Override
        public Tenant fromItem(Map<String, AttributeValue> item) {
            return new Tenant(
                    Items.getString(item, "tenantId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Tenant tenant) {
            return Codec.primaryKey(tenant.tenantId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Tenant> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "tenantId", "name"));
        }

        /**
         * The partition key {@code TEN#<tenantId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String tenantId) {
            return KeyCodec.checkPartitionKey("Tenant partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Tenant.tenantId", tenantId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String tenantId) {
            return PrimaryKeys.of(CatalogTable.PARTITION_KEY, partitionKey(tenantId), CatalogTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code tenantId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String tenantIdOf(String partitionKey) {
            return KeyCodec.decodeString("Tenant.tenantId", KeyCodec.split("Tenant partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
