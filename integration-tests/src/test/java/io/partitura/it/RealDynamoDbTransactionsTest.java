package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.market.Customer;
import io.partitura.it.market.MarketTable;
import io.partitura.it.market.Order;
import io.partitura.it.market.Product;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ParentNotFoundException;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Against real Amazon DynamoDB, for what dynalite lacks: TransactWriteItems and TransactGetItems.
 * Opt-in: runs only when {@code PARTITURA_REAL_DYNAMODB=1} and the SDK's default chains find
 * credentials and a region; skipped otherwise. It creates a pay-per-request table with a random name
 * and deletes it afterwards.
 *
 * <pre>PARTITURA_REAL_DYNAMODB=1 AWS_REGION=eu-west-1 mvn -pl integration-tests -am verify \
 *     -Dtest=RealDynamoDbTransactionsTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
class RealDynamoDbTransactionsTest {
  private static DynamoDbClient client;
  private static RequestCounter requests;
  private static MarketTable db;

  @BeforeAll
  static void createTable() {
    Assumptions.assumeTrue("1".equals(System.getenv("PARTITURA_REAL_DYNAMODB")),
        "set PARTITURA_REAL_DYNAMODB=1 (and AWS credentials) to run against real DynamoDB");
    requests = new RequestCounter();
    try {
      DefaultCredentialsProvider.builder().build().resolveCredentials();
      client = DynamoDbClient.builder()
          .overrideConfiguration(c -> c.addExecutionInterceptor(requests))
          .build();
    } catch (SdkException e) {
      Assumptions.abort("no AWS credentials or region: " + e.getMessage());
    }
    db = MarketTable.builder().client(client).tableName("partitura-market-" + UUID.randomUUID()).build();
    db.createTable();
  }

  @AfterAll
  static void deleteTable() {
    if (db != null) {
      db.deleteTable();
    }
    if (client != null) {
      client.close();
    }
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static String id(String prefix) {
    return prefix + "-" + UUID.randomUUID();
  }

  @Test
  void anOrderIsPlacedStockTakenAndTheCustomerCheckedInOneTransaction() {
    String customer = id("c");
    String product = id("p");
    db.customers().create(new Customer(customer, "Ann", false));
    db.products().create(new Product(product, "lamp", 2, 0));
    requests.reset();

    db.transaction()
        .create(new Order(customer, "o1", product, 1))
        .updateProduct(product, u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .checkCustomer(customer, c -> c.blocked().is(false))
        .idempotencyToken(UUID.randomUUID().toString())
        .execute();

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(Optional.of(new Order(customer, "o1", product, 1)), db.orders().get(customer, "o1", ReadConsistency.STRONG));
    assertEquals(Optional.of(new Product(product, "lamp", 1, 2)), db.products().get(product, ReadConsistency.STRONG));
  }

  @Test
  void aCancelledTransactionWritesNothingAndNamesTheFailedActionWithTheStoredItem() {
    String customer = id("c");
    String product = id("p");
    db.customers().create(new Customer(customer, "Ann", false));
    Product soldOut = db.products().create(new Product(product, "lamp", 0, 0));
    requests.reset();

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class, () -> db.transaction()
        .create(new Order(customer, "o1", product, 1))
        .updateProduct(product, u -> u.stockAdd(-1).when(c -> c.stock().atLeast(1L)))
        .execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals("None", cancelled.reasons().get(0).code());
    assertEquals("ConditionalCheckFailed", cancelled.reasons().get(1).code());
    assertEquals(soldOut, cancelled.reasons().get(1).storedRecord(Product.class).orElseThrow());
    assertInstanceOf(ConditionFailedException.class, cancelled.reasons().get(1).refusal());
    assertEquals(Optional.empty(), db.orders().get(customer, "o1", ReadConsistency.STRONG));
  }

  @Test
  void transactGetReadsTypedRecords() {
    String customer = id("c");
    String product = id("p");
    Customer ann = new Customer(customer, "Ann", false);
    db.customers().create(ann);
    Product lamp = db.products().create(new Product(product, "lamp", 3, 0));
    requests.reset();

    MarketTable.BatchGetResult found = db.transactGet().customer(customer).product(product).product(id("missing")).execute();

    assertEquals(List.of("TransactGetItems"), requests.operations());
    assertEquals(List.of(ann), found.customers());
    assertEquals(List.of(lamp), found.products());
  }

  @Test
  void createUnderTellsAMissingParentFromATakenChildKey() {
    String customer = id("c");
    Order order = new Order(customer, "o1", "p", 1);

    ParentNotFoundException missing = assertThrows(ParentNotFoundException.class, () -> db.orders().createUnder(order));
    assertTrue(missing.parentKey().contains(customer), missing.getMessage());
    assertEquals(Optional.empty(), db.orders().get(customer, "o1", ReadConsistency.STRONG));

    db.customers().create(new Customer(customer, "Ann", false));
    requests.reset();
    db.orders().createUnder(order);
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(Optional.of(order), db.orders().get(customer, "o1", ReadConsistency.STRONG));

    assertThrows(ItemAlreadyExistsException.class, () -> db.orders().createUnder(order));
  }
}
