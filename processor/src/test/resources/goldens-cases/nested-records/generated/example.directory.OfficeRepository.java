package example.directory;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Office} items of table {@code directory}. Obtain it from {@link DirectoryTable#offices()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class OfficeRepository extends UnversionedRepository<Office, OfficeRepository.Conditions> {
    /** Used by {@link DirectoryTable}; prefer {@code DirectoryTable.offices()}. */
    public OfficeRepository(TableClient table) {
        super(table, "offices", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Office} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Office> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Office: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String officeId) {
        return new Update(updateAt(Codec.primaryKey(officeId)));
    }

    /** The Office with this key, if any. One GetItem, eventually consistent. */
    public Optional<Office> get(String officeId) {
        return getAt(Codec.primaryKey(officeId), ReadConsistency.EVENTUAL);
    }

    /** The Office with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Office> get(String officeId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(officeId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String officeId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(officeId), consistency);
    }

    /** Deletes the Office with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String officeId) {
        return deleteAt(Codec.primaryKey(officeId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId) {
        return deleteRequestAt(Codec.primaryKey(officeId));
    }

    /**
     * Deletes the Office with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String officeId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(officeId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String officeId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(officeId), when);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String officeId) {
        return deleteWithCollection(officeId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Office and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Office's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Office in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String officeId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "offices.deleteWithCollection", Codec.primaryKey(officeId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String officeId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(officeId));
    }

    /** A partial update of one stored {@link Office}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Office, Conditions, Update> {
        /** Used by {@link OfficeRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Office> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code address} (attribute {@code address}). */
        public Update address(Address address) {
            return set("address", () -> AddressMapCodec.toAttributeValue(address));
        }

        /** Sets {@code branches} (attribute {@code branches}). */
        public Update branches(List<Address> branches) {
            return set("branches", () -> Items.list(branches, AddressMapCodec::toAttributeValue));
        }

        /** Sets {@code byName} (attribute {@code byName}). */
        public Update byName(Map<String, Address> byName) {
            return set("byName", () -> Items.map(byName, AddressMapCodec::toAttributeValue));
        }

        /** Appends {@code elements} to the stored list, or starts it ({@code list_append}). */
        public Update branchesAppend(List<Address> elements) {
            return append("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
        }

        /** Puts {@code elements} before the stored list, or starts it ({@code list_append}). */
        public Update branchesPrepend(List<Address> elements) {
            return prepend("branches", () -> Items.list(elements, AddressMapCodec::toAttributeValue));
        }
    }

    /** Conditions on a stored {@link Office}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.officeId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(DirectoryTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code officeId} (attribute {@code officeId}). */
        public StringCondition officeId() {
            return new StringCondition("officeId", Encoders.STRING);
        }

        /** Whether the stored item has {@code address} (attribute {@code address}); its value is not compared. */
        public AttributeCondition address() {
            return new AttributeCondition("address");
        }

        /** Whether the stored item has {@code branches} (attribute {@code branches}); its value is not compared. */
        public AttributeCondition branches() {
            return new AttributeCondition("branches");
        }

        /** Whether the stored item has {@code byName} (attribute {@code byName}); its value is not compared. */
        public AttributeCondition byName() {
            return new AttributeCondition("byName");
        }
    }

    /**
     * Converts {@link Office} records to items of table {@code directory} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Office} items: partition key {@code OFFICE#<officeId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Office> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Office";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "OFFICE";

        /** Sort key of the Office's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Office.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Office office) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(office.officeId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "officeId", office.officeId());
            Items.put(item, "address", office.address(), AddressMapCodec::toAttributeValue);
            Items.putList(item, "branches", office.branches(), AddressMapCodec::toAttributeValue);
            Items.putMap(item, "byName", office.byName(), AddressMapCodec::toAttributeValue);
            return item;
        }

        @Override
        public Office fromItem(Map<String, AttributeValue> item) {
            return new Office(
                    Items.getString(item, "officeId"),
                    Items.get(item, "address", AddressMapCodec::fromAttributeValue),
                    Items.get(item, "branches", v0 -> Items.asList(v0, AddressMapCodec::fromAttributeValue)),
                    Items.get(item, "byName", v0 -> Items.asMap(v0, AddressMapCodec::fromAttributeValue)));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Office office) {
            return Codec.primaryKey(office.officeId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Office> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "officeId", "address", "branches", "byName"));
        }

        /**
         * The partition key {@code OFFICE#<officeId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String officeId) {
            return KeyCodec.checkPartitionKey("Office partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Office.officeId", officeId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String officeId) {
            return PrimaryKeys.of(DirectoryTable.PARTITION_KEY, partitionKey(officeId), DirectoryTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code officeId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String officeIdOf(String partitionKey) {
            return KeyCodec.decodeString("Office.officeId", KeyCodec.split("Office partition key", partitionKey, PREFIX, 1).get(0));
        }
    }

    /** Stores {@link Address} records as DynamoDB map attributes and reads them back, without reflection. */
    private static final class AddressMapCodec {
        private AddressMapCodec() {
        }

        /** The record as a map attribute, or {@code null} for a null record. */
        static AttributeValue toAttributeValue(Address address) {
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
        static Address fromAttributeValue(AttributeValue value) {
            return fromMap(value.m());
        }

        static Address fromMap(Map<String, AttributeValue> map) {
            return new Address(
                    Items.getString(map, "street"),
                    Items.getString(map, "city"),
                    Items.getInteger(map, "floor"),
                    Items.get(map, "geo", GeoMapCodec::fromAttributeValue));
        }
    }

    /** Stores {@link Geo} records as DynamoDB map attributes and reads them back, without reflection. */
    private static final class GeoMapCodec {
        private GeoMapCodec() {
        }

        /** The record as a map attribute, or {@code null} for a null record. */
        static AttributeValue toAttributeValue(Geo geo) {
            if (geo == null) {
                return null;
            }
            Map<String, AttributeValue> map = new LinkedHashMap<>(3);
            Items.putDouble(map, "latitude", geo.latitude());
            Items.putDouble(map, "longitude", geo.longitude());
            return AttributeValue.fromM(map);
        }

        /** The record stored in a map attribute. */
        static Geo fromAttributeValue(AttributeValue value) {
            return fromMap(value.m());
        }

        static Geo fromMap(Map<String, AttributeValue> map) {
            return new Geo(
                    Items.getDouble(map, "latitude"),
                    Items.getDouble(map, "longitude"));
        }
    }
}
