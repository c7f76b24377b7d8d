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
 * JUnit 5 extension that starts one {@link TestServer} of a kind per test JVM, shared by every test class that
 * uses it, and stops it when the test run ends; optionally it also creates a fresh table for each test class
 * or for each test. The server is chosen per test class by the extension registered:
 * <ul>
 *   <li>{@link DynaliteExtension}: dynalite, the fast default for everything it serves;</li>
 *   <li>{@link MotoExtension}: moto, for transactions, {@code @Unique} writes, time to live and streams;</li>
 *   <li>this class: the server that {@link TestServerKind#fromSystemProperty()} names (dynalite unless
 *       {@code -Dpartitura.testkit.server=moto}), so that one suite runs on both servers.</li>
 * </ul>
 *
 * <pre>{@code
 * class ShopTableTest {
 *     @RegisterExtension
 *     static final MotoExtension MOTO = MotoExtension.tablePerTest(ShopTable::createTableRequest);
 *
 *     @Test
 *     void createsAUniqueCustomer(TestTable table) {
 *         ShopTable shop = ShopTable.builder().client(table.server().newClient()).tableName(table.name()).build();
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>{@code tablePerTest} gives every test (and its {@code @BeforeEach} and {@code @AfterEach} methods) a new
 * empty table, deleted after the test. {@code tablePerClass} gives the whole class one table, created before
 * its {@code @BeforeAll} methods and deleted after its {@code @AfterAll} methods; it must be registered in a
 * {@code static} field. Table names are unique in the run, so test classes can share the server, in parallel
 * too. The extension creates and deletes tables with a client of its own: a {@link RequestCounter} on your
 * client counts only your requests.
 *
 * <p>Resolved parameters (constructor, lifecycle and test methods): {@link TestServer} and {@link TestTable}
 * (when a table is configured), and the concrete {@link DynaliteServer}/{@link DynaliteTable} or
 * {@link MotoServer} of the server chosen.
 */
public class TestServerExtension implements BeforeAllCallback, BeforeEachCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(TestServerExtension.class);
    private static final int MAX_TABLE_NAME_LENGTH = 255;

    enum Scope { NONE, CLASS, TEST }

    /** {@code null}: chosen by {@link TestServerKind#fromSystemProperty()} when the server is first needed. */
    private final TestServerKind fixedKind;
    private final Scope scope;
    private final Function<String, CreateTableRequest> createTableRequest;
    /** Tables are stored per extension instance: two registered extensions get a table each. */
    private final String tableKey = "table-" + UUID.randomUUID();

    /** The server only, chosen by {@link TestServerKind#fromSystemProperty()}, for {@code @ExtendWith(TestServerExtension.class)}. */
    public TestServerExtension() {
        this(null, Scope.NONE, null);
    }

    TestServerExtension(TestServerKind fixedKind, Scope scope, Function<String, CreateTableRequest> createTableRequest) {
        this.fixedKind = fixedKind;
        this.scope = scope;
        this.createTableRequest = createTableRequest;
    }

    /** One fresh table per test class on the server {@link TestServerKind#fromSystemProperty()} names; register it in a {@code static} field. */
    public static TestServerExtension tablePerClass(Function<String, CreateTableRequest> createTableRequest) {
        return new TestServerExtension(null, Scope.CLASS, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }

    /** One fresh table per test on the server {@link TestServerKind#fromSystemProperty()} names. */
    public static TestServerExtension tablePerTest(Function<String, CreateTableRequest> createTableRequest) {
        return new TestServerExtension(null, Scope.TEST, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }

    /** The kind of server this extension runs its tests on. */
    public TestServerKind kind() {
        return fixedKind != null ? fixedKind : TestServerKind.fromSystemProperty();
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        TestServer server = server(context);
        if (scope == Scope.CLASS) {
            context.getStore(NAMESPACE).getOrComputeIfAbsent(tableKey, key -> createTable(server, context), StoredTable.class);
        }
    }

    @Override
    public void beforeEach(ExtensionContext context) {
        TestServer server = server(context);
        if (scope == Scope.TEST) {
            context.getStore(NAMESPACE).getOrComputeIfAbsent(tableKey, key -> createTable(server, context), StoredTable.class);
        } else if (scope == Scope.CLASS && context.getStore(NAMESPACE).get(tableKey, StoredTable.class) == null) {
            throw new IllegalStateException(getClass().getSimpleName() + ".tablePerClass(..) needs a static field: JUnit calls"
                    + " beforeAll only on extensions registered in static fields. Make the @RegisterExtension field in "
                    + context.getRequiredTestClass().getName() + " static, or use tablePerTest(..).");
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        TestServerKind kind = kind();
        if (type == TestServer.class) {
            return true;
        }
        if (type == DynaliteServer.class || type == MotoServer.class) {
            return type == serverClass(kind);
        }
        if (scope == Scope.NONE) {
            return false;
        }
        return type == TestTable.class || (type == DynaliteTable.class && kind == TestServerKind.DYNALITE);
    }

    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        Class<?> type = parameterContext.getParameter().getType();
        if (type == TestServer.class || type == DynaliteServer.class || type == MotoServer.class) {
            return server(extensionContext);
        }
        StoredTable table = extensionContext.getStore(NAMESPACE).get(tableKey, StoredTable.class);
        if (table == null) {
            throw new ParameterResolutionException("No " + type.getSimpleName() + " for " + parameterContext.getDeclaringExecutable()
                    + ": with tablePerTest(..) a table exists only for a test and its @BeforeEach/@AfterEach"
                    + " methods; use tablePerClass(..) for @BeforeAll methods and constructors");
        }
        return type == DynaliteTable.class ? table.dynaliteTable : table.table;
    }

    private static Class<? extends TestServer> serverClass(TestServerKind kind) {
        return kind == TestServerKind.MOTO ? MotoServer.class : DynaliteServer.class;
    }

    /** The JVM's shared server of this extension's kind, started on first use; kept in the root store so that it closes at the end of the run. */
    TestServer server(ExtensionContext context) {
        TestServerKind kind = kind();
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent("server-" + kind, key -> new StoredServer(kind.start()), StoredServer.class)
                .server;
    }

    private StoredTable createTable(TestServer server, ExtensionContext context) {
        String name = uniqueTableName(context);
        CreateTableRequest request = createTableRequest.apply(name);
        if (!name.equals(request.tableName())) {
            throw new IllegalStateException("The CreateTableRequest made for table " + name + " names table "
                    + request.tableName() + ": the function given to " + getClass().getSimpleName() + " must use the name it is given");
        }
        try (DynamoDbClient client = server.newClient()) {
            client.createTable(request);
            client.waiter().waitUntilTableExists(b -> b.tableName(name));
        }
        return new StoredTable(new TestTable(name, server));
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
        final TestServer server;

        StoredServer(TestServer server) {
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
        final TestTable table;
        /** The same table as the dynalite-typed record that tests written for {@link DynaliteExtension} take; null on moto. */
        final DynaliteTable dynaliteTable;

        StoredTable(TestTable table) {
            this.table = table;
            this.dynaliteTable = table.server() instanceof DynaliteServer dynalite ? new DynaliteTable(table.name(), dynalite) : null;
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
