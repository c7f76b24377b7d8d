package example.ledger;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code ledger} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LedgerTransaction extends TableTransaction<LedgerTransaction> {
    private final LedgerTable db;

    /** Used by {@link LedgerTable#transaction()}. */
    public LedgerTransaction(LedgerTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link LedgerTable#transaction(String)}. */
    public LedgerTransaction(LedgerTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link AccountRepository#create(Account)} as an action of this transaction. */
    public LedgerTransaction create(Account account) {
        return addCreate(this.db.accounts().createRequest(account), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#put(Account)} as an action of this transaction. */
    public LedgerTransaction put(Account account) {
        return addPut(this.db.accounts().putRequest(account), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#update(Account)} as an action of this transaction: replaces the stored item only if it exists. */
    public LedgerTransaction replace(Account account) {
        return addReplace(account, AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#create(Account, Function)} as an action of this transaction. */
    public LedgerTransaction create(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addCreate(this.db.accounts().createRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#put(Account, Function)} as an action of this transaction. */
    public LedgerTransaction put(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addPut(this.db.accounts().putRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#update(Account, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public LedgerTransaction replace(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addReplace(this.db.accounts().updateRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#create(Entry)} as an action of this transaction. */
    public LedgerTransaction create(Entry entry) {
        return addCreate(this.db.entries().createRequest(entry), EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#put(Entry)} as an action of this transaction. */
    public LedgerTransaction put(Entry entry) {
        return addPut(this.db.entries().putRequest(entry), EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#update(Entry)} as an action of this transaction: replaces the stored item only if it exists. */
    public LedgerTransaction replace(Entry entry) {
        return addReplace(entry, EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#create(Entry, Function)} as an action of this transaction. */
    public LedgerTransaction create(Entry entry,
            Function<EntryRepository.Conditions, Condition> when) {
        return addCreate(this.db.entries().createRequest(entry, when), EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#put(Entry, Function)} as an action of this transaction. */
    public LedgerTransaction put(Entry entry,
            Function<EntryRepository.Conditions, Condition> when) {
        return addPut(this.db.entries().putRequest(entry, when), EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#update(Entry, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public LedgerTransaction replace(Entry entry,
            Function<EntryRepository.Conditions, Condition> when) {
        return addReplace(this.db.entries().updateRequest(entry, when), EntryRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Account} as an action: {@code changes} sets components (and {@code when}) as on {@link AccountRepository#update}; only if the item exists. */
    public LedgerTransaction updateAccount(AccountId accountId,
            Consumer<AccountRepository.Update> changes) {
        var update = newUpdate(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Codec.INSTANCE);
        changes.accept(new AccountRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link AccountRepository#delete} of this key as an action: deletes the item if there is one. */
    public LedgerTransaction deleteAccount(AccountId accountId) {
        return addDelete(this.db.accounts().deleteRequest(accountId), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LedgerTransaction deleteAccount(AccountId accountId,
            Function<AccountRepository.Conditions, Condition> when) {
        return addDelete(this.db.accounts().deleteRequest(accountId, when), AccountRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Account} at this key meets {@code when}; it writes nothing. */
    public LedgerTransaction checkAccount(AccountId accountId,
            Function<AccountRepository.Conditions, Condition> when) {
        return addCheck(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Conditions.of(when), AccountRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Entry} as an action: {@code changes} sets components (and {@code when}) as on {@link EntryRepository#update}; only if the item exists. */
    public LedgerTransaction updateEntry(AccountId accountId, EntryId entryId,
            Consumer<EntryRepository.Update> changes) {
        var update = newUpdate(EntryRepository.Codec.primaryKey(accountId, entryId), EntryRepository.Codec.INSTANCE);
        changes.accept(new EntryRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link EntryRepository#delete} of this key as an action: deletes the item if there is one. */
    public LedgerTransaction deleteEntry(AccountId accountId, EntryId entryId) {
        return addDelete(this.db.entries().deleteRequest(accountId, entryId), EntryRepository.Codec.INSTANCE);
    }

    /** {@link EntryRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public LedgerTransaction deleteEntry(AccountId accountId, EntryId entryId,
            Function<EntryRepository.Conditions, Condition> when) {
        return addDelete(this.db.entries().deleteRequest(accountId, entryId, when), EntryRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Entry} at this key meets {@code when}; it writes nothing. */
    public LedgerTransaction checkEntry(AccountId accountId, EntryId entryId,
            Function<EntryRepository.Conditions, Condition> when) {
        return addCheck(EntryRepository.Codec.primaryKey(accountId, entryId), EntryRepository.Conditions.of(when), EntryRepository.Codec.INSTANCE);
    }
}
