package example.campus;

import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Typed access to {@link Sponsorship} items of table {@code campus}. Obtain it from {@link CampusTable#sponsorships()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipRepository extends UnversionedRepository<Sponsorship, SponsorshipRepository.Conditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.sponsorships()}. */
    public SponsorshipRepository(TableClient table) {
        super(table, "sponsorships", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Sponsorship} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Sponsorship> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Sponsorship: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String personId, String clubId) {
        return new Update(updateAt(Codec.primaryKey(personId, clubId)));
    }

    /** The Sponsorship with this key, if any. One GetItem, eventually consistent. */
    public Optional<Sponsorship> get(String personId, String clubId) {
        return getAt(Codec.primaryKey(personId, clubId), ReadConsistency.EVENTUAL);
    }

    /** The Sponsorship with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Sponsorship> get(String personId, String clubId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(personId, clubId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, String clubId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(personId, clubId), consistency);
    }

    /** Deletes the Sponsorship with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId, String clubId) {
        return deleteAt(Codec.primaryKey(personId, clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId) {
        return deleteRequestAt(Codec.primaryKey(personId, clubId));
    }

    /**
     * Deletes the Sponsorship with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, String clubId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(personId, clubId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(personId, clubId), when);
    }

    /** The sponsorships of one {@link Person}, from the base table: one Query per page, {@code begins_with(SK, "SPONSOR#")}. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}. */
    public Listing<Sponsorship, Conditions> ofPerson(String personId) {
        return listing("ofPerson",
                    onTable(Codec.partitionKey(personId), Codec.SORT_KEY_PREFIX),
                    Set.of("personId", "clubId"));
    }

    /**
     * Like {@link #ofPerson}, only the items whose {@code clubId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param clubId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Sponsorship, Conditions> ofPerson(String personId, KeyRange<String> clubId) {
        return listing("ofPerson",
                    onTable(Codec.partitionKey(personId), Codec.sortKeyPrefix()).within(clubId, KeyEncoders.string("Sponsorship.clubId")),
                    Set.of("personId", "clubId"));
    }

    /**
     * The sponsorships pointing at one {@link Club}, from index {@code GSI2}: one Query per page, {@code begins_with(GSI2SK, "SPONSOR#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     * <p>The index projects KEYS_ONLY, not whole edges, so this lists references; {@link #fetch} reads the whole edges (one BatchGetItem per 100).
     */
    public Listing<Ref, Conditions> ofClub(String clubId) {
        return Listing.of(this.table, operation("ofClub"),
                    KeyCondition.onIndex(this.table, "GSI2", Codec.indexPartitionKey(clubId), Codec.SORT_KEY_PREFIX),
                    this::refOf, null, Set.of("personId", "clubId"));
    }

    /**
     * Like {@link #ofClub}, only the items whose {@code personId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param personId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ref, Conditions> ofClub(String clubId, KeyRange<String> personId) {
        return Listing.of(this.table, operation("ofClub"),
                    KeyCondition.onIndex(this.table, "GSI2", Codec.indexPartitionKey(clubId), Codec.indexSortKeyPrefix()).within(personId, KeyEncoders.string("Sponsorship.personId")),
                    this::refOf, null, Set.of("personId", "clubId"));
    }

    private Ref refOf(Map<String, AttributeValue> item) {
        return new Ref(Codec.personIdOf(item.get(this.table.partitionKeyName()).s()),
                    Codec.clubIdOf(item.get(this.table.sortKeyName()).s()));
    }

    /** The whole edges behind {@code refs} (as listed by {@link #ofClub}), in the same order, without the ones deleted since: one BatchGetItem per 100 references, plus retries of unprocessed keys. */
    public List<Sponsorship> fetch(List<Ref> refs) {
        List<Map<String, AttributeValue>> items = BatchGetter.get(this.table, "sponsorships.fetch", refs, r -> Codec.primaryKey(r.personId(), r.clubId()), RetryPolicy.defaults(), false).items();
        List<Sponsorship> edges = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            edges.add(this.table.decode("sponsorships.fetch", Codec.INSTANCE, item));
        }
        return edges;
    }

    /** A partial update of one stored {@link Sponsorship}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Sponsorship, Conditions, Update> {
        /** Used by {@link SponsorshipRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Sponsorship> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code amountCents} (attribute {@code amountCents}). */
        public Update amountCents(long amountCents) {
            return set("amountCents", amountCents, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code amountCents} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update amountCentsAdd(long delta) {
            return add("amountCents", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link Sponsorship}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.personId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(CampusTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code personId} (attribute {@code personId}). */
        public StringCondition personId() {
            return new StringCondition("personId", Encoders.STRING);
        }

        /** Conditions on {@code clubId} (attribute {@code clubId}). */
        public StringCondition clubId() {
            return new StringCondition("clubId", Encoders.STRING);
        }

        /** Conditions on {@code amountCents} (attribute {@code amountCents}). */
        public OrderedCondition<Long> amountCents() {
            return new OrderedCondition<Long>("amountCents", Encoders.NUMBER);
        }
    }

    /** The key of one {@link Sponsorship}: what index {@code GSI2} holds for it. Fetch the whole edge with the repository's {@code fetch}. */
    public static final class Ref {
        private final String personId;

        private final String clubId;

        public Ref(String personId, String clubId) {
            this.personId = personId;
            this.clubId = clubId;
        }

        public String personId() {
            return personId;
        }

        public String clubId() {
            return clubId;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Ref that
                            && Objects.equals(personId, that.personId)
                            && Objects.equals(clubId, that.clubId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(personId, clubId);
        }

        @Override
        public String toString() {
            return "Ref[" + "personId=" + personId + ", clubId=" + clubId + "]";
        }
    }

    /**
     * Converts {@link Sponsorship} records to items of table {@code campus} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Sponsorship} edges: partition key {@code PER#<personId>}, sort key {@code SPONSOR#CLUB#<clubId>};
     * in index {@code GSI2}: partition key {@code CLUB#<clubId>}, sort key {@code SPONSOR#PER#<personId>}.
     */
    public static final class Codec extends EntityCodec<Sponsorship> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Sponsorship";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix of the edge, in the table and in index {@code GSI2}. */
        public static final String PREFIX = "SPONSOR";

        /** What every Sponsorship sort key begins with, in the table and in index {@code GSI2}. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Sponsorship.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Sponsorship sponsorship) {
            Map<String, AttributeValue> item = new HashMap<>(11);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(sponsorship.personId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(sponsorship.clubId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("GSI2PK", AttributeValue.createS(Codec.indexPartitionKey(sponsorship.clubId())));
            item.put("GSI2SK", AttributeValue.createS(Codec.indexSortKey(sponsorship.personId())));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "personId", sponsorship.personId());
            Items.putString(item, "clubId", sponsorship.clubId());
            Items.putLong(item, "amountCents", sponsorship.amountCents());
            return item;
        }

        @Override
        public Sponsorship fromItem(Map<String, AttributeValue> item) {
            return new Sponsorship(
                    Items.getString(item, "personId"),
                    Items.getString(item, "clubId"),
                    Items.getLong(item, "amountCents"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Sponsorship sponsorship) {
            return Codec.primaryKey(sponsorship.personId(), sponsorship.clubId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Sponsorship> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI2PK", "GSI2SK", "personId", "clubId", "amountCents"));
        }

        /** The partition key: the {@code from} side {@link Person}'s. */
        public static String partitionKey(String personId) {
            return PersonRepository.Codec.partitionKey(personId);
        }

        /** The sort key {@code SPONSOR#CLUB#<clubId>}. */
        public static String sortKey(String clubId) {
            return KeyCodec.checkSortKey("Sponsorship sort key", KeyCodec.join(PREFIX, ClubRepository.Codec.PREFIX, KeyCodec.encodeString("Sponsorship.clubId", clubId)));
        }

        /** The partition key in index {@code GSI2}: the {@code to} side {@link Club}'s. */
        public static String indexPartitionKey(String clubId) {
            return ClubRepository.Codec.partitionKey(clubId);
        }

        /** The sort key in index {@code GSI2}: {@code SPONSOR#PER#<personId>}. */
        public static String indexSortKey(String personId) {
            return KeyCodec.checkSortKey("Sponsorship index sort key", KeyCodec.join(PREFIX, PersonRepository.Codec.PREFIX, KeyCodec.encodeString("Sponsorship.personId", personId)));
        }

        /** What the edge sort keys begin with: {@code SPONSOR#CLUB#}, the scope of a range on {@code clubId}. */
        public static String sortKeyPrefix() {
            return KeyCodec.join(PREFIX, ClubRepository.Codec.PREFIX) + KeyCodec.SEPARATOR;
        }

        /** What the edge sort keys in index {@code GSI2} begin with: {@code SPONSOR#PER#}, the scope of a range on {@code personId}. */
        public static String indexSortKeyPrefix() {
            return KeyCodec.join(PREFIX, PersonRepository.Codec.PREFIX) + KeyCodec.SEPARATOR;
        }

        /** The edge's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String personId, String clubId) {
            return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(personId), CampusTable.SORT_KEY, sortKey(clubId));
        }

        /** The {@code personId} encoded in a partition key. */
        public static String personIdOf(String partitionKey) {
            return PersonRepository.Codec.personIdOf(partitionKey);
        }

        /** The {@code clubId} encoded in a sort key. */
        public static String clubIdOf(String sortKey) {
            return KeyCodec.decodeString("Sponsorship.clubId", KeyCodec.split("Sponsorship sort key", sortKey, KeyCodec.join(PREFIX, ClubRepository.Codec.PREFIX), 1).get(0));
        }
    }
}
