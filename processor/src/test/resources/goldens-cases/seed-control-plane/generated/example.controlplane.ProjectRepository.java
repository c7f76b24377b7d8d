package example.controlplane;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
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
 * Typed access to {@link Project} items of table {@code control-plane}. Obtain it from {@link ControlPlaneTable#projects()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProjectRepository extends UnversionedRepository<Project, ProjectRepository.Conditions> {
    /** Used by {@link ControlPlaneTable}; prefer {@code ControlPlaneTable.projects()}. */
    public ProjectRepository(TableClient table) {
        super(table, "projects", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Project} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Project> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Project: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String workspaceId, String projectId) {
        return new Update(updateAt(Codec.primaryKey(workspaceId, projectId)));
    }

    /** The Project with this key, if any. One GetItem, eventually consistent. */
    public Optional<Project> get(String workspaceId, String projectId) {
        return getAt(Codec.primaryKey(workspaceId, projectId), ReadConsistency.EVENTUAL);
    }

    /** The Project with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Project> get(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return getAt(Codec.primaryKey(workspaceId, projectId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String workspaceId, String projectId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(workspaceId, projectId), consistency);
    }

    /** Deletes the Project with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String workspaceId, String projectId) {
        return deleteAt(Codec.primaryKey(workspaceId, projectId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId) {
        return deleteRequestAt(Codec.primaryKey(workspaceId, projectId));
    }

    /**
     * Deletes the Project with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String workspaceId, String projectId,
            Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(workspaceId, projectId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String workspaceId, String projectId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(workspaceId, projectId), when);
    }

    /**
     * The projects of one {@link Workspace}, in sort-key order: one Query per page, {@code begins_with(Detail, "PROJ#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Project, Conditions> inWorkspace(String workspaceId) {
        return listing("inWorkspace",
                    onTable(Codec.partitionKey(workspaceId), Codec.SORT_KEY_PREFIX),
                    Set.of("workspaceId", "projectId"));
    }

    /**
     * Like {@link #inWorkspace}, only the items whose {@code projectId} is in the given range, in key order: the range is the Query's key condition on {@code Detail} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param projectId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Project, Conditions> inWorkspace(String workspaceId,
            KeyRange<String> projectId) {
        return listing("inWorkspace",
                    onTable(Codec.partitionKey(workspaceId), Codec.SORT_KEY_PREFIX).within(projectId, KeyEncoders.string("Project.projectId")),
                    Set.of("workspaceId", "projectId"));
    }

    /**
     * {@link #create} only if its {@link Workspace} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Workspace; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Project project) {
        createUnderAt(required(project), WorkspaceRepository.Codec.primaryKey(project.workspaceId()), WorkspaceRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Project project) {
        return createUnderRequestAt(required(project), WorkspaceRepository.Codec.primaryKey(project.workspaceId()), WorkspaceRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Project}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Project, Conditions, Update> {
        /** Used by {@link ProjectRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Project> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }

        /** Sets {@code status} (attribute {@code status}). */
        public Update status(Status status) {
            return set("status", status, Encoders.ENUM_NAME);
        }

        /** Sets {@code createdAt} (attribute {@code createdAt}). */
        public Update createdAt(Instant createdAt) {
            return set("createdAt", createdAt, Encoders.INSTANT);
        }
    }

    /** Conditions on a stored {@link Project}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.workspaceId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(ControlPlaneTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code workspaceId} (attribute {@code workspaceId}). */
        public StringCondition workspaceId() {
            return new StringCondition("workspaceId", Encoders.STRING);
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
        public ValueCondition<Status> status() {
            return new ValueCondition<Status>("status", Encoders.ENUM_NAME);
        }

        /** Conditions on {@code createdAt} (attribute {@code createdAt}). */
        public ValueCondition<Instant> createdAt() {
            return new ValueCondition<Instant>("createdAt", Encoders.INSTANT);
        }
    }

    /**
     * Converts {@link Project} records to items of table {@code control-plane} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Project} items: the parent's partition key, sort key {@code PROJ#<projectId>}.
     */
    public static final class Codec extends EntityCodec<Project> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Project";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "PROJ";

        /** What every Project sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Project.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Project project) {
            Map<String, AttributeValue> item = new HashMap<>(14);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(project.workspaceId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(project.projectId()));
            item.put("EntityRef", partitionKey);
            item.put("Detail", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "workspaceId", project.workspaceId());
            Items.putString(item, "projectId", project.projectId());
            Items.putString(item, "name", project.name());
            Items.putEnum(item, "status", project.status());
            Items.putInstant(item, "createdAt", project.createdAt());
            return item;
        }

        @Override
        public Project fromItem(Map<String, AttributeValue> item) {
            return new Project(
                    Items.getString(item, "workspaceId"),
                    Items.getString(item, "projectId"),
                    Items.getString(item, "name"),
                    Items.getEnum(item, "status", Status.class),
                    Items.getInstant(item, "createdAt"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Project project) {
            return Codec.primaryKey(project.workspaceId(), project.projectId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Project> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "EntityRef", "Detail", List.of("EntityRef", "Detail", "_type", "workspaceId", "projectId", "name", "status", "createdAt"));
        }

        /** The partition key: the parent {@link Workspace}'s. */
        public static String partitionKey(String workspaceId) {
            return WorkspaceRepository.Codec.partitionKey(workspaceId);
        }

        /**
         * The sort key {@code PROJ#<projectId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String projectId) {
            return KeyCodec.checkSortKey("Project sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Project.projectId", projectId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String workspaceId, String projectId) {
            return PrimaryKeys.of(ControlPlaneTable.PARTITION_KEY, partitionKey(workspaceId), ControlPlaneTable.SORT_KEY, sortKey(projectId));
        }

        /** The {@code workspaceId} encoded in a partition key. */
        public static String workspaceIdOf(String partitionKey) {
            return WorkspaceRepository.Codec.workspaceIdOf(partitionKey);
        }

        /**
         * The {@code projectId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String projectIdOf(String sortKey) {
            return KeyCodec.decodeString("Project.projectId", KeyCodec.split("Project sort key", sortKey, PREFIX, 1).get(0));
        }
    }
}
