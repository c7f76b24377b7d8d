package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.locking.LockingTable;
import io.partitura.it.locking.Tally;
import io.partitura.it.locking.TallyRepository;
import io.partitura.it.locking.Vault;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.CancelledTransactionException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Optimistic locking inside transactions, sent to moto (dynalite has no TransactWriteItems): a
 * transaction's partial update reads the version attribute and its largest value from the table
 * definition, as the repository's update does, and a versioned put checks the version it was read at.
 * Each test runs the transaction and the single write side by side on items of its own, and asserts
 * what is stored, what is thrown and the requests sent. The rest of optimistic locking is
 * {@link LockingTest}, on dynalite.
 */
class LockingTransactionsTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerClass(LockingTable::createTableRequest);

  private static String table;
  private static RequestCounter requests;
  private static LockingTable locking;
  private static DynamoDbClient raw;
  /** The same table, written and read behind the counted client's back. */
  private static LockingTable unseen;

  @BeforeAll
  static void connect(TestTable testTable) {
    table = testTable.name();
    requests = new RequestCounter();
    locking = LockingTable.builder().client(testTable.server().newClient(requests)).tableName(table).build();
    raw = testTable.server().newClient();
    unseen = LockingTable.builder().client(raw).tableName(table).build();
  }

  @AfterAll
  static void close() {
    raw.close();
    locking.tableClient().dynamoDbClient().close();
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  private static Optional<Tally> storedTally(String tallyId) {
    return unseen.tallies().get(tallyId, ReadConsistency.STRONG);
  }

  @Test
  void aTransactionsPartialUpdateChecksAndIncrementsTheVersionAsTheRepositorysUpdateDoes() {
    unseen.tallies().create(new Tally("tx-t1", "one", 0));
    unseen.tallies().create(new Tally("alone-t1", "one", 0));

    locking.transaction().updateTally("tx-t1", u -> u.label("two").expectVersion(1)).execute();
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(new Tally("alone-t1", "two", 2),
        locking.tallies().update("alone-t1").label("two").expectVersion(1).apply());

    assertEquals(Optional.of(new Tally("tx-t1", "two", 2)), storedTally("tx-t1"));
    assertEquals(Optional.of(new Tally("alone-t1", "two", 2)), storedTally("alone-t1"));
    // Without expectVersion the version is still incremented.
    requests.reset();
    locking.transaction().updateTally("tx-t1", u -> u.label("three")).execute();
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertEquals(Optional.of(new Tally("tx-t1", "three", 3)), storedTally("tx-t1"));
  }

  @Test
  void aTransactionsPartialUpdateAtAStaleVersionWritesNothingAndNamesBothVersions() {
    unseen.tallies().put(unseen.tallies().create(new Tally("stale-t1", "one", 0)));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> locking.transaction().updateTally("stale-t1", u -> u.label("two").expectVersion(1)).execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(0).refusal());
    assertEquals(1, stale.expectedVersion());
    assertEquals(2L, stale.storedVersion());
    StaleVersionException alone = assertThrows(StaleVersionException.class,
        () -> locking.tallies().update("stale-t1").label("two").expectVersion(1).apply());
    assertEquals(2L, alone.storedVersion());
    assertEquals(Optional.of(new Tally("stale-t1", "one", 2)), storedTally("stale-t1"));
  }

  @Test
  void aTransactionsPartialUpdatePastTheLargestIntVersionWritesNothing() {
    Tally full = new Tally("full-t1", "before", Integer.MAX_VALUE);
    raw.putItem(b -> b.tableName(table).item(TallyRepository.Codec.INSTANCE.toItem(full)));

    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> locking.transaction().updateTally("full-t1", u -> u.label("after")).execute());

    // One request: the stored item came back with the cancellation (ALL_OLD), so nothing is read to tell why.
    assertEquals(List.of("TransactWriteItems"), requests.operations());
    VersionOverflowException overflow = assertInstanceOf(VersionOverflowException.class,
        cancelled.reasons().get(0).refusal());
    assertTrue(overflow.getMessage().contains(String.valueOf(Integer.MAX_VALUE)), overflow.getMessage());
    assertEquals(full, cancelled.reasons().get(0).storedRecord(Tally.class).orElseThrow());
    assertThrows(VersionOverflowException.class, () -> locking.tallies().update("full-t1").label("after").apply());
    assertEquals(Optional.of(full), storedTally("full-t1"));
  }

  @Test
  void aTransactionsPartialUpdateOfAMissingItemWritesNothing() {
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> locking.transaction().updateTally("missing-t1", u -> u.label("x")).execute());

    assertEquals(List.of("TransactWriteItems"), requests.operations());
    assertInstanceOf(ItemNotFoundException.class, cancelled.reasons().get(0).refusal());
    assertEquals(Optional.empty(), storedTally("missing-t1"));
  }

  @Test
  void aTransactionsVersionedPutWritesOnlyOverTheVersionItWasReadAt() {
    Vault read = unseen.vaults().create(new Vault("put-v1", "Ann", 10, 0));

    locking.transaction().put(new Vault("put-v1", "Ann", 20, read.version())).execute();
    CancelledTransactionException cancelled = assertThrows(CancelledTransactionException.class,
        () -> locking.transaction().put(new Vault("put-v1", "Bob", 30, read.version())).execute());

    assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), requests.operations());
    StaleVersionException stale = assertInstanceOf(StaleVersionException.class, cancelled.reasons().get(0).refusal());
    assertEquals(1, stale.expectedVersion());
    assertEquals(2L, stale.storedVersion());
    assertEquals(Optional.of(new Vault("put-v1", "Ann", 20, 2)), unseen.vaults().get("put-v1", ReadConsistency.STRONG));
  }
}
