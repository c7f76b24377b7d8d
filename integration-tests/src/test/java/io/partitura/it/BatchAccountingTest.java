package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.ledger.Branch;
import io.partitura.it.ledger.BranchRepository;
import io.partitura.it.ledger.LedgerTable;
import io.partitura.it.values.Reading;
import io.partitura.it.values.VaultTable;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.exceptions.BatchIncompleteException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.FaultInjectingInterceptor;
import io.partitura.testkit.RequestCounter;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A batch ends complete, or with a typed exception listing exactly the records (or keys) not written
 * (or not read), whatever stopped it: a failed request in a later chunk, leftovers of an earlier
 * chunk, chunks never sent. Faults are injected against dynalite, and what is stored is read back.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class BatchAccountingTest {
  private static RequestCounter requests;
  private static FaultInjectingInterceptor faults;
  private static LedgerTable ledger;
  private static VaultTable vault;

  @BeforeAll
  static void createTables(TestServer server) {
    requests = new RequestCounter();
    faults = new FaultInjectingInterceptor(7);
    var client = server.newClient(faults, requests);
    ledger = LedgerTable.builder().client(client).tableName("ledger-" + UUID.randomUUID()).build();
    ledger.createTable();
    vault = VaultTable.builder().client(client).tableName("vault-" + UUID.randomUUID()).build();
    vault.createTable();
  }

  @BeforeEach
  void reset() {
    faults.off();
    faults.resetCounts();
    requests.reset();
  }

  private static List<Branch> branches(String prefix, int count) {
    List<Branch> branches = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      branches.add(new Branch(String.format("%s-%03d", prefix, i), "City " + i));
    }
    return branches;
  }

  /** The branches stored now, read back without faults. */
  private static Set<Branch> stored(List<Branch> branches) {
    LedgerTable.BatchGet get = ledger.batchGet().consistency(ReadConsistency.STRONG);
    branches.forEach(b -> get.branch(b.branchId()));
    return new HashSet<>(get.execute().branches());
  }

  @Test
  void aServiceErrorOnChunk3Of4ListsExactlyTheRecordsOfChunks3And4() {
    List<Branch> branches = branches("fail3", 100); // 4 chunks of 25
    faults.failBatchCall(3);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, () -> ledger.putAll(branches));

    assertEquals(branches.subList(50, 100), e.unprocessed(), "chunk 3 (failed) and chunk 4 (never sent), in order");
    assertEquals(100, e.total());
    assertEquals("InternalServerError", e.awsErrorCode());
    assertTrue(e.getMessage().contains("50 of 100 writes were not applied"), e.getMessage());
    assertEquals(3, faults.batchCalls(), "chunk 4 was not sent after chunk 3 failed");
    assertEquals(2, requests.count("BatchWriteItem"), "the failed call never reached the server");
    faults.off();
    assertEquals(new HashSet<>(branches.subList(0, 50)), stored(branches), "the records not listed are stored");
  }

  @Test
  void withoutRetriesEarlierLeftoversAreListedWithTheFailedAndUnsentChunks() {
    List<Branch> branches = branches("left", 100);
    faults.unprocessed(1.0, 0.2).failBatchCall(3);

    BatchIncompleteException e = assertThrows(BatchIncompleteException.class,
        () -> ledger.putAll(branches, RetryPolicy.none()));
    faults.off();

    List<?> listed = e.unprocessed();
    assertEquals(faults.dropped() + 50, listed.size(), "leftovers of chunks 1 and 2, all of chunks 3 and 4");
    assertTrue(listed.containsAll(branches.subList(50, 100)));
    Set<Branch> stored = stored(branches);
    Set<Object> notStored = new HashSet<>(branches);
    notStored.removeAll(stored);
    assertEquals(notStored, new HashSet<>(listed), "listed is exactly what is not stored");
    assertEquals(100, stored.size() + listed.size());

    requests.reset();
    ledger.putAll(listed, RetryPolicy.none());
    assertEquals(new HashSet<>(branches), stored(branches), "writing exactly those completes the batch");
  }

  @Test
  void aServiceErrorInABatchGetListsTheKeysOfTheFailedAndUnsentChunksAndEarlierLeftovers() {
    List<Branch> branches = branches("read", 250); // 3 BatchGetItem chunks: 100, 100, 50
    ledger.putAll(branches);
    faults.resetCounts();
    requests.reset();
    faults.unprocessed(1.0, 0.1).failBatchCall(2);

    LedgerTable.BatchGet get = ledger.batchGet().retryPolicy(RetryPolicy.none());
    branches.forEach(b -> get.branch(b.branchId()));
    BatchIncompleteException e = assertThrows(BatchIncompleteException.class, get::execute);
    faults.off();

    List<Map<String, AttributeValue>> expected = new ArrayList<>();
    for (Branch b : branches.subList(100, 250)) {
      expected.add(BranchRepository.Codec.primaryKey(b.branchId()));
    }
    List<?> listed = e.unprocessed();
    assertEquals(faults.dropped() + 150, listed.size(), "leftovers of chunk 1, all of chunks 2 and 3");
    assertTrue(listed.containsAll(expected));
    assertEquals("InternalServerError", e.awsErrorCode());
    assertEquals(1, requests.count("BatchGetItem"));
  }

  @Test
  void aRecordDynamoDbWouldRefuseStopsTheBatchBeforeTheFirstChunk() {
    List<Reading> readings = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      readings.add(Reading.of("refuse-" + i, "fine"));
    }
    readings.set(80, new Reading("refuse-80", new BigDecimal("1E+126"), 0, null, null, null, null, null, null, 0,
        false, null, null));

    InvalidValueException e = assertThrows(InvalidValueException.class, () -> vault.putAll(readings));

    assertTrue(e.getMessage().contains("'amount'"), e.getMessage());
    assertEquals(0, requests.total(), "no chunk was sent");
    assertTrue(vault.readings().get("refuse-0").isEmpty());
  }
}
