package example.campus;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code campus}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<CampusEvent> EVENTS = CampusEvent.decoder();
 *
 * for (CampusEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface CampusEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<CampusEvent> decoder() {
        return new ChangeDecoder<CampusEvent>(CampusTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, CampusEvent>>of(
                        ChangeDecoder.<Person, CampusEvent>entity(PersonRepository.Codec.INSTANCE, PersonChange::new),
                        ChangeDecoder.<Club, CampusEvent>entity(ClubRepository.Codec.INSTANCE, ClubChange::new),
                        ChangeDecoder.<Sponsorship, CampusEvent>entity(SponsorshipRepository.Codec.INSTANCE, SponsorshipChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Person}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record PersonChange(Change<Person> change, ChangeRecord record) implements CampusEvent {
    }

    /**
     * A change to an item of {@link Club}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record ClubChange(Change<Club> change, ChangeRecord record) implements CampusEvent {
    }

    /**
     * A change to an item of {@link Sponsorship}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record SponsorshipChange(Change<Sponsorship> change,
            ChangeRecord record) implements CampusEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements CampusEvent {
    }
}
