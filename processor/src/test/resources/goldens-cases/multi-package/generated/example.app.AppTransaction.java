package example.app;

import example.app.accounts.Account;
import example.app.accounts.AccountRepository;
import example.app.billing.Invoice;
import example.app.billing.InvoiceRepository;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code app} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class AppTransaction extends TableTransaction<AppTransaction> {
    private final AppTable db;

    /** Used by {@link AppTable#transaction()}. */
    public AppTransaction(AppTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link AppTable#transaction(String)}. */
    public AppTransaction(AppTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link AccountRepository#create(Account)} as an action of this transaction. */
    public AppTransaction create(Account account) {
        return addCreate(this.db.accounts().createRequest(account), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#put(Account)} as an action of this transaction. */
    public AppTransaction put(Account account) {
        return addPut(this.db.accounts().putRequest(account), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#update(Account)} as an action of this transaction: replaces the stored item only if it exists. */
    public AppTransaction replace(Account account) {
        return addReplace(account, AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#create(Account, Function)} as an action of this transaction. */
    public AppTransaction create(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addCreate(this.db.accounts().createRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#put(Account, Function)} as an action of this transaction. */
    public AppTransaction put(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addPut(this.db.accounts().putRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#update(Account, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public AppTransaction replace(Account account,
            Function<AccountRepository.Conditions, Condition> when) {
        return addReplace(this.db.accounts().updateRequest(account, when), AccountRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#create(Invoice)} as an action of this transaction. */
    public AppTransaction create(Invoice invoice) {
        return addCreate(this.db.invoices().createRequest(invoice), InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#put(Invoice)} as an action of this transaction. */
    public AppTransaction put(Invoice invoice) {
        return addPut(this.db.invoices().putRequest(invoice), InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#update(Invoice)} as an action of this transaction: replaces the stored item only if it exists. */
    public AppTransaction replace(Invoice invoice) {
        return addReplace(invoice, InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#create(Invoice, Function)} as an action of this transaction. */
    public AppTransaction create(Invoice invoice,
            Function<InvoiceRepository.Conditions, Condition> when) {
        return addCreate(this.db.invoices().createRequest(invoice, when), InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#put(Invoice, Function)} as an action of this transaction. */
    public AppTransaction put(Invoice invoice,
            Function<InvoiceRepository.Conditions, Condition> when) {
        return addPut(this.db.invoices().putRequest(invoice, when), InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#update(Invoice, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public AppTransaction replace(Invoice invoice,
            Function<InvoiceRepository.Conditions, Condition> when) {
        return addReplace(this.db.invoices().updateRequest(invoice, when), InvoiceRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Account} as an action: {@code changes} sets components (and {@code when}) as on {@link AccountRepository#update}; only if the item exists. */
    public AppTransaction updateAccount(String accountId,
            Consumer<AccountRepository.Update> changes) {
        var update = newUpdate(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Codec.INSTANCE);
        changes.accept(new AccountRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link AccountRepository#delete} of this key as an action: deletes the item if there is one. */
    public AppTransaction deleteAccount(String accountId) {
        return addDelete(this.db.accounts().deleteRequest(accountId), AccountRepository.Codec.INSTANCE);
    }

    /** {@link AccountRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public AppTransaction deleteAccount(String accountId,
            Function<AccountRepository.Conditions, Condition> when) {
        return addDelete(this.db.accounts().deleteRequest(accountId, when), AccountRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Account} at this key meets {@code when}; it writes nothing. */
    public AppTransaction checkAccount(String accountId,
            Function<AccountRepository.Conditions, Condition> when) {
        return addCheck(AccountRepository.Codec.primaryKey(accountId), AccountRepository.Conditions.of(when), AccountRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Invoice} as an action: {@code changes} sets components (and {@code when}) as on {@link InvoiceRepository#update}; only if the item exists. */
    public AppTransaction updateInvoice(String accountId, String invoiceId,
            Consumer<InvoiceRepository.Update> changes) {
        var update = newUpdate(InvoiceRepository.Codec.primaryKey(accountId, invoiceId), InvoiceRepository.Codec.INSTANCE);
        changes.accept(new InvoiceRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link InvoiceRepository#delete} of this key as an action: deletes the item if there is one. */
    public AppTransaction deleteInvoice(String accountId, String invoiceId) {
        return addDelete(this.db.invoices().deleteRequest(accountId, invoiceId), InvoiceRepository.Codec.INSTANCE);
    }

    /** {@link InvoiceRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public AppTransaction deleteInvoice(String accountId, String invoiceId,
            Function<InvoiceRepository.Conditions, Condition> when) {
        return addDelete(this.db.invoices().deleteRequest(accountId, invoiceId, when), InvoiceRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Invoice} at this key meets {@code when}; it writes nothing. */
    public AppTransaction checkInvoice(String accountId, String invoiceId,
            Function<InvoiceRepository.Conditions, Condition> when) {
        return addCheck(InvoiceRepository.Codec.primaryKey(accountId, invoiceId), InvoiceRepository.Conditions.of(when), InvoiceRepository.Codec.INSTANCE);
    }
}
