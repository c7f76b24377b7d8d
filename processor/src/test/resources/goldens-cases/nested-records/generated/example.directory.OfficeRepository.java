package example.directory;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Office} items of table {@code directory}. Obtain it from {@link DirectoryTable#offices()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeRepository extends UnversionedRepository<Office, OfficeConditions> {
    /** Used by {@link DirectoryTable}; prefer {@code DirectoryTable.offices()}. */
    public OfficeRepository(TableClient table) {
        super(table, "offices", OfficeCodec.INSTANCE, OfficeConditions.INSTANCE, OfficeConditions::of);
    }

    /** A partial update of the stored Office: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OfficeUpdate update(String officeId) {
        return new OfficeUpdate(updateAt(OfficeKeys.primaryKey(officeId)));
    }

    /** The Office with this key, if any. One GetItem, eventually consistent. */
    public Optional<Office> get(String officeId) {
        return getAt(OfficeKeys.primaryKey(officeId), ReadConsistency.EVENTUAL);
    }

    /** The Office with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Office> get(String officeId, ReadConsistency consistency) {
        return getAt(OfficeKeys.primaryKey(officeId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String officeId, ReadConsistency consistency) {
        return getRequestAt(OfficeKeys.primaryKey(officeId), consistency);
    }

    /** Deletes the Office with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String officeId) {
        return deleteAt(OfficeKeys.primaryKey(officeId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId) {
        return deleteRequestAt(OfficeKeys.primaryKey(officeId));
    }

    /**
     * Deletes the Office with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String officeId, Function<OfficeConditions, Condition> when) {
        return deleteAt(OfficeKeys.primaryKey(officeId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId,
            Function<OfficeConditions, Condition> when) {
        return deleteRequestAt(OfficeKeys.primaryKey(officeId), when);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String officeId) {
        return deleteWithCollection(officeId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Office and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Office's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Office in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String officeId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "offices.deleteWithCollection", OfficeKeys.primaryKey(officeId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String officeId) {
        return CollectionDelete.firstQuery(this.table, OfficeKeys.primaryKey(officeId));
    }
}
