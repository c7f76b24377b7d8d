package example.campus;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code campus} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusBatchGet extends TypedBatchGet<CampusBatchGet> {
    public CampusBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Person}. */
    public CampusBatchGet person(String personId) {
        return add(PersonKeys.primaryKey(personId));
    }

    /** Adds the key of one {@link Club}. */
    public CampusBatchGet club(String clubId) {
        return add(ClubKeys.primaryKey(clubId));
    }

    /** Adds the key of one {@link Sponsorship}. */
    public CampusBatchGet sponsorship(String personId, String clubId) {
        return add(SponsorshipKeys.primaryKey(personId, clubId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public CampusBatchGetResult execute() {
        RecordsByType found = read(PersonCodec.INSTANCE, ClubCodec.INSTANCE, SponsorshipCodec.INSTANCE);
        return new CampusBatchGetResult(found.records(Person.class), found.records(Club.class), found.records(Sponsorship.class));
    }
}
