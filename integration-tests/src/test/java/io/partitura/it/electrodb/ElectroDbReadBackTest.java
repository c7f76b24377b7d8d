package io.partitura.it.electrodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Another writer, ElectroDB reading: items put from Java with {@link ElectroDbKeyRules} (the rules of
 * {@code interop/electrodb/KEYS.md}) into a table of their own are the items ElectroDB put into its table,
 * and ElectroDB 3.9.3 answers every access pattern on them as on its own items, and reads each back by
 * key. The fixture's read mode is how the tests of Java key templates will check the items those write.
 */
@ExtendWith(DynaliteExtension.class)
class ElectroDbReadBackTest {
  private static DynaliteServer server;
  private static DynamoDbClient client;
  private static final RequestCounter requests = new RequestCounter();
  private static JsonNode electroDbRun;
  private static JsonNode patternsOnJavaItems;
  private static String javaTable;

  @BeforeAll
  static void writeTheFixtureFromJava(DynaliteServer dynalite) {
    server = dynalite;
    electroDbRun = ElectroDbFixture.run(server.endpoint(), "electrodb-" + UUID.randomUUID(), "all", "");
    javaTable = "java-" + UUID.randomUUID();
    ElectroDbFixture.run(server.endpoint(), javaTable, "setup", ""); // the same CreateTable as ElectroDB's table
    client = server.newClient(requests);
    for (JsonNode write : writes()) {
      client.putItem(put -> put.tableName(javaTable).item(ElectroDbKeyRules.item(entity(write), attributes(write))));
    }
    assertEquals(writes().size(), requests.count("PutItem"));
    assertEquals(writes().size(), requests.total());
    patternsOnJavaItems = ElectroDbFixture.run(server.endpoint(), javaTable, "patterns", "");
  }

  @AfterAll
  static void close() {
    if (client != null) {
      client.close();
    }
  }

  @Test
  void theItemsPutFromJavaAreTheItemsElectroDbPut() {
    assertEquals(ElectroDbJson.items(electroDbRun.field("stored").orElseThrow()),
        ElectroDbJson.items(patternsOnJavaItems.field("stored").orElseThrow()));
  }

  @Test
  void electroDbAnswersEveryAccessPatternOnTheJavaItemsAsOnItsOwn() {
    List<JsonNode> own = electroDbRun.field("patterns").orElseThrow().asArray();
    List<JsonNode> java = patternsOnJavaItems.field("patterns").orElseThrow().asArray();
    assertEquals(own.size(), java.size());
    for (int i = 0; i < own.size(); i++) {
      String name = own.get(i).field("name").orElseThrow().asString();
      assertEquals(name, java.get(i).field("name").orElseThrow().asString());
      for (String field : List.of("inputs", "data", "cursor", "pages", "requestCount")) {
        assertEquals(plain(own.get(i), field), plain(java.get(i), field), name + ": " + field);
      }
      assertEquals(ElectroDbKeyFormatTest.itemsInOrder(own.get(i)), ElectroDbKeyFormatTest.itemsInOrder(java.get(i)),
          name + ": items");
    }
  }

  @Test
  void electroDbReadsBackEveryItemPutFromJavaByItsKey() {
    // the key of every put, and what ElectroDB must return for it: the last put of the same stored key
    Map<String, Map<String, Object>> lastPutByStoredKey = new LinkedHashMap<>();
    List<Object> keys = new ArrayList<>();
    List<String> storedKeys = new ArrayList<>();
    for (JsonNode write : writes()) {
      Map<String, AttributeValue> item = ElectroDbKeyRules.item(entity(write), attributes(write));
      String storedKey = item.get("pk").s() + " " + item.get("sk").s();
      lastPutByStoredKey.put(storedKey, attributes(write));
      storedKeys.add(storedKey);
      keys.add(Map.of("entity", entity(write), "key", tableKeyAttributes(entity(write), attributes(write))));
    }
    JsonNode reads = ElectroDbFixture.run(server.endpoint(), javaTable, "read", ElectroDbJson.write(keys))
        .field("reads").orElseThrow();
    assertEquals(keys.size(), reads.asArray().size());
    for (int i = 0; i < keys.size(); i++) {
      JsonNode read = reads.asArray().get(i);
      assertEquals(1, Integer.parseInt(read.field("requestCount").orElseThrow().asNumber()));
      assertEquals("GetItem", read.field("requests").orElseThrow().asArray().get(0).field("operation").orElseThrow().asString());
      assertEquals(lastPutByStoredKey.get(storedKeys.get(i)), ElectroDbJson.plain(read.field("data").orElseThrow()),
          "read of " + keys.get(i));
    }
  }

