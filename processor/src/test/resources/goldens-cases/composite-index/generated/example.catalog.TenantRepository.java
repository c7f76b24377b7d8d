package example.catalog;

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

/** Typed access to {@link Tenant} items of table {@code catalog}. Obtain it from {@link CatalogTable#tenants()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class TenantRepository {
    private final TableClient table;

    /** Used by {@link CatalogTable}; prefer {@code CatalogTable.tenants()}. */
    public TenantRepository(TableClient table) {
        this.table = Objects.requireNonNull(table, "table");
    }

    /** Writes the Tenant, replacing any item at its key. One PutItem. */
    public void put(Tenant tenant) {
        this.table.putItem("tenants.put", putRequest(tenant));
    }

    /** The PutItem {@link #put} sends, without sending it. */
    public PutItemRequest putRequest(Tenant tenant) {
        return this.table.putItemRequest(TenantCodec.INSTANCE.toItem(Objects.requireNonNull(tenant, "tenant")));
    }

    /**
     * Replaces the stored Tenant only if it exists ({@code attribute_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     */
    public void update(Tenant tenant) {
        this.table.replaceItem("tenants.update", this.table.replaceItemRequest(TenantCodec.INSTANCE.toItem(Objects.requireNonNull(tenant, "tenant"))));
    }

    /**
     * Writes the Tenant only if no item exists at its key ({@code attribute_not_exists}). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void create(Tenant tenant) {
        this.table.putItem("tenants.create", createRequest(tenant));
    }

    /** The conditional PutItem {@link #create} sends, without sending it. */
    public PutItemRequest createRequest(Tenant tenant) {
        return this.table.createItemRequest(TenantCodec.INSTANCE.toItem(Objects.requireNonNull(tenant, "tenant")));
    }

    /** A partial update of the stored Tenant: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public TenantUpdate update(String tenantId) {
        return new TenantUpdate(new Update<>(this.table, "tenants.update", TenantKeys.primaryKey(tenantId), TenantCodec.INSTANCE));
    }

    /** The Tenant with this key, if any. One GetItem, eventually consistent. */
    public Optional<Tenant> get(String tenantId) {
        return get(tenantId, ReadConsistency.EVENTUAL);
    }

    /** The Tenant with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Tenant> get(String tenantId, ReadConsistency consistency) {
        return Optional.ofNullable(this.table.getItem("tenants.get", getRequest(tenantId, consistency)))
                    .map(this.table.decoder("tenants.get", TenantCodec.INSTANCE));
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String tenantId, ReadConsistency consistency) {
        return this.table.getItemRequest(TenantKeys.primaryKey(tenantId), consistency);
    }

    /** Deletes the Tenant with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String tenantId) {
        return this.table.deleteItem("tenants.delete", deleteRequest(tenantId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId) {
        return this.table.deleteItemRequest(TenantKeys.primaryKey(tenantId));
    }

    /**
     * {@link #update(Tenant)} only if the stored item also meets {@code when}. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is none; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void update(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.table.putItem("tenants.update", updateRequest(tenant, when), TableClient.OwnChecks.PRESENT, TenantCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #update(Tenant, Function)} sends, without sending it. */
    public PutItemRequest updateRequest(Tenant tenant, Function<TenantConditions, Condition> when) {
        return this.table.withCondition(this.table.replaceItemRequest(TenantCodec.INSTANCE.toItem(Objects.requireNonNull(tenant, "tenant"))), TenantConditions.of(when));
    }

    /**
     * {@link #put(Tenant)} only if the stored item meets {@code when} (no item: as DynamoDB evaluates the condition on a missing item). One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void put(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.table.putItem("tenants.put", putRequest(tenant, when), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #put(Tenant, Function)} sends, without sending it. */
    public PutItemRequest putRequest(Tenant tenant, Function<TenantConditions, Condition> when) {
        return this.table.withCondition(putRequest(tenant), TenantConditions.of(when));
    }

    /**
     * {@link #create(Tenant)} only if {@code when} also holds: it is evaluated on the missing item, so only conditions that hold for absent attributes can pass. One PutItem.
     *
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public void create(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.table.putItem("tenants.create", createRequest(tenant, when), TableClient.OwnChecks.ABSENT, TenantCodec.INSTANCE);
    }

    /** The conditional PutItem {@link #create(Tenant, Function)} sends, without sending it. */
    public PutItemRequest createRequest(Tenant tenant, Function<TenantConditions, Condition> when) {
        return this.table.withCondition(createRequest(tenant), TenantConditions.of(when));
    }

    /**
     * Deletes the Tenant with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String tenantId, Function<TenantConditions, Condition> when) {
        return this.table.deleteItem("tenants.delete", deleteRequest(tenantId, when), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String tenantId,
            Function<TenantConditions, Condition> when) {
        return this.table.withCondition(deleteRequest(tenantId), TenantConditions.of(when));
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
        return readCollection("tenants.getWithProjects", tenantId, consistency)
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
        return readCollection("tenants.getWithChildren", tenantId, consistency);
    }

    /** The item collection, read once and split by type; {@code operation} names the load in requests and errors. */
    private Optional<TenantWithChildren> readCollection(String operation, String tenantId,
            ReadConsistency consistency) {
        Tenant tenant = null;
        List<Project> projects = new ArrayList<>();
        for (Map<String, AttributeValue> item : this.table.queryAll(operation, getWithChildrenRequest(tenantId, consistency))) {
            String type = Items.getString(item, this.table.typeAttributeName());
            if (TenantCodec.ENTITY_TYPE.equals(type)) {
                tenant = this.table.decode(operation, TenantCodec.INSTANCE, item);
            } else if (ProjectCodec.ENTITY_TYPE.equals(type)) {
                projects.add(this.table.decode(operation, ProjectCodec.INSTANCE, item));
            }
        }
        return tenant == null ? Optional.empty() : Optional.of(new TenantWithChildren(tenant, projects));
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String tenantId, ReadConsistency consistency) {
        return new KeyCondition(null, this.table.partitionKeyName(), TenantKeys.partitionKey(tenantId), this.table.sortKeyName(), null, List.of())
                    .toRequest(this.table.tableName())
                    .consistentRead(consistency.strong())
                    .build();
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
