package example.directory;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;

/** Keys to read from table {@code directory} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryTransactGet extends TableTransactGet<DirectoryTransactGet, DirectoryBatchGetResult> {
    /** Used by {@link DirectoryTable#transactGet()}. */
    public DirectoryTransactGet(TableClient table) {
        super(table);
    }

    /** Adds the key of one {@link Office}. */
    public DirectoryTransactGet office(String officeId) {
        return addGet(OfficeKeys.primaryKey(officeId), OfficeCodec.INSTANCE);
    }

    @Override
    protected DirectoryBatchGetResult byEntity(List<Object> found) {
        return new DirectoryBatchGetResult(ReadTransaction.ofType(found, Office.class));
    }
}
