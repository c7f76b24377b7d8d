package example.app;

import example.app.accounts.Account;
import example.app.accounts.AccountRepository;
import example.app.billing.Invoice;
import example.app.billing.InvoiceRepository;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code app}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<AppEvent> EVENTS = AppEvent.decoder();
 *
 * for (AppEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface AppEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<AppEvent> decoder() {
        return new ChangeDecoder<AppEvent>(AppTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, AppEvent>>of(
                        ChangeDecoder.<Account, AppEvent>entity(AccountRepository.Codec.INSTANCE, AccountChange::new),
                        ChangeDecoder.<Invoice, AppEvent>entity(InvoiceRepository.Codec.INSTANCE, InvoiceChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Account}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record AccountChange(Change<Account> change, ChangeRecord record) implements AppEvent {
    }

    /**
     * A change to an item of {@link Invoice}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record InvoiceChange(Change<Invoice> change, ChangeRecord record) implements AppEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements AppEvent {
    }
}
