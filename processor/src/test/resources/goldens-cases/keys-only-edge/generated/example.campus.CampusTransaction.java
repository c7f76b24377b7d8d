package example.campus;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code campus} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusTransaction extends TableTransaction<CampusTransaction> {
    private final CampusTable db;

    /** Used by {@link CampusTable#transaction()}. */
    public CampusTransaction(CampusTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link CampusTable#transaction(String)}. */
    public CampusTransaction(CampusTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link PersonRepository#create(Person)} as an action of this transaction. */
    public CampusTransaction create(Person person) {
        return addCreate(this.db.persons().createRequest(person), PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#put(Person)} as an action of this transaction. */
    public CampusTransaction put(Person person) {
        return addPut(this.db.persons().putRequest(person), PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#update(Person)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Person person) {
        return addReplace(person, PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#create(Person, Function)} as an action of this transaction. */
    public CampusTransaction create(Person person, Function<PersonConditions, Condition> when) {
        return addCreate(this.db.persons().createRequest(person, when), PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#put(Person, Function)} as an action of this transaction. */
    public CampusTransaction put(Person person, Function<PersonConditions, Condition> when) {
        return addPut(this.db.persons().putRequest(person, when), PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#update(Person, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Person person, Function<PersonConditions, Condition> when) {
        return addReplace(this.db.persons().updateRequest(person, when), PersonCodec.INSTANCE);
    }

    /** {@link ClubRepository#create(Club)} as an action of this transaction. */
    public CampusTransaction create(Club club) {
        return addCreate(this.db.clubs().createRequest(club), ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#put(Club)} as an action of this transaction. */
    public CampusTransaction put(Club club) {
        return addPut(this.db.clubs().putRequest(club), ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#update(Club)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Club club) {
        return addReplace(club, ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#create(Club, Function)} as an action of this transaction. */
    public CampusTransaction create(Club club, Function<ClubConditions, Condition> when) {
        return addCreate(this.db.clubs().createRequest(club, when), ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#put(Club, Function)} as an action of this transaction. */
    public CampusTransaction put(Club club, Function<ClubConditions, Condition> when) {
        return addPut(this.db.clubs().putRequest(club, when), ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#update(Club, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Club club, Function<ClubConditions, Condition> when) {
        return addReplace(this.db.clubs().updateRequest(club, when), ClubCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#create(Sponsorship)} as an action of this transaction. */
    public CampusTransaction create(Sponsorship sponsorship) {
        return addCreate(this.db.sponsorships().createRequest(sponsorship), SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#put(Sponsorship)} as an action of this transaction. */
    public CampusTransaction put(Sponsorship sponsorship) {
        return addPut(this.db.sponsorships().putRequest(sponsorship), SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#update(Sponsorship)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Sponsorship sponsorship) {
        return addReplace(sponsorship, SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#create(Sponsorship, Function)} as an action of this transaction. */
    public CampusTransaction create(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return addCreate(this.db.sponsorships().createRequest(sponsorship, when), SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#put(Sponsorship, Function)} as an action of this transaction. */
    public CampusTransaction put(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return addPut(this.db.sponsorships().putRequest(sponsorship, when), SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#update(Sponsorship, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Sponsorship sponsorship,
            Function<SponsorshipConditions, Condition> when) {
        return addReplace(this.db.sponsorships().updateRequest(sponsorship, when), SponsorshipCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Person} as an action: {@code changes} sets components (and {@code when}) as on {@link PersonRepository#update}; only if the item exists. */
    public CampusTransaction updatePerson(String personId, Consumer<PersonUpdate> changes) {
        return addUpdate(PersonKeys.primaryKey(personId), PersonCodec.INSTANCE, PersonUpdate::new, changes);
    }

    /** {@link PersonRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deletePerson(String personId) {
        return addDelete(this.db.persons().deleteRequest(personId), PersonCodec.INSTANCE);
    }

    /** {@link PersonRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deletePerson(String personId,
            Function<PersonConditions, Condition> when) {
        return addDelete(this.db.persons().deleteRequest(personId, when), PersonCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Person} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkPerson(String personId,
            Function<PersonConditions, Condition> when) {
        return addCheck(PersonKeys.primaryKey(personId), PersonConditions.of(when), PersonCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Club} as an action: {@code changes} sets components (and {@code when}) as on {@link ClubRepository#update}; only if the item exists. */
    public CampusTransaction updateClub(String clubId, Consumer<ClubUpdate> changes) {
        return addUpdate(ClubKeys.primaryKey(clubId), ClubCodec.INSTANCE, ClubUpdate::new, changes);
    }

    /** {@link ClubRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deleteClub(String clubId) {
        return addDelete(this.db.clubs().deleteRequest(clubId), ClubCodec.INSTANCE);
    }

    /** {@link ClubRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deleteClub(String clubId, Function<ClubConditions, Condition> when) {
        return addDelete(this.db.clubs().deleteRequest(clubId, when), ClubCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Club} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkClub(String clubId, Function<ClubConditions, Condition> when) {
        return addCheck(ClubKeys.primaryKey(clubId), ClubConditions.of(when), ClubCodec.INSTANCE);
    }

    /** A partial update of the stored {@link Sponsorship} as an action: {@code changes} sets components (and {@code when}) as on {@link SponsorshipRepository#update}; only if the item exists. */
    public CampusTransaction updateSponsorship(String personId, String clubId,
            Consumer<SponsorshipUpdate> changes) {
        return addUpdate(SponsorshipKeys.primaryKey(personId, clubId), SponsorshipCodec.INSTANCE, SponsorshipUpdate::new, changes);
    }

    /** {@link SponsorshipRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deleteSponsorship(String personId, String clubId) {
        return addDelete(this.db.sponsorships().deleteRequest(personId, clubId), SponsorshipCodec.INSTANCE);
    }

    /** {@link SponsorshipRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deleteSponsorship(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return addDelete(this.db.sponsorships().deleteRequest(personId, clubId, when), SponsorshipCodec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Sponsorship} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkSponsorship(String personId, String clubId,
            Function<SponsorshipConditions, Condition> when) {
        return addCheck(SponsorshipKeys.primaryKey(personId, clubId), SponsorshipConditions.of(when), SponsorshipCodec.INSTANCE);
    }
}
