package io.partitura.testkit;

import java.util.Objects;
import java.util.function.Function;

import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The {@link TestServerExtension} on moto ({@link MotoServer}): for tests that send what dynalite lacks,
 * transactions ({@code @Unique} writes, {@code createUnder}, {@code transaction()}), time to live and streams.
 *
 * <pre>{@code
 * class UniqueCustomerTest {
 *     @RegisterExtension
 *     static final MotoExtension MOTO = MotoExtension.tablePerTest(ShopTable::createTableRequest);
 *
 *     @Test
 *     void createsOnce(TestTable table) {
 *         ShopTable shop = ShopTable.builder().client(table.server().newClient()).tableName(table.name()).build();
 *         ...
 *     }
 * }
 * }</pre>
 *
 * <p>Resolved parameters: {@link MotoServer} and {@link TestServer}, and {@link TestTable} when a table is
 * configured. Table lifetimes are those of {@link TestServerExtension}. moto does not isolate concurrent
 * transactions: send racing transactions to it one at a time (README, "What each test server lacks").
 */
public final class MotoExtension extends TestServerExtension {

    /** The server only, for {@code @ExtendWith(MotoExtension.class)}. */
    public MotoExtension() {
        this(Scope.NONE, null);
    }

    private MotoExtension(Scope scope, Function<String, CreateTableRequest> createTableRequest) {
        super(TestServerKind.MOTO, scope, createTableRequest);
    }

    /** One fresh table for the whole test class; register it in a {@code static} field. */
    public static MotoExtension tablePerClass(Function<String, CreateTableRequest> createTableRequest) {
        return new MotoExtension(Scope.CLASS, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }

    /** One fresh table for every test. */
    public static MotoExtension tablePerTest(Function<String, CreateTableRequest> createTableRequest) {
        return new MotoExtension(Scope.TEST, Objects.requireNonNull(createTableRequest, "createTableRequest"));
    }
}
