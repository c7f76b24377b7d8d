package example.catalog;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code catalog} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogBatchGet extends TypedBatchGet<CatalogBatchGet> {
    public CatalogBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Tenant}. */
    public CatalogBatchGet tenant(String tenantId) {
        return add(TenantKeys.primaryKey(tenantId));
    }

    /** Adds the key of one {@link Project}. */
    public CatalogBatchGet project(String tenantId, String projectId) {
        return add(ProjectKeys.primaryKey(tenantId, projectId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public CatalogBatchGetResult execute() {
        RecordsByType found = read(TenantCodec.INSTANCE, ProjectCodec.INSTANCE);
        return new CatalogBatchGetResult(found.records(Tenant.class), found.records(Project.class));
    }
}
