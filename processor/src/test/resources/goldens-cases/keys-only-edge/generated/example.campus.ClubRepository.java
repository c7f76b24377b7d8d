package example.campus;

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
 * Typed access to {@link Club} items of table {@code campus}. Obtain it from {@link CampusTable#clubs()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubRepository extends UnversionedRepository<Club, ClubConditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.clubs()}. */
    public ClubRepository(TableClient table) {
        super(table, "clubs", ClubCodec.INSTANCE, ClubConditions.INSTANCE, ClubConditions::of);
    }

    /** A partial update of the stored Club: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ClubUpdate update(String clubId) {
        return new ClubUpdate(updateAt(ClubKeys.primaryKey(clubId)));
    }

    /** The Club with this key, if any. One GetItem, eventually consistent. */
    public Optional<Club> get(String clubId) {
        return getAt(ClubKeys.primaryKey(clubId), ReadConsistency.EVENTUAL);
    }

    /** The Club with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Club> get(String clubId, ReadConsistency consistency) {
        return getAt(ClubKeys.primaryKey(clubId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String clubId, ReadConsistency consistency) {
        return getRequestAt(ClubKeys.primaryKey(clubId), consistency);
    }

    /** Deletes the Club with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String clubId) {
        return deleteAt(ClubKeys.primaryKey(clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId) {
        return deleteRequestAt(ClubKeys.primaryKey(clubId));
    }

    /**
     * Deletes the Club with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String clubId, Function<ClubConditions, Condition> when) {
        return deleteAt(ClubKeys.primaryKey(clubId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId,
            Function<ClubConditions, Condition> when) {
        return deleteRequestAt(ClubKeys.primaryKey(clubId), when);
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
        return CollectionDelete.run(this.table, "clubs.deleteWithCollection", ClubKeys.primaryKey(clubId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String clubId) {
        return CollectionDelete.firstQuery(this.table, ClubKeys.primaryKey(clubId));
    }
}
