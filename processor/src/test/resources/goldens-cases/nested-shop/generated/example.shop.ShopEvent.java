package example.shop;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code shop}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();
 *
 * for (ShopEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface ShopEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<ShopEvent> decoder() {
        return new ChangeDecoder<ShopEvent>(ShopTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, ShopEvent>>of(
                        ChangeDecoder.<Customer, ShopEvent>entity(CustomerRepository.Codec.INSTANCE, CustomerChange::new),
                        ChangeDecoder.<Order, ShopEvent>entity(OrderRepository.Codec.INSTANCE, OrderChange::new),
                        ChangeDecoder.<OrderLine, ShopEvent>entity(OrderLineRepository.Codec.INSTANCE, OrderLineChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Customer}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record CustomerChange(Change<Customer> change, ChangeRecord record) implements ShopEvent {
    }

    /**
     * A change to an item of {@link Order}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record OrderChange(Change<Order> change, ChangeRecord record) implements ShopEvent {
    }

    /**
     * A change to an item of {@link OrderLine}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record OrderLineChange(Change<OrderLine> change, ChangeRecord record) implements ShopEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements ShopEvent {
    }
}
