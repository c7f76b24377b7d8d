package example.league;

import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.AttributeCondition;
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
import java.time.LocalDate;
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
 * Typed access to {@link Contract} items of table {@code league}. Obtain it from {@link LeagueTable#contracts()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ContractRepository extends UnversionedRepository<Contract, ContractRepository.Conditions> {
    /** Used by {@link LeagueTable}; prefer {@code LeagueTable.contracts()}. */
    public ContractRepository(TableClient table) {
        super(table, "contracts", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Contract} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Contract> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Contract: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String playerId, String teamId) {
        return new Update(updateAt(Codec.primaryKey(playerId, teamId)));
    }

    /** The Contract with this key, if any. One GetItem, eventually consistent. */
    public Optional<Contract> get(String playerId, String teamId) {
        return getAt(Codec.primaryKey(playerId, teamId), ReadConsistency.EVENTUAL);
    }

    /** The Contract with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Contract> get(String playerId, String teamId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(playerId, teamId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String playerId, String teamId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(playerId, teamId), consistency);
    }

    /** Deletes the Contract with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String playerId, String teamId) {
        return deleteAt(Codec.primaryKey(playerId, teamId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String playerId, String teamId) {
        return deleteRequestAt(Codec.primaryKey(playerId, teamId));
    }

    /**
     * Deletes the Contract with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String playerId, String teamId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(playerId, teamId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String playerId, String teamId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(playerId, teamId), when);
    }

    /** The contracts of one {@link Player}, from the base table: one Query per page, {@code begins_with(SK, "CONTRACT#")}. Strong consistency is available with {@code .consistency(ReadConsistency.STRONG)}. */
    public Listing<Contract, Conditions> ofPlayer(String playerId) {
        return listing("ofPlayer",
                    onTable(Codec.partitionKey(playerId), Codec.SORT_KEY_PREFIX),
                    Set.of("playerId", "teamId"));
    }

    /**
     * Like {@link #ofPlayer}, only the items whose {@code teamId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param teamId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Contract, Conditions> ofPlayer(String playerId, KeyRange<String> teamId) {
        return listing("ofPlayer",
                    onTable(Codec.partitionKey(playerId), Codec.sortKeyPrefix()).within(teamId, KeyEncoders.string("Contract.teamId")),
                    Set.of("playerId", "teamId"));
    }

    /**
     * The contracts pointing at one {@link Team}, from index {@code GSI3}: one Query per page, {@code begins_with(GSI3SK, "CONTRACT#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     * <p>The index projects the keys and {@code position}, {@code salaryCents}, {@code tags}, not whole edges: this lists references carrying them, read by the same Query; {@link #fetch} reads the whole edges (one BatchGetItem per 100).
     */
    public Listing<Ref, Conditions> ofTeam(String teamId) {
        return Listing.of(this.table, operation("ofTeam"),
                    KeyCondition.onIndex(this.table, "GSI3", Codec.indexPartitionKey(teamId), Codec.SORT_KEY_PREFIX),
                    this::refOf, null, Set.of("playerId", "teamId"));
    }

    /**
     * Like {@link #ofTeam}, only the items whose {@code playerId} is in the given range, in key order: the range is the Query's key condition on {@code GSI3SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param playerId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Ref, Conditions> ofTeam(String teamId, KeyRange<String> playerId) {
        return Listing.of(this.table, operation("ofTeam"),
                    KeyCondition.onIndex(this.table, "GSI3", Codec.indexPartitionKey(teamId), Codec.indexSortKeyPrefix()).within(playerId, KeyEncoders.string("Contract.playerId")),
                    this::refOf, null, Set.of("playerId", "teamId"));
    }

    private Ref refOf(Map<String, AttributeValue> item) {
        return new Ref(Codec.playerIdOf(item.get(this.table.partitionKeyName()).s()),
                    Codec.teamIdOf(item.get(this.table.sortKeyName()).s()),
                    Items.getString(item, "position"),
                    Items.getLongObject(item, "salary"),
                    Items.getStringSet(item, "tags"));
    }

    /** The whole edges behind {@code refs} (as listed by {@link #ofTeam}), in the same order, without the ones deleted since: one BatchGetItem per 100 references, plus retries of unprocessed keys. */
    public List<Contract> fetch(List<Ref> refs) {
        List<Map<String, AttributeValue>> items = BatchGetter.get(this.table, "contracts.fetch", refs, r -> Codec.primaryKey(r.playerId(), r.teamId()), RetryPolicy.defaults(), false).items();
        List<Contract> edges = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            edges.add(this.table.decode("contracts.fetch", Codec.INSTANCE, item));
        }
        return edges;
    }

    /** A partial update of one stored {@link Contract}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Contract, Conditions, Update> {
        /** Used by {@link ContractRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Contract> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code position} (attribute {@code position}). */
        public Update position(String position) {
            return set("position", position, Encoders.STRING);
        }

        /** Sets {@code salaryCents} (attribute {@code salary}). */
        public Update salaryCents(long salaryCents) {
            return set("salary", salaryCents, Encoders.NUMBER);
        }

        /** Sets {@code tags} (attribute {@code tags}). */
        public Update tags(Set<String> tags) {
            return set("tags", tags, Encoders.STRING_SET);
        }

        /** Sets {@code signedOn} (attribute {@code signedOn}). */
        public Update signedOn(LocalDate signedOn) {
            return set("signedOn", signedOn, Encoders.LOCAL_DATE);
        }

        /** Adds {@code delta} to {@code salaryCents} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update salaryCentsAdd(long delta) {
            return add("salary", delta, Encoders.NUMBER);
        }

        /** Adds the elements of {@code elements} to the stored set ({@code ADD}; a missing set counts as empty). No elements: nothing to do. */
        public Update tagsAdd(Set<String> elements) {
            return addToSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }

        /** Takes the elements of {@code elements} out of the stored set ({@code DELETE}); a set left empty is removed. No elements: nothing to do. */
        public Update tagsDelete(Set<String> elements) {
            return deleteFromSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }
    }

    /** Conditions on a stored {@link Contract}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.playerId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code teamId} (attribute {@code teamId}). */
        public StringCondition teamId() {
            return new StringCondition("teamId", Encoders.STRING);
        }

        /** Conditions on {@code position} (attribute {@code position}). */
        public StringCondition position() {
            return new StringCondition("position", Encoders.STRING);
        }

        /** Conditions on {@code salaryCents} (attribute {@code salary}). */
        public OrderedCondition<Long> salaryCents() {
            return new OrderedCondition<Long>("salary", Encoders.NUMBER);
        }

        /** Whether the stored item has {@code tags} (attribute {@code tags}); its value is not compared. */
        public AttributeCondition tags() {
            return new AttributeCondition("tags");
        }

        /** Conditions on {@code signedOn} (attribute {@code signedOn}). */
        public OrderedCondition<LocalDate> signedOn() {
            return new OrderedCondition<LocalDate>("signedOn", Encoders.LOCAL_DATE);
        }
    }

    /** The key of one {@link Contract} and the components index {@code GSI3} projects with it ({@code INCLUDE}), as listed. Fetch the whole edge with the repository's {@code fetch}. */
    public static final class Ref {
        private final String playerId;

        private final String teamId;

        private final String position;

        private final Long salaryCents;

        private final Set<String> tags;

        /** A ref from keys alone, for {@code fetch}: its projected components are null. */
        public Ref(String playerId, String teamId) {
            this.playerId = playerId;
            this.teamId = teamId;
            this.position = null;
            this.salaryCents = null;
            this.tags = null;
        }

        /** A ref as listed: the keys and the projected components. */
        public Ref(String playerId, String teamId, String position, Long salaryCents,
                Set<String> tags) {
            this.playerId = playerId;
            this.teamId = teamId;
            this.position = position;
            this.salaryCents = salaryCents;
            this.tags = tags;
        }

        public String playerId() {
            return playerId;
        }

        public String teamId() {
            return teamId;
        }

        /** {@code position} as index {@code GSI3} holds it (attribute {@code position}); null when the edge was stored without it, or this ref was built from keys alone. */
        public String position() {
            return position;
        }

        /** {@code salaryCents} as index {@code GSI3} holds it (attribute {@code salary}); null when the edge was stored without it, or this ref was built from keys alone. */
        public Long salaryCents() {
            return salaryCents;
        }

        /** {@code tags} as index {@code GSI3} holds it (attribute {@code tags}); empty when the edge was stored without it, null when this ref was built from keys alone. */
        public Set<String> tags() {
            return tags;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Ref that
                            && Objects.equals(playerId, that.playerId)
                            && Objects.equals(teamId, that.teamId)
                            && Objects.equals(position, that.position)
                            && Objects.equals(salaryCents, that.salaryCents)
                            && Objects.equals(tags, that.tags);
        }

        @Override
        public int hashCode() {
            return Objects.hash(playerId, teamId, position, salaryCents, tags);
        }

        @Override
        public String toString() {
            return "Ref[" + "playerId=" + playerId + ", teamId=" + teamId + ", position=" + position + ", salaryCents=" + salaryCents + ", tags=" + tags + "]";
        }
    }

    /**
     * Converts {@link Contract} records to items of table {@code league} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Contract} edges: partition key {@code PLR#<playerId>}, sort key {@code CONTRACT#TEAM#<teamId>};
     * in index {@code GSI3}: partition key {@code TEAM#<teamId>}, sort key {@code CONTRACT#PLR#<playerId>}.
     */
    public static final class Codec extends EntityCodec<Contract> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Contract";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix of the edge, in the table and in index {@code GSI3}. */
        public static final String PREFIX = "CONTRACT";

        /** What every Contract sort key begins with, in the table and in index {@code GSI3}. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Contract.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Contract contract) {
            Map<String, AttributeValue> item = new HashMap<>(15);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(contract.playerId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(contract.teamId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("GSI3PK", AttributeValue.createS(Codec.indexPartitionKey(contract.teamId())));
            item.put("GSI3SK", AttributeValue.createS(Codec.indexSortKey(contract.playerId())));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "playerId", contract.playerId());
            Items.putString(item, "teamId", contract.teamId());
            Items.putString(item, "position", contract.position());
            Items.putLong(item, "salary", contract.salaryCents());
            Items.putStringSet(item, "tags", contract.tags());
            Items.putLocalDate(item, "signedOn", contract.signedOn());
            return item;
        }

        @Override
        public Contract fromItem(Map<String, AttributeValue> item) {
            return new Contract(
                    Items.getString(item, "playerId"),
                    Items.getString(item, "teamId"),
                    Items.getString(item, "position"),
                    Items.getLong(item, "salary"),
                    Items.getStringSet(item, "tags"),
                    Items.getLocalDate(item, "signedOn"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Contract contract) {
            return Codec.primaryKey(contract.playerId(), contract.teamId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Contract> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI3PK", "GSI3SK", "playerId", "teamId", "position", "salary", "tags", "signedOn"));
        }

        /** The partition key: the {@code from} side {@link Player}'s. */
        public static String partitionKey(String playerId) {
            return PlayerRepository.Codec.partitionKey(playerId);
        }

        /** The sort key {@code CONTRACT#TEAM#<teamId>}. */
        public static String sortKey(String teamId) {
            return KeyCodec.checkSortKey("Contract sort key", KeyCodec.join(PREFIX, TeamRepository.Codec.PREFIX, KeyCodec.encodeString("Contract.teamId", teamId)));
        }

        /** The partition key in index {@code GSI3}: the {@code to} side {@link Team}'s. */
        public static String indexPartitionKey(String teamId) {
            return TeamRepository.Codec.partitionKey(teamId);
        }

        /** The sort key in index {@code GSI3}: {@code CONTRACT#PLR#<playerId>}. */
        public static String indexSortKey(String playerId) {
            return KeyCodec.checkSortKey("Contract index sort key", KeyCodec.join(PREFIX, PlayerRepository.Codec.PREFIX, KeyCodec.encodeString("Contract.playerId", playerId)));
        }

        /** What the edge sort keys begin with: {@code CONTRACT#TEAM#}, the scope of a range on {@code teamId}. */
        public static String sortKeyPrefix() {
            return KeyCodec.join(PREFIX, TeamRepository.Codec.PREFIX) + KeyCodec.SEPARATOR;
        }

        /** What the edge sort keys in index {@code GSI3} begin with: {@code CONTRACT#PLR#}, the scope of a range on {@code playerId}. */
        public static String indexSortKeyPrefix() {
            return KeyCodec.join(PREFIX, PlayerRepository.Codec.PREFIX) + KeyCodec.SEPARATOR;
        }

        /** The edge's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String playerId, String teamId) {
            return PrimaryKeys.of(LeagueTable.PARTITION_KEY, partitionKey(playerId), LeagueTable.SORT_KEY, sortKey(teamId));
        }

        /** The {@code playerId} encoded in a partition key. */
        public static String playerIdOf(String partitionKey) {
            return PlayerRepository.Codec.playerIdOf(partitionKey);
        }

        /** The {@code teamId} encoded in a sort key. */
        public static String teamIdOf(String sortKey) {
            return KeyCodec.decodeString("Contract.teamId", KeyCodec.split("Contract sort key", sortKey, KeyCodec.join(PREFIX, TeamRepository.Codec.PREFIX), 1).get(0));
        }
    }
}
