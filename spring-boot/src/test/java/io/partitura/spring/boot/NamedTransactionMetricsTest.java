package io.partitura.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.spring.boot.depot.Bin;
import io.partitura.spring.boot.depot.DepotTable;
import io.partitura.spring.boot.depot.Warehouse;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A named transaction's request is tagged {@code access.pattern=<name>}, an unnamed one's {@code
 * access.pattern=transaction} as before: sent to moto (dynalite has no TransactWriteItems).
 */
class NamedTransactionMetricsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(DepotTable::createTableRequest);

  @Test
  void aNamedTransactionIsTaggedWithItsName(TestTable table) {
    MeterRegistry registry = new SimpleMeterRegistry();
    RequestCounter requests = new RequestCounter();
    DepotTable depot = DepotTable.builder().client(table.server().newClient(requests)).tableName(table.name())
        .listener(new PartituraMetrics(registry)).build();

    depot.transaction("openWarehouse")
        .create(new Warehouse("w1", "North"))
        .create(new Bin("w1", "b1", "A-1"))
        .execute();
    depot.transaction()
        .create(new Bin("w1", "b2", "A-2"))
        .execute();

    assertThat(requests.count("TransactWriteItems")).isEqualTo(2);
    assertThat(requests.total()).isEqualTo(2);
    assertThat(registry.get(PartituraMetrics.REQUESTS)
        .tags("access.pattern", "openWarehouse", "operation", "TransactWriteItems", "table", table.name(),
            "outcome", "success")
        .timer().count()).isEqualTo(1);
    assertThat(registry.get(PartituraMetrics.ITEMS).tags("access.pattern", "openWarehouse").counter().count())
        .as("the items a transaction writes: its actions").isEqualTo(2);
    assertThat(registry.get(PartituraMetrics.REQUESTS)
        .tags("access.pattern", "transaction", "operation", "TransactWriteItems")
        .timer().count()).isEqualTo(1);

    DepotTable unseen = DepotTable.builder().client(table.server().newClient()).tableName(table.name()).build();
    assertThat(unseen.warehouses().get("w1", ReadConsistency.STRONG)).contains(new Warehouse("w1", "North"));
    assertThat(unseen.bins().inWarehouse("w1").all())
        .containsExactly(new Bin("w1", "b1", "A-1"), new Bin("w1", "b2", "A-2"));
  }
}
