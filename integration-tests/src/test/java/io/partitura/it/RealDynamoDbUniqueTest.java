package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.unique.Account;
import io.partitura.it.unique.Customer;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.UniqueValueTakenException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code @Unique} against real Amazon DynamoDB, for what dynalite lacks: TransactWriteItems. Opt-in:
 * runs only when {@code PARTITURA_REAL_DYNAMODB=1} and the SDK's default chains find credentials and a
 * region; skipped otherwise. It creates a pay-per-request table with a random name and deletes it afterwards.
 *
 * <pre>PARTITURA_REAL_DYNAMODB=1 AWS_REGION=eu-west-1 mvn -pl integration-tests -am verify \
 *     -Dtest=RealDynamoDbUniqueTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
class RealDynamoDbUniqueTest {
  private static DynamoDbClient client;
  private static UniqueShopTable db;

  @BeforeAll
  static void createTable() {
    Assumptions.assumeTrue("1".equals(System.getenv("PARTITURA_REAL_DYNAMODB")),
        "set PARTITURA_REAL_DYNAMODB=1 (and AWS credentials) to run against real DynamoDB");
    try {
      DefaultCredentialsProvider.builder().build().resolveCredentials();
      client = DynamoDbClient.create();
    } catch (SdkException e) {
      Assumptions.abort("no AWS credentials or region: " + e.getMessage());
    }
    db = UniqueShopTable.builder().client(client).tableName("partitura-unique-" + UUID.randomUUID()).build();
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

  @Test
  void aSecondCustomerCannotTakeAnEmailAndNothingOfItIsWritten() {
    db.customers().create(new Customer("a1", "Ann", "ann@example.com", 1));

    UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
        () -> db.customers().create(new Customer("a2", "Another Ann", "ann@example.com", 2)));

    assertEquals("email", taken.component());
    assertTrue(db.customers().get("a2", ReadConsistency.STRONG).isEmpty());
    assertTrue(db.customers().findByLoyaltyNumber(2, ReadConsistency.STRONG).isEmpty(), "the second value was not taken either");
    assertEquals("a1", db.customers().findByEmail("ann@example.com", ReadConsistency.STRONG).orElseThrow().customerId());
  }

  @Test
  void changingTheEmailMovesItsUniquenessItem() {
    db.customers().create(new Customer("m1", "Bo", "bo@example.com", null));

    db.customers().update("m1").email("bo@new.example.com").apply();

    assertTrue(db.customers().findByEmail("bo@example.com", ReadConsistency.STRONG).isEmpty());
    assertEquals("m1", db.customers().findByEmail("bo@new.example.com", ReadConsistency.STRONG).orElseThrow().customerId());
    db.customers().create(new Customer("m2", "Other Bo", "bo@example.com", null));
    assertEquals("m2", db.customers().findByEmail("bo@example.com", ReadConsistency.STRONG).orElseThrow().customerId());
  }

  @Test
  void replaceAndDeleteReleaseTheValues() {
    db.customers().create(new Customer("r1", "Cy", "cy@example.com", 30));
    db.customers().update(new Customer("r1", "Cy", null, 31));

    assertTrue(db.customers().findByEmail("cy@example.com", ReadConsistency.STRONG).isEmpty());
    assertTrue(db.customers().delete("r1"));
    assertTrue(db.customers().findByLoyaltyNumber(31, ReadConsistency.STRONG).isEmpty());
    db.customers().create(new Customer("r2", "Di", "cy@example.com", 31));
  }

  @Test
  void aVersionedAccountMovesItsHandleAndAStalePutWritesNothing() {
    Account created = db.accounts().create(new Account("va1", "Eve", "eve", 0));
    Account moved = db.accounts().put(new Account("va1", "Eve", "eve2", created.version()));

    assertEquals(2, moved.version());
    assertTrue(db.accounts().findByHandle("eve", ReadConsistency.STRONG).isEmpty());
    StaleVersionException stale = assertThrows(StaleVersionException.class,
        () -> db.accounts().put(new Account("va1", "Eve", "eve3", created.version())));
    assertEquals(2L, stale.storedVersion());
    assertTrue(db.accounts().findByHandle("eve3", ReadConsistency.STRONG).isEmpty(), "the stale put took nothing");
    assertEquals(moved, db.accounts().findByHandle("eve2", ReadConsistency.STRONG).orElseThrow());

    assertTrue(db.accounts().delete(moved));
    assertTrue(db.accounts().findByHandle("eve2", ReadConsistency.STRONG).isEmpty());
    db.accounts().create(new Account("va2", "Other Eve", "eve2", 0));
  }

  @Test
  void ofConcurrentCreatesWithOneEmailExactlyOneWins() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(8);
    try {
      List<Future<Boolean>> attempts = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        String id = "race" + i;
        attempts.add(pool.submit(() -> {
          try {
            db.customers().create(new Customer(id, "Racer", "race@example.com", null));
            return true;
          } catch (UniqueValueTakenException | CancelledTransactionException lost) {
            return false;
          }
        }));
      }
      int won = 0;
      for (Future<Boolean> attempt : attempts) {
        won += attempt.get() ? 1 : 0;
      }
      assertEquals(1, won);
      assertFalse(db.customers().findByEmail("race@example.com", ReadConsistency.STRONG).isEmpty());
    } finally {
      pool.shutdownNow();
    }
  }
}
