package example.league;

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
 * Table {@code league}, as declared by {@link League}: one repository per entity.
 *
 * <pre>{@code
 * LeagueTable db = LeagueTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class LeagueTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "league";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .globalIndex("GSI3", "GSI3PK", "GSI3SK", ProjectionType.INCLUDE, "_type", "position", "salary", "tags")
            .entity(TableDefinition.entity(PlayerRepository.Codec.INSTANCE, "players", "player", PlayerRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(TeamRepository.Codec.INSTANCE, "teams", "team", TeamRepository.Codec.PREFIX, 1))
            .entity(TableDefinition.entity(ContractRepository.Codec.INSTANCE, "contracts", "contract", ContractRepository.Codec.PREFIX, 1))
            .build();

    private final PlayerRepository players;

    private final TeamRepository teams;

    private final ContractRepository contracts;

    private LeagueTable(TableClient table) {
        super(table);
        this.players = new PlayerRepository(table);
        this.teams = new TeamRepository(table);
        this.contracts = new ContractRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static LeagueTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Player} items. */
    public PlayerRepository players() {
        return players;
    }

    /** {@link Team} items. */
    public TeamRepository teams() {
        return teams;
    }

    /** {@link Contract} items. */
    public ContractRepository contracts() {
        return contracts;
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
    public LeagueTransaction transaction() {
        return new LeagueTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public LeagueTransaction transaction(String name) {
        return new LeagueTransaction(this, name);
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
            case "GSI3" -> List.of(
                    BackfillEntity.of(TeamRepository.Codec.INSTANCE, List.of(),
                            (team, partitionKey, sortKey) -> Map.of(
                                "GSI3PK", AttributeValue.createS(partitionKey),
                                "GSI3SK", AttributeValue.createS(sortKey))),
                    BackfillEntity.of(ContractRepository.Codec.INSTANCE, List.of("teamId", "playerId"),
                            (contract, partitionKey, sortKey) -> Map.of(
                                "GSI3PK", AttributeValue.createS(ContractRepository.Codec.indexPartitionKey(contract.teamId())),
                                "GSI3SK", AttributeValue.createS(ContractRepository.Codec.indexSortKey(contract.playerId())))));
            default -> List.of();
        });
    }

    /** Settings of a {@link LeagueTable}. */
    public static final class Builder extends TableBuilder<LeagueTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected LeagueTable create(TableClient table) {
            return new LeagueTable(table);
        }
    }

    /** Keys to read from table {@code league} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Player}. */
        public BatchGet player(String playerId) {
            return add(PlayerRepository.Codec.primaryKey(playerId));
        }

        /** Adds the key of one {@link Team}. */
        public BatchGet team(String teamId) {
            return add(TeamRepository.Codec.primaryKey(teamId));
        }

        /** Adds the key of one {@link Contract}. */
        public BatchGet contract(String playerId, String teamId) {
            return add(ContractRepository.Codec.primaryKey(playerId, teamId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(PlayerRepository.Codec.INSTANCE, TeamRepository.Codec.INSTANCE, ContractRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Player.class), found.records(Team.class), found.records(Contract.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Player> players, List<Team> teams, List<Contract> contracts) {
            super(RecordsByType.of(Player.class, players)
                    .and(Team.class, teams)
                    .and(Contract.class, contracts));
        }

        public List<Player> players() {
            return records(Player.class);
        }

        public List<Team> teams() {
            return records(Team.class);
        }

        public List<Contract> contracts() {
            return records(Contract.class);
        }
    }

    /** Keys to read from table {@code league} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link LeagueTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Player}. */
        public TransactGet player(String playerId) {
            return addGet(PlayerRepository.Codec.primaryKey(playerId), PlayerRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Team}. */
        public TransactGet team(String teamId) {
            return addGet(TeamRepository.Codec.primaryKey(teamId), TeamRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Contract}. */
        public TransactGet contract(String playerId, String teamId) {
            return addGet(ContractRepository.Codec.primaryKey(playerId, teamId), ContractRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Player.class), ReadTransaction.ofType(found, Team.class), ReadTransaction.ofType(found, Contract.class));
        }
    }
}
