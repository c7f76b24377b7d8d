package example.campus;

import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Keys of {@link Sponsorship} edges: partition key {@code PER#<personId>}, sort key {@code SPONSOR#CLUB#<clubId>};
 * in index {@code GSI2}: partition key {@code CLUB#<clubId>}, sort key {@code SPONSOR#PER#<personId>}.
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class SponsorshipKeys {
    /** Sort key prefix of the edge, in the table and in index {@code GSI2}. */
    public static final String PREFIX = "SPONSOR";

    /** What every Sponsorship sort key begins with, in the table and in index {@code GSI2}. */
    public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

    private SponsorshipKeys() {
    }

    /** The partition key: the {@code from} side {@link Person}'s. */
    public static String partitionKey(String personId) {
        return PersonKeys.partitionKey(personId);
    }

    /** The sort key {@code SPONSOR#CLUB#<clubId>}. */
    public static String sortKey(String clubId) {
        return KeyCodec.checkSortKey("Sponsorship sort key", KeyCodec.join(PREFIX, ClubKeys.PREFIX, KeyCodec.encodeString("Sponsorship.clubId", clubId)));
    }

    /** The partition key in index {@code GSI2}: the {@code to} side {@link Club}'s. */
    public static String indexPartitionKey(String clubId) {
        return ClubKeys.partitionKey(clubId);
    }

    /** The sort key in index {@code GSI2}: {@code SPONSOR#PER#<personId>}. */
    public static String indexSortKey(String personId) {
        return KeyCodec.checkSortKey("Sponsorship index sort key", KeyCodec.join(PREFIX, PersonKeys.PREFIX, KeyCodec.encodeString("Sponsorship.personId", personId)));
    }

    /** What the edge sort keys begin with: {@code SPONSOR#CLUB#}, the scope of a range on {@code clubId}. */
    public static String sortKeyPrefix() {
        return KeyCodec.join(PREFIX, ClubKeys.PREFIX) + KeyCodec.SEPARATOR;
    }

    /** What the edge sort keys in index {@code GSI2} begin with: {@code SPONSOR#PER#}, the scope of a range on {@code personId}. */
    public static String indexSortKeyPrefix() {
        return KeyCodec.join(PREFIX, PersonKeys.PREFIX) + KeyCodec.SEPARATOR;
    }

    /** The edge's primary key, for GetItem and DeleteItem. */
    public static Map<String, AttributeValue> primaryKey(String personId, String clubId) {
        return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(personId), CampusTable.SORT_KEY, sortKey(clubId));
    }

    /** The {@code personId} encoded in a partition key. */
    public static String personIdOf(String partitionKey) {
        return PersonKeys.personIdOf(partitionKey);
    }

    /** The {@code clubId} encoded in a sort key. */
    public static String clubIdOf(String sortKey) {
        return KeyCodec.decodeString("Sponsorship.clubId", KeyCodec.split("Sponsorship sort key", sortKey, KeyCodec.join(PREFIX, ClubKeys.PREFIX), 1).get(0));
    }
}
