package example.directory;

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

/** Typed access to {@link Office} items of table {@code directory}. Obtain it from {@link DirectoryTable#offices()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeRepository {
    private final TableClient table;

    /** Used by {@link DirectoryTable}; prefer {@code DirectoryTable.offices()}. */
    public OfficeRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Office, replacing any item at its key. One PutItem. */
    public void put(Office office) {
        this.table.putItem("offices.put", putRequest(office));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Office office) {
        return this.table.putItemRequest(OfficeCodec.INSTANCE.toItem(Objects.requireNonNull(office, "office")));
    }

    /**
     * Replaces the stored Office only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Office office) {
        this.table.replaceItem("offices.update", this.table.replaceItemRequest(OfficeCodec.INSTANCE.toItem(Objects.requireNonNull(office, "office"))));
    }

    /**
     * Writes the Office only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Office office) {
        this.table.putItem("offices.create", createRequest(office));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Office office) {
        return this.table.createItemRequest(OfficeCodec.INSTANCE.toItem(Objects.requireNonNull(office, "office")));
    }

    /** A partial update of the stored Office: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public OfficeUpdate update(String officeId) {
        return new OfficeUpdate(new Update<>(this.table, "offices.update", OfficeKeys.primaryKey(officeId), OfficeCodec.INSTANCE));
    }

    /** The Office with this key, if any. One GetItem, eventually consistent. */
    public Optional<Office> get(String officeId) {
        return get(officeId, ReadConsistency.EVENTUAL);
    }

    /** The Office with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Office> get(String officeId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("offices.get", getRequest(officeId, consistency)))
                    .map(this.table.decoder("offices.get", OfficeCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String officeId, ReadConsistency consistency) {
        return this.table.getItemRequest(OfficeKeys.primaryKey(officeId), consistency);
    }

    /** Deletes the Office with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String officeId) {
        return this.table.deleteItem("offices.delete", deleteRequest(officeId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId) {
        return this.table.deleteItemRequest(OfficeKeys.primaryKey(officeId));
    }

    /**
     * {@link #update(Office)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Office office, Function<OfficeConditions, Condition> when) {
        this.table.putItem("offices.update", updateRequest(office, when), TableClient.OwnChecks.PRESENT, OfficeCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Office, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Office office, Function<OfficeConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(OfficeCodec.INSTANCE.toItem(Objects.requireNonNull(office, "office"))), OfficeConditions.of(when));
    }

    /**
     * {@link #put(Office)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Office office, Function<OfficeConditions, Condition> when) {
        this.table.putItem("offices.put", putRequest(office, when), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Office, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Office office, Function<OfficeConditions, Condition> when) {
        return this.table.withCondition(putRequest(office), OfficeConditions.of(when));
    }

    /**
     * {@link #create(Office)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Office office, Function<OfficeConditions, Condition> when) {
        this.table.putItem("offices.create", createRequest(office, when), TableClient.OwnChecks.ABSENT, OfficeCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Office, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Office office, Function<OfficeConditions, Condition> when) {
        return this.table.withCondition(createRequest(office), OfficeConditions.of(when));
    }

    /**
     * Deletes the Office with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String officeId, Function<OfficeConditions, Condition> when) {
        return this.table.deleteItem("offices.delete", deleteRequest(officeId, when), TableClient.OwnChecks.NONE, OfficeCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId,
            Function<OfficeConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(officeId), OfficeConditions.of(when));
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String officeId) {
        return deleteWithCollection(officeId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Office and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Office's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Office in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String officeId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "offices.deleteWithCollection", OfficeKeys.primaryKey(officeId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String officeId) {
        return CollectionDelete.firstQuery(this.table, OfficeKeys.primaryKey(officeId));
    }
}
