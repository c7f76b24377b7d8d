package example.app.accounts;

import example.app.AppTable;
import example.app.billing.Invoice;
import example.app.billing.InvoiceRepository;
import example.app.shared.Address;
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
import io.partitura.runtime.item.ParentWithChildren;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.keys.PrimaryKeys;
import io.partitura.runtime.repository.LoadedCollection;
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
 * Typed access to {@link Account} items of table {@code app}. Obtain it from {@link AppTable#accounts()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class AccountRepository extends UnversionedRepository<Account, AccountRepository.Conditions> {
    /** Used by {@link AppTable}; prefer {@code AppTable.accounts()}. */
    public AccountRepository(TableClient table) {
        super(table, "accounts", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Account} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Account> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Account: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String accountId) {
        return new Update(updateAt(Codec.primaryKey(accountId)));
    }

    /** The Account with this key, if any. One GetItem, eventually consistent. */
    public Optional<Account> get(String accountId) {
        return getAt(Codec.primaryKey(accountId), ReadConsistency.EVENTUAL);
    }

    /** The Account with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Account> get(String accountId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(accountId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String accountId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(accountId), consistency);
    }

    /** Deletes the Account with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String accountId) {
        return deleteAt(Codec.primaryKey(accountId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String accountId) {
        return deleteRequestAt(Codec.primaryKey(accountId));
    }

    /**
     * Deletes the Account with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String accountId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(accountId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String accountId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(accountId), when);
    }

    /**
     * The Account and its invoices from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Account itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithInvoices> getWithInvoices(String accountId) {
        return getWithInvoices(accountId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithInvoices}, read as {@code consistency} says. */
    public Optional<WithInvoices> getWithInvoices(String accountId, ReadConsistency consistency) {
        var loaded = readCollection("getWithInvoices", accountId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithInvoices(loaded.owner(), loaded.of(InvoiceRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithInvoices} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithInvoicesRequest(String accountId, ReadConsistency consistency) {
        return getWithChildrenRequest(accountId, consistency);
    }

    /** The Account and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Account itself does not exist. */
    public Optional<WithChildren> getWithChildren(String accountId) {
        return getWithChildren(accountId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String accountId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", accountId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(InvoiceRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Account> readCollection(String method, String accountId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(accountId, consistency)), InvoiceRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String accountId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(accountId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String accountId) {
        return deleteWithCollection(accountId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Account and its whole item collection: every item stored under its partition key ({@link Invoice}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Account's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Account in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String accountId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "accounts.deleteWithCollection", Codec.primaryKey(accountId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String accountId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(accountId));
    }

    /** A partial update of one stored {@link Account}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Account, Conditions, Update> {
        /** Used by {@link AccountRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Account> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }

        /** Sets {@code address} (attribute {@code address}). */
        public Update address(Address address) {
            return set("address", () -> AddressMapCodec.toAttributeValue(address));
        }
    }

    /** Conditions on a stored {@link Account}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.accountId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }

        /** Whether the stored item has {@code address} (attribute {@code address}); its value is not compared. */
        public AttributeCondition address() {
            return new AttributeCondition("address");
        }
    }

    /** A {@link Account} and its invoices, read from its item collection in one Query. */
    public static final class WithInvoices extends ParentWithChildren<Account> {
        public WithInvoices(Account account, List<Invoice> invoices) {
            super(account, RecordsByType.of(Invoice.class, invoices));
        }

        public Account account() {
            return parent;
        }

        /** The invoices, in ascending sort-key order. */
        public List<Invoice> invoices() {
            return records(Invoice.class);
        }
    }

    /** A {@link Account} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Account> {
        WithChildren(Account account, List<Invoice> invoices) {
            super(account, RecordsByType.of(Invoice.class, invoices));
        }

        public Account account() {
            return parent;
        }

        /** The invoices, in ascending sort-key order. */
        public List<Invoice> invoices() {
            return records(Invoice.class);
        }
    }

    /**
     * Converts {@link Account} records to items of table {@code app} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Account} items: partition key {@code ACC#<accountId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Account> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Account";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "ACC";

        /** Sort key of the Account's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Account.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Account account) {
            Map<String, AttributeValue> item = new HashMap<>(11);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(account.accountId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "accountId", account.accountId());
            Items.putString(item, "name", account.name());
            Items.put(item, "address", account.address(), AddressMapCodec::toAttributeValue);
            return item;
        }

        @Override
        public Account fromItem(Map<String, AttributeValue> item) {
            return new Account(
                    Items.getString(item, "accountId"),
                    Items.getString(item, "name"),
                    Items.get(item, "address", AddressMapCodec::fromAttributeValue));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Account account) {
            return Codec.primaryKey(account.accountId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Account> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "accountId", "name", "address"));
        }

        /**
         * The partition key {@code ACC#<accountId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String accountId) {
            return KeyCodec.checkPartitionKey("Account partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Account.accountId", accountId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String accountId) {
            return PrimaryKeys.of(AppTable.PARTITION_KEY, partitionKey(accountId), AppTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code accountId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String accountIdOf(String partitionKey) {
            return KeyCodec.decodeString("Account.accountId", KeyCodec.split("Account partition key", partitionKey, PREFIX, 1).get(0));
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
