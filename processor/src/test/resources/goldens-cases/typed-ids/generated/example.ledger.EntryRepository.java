package example.ledger;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.condition.EntityConditions;
import io.partitura.runtime.condition.OrderedCondition;
import io.partitura.runtime.condition.ValueCondition;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.item.CodecTableSchema;
import io.partitura.runtime.item.Decoders;
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
 * Typed access to {@link Entry} items of table {@code ledger}. Obtain it from {@link LedgerTable#entries()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class EntryRepository extends UnversionedRepository<Entry, EntryRepository.Conditions> {
    /** Used by {@link LedgerTable}; prefer {@code LedgerTable.entries()}. */
    public EntryRepository(TableClient table) {
        super(table, "entries", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Entry} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Entry> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Entry: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(AccountId accountId, EntryId entryId) {
        return new Update(updateAt(Codec.primaryKey(accountId, entryId)));
    }

    /** The Entry with this key, if any. One GetItem, eventually consistent. */
    public Optional<Entry> get(AccountId accountId, EntryId entryId) {
        return getAt(Codec.primaryKey(accountId, entryId), ReadConsistency.EVENTUAL);
    }

    /** The Entry with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Entry> get(AccountId accountId, EntryId entryId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(accountId, entryId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(AccountId accountId, EntryId entryId,
            ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(accountId, entryId), consistency);
    }

    /** Deletes the Entry with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(AccountId accountId, EntryId entryId) {
        return deleteAt(Codec.primaryKey(accountId, entryId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(AccountId accountId, EntryId entryId) {
        return deleteRequestAt(Codec.primaryKey(accountId, entryId));
    }

    /**
     * Deletes the Entry with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(AccountId accountId, EntryId entryId,
            Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(accountId, entryId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(AccountId accountId, EntryId entryId,
            Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(accountId, entryId), when);
    }

    /**
     * Every Entry with this {@code counterpart}, across all partitions of the table, from index {@code GSI1}, ordered by {@code entryId}, then its primary key ({@code .descending()} for the reverse order): one Query per page.
     * <p><strong>Eventually consistent</strong>: DynamoDB fills global secondary indexes asynchronously, so a write may take a moment to show here.
     * <p>Sparse: only a Entry whose {@code counterpart}, {@code entryId} are all non-null is in the index; others are not listed here.
     */
    public Listing<Entry, Conditions> byCounterpart(AccountId counterpart) {
        return listing("byCounterpart",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byCounterpartPartitionKey(counterpart), null),
                    Set.of("counterpart", "entryId"));
    }

    /**
     * Like {@link #byCounterpart}, only the items whose {@code entryId} is in the given range, in key order: the range is the Query's key condition on {@code GSI1SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param entryId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Entry, Conditions> byCounterpart(AccountId counterpart,
            KeyRange<EntryId> entryId) {
        return listing("byCounterpart",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byCounterpartPartitionKey(counterpart), null).within(entryId, value -> KeyCodec.encodeString("Entry.entryId", value == null ? null : value.value())),
                    Set.of("counterpart", "entryId"));
    }

    /**
     * Like {@link #byCounterpart}, only the items whose {@code entryId}'s value starts with the given text, in key order: {@code begins_with} on {@code GSI1SK}, the Query's key condition, so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param entryId {@code KeyRange.startingWith("…")}, on the id's value
     * @throws InvalidKeyException when the text cannot be encoded; nothing is sent
     */
    public Listing<Entry, Conditions> byCounterpart(AccountId counterpart,
            KeyRange.StartingWith entryId) {
        return listing("byCounterpart",
                    KeyCondition.onIndex(this.table, "GSI1", Codec.byCounterpartPartitionKey(counterpart), null).within(entryId, KeyEncoders.string("Entry.entryId")),
                    Set.of("counterpart", "entryId"));
    }

    /**
     * The entries of one {@link Account}, in sort-key order: one Query per page, {@code begins_with(SK, "ENTRY#")}.
     * Chain {@code .descending()}, {@code .limit(n)}, {@code .where(c -> …)} (a filter on non-key attributes: the items it drops are still read and paid for), {@code .page(cursor)}; {@code .describe()} shows the request.
     */
    public Listing<Entry, Conditions> inAccount(AccountId accountId) {
        return listing("inAccount",
                    onTable(Codec.partitionKey(accountId), Codec.SORT_KEY_PREFIX),
                    Set.of("accountId", "entryId"));
    }

    /**
     * Like {@link #inAccount}, only the items whose {@code entryId} is in the given range, in key order: the range is the Query's key condition on {@code SK} ({@code BETWEEN}, {@code >=}, {@code >}, {@code <=}, {@code <} or {@code begins_with}), so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param entryId the range, such as {@code KeyRange.between(a, b)} or {@code KeyRange.from(a)}
     * @throws InvalidKeyException when a bound cannot be encoded, or {@code between}'s ends are swapped; nothing is sent
     */
    public Listing<Entry, Conditions> inAccount(AccountId accountId, KeyRange<EntryId> entryId) {
        return listing("inAccount",
                    onTable(Codec.partitionKey(accountId), Codec.SORT_KEY_PREFIX).within(entryId, value -> KeyCodec.encodeString("Entry.entryId", value == null ? null : value.value())),
                    Set.of("accountId", "entryId"));
    }

    /**
     * Like {@link #inAccount}, only the items whose {@code entryId}'s value starts with the given text, in key order: {@code begins_with} on {@code SK}, the Query's key condition, so DynamoDB reads only those items, one Query per page; {@code .describe()} shows it.
     *
     * @param entryId {@code KeyRange.startingWith("…")}, on the id's value
     * @throws InvalidKeyException when the text cannot be encoded; nothing is sent
     */
    public Listing<Entry, Conditions> inAccount(AccountId accountId,
            KeyRange.StartingWith entryId) {
        return listing("inAccount",
                    onTable(Codec.partitionKey(accountId), Codec.SORT_KEY_PREFIX).within(entryId, KeyEncoders.string("Entry.entryId")),
                    Set.of("accountId", "entryId"));
    }

    /**
     * {@link #create} only if its {@link Account} exists: one TransactWriteItems of the create's Put ({@code attribute_not_exists}) and a ConditionCheck ({@code attribute_exists}) on the parent.
     *
     * @throws io.partitura.runtime.exceptions.ParentNotFoundException when there is no such Account; nothing is written
     * @throws io.partitura.runtime.exceptions.ItemAlreadyExistsException when the key is taken; nothing is written
     */
    public void createUnder(Entry entry) {
        createUnderAt(required(entry), AccountRepository.Codec.primaryKey(entry.accountId()), AccountRepository.Codec.INSTANCE);
    }

    /** The TransactWriteItems {@link #createUnder} sends, without sending it. */
    public TransactWriteItemsRequest createUnderRequest(Entry entry) {
        return createUnderRequestAt(required(entry), AccountRepository.Codec.primaryKey(entry.accountId()), AccountRepository.Codec.INSTANCE);
    }

    /** A partial update of one stored {@link Entry}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute, and takes the item out of every index whose key it is part of. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Entry, Conditions, Update> {
        /** Used by {@link EntryRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Entry> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code counterpart} (attribute {@code counterpart}). It also writes the index key attributes made from it, {@code GSI1PK} (index {@code GSI1}), {@code GSI1SK} (index {@code GSI1}), as put would. A null value removes the attributes made from it, and DynamoDB then leaves the item out of those indexes. */
        public Update counterpart(AccountId counterpart) {
            setIndexed("counterpart", counterpart == null ? null : counterpart.value(), Encoders.STRING);
            String partitionKey = this.update.key().get(LedgerTable.PARTITION_KEY).s();
            String sortKey = this.update.key().get(LedgerTable.SORT_KEY).s();
            setIndexPartitionKey("GSI1", Codec.byCounterpartIndexPartitionKey(partitionKey, sortKey, counterpart));
            setIndexSortKey("GSI1", Codec.byCounterpartIndexSortKey(partitionKey, sortKey, Codec.entryIdOf(sortKey)));
            return this;
        }

        /** Sets {@code amount} (attribute {@code amount}). */
        public Update amount(long amount) {
            return set("amount", amount, Encoders.NUMBER);
        }

        /** Adds {@code delta} to {@code amount} atomically ({@code ADD}; a missing value counts as 0): concurrent adds all count. A negative value subtracts. A result the component cannot hold is refused when the item is read back, and the item restored. */
        public Update amountAdd(long delta) {
            return add("amount", delta, Encoders.NUMBER);
        }
    }

    /** Conditions on a stored {@link Entry}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.accountId().exists()}. Each value is encoded as the codec stores it. */
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

        /** Conditions on {@code entryId} (attribute {@code entryId}), compared by the id's {@code value}. */
        public ValueCondition<EntryId> entryId() {
            return new ValueCondition<>("entryId", value -> Items.string(value == null ? null : value.value()));
        }

        /** Conditions on {@code counterpart} (attribute {@code counterpart}), compared by the id's {@code value}. */
        public ValueCondition<AccountId> counterpart() {
            return new ValueCondition<>("counterpart", value -> Items.string(value == null ? null : value.value()));
        }

        /** Conditions on {@code amount} (attribute {@code amount}). */
        public OrderedCondition<Long> amount() {
            return new OrderedCondition<Long>("amount", Encoders.NUMBER);
        }
    }

    /**
     * Converts {@link Entry} records to items of table {@code ledger} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Entry} items: the parent's partition key, sort key {@code ENTRY#<entryId>}.
     */
    public static final class Codec extends EntityCodec<Entry> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Entry";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Sort key prefix. */
        public static final String PREFIX = "ENTRY";

        /** What every Entry sort key begins with: the argument of {@code begins_with} when listing them. */
        public static final String SORT_KEY_PREFIX = PREFIX + KeyCodec.SEPARATOR;

        private Codec() {
            super(Entry.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Entry entry) {
            Map<String, AttributeValue> item = new HashMap<>(12);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(entry.accountId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.sortKey(entry.entryId()));
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.putAll(Codec.byCounterpartIndexKey(partitionKey.s(), sortKey.s(), entry.counterpart(), entry.entryId()));
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "accountId", entry.accountId() == null ? null : entry.accountId().value());
            Items.putString(item, "entryId", entry.entryId() == null ? null : entry.entryId().value());
            Items.putString(item, "counterpart", entry.counterpart() == null ? null : entry.counterpart().value());
            Items.putLong(item, "amount", entry.amount());
            return item;
        }

        @Override
        public Entry fromItem(Map<String, AttributeValue> item) {
            return new Entry(
                    Items.get(item, "accountId", v0 -> Items.asId(v0, Decoders.STRING, AccountId::new)),
                    Items.get(item, "entryId", v0 -> Items.asId(v0, Decoders.STRING, EntryId::new)),
                    Items.get(item, "counterpart", v0 -> Items.asId(v0, Decoders.STRING, AccountId::new)),
                    Items.getLong(item, "amount"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Entry entry) {
            return Codec.primaryKey(entry.accountId(), entry.entryId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Entry> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "GSI1PK", "GSI1SK", "accountId", "entryId", "counterpart", "amount"));
        }

        /** The partition key: the parent {@link Account}'s. */
        public static String partitionKey(AccountId accountId) {
            return AccountRepository.Codec.partitionKey(accountId);
        }

        /**
         * The sort key {@code ENTRY#<entryId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 1024 bytes
         */
        public static String sortKey(EntryId entryId) {
            return KeyCodec.checkSortKey("Entry sort key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Entry.entryId", entryId == null ? null : entryId.value())));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(AccountId accountId, EntryId entryId) {
            return PrimaryKeys.of(LedgerTable.PARTITION_KEY, partitionKey(accountId), LedgerTable.SORT_KEY, sortKey(entryId));
        }

        /** The {@code accountId} encoded in a partition key. */
        public static AccountId accountIdOf(String partitionKey) {
            return AccountRepository.Codec.accountIdOf(partitionKey);
        }

        /**
         * The {@code entryId} encoded in a sort key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static EntryId entryIdOf(String sortKey) {
            return new EntryId(KeyCodec.decodeString("Entry.entryId", KeyCodec.split("Entry sort key", sortKey, PREFIX, 1).get(0)));
        }

        /** The partition key in index {@code GSI1}: {@code ENTRY#<counterpart>}. */
        public static String byCounterpartPartitionKey(AccountId counterpart) {
            return KeyCodec.checkPartitionKey("Entry GSI1 partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Entry.counterpart", counterpart == null ? null : counterpart.value())));
        }

        /** The sort key components in index {@code GSI1}: {@code <entryId>}; the stored sort key continues with the item's primary key. */
        public static String byCounterpartSortKey(EntryId entryId) {
            return KeyCodec.checkSortKey("Entry GSI1 sort key", KeyCodec.join(null, KeyCodec.encodeString("Entry.entryId", entryId == null ? null : entryId.value())));
        }

        /**
         * The value of index {@code GSI1}'s partition key attribute {@code GSI1PK} for an item; null when {@code counterpart} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's sort key attribute holds.
         *
         * @param partitionKey the item's partition key (unused: the index is not sharded)
         * @param sortKey the item's sort key
         */
        public static String byCounterpartIndexPartitionKey(String partitionKey, String sortKey,
                AccountId counterpart) {
            if (counterpart == null) {
                return null;
            }
            return byCounterpartPartitionKey(counterpart);
        }

        /**
         * The value of index {@code GSI1}'s sort key attribute {@code GSI1SK} for an item: its components, then the item's primary key; null when {@code entryId} is null: the attribute is then not written, and the item is not in the index. Put and partial updates write it from here, whatever the index's partition key attribute holds.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static String byCounterpartIndexSortKey(String partitionKey, String sortKey,
                EntryId entryId) {
            if (entryId == null) {
                return null;
            }
            return IndexSortKeys.of("Entry GSI1 sort key", byCounterpartSortKey(entryId), partitionKey, sortKey);
        }

        /**
         * The key attributes of an item in global index {@code GSI1}: {@code GSI1PK}, {@code GSI1SK}, each written when its own components are non-null ({@link #byCounterpartIndexPartitionKey}, {@link #byCounterpartIndexSortKey}), so that a partial update sets one from its components alone.
         * DynamoDB puts an item in the index only when it has both: with {@code counterpart} or {@code entryId} null, the item is left out of the index (a sparse index).
         * The sort key ends with the item's primary key, so that items are in a total order ({@link IndexSortKeys}). Put, batches, backfills and the Enhanced Client schema take the index key from here.
         *
         * @param partitionKey the item's partition key
         * @param sortKey the item's sort key
         */
        public static Map<String, AttributeValue> byCounterpartIndexKey(String partitionKey,
                String sortKey, AccountId counterpart, EntryId entryId) {
            return LedgerTable.DEFINITION.requireIndex("GSI1").key(
                    byCounterpartIndexPartitionKey(partitionKey, sortKey, counterpart),
                    byCounterpartIndexSortKey(partitionKey, sortKey, entryId));
        }
    }
}
