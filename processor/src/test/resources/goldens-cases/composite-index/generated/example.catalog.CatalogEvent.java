package example.catalog;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code catalog}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<CatalogEvent> EVENTS = CatalogEvent.decoder();
 *
 * for (CatalogEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface CatalogEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<CatalogEvent> decoder() {
        return new ChangeDecoder<CatalogEvent>(CatalogTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, CatalogEvent>>of(
                        ChangeDecoder.<Tenant, CatalogEvent>entity(TenantRepository.Codec.INSTANCE, TenantChange::new),
                        ChangeDecoder.<Project, CatalogEvent>entity(ProjectRepository.Codec.INSTANCE, ProjectChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Tenant}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record TenantChange(Change<Tenant> change, ChangeRecord record) implements CatalogEvent {
    }

    /**
     * A change to an item of {@link Project}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record ProjectChange(Change<Project> change, ChangeRecord record) implements CatalogEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements CatalogEvent {
    }
}
