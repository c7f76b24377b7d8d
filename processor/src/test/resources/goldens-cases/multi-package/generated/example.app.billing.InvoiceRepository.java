package example.app.billing;

import example.app.AppTable;
import example.app.accounts.Account;
import example.app.accounts.AccountRepository;
import example.app.shared.Address;
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
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.KeyEncoders;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.repository.UnversionedRepository;
import io.partitura.runtime.write.EntityUpdate;
import java.util.HashMap;
import java.util.LinkedHashMap;
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
 * Typed access to {@link Invoice} items of table {@code app}. Obtain it from {@link AppTable#invoices()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class InvoiceRepository extends UnversionedRepository<Invoice, InvoiceRepository.Conditions> {
    /** Used by {@link AppTable}; prefer {@code AppTable.invoices()}. */
    public InvoiceRepository(TableClient table) {
        super(table, "invoices", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Invoice} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Invoice> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Invoice: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String accountId, String invoiceId) {
        return new Update(updateAt(Codec.primaryKey(accountId, invoiceId)));
    }

    /** The Invoice with this key, if any. One GetItem, eventually consistent. */
    public Optional<Invoice> get(String accountId, String invoiceId) {
        return getAt(Codec.primaryKey(accountId, invoiceId), ReadConsistency.EVENTUAL);
    }

    /** The Invoice with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Invoice> get(String accountId, String invoiceId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(accountId, invoiceId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String accountId, String invoiceId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(accountId, invoiceId), consistency);
    }

    /** Deletes the Invoice with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String accountId, String invoiceId) {
        return deleteAt(Codec.primaryKey(accountId, invoiceId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String accountId, String invoiceId) {
        return deleteRequestAt(Codec.primaryKey(accountId, invoiceId));
    }

    /**
     * Deletes the Invoice with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String accountId, String invoiceId,
            Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(accountId, invoiceId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String accountId, String invoiceId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(accountId, invoiceId), when);
    }

    /**
     * The invoices of one {@link Account}, in sort-key order: one Query per page, {@code begins_with(SK, "INV#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Invoice, Conditions> inAccount(String accountId) {
        return listing("inAccount",
                    onTable(Codec.partitionKey(accountId), Codec.SORT_KEY_PREFIX),
                    Set.of("accountId", "invoiceId"));
    }

    /**
     * Like {@link #inAccount}, only the items whose {@code invoiceId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param invoiceId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Invoice, Conditions> inAccount(String accountId, KeyRange<String> invoiceId) {
        return listing("inAccount",
                    onTable(Codec.partitionKey(accountId), Codec.SORT_KEY_PREFIX).within(invoiceId, KeyEncoders.string("Invoice.invoiceId")),
                    Set.of("accountId", "invoiceId"));
    }

    /**
     * {@link #create} only if its {@link Account} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Account; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Invoice invoice) {
        createUnderAt(required(invoice), AccountRepository.Codec.primaryKey(invoice.accountId()), AccountRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Invoice invoice) {
        return createUnderRequestAt(required(invoice), AccountRepository.Codec.primaryKey(invoice.accountId()), AccountRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Invoice}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Invoice, Conditions, Update> {
        /** Used by {@link InvoiceRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Invoice> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code cents} (attribute {@code cents}). */
        public Update cents(long cents) {
            return set("cents", cents, Encoders.NUMBER);
        }

        /** Sets {@code billedTo} (attribute {@code billedTo}). */
        public Update billedTo(Address billedTo) {
            return set("billedTo", () -> AddressMapCodec.toAttributeValue(billedTo));
        }

        /** Adds {@code delta} to {@code cents} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update centsAdd(long delta) {
            return add("cents", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link Invoice}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.accountId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(AppTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code accountId} (attribute {@code accountId}). */
        public StringCondition accountId() {
            return new StringCondition("accountId", Encoders.STRING);
        }

        /** Conditions on {@code invoiceId} (attribute {@code invoiceId}). */
        public StringCondition invoiceId() {
            return new StringCondition("invoiceId", Encoders.STRING);
        }

        /** Conditions on {@code cents} (attribute {@code cents}). */
        public OrderedCondition<Long> cents() {
            return new OrderedCondition<Long>("cents", Encoders.NUMBER);
        }

        /** Whether the stored item has {@code billedTo} (attribute {@code billedTo}); its value is not compared. */
        public AttributeCondition billedTo() {
            return new AttributeCondition("billedTo");
        }
    }

    /**
     * Converts {@link Invoice} records to items of table {@code app} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Invoice} items: the parent's partition key, sort key {@code INV#<invoiceId>}.
     */
    public static final class Codec extends EntityCodec<Invoice> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Invoice";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "INV";

        /** What every Invoice sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Invoice.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Invoice invoice) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(invoice.accountId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(invoice.invoiceId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "accountId", invoice.accountId());
            Items.putString(item, "invoiceId", invoice.invoiceId());
            Items.putLong(item, "cents", invoice.cents());
            Items.put(item, "billedTo", invoice.billedTo(), AddressMapCodec::toAttributeValue);
            return item;
        }

        @Override
        public Invoice fromItem(Map<String, AttributeValue> item) {
            return new Invoice(
                    Items.getString(item, "accountId"),
                    Items.getString(item, "invoiceId"),
                    Items.getLong(item, "cents"),
                    Items.get(item, "billedTo", AddressMapCodec::fromAttributeValue));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Invoice invoice) {
            return Codec.primaryKey(invoice.accountId(), invoice.invoiceId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Invoice> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "accountId", "invoiceId", "cents", "billedTo"));
        }

        /** The partition key: the parent {@link Account}'s. */
        public static String partitionKey(String accountId) {
            return AccountRepository.Codec.partitionKey(accountId);
        }

        /**
         * The sort key {@code INV#<invoiceId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(String invoiceId) {
            return KeyCodec.checkSortKey("Invoice sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Invoice.invoiceId", invoiceId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String accountId, String invoiceId) {
            return PrimaryKeys.of(AppTable.PARTITION_KEY, partitionKey(accountId), AppTable.SORT_KEY, sortKey(invoiceId));
        }

        /** The {@code accountId} encoded in a partition key. */
        public static String accountIdOf(String partitionKey) {
            return AccountRepository.Codec.accountIdOf(partitionKey);
        }

        /**
         * The {@code invoiceId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String invoiceIdOf(String sortKey) {
            return KeyCodec.decodeString("Invoice.invoiceId", KeyCodec.split("Invoice sort key", sortKey, PREFIX, 1).get(0));
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
            Map<String, AttributeValue> map = new LinkedHashMap<>(3);
            Items.putString(map, "street", address.street());
            Items.putString(map, "city", address.city());
            return AttributeValue.fromM(map);
        }

        /** The record stored in a map attribute. */
        static Address fromAttributeValue(AttributeValue value) {
            return fromMap(value.m());
        }

        static Address fromMap(Map<String, AttributeValue> map) {
            return new Address(
                    Items.getString(map, "street"),
                    Items.getString(map, "city"));
        }
    }
}
