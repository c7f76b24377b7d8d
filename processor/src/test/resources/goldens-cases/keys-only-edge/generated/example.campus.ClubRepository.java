package example.campus;

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
 * Typed access to {@link Club} items of table {@code campus}. Obtain it from {@link CampusTable#clubs()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubRepository extends UnversionedRepository<Club, ClubRepository.Conditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.clubs()}. */
    public ClubRepository(TableClient table) {
        super(table, "clubs", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Club} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Club> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Club: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String clubId) {
        return new Update(updateAt(Codec.primaryKey(clubId)));
    }

    /** The Club with this key, if any. One GetItem, eventually consistent. */
    public Optional<Club> get(String clubId) {
        return getAt(Codec.primaryKey(clubId), ReadConsistency.EVENTUAL);
    }

    /** The Club with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Club> get(String clubId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(clubId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String clubId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(clubId), consistency);
    }

    /** Deletes the Club with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String clubId) {
        return deleteAt(Codec.primaryKey(clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId) {
        return deleteRequestAt(Codec.primaryKey(clubId));
    }

    /**
     * Deletes the Club with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String clubId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(clubId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(clubId), when);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String clubId) {
        return deleteWithCollection(clubId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Club and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Club's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Club in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String clubId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "clubs.deleteWithCollection", Codec.primaryKey(clubId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String clubId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(clubId));
    }

    /** A partial update of one stored {@link Club}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Club, Conditions, Update> {
        /** Used by {@link ClubRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Club> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code title} (attribute {@code title}). */
        public Update title(String title) {
            return set("title", title, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Club}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.clubId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(CampusTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code clubId} (attribute {@code clubId}). */
        public StringCondition clubId() {
            return new StringCondition("clubId", Encoders.STRING);
        }

        /** Conditions on {@code title} (attribute {@code title}). */
        public StringCondition title() {
            return new StringCondition("title", Encoders.STRING);
        }
    }

    /**
     * Converts {@link Club} records to items of table {@code campus} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Club} items: partition key {@code CLUB#<clubId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Club> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Club";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "CLUB";

        /** Sort key of the Club's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Club.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Club club) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(club.clubId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            // Listed from index GSI2 under its own key, with the edges pointing at it.
            item.put("GSI2PK", partitionKey);
            item.put("GSI2SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "clubId", club.clubId());
            Items.putString(item, "title", club.title());
            return item;
        }

        @Override
        public Club fromItem(Map<String, AttributeValue> item) {
            return new Club(
                    Items.getString(item, "clubId"),
                    Items.getString(item, "title"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Club club) {
            return Codec.primaryKey(club.clubId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Club> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI2PK", "GSI2SK", "clubId", "title"));
        }

        /**
         * The partition key {@code CLUB#<clubId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String clubId) {
            return KeyCodec.checkPartitionKey("Club partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Club.clubId", clubId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String clubId) {
            return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(clubId), CampusTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code clubId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String clubIdOf(String partitionKey) {
            return KeyCodec.decodeString("Club.clubId", KeyCodec.split("Club partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
