package example.catalog;

import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.table.TableTransaction;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.annotation.processing.Generated;

/** Writes to table {@code catalog} that succeed or fail together: one TransactWriteItems. Each action is the request the single write sends, with the same checks and {@code when}. Refused before sending ({@code InvalidTransactionException}): a 101st action, a second action on one item, over 4 MB of items. A cancelled transaction raises {@code CancelledTransactionException}, naming each action's reason. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogTransaction extends TableTransaction<CatalogTransaction> {
    private final CatalogTable db;

    /** Used by {@link CatalogTable#transaction()}. */
    public CatalogTransaction(CatalogTable db) {
        super(db);
        this.db = db;
    }

    /** Used by {@link CatalogTable#transaction(String)}. */
    public CatalogTransaction(CatalogTable db, String name) {
        super(db, name);
        this.db = db;
    }

    /** {@link TenantRepository#create(Tenant)} as an action of this transaction. */
    public CatalogTransaction create(Tenant tenant) {
        return addCreate(this.db.tenants().createRequest(tenant), TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#put(Tenant)} as an action of this transaction. */
    public CatalogTransaction put(Tenant tenant) {
        return addPut(this.db.tenants().putRequest(tenant), TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#update(Tenant)} as an action of this transaction: replaces the stored item only if it exists. */
    public CatalogTransaction replace(Tenant tenant) {
        return addReplace(tenant, TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#create(Tenant, Function)} as an action of this transaction. */
    public CatalogTransaction create(Tenant tenant,
            Function<TenantRepository.Conditions, Condition> when) {
        return addCreate(this.db.tenants().createRequest(tenant, when), TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#put(Tenant, Function)} as an action of this transaction. */
    public CatalogTransaction put(Tenant tenant,
            Function<TenantRepository.Conditions, Condition> when) {
        return addPut(this.db.tenants().putRequest(tenant, when), TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#update(Tenant, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CatalogTransaction replace(Tenant tenant,
            Function<TenantRepository.Conditions, Condition> when) {
        return addReplace(this.db.tenants().updateRequest(tenant, when), TenantRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#create(Project)} as an action of this transaction. */
    public CatalogTransaction create(Project project) {
        return addCreate(this.db.projects().createRequest(project), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#put(Project)} as an action of this transaction. */
    public CatalogTransaction put(Project project) {
        return addPut(this.db.projects().putRequest(project), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#update(Project)} as an action of this transaction: replaces the stored item only if it exists. */
    public CatalogTransaction replace(Project project) {
        return addReplace(project, ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#create(Project, Function)} as an action of this transaction. */
    public CatalogTransaction create(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addCreate(this.db.projects().createRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#put(Project, Function)} as an action of this transaction. */
    public CatalogTransaction put(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addPut(this.db.projects().putRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#update(Project, Function)} as an action of this transaction: replaces the stored item only if it exists. */
    public CatalogTransaction replace(Project project,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addReplace(this.db.projects().updateRequest(project, when), ProjectRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Tenant} as an action: {@code changes} sets components (and {@code when}) as on {@link TenantRepository#update}; only if the item exists. */
    public CatalogTransaction updateTenant(String tenantId,
            Consumer<TenantRepository.Update> changes) {
        var update = newUpdate(TenantRepository.Codec.primaryKey(tenantId), TenantRepository.Codec.INSTANCE);
        changes.accept(new TenantRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link TenantRepository#delete} of this key as an action: deletes the item if there is one. */
    public CatalogTransaction deleteTenant(String tenantId) {
        return addDelete(this.db.tenants().deleteRequest(tenantId), TenantRepository.Codec.INSTANCE);
    }

    /** {@link TenantRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CatalogTransaction deleteTenant(String tenantId,
            Function<TenantRepository.Conditions, Condition> when) {
        return addDelete(this.db.tenants().deleteRequest(tenantId, when), TenantRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Tenant} at this key meets {@code when}; it writes nothing. */
    public CatalogTransaction checkTenant(String tenantId,
            Function<TenantRepository.Conditions, Condition> when) {
        return addCheck(TenantRepository.Codec.primaryKey(tenantId), TenantRepository.Conditions.of(when), TenantRepository.Codec.INSTANCE);
    }

    /** A partial update of the stored {@link Project} as an action: {@code changes} sets components (and {@code when}) as on {@link ProjectRepository#update}; only if the item exists. */
    public CatalogTransaction updateProject(String tenantId, String projectId,
            Consumer<ProjectRepository.Update> changes) {
        var update = newUpdate(ProjectRepository.Codec.primaryKey(tenantId, projectId), ProjectRepository.Codec.INSTANCE);
        changes.accept(new ProjectRepository.Update(update));
        return addUpdate(update);
    }

    /** {@link ProjectRepository#delete} of this key as an action: deletes the item if there is one. */
    public CatalogTransaction deleteProject(String tenantId, String projectId) {
        return addDelete(this.db.projects().deleteRequest(tenantId, projectId), ProjectRepository.Codec.INSTANCE);
    }

    /** {@link ProjectRepository#delete} of this key as an action, only if the stored item meets {@code when}. */
    public CatalogTransaction deleteProject(String tenantId, String projectId,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addDelete(this.db.projects().deleteRequest(tenantId, projectId, when), ProjectRepository.Codec.INSTANCE);
    }

    /** A ConditionCheck: the transaction goes through only if the {@link Project} at this key meets {@code when}; it writes nothing. */
    public CatalogTransaction checkProject(String tenantId, String projectId,
            Function<ProjectRepository.Conditions, Condition> when) {
        return addCheck(ProjectRepository.Codec.primaryKey(tenantId, projectId), ProjectRepository.Conditions.of(when), ProjectRepository.Codec.INSTANCE);
    }
}
