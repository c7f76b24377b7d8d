package example.directory;

import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.Update;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.item.Items;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * A partial update of one stored {@link Office}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeUpdate {
    private final Update<Office> update;

    /**
     * Used by {@link OfficeRepository#update}.
     */
    public OfficeUpdate(Update<Office> update) {
        this.update = update;
    }

    /**
     * Sets {@code address} (attribute {@code address}).
     */
    public OfficeUpdate address(Address address) {
        this.update.set("address", () -> AddressMapCodec.toAttributeValue(address));
        return this;
    }

    /**
     * Sets {@code branches} (attribute {@code branches}).
     */
    public OfficeUpdate branches(List<Address> branches) {
        this.update.set("branches", () -> Items.list(branches, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Sets {@code byName} (attribute {@code byName}).
     */
    public OfficeUpdate byName(Map<String, Address> byName) {
        this.update.set("byName", () -> Items.map(byName, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Sets {@code address} only if the stored item has none ({@code if_not_exists}).
     */
    public OfficeUpdate addressIfAbsent(Address address) {
        this.update.setIfAbsent("address", () -> AddressMapCodec.toAttributeValue(address));
        return this;
    }

    /**
     * Appends {@code elements} to the stored list, or starts it ({@code list_append}).
     */
    public OfficeUpdate branchesAppend(List<Address> elements) {
        this.update.append("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Puts {@code elements} before the stored list, or starts it ({@code list_append}).
     */
    public OfficeUpdate branchesPrepend(List<Address> elements) {
        this.update.prepend("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Sets {@code branches} only if the stored item has none ({@code if_not_exists}).
     */
    public OfficeUpdate branchesIfAbsent(List<Address> branches) {
        this.update.setIfAbsent("branches", () -> Items.list(branches, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Sets {@code byName} only if the stored item has none ({@code if_not_exists}).
     */
    public OfficeUpdate byNameIfAbsent(Map<String, Address> byName) {
        this.update.setIfAbsent("byName", () -> Items.map(byName, AddressMapCodec::toAttributeValue));
        return this;
    }

    /**
     * Applies only if the stored item also meets {@code when} ({@code c -> c.officeId().exists()}); otherwise {@code ConditionFailedException}, and nothing is written. Given again, replaces the earlier condition.
     */
    public OfficeUpdate when(Function<OfficeConditions, Condition> when) {
        this.update.when(OfficeConditions.of(when));
        return this;
    }

    /**
     * Sends the UpdateItem; returns the record as stored afterwards.
     *
     * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
     */
    public Office apply() {
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
