package example.directory;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code directory}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<DirectoryEvent> EVENTS = DirectoryEvent.decoder();
 *
 * for (DirectoryEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface DirectoryEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<DirectoryEvent> decoder() {
        return new ChangeDecoder<DirectoryEvent>(DirectoryTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, DirectoryEvent>>of(
                        ChangeDecoder.<Office, DirectoryEvent>entity(OfficeRepository.Codec.INSTANCE, OfficeChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Office}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record OfficeChange(Change<Office> change, ChangeRecord record) implements DirectoryEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements DirectoryEvent {
    }
}
