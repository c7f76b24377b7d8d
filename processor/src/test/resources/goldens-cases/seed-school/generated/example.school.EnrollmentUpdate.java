package example.school;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.time.LocalDate;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Enrollment}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentUpdate extends EntityUpdate<Enrollment, EnrollmentConditions, EnrollmentUpdate> {
    /** Used by {@link EnrollmentRepository#update}. */
    public EnrollmentUpdate(Update<Enrollment> update) {
        super(update, EnrollmentConditions.INSTANCE);
    }

    /** Sets {@code grade} (attribute {@code grade}). */
    public EnrollmentUpdate grade(String grade) {
        return set("grade", () -> Items.string(grade));
    }

    /** Sets {@code enrolledOn} (attribute {@code enrolledOn}). */
    public EnrollmentUpdate enrolledOn(LocalDate enrolledOn) {
        return set("enrolledOn", () -> Items.localDate(enrolledOn));
    }

    /** Sets {@code grade} only if the stored item has none ({@code if_not_exists}). */
    public EnrollmentUpdate gradeIfAbsent(String grade) {
        return setIfAbsent("grade", () -> Items.string(grade));
    }

    /** Sets {@code enrolledOn} only if the stored item has none ({@code if_not_exists}). */
    public EnrollmentUpdate enrolledOnIfAbsent(LocalDate enrolledOn) {
        return setIfAbsent("enrolledOn", () -> Items.localDate(enrolledOn));
    }
}
