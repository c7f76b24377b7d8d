package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.Card;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.inspect.InspectionReport;
import io.partitura.runtime.schema.ItemRecognition;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The inspector on uniqueness items {@code @Unique} itself wrote, in the transactions dynalite lacks (moto serves
 * them): three entities, each item counted as its entity's, and every uniqueness item as Partitura's own, none as
 * unmatched.
 */
class InspectorOnMotoTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(UniqueShopTable::createTableRequest);

  @Test
  void uniquenessItemsAreCountedAsPartiturasOwnNeverAsUnmatched(TestTable table) {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = table.server().newClient(requests)) {
      UniqueShopTable db = UniqueShopTable.builder().client(client).tableName(table.name()).build();
      db.customers().create(new Customer("c1", "Ann", "ann@example.com", 42));   // 2 uniqueness items
      db.customers().create(new Customer("c2", "Bob", "bob@example.com", null)); // 1
      db.cards().create(new Card("c1", "k1", "4111-1111", "work"));             // 1
      db.accounts().create(new Account("a1", "Ann's", "ann", 0));               // 1
      requests.reset();

      InspectionReport report = db.inspect().run();

      assertEquals(1, requests.count("Scan"), requests::toString);
      assertEquals(1, requests.total(), requests::toString);
      assertEquals(1, report.requests());
      assertEquals(4 + 5, report.itemsScanned());
      assertEquals(Map.of(Customer.class, 2L, Card.class, 1L, Account.class, 1L), report.perEntity());
      assertEquals(Map.of(ItemRecognition.OwnItem.UNIQUENESS, 5L), report.ownItems());
      assertTrue(report.unmatched().isEmpty(), () -> report.format());
      assertTrue(report.refused().isEmpty(), () -> report.format());
      assertTrue(report.format().matches("(?s).*\n  Partitura's own: uniqueness items +5\n.*"), report.format());
    }
  }
}
