package example.campus;

import io.partitura.runtime.backfill.Backfill;
import io.partitura.runtime.backfill.BackfillEntity;
import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/**
 * Table {@code campus}, as declared by {@link Campus}: one repository per entity.
 *
 * <pre>{@code
 * CampusTable db = CampusTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class CampusTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "campus";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("GSI2", "GSI2PK", "GSI2SK", ProjectionType.KEYS_ONLY)
            .entity(TableDefinition.entity(PersonRepository.Codec.INSTANCE, "persons", "person", PersonRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(ClubRepository.Codec.INSTANCE, "clubs", "club", ClubRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(SponsorshipRepository.Codec.INSTANCE, "sponsorships", "sponsorship", SponsorshipRepository.Codec.PREFIX, 1))
            .build();

    private final PersonRepository persons;

    private final ClubRepository clubs;

    private final SponsorshipRepository sponsorships;

    private CampusTable(TableClient table) {
        super(table);
        this.persons = new PersonRepository(table);
        this.clubs = new ClubRepository(table);
        this.sponsorships = new SponsorshipRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static CampusTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Person} items. */
    public PersonRepository persons() {
        return persons;
    }

    /** {@link Club} items. */
    public ClubRepository clubs() {
        return clubs;
    }

    /** {@link Sponsorship} items. */
    public SponsorshipRepository sponsorships() {
        return sponsorships;
    }

    /** The table's definition under {@code tableName}: key schema, attribute definitions, billing mode. */
    public static CreateTableRequest createTableRequest(String tableName) {
        return DEFINITION.createTableRequest(tableName);
    }

    /** A BatchGetItem of items of any entities of this table, by key; results come back grouped by entity. */
    public BatchGet batchGet() {
        return new BatchGet(tableClient());
    }

    /** Writes to items of any entities of this table that succeed or fail together: add actions, then {@code execute()} sends one TransactWriteItems. */
    public CampusTransaction transaction() {
        return new CampusTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public CampusTransaction transaction(String name) {
        return new CampusTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /**
     * A backfill giving the items already stored the keys of index {@code indexName}, computed as put computes them: with {@link #inspect()}, one of the two maintenance operations that scan the table. Set its rate, segments and checkpoint, then {@code run()} it.
     *
     * @throws InvalidConfigurationException when the table has no such index; nothing is read or written
     */
    public Backfill backfill(String indexName) {
        return backfillOf(indexName, switch (indexName) {
            case "GSI2" -> List.of(
                    BackfillEntity.of(ClubRepository.Codec.INSTANCE, List.of(),
                            (club, partitionKey, sortKey) -> Map.of(
                                "GSI2PK", AttributeValue.createS(partitionKey),
                                "GSI2SK", AttributeValue.createS(sortKey))),
                    BackfillEntity.of(SponsorshipRepository.Codec.INSTANCE, List.of("clubId", "personId"),
                            (sponsorship, partitionKey, sortKey) -> Map.of(
                                "GSI2PK", AttributeValue.createS(SponsorshipRepository.Codec.indexPartitionKey(sponsorship.clubId())),
                                "GSI2SK", AttributeValue.createS(SponsorshipRepository.Codec.indexSortKey(sponsorship.personId())))));
            default -> List.of();
        });
    }

    /** Settings of a {@link CampusTable}. */
    public static final class Builder extends TableBuilder<CampusTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected CampusTable create(TableClient table) {
            return new CampusTable(table);
        }
    }

    /** Keys to read from table {@code campus} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Person}. */
        public BatchGet person(String personId) {
            return add(PersonRepository.Codec.primaryKey(personId));
        }

        /** Adds the key of one {@link Club}. */
        public BatchGet club(String clubId) {
            return add(ClubRepository.Codec.primaryKey(clubId));
        }

        /** Adds the key of one {@link Sponsorship}. */
        public BatchGet sponsorship(String personId, String clubId) {
            return add(SponsorshipRepository.Codec.primaryKey(personId, clubId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(PersonRepository.Codec.INSTANCE, ClubRepository.Codec.INSTANCE, SponsorshipRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Person.class), found.records(Club.class), found.records(Sponsorship.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Person> persons, List<Club> clubs, List<Sponsorship> sponsorships) {
            super(RecordsByType.of(Person.class, persons)
                    .and(Club.class, clubs)
                    .and(Sponsorship.class, sponsorships));
        }

        public List<Person> persons() {
            return records(Person.class);
        }

        public List<Club> clubs() {
            return records(Club.class);
        }

        public List<Sponsorship> sponsorships() {
            return records(Sponsorship.class);
        }
    }

    /** Keys to read from table {@code campus} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link CampusTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Person}. */
        public TransactGet person(String personId) {
            return addGet(PersonRepository.Codec.primaryKey(personId), PersonRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Club}. */
        public TransactGet club(String clubId) {
            return addGet(ClubRepository.Codec.primaryKey(clubId), ClubRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Sponsorship}. */
        public TransactGet sponsorship(String personId, String clubId) {
            return addGet(SponsorshipRepository.Codec.primaryKey(personId, clubId), SponsorshipRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Person.class), ReadTransaction.ofType(found, Club.class), ReadTransaction.ofType(found, Sponsorship.class));
        }
    }
}
