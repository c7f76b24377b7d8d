package example.catalog;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code catalog} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogTransactGet extends TableTransactGet<CatalogTransactGet, CatalogBatchGetResult> {
    /** Used by {@link CatalogTable#transactGet()}. */
    public CatalogTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Tenant}. */
    public CatalogTransactGet tenant(String tenantId) {
        return addGet(TenantKeys.primaryKey(tenantId), TenantCodec.INSTANCE);
    }

    /** Adds the key of one {@link Project}. */
    public CatalogTransactGet project(String tenantId, String projectId) {
        return addGet(ProjectKeys.primaryKey(tenantId, projectId), ProjectCodec.INSTANCE);
    }

    @Override
    protected CatalogBatchGetResult byEntity(List<Object> found) {
        return new CatalogBatchGetResult(ReadTransaction.ofType(found, Tenant.class), ReadTransaction.ofType(found, Project.class));
    }
}
