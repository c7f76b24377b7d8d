package example.directory;

import io.partitura.runtime.item.Items;
import io.partitura.runtime.write.EntityUpdate;
import io.partitura.runtime.write.Update;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;

/** A partial update of one stored {@link Office}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeUpdate extends EntityUpdate<Office, OfficeConditions, OfficeUpdate> {
    /** Used by {@link OfficeRepository#update}. */
    public OfficeUpdate(Update<Office> update) {
        super(update, OfficeConditions.INSTANCE);
    }

    /** Sets {@code address} (attribute {@code address}). */
    public OfficeUpdate address(Address address) {
        return set("address", () -> AddressMapCodec.toAttributeValue(address));
    }

    /** Sets {@code branches} (attribute {@code branches}). */
    public OfficeUpdate branches(List<Address> branches) {
        return set("branches", () -> Items.list(branches, AddressMapCodec::toAttributeValue));
    }

    /** Sets {@code byName} (attribute {@code byName}). */
    public OfficeUpdate byName(Map<String, Address> byName) {
        return set("byName", () -> Items.map(byName, AddressMapCodec::toAttributeValue));
    }

    /** Sets {@code address} only if the stored item has none ({@code if_not_exists}). */
    public OfficeUpdate addressIfAbsent(Address address) {
        return setIfAbsent("address", () -> AddressMapCodec.toAttributeValue(address));
    }

    /** Appends {@code elements} to the stored list, or starts it ({@code list_append}). */
    public OfficeUpdate branchesAppend(List<Address> elements) {
        return append("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
    }

    /** Puts {@code elements} before the stored list, or starts it ({@code list_append}). */
    public OfficeUpdate branchesPrepend(List<Address> elements) {
        return prepend("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
    }

    /** Sets {@code branches} only if the stored item has none ({@code if_not_exists}). */
    public OfficeUpdate branchesIfAbsent(List<Address> branches) {
        return setIfAbsent("branches", () -> Items.list(branches, AddressMapCodec::toAttributeValue));
    }

    /** Sets {@code byName} only if the stored item has none ({@code if_not_exists}). */
    public OfficeUpdate byNameIfAbsent(Map<String, Address> byName) {
        return setIfAbsent("byName", () -> Items.map(byName, AddressMapCodec::toAttributeValue));
    }
}
