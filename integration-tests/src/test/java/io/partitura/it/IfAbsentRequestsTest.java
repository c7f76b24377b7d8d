package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.counters.CountersTable;
import io.partitura.it.ids.CustomerId;
import io.partitura.it.ids.IdsTable;
import io.partitura.it.ids.OrderId;
import io.partitura.it.ids.ProductId;
import io.partitura.it.locking.LockingTable;
import io.partitura.it.types.Address;
import io.partitura.it.types.Flavour;
import io.partitura.it.types.Geo;
import io.partitura.it.types.KitchenTable;
import io.partitura.it.types.Money;
import io.partitura.it.unique.UniqueShopTable;
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
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

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

  @BeforeAll
  static void clients(TestServer server) {
    requests = new RequestCounter();
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

  private static String rendered() {
    StringBuilder out = new StringBuilder();
    out.append("=== everything\n").append(kitchen.everythings().update(ID)
        .textIfAbsent("t").primitiveIntIfAbsent(1).boxedIntIfAbsent(2).primitiveLongIfAbsent(3L).boxedLongIfAbsent(4L)
        .primitiveShortIfAbsent((short) 5).boxedShortIfAbsent((short) 6).primitiveByteIfAbsent((byte) 7)
        .primitiveDoubleIfAbsent(8.5).boxedDoubleIfAbsent(9.5).primitiveFloatIfAbsent(10.5f)
        .primitiveBooleanIfAbsent(true).boxedBooleanIfAbsent(false).decimalIfAbsent(new BigDecimal("1.10"))
        .bigIntegerIfAbsent(new BigInteger("12345678901234567890")).instantIfAbsent(Instant.parse("2026-03-01T10:15:30Z"))
        .dateIfAbsent(LocalDate.of(2026, 2, 28)).dateTimeIfAbsent(LocalDateTime.of(1999, 12, 31, 23, 59))
        .uuidIfAbsent(ID).flavourIfAbsent(Flavour.UMAMI).bytesIfAbsent(new byte[] {0, 1, -1})
        .stringsIfAbsent(List.of("a", "b")).matrixIfAbsent(List.of(List.of(1, 2), List.of()))
        .addressesIfAbsent(List.of(HOME)).tagsIfAbsent(new TreeSet<>(List.of("red", "green")))
        .numbersIfAbsent(new TreeSet<>(List.of(1L, 2L))).labelsIfAbsent(new TreeMap<>(Map.of("team", "core")))
        .addressBookIfAbsent(new TreeMap<>(Map.of("home", HOME))).addressIfAbsent(HOME)
        .nicknameIfAbsent(Optional.of("nick")).seenAtIfAbsent(Optional.of(Instant.parse("1969-07-20T20:17:40Z")))
        .priceIfAbsent(new Money(1234, "EUR")).renamedIfAbsent("r").toRequest()).append('\n');
    out.append("=== mixed\n").append(kitchen.everythings().update(ID)
        .text("plain").boxedIntIfAbsent(2).primitiveIntAdd(3).stringsAppend(List.of("x")).nicknameIfAbsent(Optional.of("n"))
        .address(null).when(c -> c.text().exists()).toRequest()).append('\n');
    out.append("=== typed ids\n").append(ids.clients().update(new CustomerId("c-1"))
        .nameIfAbsent("Ann").referredByIfAbsent(new CustomerId("c-0"))
        .wishlistIfAbsent(List.of(new ProductId(ID))).lastOrderIfAbsent(Optional.of(new OrderId(42))).toRequest())
        .append('\n');
    out.append("=== versioned\n").append(locking.vaults().update("v-1")
        .ownerIfAbsent("ann").balanceIfAbsent(10).expectVersion(3).toRequest()).append('\n');
    out.append("=== unique\n").append(unique.accounts().update("a-1")
        .nameIfAbsent("Ann").handleIfAbsent("ann").describe()).append('\n');
    out.append("=== upsert\n").append(counters.badges().upsert("b-1")
        .labelIfAbsent("First").awardedAdd(1).toRequest()).append('\n');
    out.append("=== upsert optional\n").append(counters.products().upsert("p-1")
        .lastReferrerIfAbsent(Optional.of("ref")).tagsIfAbsent(new TreeSet<>(List.of("a"))).viewsAdd(2).toRequest())
        .append('\n');
    return out.toString();
  }
}
