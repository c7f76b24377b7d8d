package io.partitura.runtime.batch;

import static io.partitura.runtime.batch.BatchFixtures.createTable;
import static io.partitura.runtime.batch.BatchFixtures.puts;
import static io.partitura.runtime.batch.BatchFixtures.tableClient;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.partitura.runtime.batch.BatchFixtures.Enrollment;
import io.partitura.runtime.batch.BatchFixtures.Entity;
import io.partitura.runtime.batch.BatchFixtures.Project;
import io.partitura.runtime.batch.BatchFixtures.Workspace;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.RecordsByType;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The batch read every generated {@code <Table>BatchGet} inherits, against dynalite: the items found
 * split by the type attribute into one list per entity, decoded by its codec, in the order the keys
 * were added; items of entities the batch does not know are left out.
 */
@ExtendWith(DynaliteExtension.class)
class TypedBatchGetTest {
  private static final RequestCounter COUNTER = new RequestCounter();
  private static final Workspace ACME = new Workspace("acme", "Acme", "PRO");
  private static final Workspace GLOBEX = new Workspace("globex", "Globex", "FREE");
  private static final Project ROCKET = new Project("acme", "rocket", "Rocket", "ACTIVE", 1L, java.util.Set.of("x"));
  private static final Enrollment ENROLLMENT = new Enrollment("s1", "math", "A", "2026-01-10", 1.0, true);
  private static DynamoDbClient client;
  private static String tableName;
  private TableClient table;

  /** The batch get the processor writes for a table of workspaces and projects. */
  static final class ControlPlaneBatchGet extends TypedBatchGet<ControlPlaneBatchGet> {
    ControlPlaneBatchGet(TableClient table) {
      super(table);
    }

    ControlPlaneBatchGet key(Entity entity) {
      return add(entity.key());
    }

    RecordsByType execute() {
      return read(WORKSPACES, PROJECTS);
    }
  }

  private static final ItemCodec<Workspace> WORKSPACES = new Codec<>(Workspace.class, "Workspace") {
    @Override
    public Workspace fromItem(Map<String, AttributeValue> item) {
      return new Workspace(Items.getString(item, "PK").substring(3), Items.getString(item, "name"),
          Items.getString(item, "plan"));
    }
  };

  private static final ItemCodec<Project> PROJECTS = new Codec<>(Project.class, "Project") {
    @Override
    public Project fromItem(Map<String, AttributeValue> item) {
      return new Project(Items.getString(item, "PK").substring(3), Items.getString(item, "SK").substring(5),
          Items.getString(item, "name"), Items.getString(item, "status"),
          Long.parseLong(item.get("createdAt").n()), new HashSet<>(item.get("tags").ss()));
    }
  };

  /** Reads only: the batch never writes. */
  private abstract static class Codec<T extends Entity> implements ItemCodec<T> {
    private final Class<T> type;
    private final String entityType;

    Codec(Class<T> type, String entityType) {
      this.type = type;
      this.entityType = entityType;
    }

    @Override
    public Class<T> type() {
      return type;
    }

    @Override
    public String entityType() {
      return entityType;
    }

    @Override
    public Map<String, AttributeValue> toItem(T record) {
      return record.item();
    }

    @Override
    public Map<String, AttributeValue> primaryKey(T record) {
      return record.key();
    }
  }

  @BeforeAll
  static void createAndFillTheTable(DynaliteServer server) {
    client = server.newClient(COUNTER);
    tableName = createTable(client, "typed-batch-get");
    BatchWriter.write(tableClient(client, tableName, null), "fill", puts(List.of(ACME, GLOBEX, ROCKET, ENROLLMENT)),
        RetryPolicy.defaults());
  }

  @AfterAll
  static void closeTheClient() {
    client.close();
  }

  @BeforeEach
  void reset() {
    COUNTER.reset();
    table = tableClient(client, tableName, null);
  }

  @Test
  void itemsFoundComeBackByEntityInTheOrderTheirKeysWereAdded() {
    Workspace missing = new Workspace("initech", "Initech", "FREE");

    RecordsByType found = new ControlPlaneBatchGet(table)
        .key(GLOBEX).key(ROCKET).key(missing).key(ENROLLMENT).key(ACME)
        .consistency(ReadConsistency.STRONG)
        .execute();

    assertEquals(List.of(GLOBEX, ACME), found.records(Workspace.class));
    assertEquals(List.of(ROCKET), found.records(Project.class));
    assertEquals(List.of(), found.records(Enrollment.class), "an entity the batch does not know is left out");
    assertEquals(1, COUNTER.count("BatchGetItem"));
    assertEquals(1, COUNTER.total());
  }

  @Test
  void noKeysSendsNothingAndFindsEmptyListsOfEveryEntity() {
    RecordsByType found = new ControlPlaneBatchGet(table).execute();

    assertEquals(List.of(), found.records(Workspace.class));
    assertEquals(List.of(), found.records(Project.class));
    assertEquals("Workspace=[], Project=[]", found.toString());
    assertEquals(0, COUNTER.total());
  }

  @Test
  void settingsReturnTheGeneratedBatch() {
    ControlPlaneBatchGet batch = new ControlPlaneBatchGet(table);

    assertSame(batch, batch.retryPolicy(RetryPolicy.none()).consistency(ReadConsistency.STRONG).key(ACME));
    assertEquals(List.of(ACME), batch.execute().records(Workspace.class));
  }
}
