package example.members;

import io.partitura.runtime.batch.TypedBatchGet;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.runtime.item.ResultByType;
import io.partitura.runtime.schema.TableDefinition;
import io.partitura.runtime.table.AbstractTable;
import io.partitura.runtime.table.TableBuilder;
import io.partitura.runtime.table.TableTransactGet;
import io.partitura.runtime.transaction.ReadTransaction;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * Table {@code members}, as declared by {@link Members}: one repository per entity.
 *
 * <pre>{@code
 * MembersTable db = MembersTable.create(dynamoDbClient);
 * }</pre>
 */
@Generated("io.partitura.processor.PartituraProcessor")
public final class MembersTable extends AbstractTable {
    /** The table name declared by {@code @Table}. */
    public static final String TABLE_NAME = "members";

    /** The partition key attribute. */
    public static final String PARTITION_KEY = "PK";

    /** The sort key attribute. */
    public static final String SORT_KEY = "SK";

    /** The attribute naming each item's entity. */
    public static final String TYPE_ATTRIBUTE = "_type";

    /** The table as declared: keys, indexes, entities; the runtime reads every name from it. */
    public static final TableDefinition DEFINITION = TableDefinition.builder(TABLE_NAME, PARTITION_KEY, SORT_KEY, TYPE_ATTRIBUTE)
            .entity(TableDefinition.entity(MemberRepository.Codec.INSTANCE, "members", "member", MemberRepository.Codec.PREFIX, 1).withUnique())
            .entity(TableDefinition.entity(LoginRepository.Codec.INSTANCE, "logins", "login", LoginRepository.Codec.PREFIX, 1).versioned("version", Long.MAX_VALUE).withUnique())
            .build();

    private final MemberRepository members;

    private final LoginRepository logins;

    private MembersTable(TableClient table) {
        super(table);
        this.members = new MemberRepository(table);
        this.logins = new LoginRepository(table);
    }

    /** The table named {@value #TABLE_NAME}, through {@code client}. */
    public static MembersTable create(DynamoDbClient client) {
        return builder().client(client).build();
    }

    /** Settings: the client, another table name (per environment, per test), a request listener, a cursor signing key. */
    public static Builder builder() {
        return new Builder();
    }

    /** {@link Member} items. */
    public MemberRepository members() {
        return members;
    }

    /** {@link Login} items. */
    public LoginRepository logins() {
        return logins;
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
    public MembersTransaction transaction() {
        return new MembersTransaction(this);
    }

    /**
     * As {@link #transaction()}, reported under {@code name} (the listener's operation, the {@code access.pattern} metric tag) and shown by {@code describe()}: {@code transaction("assignTicket")}.
     *
     * @throws io.partitura.runtime.exceptions.InvalidTransactionException when {@code name} is null, blank or over {@code TableTransaction.MAX_NAME_LENGTH} characters; nothing is sent
     */
    public MembersTransaction transaction(String name) {
        return new MembersTransaction(this, name);
    }

    /** Reads of items of any entities of this table as of one moment: add keys, then {@code execute()} sends one TransactGetItems. */
    public TransactGet transactGet() {
        return new TransactGet(tableClient());
    }

    /** Settings of a {@link MembersTable}. */
    public static final class Builder extends TableBuilder<MembersTable, Builder> {
        private Builder() {
            super(DEFINITION);
        }

        @Override
        protected MembersTable create(TableClient table) {
            return new MembersTable(table);
        }
    }

    /** Keys to read from table {@code members} in one batch: one BatchGetItem per 100 keys, unprocessed keys retried. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class BatchGet extends TypedBatchGet<BatchGet> {
        public BatchGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Member}. */
        public BatchGet member(String memberId) {
            return add(MemberRepository.Codec.primaryKey(memberId));
        }

        /** Adds the key of one {@link Login}. */
        public BatchGet login(String loginId) {
            return add(LoginRepository.Codec.primaryKey(loginId));
        }

        /**
         * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
         *
         * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the last attempt; its {@code unprocessed()} holds exactly those keys
         */
        public BatchGetResult execute() {
            RecordsByType found = read(MemberRepository.Codec.INSTANCE, LoginRepository.Codec.INSTANCE);
            return new BatchGetResult(found.records(Member.class), found.records(Login.class));
        }
    }

    /** The items a {@link BatchGet} found, grouped by entity, in the order their keys were added. */
    public static final class BatchGetResult extends ResultByType {
        BatchGetResult(List<Member> members, List<Login> logins) {
            super(RecordsByType.of(Member.class, members)
                    .and(Login.class, logins));
        }

        public List<Member> members() {
            return records(Member.class);
        }

        public List<Login> logins() {
            return records(Login.class);
        }
    }

    /** Keys to read from table {@code members} as of one moment: one TransactGetItems of at most 100 keys, each at most once. Add keys with the per-entity methods, then {@link #execute()}. */
    public static final class TransactGet extends TableTransactGet<TransactGet, BatchGetResult> {
        /** Used by {@link MembersTable#transactGet()}. */
        public TransactGet(TableClient table) {
            super(table);
        }

        /** Adds the key of one {@link Member}. */
        public TransactGet member(String memberId) {
            return addGet(MemberRepository.Codec.primaryKey(memberId), MemberRepository.Codec.INSTANCE);
        }

        /** Adds the key of one {@link Login}. */
        public TransactGet login(String loginId) {
            return addGet(LoginRepository.Codec.primaryKey(loginId), LoginRepository.Codec.INSTANCE);
        }

        @Override
        protected BatchGetResult byEntity(List<Object> found) {
            return new BatchGetResult(ReadTransaction.ofType(found, Member.class), ReadTransaction.ofType(found, Login.class));
        }
    }
}
