package example.campus;

import io.partitura.runtime.KeyCondition;
import io.partitura.runtime.ReadConsistency;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/** Typed access to {@link Person} items of table {@code campus}. Obtain it from {@link CampusTable#persons()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonRepository {
    private final TableClient table;

    /** Used by {@link CampusTable}; prefer {@code CampusTable.persons()}. */
    public PersonRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Person, replacing any item at its key. One PutItem. */
    public void put(Person person) {
        this.table.putItem("persons.put", putRequest(person));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Person person) {
        return this.table.putItemRequest(PersonCodec.INSTANCE.toItem(Objects.requireNonNull(person, "person")));
    }

    /**
     * Replaces the stored Person only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Person person) {
        this.table.replaceItem("persons.update", this.table.replaceItemRequest(PersonCodec.INSTANCE.toItem(Objects.requireNonNull(person, "person"))));
    }

    /**
     * Writes the Person only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Person person) {
        this.table.putItem("persons.create", createRequest(person));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Person person) {
        return this.table.createItemRequest(PersonCodec.INSTANCE.toItem(Objects.requireNonNull(person, "person")));
    }

    /** A partial update of the stored Person: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public PersonUpdate update(String personId) {
        return new PersonUpdate(new Update<>(this.table, "persons.update", PersonKeys.primaryKey(personId), PersonCodec.INSTANCE));
    }

    /** The Person with this key, if any. One GetItem, eventually consistent. */
    public Optional<Person> get(String personId) {
        return get(personId, ReadConsistency.EVENTUAL);
    }

    /** The Person with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Person> get(String personId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("persons.get", getRequest(personId, consistency)))
                    .map(this.table.decoder("persons.get", PersonCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, ReadConsistency consistency) {
        return this.table.getItemRequest(PersonKeys.primaryKey(personId), consistency);
    }

    /** Deletes the Person with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId) {
        return this.table.deleteItem("persons.delete", deleteRequest(personId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId) {
        return this.table.deleteItemRequest(PersonKeys.primaryKey(personId));
    }

    /**
     * {@link #update(Person)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Person person, Function<PersonConditions, Condition> when) {
        this.table.putItem("persons.update", updateRequest(person, when), TableClient.OwnChecks.PRESENT, PersonCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Person, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Person person, Function<PersonConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(PersonCodec.INSTANCE.toItem(Objects.requireNonNull(person, "person"))), PersonConditions.of(when));
    }

    /**
     * {@link #put(Person)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Person person, Function<PersonConditions, Condition> when) {
        this.table.putItem("persons.put", putRequest(person, when), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Person, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Person person, Function<PersonConditions, Condition> when) {
        return this.table.withCondition(putRequest(person), PersonConditions.of(when));
    }

    /**
     * {@link #create(Person)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Person person, Function<PersonConditions, Condition> when) {
        this.table.putItem("persons.create", createRequest(person, when), TableClient.OwnChecks.ABSENT, PersonCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Person, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Person person, Function<PersonConditions, Condition> when) {
        return this.table.withCondition(createRequest(person), PersonConditions.of(when));
    }

    /**
     * Deletes the Person with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, Function<PersonConditions, Condition> when) {
        return this.table.deleteItem("persons.delete", deleteRequest(personId, when), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId,
            Function<PersonConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(personId), PersonConditions.of(when));
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
        return readCollection("persons.getWithSponsorships", personId, consistency)
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
        return readCollection("persons.getWithChildren", personId, consistency);
    }

    /** The item collection, read once and split by type; {@code operation} names the load in requests and errors. */
    private Optional<PersonWithChildren> readCollection(String operation, String personId,
            ReadConsistency consistency) {
        Person person = null;
        List<Sponsorship> sponsorships = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll(operation, getWithChildrenRequest(personId, consistency))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (PersonCodec.ENTITY_TYPE.equals(type)) {
                person = this.table.decode(operation, PersonCodec.INSTANCE, item);
            } else if (SponsorshipCodec.ENTITY_TYPE.equals(type)) {
                sponsorships.add(this.table.decode(operation, SponsorshipCodec.INSTANCE, item));
            }
        }
        return person == null ? Optional.empty() : Optional.of(new PersonWithChildren(person, sponsorships));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String personId, ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), PersonKeys.partitionKey(personId), this.table.sortKeyName(), null, List.of())
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
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
