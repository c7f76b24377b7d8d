package example.directory;

import io.partitura.runtime.item.Items;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores {@link Address} records as DynamoDB map attributes and reads them back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class AddressMapCodec {
    private AddressMapCodec() {
    }

    /** The record as a map attribute, or {@code null} for a null record. */
    public static AttributeValue toAttributeValue(Address address) {
        if (address == null) {
            return null;
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>(6);
        Items.putString(map, "street", address.street());
        Items.putString(map, "city", address.city());
        Items.putNumber(map, "floor", address.floor());
        Items.put(map, "geo", address.geo(), GeoMapCodec::toAttributeValue);
        return AttributeValue.fromM(map);
    }

    /** The record stored in a map attribute. */
    public static Address fromAttributeValue(AttributeValue value) {
        return fromMap(value.m());
    }

    public static Address fromMap(Map<String, AttributeValue> map) {
        return new Address(
                Items.getString(map, "street"),
                Items.getString(map, "city"),
                Items.getInteger(map, "floor"),
                Items.get(map, "geo", GeoMapCodec::fromAttributeValue));
    }
}
