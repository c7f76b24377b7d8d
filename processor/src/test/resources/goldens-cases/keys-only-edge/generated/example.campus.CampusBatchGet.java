package example.campus;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code campus} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public CampusBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Person}.
     */
    public CampusBatchGet person(String personId) {
        this.keys.add(PersonKeys.primaryKey(personId));
        return this;
    }

    /**
     * Adds the key of one {@link Club}.
     */
    public CampusBatchGet club(String clubId) {
        this.keys.add(ClubKeys.primaryKey(clubId));
        return this;
    }

    /**
     * Adds the key of one {@link Sponsorship}.
     */
    public CampusBatchGet sponsorship(String personId, String clubId) {
        this.keys.add(SponsorshipKeys.primaryKey(personId, clubId));
        return this;
    }

    public CampusBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public CampusBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public CampusBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Person> persons = new ArrayList<>();
        List<Club> clubs = new ArrayList<>();
        List<Sponsorship> sponsorships = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (PersonCodec.ENTITY_TYPE.equals(type)) {
                persons.add(table.decode("batchGet", PersonCodec.INSTANCE, item));
            } else if (ClubCodec.ENTITY_TYPE.equals(type)) {
                clubs.add(table.decode("batchGet", ClubCodec.INSTANCE, item));
            } else if (SponsorshipCodec.ENTITY_TYPE.equals(type)) {
                sponsorships.add(table.decode("batchGet", SponsorshipCodec.INSTANCE, item));
            }
        }
        return new CampusBatchGetResult(persons, clubs, sponsorships);
    }
}
