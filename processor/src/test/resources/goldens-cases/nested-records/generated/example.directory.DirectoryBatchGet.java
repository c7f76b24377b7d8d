package example.directory;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code directory} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryBatchGet extends TypedBatchGet<DirectoryBatchGet> {
    public DirectoryBatchGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Office}. */
    public DirectoryBatchGet office(String officeId) {
        return add(OfficeKeys.primaryKey(officeId));
    }

    /**
     * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
     *
     * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
     */
    public DirectoryBatchGetResult execute() {
        RecordsByType found = read(OfficeCodec.INSTANCE);
        return new DirectoryBatchGetResult(found.records(Office.class));
    }
}
