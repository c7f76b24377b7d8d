package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.locking.Badge;
import io.partitura.it.locking.BadgeRepository;
import io.partitura.it.locking.Holding;
import io.partitura.it.locking.LockingTable;
import io.partitura.it.locking.Seal;
import io.partitura.it.locking.Stamp;
import io.partitura.it.locking.StampRepository;
import io.partitura.it.locking.Tally;
import io.partitura.it.locking.TallyRepository;
import io.partitura.it.locking.Tier;
import io.partitura.it.locking.Vault;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.exceptions.VersionedBatchWriteException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Optimistic locking on deletes, updates that the record refuses, and items no record can be built
 * from, through the generated API against dynalite. Optimistic locking inside transactions is
 * {@link LockingTransactionsTest}, on moto.
 */
@ExtendWith(DynaliteExtension.class)
class LockingTest {
  private static final String TABLE = "locking-" + UUID.randomUUID();
  private static final List<String> TAGS = List.of("first", "second");

  private static RequestCounter requests;
  private static LockingTable locking;
  /** The same table through another client, for writes the tests make behind the first one's back. */
  private static LockingTable other;
  private static DynamoDbClient raw;
  /** Run once, synchronously, right after the next UpdateItem's response arrives (before it is decoded). */
  private static volatile Runnable afterNextUpdate;

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    locking = LockingTable.builder()
        .client(server.newClient(requests))
        .tableName(TABLE)
        .listener(event -> {
          Runnable hook = afterNextUpdate;
          if (hook != null && event.requestKind().equals("UpdateItem")) {
            afterNextUpdate = null;
            hook.run();
          }
        })
        .build();
    locking.createTable();
    raw = server.newClient();
    other = LockingTable.builder().client(raw).tableName(TABLE).build();
  }

  @BeforeEach
  void reset() {
    requests.reset();
    afterNextUpdate = null;
  }

  // ---- Optimistic locking covers deletes

  @Test
  void aBatchDeleteOfAVersionedRecordIsRefusedBeforeAnyRequest() {
    Vault v1 = locking.vaults().create(new Vault("batch-delete", "Ann", 10, 0));
    Vault v2 = locking.vaults().put(new Vault("batch-delete", "Ann", 20, v1.version()));
    requests.reset();

    VersionedBatchWriteException refused = assertThrows(VersionedBatchWriteException.class,
        () -> locking.deleteAll(List.of(v1)));

    assertTrue(refused.getMessage().contains("vaults().delete(vault)"), refused.getMessage());
    assertEquals(0, requests.total());
    assertEquals(Optional.of(v2), locking.vaults().get("batch-delete", ReadConsistency.STRONG));
  }

  @Test
  void aBatchPutOfAVersionedRecordIsRefusedWithATypedException() {
    VersionedBatchWriteException refused = assertThrows(VersionedBatchWriteException.class,
        () -> locking.putAll(List.of(new Badge("batch-put", "Ann", Tier.GOLD, TAGS),
            new Vault("batch-put", "Ann", 1, 0))));

    assertTrue(refused.getMessage().contains("vaults().put(vault)"), refused.getMessage());
    assertEquals(0, requests.total());
    assertEquals(Optional.empty(), locking.badges().get("batch-put", ReadConsistency.STRONG));
  }

  @Test
  void aDeleteAtAStaleVersionDeletesNothingAndNamesBothVersions() {
    Vault v1 = locking.vaults().create(new Vault("stale-delete", "Ann", 10, 0));
    Vault v2 = locking.vaults().put(new Vault("stale-delete", "Ann", 20, v1.version()));
    requests.reset();

    StaleVersionException byKey = assertThrows(StaleVersionException.class,
        () -> locking.vaults().delete("stale-delete", v1.version()));
    assertEquals(1, byKey.expectedVersion());
    assertEquals(2L, byKey.storedVersion());
    // The refused DeleteItem, then one consistent GetItem to name the stored version.
    assertEquals(List.of("DeleteItem", "GetItem"), requests.operations());

    StaleVersionException byRecord = assertThrows(StaleVersionException.class, () -> locking.vaults().delete(v1));
    assertEquals(1, byRecord.expectedVersion());
    assertEquals(Optional.of(v2), locking.vaults().get("stale-delete", ReadConsistency.STRONG));
  }

  @Test
  void aDeleteAtTheStoredVersionDeletesTheItemInOneRequest() {
    Vault v1 = locking.vaults().create(new Vault("fresh-delete", "Ann", 10, 0));
    Vault v2 = locking.vaults().put(new Vault("fresh-delete", "Ann", 20, v1.version()));
    requests.reset();

    assertTrue(locking.vaults().delete(v2));

    assertEquals(List.of("DeleteItem"), requests.operations());
    assertEquals(Optional.empty(), locking.vaults().get("fresh-delete", ReadConsistency.STRONG));
  }

  @Test
  void aVersionedDeleteOfAMissingItemReturnsFalse() {
    assertFalse(locking.vaults().delete("never-stored", 3));
    assertEquals(List.of("DeleteItem"), requests.operations());
  }

  @Test
  void theDeleteByKeyAloneStillDeletesWhateverVersionIsStored() {
    Vault v1 = locking.vaults().create(new Vault("any-version", "Ann", 10, 0));
    locking.vaults().put(new Vault("any-version", "Ann", 20, v1.version()));

    assertTrue(locking.vaults().delete("any-version"));

    assertEquals(Optional.empty(), locking.vaults().get("any-version", ReadConsistency.STRONG));
  }

  @Test
  void creatingATakenVersionedKeyAdvisesReadingTheStoredVersion() {
    locking.vaults().create(new Vault("taken", "Ann", 10, 0));

    ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
        () -> locking.vaults().create(new Vault("taken", "Bob", 0, 0)));

    assertFalse(taken.getMessage().contains("put(...) to overwrite"), taken.getMessage());
    assertTrue(taken.getMessage().contains("get(...)"), taken.getMessage());
  }

  @Test
  void linkingATakenVersionedEdgeAdvisesReadingTheStoredVersion() {
    locking.holdings().hold(new Holding("taken", "seal", 0));

    ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
        () -> locking.holdings().hold(new Holding("taken", "seal", 0)));

    assertFalse(taken.getMessage().contains("put(...) to overwrite"), taken.getMessage());
    assertTrue(taken.getMessage().contains("get(...)"), taken.getMessage());
  }

  // ---- An update the record refuses leaves the stored item unchanged

  @Test
  void anUpdateTheRecordRefusesIsRestoredAndLeavesTheItemUnchanged() {
    Badge badge = new Badge("refused", "Ann", Tier.GOLD, TAGS);
    locking.badges().put(badge);
    requests.reset();

    ItemMappingException refused = assertThrows(ItemMappingException.class,
        () -> locking.badges().update("refused").name(null).apply());

    assertMentions(refused, TABLE, "BADGE#refused", "Badge", "a badge needs a name", "restored");
    // The UpdateItem, then the PutItem that put the old item back.
    assertEquals(List.of("UpdateItem", "PutItem"), requests.operations());
    assertEquals(Optional.of(badge), locking.badges().get("refused", ReadConsistency.STRONG));
    assertEquals(List.of(badge), locking.badges().byTier(Tier.GOLD).all().stream()
        .filter(b -> b.badgeId().equals("refused")).toList());
  }

  @Test
  void aVersionedUpdateTheRecordRefusesLeavesTheItemAtItsVersion() {
    Seal created = locking.seals().create(new Seal("refused", "Sue", 0));
    requests.reset();

    ItemMappingException refused = assertThrows(ItemMappingException.class,
        () -> locking.seals().update("refused").name(null).apply());

    assertMentions(refused, TABLE, "SEAL#refused", "a seal needs a name", "restored");
    assertEquals(List.of("UpdateItem", "PutItem"), requests.operations());
    assertEquals(Optional.of(created), locking.seals().get("refused", ReadConsistency.STRONG));
    assertEquals(2, locking.seals().update("refused").name("Sid").expectVersion(created.version()).apply().version());
  }

  @Test
  void aRestoreThatMeetsAnotherWriteKeepsThatWriteAndSaysSo() {
    locking.badges().put(new Badge("race", "Ann", Tier.GOLD, TAGS));
    Badge theirs = new Badge("race", "Bob", Tier.SILVER, TAGS);
    afterNextUpdate = () -> other.badges().put(theirs);
    requests.reset();

    ItemMappingException refused = assertThrows(ItemMappingException.class,
        () -> locking.badges().update("race").name(null).apply());

    assertMentions(refused, TABLE, "BADGE#race", "not restored", "another write");
    assertEquals(List.of("UpdateItem", "PutItem"), requests.operations());
    assertEquals(Optional.of(theirs), locking.badges().get("race", ReadConsistency.STRONG));
  }

  @Test
  void aVersionedRestoreThatMeetsAnotherWriteKeepsThatWrite() {
    Seal created = locking.seals().create(new Seal("race", "Sue", 0));
    afterNextUpdate = () -> other.seals().update("race").name("Zed").apply();

    ItemMappingException refused = assertThrows(ItemMappingException.class,
        () -> locking.seals().update("race").name(null).apply());

    assertMentions(refused, TABLE, "SEAL#race", "not restored");
    assertEquals(Optional.of(new Seal("race", "Zed", created.version() + 2)), locking.seals().get("race", ReadConsistency.STRONG));
  }

  // ---- Every failure to build a record names the table, the key and the record

  @Test
  void everyReadOfAnItemTheConstructorRefusesNamesTheTableAndTheKey() {
    Map<String, AttributeValue> nameless =
        new HashMap<>(BadgeRepository.Codec.INSTANCE.toItem(new Badge("nameless", "x", Tier.SILVER, TAGS)));
    nameless.remove("name");
    rawPut(nameless);
    Map<String, AttributeValue> textless =
        new HashMap<>(StampRepository.Codec.INSTANCE.toItem(new Stamp("nameless", "s1", "x", Tier.GOLD)));
    textless.remove("text");
    rawPut(textless);

    List<Executable> reads = List.of(
        () -> locking.badges().get("nameless"),
        () -> locking.badges().byTier(Tier.SILVER).all(),
        () -> locking.badges().getWithStamps("nameless"),
        () -> locking.batchGet().badge("nameless").execute(),
        () -> locking.stamps().inBadge("nameless").all(),
        () -> locking.stamps().byTier(Tier.GOLD).all());
    for (Executable read : reads) {
      ItemMappingException refused = assertThrows(ItemMappingException.class, read);
      assertMentions(refused, TABLE, "BADGE#nameless", "constructor");
    }
  }

  @Test
  void anUnknownEnumConstantNamesTheKeyTheAttributeAndTheValue() {
    Map<String, AttributeValue> item =
        new HashMap<>(BadgeRepository.Codec.INSTANCE.toItem(new Badge("platinum", "Pat", Tier.GOLD, TAGS)));
    item.put("tier", AttributeValue.fromS("PLATINUM"));
    rawPut(item);

    ItemMappingException refused = assertThrows(ItemMappingException.class, () -> locking.badges().get("platinum"));

    assertMentions(refused, TABLE, "BADGE#platinum", "'tier'", "PLATINUM");
  }

  // ---- An int version never passes Integer.MAX_VALUE

  @Test
  void aPartialUpdatePastTheLargestIntVersionWritesNothing() {
    Tally full = new Tally("full", "before", Integer.MAX_VALUE);
    rawPut(TallyRepository.Codec.INSTANCE.toItem(full));

    VersionOverflowException refused = assertThrows(VersionOverflowException.class,
        () -> locking.tallies().update("full").label("after").apply());

    assertMentions(refused, "TALLY#full", String.valueOf(Integer.MAX_VALUE), "nothing was written");
    // The refused UpdateItem, then one consistent GetItem to tell why it was refused.
    assertEquals(List.of("UpdateItem", "GetItem"), requests.operations());
    assertEquals(Optional.of(full), locking.tallies().get("full", ReadConsistency.STRONG));
  }

  @Test
  void aPutPastTheLargestIntVersionIsRefusedBeforeAnyRequest() {
    assertThrows(VersionOverflowException.class,
        () -> locking.tallies().put(new Tally("full-put", "x", Integer.MAX_VALUE)));
    assertEquals(0, requests.total());
  }

  @Test
  void aPartialUpdateBelowTheLargestIntVersionIncrementsItInOneRequest() {
    locking.tallies().create(new Tally("counting", "one", 0));
    requests.reset();

    assertEquals(new Tally("counting", "two", 2), locking.tallies().update("counting").label("two").apply());
    assertEquals(List.of("UpdateItem"), requests.operations());
  }

  private static void rawPut(Map<String, AttributeValue> item) {
    raw.putItem(b -> b.tableName(TABLE).item(item));
    requests.reset();
  }

  private static void assertMentions(Exception e, String... parts) {
    for (String part : parts) {
      assertTrue(e.getMessage().contains(part), "'" + part + "' missing from: " + e.getMessage());
    }
  }
}
