package io.partitura.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.partitura.runtime.query.Page;
import io.partitura.spring.boot.books.CashBookTable;
import io.partitura.spring.boot.depot.Bin;
import io.partitura.spring.boot.depot.DepotTable;
import io.partitura.spring.boot.depot.Warehouse;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.scheduling.concurrent.ThreadPoolTaskExecutor;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A whole Spring Boot application, as a user writes one: its own DynamoDbClient bean, settings in
 * application.yml (src/test/resources), the auto-configuration found through
 * META-INF/spring/…AutoConfiguration.imports, and the MeterRegistry and task executor of Spring
 * Boot's own auto-configurations, which the tables must be configured after.
 */
@SpringBootTest(classes = PartituraSpringBootApplicationTest.DepotApplication.class)
class PartituraSpringBootApplicationTest {

  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class DepotApplication {

    @Bean(destroyMethod = "close")
    DynaliteServer dynalite() {
      return DynaliteServer.start();
    }

    @Bean
    RequestCounter requestCounter() {
      return new RequestCounter();
    }

    @Bean
    TablesHit tablesHit() {
      return new TablesHit();
    }

    @Bean
    DynamoDbClient dynamoDbClient(DynaliteServer dynalite, RequestCounter requests, TablesHit tablesHit) {
      return dynalite.newClient(requests, tablesHit);
    }
  }

  @Autowired DepotTable depot;
  @Autowired RequestCounter requests;
  @Autowired TablesHit tablesHit;
  @Autowired MeterRegistry meterRegistry;
  @Autowired ThreadPoolTaskExecutor applicationTaskExecutor;
  @Autowired ApplicationContext context;

  @Test
  void theTableFromApplicationYmlWorksAndItsRequestsAreMeteredInBootsRegistry() {
    assertThat(depot.tableName()).isEqualTo("boot-depot");
    assertThat(context.getBeanNamesForType(CashBookTable.class)).as("enabled: false in application.yml").isEmpty();
    assertThat(meterRegistry).as("Boot's own registry: the application defines none").isInstanceOf(SimpleMeterRegistry.class);

    depot.createTable();
    requests.reset();
    tablesHit.reset();
    depot.warehouses().put(new Warehouse("w1", "North"));
    for (int i = 1; i <= 3; i++) {
      depot.bins().put(new Bin("w1", "b" + i, "Bin " + i));
    }
    assertThat(depot.warehouses().get("w1")).contains(new Warehouse("w1", "North"));
    assertThat(requests.operations()).containsExactly("PutItem", "PutItem", "PutItem", "PutItem", "GetItem");
    assertThat(tablesHit.requests()).allMatch(request -> request.endsWith(" boot-depot"));

    assertThat(meterRegistry.get(PartituraMetrics.REQUESTS)
        .tags("access.pattern", "bins.put", "operation", "PutItem", "table", "boot-depot", "outcome", "success")
        .timer().count()).isEqualTo(3);
    assertThat(meterRegistry.get(PartituraMetrics.REQUESTS)
        .tags("access.pattern", "warehouses.get", "operation", "GetItem", "table", "boot-depot")
        .timer().count()).isEqualTo(1);

    // Sharded listing: its shard queries are handed to Boot's applicationTaskExecutor, named in application.yml.
    requests.reset();
    long handedOverBefore = applicationTaskExecutor.getThreadPoolExecutor().getTaskCount();
    Page<Bin> first = depot.bins().inWarehouse("w1").limit(2).page();
    assertThat(first.items()).extracting(Bin::binId).containsExactly("b1", "b2");
    assertThat(applicationTaskExecutor.getThreadPoolExecutor().getTaskCount()).isGreaterThan(handedOverBefore);
    List<Bin> rest = depot.bins().inWarehouse("w1").limit(2).page(first.nextCursor()).items();
    assertThat(rest).extracting(Bin::binId).containsExactly("b3");
    assertThat(meterRegistry.get(PartituraMetrics.REQUESTS)
        .tags("access.pattern", "bins.inWarehouse", "operation", "Query", "table", "boot-depot")
        .timer().count()).as("one sample per Query sent: " + requests).isEqualTo(requests.count("Query"));
    assertThat(requests.count("Query")).as("4 shards on the first page, then those not exhausted").isGreaterThan(4);
  }
}
