package example.school;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.time.LocalDate;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Enrollment}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EnrollmentUpdate {
    private final Update<Enrollment> update;

    /**
     * Used by {@link EnrollmentRepository#update}.
     */
    public EnrollmentUpdate(Update<Enrollment> update) {
        this.update = update;
    }

    /**
     * Sets {@code grade} (attribute {@code grade}).
     */
    public EnrollmentUpdate grade(String grade) {
        this.update.set("grade", () -> Items.string(grade));
        return this;
    }

    /**
     * Sets {@code enrolledOn} (attribute {@code enrolledOn}).
     */
    public EnrollmentUpdate enrolledOn(LocalDate enrolledOn) {
        this.update.set("enrolledOn", () -> Items.localDate(enrolledOn));
        return this;
    }

    /**
     * Sets {@code grade} only if the stored item has none ({@code if_not_exists}).
     */
    public EnrollmentUpdate gradeIfAbsent(String grade) {
        this.update.setIfAbsent("grade", () -> Items.string(grade));
        return this;
    }

    /**
     * Sets {@code enrolledOn} only if the stored item has none ({@code if_not_exists}).
     */
    public EnrollmentUpdate enrolledOnIfAbsent(LocalDate enrolledOn) {
        this.update.setIfAbsent("enrolledOn", () -> Items.localDate(enrolledOn));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.studentId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public EnrollmentUpdate when(Function<EnrollmentConditions, Condition> when) {
        this.update.when(EnrollmentConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Enrollment apply() {
        return this.update.apply();
    }

    /**
     * The UpdateItem {@link #apply()} sends, rendered; nothing is sent.
     */
    public RequestDescription describe() {
        return this.update.describe();
    }

    /**
     * The UpdateItem {@link #apply()} sends, without sending it.
     */
    public UpdateItemRequest toRequest() {
        return this.update.toRequest();
    }
}
