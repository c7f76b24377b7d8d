package example.campus;

import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Club} items of table {@code campus}. Obtain it from {@link CampusTable#clubs()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ClubRepository {
    private final TableClient table;

    /** Used by {@link CampusTable}; prefer {@code CampusTable.clubs()}. */
    public ClubRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Club, replacing any item at its key. One PutItem. */
    public void put(Club club) {
        this.table.putItem("clubs.put", putRequest(club));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Club club) {
        return this.table.putItemRequest(ClubCodec.INSTANCE.toItem(Objects.requireNonNull(club, "club")));
    }

    /**
     * Replaces the stored Club only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Club club) {
        this.table.replaceItem("clubs.update", this.table.replaceItemRequest(ClubCodec.INSTANCE.toItem(Objects.requireNonNull(club, "club"))));
    }

    /**
     * Writes the Club only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Club club) {
        this.table.putItem("clubs.create", createRequest(club));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Club club) {
        return this.table.createItemRequest(ClubCodec.INSTANCE.toItem(Objects.requireNonNull(club, "club")));
    }

    /** A partial update of the stored Club: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public ClubUpdate update(String clubId) {
        return new ClubUpdate(new Update<>(this.table, "clubs.update", ClubKeys.primaryKey(clubId), ClubCodec.INSTANCE));
    }

    /** The Club with this key, if any. One GetItem, eventually consistent. */
    public Optional<Club> get(String clubId) {
        return get(clubId, ReadConsistency.EVENTUAL);
    }

    /** The Club with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Club> get(String clubId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("clubs.get", getRequest(clubId, consistency)))
                    .map(this.table.decoder("clubs.get", ClubCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String clubId, ReadConsistency consistency) {
        return this.table.getItemRequest(ClubKeys.primaryKey(clubId), consistency);
    }

    /** Deletes the Club with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String clubId) {
        return this.table.deleteItem("clubs.delete", deleteRequest(clubId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId) {
        return this.table.deleteItemRequest(ClubKeys.primaryKey(clubId));
    }

    /**
     * {@link #update(Club)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Club club, Function<ClubConditions, Condition> when) {
        this.table.putItem("clubs.update", updateRequest(club, when), TableClient.OwnChecks.PRESENT, ClubCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Club, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Club club, Function<ClubConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(ClubCodec.INSTANCE.toItem(Objects.requireNonNull(club, "club"))), ClubConditions.of(when));
    }

    /**
     * {@link #put(Club)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Club club, Function<ClubConditions, Condition> when) {
        this.table.putItem("clubs.put", putRequest(club, when), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Club, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Club club, Function<ClubConditions, Condition> when) {
        return this.table.withCondition(putRequest(club), ClubConditions.of(when));
    }

    /**
     * {@link #create(Club)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Club club, Function<ClubConditions, Condition> when) {
        this.table.putItem("clubs.create", createRequest(club, when), TableClient.OwnChecks.ABSENT, ClubCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Club, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Club club, Function<ClubConditions, Condition> when) {
        return this.table.withCondition(createRequest(club), ClubConditions.of(when));
    }

    /**
     * Deletes the Club with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String clubId, Function<ClubConditions, Condition> when) {
        return this.table.deleteItem("clubs.delete", deleteRequest(clubId, when), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String clubId,
            Function<ClubConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(clubId), ClubConditions.of(when));
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
