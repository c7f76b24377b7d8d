package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.SmallProject;
import io.partitura.it.hot.SmallWorkspace;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;

/**
 * One consistency API for every read that has a choice: the {@link ReadConsistency} a get takes as its
 * argument is what a listing and a batch get take too ({@code consistency(ReadConsistency.STRONG)}),
 * and each sends it as the request's {@code ConsistentRead}, against dynalite.
 */
@ExtendWith(DynaliteExtension.class)
class ReadConsistencyTest {
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");

  /** The {@code ConsistentRead} of every read sent, in order. */
  private static final List<Boolean> consistentReads = new ArrayList<>();
  private static final RequestCounter requests = new RequestCounter();
  private static FleetTable fleet;

  @BeforeAll
  static void createFleet(DynaliteServer server) {
    ExecutionInterceptor reads = new ExecutionInterceptor() {
      @Override
      public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        SdkRequest request = context.request();
        if (request instanceof QueryRequest query) {
          consistentReads.add(Boolean.TRUE.equals(query.consistentRead()));
        } else if (request instanceof GetItemRequest get) {
          consistentReads.add(Boolean.TRUE.equals(get.consistentRead()));
        } else if (request instanceof BatchGetItemRequest batch) {
          batch.requestItems().values().forEach(keys -> consistentReads.add(Boolean.TRUE.equals(keys.consistentRead())));
        }
      }
    };
    fleet = FleetTable.builder().client(server.newClient(requests, reads)).tableName("consistency-" + UUID.randomUUID())
        .build();
    fleet.createTable();
    List<Object> records = new ArrayList<>(List.of(new BigWorkspace("acme", "Acme"), new SmallWorkspace("acme", "Acme")));
    for (int i = 0; i < 30; i++) {
      records.add(new SmallProject("acme", String.format("p-%02d", i), "P" + i, Stage.ACTIVE, T0.plusSeconds(i)));
      records.add(new BigProject("acme", String.format("p-%02d", i), "P" + i, Stage.ACTIVE, T0.plusSeconds(i)));
    }
    fleet.putAll(records);
  }

  @BeforeEach
  void reset() {
    consistentReads.clear();
    requests.reset();
  }

  @Test
  void aListingTakesTheReadConsistencyAGetTakes() {
    assertEquals("P3", fleet.smallProjects().get("acme", "p-03", ReadConsistency.STRONG).orElseThrow().name());
    assertEquals(10, fleet.smallProjects().inSmallWorkspace("acme").consistency(ReadConsistency.STRONG).limit(10)
        .page().items().size());
    assertEquals(30, fleet.bigProjects().inBigWorkspace("acme").consistency(ReadConsistency.STRONG).all().size());
    assertEquals(10, fleet.smallProjects().inSmallWorkspace("acme").limit(10).page().items().size());
    assertEquals(10, fleet.smallProjects().inSmallWorkspace("acme").consistency(ReadConsistency.STRONG)
        .consistency(ReadConsistency.EVENTUAL).limit(10).page().items().size());
    // The get, the page, the 10 shards of the sharded all(), then two eventually consistent pages.
    List<Boolean> expected = new ArrayList<>(List.of(true, true));
    for (int shard = 0; shard < 10; shard++) {
      expected.add(true);
    }
    expected.addAll(List.of(false, false));
    assertEquals(expected, consistentReads);
    assertEquals(14, requests.total());

    RequestDescription strong = fleet.smallProjects().inSmallWorkspaceByCreatedAt("acme")
        .consistency(ReadConsistency.STRONG).describe().queries().get(0);
    assertEquals("true", strong.fields().get("ConsistentRead"), "a local index reads strongly too");
  }

  @Test
  void aGlobalIndexListingRefusesStrongReadsBeforeAnyRequestAndTakesEventualOnes() {
    IllegalStateException refused = assertThrows(IllegalStateException.class,
        () -> fleet.smallProjects().byStage(Stage.ACTIVE).consistency(ReadConsistency.STRONG));
    assertTrue(refused.getMessage().contains("eventually consistent only"), refused.getMessage());
    assertThrows(NullPointerException.class, () -> fleet.smallProjects().byStage(Stage.ACTIVE).consistency(null));
    assertEquals(0, requests.total());
    assertEquals(30, fleet.bigProjects().byStage(Stage.ACTIVE).consistency(ReadConsistency.EVENTUAL).all().stream()
        .filter(p -> p.workspaceId().equals("acme")).count());
    assertEquals(List.of(false), consistentReads);
  }

  @Test
  void aBatchGetTakesItToo() {
    FleetTable.BatchGetResult strong = fleet.batchGet().consistency(ReadConsistency.STRONG)
        .smallProject("acme", "p-01").smallProject("acme", "p-02").execute();
    assertEquals(2, strong.smallProjects().size());
    fleet.batchGet().smallProject("acme", "p-01").execute();
    assertEquals(List.of(true, false), consistentReads);
    assertEquals(2, requests.count("BatchGetItem"));
  }
}
