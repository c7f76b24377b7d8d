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
        return addCreate(this.db.persons().createRequest(person), PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#put(Person)} as an action of this transaction. */
    public CampusTransaction put(Person person) {
        return addPut(this.db.persons().putRequest(person), PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#update(Person)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Person person) {
        return addReplace(person, PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#create(Person, Function)} as an action of this transaction. */
    public CampusTransaction create(Person person,
            Function<PersonRepository.Conditions, Condition> when) {
        return addCreate(this.db.persons().createRequest(person, when), PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#put(Person, Function)} as an action of this transaction. */
    public CampusTransaction put(Person person,
            Function<PersonRepository.Conditions, Condition> when) {
        return addPut(this.db.persons().putRequest(person, when), PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#update(Person, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Person person,
            Function<PersonRepository.Conditions, Condition> when) {
        return addReplace(this.db.persons().updateRequest(person, when), PersonRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#create(Club)} as an action of this transaction. */
    public CampusTransaction create(Club club) {
        return addCreate(this.db.clubs().createRequest(club), ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#put(Club)} as an action of this transaction. */
    public CampusTransaction put(Club club) {
        return addPut(this.db.clubs().putRequest(club), ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#update(Club)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Club club) {
        return addReplace(club, ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#create(Club, Function)} as an action of this transaction. */
    public CampusTransaction create(Club club,
            Function<ClubRepository.Conditions, Condition> when) {
        return addCreate(this.db.clubs().createRequest(club, when), ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#put(Club, Function)} as an action of this transaction. */
    public CampusTransaction put(Club club, Function<ClubRepository.Conditions, Condition> when) {
        return addPut(this.db.clubs().putRequest(club, when), ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#update(Club, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Club club,
            Function<ClubRepository.Conditions, Condition> when) {
        return addReplace(this.db.clubs().updateRequest(club, when), ClubRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#create(Sponsorship)} as an action of this transaction. */
    public CampusTransaction create(Sponsorship sponsorship) {
        return addCreate(this.db.sponsorships().createRequest(sponsorship), SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#put(Sponsorship)} as an action of this transaction. */
    public CampusTransaction put(Sponsorship sponsorship) {
        return addPut(this.db.sponsorships().putRequest(sponsorship), SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#update(Sponsorship)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Sponsorship sponsorship) {
        return addReplace(sponsorship, SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#create(Sponsorship, Function)} as an action of this transaction. */
    public CampusTransaction create(Sponsorship sponsorship,
            Function<SponsorshipRepository.Conditions, Condition> when) {
        return addCreate(this.db.sponsorships().createRequest(sponsorship, when), SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#put(Sponsorship, Function)} as an action of this transaction. */
    public CampusTransaction put(Sponsorship sponsorship,
            Function<SponsorshipRepository.Conditions, Condition> when) {
        return addPut(this.db.sponsorships().putRequest(sponsorship, when), SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#update(Sponsorship, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CampusTransaction replace(Sponsorship sponsorship,
            Function<SponsorshipRepository.Conditions, Condition> when) {
        return addReplace(this.db.sponsorships().updateRequest(sponsorship, when), SponsorshipRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Person} as an action: {@code changes} sets components (and {@code when}) as on {@link PersonRepository#update}; only if the item exists. */
    public CampusTransaction updatePerson(String personId,
            Consumer<PersonRepository.Update> changes) {
        var update = newUpdate(PersonRepository.Codec.primaryKey(personId), PersonRepository.Codec.INSTANCE);
        changes.accept(new PersonRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link PersonRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deletePerson(String personId) {
        return addDelete(this.db.persons().deleteRequest(personId), PersonRepository.Codec.INSTANCE);
    }

    /** {@link PersonRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deletePerson(String personId,
            Function<PersonRepository.Conditions, Condition> when) {
        return addDelete(this.db.persons().deleteRequest(personId, when), PersonRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Person} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkPerson(String personId,
            Function<PersonRepository.Conditions, Condition> when) {
        return addCheck(PersonRepository.Codec.primaryKey(personId), PersonRepository.Conditions.of(when), PersonRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Club} as an action: {@code changes} sets components (and {@code when}) as on {@link ClubRepository#update}; only if the item exists. */
    public CampusTransaction updateClub(String clubId, Consumer<ClubRepository.Update> changes) {
        var update = newUpdate(ClubRepository.Codec.primaryKey(clubId), ClubRepository.Codec.INSTANCE);
        changes.accept(new ClubRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ClubRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deleteClub(String clubId) {
        return addDelete(this.db.clubs().deleteRequest(clubId), ClubRepository.Codec.INSTANCE);
    }

    /** {@link ClubRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deleteClub(String clubId,
            Function<ClubRepository.Conditions, Condition> when) {
        return addDelete(this.db.clubs().deleteRequest(clubId, when), ClubRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Club} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkClub(String clubId,
            Function<ClubRepository.Conditions, Condition> when) {
        return addCheck(ClubRepository.Codec.primaryKey(clubId), ClubRepository.Conditions.of(when), ClubRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Sponsorship} as an action: {@code changes} sets components (and {@code when}) as on {@link SponsorshipRepository#update}; only if the item exists. */
    public CampusTransaction updateSponsorship(String personId, String clubId,
            Consumer<SponsorshipRepository.Update> changes) {
        var update = newUpdate(SponsorshipRepository.Codec.primaryKey(personId, clubId), SponsorshipRepository.Codec.INSTANCE);
        changes.accept(new SponsorshipRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link SponsorshipRepository#delete} of this key as an action: deletes the item if there is one. */
    public CampusTransaction deleteSponsorship(String personId, String clubId) {
        return addDelete(this.db.sponsorships().deleteRequest(personId, clubId), SponsorshipRepository.Codec.INSTANCE);
    }

    /** {@link SponsorshipRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CampusTransaction deleteSponsorship(String personId, String clubId,
            Function<SponsorshipRepository.Conditions, Condition> when) {
        return addDelete(this.db.sponsorships().deleteRequest(personId, clubId, when), SponsorshipRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Sponsorship} at this key meets {@code when}; it writes nothing. */
    public CampusTransaction checkSponsorship(String personId, String clubId,
            Function<SponsorshipRepository.Conditions, Condition> when) {
        return addCheck(SponsorshipRepository.Codec.primaryKey(personId, clubId), SponsorshipRepository.Conditions.of(when), SponsorshipRepository.Codec.INSTANCE);
    }
}
