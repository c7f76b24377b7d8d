package example.directory;

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
 * Writes to table {@code directory} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryTransaction {
    private final DirectoryTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link DirectoryTable#transaction()}.
     */
    public DirectoryTransaction(DirectoryTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link OfficeRepository#create(Office)} as an action of this transaction.
     */
    public DirectoryTransaction create(Office office) {
        this.transaction.put("create", this.db.offices().createRequest(office), TableClient.OwnChecks.ABSENT, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#put(Office)} as an action of this transaction.
     */
    public DirectoryTransaction put(Office office) {
        this.transaction.put("put", this.db.offices().putRequest(office), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#update(Office)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public DirectoryTransaction replace(Office office) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(OfficeCodec.INSTANCE.toItem(Objects.requireNonNull(office, "office"))), TableClient.OwnChecks.PRESENT, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#create(Office, Function)} as an action of this transaction.
     */
    public DirectoryTransaction create(Office office, Function<OfficeConditions, Condition> when) {
        this.transaction.put("create", this.db.offices().createRequest(office, when), TableClient.OwnChecks.ABSENT, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#put(Office, Function)} as an action of this transaction.
     */
    public DirectoryTransaction put(Office office, Function<OfficeConditions, Condition> when) {
        this.transaction.put("put", this.db.offices().putRequest(office, when), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#update(Office, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public DirectoryTransaction replace(Office office, Function<OfficeConditions, Condition> when) {
        this.transaction.put("replace", this.db.offices().updateRequest(office, when), TableClient.OwnChecks.PRESENT, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Office} as an action: {@code changes} sets components (and {@code when}) as on {@link OfficeRepository#update}; only if the item exists.
     */
    public DirectoryTransaction updateOffice(String officeId, Consumer<OfficeUpdate> changes) {
        Update<Office> update = new Update<>(this.db.tableClient(), "transaction", OfficeKeys.primaryKey(officeId), OfficeCodec.INSTANCE);
        changes.accept(new OfficeUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link OfficeRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public DirectoryTransaction deleteOffice(String officeId) {
        this.transaction.delete(this.db.offices().deleteRequest(officeId), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * {@link OfficeRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public DirectoryTransaction deleteOffice(String officeId,
            Function<OfficeConditions, Condition> when) {
        this.transaction.delete(this.db.offices().deleteRequest(officeId, when), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Office} at this key meets {@code when}; it writes nothing.
     */
    public DirectoryTransaction checkOffice(String officeId,
            Function<OfficeConditions, Condition> when) {
        this.transaction.conditionCheck(OfficeKeys.primaryKey(officeId), OfficeConditions.of(when), OfficeCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public DirectoryTransaction idempotencyToken(String token) {
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
