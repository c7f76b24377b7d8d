package example.stats;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.StringCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Encoders;
import io.partitura.runtime.item.EntityCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.IndexSortKeys;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyCondition;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.LoadedCollection;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
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
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * Typed access to {@link Product} items of table {@code stats}. Obtain it from {@link StatsTable#products()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductRepository extends UnversionedRepository<Product, ProductRepository.Conditions> {
    /** Used by {@link StatsTable}; prefer {@code StatsTable.products()}. */
    public ProductRepository(TableClient table) {
        super(table, "products", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Product} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Product> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Product: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String productId) {
        return new Update(updateAt(Codec.primaryKey(productId)));
    }

    /** An upsert of the Product with this key: add to counters or set components, then {@code apply()}: one UpdateItem that creates the item when it is missing, with its key, its type, the index keys its key alone decides, {@code views}, {@code likes} at 0 unless given, and what is given; the record it returns reads the other components as absent. No read first: {@code upsert(id).viewsAdd(1)} counts every call, concurrent ones included. */
    public Upsert upsert(String productId) {
        return new Upsert(upsertAt(Codec.primaryKey(productId), Codec.keyItem(productId), List.of("views", "likes")));
    }

    /** The Product with this key, if any. One GetItem, eventually consistent. */
    public Optional<Product> get(String productId) {
        return getAt(Codec.primaryKey(productId), ReadConsistency.EVENTUAL);
    }

    /** The Product with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Product> get(String productId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(productId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String productId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(productId), consistency);
    }

    /** Deletes the Product with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String productId) {
        return deleteAt(Codec.primaryKey(productId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId) {
        return deleteRequestAt(Codec.primaryKey(productId));
    }

    /**
     * Deletes the Product with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String productId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(productId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String productId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(productId), when);
    }

    /**
     * Every Product with this {@code category}, across all partitions of the table, from index {@code GSI1}, ordered by its own sort key, then its primary key ({@code .descending()} for the reverse order): one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Product whose {@code category} is non-null is in the index; others are not listed here.
     */
    public Listing<Product, Conditions> byCategory(String category) {
        return listing("byCategory",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byCategoryPartitionKey(category), null),
                    Set.of("category"));
    }

    /**
     * The Product and its dayCounts from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Product itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithDayCounts> getWithDayCounts(String productId) {
        return getWithDayCounts(productId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithDayCounts}, read as {@code consistency} says. */
    public Optional<WithDayCounts> getWithDayCounts(String productId, ReadConsistency consistency) {
        var loaded = readCollection("getWithDayCounts", productId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithDayCounts(loaded.owner(), loaded.of(DayCountRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithDayCounts} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithDayCountsRequest(String productId, ReadConsistency consistency) {
        return getWithChildrenRequest(productId, consistency);
    }

    /** The Product and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Product itself does not exist. */
    public Optional<WithChildren> getWithChildren(String productId) {
        return getWithChildren(productId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String productId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", productId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(DayCountRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Product> readCollection(String method, String productId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(productId, consistency)), DayCountRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String productId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(productId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String productId) {
        return deleteWithCollection(productId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Product and its whole item collection: every item stored under its partition key ({@link DayCount}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Product's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Product in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String productId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "products.deleteWithCollection", Codec.primaryKey(productId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String productId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(productId));
    }

    /** A partial update of one stored {@link Product}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Product, Conditions, Update> {
        /** Used by {@link ProductRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Product> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code category} (attribute {@code category}). It also writes the index key attributes made from it, {@code GSI1PK} (index {@code GSI1}), {@code GSI1SK} (index {@code GSI1}), as put would. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update category(String category) {
            setIndexed("category", category, Encoders.STRING);
            String partitionKey = this.update.key().get(StatsTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(StatsTable.SORT_KEY).s();
            setIndexPartitionKey("GSI1", Codec.byCategoryIndexPartitionKey(partitionKey, sortKey, category));
            setIndexSortKey("GSI1", category == null ? null : Codec.byCategoryIndexSortKey(partitionKey, sortKey));
            return this;
        }

        /** Sets {@code views} (attribute {@code views}). */
        public Update views(long views) {
            return set("views", views, Encoders.NUMBER);
        }

        /** Sets {@code likes} (attribute {@code likes}). */
        public Update likes(Integer likes) {
            return set("likes", likes, Encoders.NUMBER);
        }

        /** Sets {@code tags} (attribute {@code tags}). */
        public Update tags(Set<String> tags) {
            return set("tags", tags, Encoders.STRING_SET);
        }

        /** Sets {@code lastReferrer} (attribute {@code lastReferrer}). */
        public Update lastReferrer(Optional<String> lastReferrer) {
            return set("lastReferrer", () -> lastReferrer == null ? null : Items.string(lastReferrer.orElse(null)));
        }

        /** Adds {@code delta} to {@code views} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update viewsAdd(long delta) {
            return add("views", delta, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code likes} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update likesAdd(Integer delta) {
            return add("likes", delta, Encoders.NUMBER);
        }

        /** Adds the elements of {@code elements} to the stored set ({@code ADD}; a missing set counts as empty). No elements: nothing to do. */
        public Update tagsAdd(Set<String> elements) {
            return addToSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }

        /** Takes the elements of {@code elements} out of the stored set ({@code DELETE}); a set left empty is removed. No elements: nothing to do. */
        public Update tagsDelete(Set<String> elements) {
            return deleteFromSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }
    }

    /** An upsert of one {@link Product}: set or add to components, then {@link #apply()} sends one UpdateItem without the check that the item exists. A missing item is created with its key, its type, the index keys its key alone decides (as put writes them), {@code views}, {@code likes} at 0 unless given here, and what is given here; every other component is absent. Components in an index key or {@code @Unique} are {@code update(…)}'s only. */
    public static final class Upsert extends EntityUpdate<Product, Conditions, Upsert> {
        /** Used by {@link ProductRepository#upsert}. */
        public Upsert(io.partitura.runtime.write.Update<Product> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code views} (attribute {@code views}), on a stored item or the one this creates. */
        public Upsert views(long views) {
            return set("views", views, Encoders.NUMBER);
        }

        /** Sets {@code likes} (attribute {@code likes}), on a stored item or the one this creates. */
        public Upsert likes(Integer likes) {
            return set("likes", likes, Encoders.NUMBER);
        }

        /** Sets {@code tags} (attribute {@code tags}), on a stored item or the one this creates. */
        public Upsert tags(Set<String> tags) {
            return set("tags", tags, Encoders.STRING_SET);
        }

        /** Sets {@code lastReferrer} (attribute {@code lastReferrer}), on a stored item or the one this creates. */
        public Upsert lastReferrer(Optional<String> lastReferrer) {
            return set("lastReferrer", () -> lastReferrer == null ? null : Items.string(lastReferrer.orElse(null)));
        }

        /** Adds {@code delta} to {@code views} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Upsert viewsAdd(long delta) {
            return add("views", delta, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code likes} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Upsert likesAdd(Integer delta) {
            return add("likes", delta, Encoders.NUMBER);
        }

        /** Adds the elements of {@code elements} to the stored set ({@code ADD}; a missing set counts as empty). No elements: nothing to do. */
        public Upsert tagsAdd(Set<String> elements) {
            return addToSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }

        /** Takes the elements of {@code elements} out of the stored set ({@code DELETE}); a set left empty is removed. No elements: nothing to do. */
        public Upsert tagsDelete(Set<String> elements) {
            return deleteFromSet("tags", elements, Encoders.STRING_SET_ELEMENTS);
        }
    }

    /** Conditions on a stored {@link Product}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.productId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code category} (attribute {@code category}). */
        public StringCondition category() {
            return new StringCondition("category", Encoders.STRING);
        }

        /** Conditions on {@code views} (attribute {@code views}). */
        public OrderedCondition<Long> views() {
            return new OrderedCondition<Long>("views", Encoders.NUMBER);
        }

        /** Conditions on {@code likes} (attribute {@code likes}). */
        public OrderedCondition<Integer> likes() {
            return new OrderedCondition<Integer>("likes", Encoders.NUMBER);
        }

        /** Whether the stored item has {@code tags} (attribute {@code tags}); its value is not compared. */
        public AttributeCondition tags() {
            return new AttributeCondition("tags");
        }

        /** Conditions on {@code lastReferrer} (attribute {@code lastReferrer}). */
        public StringCondition lastReferrer() {
            return new StringCondition("lastReferrer", Encoders.STRING);
        }
    }

    /** A {@link Product} and its dayCounts, read from its item collection in one Query. */
    public static final class WithDayCounts extends ParentWithChildren<Product> {
        public WithDayCounts(Product product, List<DayCount> dayCounts) {
            super(product, RecordsByType.of(DayCount.class, dayCounts));
        }

        public Product product() {
            return parent;
        }

        /** The dayCounts, in ascending sort-key order. */
        public List<DayCount> dayCounts() {
            return records(DayCount.class);
        }
    }

    /** A {@link Product} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Product> {
        WithChildren(Product product, List<DayCount> dayCounts) {
            super(product, RecordsByType.of(DayCount.class, dayCounts));
        }

        public Product product() {
            return parent;
        }

        /** The dayCounts, in ascending sort-key order. */
        public List<DayCount> dayCounts() {
            return records(DayCount.class);
        }
    }

    /**
     * Converts {@link Product} records to items of table {@code stats} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Product} items: partition key {@code PROD#<productId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Product> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Product";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "PROD";

        /** Sort key of the Product's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Product.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Product product) {
            Map<String, AttributeValue> item = new HashMap<>(15);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(product.productId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.byCategoryIndexKey(partitionKey.s(), sortKey.s(), product.category()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "productId", product.productId());
            Items.putString(item, "category", product.category());
            Items.putLong(item, "views", product.views());
            Items.putNumber(item, "likes", product.likes());
            Items.putStringSet(item, "tags", product.tags());
            Items.putString(item, "lastReferrer", product.lastReferrer() == null ? null : product.lastReferrer().orElse(null));
            return item;
        }

        /** What every {@link Product} item with this key holds, whatever its other components, as {@link #toItem} writes it: its keys, the index keys its key alone decides, its type and its key components. Every upsert SETs it. */
        static Map<String, AttributeValue> keyItem(String productId) {
            Map<String, AttributeValue> item = new HashMap<>(8);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(productId));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "productId", productId);
            return item;
        }

        @Override
        public Product fromItem(Map<String, AttributeValue> item) {
            return new Product(
                    Items.getString(item, "productId"),
                    Items.getString(item, "category"),
                    Items.getLong(item, "views"),
                    Items.getInteger(item, "likes"),
                    Items.getStringSet(item, "tags"),
                    Optional.ofNullable(Items.getString(item, "lastReferrer")));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Product product) {
            return Codec.primaryKey(product.productId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Product> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "productId", "category", "views", "likes", "tags", "lastReferrer"));
        }

        /**
         * The partition key {@code PROD#<productId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String productId) {
            return KeyCodec.checkPartitionKey("Product partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Product.productId", productId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String productId) {
            return PrimaryKeys.of(StatsTable.PARTITION_KEY, partitionKey(productId), StatsTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code productId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String productIdOf(String partitionKey) {
            return KeyCodec.decodeString("Product.productId", KeyCodec.split("Product partition key", partitionKey, PREFIX, 1).get(0));
        }

        /** The partition key in index {@code GSI1}: {@code PROD#<category>}. */
        public static String byCategoryPartitionKey(String category) {
            return KeyCodec.checkPartitionKey("Product GSI1 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Product.category", category)));
        }

        /**
         * The value of index {@code GSI1}'s partition key attribute {@code GSI1PK} for an item; null when {@code category} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String byCategoryIndexPartitionKey(String partitionKey, String sortKey,
                String category) {
            if (category == null) {
                return null;
            }
            return byCategoryPartitionKey(category);
        }

        /**
         * The value of index {@code GSI1}'s sort key attribute {@code GSI1SK} for an item: its primary key. With no component of its own, it is written with the partition key attribute, and only then.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byCategoryIndexSortKey(String partitionKey, String sortKey) {
            return IndexSortKeys.ofItemSortKey("Product GSI1 sort key", partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI1}: {@code GSI1PK}, {@code GSI1SK}, each written when its own components are non-null ({@link #byCategoryIndexPartitionKey}, {@link #byCategoryIndexSortKey}), so that a partial update sets one from its components alone; the sort key attribute, made of the item's key, goes with the partition key attribute.
         * DynamoDB puts an item in the index only when it has both: with {@code category} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byCategoryIndexKey(String partitionKey,
                String sortKey, String category) {
            String indexPartitionKey = byCategoryIndexPartitionKey(partitionKey, sortKey, category);
            return StatsTable.DEFINITION.requireIndex("GSI1").key(
                    indexPartitionKey,
                    indexPartitionKey == null ? null : byCategoryIndexSortKey(partitionKey, sortKey));
        }
    }
}
