package io.partitura.runtime.batch;

import static io.partitura.runtime.batch.BatchFixtures.createTable;
import static io.partitura.runtime.batch.BatchFixtures.mixedEntities;
import static io.partitura.runtime.batch.BatchFixtures.normalize;
import static io.partitura.runtime.batch.BatchFixtures.puts;
import static io.partitura.runtime.batch.BatchFixtures.s;
import static io.partitura.runtime.batch.BatchFixtures.tableClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.batch.BatchFixtures.Entity;
import io.partitura.runtime.batch.BatchFixtures.RecordingListener;
import io.partitura.runtime.batch.BatchFixtures.RecordingSleeper;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** BatchGetter against dynalite, with DynamoDB's load behaviour injected by {@link FaultInjectingInterceptor}. */
@ExtendWith(DynaliteExtension.class)
class BatchGetterTest {
  private static final FaultInjectingInterceptor FAULTS = new FaultInjectingInterceptor(77L);
  private static final RequestCounter COUNTER = new RequestCounter();
  private static DynamoDbClient client;
  private static String tableName;
  /** 250 entities; every fifth (index % 5 == 2) is never written. */
  private static List<Entity> entities;
  private static List<Entity> stored;
  private static List<Entity> neverStored;

  private final RecordingListener listener = new RecordingListener();
  private final RecordingSleeper sleeper = new RecordingSleeper();
  private TableClient table;
  private RetryPolicy policy;

  @BeforeAll
  static void createAndFillTheTable(DynaliteServer server) {
    client = server.newClient(COUNTER, FAULTS);
    tableName = createTable(client, "batch-getter");
    entities = mixedEntities(250, "get");
    stored = new ArrayList<>();
    neverStored = new ArrayList<>();
    for (int i = 0; i < entities.size(); i++) {
      (i % 5 == 2 ? neverStored : stored).add(entities.get(i));
    }
    BatchWriter.write(tableClient(client, tableName, null), "fill", puts(stored), RetryPolicy.defaults());
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void reset() {
    FAULTS.off().resetCounts();
    COUNTER.reset();
    table = tableClient(client, tableName, listener);
    policy = RetryPolicy.defaults().withSleeper(sleeper).withRandom(new Random(3));
  }

  @Test
  void reads250KeysWhileDynamoDbLeavesKeysUnprocessed() {
    FAULTS.unprocessed(1.0, 0.30);

    BatchGetResult<Entity> result = BatchGetter.get(table, "entities.getAll", entities, Entity::key, policy, true);

    int requests = COUNTER.count("BatchGetItem");
    System.out.printf("250 keys (50 missing), 30%% unprocessed: %d BatchGetItem requests, %d keys handed back%n",
        requests, FAULTS.dropped());
    assertEquals(stored.stream().map(e -> normalize(e.item())).toList(),
        result.items().stream().map(BatchFixtures::normalize).toList(), "every item found, in key order");
    assertEquals(neverStored, result.missing());
    assertTrue(requests >= 3 + 1, "3 chunks of <= 100 keys, plus resends: " + requests);
    assertTrue(requests <= 3 * policy.maxAttempts(), "requests " + requests);
    assertEquals(requests, result.requests());
    assertEquals(requests - 3, sleeper.delays.size());
    assertEquals(requests, listener.count("BatchGetItem"));
    assertEquals(200, listener.events.stream().mapToInt(RequestEvent::itemCount).sum());
    assertTrue(FAULTS.dropped() > 0);
  }

  @Test
  void withoutRetriesTheExceptionCarriesExactlyTheKeysNotRead() {
    FAULTS.unprocessed(1.0, 0.30);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> BatchGetter.get(table, "entities.getAll", entities, Entity::key, RetryPolicy.none(), false));

    List<Entity> unread = e.unprocessed(Entity.class);
    assertEquals(FAULTS.dropped(), unread.size());
    assertEquals(3, COUNTER.count("BatchGetItem"));
    assertTrue(e.getMessage().contains(unread.size() + " of 250 keys were not read"), e.getMessage());
    assertTrue(e.getMessage().contains("UnprocessedKeys"), e.getMessage());

    // reading exactly those completes the read
    FAULTS.off();
    BatchGetResult<Entity> rest = BatchGetter.get(table, "entities.getAll", unread, Entity::key, policy, false);
    Set<Entity> expectedMissing = new HashSet<>(unread);
    expectedMissing.retainAll(new HashSet<>(neverStored));
    assertEquals(expectedMissing, Set.copyOf(rest.missing()));
    assertEquals(unread.size() - expectedMissing.size(), rest.items().size());
  }

  @Test
  void duplicateKeysAreReadOnce() {
    List<Entity> keys = new ArrayList<>(entities.subList(0, 10));
    keys.addAll(entities.subList(0, 10));
    BatchGetResult<Entity> result = BatchGetter.get(table, "entities.getAll", keys, Entity::key, policy, true);
    assertEquals(1, COUNTER.count("BatchGetItem"));
    assertEquals(8, result.items().size());
    assertEquals(List.of(entities.get(2), entities.get(7)), result.missing());
  }

  @Test
  void throttlingOnEveryAttemptEndsInThrottledExceptionWithTheUnreadKeys() {
    FAULTS.throttleAfter(1);
    ThrottledException e = assertThrows(ThrottledException.class,
        () -> BatchGetter.get(table, "entities.getAll", entities, Entity::key, policy.withMaxAttempts(2), true));
    assertEquals(entities.subList(100, 250), e.unprocessed(Entity.class));
    assertEquals(2, e.attempts());
    assertTrue(e.getMessage().contains("150 of 250 keys were not read"), e.getMessage());
    assertEquals(1, sleeper.delays.size());
  }

  @Test
  void aKeyWithoutTheKeyAttributesIsRefusedBeforeAnyRequest() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BatchGetter.get(
        table, "things.getAll", List.of("a"), k -> Map.of("PK", s(k)), policy, true));
    assertTrue(e.getMessage().contains("does not give both key attributes PK and SK"), e.getMessage());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void noKeysNoRequest() {
    BatchGetResult<Entity> result = BatchGetter.get(table, "entities.getAll", List.of(), Entity::key, policy, true);
    assertTrue(result.items().isEmpty());
    assertFalse(result.missing().iterator().hasNext());
    assertEquals(0, COUNTER.total());
  }

}
