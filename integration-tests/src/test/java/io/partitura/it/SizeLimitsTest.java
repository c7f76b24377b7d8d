package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.ledger.Account;
import io.partitura.it.ledger.LedgerTable;
import io.partitura.it.values.Gauge;
import io.partitura.it.values.Reading;
import io.partitura.it.values.ReadingRepository;
import io.partitura.it.values.Sensor;
import io.partitura.it.values.Site;
import io.partitura.it.values.VaultTable;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.item.ItemSize;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * DynamoDB's size limits, checked by Partitura after every transformation and in UTF-8 bytes:
 * keys after the shard suffix is added, items of 400 KB on every write path. Dynalite counts some
 * sizes in characters and accepts items DynamoDB refuses, so these refusals must come from us.
 */
@ExtendWith(DynaliteExtension.class)
class SizeLimitsTest {
  private static final int MAX_ITEM_BYTES = 409_600;

  private static RequestCounter requests;
  private static VaultTable vault;
  private static LedgerTable ledger;

  @BeforeAll
  static void createVault(DynaliteServer server) {
    requests = new RequestCounter();
    vault = VaultTable.builder().client(server.newClient(requests)).tableName("vault-" + UUID.randomUUID()).build();
    vault.createTable();
    ledger = LedgerTable.builder().client(vault.tableClient().dynamoDbClient()).tableName("ledger-" + UUID.randomUUID())
        .build();
    ledger.createTable();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void aShardedPartitionKeyIsCheckedAfterItsShardSuffixIsAdded() {
    String siteId = "s".repeat(2045); // SW#<2045> is 2,048 bytes: the site itself fits
    vault.sites().put(new Site(siteId, "at the limit"));
    assertEquals(1, requests.total());
    requests.reset();

    // SW#<2045>#0n is 2,051 bytes: every key of the site's children is too long
    Sensor sensor = new Sensor(siteId, "t1", "thermo");
    InvalidKeyException put = assertThrows(InvalidKeyException.class, () -> vault.sensors().put(sensor));
    assertTrue(put.getMessage().contains("2051 UTF-8 bytes"), put.getMessage());
    assertTrue(put.getMessage().contains("2048"), put.getMessage());
    assertThrows(InvalidKeyException.class, () -> vault.sensors().get(siteId, "t1"));
    assertThrows(InvalidKeyException.class, () -> vault.putAll(List.of(sensor)));
    assertThrows(InvalidKeyException.class, () -> vault.sensors().inSite(siteId).all());
    assertEquals(0, requests.total(), "nothing was sent");
  }

  @Test
  void aShardedIndexPartitionKeyIsCheckedAfterItsShardSuffixIsAdded() {
    String family = "f".repeat(2045); // GA#<2045> fits; GA#<2045>#0n in GSI1 does not
    Gauge gauge = new Gauge("g1", family);
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> vault.gauges().put(gauge));
    assertTrue(e.getMessage().contains("2051 UTF-8 bytes"), e.getMessage());
    assertThrows(InvalidKeyException.class, () -> vault.gauges().byFamily(family).all());
    assertEquals(0, requests.total());
    assertTrue(vault.gauges().get("g1").isEmpty());

    vault.gauges().put(new Gauge("g3", "f".repeat(2042))); // GA#<2042>#0n is 2,048 bytes: fits
    assertEquals(1, vault.gauges().byFamily("f".repeat(2042)).all().size());
  }

  /** A reading whose item is exactly {@code bytes} long as DynamoDB counts it, mostly 2-byte characters. */
  private static Reading readingOfSize(String id, int bytes) {
    long overhead = ItemSize.of(ReadingRepository.Codec.INSTANCE.toItem(Reading.of(id, "")));
    long remaining = bytes - overhead;
    String note = "é".repeat((int) (remaining / 2)) + (remaining % 2 == 1 ? "x" : "");
    Reading reading = Reading.of(id, note);
    assertEquals(bytes, ItemSize.of(ReadingRepository.Codec.INSTANCE.toItem(reading)));
    return reading;
  }

  @Test
  void anItemOver400KbCountedInUtf8BytesIsRefusedByEveryWritePathBeforeAnyRequest() {
    String id = UUID.randomUUID().toString();
    Reading atLimit = readingOfSize(id, MAX_ITEM_BYTES);
    vault.readings().put(atLimit);
    assertEquals(atLimit, vault.readings().get(id).orElseThrow());
    assertEquals(2, requests.total());
    requests.reset();

    // about 205,000 characters: under 400 K characters, over 400 KB
    Reading over = readingOfSize(id, MAX_ITEM_BYTES + 1);
    List<Runnable> writes = new ArrayList<>();
    writes.add(() -> vault.readings().put(over));
    writes.add(() -> vault.readings().create(over));
    writes.add(() -> vault.readings().update(over));
    writes.add(() -> vault.putAll(List.of(Reading.of("other", "small"), over)));
    for (Runnable write : writes) {
      ItemTooLargeException e = assertThrows(ItemTooLargeException.class, write::run);
      assertEquals(MAX_ITEM_BYTES + 1, e.size(), e.getMessage());
      assertTrue(e.getMessage().contains("409601 bytes"), e.getMessage());
      assertTrue(e.getMessage().contains("R#" + id), e.getMessage());
    }
    assertEquals(0, requests.total(), "nothing was sent");
    assertEquals(atLimit, vault.readings().get(id).orElseThrow(), "the stored item is unchanged");
    assertTrue(vault.readings().get("other").isEmpty(), "nothing of the batch was written");
  }

  @Test
  void aPartialUpdateWhoseSetAttributesAloneAreOver400KbIsRefusedBeforeAnyRequest() {
    String id = UUID.randomUUID().toString();
    vault.readings().put(Reading.of(id, "small"));
    requests.reset();

    String note = "é".repeat(205_000); // 205,000 characters, 410,000 bytes
    ItemTooLargeException e = assertThrows(ItemTooLargeException.class,
        () -> vault.readings().update(id).note(note).apply());
    assertTrue(e.size() > MAX_ITEM_BYTES, e.getMessage());
    assertTrue(e.getMessage().contains("R#" + id), e.getMessage());
    assertTrue(e.getMessage().contains("nothing was written"), e.getMessage());
    assertEquals(0, requests.total(), "nothing was sent");
    assertEquals("small", vault.readings().get(id).orElseThrow().note(), "the stored item is unchanged");
  }

  @Test
  void aVersionedPutOfAnItemOver400KbIsRefusedBeforeAnyRequest() {
    Account huge = new Account("huge", "é".repeat(205_000), 0, 0); // 205,000 characters, 410,000 bytes
    ItemTooLargeException e = assertThrows(ItemTooLargeException.class, () -> ledger.accounts().put(huge));
    assertTrue(e.getMessage().startsWith("the item at PK=\"ACC#huge\""), e.getMessage());
    assertThrows(ItemTooLargeException.class, () -> ledger.accounts().create(huge));
    assertEquals(0, requests.total());
    assertTrue(ledger.accounts().get("huge").isEmpty());
  }
}
