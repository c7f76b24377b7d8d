package example.campus;

import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Typed access to {@link Sponsorship} items of table {@code campus}. Obtain it from {@link CampusTable#sponsorships()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipRepository extends UnversionedRepository<Sponsorship, SponsorshipConditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.sponsorships()}. */
    public SponsorshipRepository(TableClient table) {
        super(table, "sponsorships", SponsorshipCodec.INSTANCE, SponsorshipConditions.INSTANCE, SponsorshipConditions::of);
    }

    /** A partial update of the stored Sponsorship: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public SponsorshipUpdate update(String personId, String clubId) {
        return new SponsorshipUpdate(updateAt(SponsorshipKeys.primaryKey(personId, clubId)));
    }

    /** The Sponsorship with this key, if any. One GetItem, eventually consistent. */
    public Optional<Sponsorship> get(String personId, String clubId) {
        return getAt(SponsorshipKeys.primaryKey(personId, clubId), ReadConsistency.EVENTUAL);
    }

    /** The Sponsorship with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Sponsorship> get(String personId, String clubId, ReadConsistency consistency) {
        return getAt(SponsorshipKeys.primaryKey(personId, clubId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, String clubId, ReadConsistency consistency) {
        return getRequestAt(SponsorshipKeys.primaryKey(personId, clubId), consistency);
    }

    /** Deletes the Sponsorship with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId, String clubId) {
        return deleteAt(SponsorshipKeys.primaryKey(personId, clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId) {
        return deleteRequestAt(SponsorshipKeys.primaryKey(personId, clubId));
    }

    /**
     * Deletes the Sponsorship with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return deleteAt(SponsorshipKeys.primaryKey(personId, clubId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return deleteRequestAt(SponsorshipKeys.primaryKey(personId, clubId), when);
    }

    /** The sponsorships of one {@link Person}, from the base table: one Query per page, {@code begins_with(SK, "SPONSOR#")}. Strong consistency is available with {@code .consistentRead()}. */
    public Listing<Sponsorship, SponsorshipConditions> ofPerson(String personId) {
        return listing("ofPerson",
                    onTable(SponsorshipKeys.partitionKey(personId), SponsorshipKeys.SORT_KEY_PREFIX),
                    Set.of("personId", "clubId"));
    }

    /**
     * Like {@link #ofPerson}, only the items whose {@code clubId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param clubId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws io.partitura.runtime.exceptions.InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Sponsorship, SponsorshipConditions> ofPerson(String personId,
            KeyRange<String> clubId) {
        return listing("ofPerson",
                    onTable(SponsorshipKeys.partitionKey(personId), SponsorshipKeys.sortKeyPrefix()).within(clubId, value -> KeyCodec.encodeString("Sponsorship.clubId", value)),
                    Set.of("personId", "clubId"));
    }

    /**
     * The sponsorships pointing at one {@link Club}, from index {@code GSI2}: one Query per page, {@code begins_with(GSI2SK, "SPONSOR#")}.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so an edge written a moment ago may be missing, and it refuses consistent reads on them.
     * <p>The index projects KEYS_ONLY, not whole edges, so this lists references; {@link #fetch} reads the whole edges (one BatchGetItem per 100).
     */
    public Listing<SponsorshipRef, SponsorshipConditions> ofClub(String clubId) {
        return Listing.of(this.table, operation("ofClub"),
                    KeyCondition.onIndex(this.table, "GSI2", SponsorshipKeys.indexPartitionKey(clubId), SponsorshipKeys.SORT_KEY_PREFIX),
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
        return Listing.of(this.table, operation("ofClub"),
                    KeyCondition.onIndex(this.table, "GSI2", SponsorshipKeys.indexPartitionKey(clubId), SponsorshipKeys.indexSortKeyPrefix()).within(personId, value -> KeyCodec.encodeString("Sponsorship.personId", value)),
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
