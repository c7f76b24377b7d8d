package io.partitura.testkit;

import java.util.Objects;
import java.util.function.Function;

import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The {@link TestServerExtension} on dynalite, the testkit's default server: fast and in memory, but without
 * transactions, time to live or streams (a request for one of them fails with a message that names
 * {@link MotoExtension}).
 *
 * <pre>{@code
 * @ExtendWith(DynaliteExtension.class)
 * class OrderTableTest {
 *     @Test
 *     void something(DynaliteServer server) { ... }
 * }
 *
 * class ShopTableTest {
 *     @RegisterExtension
 *     static final DynaliteExtension DYNALITE = DynaliteExtension.tablePerTest(ShopTable::createTableRequest);
 *
 *     @Test
 *     void putThenGet(DynaliteTable table) {
 *         ShopTable shop = ShopTable.builder().client(table.server().newClient()).tableName(table.name()).build();
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>Resolved parameters: {@link DynaliteServer} and {@link TestServer}, and {@link DynaliteTable} and
 * {@link TestTable} when a table is configured. Table lifetimes are those of {@link TestServerExtension}.
 */
public final class DynaliteExtension extends TestServerExtension {

    /** The server only, for {@code @ExtendWith(DynaliteExtension.class)}. */
    public DynaliteExtension() {
        this(Scope.NONE, null);
    }

    private DynaliteExtension(Scope scope, Function<String, CreateTableRequest> createTableRequest) {
        super(TestServerKind.DYNALITE, scope, createTableRequest);
    }

    /**
     * One fresh table for the whole test class, made by {@code createTableRequest} from a unique table
     * name (for example {@code ShopTable::createTableRequest}); register it in a {@code static} field.
     */
    public static DynaliteExtension tablePerClass(Function<String, CreateTableRequest> createTableRequest) {
        return new DynaliteExtension(Scope.CLASS, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }

    /**
     * One fresh table for every test, made by {@code createTableRequest} from a unique table name (for
     * example {@code ShopTable::createTableRequest}).
     */
    public static DynaliteExtension tablePerTest(Function<String, CreateTableRequest> createTableRequest) {
        return new DynaliteExtension(Scope.TEST, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }
}
