package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.ids.Client;
import io.partitura.it.ids.CustomerId;
import io.partitura.it.ids.Favourite;
import io.partitura.it.ids.IdsTable;
import io.partitura.it.ids.OrderId;
import io.partitura.it.ids.Product;
import io.partitura.it.ids.ProductId;
import io.partitura.it.ids.Purchase;
import io.partitura.it.ids.PurchaseRepository;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Typed ids ({@code record CustomerId(String value)}) in every key position, against dynalite: they
 * round-trip through put, get, listings, an index and an edge, and every stored item is identical,
 * attribute for attribute, to the one the same schema with bare types stores.
 */
@ExtendWith(DynaliteExtension.class)
class TypedIdsTest {
  private static final CustomerId ACME = new CustomerId("acme#1");
  private static final CustomerId GLOBEX = new CustomerId("globex");
  private static final ProductId WIDGET = new ProductId(UUID.fromString("00000000-0000-0001-8000-000000000000"));
  private static final ProductId GADGET = new ProductId(UUID.fromString("ffffffff-0000-0000-0000-000000000001"));

  private static RequestCounter requests;
  private static DynamoDbClient uncounted;
  private static IdsTable typed;
  private static io.partitura.it.ids.bare.IdsTable bare;

  @BeforeAll
  static void createTables(DynaliteServer server) {
    requests = new RequestCounter();
    uncounted = server.newClient();
    typed = IdsTable.builder().client(server.newClient(requests)).tableName("ids-" + UUID.randomUUID()).build();
    bare = io.partitura.it.ids.bare.IdsTable.builder().client(uncounted).tableName("ids-bare-" + UUID.randomUUID()).build();
    typed.createTable();
    bare.createTable();
    List<Object> typedRecords = new ArrayList<>();
    List<Object> bareRecords = new ArrayList<>();
    for (CustomerId customer : List.of(ACME, GLOBEX)) {
      typedRecords.add(new Client(customer, "Client " + customer.value()));
      bareRecords.add(new io.partitura.it.ids.bare.Client(customer.value(), "Client " + customer.value()));
    }
    for (ProductId product : List.of(WIDGET, GADGET)) {
      typedRecords.add(new Product(product, "Product"));
      bareRecords.add(new io.partitura.it.ids.bare.Product(product.value(), "Product"));
    }
    long[] orders = {Long.MIN_VALUE, -1, 0, 7, 10, Long.MAX_VALUE};
    for (int i = 0; i < orders.length; i++) {
      ProductId product = i % 2 == 0 ? WIDGET : GADGET;
      typedRecords.add(new Purchase(ACME, new OrderId(orders[i]), product, i));
      bareRecords.add(new io.partitura.it.ids.bare.Purchase(ACME.value(), orders[i], product.value(), i));
    }
    typedRecords.add(new Favourite(ACME, WIDGET));
    typedRecords.add(new Favourite(GLOBEX, WIDGET));
    bareRecords.add(new io.partitura.it.ids.bare.Favourite(ACME.value(), WIDGET.value()));
    bareRecords.add(new io.partitura.it.ids.bare.Favourite(GLOBEX.value(), WIDGET.value()));
    typed.putAll(typedRecords);
    bare.putAll(bareRecords);
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void everyStoredItemIsIdenticalToTheBareTypesOne() {
    List<Map<String, AttributeValue>> typedItems = scan(typed.tableName());
    List<Map<String, AttributeValue>> bareItems = scan(bare.tableName());
    assertEquals(12, typedItems.size());
    assertEquals(bareItems, typedItems);
    Map<String, AttributeValue> purchase = typedItems.stream()
        .filter(item -> item.get("SK").s().equals(PurchaseRepository.Keys.sortKey(new OrderId(7)))).findFirst().orElseThrow();
    assertEquals("CUST#acme$S1", purchase.get("PK").s(), "the String id is escaped as a bare String would be");
    assertEquals("ORD#0000000000000000007", purchase.get("SK").s());
    assertEquals("7", purchase.get("orderId").n(), "stored as the number, not as a map");
    assertEquals("acme#1", purchase.get("customerId").s());
  }

  @Test
  void typedIdsRoundTripThroughGetListingsIndexesAndEdges() {
    assertEquals(new Client(ACME, "Client acme#1"), typed.clients().get(ACME).orElseThrow());
    assertEquals(new Purchase(ACME, new OrderId(-1), GADGET, 1), typed.purchases().get(ACME, new OrderId(-1)).orElseThrow());
    assertEquals(List.of(Long.MIN_VALUE, -1L, 0L, 7L, 10L, Long.MAX_VALUE),
        typed.purchases().inClient(ACME).all().stream().map(p -> p.orderId().value()).toList());
    assertEquals(List.of(-1L, 0L, 7L), typed.purchases().inClient(ACME, KeyRange.between(new OrderId(-1), new OrderId(7)))
        .all().stream().map(p -> p.orderId().value()).toList());
    assertEquals(List.of(Long.MIN_VALUE, 0L, 10L),
        typed.purchases().byProductId(WIDGET).all().stream().map(p -> p.orderId().value()).toList());
    assertEquals(List.of(new Favourite(ACME, WIDGET)), typed.favourites().ofClient(ACME).all());
    assertEquals(List.of(new Favourite(ACME, WIDGET), new Favourite(GLOBEX, WIDGET)), typed.favourites().ofProduct(WIDGET).all());
    assertEquals(List.of("GetItem", "GetItem", "Query", "Query", "Query", "Query", "Query"), requests.operations());
  }

  @Test
  void aPartialUpdateOfATypedIdIndexComponentStoresItBare(DynaliteServer server) {
    IdsTable own = IdsTable.builder().client(server.newClient(requests)).tableName("ids-update-" + UUID.randomUUID()).build();
    own.createTable();
    own.purchases().put(new Purchase(GLOBEX, new OrderId(1), WIDGET, 1));
    requests.reset();

    own.purchases().update(GLOBEX, new OrderId(1)).productId(GADGET).apply();

    assertEquals(List.of("UpdateItem"), requests.operations());
    Map<String, AttributeValue> raw = uncounted.getItem(GetItemRequest.builder().tableName(own.tableName())
        .key(PurchaseRepository.Keys.primaryKey(GLOBEX, new OrderId(1))).build()).item();
    assertEquals(GADGET.value().toString(), raw.get("productId").s());
    assertEquals("ORD#" + GADGET.value(), raw.get("GSI2PK").s());
    assertEquals(List.of(new Purchase(GLOBEX, new OrderId(1), GADGET, 1)), own.purchases().byProductId(GADGET).all());
  }

  @Test
  void aNullTypedIdIsRefusedBeforeAnyRequest() {
    assertThrows(InvalidKeyException.class, () -> typed.clients().get(null));
    assertThrows(InvalidKeyException.class, () -> typed.purchases().get(ACME, null));
    assertThrows(InvalidKeyException.class, () -> typed.clients().get(new CustomerId(null)));
    assertEquals(0, requests.total());
  }

  private static List<Map<String, AttributeValue>> scan(String table) {
    List<Map<String, AttributeValue>> items = new ArrayList<>(
        uncounted.scan(ScanRequest.builder().tableName(table).build()).items());
    items.sort((a, b) -> (a.get("PK").s() + "\u0000" + a.get("SK").s()).compareTo(b.get("PK").s() + "\u0000" + b.get("SK").s()));
    assertTrue(items.size() < 100);
    return items;
  }
}
