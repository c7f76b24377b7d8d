package example.directory;

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
 * Keys to read from table {@code directory} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryBatchGet {
    private final TableClient table;

    private final List<Map<String, AttributeValue>> keys = new ArrayList<>();

    private RetryPolicy retryPolicy = RetryPolicy.defaults();

    private boolean consistentRead;

    public DirectoryBatchGet(TableClient table) {
        this.table = table;
    }

    /**
     * Adds the key of one {@link Office}.
     */
    public DirectoryBatchGet office(String officeId) {
        this.keys.add(OfficeKeys.primaryKey(officeId));
        return this;
    }

    public DirectoryBatchGet retryPolicy(RetryPolicy retryPolicy) {
        this.retryPolicy = retryPolicy;
        return this;
    }

    /**
     * Strongly consistent reads (twice the read capacity).
     */
    public DirectoryBatchGet consistentRead() {
        this.consistentRead = true;
        return this;
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public DirectoryBatchGetResult execute() {
        List<Map<String, AttributeValue>> found = BatchGetter.get(table, "batchGet", keys, key -> key, retryPolicy, consistentRead).items();
        List<Office> offices = new ArrayList<>();
        for (Map<String, AttributeValue> item : found) {
            String type = Items.getString(item, table.typeAttributeName());
            if (OfficeCodec.ENTITY_TYPE.equals(type)) {
                offices.add(table.decode("batchGet", OfficeCodec.INSTANCE, item));
            }
        }
        return new DirectoryBatchGetResult(offices);
    }
}
