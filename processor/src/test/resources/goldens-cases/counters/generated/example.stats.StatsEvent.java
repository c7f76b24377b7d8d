package example.stats;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code stats}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<StatsEvent> EVENTS = StatsEvent.decoder();
 *
 * for (StatsEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface StatsEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<StatsEvent> decoder() {
        return new ChangeDecoder<StatsEvent>(StatsTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, StatsEvent>>of(
                        ChangeDecoder.<Product, StatsEvent>entity(ProductRepository.Codec.INSTANCE, ProductChange::new),
                        ChangeDecoder.<DayCount, StatsEvent>entity(DayCountRepository.Codec.INSTANCE, DayCountChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Product}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record ProductChange(Change<Product> change, ChangeRecord record) implements StatsEvent {
    }

    /**
     * A change to an item of {@link DayCount}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record DayCountChange(Change<DayCount> change, ChangeRecord record) implements StatsEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements StatsEvent {
    }
}
