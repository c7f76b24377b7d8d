package example.directory;

import io.partitura.runtime.item.Items;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores {@link Geo} records as DynamoDB map attributes and reads them back, without reflection. */
@Generated("io.partitura.processor.PartituraProcessor")
public final class GeoMapCodec {
    private GeoMapCodec() {
    }

    /** The record as a map attribute, or {@code null} for a null record. */
    public static AttributeValue toAttributeValue(Geo geo) {
        if (geo == null) {
            return null;
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>(3);
        Items.putDouble(map, "latitude", geo.latitude());
        Items.putDouble(map, "longitude", geo.longitude());
        return AttributeValue.fromM(map);
    }

    /** The record stored in a map attribute. */
    public static Geo fromAttributeValue(AttributeValue value) {
        return fromMap(value.m());
    }

    public static Geo fromMap(Map<String, AttributeValue> map) {
        return new Geo(
                Items.getDouble(map, "latitude"),
                Items.getDouble(map, "longitude"));
    }
}
