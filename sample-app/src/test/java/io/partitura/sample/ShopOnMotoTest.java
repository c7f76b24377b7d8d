package io.partitura.sample;

import static io.partitura.sample.PrintedRun.lineRows;
import static io.partitura.sample.PrintedRun.orderRows;
import static io.partitura.sample.PrintedRun.requestsSent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.sample.shop.ShopTable;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The shop story with {@code --server moto}: moto runs TransactWriteItems, so the transaction, createUnder and
 * the unique barcode are sent, and the story reads back what they stored. The same story against a moto behind
 * {@code --endpoint}, with {@code --keep}, leaves its table for this test to read.
 */
@ExtendWith(MotoExtension.class)
class ShopOnMotoTest {
  private static final String BARCODE = ShopStory.LAMP.barcode();

  private static PrintedRun run;

  @BeforeAll
  static void runTheShopStoryOnMoto() {
    run = PrintedRun.of("--server", "moto", "--story", "shop");
  }

  @Test
  void startsMotoPlaysTheShopStoryToTheEndAndStopsMoto() {
    assertEquals(0, run.exitCode, run::describe);
    assertTrue(run.output.startsWith("Backend:  starting moto ("), run.output);
    assertFalse(run.output.contains("has no TransactWriteItems"), run.output);
    assertFalse(run.output.contains("not sent"), run.output);
    assertEquals(17, run.steps.get("shop").size(), () -> "steps: " + run.steps.get("shop").keySet());
    assertTrue(run.output.contains("Deleted table shop-sample-"), run.output);
    assertTrue(run.output.contains("Stopped moto at http://127.0.0.1:"), run.output);
    // every step's count is in the summary
    int number = 0;
    for (Map.Entry<String, String> step : run.steps.get("shop").entrySet()) {
      number++;
      int requests = requestsSent(step.getValue());
      Pattern line = Pattern.compile("^ *" + number + "  " + Pattern.quote(step.getKey()) + " +\\S+ +" + requests + " ",
          Pattern.MULTILINE);
      assertTrue(line.matcher(run.summary("shop")).find(), () -> step.getKey() + ":\n" + run.summary("shop"));
    }
  }

  @Test
  void theTransactionIsSentAndItsOrderAndLinesAreStored() {
    String transaction = run.step("shop", "Place order o-0021 with its 2 lines in one transaction");
    assertTrue(transaction.lines().findFirst().orElseThrow().endsWith("in one transaction — TransactWriteItems"),
        transaction);
    assertEquals(1, requestsSent(transaction));
    assertTrue(transaction.contains(".checkCustomer(\"c1\", c -> c.customerId().exists()).execute()"), transaction);
    assertTrue(transaction.contains("[3] ConditionCheck"), transaction);
    assertTrue(transaction.contains("(TransactWriteItems, 4 items,"), transaction);

    String stored = run.step("shop", "Load order o-0021 with its lines: what the transaction and createUnder stored");
    assertEquals(1, requestsSent(stored));
    assertTrue(stored.contains("ConsistentRead             true"), stored);
    assertEquals(List.of("o-0021"), orderRows(stored).stream().map(r -> r[1]).toList());
    assertEquals(List.of("o-0021/1", "o-0021/2", "o-0021/3"), lineRows(stored));
    assertTrue(stored.contains("stored: order o-0021 with 3 lines"), stored);
  }

  @Test
  void createUnderWritesALineUnderAnExistingOrderAndRefusesOneUnderAMissingOrder() {
    String added = run.step("shop", "Add line 3 to order o-0021 with createUnder");
    assertEquals(1, requestsSent(added));
    assertTrue(added.contains("(TransactWriteItems, 2 items,"), added);
    assertEquals(List.of("o-0021/3"), lineRows(added));

    String refused = run.step("shop", "Add a line to order o-0099, which does not exist, with createUnder");
    assertEquals(1, requestsSent(refused));
    assertTrue(refused.contains("refused with ParentNotFoundException:"), refused);
    assertTrue(refused.contains("no parent item exists at PK=\"CUST#c1\", SK=\"ORDER#o-0099\""), refused);
    assertFalse(refused.contains("UNEXPECTED"), refused);
  }

