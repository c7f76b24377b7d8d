package example.directory;

import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import java.util.List;
import javax.annotation.processing.Generated;

/** The items a {@link DirectoryBatchGet} found, grouped by entity, in the order their keys were added. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryBatchGetResult extends ResultByType {
    DirectoryBatchGetResult(List<Office> offices) {
        super(RecordsByType.of(Office.class, offices));
    }

    public List<Office> offices() {
        return records(Office.class);
    }
}
