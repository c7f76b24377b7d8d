package example.campus;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.KeyRange;
import io.partitura.runtime.Listing;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/** Typed access to {@link Sponsorship} items of table {@code campus}. Obtain it from {@link CampusTable#sponsorships()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipRepository {
    private final TableClient table;

    /** Used by {@link CampusTable}; prefer {@code CampusTable.sponsorships()}. */
    public SponsorshipRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Sponsorship, replacing any item at its key. One PutItem. */
    public void put(Sponsorship sponsorship) {
        this.table.putItem("sponsorships.put", putRequest(sponsorship));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Sponsorship sponsorship) {
        return this.table.putItemRequest(SponsorshipCodec.INSTANCE.toItem(Objects.requireNonNull(sponsorship, "sponsorship")));
    }

    /**
     * Replaces the stored Sponsorship only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Sponsorship sponsorship) {
        this.table.replaceItem("sponsorships.update", this.table.replaceItemRequest(SponsorshipCodec.INSTANCE.toItem(Objects.requireNonNull(sponsorship, "sponsorship"))));
    }

    /**
     * Writes the Sponsorship only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Sponsorship sponsorship) {
        this.table.putItem("sponsorships.create", createRequest(sponsorship));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Sponsorship sponsorship) {
        return this.table.createItemRequest(SponsorshipCodec.INSTANCE.toItem(Objects.requireNonNull(sponsorship, "sponsorship")));
    }

    /** A partial update of the stored Sponsorship: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public SponsorshipUpdate update(String personId, String clubId) {
        return new SponsorshipUpdate(new Update<>(this.table, "sponsorships.update", SponsorshipKeys.primaryKey(personId, clubId), SponsorshipCodec.INSTANCE));
    }

    /** The Sponsorship with this key, if any. One GetItem, eventually consistent. */
    public Optional<Sponsorship> get(String personId, String clubId) {
        return get(personId, clubId, ReadConsistency.EVENTUAL);
    }

    /** The Sponsorship with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Sponsorship> get(String personId, String clubId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("sponsorships.get", getRequest(personId, clubId, consistency)))
                    .map(this.table.decoder("sponsorships.get", SponsorshipCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, String clubId, ReadConsistency consistency) {
        return this.table.getItemRequest(SponsorshipKeys.primaryKey(personId, clubId), consistency);
    }

    /** Deletes the Sponsorship with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId, String clubId) {
        return this.table.deleteItem("sponsorships.delete", deleteRequest(personId, clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId) {
        return this.table.deleteItemRequest(SponsorshipKeys.primaryKey(personId, clubId));
    }

    /**
     * {@link #update(Sponsorship)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Sponsorship sponsorship, Function<SponsorshipConditions, Condition> when) {
        this.table.putItem("sponsorships.update", updateRequest(sponsorship, when), TableClient.OwnChecks.PRESENT, SponsorshipCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Sponsorship, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(SponsorshipCodec.INSTANCE.toItem(Objects.requireNonNull(sponsorship, "sponsorship"))), SponsorshipConditions.of(when));
    }

    /**
     * {@link #put(Sponsorship)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Sponsorship sponsorship, Function<SponsorshipConditions, Condition> when) {
        this.table.putItem("sponsorships.put", putRequest(sponsorship, when), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Sponsorship, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return this.table.withCondition(putRequest(sponsorship), SponsorshipConditions.of(when));
    }

    /**
     * {@link #create(Sponsorship)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Sponsorship sponsorship, Function<SponsorshipConditions, Condition> when) {
        this.table.putItem("sponsorships.create", createRequest(sponsorship, when), TableClient.OwnChecks.ABSENT, SponsorshipCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Sponsorship, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return this.table.withCondition(createRequest(sponsorship), SponsorshipConditions.of(when));
    }

    /**
     * Deletes the Sponsorship with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return this.table.deleteItem("sponsorships.delete", deleteRequest(personId, clubId, when), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(personId, clubId), SponsorshipConditions.of(when));
    }

    /** The sponsorships of one {@link Person}, from the base table: one Query per page, {@code begins_with(SK, "SPONSOR#")}. Strong consistency is available with {@code .consistentRead()}. */
    public Listing<Sponsorship, SponsorshipConditions> ofPerson(String personId) {
        return Listing.of(this.table, "sponsorships.ofPerson", new KeyCondition(null, this.table.partitionKeyName(), SponsorshipKeys.partitionKey(personId),
                        this.table.sortKeyName(), SponsorshipKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName())),
                    this.table.decoder("sponsorships.ofPerson", SponsorshipCodec.INSTANCE), SponsorshipConditions.INSTANCE, Set.of("personId", "clubId"));
    }

    /**
     * Like {@link #ofPerson}, only the items whose {@code clubId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param clubId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Sponsorship, SponsorshipConditions> ofPerson(String personId,
            KeyRange<String> clubId) {
        return Listing.of(this.table, "sponsorships.ofPerson", new KeyCondition(null, this.table.partitionKeyName(), SponsorshipKeys.partitionKey(personId),
                        this.table.sortKeyName(), SponsorshipKeys.sortKeyPrefix(), List.of(this.table.partitionKeyName(), this.table.sortKeyName())).within(clubId, value -> KeyCodec.encodeString("Sponsorship.clubId", value)),
                    this.table.decoder("sponsorships.ofPerson", SponsorshipCodec.INSTANCE), SponsorshipConditions.INSTANCE, Set.of("personId", "clubId"));
    }

    /**
     * The sponsorships pointing at one {@link Club}, from index {@code GSI2}: one Query per page, {@code begins_with(GSI2SK, "SPONSOR#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     * <p>The index projects KEYS_ONLY, not whole edges, so this lists references; {@link #fetch} reads the whole edges (one BatchGetItem per 100).
     */
    public Listing<SponsorshipRef, SponsorshipConditions> ofClub(String clubId) {
        return Listing.of(this.table, "sponsorships.ofClub", new KeyCondition("GSI2", "GSI2PK", SponsorshipKeys.indexPartitionKey(clubId),
                        "GSI2SK", SponsorshipKeys.SORT_KEY_PREFIX, List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")),
                    this::refOf, null, Set.of("personId", "clubId"));
    }

    /**
     * Like {@link #ofClub}, only the items whose {@code personId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param personId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<SponsorshipRef, SponsorshipConditions> ofClub(String clubId,
            KeyRange<String> personId) {
        return Listing.of(this.table, "sponsorships.ofClub", new KeyCondition("GSI2", "GSI2PK", SponsorshipKeys.indexPartitionKey(clubId),
                        "GSI2SK", SponsorshipKeys.indexSortKeyPrefix(), List.of(this.table.partitionKeyName(), this.table.sortKeyName(), "GSI2PK", "GSI2SK")).within(personId, value -> KeyCodec.encodeString("Sponsorship.personId", value)),
                    this::refOf, null, Set.of("personId", "clubId"));
    }

    private SponsorshipRef refOf(Map<String, AttributeValue> item) {
        return new SponsorshipRef(SponsorshipKeys.personIdOf(item.get(this.table.partitionKeyName()).s()),
                    SponsorshipKeys.clubIdOf(item.get(this.table.sortKeyName()).s()));
    }

    /** The whole edges behind {@code refs} (as listed by {@link #ofClub}), in the same order, without the ones deleted since: one BatchGetItem per 100 references, plus retries of unprocessed keys. */
    public List<Sponsorship> fetch(List<SponsorshipRef> refs) {
        List<Map<String, AttributeValue>> items = BatchGetter.get(this.table, "sponsorships.fetch", refs, r -> SponsorshipKeys.primaryKey(r.personId(), r.clubId()), RetryPolicy.defaults(), false).items();
        List<Sponsorship> edges = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            edges.add(this.table.decode("sponsorships.fetch", SponsorshipCodec.INSTANCE, item));
        }
        return edges;
    }
}
