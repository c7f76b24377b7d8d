package example.tracker;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code tracker}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<TrackerEvent> EVENTS = TrackerEvent.decoder();
 *
 * for (TrackerEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface TrackerEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<TrackerEvent> decoder() {
        return new ChangeDecoder<TrackerEvent>(TrackerTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, TrackerEvent>>of(
                        ChangeDecoder.<Board, TrackerEvent>entity(BoardRepository.Codec.INSTANCE, BoardChange::new),
                        ChangeDecoder.<Ticket, TrackerEvent>entity(TicketRepository.Codec.INSTANCE, TicketChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Board}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record BoardChange(Change<Board> change, ChangeRecord record) implements TrackerEvent {
    }

    /**
     * A change to an item of {@link Ticket}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record TicketChange(Change<Ticket> change, ChangeRecord record) implements TrackerEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements TrackerEvent {
    }
}
