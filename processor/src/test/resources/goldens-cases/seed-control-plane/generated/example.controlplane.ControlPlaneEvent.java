package example.controlplane;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code control-plane}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<ControlPlaneEvent> EVENTS = ControlPlaneEvent.decoder();
 *
 * for (ControlPlaneEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface ControlPlaneEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<ControlPlaneEvent> decoder() {
        return new ChangeDecoder<ControlPlaneEvent>(ControlPlaneTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, ControlPlaneEvent>>of(
                        ChangeDecoder.<Workspace, ControlPlaneEvent>entity(WorkspaceRepository.Codec.INSTANCE, WorkspaceChange::new),
                        ChangeDecoder.<Project, ControlPlaneEvent>entity(ProjectRepository.Codec.INSTANCE, ProjectChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Workspace}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record WorkspaceChange(Change<Workspace> change,
            ChangeRecord record) implements ControlPlaneEvent {
    }

    /**
     * A change to an item of {@link Project}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record ProjectChange(Change<Project> change, ChangeRecord record) implements ControlPlaneEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements ControlPlaneEvent {
    }
}