  @Test
  void electroDbSkipsAnItemWhoseMarkersOrKeyCasingDifferFromItsRules() {
    Map<String, Object> zeta = Map.of("workspaceId", "zeta", "name", "Zeta", "plan", "FREE");
    Map<String, AttributeValue> wrongVersion = ElectroDbKeyRules.item("workspace", zeta);
    wrongVersion.put(ElectroDbKeyRules.VERSION_ATTRIBUTE, AttributeValue.fromS("2"));
    Map<String, Object> yota = Map.of("workspaceId", "yota", "name", "Yota", "plan", "FREE");
    Map<String, AttributeValue> wrongEntityCase = ElectroDbKeyRules.item("workspace", yota);
    wrongEntityCase.put(ElectroDbKeyRules.ENTITY_ATTRIBUTE, AttributeValue.fromS("Workspace"));
    Map<String, Object> kappa = Map.of("workspaceId", "Kappa", "name", "Kappa", "plan", "FREE");
    Map<String, AttributeValue> keptCapitals = ElectroDbKeyRules.item("workspace", kappa);
    keptCapitals.put("pk", AttributeValue.fromS("$ControlPlane#workspaceId_Kappa"));
    requests.reset();
    for (Map<String, AttributeValue> item : List.of(wrongVersion, wrongEntityCase, keptCapitals)) {
      client.putItem(put -> put.tableName(javaTable).item(item));
    }
    assertEquals(3, requests.count("PutItem"));

    JsonNode reads = ElectroDbFixture.run(server.endpoint(), javaTable, "read", ElectroDbJson.write(List.of(
        Map.of("entity", "workspace", "key", Map.of("workspaceId", "zeta")),
        Map.of("entity", "workspace", "key", Map.of("workspaceId", "yota")),
        Map.of("entity", "workspace", "key", Map.of("workspaceId", "Kappa"))))).field("reads").orElseThrow();
    // the first two are read (one GetItem each) but are not the entity's: ElectroDB returns no record
    for (int i = 0; i < 2; i++) {
      JsonNode read = reads.asArray().get(i);
      assertTrue(read.field("data").orElseThrow().isNull(), read.field("key").orElseThrow().toString());
      assertEquals(1, read.field("items").orElseThrow().asArray().size());
      assertEquals("1", read.field("requestCount").orElseThrow().asNumber());
    }
    // the third's key was not lower-cased, so ElectroDB's GetItem (of the lower-cased key) finds nothing
    JsonNode kappaRead = reads.asArray().get(2);
    assertTrue(kappaRead.field("data").orElseThrow().isNull());
    assertEquals(0, kappaRead.field("items").orElseThrow().asArray().size());
    assertEquals(Map.of("S", "$controlplane#workspaceid_kappa"), ((Map<?, ?>) ((Map<?, ?>) ElectroDbJson.plain(
        kappaRead.field("requests").orElseThrow().asArray().get(0).field("input").orElseThrow().field("Key").orElseThrow()))
        .get("pk")));
  }

  // ---------------------------------------------------------------- helpers

  private static List<JsonNode> writes() {
    return electroDbRun.field("writes").orElseThrow().asArray();
  }

  private static String entity(JsonNode write) {
    return write.field("entity").orElseThrow().asString();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> attributes(JsonNode write) {
    return (Map<String, Object>) ElectroDbJson.plain(write.field("item").orElseThrow());
  }

  private static Map<String, Object> tableKeyAttributes(String entity, Map<String, Object> attributes) {
    ElectroDbKeyRules.Index table = ElectroDbKeyRules.MODEL.get(entity).indexes().get(0);
    Map<String, Object> key = new LinkedHashMap<>();
    table.pk().forEach(name -> key.put(name, attributes.get(name)));
    table.sk().forEach(name -> key.put(name, attributes.get(name)));
    return key;
  }

  private static Object plain(JsonNode node, String field) {
    return node.field(field).map(ElectroDbJson::plain).orElse(null);
  }
}
