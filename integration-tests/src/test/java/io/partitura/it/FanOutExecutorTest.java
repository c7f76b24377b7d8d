package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.exceptions.ExecutorShutDownException;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Sharded reads called from threads of the very executor they fan out on: every thread of the pool
 * busy inside a listing must not wait forever for shard queries queued behind it.
 */
@ExtendWith(DynaliteExtension.class)
class FanOutExecutorTest {
  private static final int PROJECTS = 60;
  /** Only a guard against a hang, so the build fails instead of stalling; not a speed requirement. */
  private static final Duration HANG_GUARD = Duration.ofSeconds(60);

  private static DynaliteServer dynalite;
  private static RequestCounter requests;
  private static String tableName;
  private static List<String> ids;

  private ExecutorService pool;
  private FleetTable fleet;

  @BeforeAll
  static void createFleet(DynaliteServer server) {
    dynalite = server;
    requests = new RequestCounter();
    tableName = "fanout-" + UUID.randomUUID();
    FleetTable setup = FleetTable.builder().client(server.newClient()).tableName(tableName).build();
    setup.createTable();
    List<Object> records = new ArrayList<>();
    records.add(new BigWorkspace("acme", "Acme"));
    ids = new ArrayList<>();
    for (int i = 1; i <= PROJECTS; i++) {
      String id = String.format("p-%03d", i);
      ids.add(id);
      records.add(new BigProject("acme", id, "P" + i, Stage.ACTIVE, Instant.parse("2026-01-01T00:00:00Z").plusSeconds(i)));
    }
    setup.putAll(records);
  }

  @BeforeEach
  void poolOfTwo() {
    pool = Executors.newFixedThreadPool(2);
    fleet = FleetTable.builder().client(dynalite.newClient(requests)).tableName(tableName).fanOutExecutor(pool).build();
    requests.reset();
  }

  @AfterEach
  void stopPool() {
    pool.shutdownNow();
  }

  /** Runs both calls on the pool, each starting only once both pool threads are taken by them. */
  private <T> List<T> onBothPoolThreadsAtOnce(Callable<T> first, Callable<T> second) {
    CyclicBarrier bothInside = new CyclicBarrier(2);
    Future<T> a = pool.submit(() -> {
      bothInside.await();
      return first.call();
    });
    Future<T> b = pool.submit(() -> {
      bothInside.await();
      return second.call();
    });
    return assertTimeoutPreemptively(HANG_GUARD, () -> List.of(a.get(), b.get()),
        "a sharded read called from a thread of its own fan-out executor must not wait for itself");
  }

  private static List<String> newestFirst(List<String> ids) {
    List<String> reversed = new ArrayList<>(ids);
    java.util.Collections.reverse(reversed);
    return reversed;
  }

  private static List<String> projectIds(List<BigProject> projects) {
    return projects.stream().map(BigProject::projectId).toList();
  }

  @Test
  void twoPagesCalledFromBothThreadsOfAPoolOfTwoComplete() {
    List<Page<BigProject>> pages = onBothPoolThreadsAtOnce(
        () -> fleet.bigProjects().inBigWorkspace("acme").oldestFirst().limit(25).page(),
        () -> fleet.bigProjects().inBigWorkspace("acme").newestFirst().limit(25).page());
    assertEquals(ids.subList(0, 25), projectIds(pages.get(0).items()));
    assertEquals(newestFirst(ids).subList(0, 25), projectIds(pages.get(1).items()));
    assertEquals(20, requests.total(), "one Query per shard per page: " + requests);

    String cursor = pages.get(0).nextCursor();
    List<Page<BigProject>> next = onBothPoolThreadsAtOnce(
        () -> fleet.bigProjects().inBigWorkspace("acme").oldestFirst().limit(25).page(cursor),
        () -> fleet.bigProjects().inBigWorkspace("acme").oldestFirst().limit(25).page(cursor));
    assertEquals(ids.subList(25, 50), projectIds(next.get(0).items()));
    assertEquals(next.get(0).items(), next.get(1).items());
  }

  @Test
  void wholeShardedCollectionsLoadFromBothThreadsOfAPoolOfTwo() {
    List<List<BigProject>> loaded = onBothPoolThreadsAtOnce(
        () -> fleet.bigProjects().inBigWorkspace("acme").all(),
        () -> fleet.bigWorkspaces().getWithBigProjects("acme").orElseThrow().bigProjects());
    assertEquals(ids, projectIds(loaded.get(0)));
    assertEquals(ids, projectIds(loaded.get(1)));
    assertEquals(10 + 11, requests.total(), "10 shards, and 10 shards plus the parent's partition: " + requests);
  }

  @Test
  void aShutDownExecutorIsATypedRefusalBeforeAnyRequest() {
    pool.shutdown();
    ExecutorShutDownException refused = assertThrows(ExecutorShutDownException.class,
        () -> fleet.bigProjects().inBigWorkspace("acme").limit(25).page());
    assertTrue(refused.getMessage().contains("shut down"), refused.getMessage());
    assertThrows(ExecutorShutDownException.class, () -> fleet.bigProjects().inBigWorkspace("acme").all());
    assertThrows(ExecutorShutDownException.class, () -> fleet.bigWorkspaces().getWithBigProjects("acme"));
    assertEquals(0, requests.total(), requests.toString());
  }
}
