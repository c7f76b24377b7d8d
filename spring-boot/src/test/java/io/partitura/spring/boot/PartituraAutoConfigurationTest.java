package io.partitura.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.RequestListener;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.query.Page;
import io.partitura.spring.boot.books.CashBook;
import io.partitura.spring.boot.books.CashBookTable;
import io.partitura.spring.boot.books.Ledger;
import io.partitura.spring.boot.depot.Bin;
import io.partitura.spring.boot.depot.DepotTable;
import io.partitura.spring.boot.depot.Warehouse;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.AutoConfigurationPackage;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.FilteredClassLoader;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.SystemEnvironmentPropertySource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The auto-configuration in application contexts started by Spring Boot's ApplicationContextRunner,
 * against dynalite. The tables are the test model's {@code DepotTable} and {@code CashBookTable},
 * found in this package (the runner's auto-configuration package) by scanning.
 */
@ExtendWith(DynaliteExtension.class)
class PartituraAutoConfigurationTest {

  private static DynaliteServer dynalite;
  /** For creating tables and checking what is stored, outside the application context. */
  private static DynamoDbClient admin;

  private final RequestCounter requests = new RequestCounter();
  private final TablesHit tablesHit = new TablesHit();

  @BeforeAll
  static void connect(DynaliteServer server) {
    dynalite = server;
    admin = server.newClient();
  }

  @AfterAll
  static void disconnect() {
    admin.close();
  }

  @BeforeEach
  void forgetRequests() {
    requests.reset();
    tablesHit.reset();
  }

  /** The application: its package is the auto-configuration package, as @SpringBootApplication's is. */
  @Configuration(proxyBeanMethods = false)
  @AutoConfigurationPackage
  static class Application {}

  private static ApplicationContextRunner withoutDynamo() {
    return new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(PartituraAutoConfiguration.class))
        .withUserConfiguration(Application.class);
  }

  private ApplicationContextRunner app() {
    return withoutDynamo().withBean(DynamoDbClient.class, () -> dynalite.newClient(requests, tablesHit));
  }

  /** Creates a depot table of a fresh name and waits until it is ACTIVE. */
  private static String newDepotTable() {
    String name = "depot-" + UUID.randomUUID();
    DepotTable.builder().client(admin).tableName(name).build().createTable();
    return name;
  }

  private static String newCashBookTable() {
    String name = "cash-book-" + UUID.randomUUID();
    CashBookTable.builder().client(admin).tableName(name).build().createTable();
    return name;
  }

  // ---------------------------------------------------------------- tables as beans

  @Test
  void putAndGetThroughTheAutoConfiguredTableGoToTheTableNamedInProperties() {
    String name = newDepotTable();
    app().withPropertyValues("partitura.tables.depot.table-name=" + name).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(DepotTable.class);
      DepotTable depot = context.getBean(DepotTable.class);
      assertThat(depot.tableName()).isEqualTo(name);

      depot.warehouses().put(new Warehouse("w1", "North"));
      assertThat(depot.warehouses().get("w1")).contains(new Warehouse("w1", "North"));

      assertThat(requests.operations()).containsExactly("PutItem", "GetItem");
      assertThat(tablesHit.requests()).containsExactly("PutItem " + name, "GetItem " + name);
    });
    // Stored in that table, as a client of its own reads it back.
    DepotTable direct = DepotTable.builder().client(admin).tableName(name).build();
    assertThat(direct.warehouses().get("w1")).contains(new Warehouse("w1", "North"));
    // And nothing went to the table's declared name, which does not even exist.
    assertThatThrownBy(() -> admin.describeTable(b -> b.tableName(DepotTable.TABLE_NAME)))
        .isInstanceOf(ResourceNotFoundException.class);
  }

  @Test
  void everyGeneratedTableInTheApplicationsPackagesBecomesABeanNamedAfterItsClass() {
    app().run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context.getBeanNamesForType(DepotTable.class)).containsExactly("depotTable");
      assertThat(context.getBeanNamesForType(CashBookTable.class)).containsExactly("cashBookTable");
      // Without settings, each keeps the name its @Table declares.
      assertThat(context.getBean(DepotTable.class).tableName()).isEqualTo("depot");
      assertThat(context.getBean(CashBookTable.class).tableName()).isEqualTo("cash-book");
    });
    assertThat(requests.total()).as("building the beans sends nothing").isZero();
  }

  @Test
  void withoutADynamoDbClientBeanThereAreNoTableBeans() {
    withoutDynamo().withBean(SimpleMeterRegistry.class, SimpleMeterRegistry::new).run(context -> {
      assertThat(context).hasNotFailed();
      assertThat(context).doesNotHaveBean(DepotTable.class);
      assertThat(context).doesNotHaveBean(CashBookTable.class);
      assertThat(context).doesNotHaveBean(PartituraMetrics.class);
    });
  }

  @Test
  void withSeveralDynamoDbClientsTheTablesUseThePrimaryOneAndWithoutOneThereAreNoTables() {
    String name = newDepotTable();
    app().withBean("otherDynamo", DynamoDbClient.class, () -> dynalite.newClient())
        .run(context -> assertThat(context).hasNotFailed().doesNotHaveBean(DepotTable.class));
    withoutDynamo()
        .withBean("otherDynamo", DynamoDbClient.class, () -> dynalite.newClient())
        .withBean("primaryDynamo", DynamoDbClient.class, () -> dynalite.newClient(requests), definition -> definition.setPrimary(true))
        .withPropertyValues("partitura.tables.depot.table-name=" + name)
        .run(context -> {
          context.getBean(DepotTable.class).warehouses().put(new Warehouse("w1", "North"));
          assertThat(requests.operations()).as("sent through the primary client").containsExactly("PutItem");
        });
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnDepotTable {
    @Bean
    DepotTable ownDepot(DynamoDbClient dynamo) {
      return DepotTable.builder().client(dynamo).tableName("own-depot").build();
    }
  }

  @Test
  void aTableBeanOfTheApplicationsOwnReplacesTheAutoConfiguredOneAndOnlyThatOne() {
    app().withUserConfiguration(OwnDepotTable.class)
        .withPropertyValues("partitura.tables.depot.table-name=ignored-for-an-own-bean")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context.getBeanNamesForType(DepotTable.class)).containsExactly("ownDepot");
          assertThat(context.getBean(DepotTable.class).tableName()).isEqualTo("own-depot");
          assertThat(context.getBeanNamesForType(CashBookTable.class)).containsExactly("cashBookTable");
        });
  }

  @Test
  void aTableSwitchedOffInPropertiesGetsNoBean() {
    app().withPropertyValues("partitura.tables.cash-book.enabled=false").run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(DepotTable.class).doesNotHaveBean(CashBookTable.class);
    });
  }

  // ---------------------------------------------------------------- which tables

  @Configuration(proxyBeanMethods = false)
  @PartituraTableScan(tables = DepotTable.class)
  static class OnlyDepot {}

  @Configuration(proxyBeanMethods = false)
  @PartituraTableScan(basePackageClasses = CashBook.class)
  static class OnlyTheCashBookPackage {}

  @Test
  void partituraTableScanNamesTheTablesInsteadOfTheApplicationsPackages() {
    app().withUserConfiguration(OnlyDepot.class).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(DepotTable.class).doesNotHaveBean(CashBookTable.class);
    });
    app().withUserConfiguration(OnlyTheCashBookPackage.class).run(context -> {
      assertThat(context).hasNotFailed().hasSingleBean(CashBookTable.class).doesNotHaveBean(DepotTable.class);
    });
    app().withUserConfiguration(OnlyDepot.class, OnlyTheCashBookPackage.class).run(context -> {
      assertThat(context).as("several scans add up")
          .hasNotFailed().hasSingleBean(CashBookTable.class).hasSingleBean(DepotTable.class);
    });
  }

  @Configuration(proxyBeanMethods = false)
  @PartituraTableScan(tables = Warehouse.class)
  static class NotATable {}

  @Test
  void partituraTableScanRefusesAClassThatIsNotAGeneratedTable() {
    app().withUserConfiguration(NotATable.class).run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).hasMessageContaining(
          Warehouse.class.getName() + " is not a table class generated by Partitura's processor");
    });
  }

  // ---------------------------------------------------------------- properties

  @Test
  void aSettingsKeyThatNamesNoTableStopsTheApplication() {
    app().withPropertyValues("partitura.tables.depto.table-name=prod-depot").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure())
          .hasMessageContaining("No generated table answers to partitura.tables.depto")
          .hasMessageContaining("depot (" + DepotTable.class.getName() + ")")
          .hasMessageContaining("cash-book (" + CashBookTable.class.getName() + ")");
    });
  }

  @Test
  void aTwoWordTableAnswersToItsKebabCaseKeyAndToAnEnvironmentVariable() {
    String kebab = newCashBookTable();
    app().withPropertyValues("partitura.tables.cash-book.table-name=" + kebab).run(context -> {
      assertThat(context.getBean(CashBookTable.class).tableName()).isEqualTo(kebab);
    });
    String fromEnvironment = newCashBookTable();
    app().withInitializer(context -> context.getEnvironment().getPropertySources().addFirst(
            new SystemEnvironmentPropertySource("test-systemEnvironment",
                Map.of("PARTITURA_TABLES_CASHBOOK_TABLENAME", fromEnvironment))))
        .run(context -> {
          CashBookTable books = context.getBean(CashBookTable.class);
          assertThat(books.tableName()).isEqualTo(fromEnvironment);
          books.ledgers().put(new Ledger("l1", "ana"));
          assertThat(tablesHit.requests()).containsExactly("PutItem " + fromEnvironment);
        });
  }

  private static String base64OfBytes(int length) {
    byte[] key = new byte[length];
    for (int i = 0; i < length; i++) {
      key[i] = (byte) (31 * i + 7);
    }
    return Base64.getEncoder().encodeToString(key);
  }

  private static void putWarehouseWithBins(DepotTable depot, String warehouseId, int bins) {
    depot.warehouses().put(new Warehouse(warehouseId, "North"));
    for (int i = 1; i <= bins; i++) {
      depot.bins().put(new Bin(warehouseId, "b" + i, "Bin " + i));
    }
  }

  @Test
  void theCursorKeyFromPropertiesIsTheOneTheTableEncryptsCursorsWith() {
    String name = newDepotTable();
    putWarehouseWithBins(DepotTable.builder().client(admin).tableName(name).build(), "w1", 3);
    app().withPropertyValues(
            "partitura.tables.depot.table-name=" + name,
            "partitura.tables.depot.cursor-key=" + base64OfBytes(32))
        .run(context -> {
          DepotTable depot = context.getBean(DepotTable.class);
          Page<Bin> first = depot.bins().inWarehouse("w1").limit(1).page();
          assertThat(first.items()).extracting(Bin::binId).containsExactly("b1");
          String cursor = first.nextCursor();
          assertThat(depot.bins().inWarehouse("w1").limit(1).page(cursor).items())
              .extracting(Bin::binId).containsExactly("b2");

          // A table without that key cannot read the cursor: the bean really has the configured key.
          DepotTable keyless = DepotTable.builder().client(admin).tableName(name).build();
          assertThatThrownBy(() -> keyless.bins().inWarehouse("w1").limit(1).page(cursor))
              .isInstanceOf(InvalidCursorException.class);
        });
  }

  @Test
  void aCursorKeyThatIsNotBase64OrTooShortStopsTheApplication() {
    app().withPropertyValues("partitura.tables.depot.cursor-key=not base64!").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(IllegalArgumentException.class);
      assertThat(context.getStartupFailure()).hasStackTraceContaining("partitura.tables.depot.cursor-key is not base64");
    });
    app().withPropertyValues("partitura.tables.depot.cursor-key=" + base64OfBytes(8)).run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).rootCause().isInstanceOf(InvalidConfigurationException.class);
    });
  }

  /** A pool that counts the tasks handed to it. */
  static final class CountingPool extends ThreadPoolExecutor {
    final AtomicInteger executed = new AtomicInteger();

    CountingPool() {
      super(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>());
    }

    @Override
    public void execute(Runnable task) {
      executed.incrementAndGet();
      super.execute(task);
    }
  }

  @Test
  void shardQueriesRunOnTheExecutorBeanNamedInProperties() {
    String name = newDepotTable();
    putWarehouseWithBins(DepotTable.builder().client(admin).tableName(name).build(), "w1", 5);
    Function<ApplicationContextRunner, ApplicationContextRunner> withPool = runner -> runner
        .withBean("depotShards", CountingPool.class, CountingPool::new, definition -> definition.setDestroyMethodName("shutdownNow"))
        .withPropertyValues("partitura.tables.depot.table-name=" + name);

    withPool.apply(app()).run(context -> {
      List<Bin> bins = context.getBean(DepotTable.class).bins().inWarehouse("w1").all();
      assertThat(bins).extracting(Bin::binId).containsExactly("b1", "b2", "b3", "b4", "b5");
      assertThat(context.getBean(CountingPool.class).executed).as("not named: not used").hasValue(0);
    });
    withPool.apply(app()).withPropertyValues("partitura.tables.depot.fan-out-executor=depotShards").run(context -> {
      requests.reset();
      List<Bin> bins = context.getBean(DepotTable.class).bins().inWarehouse("w1").all();
      assertThat(bins).extracting(Bin::binId).containsExactly("b1", "b2", "b3", "b4", "b5");
      assertThat(requests.count("Query")).as("one query per shard").isEqualTo(4);
      assertThat(context.getBean(CountingPool.class).executed.get()).isPositive();
    });
  }

  @Test
  void aFanOutExecutorThatIsNoBeanStopsTheApplication() {
    app().withPropertyValues("partitura.tables.depot.fan-out-executor=noSuchPool").run(context -> {
      assertThat(context).hasFailed();
      assertThat(context.getStartupFailure()).hasStackTraceContaining(
          "partitura.tables.depot.fan-out-executor names the bean 'noSuchPool', which does not exist");
    });
  }

  // ---------------------------------------------------------------- metrics

  @Test
  void everyRequestIsTimedAndCountedTaggedByAccessPatternOperationAndTable() {
    String depotName = newDepotTable();
    String missingTable = "never-created-" + UUID.randomUUID();
    app().withBean(SimpleMeterRegistry.class, SimpleMeterRegistry::new)
        .withPropertyValues(
            "partitura.tables.depot.table-name=" + depotName,
            "partitura.tables.cash-book.table-name=" + missingTable)
        .run(context -> {
          assertThat(context).hasSingleBean(PartituraMetrics.class);
          MeterRegistry registry = context.getBean(MeterRegistry.class);
          DepotTable depot = context.getBean(DepotTable.class);
          int puts = 3;
          for (int i = 1; i <= puts; i++) {
            depot.warehouses().put(new Warehouse("w" + i, "W" + i));
          }
          assertThat(depot.warehouses().get("w1")).isPresent();
          assertThat(depot.warehouses().get("nowhere")).isEmpty();
          assertThatThrownBy(() -> context.getBean(CashBookTable.class).ledgers().put(new Ledger("l1", "ana")))
              .isInstanceOf(RequestFailedException.class);

          assertThat(registry.get(PartituraMetrics.REQUESTS)
              .tags("access.pattern", "warehouses.put", "operation", "PutItem", "table", depotName,
                  "index", "none", "outcome", "success", "exception", "none")
              .timer().count()).isEqualTo(puts);
          assertThat(registry.get(PartituraMetrics.REQUESTS)
              .tags("access.pattern", "warehouses.get", "operation", "GetItem", "table", depotName, "outcome", "success")
              .timer().count()).isEqualTo(2);
          assertThat(registry.get(PartituraMetrics.REQUESTS)
              .tags("access.pattern", "ledgers.put", "operation", "PutItem", "table", missingTable,
                  "outcome", "failure", "exception", "ResourceNotFoundException")
              .timer().count()).isEqualTo(1);
          assertThat(registry.find(PartituraMetrics.REQUESTS).timers().stream().mapToLong(Timer::count).sum())
              .as("one timer sample per request: 3 puts, 2 gets, 1 failed put")
              .isEqualTo(puts + 2 + 1);

          assertThat(registry.get(PartituraMetrics.ITEMS)
              .tags("access.pattern", "warehouses.put", "operation", "PutItem", "table", depotName)
              .counter().count()).isEqualTo(puts);
          assertThat(registry.get(PartituraMetrics.ITEMS)
              .tags("access.pattern", "warehouses.get", "operation", "GetItem", "table", depotName)
              .counter().count()).as("one hit, one miss").isEqualTo(1);
          assertThat(registry.get(PartituraMetrics.CAPACITY)
              .tags("access.pattern", "warehouses.put", "operation", "PutItem", "table", depotName)
              .counter().count()).as("dynalite reports 1 unit per small put").isEqualTo(puts);
        });
  }

  @Test
  void withoutAMeterRegistryOrWithMetricsSwitchedOffNothingIsRecorded() {
    app().run(context -> assertThat(context).hasNotFailed().hasSingleBean(DepotTable.class)
        .doesNotHaveBean(PartituraMetrics.class));
    app().withClassLoader(new FilteredClassLoader(MeterRegistry.class)).run(context -> assertThat(context)
        .as("Micrometer is optional").hasNotFailed().hasSingleBean(DepotTable.class).doesNotHaveBean(PartituraMetrics.class));

    String name = newDepotTable();
    app().withBean(SimpleMeterRegistry.class, SimpleMeterRegistry::new)
        .withPropertyValues("partitura.metrics.enabled=false", "partitura.tables.depot.table-name=" + name)
        .run(context -> {
          assertThat(context).doesNotHaveBean(PartituraMetrics.class);
          context.getBean(DepotTable.class).warehouses().put(new Warehouse("w1", "North"));
          assertThat(context.getBean(MeterRegistry.class).find(PartituraMetrics.REQUESTS).timers()).isEmpty();
        });
  }

  @Test
  void requestListenerBeansOfTheApplicationHearEveryRequestBesideTheMetrics() {
    String name = newDepotTable();
    List<RequestEvent> heard = new ArrayList<>();
    app().withBean(SimpleMeterRegistry.class, SimpleMeterRegistry::new)
        .withBean("auditListener", RequestListener.class, () -> heard::add)
        .withPropertyValues("partitura.tables.depot.table-name=" + name)
        .run(context -> {
          context.getBean(DepotTable.class).warehouses().put(new Warehouse("w1", "North"));
          assertThat(heard).extracting(RequestEvent::operation, RequestEvent::requestKind, RequestEvent::tableName)
              .containsExactly(org.assertj.core.groups.Tuple.tuple("warehouses.put", "PutItem", name));
          assertThat(context.getBean(MeterRegistry.class).get(PartituraMetrics.REQUESTS).timer().count()).isEqualTo(1);
        });
  }
}
