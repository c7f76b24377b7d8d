package example.ledger;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code ledger}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<LedgerEvent> EVENTS = LedgerEvent.decoder();
 *
 * for (LedgerEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface LedgerEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<LedgerEvent> decoder() {
        return new ChangeDecoder<LedgerEvent>(LedgerTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, LedgerEvent>>of(
                        ChangeDecoder.<Account, LedgerEvent>entity(AccountRepository.Codec.INSTANCE, AccountChange::new),
                        ChangeDecoder.<Entry, LedgerEvent>entity(EntryRepository.Codec.INSTANCE, EntryChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Account}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record AccountChange(Change<Account> change, ChangeRecord record) implements LedgerEvent {
    }

    /**
     * A change to an item of {@link Entry}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record EntryChange(Change<Entry> change, ChangeRecord record) implements LedgerEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements LedgerEvent {
    }
}
