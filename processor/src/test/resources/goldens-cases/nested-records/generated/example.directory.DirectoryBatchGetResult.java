package example.directory;

import java.util.List;
import javax.annotation.processing.Generated;

/**
 * The items a {@link DirectoryBatchGet} found, grouped by entity, in the order their keys were added.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DirectoryBatchGetResult {
    private final List<Office> offices;

    DirectoryBatchGetResult(List<Office> offices) {
        this.offices = List.copyOf(offices);
    }

    public List<Office> offices() {
        return offices;
    }

    @Override
    public String toString() {
        return "DirectoryBatchGetResult[" + "offices=" + offices + "]";
    }
}
