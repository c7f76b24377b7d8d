package example.catalog;

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
 * Typed access to {@link Tenant} items of table {@code catalog}. Obtain it from {@link CatalogTable#tenants()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantRepository extends UnversionedRepository<Tenant, TenantConditions> {
    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.tenants()}. */
    public TenantRepository(TableClient table) {
        super(table, "tenants", TenantCodec.INSTANCE, TenantConditions.INSTANCE, TenantConditions::of);
    }

    /** A partial update of the stored Tenant: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public TenantUpdate update(String tenantId) {
        return new TenantUpdate(updateAt(TenantKeys.primaryKey(tenantId)));
    }

    /** The Tenant with this key, if any. One GetItem, eventually consistent. */
    public Optional<Tenant> get(String tenantId) {
        return getAt(TenantKeys.primaryKey(tenantId), ReadConsistency.EVENTUAL);
    }

    /** The Tenant with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Tenant> get(String tenantId, ReadConsistency consistency) {
        return getAt(TenantKeys.primaryKey(tenantId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, ReadConsistency consistency) {
        return getRequestAt(TenantKeys.primaryKey(tenantId), consistency);
    }

    /** Deletes the Tenant with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId) {
        return deleteAt(TenantKeys.primaryKey(tenantId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId) {
        return deleteRequestAt(TenantKeys.primaryKey(tenantId));
    }

    /**
     * Deletes the Tenant with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String tenantId, Function<TenantConditions, Condition> when) {
        return deleteAt(TenantKeys.primaryKey(tenantId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId,
            Function<TenantConditions, Condition> when) {
        return deleteRequestAt(TenantKeys.primaryKey(tenantId), when);
    }

    /**
     * The Tenant and its projects from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Tenant itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<TenantWithProjects> getWithProjects(String tenantId) {
        return getWithProjects(tenantId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithProjects}, read as {@code consistency} says. */
    public Optional<TenantWithProjects> getWithProjects(String tenantId,
            ReadConsistency consistency) {
        return readCollection("getWithProjects", tenantId, consistency)
                    .map(loaded -> new TenantWithProjects(loaded.tenant(), loaded.projects()));
    }

    /** The Query {@link #getWithProjects} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithProjectsRequest(String tenantId, ReadConsistency consistency) {
        return getWithChildrenRequest(tenantId, consistency);
    }

    /** The Tenant and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Tenant itself does not exist. */
    public Optional<TenantWithChildren> getWithChildren(String tenantId) {
        return getWithChildren(tenantId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<TenantWithChildren> getWithChildren(String tenantId,
            ReadConsistency consistency) {
        return readCollection("getWithChildren", tenantId, consistency);
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private Optional<TenantWithChildren> readCollection(String method, String tenantId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(tenantId, consistency)), ProjectCodec.INSTANCE)
                    .map(loaded -> new TenantWithChildren(loaded.owner(), loaded.of(ProjectCodec.INSTANCE)));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String tenantId, ReadConsistency consistency) {
        return queryRequest(onTable(TenantKeys.partitionKey(tenantId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String tenantId) {
        return deleteWithCollection(tenantId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Tenant and its whole item collection: every item stored under its partition key ({@link Project}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Tenant's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Tenant in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String tenantId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "tenants.deleteWithCollection", TenantKeys.primaryKey(tenantId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String tenantId) {
        return CollectionDelete.firstQuery(this.table, TenantKeys.primaryKey(tenantId));
    }
}
