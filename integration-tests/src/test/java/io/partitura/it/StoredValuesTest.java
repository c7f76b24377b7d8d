package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.values.Reading;
import io.partitura.it.values.ReadingRepository;
import io.partitura.it.values.Unit;
import io.partitura.it.values.VaultTable;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * Values DynamoDB cannot store are refused before any request, naming the attribute; and the rules
 * of "How values are stored" (scale, negative zero, empty sets, missing primitives, unknown enum
 * constants), each against dynalite, which normalises numbers as DynamoDB does.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class StoredValuesTest {
  private static RequestCounter requests;
  private static DynamoDbClient uncounted;
  private static VaultTable vault;

  @BeforeAll
  static void createVault(TestServer server) {
    requests = new RequestCounter();
    uncounted = server.newClient();
    vault = VaultTable.builder().client(server.newClient(requests)).tableName("vault-" + UUID.randomUUID()).build();
    vault.createTable();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  private static String newId() {
    return UUID.randomUUID().toString();
  }

  private static Reading withAmount(String id, BigDecimal amount) {
    return new Reading(id, amount, 0, null, null, null, null, null, null, 0, false, null, null);
  }

  private static Reading withValue(String id, double value) {
    return new Reading(id, null, value, null, null, null, null, null, null, 0, false, null, null);
  }

  private static Reading withBoxed(String id, Double boxed) {
    return new Reading(id, null, 0, boxed, null, null, null, null, null, 0, false, null, null);
  }

  private static Reading withBig(String id, BigInteger big) {
    return new Reading(id, null, 0, null, big, null, null, null, null, 0, false, null, null);
  }

  private static Reading withSets(String id, Set<BigDecimal> amounts, Set<Double> values, Set<String> tags,
      Set<Long> counts) {
    return new Reading(id, null, 0, null, null, amounts, values, tags, counts, 0, false, null, null);
  }

  private static <T> Set<T> setOf(List<T> members) {
    return new LinkedHashSet<>(members);
  }

  // ---- Item 9: numbers and sets DynamoDB cannot store

  @Test
  void numbersOutsideDynamoDbsRangeOrPrecisionAreRefusedBeforeAnyRequestNamingTheAttribute() {
    record Case(String attribute, Function<String, Reading> reading, String value) {}
    List<Case> cases = List.of(
        new Case("amount", id -> withAmount(id, new BigDecimal("1E+126")), "1E+126"),
        new Case("amount", id -> withAmount(id, new BigDecimal("-1E+126")), "-1E+126"),
        new Case("amount", id -> withAmount(id, new BigDecimal("1E-131")), "1E-131"),
        new Case("amount", id -> withAmount(id, new BigDecimal("123456789012345678901234567890123456789")),
            "38 significant digits"),
        new Case("value", id -> withValue(id, 1e200), "1.0E200"),
        new Case("value", id -> withValue(id, Double.MAX_VALUE), "1.7976931348623157E308"),
        new Case("value", id -> withValue(id, Double.MIN_VALUE), "4.9E-324"),
        new Case("boxed", id -> withBoxed(id, -1e-200), "-1.0E-200"),
        new Case("big", id -> withBig(id, BigInteger.TWO.pow(200)), "38 significant digits"));
    List<String> ids = new ArrayList<>();
    for (Case c : cases) {
      String id = newId();
      ids.add(id);
      InvalidValueException e = assertThrows(InvalidValueException.class,
          () -> vault.readings().put(c.reading().apply(id)), c.toString());
      assertTrue(e.getMessage().contains("'" + c.attribute() + "'"), e.getMessage());
      assertTrue(e.getMessage().contains(c.value()), e.getMessage());
      // create and update(record) refuse the same way
      assertThrows(InvalidValueException.class, () -> vault.readings().create(c.reading().apply(id)));
      assertThrows(InvalidValueException.class, () -> vault.readings().update(c.reading().apply(id)));
    }
    assertEquals(0, requests.total(), "nothing was sent");
    for (String id : ids) {
      assertTrue(vault.readings().get(id).isEmpty());
    }
  }

  @Test
  void partialUpdatesRefuseWhatDynamoDbCannotStoreBeforeAnyRequestNamingTheAttribute() {
    String id = newId();
    Reading stored = new Reading(id, new BigDecimal("12.5"), 1.5, 2.5, BigInteger.TEN,
        Set.of(new BigDecimal("1.5")), Set.of(0.5), Set.of("a"), Set.of(1L), 3, true, Unit.GRAM, "before");
    vault.readings().put(stored);
    requests.reset();
    record Case(String attribute, Function<ReadingRepository.Update, ReadingRepository.Update> setter, String value) {}
    List<Case> cases = List.of(
        new Case("amount", u -> u.amount(new BigDecimal("1E+126")), "1E+126"),
        new Case("amount", u -> u.amount(new BigDecimal("1E-131")), "1E-131"),
        new Case("value", u -> u.value(1e200), "1.0E200"),
        new Case("value", u -> u.value(Double.NaN), "NaN"),
        new Case("boxed", u -> u.boxed(Double.MAX_VALUE), "1.7976931348623157E308"),
        new Case("big", u -> u.big(BigInteger.TWO.pow(200)), "38 significant digits"),
        new Case("amounts", u -> u.amounts(setOf(List.of(new BigDecimal("1.0"), new BigDecimal("1.00")))), "1.00"),
        new Case("values", u -> u.values(setOf(List.of(0.0, -0.0))), "-0.0"),
        new Case("values", u -> u.values(setOf(List.of(1.5, 1e300))), "1.0E300"),
        new Case("tags", u -> u.tags(Set.of("ok", "broken \uD800")), "unpaired surrogate"));
    for (Case c : cases) {
      ReadingRepository.Update update = vault.readings().update(id).note("after");
      InvalidValueException e = assertThrows(InvalidValueException.class, () -> c.setter().apply(update),
          c.toString());
      assertTrue(e.getMessage().startsWith("Attribute '" + c.attribute() + "': "), e.getMessage());
      assertTrue(e.getMessage().contains(c.value()), e.getMessage());
    }
    assertEquals(0, requests.total(), "nothing was sent");
    assertEquals(stored, vault.readings().get(id).orElseThrow(), "the stored item is unchanged");
  }

  @Test
  void numbersAtDynamoDbsLimitsAreStoredAndReadBack() {
    List<BigDecimal> edges = List.of(
        new BigDecimal("9.9999999999999999999999999999999999999E+125"),
        new BigDecimal("-9.9999999999999999999999999999999999999E+125"),
        new BigDecimal("1E-130"),
        new BigDecimal("-1E-130"),
        new BigDecimal("12345678901234567890123456789012345678"), // 38 digits
        new BigDecimal("1.2345678901234567890123456789012345678000")); // 38 significant, trailing zeros
    for (BigDecimal edge : edges) {
      String id = newId();
      vault.readings().put(withAmount(id, edge));
      assertEquals(0, edge.compareTo(vault.readings().get(id).orElseThrow().amount()), edge.toString());
    }
    assertEquals(2 * edges.size(), requests.total());
  }

  @Test
  void setsWhoseMembersAreEqualNumbersAreRefusedAsDuplicatesBeforeAnyRequest() {
    String id = newId();
    InvalidValueException decimals = assertThrows(InvalidValueException.class, () -> vault.readings().put(
        withSets(id, setOf(List.of(new BigDecimal("1.0"), new BigDecimal("1.00"))), null, null, null)));
    assertTrue(decimals.getMessage().contains("'amounts'"), decimals.getMessage());
    assertTrue(decimals.getMessage().contains("1.0") && decimals.getMessage().contains("1.00"),
        decimals.getMessage());
    InvalidValueException zeros = assertThrows(InvalidValueException.class, () -> vault.readings().put(
        withSets(id, null, setOf(List.of(0.0, -0.0)), null, null)));
    assertTrue(zeros.getMessage().contains("'values'"), zeros.getMessage());
    assertThrows(InvalidValueException.class, () -> vault.readings().put(
        withSets(id, null, setOf(List.of(1.5, 1e300)), null, null)), "a member out of range");
    assertEquals(0, requests.total());
    assertTrue(vault.readings().get(id).isEmpty());
  }

  @Test
  void setsOfDistinctNumbersAndStringsRoundTrip() {
    String id = newId();
    Reading written = withSets(id, setOf(List.of(new BigDecimal("1.5"), new BigDecimal("-2"))),
        setOf(List.of(0.5, -0.25, 1e100)), setOf(List.of("a", "A", "é", "e\u0301")),
        setOf(List.of(1L, Long.MAX_VALUE)));
    vault.readings().put(written);
    assertEquals(written, vault.readings().get(id).orElseThrow());
    assertEquals(2, requests.total());
  }

  // ---- How values are stored

  @Test
  void aBigDecimalComesBackWithoutTrailingZerosEqualByCompareTo() {
    String id = newId();
    vault.readings().put(withAmount(id, new BigDecimal("1.10")));
    assertEquals(ServerDeviations.normalisesNumbers() ? "1.1" : "1.10", raw(id).get("amount").n(),
        "DynamoDB (and dynalite) normalise the number; moto stores it as sent");
    BigDecimal read = vault.readings().get(id).orElseThrow().amount();
    assertEquals(new BigDecimal(ServerDeviations.normalisesNumbers() ? "1.1" : "1.10"), read);
    assertEquals(0, new BigDecimal("1.10").compareTo(read));
    assertEquals(2, requests.total());
  }

  @Test
  void negativeZeroComesBackAsPositiveZero() {
    String id = newId();
    vault.readings().put(new Reading(id, new BigDecimal("-0.0"), -0.0, -0.0, null, null, null, null, null, 0,
        false, null, null));
    Reading read = vault.readings().get(id).orElseThrow();
    if (!ServerDeviations.normalisesNumbers()) {
      // moto stores -0.0 as sent, so the record reads it back as sent: nothing to check of DynamoDB's "0".
      assertEquals("-0.0", raw(id).get("value").n());
      assertEquals(2, requests.total());
      return;
    }
    assertEquals("0", raw(id).get("value").n());
    assertEquals(0, Double.compare(0.0, read.value()), "+0.0, not -0.0: " + read.value());
    assertEquals(0, Double.compare(0.0, read.boxed()), "+0.0, not -0.0: " + read.boxed());
    assertEquals(BigDecimal.ZERO, read.amount());
    assertEquals(2, requests.total());
  }

  @Test
  void emptyAndNullSetsStoreNothingAndReadBackAsEmptySets() {
    String id = newId();
    vault.readings().put(withSets(id, Set.of(), Set.of(), null, Set.of()));
    Map<String, AttributeValue> stored = raw(id);
    for (String set : List.of("amounts", "values", "tags", "counts")) {
      assertFalse(stored.containsKey(set), set + ": DynamoDB refuses empty sets, so none is written");
    }
    Reading read = vault.readings().get(id).orElseThrow();
    assertEquals(Set.of(), read.amounts());
    assertEquals(Set.of(), read.values());
    assertEquals(Set.of(), read.tags());
    assertEquals(Set.of(), read.counts());
    assertEquals(2, requests.total());
  }

  @Test
  void aMissingPrimitiveAttributeIsAnItemMappingExceptionNamingItNotASilentZero() {
    String id = newId();
    vault.readings().put(Reading.of(id, "has every primitive"));
    Map<String, AttributeValue> item = new HashMap<>(raw(id));
    item.remove("count");
    rawPut(item);
    requests.reset();

    ItemMappingException e = assertThrows(ItemMappingException.class, () -> vault.readings().get(id));
    assertTrue(e.getMessage().contains("'count'"), e.getMessage());
    assertTrue(e.getMessage().contains("missing"), e.getMessage());
    assertEquals(1, requests.total());
  }

  @Test
  void anUnknownEnumConstantIsAnItemMappingExceptionNamingTheAttributeAndTheValue() {
    String id = newId();
    vault.readings().put(new Reading(id, null, 0, null, null, null, null, null, null, 0, false, Unit.GRAM, null));
    Map<String, AttributeValue> item = new HashMap<>(raw(id));
    item.put("unit", AttributeValue.fromS("FURLONG"));
    rawPut(item);
    requests.reset();

    ItemMappingException e = assertThrows(ItemMappingException.class, () -> vault.readings().get(id));
    assertTrue(e.getMessage().contains("'unit'"), e.getMessage());
    assertTrue(e.getMessage().contains("FURLONG"), e.getMessage());
    assertTrue(e.getMessage().contains("GRAM"), "lists the known constants: " + e.getMessage());
    assertEquals(1, requests.total());
  }

  private static Map<String, AttributeValue> raw(String id) {
    return uncounted.getItem(GetItemRequest.builder().tableName(vault.tableName())
        .key(ReadingRepository.Codec.primaryKey(id)).consistentRead(true).build()).item();
  }

  private static void rawPut(Map<String, AttributeValue> item) {
    uncounted.putItem(PutItemRequest.builder().tableName(vault.tableName()).item(item).build());
  }
}
