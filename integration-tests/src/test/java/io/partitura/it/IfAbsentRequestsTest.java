package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.catalog.CatalogTable;
import io.partitura.it.counters.CountersTable;
import io.partitura.it.ids.CustomerId;
import io.partitura.it.ids.IdsTable;
import io.partitura.it.ids.OrderId;
import io.partitura.it.ids.ProductId;
import io.partitura.it.indexupdates.Status;
import io.partitura.it.indexupdates.TrackerTable;
import io.partitura.it.locking.LockingTable;
import io.partitura.it.types.Address;
import io.partitura.it.types.Everything;
import io.partitura.it.types.EverythingRepository;
import io.partitura.it.types.Flavour;
import io.partitura.it.types.Geo;
import io.partitura.it.types.KitchenTable;
import io.partitura.it.types.Money;
import io.partitura.it.unique.UniqueShopTable;
import io.partitura.runtime.exceptions.InvalidUpdateException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.TestServerExtension;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.function.Executable;

/**
 * {@code update(…).ifAbsent(u -> u.title(…))}, the one runtime method that replaced the generated
 * {@code titleIfAbsent(…)} of every component: the requests it builds are those the old methods built, byte for
 * byte (golden text captured from them); against dynalite it keeps stored values and fills missing ones in one
 * UpdateItem; what has no "only if absent" form is refused before any request.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class IfAbsentRequestsTest {
  private static final UUID ID = UUID.fromString("00000000-0000-0000-8000-000000000001");
  private static final Address HOME = new Address("Rua Augusta 1", "Lisboa", 3, new Geo(38.7103, -9.1366));

  private static RequestCounter requests;
  private static KitchenTable kitchen;
  private static IdsTable ids;
  private static LockingTable locking;
  private static UniqueShopTable unique;
  private static CountersTable counters;

  private static KitchenTable stored;
  private static TrackerTable tracker;
  private static CatalogTable catalog;

  @BeforeAll
  static void clients(TestServer server) {
    requests = new RequestCounter();
    stored = KitchenTable.builder().client(server.newClient(requests)).tableName("kitchen-" + UUID.randomUUID()).build();
    stored.createTable();
    tracker = TrackerTable.builder().client(server.newClient(requests)).tableName("tracker").build();
    catalog = CatalogTable.builder().client(server.newClient(requests)).tableName("catalog").build();
    kitchen = KitchenTable.builder().client(server.newClient(requests)).tableName("kitchen").build();
    ids = IdsTable.builder().client(server.newClient(requests)).tableName("ids").build();
    locking = LockingTable.builder().client(server.newClient(requests)).tableName("locking").build();
    unique = UniqueShopTable.builder().client(server.newClient(requests)).tableName("unique").build();
    counters = CountersTable.builder().client(server.newClient(requests)).tableName("counters").build();
  }

  /**
   * The requests rendered: {@code if-absent-requests.txt} holds what the generated {@code …IfAbsent} methods built
   * for these calls (captured from them before they were replaced; nothing of it is derived from this code).
   */
  @Test
  void ifAbsentBuildsTheRequestsTheIfAbsentMethodsBuilt() throws Exception {
    String expected;
    try (var in = IfAbsentRequestsTest.class.getResourceAsStream("/if-absent-requests.txt")) {
      expected = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
    assertEquals(expected, rendered());
    assertEquals(0, requests.total());
  }

  @BeforeEach
  void reset() {
    requests.reset();
  }

  @Test
  void keepsWhatIsStoredAndFillsInWhatIsMissingInOneUpdateItem() {
    UUID id = UUID.randomUUID();
    stored.everythings().put(new Everything(id, "kept", 0, null, 0L, null, (short) 0, null, (byte) 0, 0.0, null, 0f,
        false, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        Optional.of("stored nick"), Optional.empty(), null, null));
    requests.reset();

    Everything first = stored.everythings().update(id).ifAbsent(IfAbsentRequestsTest::everyKind).apply();

    assertEquals(1, requests.total());
    assertEquals(List.of("UpdateItem"), requests.operations());
    // Stored: kept (a primitive is always stored, 0 here); missing: given.
    assertEquals("kept", first.text());
    assertEquals(0, first.primitiveInt());
    assertEquals(Optional.of("stored nick"), first.nickname());
    assertEquals(2, first.boxedInt());
    assertEquals(new BigDecimal("1.10"), first.decimal());
    assertEquals(Set.of("red", "green"), first.tags());
    assertEquals(List.of(HOME), first.addresses());
    assertEquals(HOME, first.address());
    assertEquals(new Money(1234, "EUR"), first.price());
    assertEquals("r", first.renamed());
    Everything read = stored.everythings().get(id).orElseThrow();
    assertEquals(comparable(first, first.text()), comparable(read, read.text()));
    assertArrayEquals(new byte[] {0, 1, -1}, read.bytes());

    // Again with other values: everything is stored now, so nothing changes; a plain setter after it still sets.
    requests.reset();
    Everything second = stored.everythings().update(id)
        .ifAbsent(u -> u.boxedInt(99).address(new Address("Elsewhere", null, null, null)).tags(Set.of("blue")))
        .text("set").apply();
    assertEquals(1, requests.total());
    assertEquals(comparable(first, "set"), comparable(second, second.text()));
    assertArrayEquals(first.bytes(), second.bytes());
  }

  /**
   * {@code e} with {@code text}, its bytes left out (records compare arrays by reference) and its decimal without
   * trailing zeros (the server stores the number 1.10 as 1.1; the update returns the value it was given).
   */
  private static Everything comparable(Everything e, String text) {
    return new Everything(e.id(), text, e.primitiveInt(), e.boxedInt(), e.primitiveLong(), e.boxedLong(),
        e.primitiveShort(), e.boxedShort(), e.primitiveByte(), e.primitiveDouble(), e.boxedDouble(), e.primitiveFloat(),
        e.primitiveBoolean(), e.boxedBoolean(), e.decimal() == null ? null : e.decimal().stripTrailingZeros(),
        e.bigInteger(), e.instant(), e.date(), e.dateTime(),
        e.uuid(), e.flavour(), null, e.strings(), e.matrix(), e.addresses(), e.tags(), e.numbers(), e.labels(),
        e.addressBook(), e.address(), e.nickname(), e.seenAt(), e.price(), e.renamed());
  }

  @Test
  void whatHasNoIfAbsentFormIsRefusedBeforeAnyRequest() {
    assertRefused(() -> tracker.tickets().update("b-1", "t-1").ifAbsent(u -> u.status(Status.OPEN)),
        "tickets.update: the setter of 'status' is refused inside ifAbsent(…): an index key is made from it");
    assertRefused(() -> catalog.projects().update("t-1", "p-1")
            .ifAbsent(u -> u.statusAndCreatedAtAndRegionAndPriority("OPEN", Instant.EPOCH, "eu", 1)),
        "projects.update: the setter of 'status' is refused inside ifAbsent(…): an index key is made from it");
    assertRefused(() -> kitchen.everythings().update(ID).ifAbsent(u -> u.primitiveIntAdd(1)),
        "everythings.update: …Add (ADD) on attribute 'primitiveInt' is refused inside ifAbsent(…)");
    assertRefused(() -> kitchen.everythings().update(ID).ifAbsent(u -> u.stringsPrepend(List.of("x"))),
        "everythings.update: …Prepend (list_append) on attribute 'strings' is refused inside ifAbsent(…)");
    assertRefused(() -> locking.vaults().update("v-1").ifAbsent(u -> u.owner("ann").expectVersion(3)),
        "vaults.update: expectVersion(3) is refused inside ifAbsent(…)");
    assertRefused(() -> counters.badges().upsert("b-1").ifAbsent(u -> u.awardedAdd(1)),
        "badges.upsert: …Add (ADD) on attribute 'awarded' is refused inside ifAbsent(…)");
    assertRefused(() -> counters.badges().upsert("b-1").ifAbsent(u -> u.label("x").apply()),
        "badges.upsert: apply() is refused inside ifAbsent(…)");
    // Null: refused whatever the kind (before, a null Optional, record, set or converted value was dropped).
    for (Consumer<EverythingRepository.Update> setter : List.<Consumer<EverythingRepository.Update>>of(
        u -> u.text(null), u -> u.boxedInt(null), u -> u.nickname(null), u -> u.nickname(Optional.empty()),
        u -> u.address(null), u -> u.price(null), u -> u.tags(null), u -> u.addresses(null))) {
      InvalidValueException refused = assertThrows(InvalidValueException.class,
          () -> kitchen.everythings().update(ID).ifAbsent(setter));
      assertTrue(refused.getMessage().startsWith("everythings.update: ifAbsent(…) was given null for attribute '"),
          refused.getMessage());
    }
    assertEquals(0, requests.total());
  }

  private static void assertRefused(Executable call, String message) {
    InvalidUpdateException refused = assertThrows(InvalidUpdateException.class, call);
    assertTrue(refused.getMessage().startsWith(message), refused.getMessage());
    assertTrue(refused.getMessage().endsWith("nothing was sent."), refused.getMessage());
  }

  /** A value of every kind of component, each set only if absent (the old calls were {@code textIfAbsent("t")}, …). */
  private static void everyKind(EverythingRepository.Update u) {
    u.text("t").primitiveInt(1).boxedInt(2).primitiveLong(3L).boxedLong(4L).primitiveShort((short) 5)
        .boxedShort((short) 6).primitiveByte((byte) 7).primitiveDouble(8.5).boxedDouble(9.5).primitiveFloat(10.5f)
        .primitiveBoolean(true).boxedBoolean(false).decimal(new BigDecimal("1.10"))
        .bigInteger(new BigInteger("12345678901234567890")).instant(Instant.parse("2026-03-01T10:15:30Z"))
        .date(LocalDate.of(2026, 2, 28)).dateTime(LocalDateTime.of(1999, 12, 31, 23, 59)).uuid(ID)
        .flavour(Flavour.UMAMI).bytes(new byte[] {0, 1, -1}).strings(List.of("a", "b"))
        .matrix(List.of(List.of(1, 2), List.of())).addresses(List.of(HOME)).tags(new TreeSet<>(List.of("red", "green")))
        .numbers(new TreeSet<>(List.of(1L, 2L))).labels(new TreeMap<>(Map.of("team", "core")))
        .addressBook(new TreeMap<>(Map.of("home", HOME))).address(HOME).nickname(Optional.of("nick"))
        .seenAt(Optional.of(Instant.parse("1969-07-20T20:17:40Z"))).price(new Money(1234, "EUR")).renamed("r");
  }

  private static String rendered() {
    StringBuilder out = new StringBuilder();
    out.append("=== everything\n").append(kitchen.everythings().update(ID)
        .ifAbsent(IfAbsentRequestsTest::everyKind).toRequest()).append('\n');
    out.append("=== mixed\n").append(kitchen.everythings().update(ID)
        .text("plain").ifAbsent(u -> u.boxedInt(2)).primitiveIntAdd(3).stringsAppend(List.of("x"))
        .ifAbsent(u -> u.nickname(Optional.of("n"))).address(null).when(c -> c.text().exists()).toRequest()).append('\n');
    out.append("=== typed ids\n").append(ids.clients().update(new CustomerId("c-1"))
        .ifAbsent(u -> u.name("Ann").referredBy(new CustomerId("c-0")).wishlist(List.of(new ProductId(ID)))
            .lastOrder(Optional.of(new OrderId(42)))).toRequest())
        .append('\n');
    out.append("=== versioned\n").append(locking.vaults().update("v-1")
        .ifAbsent(u -> u.owner("ann").balance(10)).expectVersion(3).toRequest()).append('\n');
    out.append("=== unique\n").append(unique.accounts().update("a-1")
        .ifAbsent(u -> u.name("Ann").handle("ann")).describe()).append('\n');
    out.append("=== upsert\n").append(counters.badges().upsert("b-1")
        .ifAbsent(u -> u.label("First")).awardedAdd(1).toRequest()).append('\n');
    out.append("=== upsert optional\n").append(counters.products().upsert("p-1")
        .ifAbsent(u -> u.lastReferrer(Optional.of("ref")).tags(new TreeSet<>(List.of("a")))).viewsAdd(2).toRequest())
        .append('\n');
    return out.toString();
  }
}
