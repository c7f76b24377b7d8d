package io.partitura.runtime.batch;

import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.RequestListener;
import io.partitura.runtime.client.TableClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.random.RandomGenerator;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Entities of three shapes, table creation, and test doubles for sleeping, randomness and listening. */
final class BatchFixtures {
  private BatchFixtures() {}

  /** One stored object: knows its item and its key. */
  sealed interface Entity permits Workspace, Project, Enrollment {
    Map<String, AttributeValue> item();

    default Map<String, AttributeValue> key() {
      Map<String, AttributeValue> item = item();
      return Map.of("PK", item.get("PK"), "SK", item.get("SK"));
    }
  }

  record Workspace(String workspaceId, String name, String plan) implements Entity {
    public Map<String, AttributeValue> item() {
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      item.put("PK", s("WS#" + workspaceId));
      item.put("SK", s("META"));
      item.put("_type", s("Workspace"));
      item.put("name", s(name));
      item.put("plan", s(plan));
      return item;
    }
  }

  record Project(String workspaceId, String projectId, String name, String status, long createdAt, Set<String> tags)
      implements Entity {
    public Map<String, AttributeValue> item() {
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      item.put("PK", s("WS#" + workspaceId));
      item.put("SK", s("PROJ#" + projectId));
      item.put("_type", s("Project"));
      item.put("name", s(name));
      item.put("status", s(status));
      item.put("createdAt", AttributeValue.fromN(Long.toString(createdAt)));
      item.put("tags", AttributeValue.fromSs(new ArrayList<>(tags)));
      item.put("GSI1PK", s("STATUS#" + status));
      item.put("GSI1SK", s("PROJ#" + projectId));
      return item;
    }
  }

  record Enrollment(String studentId, String courseId, String grade, String enrolledOn, double score, boolean active)
      implements Entity {
    public Map<String, AttributeValue> item() {
      Map<String, AttributeValue> item = new LinkedHashMap<>();
      item.put("PK", s("STU#" + studentId));
      item.put("SK", s("ENROLL#CRS#" + courseId));
      item.put("_type", s("Enrollment"));
      item.put("grade", grade == null ? AttributeValue.fromNul(true) : s(grade));
      item.put("enrolledOn", s(enrolledOn));
      item.put("score", AttributeValue.fromN(Double.toString(score)));
      item.put("active", AttributeValue.fromBool(active));
      item.put("history", AttributeValue.fromL(List.of(
          AttributeValue.fromM(Map.of("at", s(enrolledOn), "event", s("enrolled"))))));
      item.put("GSI1PK", s("CRS#" + courseId));
      item.put("GSI1SK", s("STU#" + studentId));
      return item;
    }
  }

  /** {@code n} entities, the three shapes interleaved, with distinct keys. */
  static List<Entity> mixedEntities(int n, String tag) {
    List<Entity> entities = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      String id = tag + "-" + String.format("%05d", i);
      entities.add(switch (i % 3) {
        case 0 -> new Workspace(id, "Workspace " + i + " ünïcødé ✓", i % 2 == 0 ? "FREE" : "PRO");
        case 1 -> new Project("ws-" + tag + "-" + (i % 17), id, "Project " + i, i % 4 == 0 ? "ACTIVE" : "ARCHIVED",
            1_767_225_600_000L + i, Set.of("t" + (i % 5), "batch"));
        default -> new Enrollment(id, "math" + (i % 11), i % 5 == 0 ? null : "A", "2026-01-" + (10 + i % 20),
            i / 3.0, i % 2 == 0);
      });
    }
    return entities;
  }

  static List<WriteRequestFor<Entity>> puts(List<Entity> entities) {
    List<WriteRequestFor<Entity>> writes = new ArrayList<>(entities.size());
    for (Entity e : entities) {
      writes.add(WriteRequestFor.put(e, e.item()));
    }
    return writes;
  }

  /**
   * {@code item} as comparable across a round trip: sets sorted (the server may return them in any
   * order) and numbers in a canonical form (it may drop trailing zeros).
   */
  static Map<String, AttributeValue> normalize(Map<String, AttributeValue> item) {
    Map<String, AttributeValue> out = new java.util.TreeMap<>();
    item.forEach((k, v) -> out.put(k, normalize(v)));
    return out;
  }

  static AttributeValue normalize(AttributeValue v) {
    return switch (v.type()) {
      case N -> AttributeValue.fromN(new java.math.BigDecimal(v.n()).stripTrailingZeros().toPlainString());
      case SS -> AttributeValue.fromSs(v.ss().stream().sorted().toList());
      case NS -> AttributeValue.fromNs(v.ns().stream()
          .map(n -> new java.math.BigDecimal(n).stripTrailingZeros().toPlainString()).sorted().toList());
      case L -> AttributeValue.fromL(v.l().stream().map(BatchFixtures::normalize).toList());
      case M -> AttributeValue.fromM(normalize(v.m()));
      default -> v;
    };
  }

  static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  /** Creates a PK/SK (strings) on-demand table with a unique name starting with {@code prefix}. */
  static String createTable(DynamoDbClient client, String prefix) {
    String name = prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    client.createTable(b -> b.tableName(name)
        .attributeDefinitions(
            AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
            AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.S).build())
        .keySchema(
            KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
            KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build())
        .billingMode(BillingMode.PAY_PER_REQUEST));
    client.waiter().waitUntilTableExists(b -> b.tableName(name));
    return name;
  }

  static TableClient tableClient(DynamoDbClient client, String tableName, RequestListener listener) {
    return TableClient.builder()
        .client(client)
        .tableName(tableName)
        .partitionKeyName("PK")
        .sortKeyName("SK")
        .typeAttributeName("_type")
        .listener(listener)
        .build();
  }

  /** A sleeper that records each delay and never sleeps. */
  static final class RecordingSleeper implements RetryPolicy.Sleeper {
    final List<Duration> delays = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void sleep(Duration delay) {
      delays.add(delay);
    }
  }

  /** A random source that always draws the largest value allowed: the backoff's ceiling. */
  static final class HighestRandom implements RandomGenerator {
    @Override
    public long nextLong() {
      return Long.MAX_VALUE;
    }

    @Override
    public long nextLong(long bound) {
      return bound - 1;
    }
  }

  /** A listener that keeps every event. */
  static final class RecordingListener implements RequestListener {
    final List<RequestEvent> events = Collections.synchronizedList(new ArrayList<>());

    @Override
    public void onRequest(RequestEvent event) {
      events.add(event);
    }

    int count(String kind) {
      synchronized (events) {
        return (int) events.stream().filter(e -> e.requestKind().equals(kind)).count();
      }
    }

    void clear() {
      events.clear();
    }
  }
}
