package example.campus;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Sponsorship}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipUpdate {
    private final Update<Sponsorship> update;

    /**
     * Used by {@link SponsorshipRepository#update}.
     */
    public SponsorshipUpdate(Update<Sponsorship> update) {
        this.update = update;
    }

    /**
     * Sets {@code amountCents} (attribute {@code amountCents}).
     */
    public SponsorshipUpdate amountCents(long amountCents) {
        this.update.set("amountCents", () -> Items.number(amountCents));
        return this;
    }

    /**
     * Adds {@code delta} to {@code amountCents} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored.
     */
    public SponsorshipUpdate amountCentsAdd(long delta) {
        this.update.add("amountCents", () -> Items.number(delta));
        return this;
    }

    /**
     * Sets {@code amountCents} only if the stored item has none ({@code if_not_exists}).
     */
    public SponsorshipUpdate amountCentsIfAbsent(long amountCents) {
        this.update.setIfAbsent("amountCents", () -> Items.number(amountCents));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.personId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public SponsorshipUpdate when(Function<SponsorshipConditions, Condition> when) {
        this.update.when(SponsorshipConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Sponsorship apply() {
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
