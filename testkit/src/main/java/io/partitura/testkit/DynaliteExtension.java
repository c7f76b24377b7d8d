package io.partitura.testkit;

import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 extension that starts one {@link DynaliteServer} per test JVM, shared by every test class
 * that uses it, and stops it when the test run ends.
 *
 * <pre>{@code
 * @ExtendWith(DynaliteExtension.class)
 * class OrderTableIT {
 *     private final DynaliteServer server;
 *     OrderTableIT(DynaliteServer server) { this.server = server; }
 *     ...
 * }
 * }</pre>
 *
 * <p>Constructor, lifecycle-method and test-method parameters of type {@link DynaliteServer} are
 * resolved. Since the server is shared, tests should use table names of their own (or delete what
 * they create).
 */
public final class DynaliteExtension implements BeforeAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(DynaliteExtension.class);
    private static final String KEY = "server";

    @Override
    public void beforeAll(ExtensionContext context) {
        server(context);
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return parameterContext.getParameter().getType() == DynaliteServer.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return server(extensionContext);
    }

    /** The JVM's shared server, started on first use; kept in the root store so that it closes at the end of the run. */
    static DynaliteServer server(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE)
                .getOrComputeIfAbsent(KEY, key -> new StoredServer(DynaliteServer.start()), StoredServer.class)
                .server;
    }

    /**
     * Wraps the server as a resource the root store closes when the test run ends. It is both a
     * CloseableResource (what JUnit before 5.13 closes) and AutoCloseable (what 5.13+ closes, and
     * without which it logs a warning); JUnit closes it once, and closing is idempotent anyway.
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
}
