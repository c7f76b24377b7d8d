package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.market.Customer;
import io.partitura.it.market.MarketTable;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** createTableIfMissing(): a development app restarted against the same server finds its table and its items. */
@ExtendWith(DynaliteExtension.class)
class CreateTableIfMissingTest {

  @Test
  void theFirstCallCreatesTheTableAndARestartKeepsItAndItsItems(DynaliteServer server) {
    String name = "market-" + UUID.randomUUID();
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = server.newClient(requests)) {
      MarketTable market = MarketTable.builder().client(client).tableName(name).build();

      assertTrue(market.createTableIfMissing());
      // CreateTable, then DescribeTable until the table is ACTIVE: once on a quiet machine, more while the
      // server is still creating it.
      List<String> sent = requests.operations();
      assertEquals("CreateTable", sent.get(0));
      assertTrue(sent.size() >= 2, sent.toString());
      assertEquals(List.of("DescribeTable"), sent.subList(1, sent.size()).stream().distinct().toList(), sent.toString());
      market.customers().put(new Customer("c1", "Ana", false));

      requests.reset();
      MarketTable restarted = MarketTable.builder().client(client).tableName(name).build();
      assertFalse(restarted.createTableIfMissing());
      // The refused CreateTable (ResourceInUseException), then one DescribeTable that finds it ACTIVE.
      assertEquals(List.of("CreateTable", "DescribeTable"), requests.operations());
      assertEquals(Optional.of(new Customer("c1", "Ana", false)), restarted.customers().get("c1", ReadConsistency.STRONG));
    }
  }

  @Test
  void aTableOfThatNameWithAnotherKeyIsRefusedAndLeftAsItIs(DynaliteServer server) {
    String name = "market-" + UUID.randomUUID();
    try (DynamoDbClient client = server.newClient()) {
      client.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
          .attributeDefinitions(AttributeDefinition.builder().attributeName("id").attributeType(ScalarAttributeType.S).build())
          .keySchema(KeySchemaElement.builder().attributeName("id").keyType(KeyType.HASH).build()));
      MarketTable market = MarketTable.builder().client(client).tableName(name).build();

      InvalidConfigurationException e = assertThrows(InvalidConfigurationException.class, market::createTableIfMissing);
      assertEquals("createTableIfMissing: table " + name + " exists with another layout than this schema's: its key is"
          + " (id HASH), the schema's is (PK HASH, SK RANGE). Nothing was changed; point the table at another name,"
          + " or migrate the table (README, \"Changing a schema safely\").", e.getMessage());
      assertEquals(List.of("id"), client.describeTable(b -> b.tableName(name)).table().keySchema().stream()
          .map(KeySchemaElement::attributeName).toList());
    }
  }
}
