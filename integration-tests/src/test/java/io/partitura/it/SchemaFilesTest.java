package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.campus.CampusTable;
import io.partitura.it.controlplane.ControlPlaneTable;
import io.partitura.it.expiry.ExpiryTable;
import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.SmallProject;
import io.partitura.it.hot.SmallWorkspace;
import io.partitura.it.hot.Stage;
import io.partitura.it.conditions.StoreTable;
import io.partitura.it.indexupdates.TrackerTable;
import io.partitura.it.ledger.LedgerTable;
import io.partitura.it.locking.LockingTable;
import io.partitura.it.metered.MeteredTable;
import io.partitura.it.school.SchoolTable;
import io.partitura.it.types.KitchenTable;
import io.partitura.it.types.ShopTable;
import io.partitura.it.values.VaultTable;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The CloudFormation and Terraform files the processor writes for every table of this module, read
 * back from the class path and turned into CreateTable requests the way the tools would, create in
 * dynalite the same table as the generated {@code createTableRequest()}: same key schema, attribute
 * definitions, indexes, projections and capacity, as DescribeTable reports them.
 */
@ExtendWith(DynaliteExtension.class)
class SchemaFilesTest {
  /** Every table of this module, by name, with the definition its generated class creates. */
  static final Map<String, Function<String, CreateTableRequest>> TABLES = Map.ofEntries(
      Map.entry("campus", CampusTable::createTableRequest),
      Map.entry("cascade", io.partitura.it.cascade.CascadeTable::createTableRequest),
      Map.entry("catalog", io.partitura.it.catalog.CatalogTable::createTableRequest),
      Map.entry("electro", io.partitura.it.electro.ElectroTable::createTableRequest),
      Map.entry("control-plane", ControlPlaneTable::createTableRequest),
      Map.entry("fleet", FleetTable::createTableRequest),
      Map.entry("tracker", TrackerTable::createTableRequest),
      Map.entry("ledger", LedgerTable::createTableRequest),
      Map.entry("locking", LockingTable::createTableRequest),
      Map.entry("school", SchoolTable::createTableRequest),
      Map.entry("kitchen", KitchenTable::createTableRequest),
      Map.entry("shop", ShopTable::createTableRequest),
      Map.entry("vault", VaultTable::createTableRequest),
      Map.entry("metered", MeteredTable::createTableRequest),
      Map.entry("store", StoreTable::createTableRequest),
      Map.entry("expiry", ExpiryTable::createTableRequest),
      Map.entry("market", io.partitura.it.market.MarketTable::createTableRequest),
      Map.entry("ids", io.partitura.it.ids.IdsTable::createTableRequest),
      Map.entry("ids-bare", io.partitura.it.ids.bare.IdsTable::createTableRequest),
      Map.entry("shop3", io.partitura.it.shop3.Shop3Table::createTableRequest),
      Map.entry("counters", io.partitura.it.counters.CountersTable::createTableRequest),
      Map.entry("unique", io.partitura.it.unique.UniqueShopTable::createTableRequest),
      Map.entry("newsroom", io.partitura.it.streams.NewsroomTable::createTableRequest));

  private static DynamoDbClient client;
  private static RequestCounter requests;

  @BeforeAll
  static void connect(DynaliteServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
  }

