package example.league;

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
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
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
 * Typed access to {@link Team} items of table {@code league}. Obtain it from {@link LeagueTable#teams()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TeamRepository extends UnversionedRepository<Team, TeamRepository.Conditions> {
    /** Used by {@link LeagueTable}; prefer {@code LeagueTable.teams()}. */
    public TeamRepository(TableClient table) {
        super(table, "teams", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Team} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Team> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Team: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String teamId) {
        return new Update(updateAt(Codec.primaryKey(teamId)));
    }

    /** The Team with this key, if any. One GetItem, eventually consistent. */
    public Optional<Team> get(String teamId) {
        return getAt(Codec.primaryKey(teamId), ReadConsistency.EVENTUAL);
    }

    /** The Team with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Team> get(String teamId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(teamId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String teamId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(teamId), consistency);
    }

    /** Deletes the Team with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String teamId) {
        return deleteAt(Codec.primaryKey(teamId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String teamId) {
        return deleteRequestAt(Codec.primaryKey(teamId));
    }

    /**
     * Deletes the Team with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String teamId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(teamId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String teamId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(teamId), when);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String teamId) {
        return deleteWithCollection(teamId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Team and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Team's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Team in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String teamId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "teams.deleteWithCollection", Codec.primaryKey(teamId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String teamId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(teamId));
    }

    /** A partial update of one stored {@link Team}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Team, Conditions, Update> {
        /** Used by {@link TeamRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Team> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code city} (attribute {@code city}). */
        public Update city(String city) {
            return set("city", city, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Team}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.teamId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(LeagueTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code teamId} (attribute {@code teamId}). */
        public StringCondition teamId() {
            return new StringCondition("teamId", Encoders.STRING);
        }

        /** Conditions on {@code city} (attribute {@code city}). */
        public StringCondition city() {
            return new StringCondition("city", Encoders.STRING);
        }
    }

    /**
     * Converts {@link Team} records to items of table {@code league} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Team} items: partition key {@code TEAM#<teamId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Team> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Team";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "TEAM";

        /** Sort key of the Team's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Team.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Team team) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(team.teamId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            // Listed from index GSI3 under its own key, with the edges pointing at it.
            item.put("GSI3PK", partitionKey);
            item.put("GSI3SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "teamId", team.teamId());
            Items.putString(item, "city", team.city());
            return item;
        }

        @Override
        public Team fromItem(Map<String, AttributeValue> item) {
            return new Team(
                    Items.getString(item, "teamId"),
                    Items.getString(item, "city"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Team team) {
            return Codec.primaryKey(team.teamId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Team> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI3PK", "GSI3SK", "teamId", "city"));
        }

        /**
         * The partition key {@code TEAM#<teamId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String teamId) {
            return KeyCodec.checkPartitionKey("Team partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Team.teamId", teamId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String teamId) {
            return PrimaryKeys.of(LeagueTable.PARTITION_KEY, partitionKey(teamId), LeagueTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code teamId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String teamIdOf(String partitionKey) {
            return KeyCodec.decodeString("Team.teamId", KeyCodec.split("Team partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
