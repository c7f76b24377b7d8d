package example.campus;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.repository.UnversionedRepository;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Person} items of table {@code campus}. Obtain it from {@link CampusTable#persons()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonRepository extends UnversionedRepository<Person, PersonConditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.persons()}. */
    public PersonRepository(TableClient table) {
        super(table, "persons", PersonCodec.INSTANCE, PersonConditions.INSTANCE, PersonConditions::of);
    }

    /** A partial update of the stored Person: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public PersonUpdate update(String personId) {
        return new PersonUpdate(updateAt(PersonKeys.primaryKey(personId)));
    }

    /** The Person with this key, if any. One GetItem, eventually consistent. */
    public Optional<Person> get(String personId) {
        return getAt(PersonKeys.primaryKey(personId), ReadConsistency.EVENTUAL);
    }

    /** The Person with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Person> get(String personId, ReadConsistency consistency) {
        return getAt(PersonKeys.primaryKey(personId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, ReadConsistency consistency) {
        return getRequestAt(PersonKeys.primaryKey(personId), consistency);
    }

    /** Deletes the Person with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId) {
        return deleteAt(PersonKeys.primaryKey(personId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId) {
        return deleteRequestAt(PersonKeys.primaryKey(personId));
    }

    /**
     * Deletes the Person with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, Function<PersonConditions, Condition> when) {
        return deleteAt(PersonKeys.primaryKey(personId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId,
            Function<PersonConditions, Condition> when) {
        return deleteRequestAt(PersonKeys.primaryKey(personId), when);
    }

    /**
     * The Person and its sponsorships from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Person itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<PersonWithSponsorships> getWithSponsorships(String personId) {
        return getWithSponsorships(personId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithSponsorships}, read as {@code consistency} says. */
    public Optional<PersonWithSponsorships> getWithSponsorships(String personId,
            ReadConsistency consistency) {
        return readCollection("getWithSponsorships", personId, consistency)
                    .map(loaded -> new PersonWithSponsorships(loaded.person(), loaded.sponsorships()));
    }

    /** The Query {@link #getWithSponsorships} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithSponsorshipsRequest(String personId, ReadConsistency consistency) {
        return getWithChildrenRequest(personId, consistency);
    }

    /** The Person and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Person itself does not exist. */
    public Optional<PersonWithChildren> getWithChildren(String personId) {
        return getWithChildren(personId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<PersonWithChildren> getWithChildren(String personId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", personId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<PersonWithChildren> readCollection(String method, String personId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(personId, consistency)), SponsorshipCodec.INSTANCE)
                    .map(loaded -> new PersonWithChildren(loaded.owner(), loaded.of(SponsorshipCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String personId, ReadConsistency consistency) {
        return queryRequest(onTable(PersonKeys.partitionKey(personId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String personId) {
        return deleteWithCollection(personId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Person and its whole item collection: every item stored under its partition key ({@link Sponsorship}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Person's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Person in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String personId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "persons.deleteWithCollection", PersonKeys.primaryKey(personId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String personId) {
        return CollectionDelete.firstQuery(this.table, PersonKeys.primaryKey(personId));
    }
}
