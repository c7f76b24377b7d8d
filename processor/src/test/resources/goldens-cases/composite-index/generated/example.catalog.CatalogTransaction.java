package example.catalog;

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
 * Writes to table {@code catalog} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogTransaction {
    private final CatalogTable db;

    private final WriteTransaction transaction;

    /**
     * Used by {@link CatalogTable#transaction()}.
     */
    public CatalogTransaction(CatalogTable db) {
        this.db = Objects.requireNonNull(db, "db");
        this.transaction = new WriteTransaction(db.tableClient(), "transaction");
    }

    /**
     * {@link TenantRepository#create(Tenant)} as an action of this transaction.
     */
    public CatalogTransaction create(Tenant tenant) {
        this.transaction.put("create", this.db.tenants().createRequest(tenant), TableClient.OwnChecks.ABSENT, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#put(Tenant)} as an action of this transaction.
     */
    public CatalogTransaction put(Tenant tenant) {
        this.transaction.put("put", this.db.tenants().putRequest(tenant), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#update(Tenant)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CatalogTransaction replace(Tenant tenant) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(TenantCodec.INSTANCE.toItem(Objects.requireNonNull(tenant, "tenant"))), TableClient.OwnChecks.PRESENT, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#create(Tenant, Function)} as an action of this transaction.
     */
    public CatalogTransaction create(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.transaction.put("create", this.db.tenants().createRequest(tenant, when), TableClient.OwnChecks.ABSENT, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#put(Tenant, Function)} as an action of this transaction.
     */
    public CatalogTransaction put(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.transaction.put("put", this.db.tenants().putRequest(tenant, when), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#update(Tenant, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CatalogTransaction replace(Tenant tenant, Function<TenantConditions, Condition> when) {
        this.transaction.put("replace", this.db.tenants().updateRequest(tenant, when), TableClient.OwnChecks.PRESENT, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#create(Project)} as an action of this transaction.
     */
    public CatalogTransaction create(Project project) {
        this.transaction.put("create", this.db.projects().createRequest(project), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#put(Project)} as an action of this transaction.
     */
    public CatalogTransaction put(Project project) {
        this.transaction.put("put", this.db.projects().putRequest(project), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#update(Project)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CatalogTransaction replace(Project project) {
        this.transaction.put("replace", this.db.tableClient().replaceItemRequest(ProjectCodec.INSTANCE.toItem(Objects.requireNonNull(project, "project"))), TableClient.OwnChecks.PRESENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#create(Project, Function)} as an action of this transaction.
     */
    public CatalogTransaction create(Project project, Function<ProjectConditions, Condition> when) {
        this.transaction.put("create", this.db.projects().createRequest(project, when), TableClient.OwnChecks.ABSENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#put(Project, Function)} as an action of this transaction.
     */
    public CatalogTransaction put(Project project, Function<ProjectConditions, Condition> when) {
        this.transaction.put("put", this.db.projects().putRequest(project, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#update(Project, Function)} as an action of this transaction: replaces the stored item only if it exists.
     */
    public CatalogTransaction replace(Project project,
            Function<ProjectConditions, Condition> when) {
        this.transaction.put("replace", this.db.projects().updateRequest(project, when), TableClient.OwnChecks.PRESENT, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Tenant} as an action: {@code changes} sets components (and {@code when}) as on {@link TenantRepository#update}; only if the item exists.
     */
    public CatalogTransaction updateTenant(String tenantId, Consumer<TenantUpdate> changes) {
        Update<Tenant> update = new Update<>(this.db.tableClient(), "transaction", TenantKeys.primaryKey(tenantId), TenantCodec.INSTANCE);
        changes.accept(new TenantUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link TenantRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public CatalogTransaction deleteTenant(String tenantId) {
        this.transaction.delete(this.db.tenants().deleteRequest(tenantId), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * {@link TenantRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public CatalogTransaction deleteTenant(String tenantId,
            Function<TenantConditions, Condition> when) {
        this.transaction.delete(this.db.tenants().deleteRequest(tenantId, when), TableClient.OwnChecks.NONE, TenantCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Tenant} at this key meets {@code when}; it writes nothing.
     */
    public CatalogTransaction checkTenant(String tenantId,
            Function<TenantConditions, Condition> when) {
        this.transaction.conditionCheck(TenantKeys.primaryKey(tenantId), TenantConditions.of(when), TenantCodec.INSTANCE);
        return this;
    }

    /**
     * A partial update of the stored {@link Project} as an action: {@code changes} sets components (and {@code when}) as on {@link ProjectRepository#update}; only if the item exists.
     */
    public CatalogTransaction updateProject(String tenantId, String projectId,
            Consumer<ProjectUpdate> changes) {
        Update<Project> update = new Update<>(this.db.tableClient(), "transaction", ProjectKeys.primaryKey(tenantId, projectId), ProjectCodec.INSTANCE);
        changes.accept(new ProjectUpdate(update));
        this.transaction.update(update);
        return this;
    }

    /**
     * {@link ProjectRepository#delete} of this key as an action: deletes the item if there is one.
     */
    public CatalogTransaction deleteProject(String tenantId, String projectId) {
        this.transaction.delete(this.db.projects().deleteRequest(tenantId, projectId), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * {@link ProjectRepository#delete} of this key as an action, only if the stored item meets {@code when}.
     */
    public CatalogTransaction deleteProject(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        this.transaction.delete(this.db.projects().deleteRequest(tenantId, projectId, when), TableClient.OwnChecks.NONE, ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * A ConditionCheck: the transaction goes through only if the {@link Project} at this key meets {@code when}; it writes nothing.
     */
    public CatalogTransaction checkProject(String tenantId, String projectId,
            Function<ProjectConditions, Condition> when) {
        this.transaction.conditionCheck(ProjectKeys.primaryKey(tenantId, projectId), ProjectConditions.of(when), ProjectCodec.INSTANCE);
        return this;
    }

    /**
     * The ClientRequestToken (1 to 36 characters): DynamoDB applies a transaction sent again with the same token within 10 minutes only once.
     */
    public CatalogTransaction idempotencyToken(String token) {
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
