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
 * Typed access to {@link Player} items of table {@code league}. Obtain it from {@link LeagueTable#players()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PlayerRepository extends UnversionedRepository<Player, PlayerRepository.Conditions> {
    /** Used by {@link LeagueTable}; prefer {@code LeagueTable.players()}. */
    public PlayerRepository(TableClient table) {
        super(table, "players", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Player} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Player> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Player: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String playerId) {
        return new Update(updateAt(Codec.primaryKey(playerId)));
    }

    /** The Player with this key, if any. One GetItem, eventually consistent. */
    public Optional<Player> get(String playerId) {
        return getAt(Codec.primaryKey(playerId), ReadConsistency.EVENTUAL);
    }

    /** The Player with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Player> get(String playerId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(playerId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String playerId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(playerId), consistency);
    }

    /** Deletes the Player with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String playerId) {
        return deleteAt(Codec.primaryKey(playerId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String playerId) {
        return deleteRequestAt(Codec.primaryKey(playerId));
    }

    /**
     * Deletes the Player with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String playerId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(playerId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String playerId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(playerId), when);
    }

    /**
     * The Player and its contracts from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Player itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithContracts> getWithContracts(String playerId) {
        return getWithContracts(playerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithContracts}, read as {@code consistency} says. */
    public Optional<WithContracts> getWithContracts(String playerId, ReadConsistency consistency) {
        var loaded = readCollection("getWithContracts", playerId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithContracts(loaded.owner(), loaded.of(ContractRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithContracts} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithContractsRequest(String playerId, ReadConsistency consistency) {
        return getWithChildrenRequest(playerId, consistency);
    }

    /** The Player and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Player itself does not exist. */
    public Optional<WithChildren> getWithChildren(String playerId) {
        return getWithChildren(playerId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String playerId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", playerId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(ContractRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Player> readCollection(String method, String playerId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(playerId, consistency)), ContractRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String playerId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(playerId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String playerId) {
        return deleteWithCollection(playerId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Player and its whole item collection: every item stored under its partition key ({@link Contract}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Player's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Player in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String playerId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "players.deleteWithCollection", Codec.primaryKey(playerId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String playerId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(playerId));
    }

    /** A partial update of one stored {@link Player}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Player, Conditions, Update> {
        /** Used by {@link PlayerRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Player> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Player}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.playerId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(LeagueTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code playerId} (attribute {@code playerId}). */
        public StringCondition playerId() {
            return new StringCondition("playerId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Player} and its contracts, read from its item collection in one Query. */
    public static final class WithContracts extends ParentWithChildren<Player> {
        public WithContracts(Player player, List<Contract> contracts) {
            super(player, RecordsByType.of(Contract.class, contracts));
        }

        public Player player() {
            return parent;
        }

        /** The contracts, in ascending sort-key order. */
        public List<Contract> contracts() {
            return records(Contract.class);
        }
    }

    /** A {@link Player} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Player> {
        WithChildren(Player player, List<Contract> contracts) {
            super(player, RecordsByType.of(Contract.class, contracts));
        }

        public Player player() {
            return parent;
        }

        /** The contracts, in ascending sort-key order. */
        public List<Contract> contracts() {
            return records(Contract.class);
        }
    }

    /**
     * Converts {@link Player} records to items of table {@code league} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Player} items: partition key {@code PLR#<playerId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Player> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Player";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "PLR";

        /** Sort key of the Player's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Player.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Player player) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(player.playerId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "playerId", player.playerId());
            Items.putString(item, "name", player.name());
            return item;
        }

        @Override
        public Player fromItem(Map<String, AttributeValue> item) {
            return new Player(
                    Items.getString(item, "playerId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Player player) {
            return Codec.primaryKey(player.playerId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Player> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "playerId", "name"));
        }

        /**
         * The partition key {@code PLR#<playerId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String playerId) {
            return KeyCodec.checkPartitionKey("Player partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Player.playerId", playerId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String playerId) {
            return PrimaryKeys.of(LeagueTable.PARTITION_KEY, partitionKey(playerId), LeagueTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code playerId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String playerIdOf(String partitionKey) {
            return KeyCodec.decodeString("Player.playerId", KeyCodec.split("Player partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
