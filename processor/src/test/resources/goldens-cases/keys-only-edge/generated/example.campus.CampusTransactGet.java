package example.campus;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;

/**
 * Keys to read from table {@code campus} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusTransactGet {
    private final ReadTransaction transaction;

    /**
     * Used by {@link CampusTable#transactGet()}.
     */
    public CampusTransactGet(TableClient table) {
        this.transaction = new ReadTransaction(table, "transactGet");
    }

    /**
     * Adds the key of one {@link Person}.
     */
    public CampusTransactGet person(String personId) {
        this.transaction.get(PersonKeys.primaryKey(personId), PersonCodec.INSTANCE);
        return this;
    }

    /**
     * Adds the key of one {@link Club}.
     */
    public CampusTransactGet club(String clubId) {
        this.transaction.get(ClubKeys.primaryKey(clubId), ClubCodec.INSTANCE);
        return this;
    }

    /**
     * Adds the key of one {@link Sponsorship}.
     */
    public CampusTransactGet sponsorship(String personId, String clubId) {
        this.transaction.get(SponsorshipKeys.primaryKey(personId, clubId), SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * The TransactGetItems {@link #execute()} sends, without sending it.
     */
    public TransactGetItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactGetItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Reads every key added: one TransactGetItems. The items found, grouped by entity, in the order their keys were added.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled the read (a conflicting write transaction, say)
     */
    public CampusBatchGetResult execute() {
        List<Object> found = this.transaction.execute();
        return new CampusBatchGetResult(ReadTransaction.ofType(found, Person.class), ReadTransaction.ofType(found, Club.class), ReadTransaction.ofType(found, Sponsorship.class));
    }
}