  @Test
  void everyTableOfTheModuleHasItsFilesAndIsCheckedHere() throws IOException, URISyntaxException {
    Path root = Path.of(SchemaFilesTest.class.getClassLoader().getResource("META-INF/partitura").toURI());
    Set<String> written;
    try (Stream<Path> tables = Files.list(root)) {
      written = tables.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
    }
    assertEquals(new TreeSet<>(TABLES.keySet()), written);
    for (String table : written) {
      try (Stream<Path> files = Files.list(root.resolve(table))) {
        assertEquals(Set.of("access-patterns.md", "cloudformation.json", "schema.json", "terraform.tf.json",
                "versions.tf.json", "workbench.json"),
            files.map(p -> p.getFileName().toString()).collect(Collectors.toSet()), table);
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> cloudFormationPropertiesCreateTheGeneratedTable() {
    return TABLES.keySet().stream().sorted().map(table -> DynamicTest.dynamicTest(table, () -> {
      JsonNode template = read(table, "cloudformation.json");
      Map<String, JsonNode> resources = template.field("Resources").orElseThrow().asObject();
      assertEquals(1, resources.size());
      JsonNode resource = resources.values().iterator().next();
      assertEquals("AWS::DynamoDB::Table", resource.field("Type").orElseThrow().asString());
      JsonNode properties = resource.field("Properties").orElseThrow();
      assertEquals(table, properties.field("TableName").orElseThrow().asString());
      assertSameTable(table, fromCloudFormation(properties));
    }));
  }

  @TestFactory
  Stream<DynamicTest> terraformArgumentsCreateTheGeneratedTable() {
    return TABLES.keySet().stream().sorted().map(table -> DynamicTest.dynamicTest(table, () -> {
      Map<String, JsonNode> tables = read(table, "terraform.tf.json").field("resource").orElseThrow()
          .field("aws_dynamodb_table").orElseThrow().asObject();
      assertEquals(1, tables.size());
      JsonNode arguments = tables.values().iterator().next();
      assertEquals(table, arguments.field("name").orElseThrow().asString());
      assertSameTable(table, fromTerraform(arguments));
    }));
  }

  /**
   * Time to Live is not part of CreateTable (so the comparisons above cannot see it): the files name
   * the table's one TTL attribute, the same one the generated {@code enableExpiryRequest()} enables,
   * and only for the table that has {@code @ExpiresAt}.
   */
  @TestFactory
  Stream<DynamicTest> timeToLiveIsInTheFilesOfExactlyTheTableThatExpires() {
    return TABLES.keySet().stream().sorted().map(table -> DynamicTest.dynamicTest(table, () -> {
      JsonNode properties = read(table, "cloudformation.json").field("Resources").orElseThrow().asObject()
          .values().iterator().next().field("Properties").orElseThrow();
      JsonNode terraform = read(table, "terraform.tf.json").field("resource").orElseThrow()
          .field("aws_dynamodb_table").orElseThrow().asObject().values().iterator().next();
      JsonNode schemaTable = read(table, "schema.json").field("table").orElseThrow();
      if (table.equals("newsroom")) {
        // Its drafts expire too; the attribute is the table's one.
        assertEquals(io.partitura.it.streams.NewsroomTable.EXPIRY_ATTRIBUTE,
            schemaTable.field("timeToLiveAttribute").orElseThrow().asString());
        assertEquals(io.partitura.it.streams.NewsroomTable.EXPIRY_ATTRIBUTE,
            terraform.field("ttl").orElseThrow().field("attribute_name").orElseThrow().asString());
        return;
      }
      if (!table.equals("expiry")) {
        assertTrue(properties.field("TimeToLiveSpecification").isEmpty(), table);
        assertTrue(terraform.field("ttl").isEmpty(), table);
        assertTrue(schemaTable.field("timeToLiveAttribute").isEmpty(), table);
        return;
      }
      var enable = ExpiryTable.builder().client(client).build().enableExpiryRequest().timeToLiveSpecification();
      JsonNode cfn = properties.field("TimeToLiveSpecification").orElseThrow();
      assertEquals(enable.attributeName(), cfn.field("AttributeName").orElseThrow().asString());
      assertEquals(enable.enabled(), cfn.field("Enabled").orElseThrow().asBoolean());
      JsonNode ttl = terraform.field("ttl").orElseThrow();
      assertEquals(enable.attributeName(), ttl.field("attribute_name").orElseThrow().asString());
      assertEquals(enable.enabled(), ttl.field("enabled").orElseThrow().asBoolean());
      assertEquals(ExpiryTable.EXPIRY_ATTRIBUTE, schemaTable.field("timeToLiveAttribute").orElseThrow().asString());
      assertEquals("expiresAt", ExpiryTable.EXPIRY_ATTRIBUTE);
    }));
  }

  /**
   * The key templates of schema.json describe the keys the generated code writes: every key attribute
   * of every item stored through the fleet model (sharded collections, a sharded index, a local index)
   * matches its entity's template, with the shard in range.
   */
  @Test
  void schemaTemplatesMatchTheKeysTheGeneratedCodeWrites() throws IOException {
    String name = "fleet-" + UUID.randomUUID();
    FleetTable fleet = FleetTable.builder().client(client).tableName(name).build();
    fleet.createTable();
    Instant start = Instant.parse("2026-01-01T00:00:00Z");
    fleet.bigWorkspaces().put(new BigWorkspace("acme", "Acme"));
    fleet.smallWorkspaces().put(new SmallWorkspace("tiny", "Tiny"));
    for (int i = 0; i < 12; i++) {
      fleet.bigProjects().put(new BigProject("acme", "p" + i, "P" + i, Stage.values()[i % 3], start.plusSeconds(i)));
      fleet.smallProjects().put(new SmallProject("tiny", "q" + i, "Q" + i, Stage.values()[i % 3], start.plusSeconds(i)));
    }
    requests.reset();
    List<Map<String, AttributeValue>> items = client.scan(b -> b.tableName(name)).items();
    assertEquals(1, requests.total());
    assertEquals(26, items.size());

    JsonNode schema = read("fleet", "schema.json");
    String typeAttribute = schema.field("table").orElseThrow().field("typeAttribute").orElseThrow().asString();
    Map<String, JsonNode> entities = schema.field("entities").orElseThrow().asArray().stream()
        .collect(Collectors.toMap(e -> e.field("type").orElseThrow().asString(), e -> e));
    Set<String> checkedIndexKeys = new TreeSet<>();
    for (Map<String, AttributeValue> item : items) {
      JsonNode entity = entities.get(item.get(typeAttribute).s());
      assertNotNull(entity, "no entity for " + item);
      List<JsonNode> keys = new ArrayList<>(List.of(entity.field("partitionKey").orElseThrow(),
          entity.field("sortKey").orElseThrow()));
      for (JsonNode indexKey : entity.field("indexKeys").orElseThrow().asArray()) {
        indexKey.field("partitionKey").filter(k -> !k.isNull()).ifPresent(keys::add);
        keys.add(indexKey.field("sortKey").orElseThrow());
      }
      for (JsonNode key : keys) {
        String attribute = key.field("attribute").orElseThrow().asString();
        String template = key.field("template").orElseThrow().asString();
        assertTrue(item.containsKey(attribute), attribute + " missing from " + item);
        String value = item.get(attribute).s();
        java.util.regex.Matcher matcher = pattern(template).matcher(value);
        assertTrue(matcher.matches(), value + " does not match " + template);
        if (template.endsWith("{shard}")) {
          int shards = Integer.parseInt(key.field("shards").orElseThrow().asNumber());
          assertTrue(Integer.parseInt(matcher.group("shard")) < shards, value + " has a shard beyond " + shards);
        }
        checkedIndexKeys.add(item.get(typeAttribute).s() + " " + attribute + " " + template);
      }
    }
    // The sharded collection, the sharded index and the local index were all among the keys checked.
    assertTrue(checkedIndexKeys.contains("BigProject EntityRef WS#{workspaceId}#{shard}"), checkedIndexKeys.toString());
    assertTrue(checkedIndexKeys.contains("SmallProject GSI2PK UPROJ#{stage}#{shard}"), checkedIndexKeys.toString());
    assertTrue(checkedIndexKeys.contains("BigProject LSI1SK PROJ#{createdAt}#{EntityRef}#{Detail}"), checkedIndexKeys.toString());
    fleet.deleteTable();
  }

  /** {@code WS#{workspaceId}#{shard}} as a regular expression: literals quoted, a component one key part. */
  private static java.util.regex.Pattern pattern(String template) {
    StringBuilder regex = new StringBuilder();
    java.util.regex.Matcher placeholder = java.util.regex.Pattern.compile("\\{([A-Za-z0-9_]+)\\}").matcher(template);
    int at = 0;
    while (placeholder.find()) {
      regex.append(java.util.regex.Pattern.quote(template.substring(at, placeholder.start())));
      regex.append(placeholder.group(1).equals("shard") ? "(?<shard>[0-9]{2,})" : "[^#]+");
      at = placeholder.end();
    }
    regex.append(java.util.regex.Pattern.quote(template.substring(at)));
    return java.util.regex.Pattern.compile(regex.toString());
  }

  /** Creates the generated definition and the file's under two fresh names and compares their descriptions. */
  private static void assertSameTable(String table, CreateTableRequest.Builder fromFile) {
    String generatedName = table + "-generated-" + UUID.randomUUID();
    String fileName = table + "-file-" + UUID.randomUUID();
    requests.reset();
    CreateTableRequest declared = TABLES.get(table).apply(generatedName);
    client.createTable(declared);
    client.createTable(fromFile.tableName(fileName).build());
    TableDescription generated = client.describeTable(b -> b.tableName(generatedName)).table();
    TableDescription fromFileDescription = client.describeTable(b -> b.tableName(fileName)).table();
    assertEquals(4, requests.total());
    assertEquals(comparable(generated), comparable(fromFileDescription), table);
    // dynalite accepts a StreamSpecification but has no streams and DescribeTable omits it, so the files' stream is
    // compared with the generated request itself (ChangeEventsTest sees moto create it).
    assertEquals(declared.streamSpecification(), fromFile.build().streamSpecification(), table);
    client.deleteTable(b -> b.tableName(generatedName));
    client.deleteTable(b -> b.tableName(fileName));
  }

  /** What the issue asks to match: key schema, attribute definitions, indexes with projections, capacity, stream. */
  static String comparable(TableDescription table) {
    StringBuilder text = new StringBuilder();
    text.append("keys ").append(table.keySchema()).append('\n');
    text.append("attributes ").append(table.attributeDefinitions().stream()
        .sorted(Comparator.comparing(AttributeDefinition::attributeName)).toList()).append('\n');
    text.append("stream ").append(table.streamSpecification()).append('\n');
    text.append("billing ").append(table.billingModeSummary() == null ? "PROVISIONED"
        : table.billingModeSummary().billingModeAsString()).append('\n');
    text.append("throughput ").append(table.provisionedThroughput().readCapacityUnits()).append('/')
        .append(table.provisionedThroughput().writeCapacityUnits()).append('\n');
    table.globalSecondaryIndexes().stream()
        .sorted(Comparator.comparing(index -> index.indexName()))
        .forEach(index -> text.append("gsi ").append(index.indexName()).append(' ').append(index.keySchema())
            .append(' ').append(projection(index.projection())).append(' ')
            .append(index.provisionedThroughput().readCapacityUnits()).append('/')
            .append(index.provisionedThroughput().writeCapacityUnits()).append('\n'));
    table.localSecondaryIndexes().stream()
        .sorted(Comparator.comparing(index -> index.indexName()))
        .forEach(index -> text.append("lsi ").append(index.indexName()).append(' ').append(index.keySchema())
            .append(' ').append(projection(index.projection())).append('\n'));
    return text.toString();
  }

  private static String projection(Projection projection) {
    return projection.projectionTypeAsString() + " " + new TreeSet<>(projection.nonKeyAttributes());
  }

  // ---- CloudFormation Properties -> CreateTable, field by field as CloudFormation maps them

  private static CreateTableRequest.Builder fromCloudFormation(JsonNode properties) {
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .keySchema(cfnKeySchema(properties.field("KeySchema").orElseThrow()))
        .attributeDefinitions(properties.field("AttributeDefinitions").orElseThrow().asArray().stream()
            .map(a -> AttributeDefinition.builder()
                .attributeName(a.field("AttributeName").orElseThrow().asString())
                .attributeType(a.field("AttributeType").orElseThrow().asString()).build())
            .toList());
    properties.field("BillingMode").ifPresent(mode -> request.billingMode(mode.asString()));
    // CloudFormation enables a stream by giving its view type.
    properties.field("StreamSpecification").ifPresent(stream -> request.streamSpecification(s -> s.streamEnabled(true)
        .streamViewType(stream.field("StreamViewType").orElseThrow().asString())));
    properties.field("ProvisionedThroughput").ifPresent(t -> request.provisionedThroughput(cfnThroughput(t)));
    properties.field("GlobalSecondaryIndexes").ifPresent(indexes -> request.globalSecondaryIndexes(
        indexes.asArray().stream().map(index -> {
          GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder()
              .indexName(index.field("IndexName").orElseThrow().asString())
              .keySchema(cfnKeySchema(index.field("KeySchema").orElseThrow()))
              .projection(cfnProjection(index.field("Projection").orElseThrow()));
          index.field("ProvisionedThroughput").ifPresent(t -> gsi.provisionedThroughput(cfnThroughput(t)));
          return gsi.build();
        }).toList()));
    properties.field("LocalSecondaryIndexes").ifPresent(indexes -> request.localSecondaryIndexes(
        indexes.asArray().stream().map(index -> LocalSecondaryIndex.builder()
            .indexName(index.field("IndexName").orElseThrow().asString())
            .keySchema(cfnKeySchema(index.field("KeySchema").orElseThrow()))
            .projection(cfnProjection(index.field("Projection").orElseThrow()))
            .build()).toList()));
    return request;
  }

  private static List<KeySchemaElement> cfnKeySchema(JsonNode keys) {
    return keys.asArray().stream().map(key -> KeySchemaElement.builder()
        .attributeName(key.field("AttributeName").orElseThrow().asString())
        .keyType(key.field("KeyType").orElseThrow().asString()).build()).toList();
  }

  private static Projection cfnProjection(JsonNode projection) {
    Projection.Builder builder = Projection.builder()
        .projectionType(projection.field("ProjectionType").orElseThrow().asString());
    projection.field("NonKeyAttributes").ifPresent(attributes -> builder.nonKeyAttributes(strings(attributes)));
    return builder.build();
  }

  private static ProvisionedThroughput cfnThroughput(JsonNode throughput) {
    return ProvisionedThroughput.builder()
        .readCapacityUnits(Long.parseLong(throughput.field("ReadCapacityUnits").orElseThrow().asNumber()))
        .writeCapacityUnits(Long.parseLong(throughput.field("WriteCapacityUnits").orElseThrow().asNumber()))
        .build();
  }

  // ---- Terraform aws_dynamodb_table arguments -> CreateTable, as the AWS provider maps them

  private static CreateTableRequest.Builder fromTerraform(JsonNode table) {
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .keySchema(tfKeySchema(table.field("hash_key").orElseThrow().asString(),
            table.field("range_key").map(JsonNode::asString).orElse(null)))
        .attributeDefinitions(table.field("attribute").orElseThrow().asArray().stream()
            .map(a -> AttributeDefinition.builder()
                .attributeName(a.field("name").orElseThrow().asString())
                .attributeType(a.field("type").orElseThrow().asString()).build())
            .toList());
    if (table.field("stream_enabled").map(JsonNode::asBoolean).orElse(false)) {
      request.streamSpecification(s -> s.streamEnabled(true)
          .streamViewType(table.field("stream_view_type").orElseThrow().asString()));
    }
    String billing = table.field("billing_mode").map(JsonNode::asString).orElse("PROVISIONED");
    request.billingMode(billing);
    if (billing.equals("PROVISIONED")) {
      request.provisionedThroughput(tfThroughput(table));
    }
    table.field("global_secondary_index").ifPresent(indexes -> request.globalSecondaryIndexes(
        indexes.asArray().stream().map(index -> {
          GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder()
              .indexName(index.field("name").orElseThrow().asString())
              .keySchema(tfKeySchema(index.field("hash_key").orElseThrow().asString(),
                  index.field("range_key").map(JsonNode::asString).orElse(null)))
              .projection(tfProjection(index));
          if (billing.equals("PROVISIONED")) {
            gsi.provisionedThroughput(tfThroughput(index));
          }
          return gsi.build();
        }).toList()));
    table.field("local_secondary_index").ifPresent(indexes -> request.localSecondaryIndexes(
        indexes.asArray().stream().map(index -> LocalSecondaryIndex.builder()
            .indexName(index.field("name").orElseThrow().asString())
            .keySchema(tfKeySchema(table.field("hash_key").orElseThrow().asString(),
                index.field("range_key").orElseThrow().asString()))
            .projection(tfProjection(index))
            .build()).toList()));
    return request;
  }

  private static List<KeySchemaElement> tfKeySchema(String hashKey, String rangeKey) {
    List<KeySchemaElement> keys = new ArrayList<>();
    keys.add(KeySchemaElement.builder().attributeName(hashKey).keyType("HASH").build());
    if (rangeKey != null) {
      keys.add(KeySchemaElement.builder().attributeName(rangeKey).keyType("RANGE").build());
    }
    return keys;
  }

  private static Projection tfProjection(JsonNode index) {
    Projection.Builder builder = Projection.builder()
        .projectionType(index.field("projection_type").orElseThrow().asString());
    index.field("non_key_attributes").ifPresent(attributes -> builder.nonKeyAttributes(strings(attributes)));
    return builder.build();
  }

  private static ProvisionedThroughput tfThroughput(JsonNode arguments) {
    return ProvisionedThroughput.builder()
        .readCapacityUnits(Long.parseLong(arguments.field("read_capacity").orElseThrow().asNumber()))
        .writeCapacityUnits(Long.parseLong(arguments.field("write_capacity").orElseThrow().asNumber()))
        .build();
  }

  private static List<String> strings(JsonNode array) {
    return array.asArray().stream().map(JsonNode::asString).toList();
  }

  static JsonNode read(String table, String file) throws IOException {
    String path = "META-INF/partitura/" + table + "/" + file;
    try (InputStream in = SchemaFilesTest.class.getClassLoader().getResourceAsStream(path)) {
      assertNotNull(in, path + " is not on the class path");
      JsonNode node = JsonNode.parser().parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      assertTrue(node.isObject(), path);
      return node;
    }
  }
}
