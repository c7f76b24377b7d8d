package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.types.Address;
import io.partitura.it.types.Everything;
import io.partitura.it.types.EverythingRepository;
import io.partitura.it.types.Flavour;
import io.partitura.it.types.Geo;
import io.partitura.it.types.KitchenTable;
import io.partitura.it.types.Money;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbEnhancedClient;
import software.amazon.awssdk.enhanced.dynamodb.DynamoDbTable;
import software.amazon.awssdk.enhanced.dynamodb.Key;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Every attribute type Partitura stores, through the generated codec and repository, against
 * dynalite: what comes back, what is stored (read raw with the SDK client), and how many requests
 * each operation costs.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class AttributeTypesTest {
  /** Components of primitive type: always stored, since a primitive has no "absent". */
  private static final Set<String> PRIMITIVES = Set.of("primitiveInt", "primitiveLong", "primitiveShort",
      "primitiveByte", "primitiveDouble", "primitiveFloat", "primitiveBoolean");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static DynamoDbClient uncounted;
  private static KitchenTable db;

  @BeforeAll
  static void createTable(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    uncounted = server.newClient();
    db = KitchenTable.builder().client(client).tableName("kitchen-" + UUID.randomUUID()).build();
    db.createTable();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  /** A record with every component set to a non-trivial value. */
  static Everything full(UUID id) {
    Address home = new Address("Rua Augusta 1#2 ${x}", "Lisboa", 3, new Geo(38.7103, -9.1366));
    Address office = new Address("Main St 5", "Springfield", null, new Geo(-0.5, 179.999999));
    Address noGeo = new Address("Nowhere", null, null, null);
    List<Address> addresses = new ArrayList<>();
    addresses.add(home);
    addresses.add(null); // a null element keeps its position (stored as NUL)
    addresses.add(noGeo);
    List<List<Integer>> matrix = new ArrayList<>();
    matrix.add(List.of(1, 2, 3));
    matrix.add(List.of());
    matrix.add(Arrays.asList(Integer.MIN_VALUE, null, Integer.MAX_VALUE));
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("team", "core");
    labels.put("émoji 🎉", "yes ✓");
    labels.put("nothing", null);
    Map<String, Address> addressBook = new LinkedHashMap<>();
    addressBook.put("home", home);
    addressBook.put("office", office);
    return new Everything(
        id,
        "héllo wörld 🎉 # $ \u0000 \n",
        Integer.MIN_VALUE,
        Integer.MAX_VALUE,
        Long.MIN_VALUE,
        Long.MAX_VALUE,
        Short.MIN_VALUE,
        Short.MAX_VALUE,
        Byte.MIN_VALUE,
        Math.PI,
        -1.0E-100,
        Float.MAX_VALUE,
        true,
        Boolean.FALSE,
        new BigDecimal("-1234567890123456789.0123456789012345678"),
        new BigInteger("-12345678901234567890123456789012345678"),
        Instant.parse("2026-03-01T10:15:30.123456789Z"),
        LocalDate.of(2026, 2, 28),
        LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999_999_999),
        UUID.fromString("00000000-0000-0000-8000-00000000abcd"),
        Flavour.UMAMI,
        new byte[] {0, 1, -1, 127, -128, 42},
        List.of("a", "", "c"),
        matrix,
        addresses,
        Set.of("red", "green", "🎉"),
        Set.of(Long.MIN_VALUE, -1L, 0L, Long.MAX_VALUE),
        labels,
        addressBook,
        new Address("Top", "Level", -1, new Geo(0.0, 1.0E100)),
        Optional.of("nick"),
        Optional.of(Instant.parse("1969-07-20T20:17:40.000000001Z")),
        new Money(1234, "EUR"),
        "stored elsewhere");
  }

  /** A record with every nullable component null and every Optional empty; primitives are 0/false. */
  static Everything empty(UUID id) {
    return new Everything(id, null, 0, null, 0L, null, (short) 0, null, (byte) 0, 0.0, null, 0f, false, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
        Optional.empty(), Optional.empty(), null, null);
  }

  @Test
  void everyTypeRoundTripsComponentByComponentWithOnePutAndOneGet() {
    Everything written = full(UUID.randomUUID());
    db.everythings().put(written);
    Everything read = db.everythings().get(written.id()).orElseThrow();

    assertEquals(List.of("PutItem", "GetItem"), requests.operations());
    assertSameComponents(written, read);
  }

  @Test
  void everyComponentIsStoredWithItsDocumentedDynamoDbType() {
    Everything written = full(UUID.randomUUID());
    db.everythings().put(written);
    Map<String, AttributeValue> stored = raw(written.id());
    assertEquals(List.of("PutItem"), requests.operations());

    assertEquals("ALL#" + written.id(), stored.get("PK").s());
    assertEquals("META", stored.get("SK").s());
    assertEquals("Everything", stored.get("_type").s());
    assertEquals(written.id().toString(), stored.get("id").s());
    assertEquals(written.text(), stored.get("text").s());
    assertEquals("-2147483648", stored.get("primitiveInt").n());
    assertEquals("2147483647", stored.get("boxedInt").n());
    assertEquals("-9223372036854775808", stored.get("primitiveLong").n());
    assertEquals("9223372036854775807", stored.get("boxedLong").n());
    assertEquals("-32768", stored.get("primitiveShort").n());
    assertEquals("32767", stored.get("boxedShort").n());
    assertEquals("-128", stored.get("primitiveByte").n());
    assertEquals(Math.PI, Double.parseDouble(stored.get("primitiveDouble").n()));
    assertEquals(-1.0E-100, Double.parseDouble(stored.get("boxedDouble").n()));
    assertEquals(Float.MAX_VALUE, Float.parseFloat(stored.get("primitiveFloat").n()));
    assertEquals(Boolean.TRUE, stored.get("primitiveBoolean").bool());
    assertEquals(Boolean.FALSE, stored.get("boxedBoolean").bool());
    assertEquals(0, new BigDecimal("-1234567890123456789.0123456789012345678")
        .compareTo(new BigDecimal(stored.get("decimal").n())));
    assertEquals("-12345678901234567890123456789012345678", stored.get("bigInteger").n());
    assertEquals("2026-03-01T10:15:30.123456789Z", stored.get("instant").s());
    assertEquals("2026-02-28", stored.get("date").s());
    assertEquals("1999-12-31T23:59:59.999999999", stored.get("dateTime").s());
    assertEquals("00000000-0000-0000-8000-00000000abcd", stored.get("uuid").s());
    assertEquals("UMAMI", stored.get("flavour").s());
    assertEquals(SdkBytes.fromByteArray(new byte[] {0, 1, -1, 127, -128, 42}), stored.get("bytes").b());
    assertEquals(List.of("a", "", "c"), stored.get("strings").l().stream().map(AttributeValue::s).toList());
    assertEquals(AttributeValue.Type.L, stored.get("matrix").l().get(0).type());
    assertEquals(List.of(), stored.get("matrix").l().get(1).l());
    assertEquals(Boolean.TRUE, stored.get("matrix").l().get(2).l().get(1).nul());
    assertEquals(Boolean.TRUE, stored.get("addresses").l().get(1).nul());
    assertEquals("Lisboa", stored.get("addresses").l().get(0).m().get("city").s());
    assertEquals(Set.of("street", "city", "floor", "geo"), stored.get("addresses").l().get(0).m().keySet());
    assertEquals("38.7103", stored.get("addresses").l().get(0).m().get("geo").m().get("latitude").n());
    assertEquals(Set.of("red", "green", "🎉"), Set.copyOf(stored.get("tags").ss()));
    assertEquals(Set.of("-9223372036854775808", "-1", "0", "9223372036854775807"),
        Set.copyOf(stored.get("numbers").ns()));
    assertEquals("core", stored.get("labels").m().get("team").s());
    assertEquals(Boolean.TRUE, stored.get("labels").m().get("nothing").nul());
    assertEquals("Springfield", stored.get("addressBook").m().get("office").m().get("city").s());
    assertEquals(AttributeValue.Type.M, stored.get("address").type());
    assertEquals("nick", stored.get("nickname").s());
    assertEquals("1969-07-20T20:17:40.000000001Z", stored.get("seenAt").s());
    assertEquals("1234 EUR", stored.get("price").s());
  }

  @Test
  void theRenamedComponentIsStoredUnderItsAttributeNameOnly() {
    Everything written = full(UUID.randomUUID());
    db.everythings().put(written);
    Map<String, AttributeValue> stored = raw(written.id());
    assertEquals("stored elsewhere", stored.get("renamed_attr").s());
    assertFalse(stored.containsKey("renamed"), stored.keySet().toString());
    assertEquals("stored elsewhere", db.everythings().get(written.id()).orElseThrow().renamed());
    assertEquals(2, requests.total());
  }

  @Test
  void nullComponentsAndEmptyOptionalsStoreNoAttributeAndReadBackAsNullAndEmpty() {
    Everything written = empty(UUID.randomUUID());
    db.everythings().put(written);
    Map<String, AttributeValue> stored = raw(written.id());
    Set<String> expected = new java.util.HashSet<>(Set.of("PK", "SK", "_type", "id"));
    expected.addAll(PRIMITIVES);
    assertEquals(expected, stored.keySet());

    Everything read = db.everythings().get(written.id()).orElseThrow();
    assertEquals(2, requests.total(), "one PutItem, one GetItem");
    assertEquals(with(written, Map.of("tags", Set.of(), "numbers", Set.of())), read,
        "no arrays are set, so record equality is component equality; a null set reads back empty");
    assertEquals(Optional.empty(), read.nickname());
    assertEquals(Optional.empty(), read.seenAt());
    assertNull(read.text());
    assertNull(read.boxedInt());
    assertNull(read.bytes());
    assertEquals(Set.of(), read.tags());
    assertNull(read.price());
    assertNull(read.renamed());
  }

  @Test
  void aNullOptionalIsStoredLikeAnEmptyOneAndReadsBackEmpty() {
    UUID id = UUID.randomUUID();
    Everything written = with(empty(id), Map.of("nickname", NULL, "seenAt", NULL));
    assertNull(written.nickname());
    db.everythings().put(written);
    assertFalse(raw(id).containsKey("nickname"));
    Everything read = db.everythings().get(id).orElseThrow();
    assertEquals(Optional.empty(), read.nickname());
    assertEquals(Optional.empty(), read.seenAt());
    assertEquals(2, requests.total());
  }

  @Test
  void emptySetsAreNotStoredAndReadBackAsEmptySets() {
    UUID id = UUID.randomUUID();
    Everything written = with(full(id), Map.of("tags", Set.of(), "numbers", Set.of()));
    db.everythings().put(written);
    Map<String, AttributeValue> stored = raw(id);
    assertFalse(stored.containsKey("tags"), "DynamoDB refuses empty sets, so none is written");
    assertFalse(stored.containsKey("numbers"));
    Everything read = db.everythings().get(id).orElseThrow();
    assertEquals(Set.of(), read.tags(), "documented: a missing set reads back as an empty set");
    assertEquals(Set.of(), read.numbers());
    assertEquals(2, requests.total());
  }

  @Test
  void emptyListsMapsAndStringsRoundTripAsThemselves() {
    UUID id = UUID.randomUUID();
    Everything written = with(full(id), Map.of(
        "strings", List.of(),
        "matrix", List.of(List.of()),
        "addresses", List.of(),
        "labels", Map.of(),
        "addressBook", Map.of(),
        "text", "",
        "nickname", Optional.of("")));
    db.everythings().put(written);
    Map<String, AttributeValue> stored = raw(id);
    assertEquals(List.of(), stored.get("strings").l());
    assertEquals(Map.of(), stored.get("labels").m());
    assertEquals("", stored.get("text").s());

    Everything read = db.everythings().get(id).orElseThrow();
    assertEquals(List.of(), read.strings());
    assertEquals(List.of(List.of()), read.matrix());
    assertEquals(List.of(), read.addresses());
    assertEquals(Map.of(), read.labels());
    assertEquals(Map.of(), read.addressBook());
    assertEquals("", read.text());
    assertEquals(Optional.of(""), read.nickname());
    assertSameComponents(written, read);
    assertEquals(2, requests.total());
  }

  @Test
  void bigDecimalsAndBigIntegersKeepEveryDigit() {
    List<BigDecimal> decimals = List.of(
        new BigDecimal("12345678901234567890.123456789012345678"), // 38 significant digits
        new BigDecimal("0.00000000000000000000000000000000000001"),
        new BigDecimal("-99999999999999999999999999999999999999"),
        new BigDecimal("3.14159265358979323846264338327950288"),
        new BigDecimal("1E+100")); // written as plain digits, no exponent
    List<BigInteger> integers = List.of(
        new BigInteger("99999999999999999999999999999999999999"),
        new BigInteger("-1"),
        BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
    for (int i = 0; i < decimals.size(); i++) {
      UUID id = UUID.randomUUID();
      Everything written = with(empty(id), Map.of(
          "decimal", decimals.get(i), "bigInteger", integers.get(i % integers.size())));
      db.everythings().put(written);
      Everything read = db.everythings().get(id).orElseThrow();
      assertEquals(0, decimals.get(i).compareTo(read.decimal()), decimals.get(i) + " read as " + read.decimal());
      assertEquals(decimals.get(i).stripTrailingZeros(), read.decimal().stripTrailingZeros());
      assertEquals(integers.get(i % integers.size()), read.bigInteger());
    }
    assertEquals(2 * decimals.size(), requests.total());
  }

  @Test
  void aBigDecimalWithoutTrailingZerosComesBackEqualIncludingItsScale() {
    UUID id = UUID.randomUUID();
    BigDecimal amount = new BigDecimal("-1234567890.0987654321");
    db.everythings().put(with(empty(id), Map.of("decimal", amount)));
    assertEquals(amount, db.everythings().get(id).orElseThrow().decimal());
    assertEquals(2, requests.total());
  }

  @Test
  void instantsAndDateTimesKeepTheirNanoseconds() {
    List<Instant> instants = List.of(
        Instant.parse("2026-03-01T10:15:30.123456789Z"),
        Instant.parse("2026-03-01T10:15:30.000000001Z"),
        Instant.parse("2026-03-01T10:15:30.100Z"),
        Instant.parse("1900-01-01T00:00:00.999999999Z"),
        Instant.EPOCH);
    for (Instant instant : instants) {
      UUID id = UUID.randomUUID();
      LocalDateTime dateTime = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(),
          java.time.ZoneOffset.UTC);
      db.everythings().put(with(empty(id), Map.of(
          "instant", instant, "seenAt", Optional.of(instant), "dateTime", dateTime)));
      Everything read = db.everythings().get(id).orElseThrow();
      assertEquals(instant, read.instant());
      assertEquals(instant.getNano(), read.instant().getNano());
      assertEquals(Optional.of(instant), read.seenAt());
      assertEquals(dateTime, read.dateTime());
    }
    assertEquals(2 * instants.size(), requests.total());
  }

  @Test
  void nanAndInfinitiesAreRefusedBeforeAnyRequest() {
    UUID id = UUID.randomUUID();
    List<Everything> refused = List.of(
        with(empty(id), Map.of("primitiveDouble", Double.NaN)),
        with(empty(id), Map.of("boxedDouble", Double.POSITIVE_INFINITY)),
        with(empty(id), Map.of("primitiveFloat", Float.NaN)),
        with(empty(id), Map.of("address", new Address("s", "c", 1, new Geo(Double.NaN, 0)))),
        with(empty(id), Map.of("matrix", List.of(List.of(1)), "addresses",
            List.of(new Address("s", "c", 1, new Geo(0, Double.NEGATIVE_INFINITY))))));
    for (Everything everything : refused) {
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> db.everythings().put(everything));
      assertTrue(e.getMessage().contains("NaN") || e.getMessage().contains("Infinity"), e.getMessage());
    }
    assertEquals(0, requests.total());
    assertTrue(db.everythings().get(id).isEmpty(), "nothing was written");
  }

  @Test
  void nanIsRefusedWithAMessageNamingTheComponent() {
    UUID id = UUID.randomUUID();
    InvalidValueException e = assertThrows(InvalidValueException.class,
        () -> db.everythings().put(with(empty(id), Map.of("boxedDouble", Double.NaN))));
    assertTrue(e.getMessage().contains("boxedDouble"), e.getMessage());
    assertEquals(0, requests.total());
  }

  @Test
  void numbersDynamoDbCannotHoldAreRefusedBeforeAnyRequest() {
    // DynamoDB's range (1E-130 to 9.99E+125) and its 38 significant digits are checked before the
    // request, as NaN is (StoredValuesTest covers the edges).
    Map<String, Object> tooBig = Map.of("primitiveDouble", Double.MAX_VALUE);
    Map<String, Object> tooSmall = Map.of("boxedDouble", Double.MIN_VALUE);
    Map<String, Object> tooPrecise = Map.of("decimal", new BigDecimal("123456789012345678901234567890123456789"));
    List<Map<String, Object>> cases = List.of(tooBig, tooSmall, tooPrecise);
    List<String> messages = List.of("outside DynamoDB's range", "outside DynamoDB's range", "38 significant digits");
    for (int i = 0; i < cases.size(); i++) {
      UUID id = UUID.randomUUID();
      Everything everything = with(empty(id), cases.get(i));
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> db.everythings().put(everything));
      assertTrue(e.getMessage().contains(messages.get(i)), e.getMessage());
      assertTrue(e.getMessage().contains("'" + cases.get(i).keySet().iterator().next() + "'"), e.getMessage());
    }
    assertEquals(List.of(), requests.operations());
  }

  @Test
  void partialUpdatesRefuseWhatDynamoDbCannotStoreNamingThePathToItBeforeAnyRequest() {
    UUID id = UUID.randomUUID();
    Everything stored = full(id);
    db.everythings().put(stored);
    requests.reset();
    Address broken = new Address("s", "c", 1, new Geo(Double.NaN, 0));
    Map<String, String> nullKey = new HashMap<>();
    nullKey.put(null, "x");
    Map<String, java.util.function.Function<EverythingRepository.Update,
        EverythingRepository.Update>> cases = new LinkedHashMap<>();
    cases.put("primitiveFloat", u -> u.primitiveFloat(Float.POSITIVE_INFINITY));
    cases.put("decimal", u -> u.decimal(new BigDecimal("1E+126")));
    cases.put("bigInteger", u -> u.bigInteger(BigInteger.TWO.pow(200)));
    cases.put("address.geo.latitude", u -> u.address(broken));
    cases.put("addresses[1].geo.latitude", u -> u.addresses(Arrays.asList(null, broken)));
    cases.put("addressBook.work.geo.latitude", u -> u.addressBook(Map.of("work", broken)));
    cases.put("labels", u -> u.labels(nullKey));
    cases.put("tags", u -> u.tags(Set.of("\uDC00")));
    for (Map.Entry<String, java.util.function.Function<EverythingRepository.Update,
        EverythingRepository.Update>> c : cases.entrySet()) {
      EverythingRepository.Update update = db.everythings().update(id).text("after");
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> c.getValue().apply(update),
          c.getKey());
      assertTrue(e.getMessage().startsWith("Attribute '" + c.getKey() + "': "), e.getMessage());
    }
    assertEquals(List.of(), requests.operations(), "nothing was sent");
    assertSameComponents(stored, db.everythings().get(id).orElseThrow());
  }

  @Test
  void aValueRefusedInsideANestedRecordNamesThePathToIt() {
    UUID id = UUID.randomUUID();
    Address broken = new Address("s", "c", 1, new Geo(0, Double.NaN));
    InvalidValueException direct = assertThrows(InvalidValueException.class,
        () -> db.everythings().put(with(empty(id), Map.of("address", broken))));
    assertTrue(direct.getMessage().startsWith("Attribute 'address.geo.longitude': "), direct.getMessage());
    InvalidValueException listed = assertThrows(InvalidValueException.class,
        () -> db.everythings().put(with(empty(id), Map.of("addresses", List.of(broken)))));
    assertTrue(listed.getMessage().startsWith("Attribute 'addresses[0].geo.longitude': "), listed.getMessage());
    assertEquals(List.of(), requests.operations());
  }

  @Test
  void trailingZerosOfABigDecimalAreNormalisedAwayByTheServer() {
    // DynamoDB stores numbers, not their scale: 1.50 comes back as 1.5 (equal by compareTo only).
    UUID id = UUID.randomUUID();
    db.everythings().put(with(empty(id), Map.of("decimal", new BigDecimal("1.50"))));
    String stored = ServerDeviations.normalisesNumbers() ? "1.5" : "1.50"; // moto stores numbers as sent
    assertEquals(stored, raw(id).get("decimal").n());
    BigDecimal read = db.everythings().get(id).orElseThrow().decimal();
    assertEquals(new BigDecimal(stored), read);
    assertEquals(0, new BigDecimal("1.50").compareTo(read));
    assertEquals(2, requests.total());
  }

  @Test
  void anAttributeOfTheWrongDynamoDbTypeThrowsItemMappingExceptionNamingIt() {
    UUID id = UUID.randomUUID();
    db.everythings().put(full(id));
    Map<String, AttributeValue> item = new HashMap<>(raw(id));
    item.put("primitiveInt", AttributeValue.fromS("abc"));
    rawPut(item);

    ItemMappingException e = assertThrows(ItemMappingException.class, () -> db.everythings().get(id));
    assertTrue(e.getMessage().contains("'primitiveInt'"), e.getMessage());
    assertTrue(e.getMessage().contains("abc") || e.getMessage().contains("type S"), e.getMessage());
    assertEquals(List.of("PutItem", "GetItem"), requests.operations());
  }

  @Test
  void aMalformedValueInsideNestedCollectionsNamesThePathToIt() {
    UUID id = UUID.randomUUID();
    db.everythings().put(full(id));
    Map<String, AttributeValue> item = new HashMap<>(raw(id));
    List<AttributeValue> addresses = new ArrayList<>(item.get("addresses").l());
    Map<String, AttributeValue> third = new HashMap<>(addresses.get(2).m());
    third.put("street", AttributeValue.fromN("5"));
    addresses.set(2, AttributeValue.fromM(third));
    item.put("addresses", AttributeValue.fromL(addresses));
    rawPut(item);

    ItemMappingException e = assertThrows(ItemMappingException.class, () -> db.everythings().get(id));
    assertTrue(e.getMessage().contains("addresses[2].street"), e.getMessage());
    assertEquals(List.of("PutItem", "GetItem"), requests.operations());
  }

  @Test
  void otherWronglyStoredValuesAlsoThrowItemMappingExceptionNamingTheAttribute() {
    Map<String, AttributeValue> wrong = new LinkedHashMap<>();
    wrong.put("flavour", AttributeValue.fromS("BITTER")); // not a constant
    wrong.put("uuid", AttributeValue.fromS("not-a-uuid"));
    wrong.put("instant", AttributeValue.fromS("yesterday"));
    wrong.put("boxedInt", AttributeValue.fromN("2147483648")); // out of int range
    wrong.put("tags", AttributeValue.fromL(List.of(AttributeValue.fromS("a"))));
    wrong.put("price", AttributeValue.fromS("lots"));
    wrong.put("renamed_attr", AttributeValue.fromN("1"));
    for (Map.Entry<String, AttributeValue> entry : wrong.entrySet()) {
      UUID id = UUID.randomUUID();
      db.everythings().put(full(id));
      Map<String, AttributeValue> item = new HashMap<>(raw(id));
      item.put(entry.getKey(), entry.getValue());
      rawPut(item);
      requests.reset();
      ItemMappingException e = assertThrows(ItemMappingException.class, () -> db.everythings().get(id),
          entry.getKey());
      assertTrue(e.getMessage().contains(entry.getKey()), entry.getKey() + ": " + e.getMessage());
      assertEquals(1, requests.total());
    }
  }

  @Test
  void theEnhancedClientReadsAndWritesThroughTheGeneratedTableSchema() {
    DynamoDbEnhancedClient enhanced = DynamoDbEnhancedClient.builder().dynamoDbClient(client).build();
    DynamoDbTable<Everything> table = enhanced.table(db.tableName(), EverythingRepository.Codec.tableSchema());

    Everything viaRepository = full(UUID.randomUUID());
    db.everythings().put(viaRepository);
    Everything read = table.getItem(Key.builder()
        .partitionValue(EverythingRepository.Codec.partitionKey(viaRepository.id())).sortValue(EverythingRepository.Codec.SORT_KEY).build());
    assertSameComponents(viaRepository, read);

    Everything viaEnhanced = full(UUID.randomUUID());
    table.putItem(viaEnhanced);
    assertSameComponents(viaEnhanced, db.everythings().get(viaEnhanced.id()).orElseThrow());
    assertEquals(List.of("PutItem", "GetItem", "PutItem", "GetItem"), requests.operations());
  }

  // ---------------------------------------------------------------------------------------------

  /** The stored item, read with a client outside the counter so tests count only Partitura's requests. */
  private static Map<String, AttributeValue> raw(UUID id) {
    return uncounted.getItem(GetItemRequest.builder().tableName(db.tableName())
        .key(EverythingRepository.Codec.primaryKey(id)).consistentRead(true).build()).item();
  }

  /** Writes an item by hand, outside the counter. */
  private static void rawPut(Map<String, AttributeValue> item) {
    uncounted.putItem(PutItemRequest.builder().tableName(db.tableName()).item(item).build());
  }

  /** Stands for null in {@link #with}'s changes, since {@code Map.of} refuses null values. */
  private static final Object NULL = new Object();

  /** A copy of {@code base} with the named components replaced ({@link #NULL} for null). */
  private static Everything with(Everything base, Map<String, Object> changes) {
    RecordComponent[] components = Everything.class.getRecordComponents();
    Set<String> names = Arrays.stream(components).map(RecordComponent::getName).collect(java.util.stream.Collectors.toSet());
    assertTrue(names.containsAll(changes.keySet()), "unknown components in " + changes.keySet());
    Object[] values = new Object[components.length];
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      RecordComponent component = components[i];
      types[i] = component.getType();
      Object value = changes.containsKey(component.getName()) ? changes.get(component.getName()) : get(component, base);
      values[i] = value == NULL ? null : value;
    }
    try {
      return Everything.class.getDeclaredConstructor(types).newInstance(values);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private static Object get(RecordComponent component, Everything record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  /** Compares every component, arrays by content, naming the component that differs. */
  private static void assertSameComponents(Everything expected, Everything actual) {
    for (RecordComponent component : Everything.class.getRecordComponents()) {
      Object e = get(component, expected);
      Object a = get(component, actual);
      if (component.getType() == byte[].class) {
        assertArrayEquals((byte[]) e, (byte[]) a, component.getName());
      } else {
        assertEquals(e, a, component.getName());
      }
    }
  }

}
