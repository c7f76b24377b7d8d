package io.partitura.testkit;

import java.util.Objects;

/**
 * A table that a {@link TestServerExtension} created for the current test class or test, empty when it was
 * handed out, and deleted when that class or test ends. Build your generated table on it:
 *
 * <pre>{@code
 * ShopTable shop = ShopTable.builder().client(table.server().newClient()).tableName(table.name()).build();
 * }</pre>
 *
 * @param name   the table's name, unique in the test run
 * @param server the server the table lives on
 */
public record TestTable(String name, TestServer server) {
    public TestTable {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(server, "server");
    }
}
