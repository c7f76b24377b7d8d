package example.fleet;

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
import io.partitura.runtime.keys.Shards;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.ArrayList;
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
 * Typed access to {@link Workspace} items of table {@code fleet}. Obtain it from {@link FleetTable#workspaces()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class WorkspaceRepository extends UnversionedRepository<Workspace, WorkspaceRepository.Conditions> {
    /** Used by {@link FleetTable}; prefer {@code FleetTable.workspaces()}. */
    public WorkspaceRepository(TableClient table) {
        super(table, "workspaces", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Workspace} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Workspace> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Workspace: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String workspaceId) {
        return new Update(updateAt(Codec.primaryKey(workspaceId)));
    }

    /** The Workspace with this key, if any. One GetItem, eventually consistent. */
    public Optional<Workspace> get(String workspaceId) {
        return getAt(Codec.primaryKey(workspaceId), ReadConsistency.EVENTUAL);
    }

    /** The Workspace with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Workspace> get(String workspaceId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(workspaceId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(workspaceId), consistency);
    }

    /** Deletes the Workspace with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId) {
        return deleteAt(Codec.primaryKey(workspaceId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId) {
        return deleteRequestAt(Codec.primaryKey(workspaceId));
    }

    /**
     * Deletes the Workspace with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(workspaceId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(workspaceId), when);
    }

    /**
     * The Workspace and its projects from its item collection: 1 + 10 Queries (its own partition and each shard), sent in parallel, split by the {@code _type} attribute. Empty when the Workspace itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithProjects> getWithProjects(String workspaceId) {
        return getWithProjects(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithProjects}, read as {@code consistency} says. */
    public Optional<WithProjects> getWithProjects(String workspaceId, ReadConsistency consistency) {
        var loaded = readCollection("getWithProjects", workspaceId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithProjects(loaded.owner(), loaded.of(ProjectRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithProjects} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithProjectsRequest(String workspaceId, ReadConsistency consistency) {
        return getWithChildrenRequest(workspaceId, consistency);
    }

    /** The Workspace and everything from its item collection: 1 + 10 Queries (its own partition and each shard), sent in parallel, split by the {@code _type} attribute. Empty when the Workspace itself does not exist. */
    public Optional<WithChildren> getWithChildren(String workspaceId) {
        return getWithChildren(workspaceId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String workspaceId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", workspaceId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(ProjectRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Workspace> readCollection(String method, String workspaceId,
            ReadConsistency consistency) {
        List<QueryRequest> requests = new ArrayList<>();
        requests.add(getWithChildrenRequest(workspaceId, consistency));
        for (int shard = 0; shard < Codec.SHARDS; shard++) {
            requests.add(queryRequest(onTable(Codec.shardPartitionKey(workspaceId, shard), null), consistency));
        }
        return loadCollection(method, requests, ProjectRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String workspaceId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(workspaceId), null), consistency);
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
        return CollectionDelete.run(this.table, "workspaces.deleteWithCollection", Codec.primaryKey(workspaceId), Codec.SHARDS, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String workspaceId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(workspaceId));
    }

    /** A partial update of one stored {@link Workspace}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Workspace, Conditions, Update> {
        /** Used by {@link WorkspaceRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Workspace> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Workspace}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.workspaceId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(FleetTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code workspaceId} (attribute {@code workspaceId}). */
        public StringCondition workspaceId() {
            return new StringCondition("workspaceId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Workspace} and its projects, read from its item collection in one Query. */
    public static final class WithProjects extends ParentWithChildren<Workspace> {
        public WithProjects(Workspace workspace, List<Project> projects) {
            super(workspace, RecordsByType.of(Project.class, projects));
        }

        public Workspace workspace() {
            return parent;
        }

        /** The projects, in ascending sort-key order. */
        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /** A {@link Workspace} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Workspace> {
        WithChildren(Workspace workspace, List<Project> projects) {
            super(workspace, RecordsByType.of(Project.class, projects));
        }

        public Workspace workspace() {
            return parent;
        }

        /** The projects, in ascending sort-key order. */
        public List<Project> projects() {
            return records(Project.class);
        }
    }

    /**
     * Converts {@link Workspace} records to items of table {@code fleet} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Workspace} items: partition key {@code WS#<workspaceId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Workspace> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Workspace";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "WS";

        /** Sort key of the Workspace's own item in its item collection. */
        public static final String SORT_KEY = "META";

        /** Write shards of the item collection: part of the key format (changing it needs a migration). */
        public static final int SHARDS = 10;

        private Codec() {
            super(Workspace.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Workspace workspace) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(workspace.workspaceId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("EntityRef", partitionKey);
            item.put("Detail", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "workspaceId", workspace.workspaceId());
            Items.putString(item, "name", workspace.name());
            return item;
        }

        @Override
        public Workspace fromItem(Map<String, AttributeValue> item) {
            return new Workspace(
                    Items.getString(item, "workspaceId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Workspace workspace) {
            return Codec.primaryKey(workspace.workspaceId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Workspace> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "EntityRef", "Detail", List.of("EntityRef", "Detail", "_type", "workspaceId", "name"));
        }

        /**
         * The partition key {@code WS#<workspaceId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String workspaceId) {
            return KeyCodec.checkPartitionKey("Workspace partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Workspace.workspaceId", workspaceId)));
        }

        /** The partition key of one shard of the children: {@code WS#<workspaceId>#<shard>}. The Workspace's own item stays at the unsharded key. */
        public static String shardPartitionKey(String workspaceId, int shard) {
            return Shards.partitionKey(partitionKey(workspaceId), shard, SHARDS);
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String workspaceId) {
            return PrimaryKeys.of(FleetTable.PARTITION_KEY, partitionKey(workspaceId), FleetTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code workspaceId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String workspaceIdOf(String partitionKey) {
            return KeyCodec.decodeString("Workspace.workspaceId", KeyCodec.split("Workspace partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
