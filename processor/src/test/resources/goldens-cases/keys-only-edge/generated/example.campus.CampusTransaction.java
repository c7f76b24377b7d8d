package example.campus;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.TableClient;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.transaction.WriteTransaction;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Writes to table {@code campus} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusTransaction {
    private final CampusTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link CampusTable#transaction()}.
     */
    public CampusTransaction(CampusTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link PersonRepository#create(Person)} as an action of this transaction.
     */
    public CampusTransaction create(Person person) {
        this.transaction.put("create", this.db.persons().createRequest(person), TableClient.OwnChecks.ABSENT, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#put(Person)} as an action of this transaction.
     */
    public CampusTransaction put(Person person) {
        this.transaction.put("put", this.db.persons().putRequest(person), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#update(Person)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Person person) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(PersonCodec.INSTANCE.toItem(Objects.requireNonNull(person, "person"))), TableClient.OwnChecks.PRESENT, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#create(Person, Function)} as an action of this transaction.
     */
    public CampusTransaction create(Person person, Function<PersonConditions, Condition> when) {
        this.transaction.put("create", this.db.persons().createRequest(person, when), TableClient.OwnChecks.ABSENT, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#put(Person, Function)} as an action of this transaction.
     */
    public CampusTransaction put(Person person, Function<PersonConditions, Condition> when) {
        this.transaction.put("put", this.db.persons().putRequest(person, when), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#update(Person, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Person person, Function<PersonConditions, Condition> when) {
        this.transaction.put("replace", this.db.persons().updateRequest(person, when), TableClient.OwnChecks.PRESENT, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#create(Club)} as an action of this transaction.
     */
    public CampusTransaction create(Club club) {
        this.transaction.put("create", this.db.clubs().createRequest(club), TableClient.OwnChecks.ABSENT, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#put(Club)} as an action of this transaction.
     */
    public CampusTransaction put(Club club) {
        this.transaction.put("put", this.db.clubs().putRequest(club), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#update(Club)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Club club) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(ClubCodec.INSTANCE.toItem(Objects.requireNonNull(club, "club"))), TableClient.OwnChecks.PRESENT, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#create(Club, Function)} as an action of this transaction.
     */
    public CampusTransaction create(Club club, Function<ClubConditions, Condition> when) {
        this.transaction.put("create", this.db.clubs().createRequest(club, when), TableClient.OwnChecks.ABSENT, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#put(Club, Function)} as an action of this transaction.
     */
    public CampusTransaction put(Club club, Function<ClubConditions, Condition> when) {
        this.transaction.put("put", this.db.clubs().putRequest(club, when), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#update(Club, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Club club, Function<ClubConditions, Condition> when) {
        this.transaction.put("replace", this.db.clubs().updateRequest(club, when), TableClient.OwnChecks.PRESENT, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#create(Sponsorship)} as an action of this transaction.
     */
    public CampusTransaction create(Sponsorship sponsorship) {
        this.transaction.put("create", this.db.sponsorships().createRequest(sponsorship), TableClient.OwnChecks.ABSENT, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#put(Sponsorship)} as an action of this transaction.
     */
    public CampusTransaction put(Sponsorship sponsorship) {
        this.transaction.put("put", this.db.sponsorships().putRequest(sponsorship), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#update(Sponsorship)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Sponsorship sponsorship) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(SponsorshipCodec.INSTANCE.toItem(Objects.requireNonNull(sponsorship, "sponsorship"))), TableClient.OwnChecks.PRESENT, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#create(Sponsorship, Function)} as an action of this transaction.
     */
    public CampusTransaction create(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        this.transaction.put("create", this.db.sponsorships().createRequest(sponsorship, when), TableClient.OwnChecks.ABSENT, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#put(Sponsorship, Function)} as an action of this transaction.
     */
    public CampusTransaction put(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        this.transaction.put("put", this.db.sponsorships().putRequest(sponsorship, when), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#update(Sponsorship, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CampusTransaction replace(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        this.transaction.put("replace", this.db.sponsorships().updateRequest(sponsorship, when), TableClient.OwnChecks.PRESENT, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Person} as an action: {@code changes} sets components (and {@code when}) as on {@link PersonRepository#update}; only if the item exists.
     */
    public CampusTransaction updatePerson(String personId, Consumer<PersonUpdate> changes) {
        Update<Person> update = new Update<>(this.db.tableClient(), "transaction", PersonKeys.primaryKey(personId), PersonCodec.INSTANCE);
        changes.accept(new PersonUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link PersonRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public CampusTransaction deletePerson(String personId) {
        this.transaction.delete(this.db.persons().deleteRequest(personId), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * {@link PersonRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public CampusTransaction deletePerson(String personId,
            Function<PersonConditions, Condition> when) {
        this.transaction.delete(this.db.persons().deleteRequest(personId, when), TableClient.OwnChecks.NONE, PersonCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Person} at this key meets {@code when}; it writes nothing.
     */
    public CampusTransaction checkPerson(String personId,
            Function<PersonConditions, Condition> when) {
        this.transaction.conditionCheck(PersonKeys.primaryKey(personId), PersonConditions.of(when), PersonCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Club} as an action: {@code changes} sets components (and {@code when}) as on {@link ClubRepository#update}; only if the item exists.
     */
    public CampusTransaction updateClub(String clubId, Consumer<ClubUpdate> changes) {
        Update<Club> update = new Update<>(this.db.tableClient(), "transaction", ClubKeys.primaryKey(clubId), ClubCodec.INSTANCE);
        changes.accept(new ClubUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link ClubRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public CampusTransaction deleteClub(String clubId) {
        this.transaction.delete(this.db.clubs().deleteRequest(clubId), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ClubRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public CampusTransaction deleteClub(String clubId, Function<ClubConditions, Condition> when) {
        this.transaction.delete(this.db.clubs().deleteRequest(clubId, when), TableClient.OwnChecks.NONE, ClubCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Club} at this key meets {@code when}; it writes nothing.
     */
    public CampusTransaction checkClub(String clubId, Function<ClubConditions, Condition> when) {
        this.transaction.conditionCheck(ClubKeys.primaryKey(clubId), ClubConditions.of(when), ClubCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Sponsorship} as an action: {@code changes} sets components (and {@code when}) as on {@link SponsorshipRepository#update}; only if the item exists.
     */
    public CampusTransaction updateSponsorship(String personId, String clubId,
            Consumer<SponsorshipUpdate> changes) {
        Update<Sponsorship> update = new Update<>(this.db.tableClient(), "transaction", SponsorshipKeys.primaryKey(personId, clubId), SponsorshipCodec.INSTANCE);
        changes.accept(new SponsorshipUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link SponsorshipRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public CampusTransaction deleteSponsorship(String personId, String clubId) {
        this.transaction.delete(this.db.sponsorships().deleteRequest(personId, clubId), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * {@link SponsorshipRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public CampusTransaction deleteSponsorship(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        this.transaction.delete(this.db.sponsorships().deleteRequest(personId, clubId, when), TableClient.OwnChecks.NONE, SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Sponsorship} at this key meets {@code when}; it writes nothing.
     */
    public CampusTransaction checkSponsorship(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        this.transaction.conditionCheck(SponsorshipKeys.primaryKey(personId, clubId), SponsorshipConditions.of(when), SponsorshipCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public CampusTransaction idempotencyToken(String token) {
        this.transaction.idempotencyToken(token);
        return this;
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, without sending it.
     */
    public TransactWriteItemsRequest toRequest() {
        return this.transaction.toRequest();
    }

    /**
     * The TransactWriteItems {@link #execute()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.transaction.describe();
    }

    /**
     * Sends the one TransactWriteItems: every action is applied, or none.
     *
     * @throws io.partitura.runtime.exceptions.CancelledTransactionException when DynamoDB cancelled it; nothing is written
     */
    public void execute() {
        this.transaction.execute();
    }
}
