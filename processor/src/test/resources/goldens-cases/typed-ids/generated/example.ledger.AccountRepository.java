package example.ledger;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.AttributeCondition;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Decoders;
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
 * Typed access to {@link Account} items of table {@code ledger}. Obtain it from {@link LedgerTable#accounts()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class AccountRepository extends UnversionedRepository<Account, AccountRepository.Conditions> {
    /** Used by {@link LedgerTable}; prefer {@code LedgerTable.accounts()}. */
    public AccountRepository(TableClient table) {
        super(table, "accounts", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Account} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Account> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Account: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(AccountId accountId) {
        return new Update(updateAt(Codec.primaryKey(accountId)));
    }

    /** The Account with this key, if any. One GetItem, eventually consistent. */
    public Optional<Account> get(AccountId accountId) {
        return getAt(Codec.primaryKey(accountId), ReadConsistency.EVENTUAL);
    }

    /** The Account with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Account> get(AccountId accountId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(accountId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(AccountId accountId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(accountId), consistency);
    }

    /** Deletes the Account with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(AccountId accountId) {
        return deleteAt(Codec.primaryKey(accountId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(AccountId accountId) {
        return deleteRequestAt(Codec.primaryKey(accountId));
    }

    /**
     * Deletes the Account with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(AccountId accountId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(accountId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(AccountId accountId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(accountId), when);
    }

    /**
     * The Account and its entries from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Account itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithEntries> getWithEntries(AccountId accountId) {
        return getWithEntries(accountId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithEntries}, read as {@code consistency} says. */
    public Optional<WithEntries> getWithEntries(AccountId accountId, ReadConsistency consistency) {
        var loaded = readCollection("getWithEntries", accountId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithEntries(loaded.owner(), loaded.of(EntryRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithEntries} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithEntriesRequest(AccountId accountId, ReadConsistency consistency) {
        return getWithChildrenRequest(accountId, consistency);
    }

    /** The Account and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Account itself does not exist. */
    public Optional<WithChildren> getWithChildren(AccountId accountId) {
        return getWithChildren(accountId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(AccountId accountId,
            ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", accountId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(EntryRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Account> readCollection(String method, AccountId accountId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(accountId, consistency)), EntryRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(AccountId accountId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(accountId), null), consistency);
    }

    /** As {@link #deleteWithCollection(AccountId, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(AccountId accountId) {
        return deleteWithCollection(accountId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Account and its whole item collection: every item stored under its partition key ({@link Entry}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Account's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Account in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(AccountId accountId,
            RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "accounts.deleteWithCollection", Codec.primaryKey(accountId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(AccountId accountId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(accountId));
    }

    /** A partial update of one stored {@link Account}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Account, Conditions, Update> {
        /** Used by {@link AccountRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Account> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code owner} (attribute {@code owner}). */
        public Update owner(UserId owner) {
            return set("owner", owner == null ? null : owner.value(), Encoders.NUMBER);
        }

        /** Sets {@code manager} (attribute {@code manager}). */
        public Update manager(Optional<UserId> manager) {
            return set("manager", () -> Items.number(manager == null ? null : manager.map(UserId::value).orElse(null)));
        }

        /** Sets {@code members} (attribute {@code members}). */
        public Update members(List<UserId> members) {
            return set("members", () -> Items.list(members, v0 -> Items.number(v0.value())));
        }

        /** Sets {@code linked} (attribute {@code linked}). */
        public Update linked(Map<String, AccountId> linked) {
            return set("linked", () -> Items.map(linked, v0 -> Items.string(v0.value())));
        }

        /** Sets {@code contact} (attribute {@code contact}). */
        public Update contact(Contact contact) {
            return set("contact", () -> ContactMapCodec.toAttributeValue(contact));
        }

        /** Appends {@code elements} to the stored list, or starts it ({@code list_append}). */
        public Update membersAppend(List<UserId> elements) {
            return append("members", () -> Items.list(elements, v0 -> Items.number(v0.value())));
        }

        /** Puts {@code elements} before the stored list, or starts it ({@code list_append}). */
        public Update membersPrepend(List<UserId> elements) {
            return prepend("members", () -> Items.list(elements, v0 -> Items.number(v0.value())));
        }
    }

    /** Conditions on a stored {@link Account}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.accountId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(LedgerTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code accountId} (attribute {@code accountId}), compared by the id's {@code value}. */
        public ValueCondition<AccountId> accountId() {
            return new ValueCondition<>("accountId", value -> Items.string(value == null ? null : value.value()));
        }

        /** Conditions on {@code owner} (attribute {@code owner}), compared by the id's {@code value}. */
        public ValueCondition<UserId> owner() {
            return new ValueCondition<>("owner", value -> Items.number(value == null ? null : value.value()));
        }

        /** Conditions on {@code manager} (attribute {@code manager}), compared by the id's {@code value}. */
        public ValueCondition<UserId> manager() {
            return new ValueCondition<>("manager", value -> Items.number(value == null ? null : value.value()));
        }

        /** Whether the stored item has {@code members} (attribute {@code members}); its value is not compared. */
        public AttributeCondition members() {
            return new AttributeCondition("members");
        }

        /** Whether the stored item has {@code linked} (attribute {@code linked}); its value is not compared. */
        public AttributeCondition linked() {
            return new AttributeCondition("linked");
        }

        /** Whether the stored item has {@code contact} (attribute {@code contact}); its value is not compared. */
        public AttributeCondition contact() {
            return new AttributeCondition("contact");
        }
    }

    /** A {@link Account} and its entries, read from its item collection in one Query. */
    public static final class WithEntries extends ParentWithChildren<Account> {
        public WithEntries(Account account, List<Entry> entries) {
            super(account, RecordsByType.of(Entry.class, entries));
        }

        public Account account() {
            return parent;
        }

        /** The entries, in ascending sort-key order. */
        public List<Entry> entries() {
            return records(Entry.class);
        }
    }

    /** A {@link Account} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Account> {
        WithChildren(Account account, List<Entry> entries) {
            super(account, RecordsByType.of(Entry.class, entries));
        }

        public Account account() {
            return parent;
        }

        /** The entries, in ascending sort-key order. */
        public List<Entry> entries() {
            return records(Entry.class);
        }
    }

    /**
     * Converts {@link Account} records to items of table {@code ledger} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Account} items: partition key {@code ACCT#<accountId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Account> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Account";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "ACCT";

        /** Sort key of the Account's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Account.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Account account) {
            Map<String, AttributeValue> item = new HashMap<>(15);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(account.accountId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "accountId", account.accountId() == null ? null : account.accountId().value());
            Items.putNumber(item, "owner", account.owner() == null ? null : account.owner().value());
            Items.putNumber(item, "manager", account.manager() == null ? null : account.manager().map(UserId::value).orElse(null));
            Items.putList(item, "members", account.members(), v0 -> Items.number(v0.value()));
            Items.putMap(item, "linked", account.linked(), v0 -> Items.string(v0.value()));
            Items.put(item, "contact", account.contact(), ContactMapCodec::toAttributeValue);
            return item;
        }

        @Override
        public Account fromItem(Map<String, AttributeValue> item) {
            return new Account(
                    Items.get(item, "accountId", v0 -> Items.asId(v0, Decoders.STRING, AccountId::new)),
                    Items.get(item, "owner", v0 -> Items.asId(v0, Decoders.LONG, UserId::new)),
                    Optional.ofNullable(Items.get(item, "manager", v0 -> Items.asId(v0, Decoders.LONG, UserId::new))),
                    Items.get(item, "members", v0 -> Items.asList(v0, v1 -> Items.asId(v1, Decoders.LONG, UserId::new))),
                    Items.get(item, "linked", v0 -> Items.asMap(v0, v1 -> Items.asId(v1, Decoders.STRING, AccountId::new))),
                    Items.get(item, "contact", ContactMapCodec::fromAttributeValue));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Account account) {
            return Codec.primaryKey(account.accountId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Account> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "accountId", "owner", "manager", "members", "linked", "contact"));
        }

        /**
         * The partition key {@code ACCT#<accountId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(AccountId accountId) {
            return KeyCodec.checkPartitionKey("Account partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Account.accountId", accountId == null ? null : accountId.value())));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(AccountId accountId) {
            return PrimaryKeys.of(LedgerTable.PARTITION_KEY, partitionKey(accountId), LedgerTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code accountId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static AccountId accountIdOf(String partitionKey) {
            return new AccountId(KeyCodec.decodeString("Account.accountId", KeyCodec.split("Account partition key", partitionKey, PREFIX, 1).get(0)));
        }
    }

    /** Stores {@link Contact} records as DynamoDB map attributes and reads them back, without reflection. */
    private static final class ContactMapCodec {
        private ContactMapCodec() {
        }

        /** The record as a map attribute, or {@code null} for a null record. */
        static AttributeValue toAttributeValue(Contact contact) {
            if (contact == null) {
                return null;
            }
            Map<String, AttributeValue> map = new LinkedHashMap<>(3);
            Items.putString(map, "email", contact.email());
            Items.putNumber(map, "user", contact.user() == null ? null : contact.user().value());
            return AttributeValue.fromM(map);
        }

        /** The record stored in a map attribute. */
        static Contact fromAttributeValue(AttributeValue value) {
            return fromMap(value.m());
        }

        static Contact fromMap(Map<String, AttributeValue> map) {
            return new Contact(
                    Items.getString(map, "email"),
                    Items.get(map, "user", v0 -> Items.asId(v0, Decoders.LONG, UserId::new)));
        }
    }
}
