package io.partitura.testkit;

import java.util.Locale;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * JUnit 5 extension that starts one {@link DynaliteServer} per test JVM, shared by every test class
 * that uses it, and stops it when the test run ends; optionally it also creates a fresh table for
 * each test class or for each test.
 *
 * <p>The server alone:
 * <pre>{@code
 * @ExtendWith(DynaliteExtension.class)
 * class OrderTableTest {
 *     @Test
 *     void something(DynaliteServer server) { ... }
 * }
 * }</pre>
 *
 * <p>With a table, from a generated table class's {@code createTableRequest(String tableName)}:
 * <pre>{@code
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
 * <p>{@link #tablePerTest} gives every test (and its {@code @BeforeEach} and {@code @AfterEach}
 * methods) a new empty table, deleted after the test. {@link #tablePerClass} gives the whole class one
 * table, created before its {@code @BeforeAll} methods and deleted after its {@code @AfterAll}
 * methods; it must be registered in a {@code static} field. Table names are unique in the run, so test
 * classes can share the server, in parallel too. The extension creates and deletes tables with a client
 * of its own: a {@link RequestCounter} on your client counts only your requests.
 *
 * <p>Resolved parameters (constructor, lifecycle and test methods): {@link DynaliteServer}, and
 * {@link DynaliteTable} when a table is configured.
 */
public final class DynaliteExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(DynaliteExtension.class);
    private static final String SERVER_KEY = "server";
    private static final int MAX_TABLE_NAME_LENGTH = 255;

    private enum Scope { NONE, CLASS, TEST }

    private final Scope scope;
    private final Function<String, CreateTableRequest> createTableRequest;
    /** Tables are stored per extension instance: two registered extensions get a table each. */
    private final String tableKey = "table-" + UUID.randomUUID();

    /** The server only, for {@code @ExtendWith(DynaliteExtension.class)}. */
    public DynaliteExtension() {
        this(Scope.NONE, null);
    }

    private DynaliteExtension(Scope scope, Function<String, CreateTableRequest> createTableRequest) {
        this.scope = scope;
        this.createTableRequest = createTableRequest;
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

    @Override
    public void beforeAll(ExtensionContext context) {
        DynaliteServer server = server(context);
        if (scope == Scope.CLASS) {
            context.getStore(NAMESPACE).getOrComputeIfAbsent(tableKey, key -> createTable(server, context), StoredTable.class);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        DynaliteServer server = server(context);
        if (scope == Scope.TEST) {
            context.getStore(NAMESPACE).getOrComputeIfAbsent(tableKey, key -> createTable(server, context), StoredTable.class);
        } else if (scope == Scope.CLASS && context.getStore(NAMESPACE).get(tableKey, StoredTable.class) == null) {
            throw new IllegalStateException("DynaliteExtension.tablePerClass(..) needs a static field: JUnit calls"
                    + " beforeAll only on extensions registered in static fields. Make the @RegisterExtension field in "
                    + context.getRequiredTestClass().getName() + " static, or use tablePerTest(..).");
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        return type == DynaliteServer.class || (type == DynaliteTable.class && scope != Scope.NONE);
    }

    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        if (parameterContext.getParameter().getType() == DynaliteServer.class) {
            return server(extensionContext);
        }
        StoredTable table = extensionContext.getStore(NAMESPACE).get(tableKey, StoredTable.class);
        if (table == null) {
            throw new ParameterResolutionException("No DynaliteTable for " + parameterContext.getDeclaringExecutable()
                    + ": with tablePerTest(..) a table exists only for a test and its @BeforeEach/@AfterEach"
                    + " methods; use tablePerClass(..) for @BeforeAll methods and constructors");
        }
        return table.table;
    }

    /** The JVM's shared server, started on first use; kept in the root store so that it closes at the end of the run. */
    static DynaliteServer server(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(SERVER_KEY, key -> new StoredServer(DynaliteServer.start()), StoredServer.class)
                .server;
    }

    private StoredTable createTable(DynaliteServer server, ExtensionContext context) {
        String name = uniqueTableName(context);
        CreateTableRequest request = createTableRequest.apply(name);
        if (!name.equals(request.tableName())) {
            throw new IllegalStateException("The CreateTableRequest made for table " + name + " names table "
                    + request.tableName() + ": the function given to DynaliteExtension must use the name it is given");
        }
        try (DynamoDbClient client = server.newClient()) {
            client.createTable(request);
            client.waiter().waitUntilTableExists(b -> b.tableName(name));
        }
        return new StoredTable(new DynaliteTable(name, server));
    }

    /** {@code <TestClass>[-<testMethod>]-<8 hex digits>}, in the characters DynamoDB allows in table names. */
    static String uniqueTableName(ExtensionContext context) {
        String base = context.getRequiredTestClass().getSimpleName()
                + context.getTestMethod().map(m -> "-" + m.getName()).orElse("");
        String suffix = "-" + UUID.randomUUID().toString().substring(0, 8);
        String cleaned = base.replaceAll("[^a-zA-Z0-9_.-]", "_").toLowerCase(Locale.ROOT);
        if (cleaned.length() + suffix.length() > MAX_TABLE_NAME_LENGTH) {
            cleaned = cleaned.substring(0, MAX_TABLE_NAME_LENGTH - suffix.length());
        }
        return cleaned + suffix;
    }

    /**
     * Resources the stores close when their context ends. Each is both a CloseableResource (what JUnit
     * before 5.13 closes) and AutoCloseable (what 5.13+ closes, and without which it logs a warning);
     * JUnit closes it once, and closing is idempotent anyway.
     */
    @SuppressWarnings("deprecation") // CloseableResource is deprecated since JUnit 5.13 but still honoured
    private static final class StoredServer implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        final DynaliteServer server;

        StoredServer(DynaliteServer server) {
            this.server = server;
        }

        @Override
        public void close() {
            server.close();
        }
    }

    /** Deletes the table when its class or test ends, so that a long run does not pile tables up in memory. */
    @SuppressWarnings("deprecation") // as StoredServer
    private static final class StoredTable implements ExtensionContext.Store.CloseableResource, AutoCloseable {
        final DynaliteTable table;

        StoredTable(DynaliteTable table) {
            this.table = table;
        }

        @Override
        public void close() {
            try (DynamoDbClient client = table.server().newClient()) {
                client.deleteTable(b -> b.tableName(table.name()));
            } catch (RuntimeException serverGone) {
                // the table dies with the in-memory server anyway
            }
        }
    }
}
