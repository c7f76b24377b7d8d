package example.campus;

import io.partitura.runtime.batch.CollectionDelete;
import io.partitura.runtime.batch.CollectionDeleteResult;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
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
 * Typed access to {@link Person} items of table {@code campus}. Obtain it from {@link CampusTable#persons()}.
 * <p>The writes of a whole record ({@code put}, {@code create}, {@code update}, each also with {@code when}, and their requests) are {@link UnversionedRepository}'s.
 * <p>Nested here: what its methods take and return ({@code Update} of {@code update(…)}, the {@code Conditions} of {@code when} and {@code where}, collection results), and the low-level {@code Codec} (the item codec: {@code Codec.INSTANCE}, and {@link #tableSchema()} for the Enhanced Client; its static members are the key format, such as {@code Codec.partitionKey(…)}).
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class PersonRepository extends UnversionedRepository<Person, PersonRepository.Conditions> {
    /** Used by {@link CampusTable}; prefer {@code CampusTable.persons()}. */
    public PersonRepository(TableClient table) {
        super(table, "persons", Codec.INSTANCE, Conditions.INSTANCE);
    }

    /** {@link Codec#tableSchema()}: a reflection-free {@code TableSchema} of {@link Person} for {@code DynamoDbEnhancedClient}. */
    public static TableSchema<Person> tableSchema() {
        return Codec.tableSchema();
    }

    /** A partial update of the stored Person: set components, then {@code apply()}: one UpdateItem, only if the item exists. */
    public Update update(String personId) {
        return new Update(updateAt(Codec.primaryKey(personId)));
    }

    /** The Person with this key, if any. One GetItem, eventually consistent. */
    public Optional<Person> get(String personId) {
        return getAt(Codec.primaryKey(personId), ReadConsistency.EVENTUAL);
    }

    /** The Person with this key, if any. One GetItem, read as {@code consistency} says: {@code ReadConsistency.STRONG} sees every write acknowledged before it, for twice the read capacity. */
    public Optional<Person> get(String personId, ReadConsistency consistency) {
        return getAt(Codec.primaryKey(personId), consistency);
    }

    /** The GetItem {@link #get} sends, without sending it. */
    public GetItemRequest getRequest(String personId, ReadConsistency consistency) {
        return getRequestAt(Codec.primaryKey(personId), consistency);
    }

    /** Deletes the Person with this key; returns whether there was one. One DeleteItem. */
    public boolean delete(String personId) {
        return deleteAt(Codec.primaryKey(personId));
    }

    /** The DeleteItem {@link #delete} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId) {
        return deleteRequestAt(Codec.primaryKey(personId));
    }

    /**
     * Deletes the Person with this key only if it meets {@code when}; returns whether there was one. One DeleteItem.
     *
     * @throws io.partitura.runtime.exceptions.ConditionFailedException when the stored item does not meet {@code when}; nothing is written
     */
    public boolean delete(String personId, Function<Conditions, Condition> when) {
        return deleteAt(Codec.primaryKey(personId), when);
    }

    /** The conditional DeleteItem {@code delete(…, when)} sends, without sending it. */
    public DeleteItemRequest deleteRequest(String personId, Function<Conditions, Condition> when) {
        return deleteRequestAt(Codec.primaryKey(personId), when);
    }

    /**
     * The Person and its sponsorships from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Person itself does not exist.
     * <p>The Query reads the whole collection: items of any other type in it are read (and paid for) and dropped.
     */
    public Optional<WithSponsorships> getWithSponsorships(String personId) {
        return getWithSponsorships(personId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithSponsorships}, read as {@code consistency} says. */
    public Optional<WithSponsorships> getWithSponsorships(String personId,
            ReadConsistency consistency) {
        var loaded = readCollection("getWithSponsorships", personId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithSponsorships(loaded.owner(), loaded.of(SponsorshipRepository.Codec.INSTANCE)));
    }

    /** The Query {@link #getWithSponsorships} sends first, without sending it: {@link #getWithChildrenRequest}'s. */
    public QueryRequest getWithSponsorshipsRequest(String personId, ReadConsistency consistency) {
        return getWithChildrenRequest(personId, consistency);
    }

    /** The Person and everything from its item collection: one Query (plus one per further MB of items), split by the {@code _type} attribute. Empty when the Person itself does not exist. */
    public Optional<WithChildren> getWithChildren(String personId) {
        return getWithChildren(personId, ReadConsistency.EVENTUAL);
    }

    /** As {@link #getWithChildren}, read as {@code consistency} says. */
    public Optional<WithChildren> getWithChildren(String personId, ReadConsistency consistency) {
        var loaded = readCollection("getWithChildren", personId, consistency);
        if (!loaded.found()) {
            return Optional.empty();
        }
        return Optional.of(new WithChildren(loaded.owner(), loaded.of(SponsorshipRepository.Codec.INSTANCE)));
    }

    /** The item collection, read once and split by type; {@code method}, the load's name, names it in requests and errors. */
    private LoadedCollection<Person> readCollection(String method, String personId,
            ReadConsistency consistency) {
        return loadCollection(method, List.of(getWithChildrenRequest(personId, consistency)), SponsorshipRepository.Codec.INSTANCE);
    }

    /** The Query {@link #getWithChildren} sends first, without sending it. */
    public QueryRequest getWithChildrenRequest(String personId, ReadConsistency consistency) {
        return queryRequest(onTable(Codec.partitionKey(personId), null), consistency);
    }

    /** As {@link #deleteWithCollection(String, RetryPolicy)} with the default retry policy. */
    public CollectionDeleteResult deleteWithCollection(String personId) {
        return deleteWithCollection(personId, RetryPolicy.defaults());
    }

    /**
     * Deletes the Person and its whole item collection: every item stored under its partition key ({@link Sponsorship}, and any other). Sends keys-only Queries, one per 1 MB page of each partition (1 when each holds less), then BatchWriteItem deletes in 25s; the Person's own item is deleted last, in a request of its own.
     * <p><strong>Not atomic</strong>: an item put into the collection while this runs may outlive it. Versions are not checked: every item is deleted whatever version is stored. Edges stored in another parent's partition (those whose {@code to} side this is) are not deleted.
     * <p>Resumable: when it stops early it throws {@link io.partitura.runtime.exceptions.CollectionDeleteIncompleteException}, which lists what was deleted and what remains, and leaves the Person in place; calling it again finishes the job.
     */
    public CollectionDeleteResult deleteWithCollection(String personId, RetryPolicy retryPolicy) {
        return CollectionDelete.run(this.table, "persons.deleteWithCollection", Codec.primaryKey(personId), 1, retryPolicy);
    }

    /** The keys-only Query {@link #deleteWithCollection} sends first, without sending it. */
    public QueryRequest deleteWithCollectionRequest(String personId) {
        return CollectionDelete.firstQuery(this.table, Codec.primaryKey(personId));
    }

    /** A partial update of one stored {@link Person}: set the components to change, then {@link #apply()} sends one UpdateItem, only if the item exists. A null value removes the attribute. Setters called inside {@link #ifAbsent} write only where the stored item has no value. */
    public static final class Update extends EntityUpdate<Person, Conditions, Update> {
        /** Used by {@link PersonRepository#update}. */
        public Update(io.partitura.runtime.write.Update<Person> update) {
            super(update, Conditions.INSTANCE);
        }

        /** Sets {@code name} (attribute {@code name}). */
        public Update name(String name) {
            return set("name", name, Encoders.STRING);
        }
    }

    /** Conditions on a stored {@link Person}, for the {@code when} of its writes and the {@code where} of its listings: {@code c -> c.personId().exists()}. Each value is encoded as the codec stores it. */
    public static final class Conditions extends EntityConditions {
        public static final Conditions INSTANCE = new Conditions();

        private Conditions() {
            super(CampusTable.PARTITION_KEY);
        }

        /** The condition {@code when} builds; a null {@code when} or condition is refused with {@code InvalidConditionException} before any request. */
        public static Condition of(Function<Conditions, Condition> when) {
            return Condition.of(INSTANCE, when);
        }

        /** Conditions on {@code personId} (attribute {@code personId}). */
        public StringCondition personId() {
            return new StringCondition("personId", Encoders.STRING);
        }

        /** Conditions on {@code name} (attribute {@code name}). */
        public StringCondition name() {
            return new StringCondition("name", Encoders.STRING);
        }
    }

    /** A {@link Person} and its sponsorships, read from its item collection in one Query. */
    public static final class WithSponsorships extends ParentWithChildren<Person> {
        public WithSponsorships(Person person, List<Sponsorship> sponsorships) {
            super(person, RecordsByType.of(Sponsorship.class, sponsorships));
        }

        public Person person() {
            return parent;
        }

        /** The sponsorships, in ascending sort-key order. */
        public List<Sponsorship> sponsorships() {
            return records(Sponsorship.class);
        }
    }

    /** A {@link Person} and everything in its item collection, read in one Query. A type added to the collection later adds an accessor here; the constructor is not public, as it gains a parameter then. */
    public static final class WithChildren extends ParentWithChildren<Person> {
        WithChildren(Person person, List<Sponsorship> sponsorships) {
            super(person, RecordsByType.of(Sponsorship.class, sponsorships));
        }

        public Person person() {
            return parent;
        }

        /** The sponsorships, in ascending sort-key order. */
        public List<Sponsorship> sponsorships() {
            return records(Sponsorship.class);
        }
    }

    /**
     * Converts {@link Person} records to items of table {@code campus} and back, without reflection; its static members are the key format.
     *
     * <p>Keys of {@link Person} items: partition key {@code PER#<personId>}, sort key {@code META}.
     */
    public static final class Codec extends EntityCodec<Person> {
        public static final Codec INSTANCE = new Codec();

        /** This entity's value of the type attribute {@code _type}. */
        public static final String ENTITY_TYPE = "Person";

        private static final AttributeValue ENTITY_TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

        /** Partition key prefix. */
        public static final String PREFIX = "PER";

        /** Sort key of the Person's own item in its item collection. */
        public static final String SORT_KEY = "META";

        private Codec() {
            super(Person.class, ENTITY_TYPE);
        }

        @Override
        public Map<String, AttributeValue> toItem(Person person) {
            Map<String, AttributeValue> item = new HashMap<>(10);
            AttributeValue partitionKey = AttributeValue.createS(Codec.partitionKey(person.personId()));
            AttributeValue sortKey = AttributeValue.createS(Codec.SORT_KEY);
            item.put("PK", partitionKey);
            item.put("SK", sortKey);
            item.put("_type", ENTITY_TYPE_VALUE);
            Items.putString(item, "personId", person.personId());
            Items.putString(item, "name", person.name());
            return item;
        }

        @Override
        public Person fromItem(Map<String, AttributeValue> item) {
            return new Person(
                    Items.getString(item, "personId"),
                    Items.getString(item, "name"));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Person person) {
            return Codec.primaryKey(person.personId());
        }

        /** A reflection-free {@code TableSchema} for {@code DynamoDbEnhancedClient}, built on first use (the same instance on every call). Its {@code updateItem} removes what the record leaves null, index keys included, unless nulls are ignored; an update that ignores nulls and changes an index key component must give every component of that index key. */
        public static TableSchema<Person> tableSchema() {
            return CodecTableSchema.cached(INSTANCE, "PK", "SK", List.of("PK", "SK", "_type", "personId", "name"));
        }

        /**
         * The partition key {@code PER#<personId>}.
         *
         * @throws InvalidKeyException when a part is null or empty, or the key is over 2048 bytes
         */
        public static String partitionKey(String personId) {
            return KeyCodec.checkPartitionKey("Person partition key", KeyCodec.join(PREFIX, KeyCodec.encodeString("Person.personId", personId)));
        }

        /** The item's primary key, for GetItem and DeleteItem. */
        public static Map<String, AttributeValue> primaryKey(String personId) {
            return PrimaryKeys.of(CampusTable.PARTITION_KEY, partitionKey(personId), CampusTable.SORT_KEY, SORT_KEY);
        }

        /**
         * The {@code personId} encoded in a partition key.
         *
         * @throws InvalidKeyException when the key does not have this entity's shape
         */
        public static String personIdOf(String partitionKey) {
            return KeyCodec.decodeString("Person.personId", KeyCodec.split("Person partition key", partitionKey, PREFIX, 1).get(0));
        }
    }
}