  @Test
  void aBarcodeIsTakenByTheFirstProductAndRefusedToTheSecond(MotoServer moto) {
    String created = run.step("shop", "Create product lamp with its unique barcode");
    assertEquals(1, requestsSent(created));
    assertTrue(created.contains("\"PK\": \"UNIQ#Product.barcode#" + BARCODE + "\"")
        && created.contains("\"ownerPartitionKey\": \"PROD#lamp\""), created);
    // what create sent is what db.transaction().create(product).describe() shows where it is not sent
    try (DynamoDbClient client = moto.newClient()) {
      String table = created.substring(created.indexOf("TransactWriteItems shop-sample-") + "TransactWriteItems ".length());
      table = table.substring(0, table.indexOf('\n'));
      String described = ShopTable.builder().client(client).tableName(table).build()
          .transaction().create(ShopStory.LAMP).describe().toString();
      assertTrue(created.contains(described.replace("\n", "\n     ")), () -> "sent:\n" + created + "\ndescribed:\n" + described);
    }

    String again = run.step("shop", "Create product lamp-xl with the same barcode");
    assertEquals(1, requestsSent(again));
    assertTrue(again.contains("refused with UniqueValueTakenException:"), again);
    assertTrue(again.contains("Product.barcode \"" + BARCODE + "\" is already taken by another Product"), again);
    assertTrue(again.contains("(TransactWriteItems, 0 items,"), again);

    String found = run.step("shop", "Find the product by its barcode, and look for lamp-xl");
    assertEquals(3, requestsSent(found), "the uniqueness item, its owner, and lamp-xl");
    assertTrue(Pattern.compile("^ +lamp +Desk lamp +" + BARCODE + " +39\\.00$", Pattern.MULTILINE).matcher(found).find(),
        found);
    assertTrue(found.contains("barcode " + BARCODE + ": held by lamp"), found);
    assertTrue(found.contains("product lamp-xl: none (Optional.empty)"), found);
  }

  /** The story against moto through --endpoint, kept: its table holds what the writes stored, read here with a Scan. */
  @Test
  void whatTheStoryStoredOnMotoIsInItsTable(MotoServer moto) {
    PrintedRun kept = PrintedRun.of("--endpoint", moto.endpoint().toString(), "--story", "shop", "--keep",
        "--table", "kept-" + System.nanoTime());
    assertEquals(0, kept.exitCode, kept::describe);
    assertEquals(17, kept.steps.get("shop").size(), "an endpoint that runs transactions gets them sent");
    String table = kept.output.substring(kept.output.indexOf("Kept table ") + "Kept table ".length()).split(" ")[0];

    Set<String> keys = new TreeSet<>();
    Map<String, AttributeValue> lamp = null;
    Map<String, AttributeValue> uniqueness = null;
    try (DynamoDbClient client = moto.newClient()) {
      for (Map<String, AttributeValue> item : client.scanPaginator(b -> b.tableName(table)).items()) {
        String key = item.get("PK").s() + " " + item.get("SK").s();
        keys.add(key);
        if (key.equals("PROD#lamp META")) {
          lamp = item;
        } else if (key.startsWith("UNIQ#")) {
          uniqueness = item;
        }
      }
    }
    // 64 written, 14 of c2 deleted; the transaction's order and 2 lines, createUnder's line, lamp and its barcode
    assertEquals(64 - 14 + 3 + 1 + 2, keys.size(), keys::toString);
    assertTrue(keys.containsAll(List.of("CUST#c1 ORDER#o-0021", "CUST#c1 ORDER#o-0021#LINE#0000000001",
        "CUST#c1 ORDER#o-0021#LINE#0000000002", "CUST#c1 ORDER#o-0021#LINE#0000000003")), keys::toString);
    assertTrue(keys.stream().noneMatch(k -> k.contains("o-0099") || k.contains("lamp-xl") || k.startsWith("CUST#c2 ")),
        keys::toString);
    assertEquals(BARCODE, lamp.get("barcode").s());
    assertEquals("UNIQ#Product.barcode#" + BARCODE, uniqueness.get("PK").s());
    assertEquals("PROD#lamp", uniqueness.get("ownerPartitionKey").s());
  }
}
