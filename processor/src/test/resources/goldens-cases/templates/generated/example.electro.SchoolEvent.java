package example.electro;

import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.UnrecognisedItem;
import java.util.List;
import javax.annotation.processing.Generated;

/**
 * A change to an item of table {@code electro}, decoded from its stream: one case per entity, and {@link Unrecognised}. Sealed, so a pattern {@code switch} over it must name every entity (javac checks it: Java 21, or 17 with {@code --enable-preview}); an entity added later breaks the switches that forgot it. Uniqueness items are skipped by {@link #decoder()}.
 *
 * <pre>{@code
 * private static final ChangeDecoder<SchoolEvent> EVENTS = SchoolEvent.decoder();
 *
 * for (SchoolEvent event : EVENTS.decodeAll(records)) { ... }
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public sealed interface SchoolEvent {
    /** The stream record decoded: keys, sequence number (per item increasing), images. */
    ChangeRecord record();

    /** A decoder of this table's stream records into its events: thread-safe, build it once. */
    static ChangeDecoder<SchoolEvent> decoder() {
        return new ChangeDecoder<SchoolEvent>(SchoolTable.DEFINITION, List.<ChangeDecoder.EntityEvents<?, SchoolEvent>>of(
                        ChangeDecoder.<Course, SchoolEvent>entity(CourseRepository.Codec.INSTANCE, CourseChange::new),
                        ChangeDecoder.<Student, SchoolEvent>entity(StudentRepository.Codec.INSTANCE, StudentChange::new),
                        ChangeDecoder.<Session, SchoolEvent>entity(SessionRepository.Codec.INSTANCE, SessionChange::new),
                        ChangeDecoder.<Enrollment, SchoolEvent>entity(EnrollmentRepository.Codec.INSTANCE, EnrollmentChange::new)), Unrecognised::new);
    }

    /**
     * A change to an item of {@link Course}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record CourseChange(Change<Course> change, ChangeRecord record) implements SchoolEvent {
    }

    /**
     * A change to an item of {@link Student}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record StudentChange(Change<Student> change, ChangeRecord record) implements SchoolEvent {
    }

    /**
     * A change to an item of {@link Session}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record SessionChange(Change<Session> change, ChangeRecord record) implements SchoolEvent {
    }

    /**
     * A change to an item of {@link Enrollment}.
     *
     * @param change inserted, modified or removed, with the records the stream's view carries
     * @param record the stream record
     */
    record EnrollmentChange(Change<Enrollment> change, ChangeRecord record) implements SchoolEvent {
    }

    /**
     * An item of no entity of this table, or one its entity's codec refused: written by other code or another schema. Its keys are in {@code item.keys()}.
     *
     * @param item the keys and why it was not recognised
     * @param record the stream record
     */
    record Unrecognised(UnrecognisedItem item, ChangeRecord record) implements SchoolEvent {
    }
}
