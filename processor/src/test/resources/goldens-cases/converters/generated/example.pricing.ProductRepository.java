package example.pricing;

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
 * Typed access to {@link Product} items of table {@code pricing}. Obtain it from {@link PricingTable#products()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class ProductRepository extends UnversionedRepository<Product, ProductRepository.Conditions> {
    /** Used by {@link PricingTable}; prefer {@code PricingTable.products()}. */
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

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String productId) {
        return deleteWithCollection(productId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Product and its whole item collection: every item stored under its partition key. Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Product's own item is deleted last, in a request of its own.
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

    /** A partial update of one stored {@link Product}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Product, Conditions, Update> {
        private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();

        /** Used by {@link ProductRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Product> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }

        /** Sets {@code price} (attribute {@code price}). */
        public Update price(Money price) {
            return set("price", () -> price == null ? null : MONEY_CONVERTER.transformFrom(price));
        }

        /** Sets {@code listPrice} (attribute {@code listPrice}). */
        public Update listPrice(Money listPrice) {
            return set("listPrice", () -> listPrice == null ? null : MONEY_CONVERTER.transformFrom(listPrice));
        }
    }

    /** Conditions on a stored {@link Product}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.productId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(PricingTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code productId} (attribute {@code productId}). */
        public StringCondition productId() {
            return new StringCondition("productId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }

        /** Whether the stored item has {@code price} (attribute {@code price}); its value is not compared. */
        public AttributeCondition price() {
            return new AttributeCondition("price");
        }

        /** Whether the stored item has {@code listPrice} (attribute {@code listPrice}); its value is not compared. */
        public AttributeCondition listPrice() {
            return new AttributeCondition("listPrice");
        }
    }

    /**
     * Converts {@link Product} records to items of table {@code pricing} and back, without reflection; its static members are the key format.
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

        private static final MoneyConverter MONEY_CONVERTER = new MoneyConverter();

        private Codec() {
            super(Product.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Product product) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(product.productId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "productId", product.productId());
            Items.putString(item, "name", product.name());
            Items.put(item, "price", product.price() == null ? null : MONEY_CONVERTER.transformFrom(product.price()));
            Items.put(item, "listPrice", product.listPrice() == null ? null : MONEY_CONVERTER.transformFrom(product.listPrice()));
            return item;
        }

        @Override
        public Product fromItem(Map<String, AttributeValue> item) {
            return new Product(
                    Items.getString(item, "productId"),
                    Items.getString(item, "name"),
                    Items.get(item, "price", MONEY_CONVERTER::transformTo),
                    Items.get(item, "listPrice", MONEY_CONVERTER::transformTo));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Product product) {
            return Codec.primaryKey(product.productId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Product> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "productId", "name", "price", "listPrice"));
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
            return PrimaryKeys.of(PricingTable.PARTITION_KEY, partitionKey(productId), PricingTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code productId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String productIdOf(String partitionKey) {
            return KeyCodec.decodeString("Product.productId", KeyCodec.split("Product partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
