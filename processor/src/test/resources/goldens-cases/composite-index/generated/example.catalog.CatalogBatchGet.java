package example.catalog;

import io.partitura.runtime.TableClient;
import io.partitura.runtime.batch.BatchGetter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.item.Items;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys to read from table {@code catalog} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CatalogBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public CatalogBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Tenant}.
     */
    public CatalogBatchGet tenant(String tenantId) {
        this.keys.add(TenantKeys.primaryKey(tenantId));
        return this;
    }

    /**
     * Adds the key of one {@link Project}.
     */
    public CatalogBatchGet project(String tenantId, String projectId) {
        this.keys.add(ProjectKeys.primaryKey(tenantId, projectId));
        return this;
    }

    public CatalogBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public CatalogBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public CatalogBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Tenant> tenants = new ArrayList<>();
        List<Project> projects = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (TenantCodec.ENTITY_TYPE.equals(type)) {
                tenants.add(table.decode("batchGet", TenantCodec.INSTANCE, item));
            } else if (ProjectCodec.ENTITY_TYPE.equals(type)) {
                projects.add(table.decode("batchGet", ProjectCodec.INSTANCE, item));
            }
        }
        return new CatalogBatchGetResult(tenants, projects);
    }
}
