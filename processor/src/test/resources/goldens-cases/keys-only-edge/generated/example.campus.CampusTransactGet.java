package example.campus;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code campus} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusTransactGet extends TableTransactGet<CampusTransactGet, CampusBatchGetResult> {
    /** Used by {@link CampusTable#transactGet()}. */
    public CampusTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Person}. */
    public CampusTransactGet person(String personId) {
        return addGet(PersonKeys.primaryKey(personId), PersonCodec.INSTANCE);
    }

    /** Adds the key of one {@link Club}. */
    public CampusTransactGet club(String clubId) {
        return addGet(ClubKeys.primaryKey(clubId), ClubCodec.INSTANCE);
    }

    /** Adds the key of one {@link Sponsorship}. */
    public CampusTransactGet sponsorship(String personId, String clubId) {
        return addGet(SponsorshipKeys.primaryKey(personId, clubId), SponsorshipCodec.INSTANCE);
    }

    @Override
    protected CampusBatchGetResult byEntity(List<Object> found) {
        return new CampusBatchGetResult(ReadTransaction.ofType(found, Person.class), ReadTransaction.ofType(found, Club.class), ReadTransaction.ofType(found, Sponsorship.class));
    }
}
