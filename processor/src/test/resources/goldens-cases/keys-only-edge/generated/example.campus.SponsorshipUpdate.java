package example.campus;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Sponsorship}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipUpdate extends EntityUpdate<Sponsorship, SponsorshipConditions, SponsorshipUpdate> {
    /** Used by {@link SponsorshipRepository#update}. */
    public SponsorshipUpdate(Update<Sponsorship> update) {
        super(update, SponsorshipConditions.INSTANCE);
    }

    /** Sets {@code amountCents} (attribute {@code amountCents}). */
    public SponsorshipUpdate amountCents(long amountCents) {
        return set("amountCents", () -> Items.number(amountCents));
    }

    /** Adds {@code delta} to {@code amountCents} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
    public SponsorshipUpdate amountCentsAdd(long delta) {
        return add("amountCents", () -> Items.number(delta));
    }

    /** Sets {@code amountCents} only if the stored item has none ({@code if_not_exists}). */
    public SponsorshipUpdate amountCentsIfAbsent(long amountCents) {
        return setIfAbsent("amountCents", () -> Items.number(amountCents));
    }
}
