package example.stats;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Typed access to {@link DayCount} items of table {@code stats}. Obtain it from {@link StatsTable#dayCounts()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class DayCountRepository extends UnversionedRepository<DayCount, DayCountRepository.Conditions> {
    /** Used by {@link StatsTable}; prefer {@code StatsTable.dayCounts()}. */
    public DayCountRepository(TableClient table) {
        super(table, "dayCounts", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link DayCount} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<DayCount> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored DayCount: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String productId, LocalDate day) {
        return new Update(updateAt(Codec.primaryKey(productId, day)));
    }

    /** An upsert of the DayCount with this key: add to counters or set components, then {@code apply()}: one UpdateItem that creates the item when it is missing, with its key, its type, the index keys its key alone decides, {@code views} at 0 unless given, and what is given; the record it returns reads the other components as absent. No read first: {@code upsert(id).viewsAdd(1)} counts every call, concurrent ones included. */
    public Upsert upsert(String productId, LocalDate day) {
        return new Upsert(upsertAt(Codec.primaryKey(productId, day), Codec.keyItem(productId, day), List.of("views")));
    }

    /** The DayCount with this key, if any. One GetItem, eventually consistent. */
    public Optional<DayCount> get(String productId, LocalDate day) {
        return getAt(Codec.primaryKey(productId, day), ReadConsistency.EVENTUAL);
    }

    /** The DayCount with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<DayCount> get(String productId, LocalDate day, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(productId, day), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String productId, LocalDate day, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(productId, day), consistency);
    }

    /** Deletes the DayCount with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String productId, LocalDate day) {
        return deleteAt(Codec.primaryKey(productId, day));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId, LocalDate day) {
        return deleteRequestAt(Codec.primaryKey(productId, day));
    }

    /**
     * Deletes the DayCount with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String productId, LocalDate day, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(productId, day), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId, LocalDate day,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(productId, day), when);
    }

    /**
     * Every DayCount with this {@code day}, across all partitions of the table, from index {@code GSI2}, ordered by {@code productId}, then its primary key ({@code .descending()} for the reverse order): one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a DayCount whose {@code day}, {@code productId} are all non-null is in the index; others are not listed here.
     */
    public Listing<DayCount, Conditions> byDay(LocalDate day) {
        return listing("byDay",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byDayPartitionKey(day), null),
                    Set.of("day", "productId"));
    }

    /**
     * Like {@link #byDay}, only the items whose {@code productId} is in the given range, in key order: the range is the Query's key condition on {@code GSI2SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param productId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<DayCount, Conditions> byDay(LocalDate day, KeyRange<String> productId) {
        return listing("byDay",
                    KeyCondition.onIndex(this.table, "GSI2", Codec.byDayPartitionKey(day), null).within(productId, KeyEncoders.string("DayCount.productId")),
                    Set.of("day", "productId"));
    }

    /**
     * The dayCounts of one {@link Product}, in sort-key order: one Query per page, {@code begins_with(SK, "DAY#")}.
     * Chain {@code .newestFirst()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<DayCount, Conditions> inProduct(String productId) {
        return listing("inProduct",
                    onTable(Codec.partitionKey(productId), Codec.SORT_KEY_PREFIX),
                    Set.of("productId", "day"));
    }

    /**
     * Like {@link #inProduct}, only the items whose {@code day} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param day the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<DayCount, Conditions> inProduct(String productId, KeyRange<LocalDate> day) {
        return listing("inProduct",
                    onTable(Codec.partitionKey(productId), Codec.SORT_KEY_PREFIX).within(day, KeyEncoders.localDate("DayCount.day")),
                    Set.of("productId", "day"));
    }

    /**
     * {@link #create} only if its {@link Product} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Product; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(DayCount dayCount) {
        createUnderAt(required(dayCount), ProductRepository.Codec.primaryKey(dayCount.productId()), ProductRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(DayCount dayCount) {
        return createUnderRequestAt(required(dayCount), ProductRepository.Codec.primaryKey(dayCount.productId()), ProductRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link DayCount}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<DayCount, Conditions, Update> {
        /** Used by {@link DayCountRepository#update}. */
        public Update(io.partitura.runtime.write.Update<DayCount> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code views} (attribute {@code views}). */
        public Update views(long views) {
            return set("views", views, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code views} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update viewsAdd(long delta) {
            return add("views", delta, Encoders.NUMBER);
        }
    }

    /** An upsert of one {@link DayCount}: set or add to components, then {@link #apply()} sends one UpdateItem without the check that the item exists. A missing item is created with its key, its type, the index keys its key alone decides (as put writes them), {@code views} at 0 unless given here, and what is given here; every other component is absent. Components in an index key or {@code @Unique} are {@code update(…)}'s only. */
    public static final class Upsert extends EntityUpdate<DayCount, Conditions, Upsert> {
        /** Used by {@link DayCountRepository#upsert}. */
        public Upsert(io.partitura.runtime.write.Update<DayCount> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code views} (attribute {@code views}), on a stored item or the one this creates. */
        public Upsert views(long views) {
            return set("views", views, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code views} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Upsert viewsAdd(long delta) {
            return add("views", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link DayCount}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.productId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(StatsTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code productId} (attribute {@code productId}). */
        public StringCondition productId() {
            return new StringCondition("productId", Encoders.STRING);
        }

        /** Conditions on {@code day} (attribute {@code day}). */
        public OrderedCondition<LocalDate> day() {
            return new OrderedCondition<LocalDate>("day", Encoders.LOCAL_DATE);
        }

        /** Conditions on {@code views} (attribute {@code views}). */
        public OrderedCondition<Long> views() {
            return new OrderedCondition<Long>("views", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link DayCount} records to items of table {@code stats} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link DayCount} items: the parent's partition key, sort key {@code DAY#<day>}.
     */
    public static final class Codec extends EntityCodec<DayCount> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "DayCount";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "DAY";

        /** What every DayCount sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(DayCount.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(DayCount dayCount) {
            Map<String, AttributeValue> item = new HashMap<>(11);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(dayCount.productId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(dayCount.day()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.byDayIndexKey(partitionKey.s(), sortKey.s(), dayCount.day(), dayCount.productId()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "productId", dayCount.productId());
            Items.putLocalDate(item, "day", dayCount.day());
            Items.putLong(item, "views", dayCount.views());
            return item;
        }

        /** What every {@link DayCount} item with this key holds, whatever its other components, as {@link #toItem} writes it: its keys, the index keys its key alone decides, its type and its key components. Every upsert SETs it. */
        static Map<String, AttributeValue> keyItem(String productId, LocalDate day) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(productId));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(day));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.byDayIndexKey(partitionKey.s(), sortKey.s(), day, productId));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "productId", productId);
            Items.putLocalDate(item, "day", day);
            return item;
        }

        @Override
        public DayCount fromItem(Map<String, AttributeValue> item) {
            return new DayCount(
                    Items.getString(item, "productId"),
                    Items.getLocalDate(item, "day"),
                    Items.getLong(item, "views"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(DayCount dayCount) {
            return Codec.primaryKey(dayCount.productId(), dayCount.day());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<DayCount> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI2PK", "GSI2SK", "productId", "day", "views"));
        }

        /** The partition key: the parent {@link Product}'s. */
        public static String partitionKey(String productId) {
            return ProductRepository.Codec.partitionKey(productId);
        }

        /**
         * The sort key {@code DAY#<day>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(LocalDate day) {
            return KeyCodec.checkSortKey("DayCount sort key", KeyCodec.join(PREFIX, KeyCodec.encodeLocalDate("DayCount.day", day)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String productId, LocalDate day) {
            return PrimaryKeys.of(StatsTable.PARTITION_KEY, partitionKey(productId), StatsTable.SORT_KEY, sortKey(day));
        }

        /** The {@code productId} encoded in a partition key. */
        public static String productIdOf(String partitionKey) {
            return ProductRepository.Codec.productIdOf(partitionKey);
        }

        /**
         * The {@code day} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static LocalDate dayOf(String sortKey) {
            return KeyCodec.decodeLocalDate("DayCount.day", KeyCodec.split("DayCount sort key", sortKey, PREFIX, 1).get(0));
        }

        /** The partition key in index {@code GSI2}: {@code DAY#<day>}. */
        public static String byDayPartitionKey(LocalDate day) {
            return KeyCodec.checkPartitionKey("DayCount GSI2 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeLocalDate("DayCount.day", day)));
        }

        /** The sort key components in index {@code GSI2}: {@code <productId>}; the stored sort key continues with the item's primary key. */
        public static String byDaySortKey(String productId) {
            return KeyCodec.checkSortKey("DayCount GSI2 sort key", KeyCodec.join(null, KeyCodec.encodeString("DayCount.productId", productId)));
        }

        /**
         * The value of index {@code GSI2}'s partition key attribute {@code GSI2PK} for an item; null when {@code day} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String byDayIndexPartitionKey(String partitionKey, String sortKey,
                LocalDate day) {
            if (day == null) {
                return null;
            }
            return byDayPartitionKey(day);
        }

        /**
         * The value of index {@code GSI2}'s sort key attribute {@code GSI2SK} for an item: its components, then the item's primary key; null when {@code productId} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byDayIndexSortKey(String partitionKey, String sortKey,
                String productId) {
            if (productId == null) {
                return null;
            }
            return IndexSortKeys.of("DayCount GSI2 sort key", byDaySortKey(productId), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI2}: {@code GSI2PK}, {@code GSI2SK}, each written when its own components are non-null ({@link #byDayIndexPartitionKey}, {@link #byDayIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code day} or {@code productId} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byDayIndexKey(String partitionKey, String sortKey,
                LocalDate day, String productId) {
            return StatsTable.DEFINITION.requireIndex("GSI2").key(
                    byDayIndexPartitionKey(partitionKey, sortKey, day),
                    byDayIndexSortKey(partitionKey, sortKey, productId));
        }
    }
}
