package example.directory;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code directory} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryTransaction extends TableTransaction<DirectoryTransaction> {
    private final DirectoryTable db;

    /** Used by {@link DirectoryTable#transaction()}. */
    public DirectoryTransaction(DirectoryTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link DirectoryTable#transaction(String)}. */
    public DirectoryTransaction(DirectoryTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link OfficeRepository#create(Office)} as an action of this transaction. */
    public DirectoryTransaction create(Office office) {
        return addCreate(this.db.offices().createRequest(office), OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#put(Office)} as an action of this transaction. */
    public DirectoryTransaction put(Office office) {
        return addPut(this.db.offices().putRequest(office), OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#update(Office)} as an action of this transaction: replaces the stored item only if it exists. */
    public DirectoryTransaction replace(Office office) {
        return addReplace(office, OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#create(Office, Function)} as an action of this transaction. */
    public DirectoryTransaction create(Office office,
            Function<OfficeRepository.Conditions, Condition> when) {
        return addCreate(this.db.offices().createRequest(office, when), OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#put(Office, Function)} as an action of this transaction. */
    public DirectoryTransaction put(Office office,
            Function<OfficeRepository.Conditions, Condition> when) {
        return addPut(this.db.offices().putRequest(office, when), OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#update(Office, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public DirectoryTransaction replace(Office office,
            Function<OfficeRepository.Conditions, Condition> when) {
        return addReplace(this.db.offices().updateRequest(office, when), OfficeRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Office} as an action: {@code changes} sets components (and {@code when}) as on {@link OfficeRepository#update}; only if the item exists. */
    public DirectoryTransaction updateOffice(String officeId,
            Consumer<OfficeRepository.Update> changes) {
        var update = newUpdate(OfficeRepository.Codec.primaryKey(officeId), OfficeRepository.Codec.INSTANCE);
        changes.accept(new OfficeRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link OfficeRepository#delete} of this key as an action: deletes the item if there is one. */
    public DirectoryTransaction deleteOffice(String officeId) {
        return addDelete(this.db.offices().deleteRequest(officeId), OfficeRepository.Codec.INSTANCE);
    }

    /** {@link OfficeRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public DirectoryTransaction deleteOffice(String officeId,
            Function<OfficeRepository.Conditions, Condition> when) {
        return addDelete(this.db.offices().deleteRequest(officeId, when), OfficeRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Office} at this key meets {@code when}; it writes nothing. */
    public DirectoryTransaction checkOffice(String officeId,
            Function<OfficeRepository.Conditions, Condition> when) {
        return addCheck(OfficeRepository.Codec.primaryKey(officeId), OfficeRepository.Conditions.of(when), OfficeRepository.Codec.INSTANCE);
    }
}
