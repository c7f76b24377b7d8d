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
import io.partitura.it.ids.Ticket;
import io.partitura.it.ids.TicketId;
import io.partitura.runtime.query.KeyRange;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Typed ids ({@code record CustomerId(String value)}) in every key position and outside keys, against dynalite: they
 * round-trip through put, get, listings, an index and an edge, and every stored item is identical, attribute for
 * attribute, to the one the same schema with bare types stores; conditions and filters compare them, and ranges on
 * a String typed id include {@code startingWith}.
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
    typedRecords.add(new Client(ACME, "Client acme#1", GLOBEX, List.of(WIDGET, GADGET), Optional.of(new OrderId(7))));
    bareRecords.add(new io.partitura.it.ids.bare.Client(ACME.value(), "Client acme#1", GLOBEX.value(),
        List.of(WIDGET.value(), GADGET.value()), Optional.of(7L)));
    typedRecords.add(new Client(GLOBEX, "Client globex", null, List.of(), Optional.empty()));
    bareRecords.add(new io.partitura.it.ids.bare.Client(GLOBEX.value(), "Client globex", null, List.of(), Optional.empty()));
    for (String[] ticket : new String[][] {{"acme#1", "t-1"}, {"acme#1", "t-10"}, {"acme#1", "t-2"}, {"globex", "t-11"}}) {
      typedRecords.add(new Ticket(new CustomerId(ticket[0]), new TicketId(ticket[1]), GLOBEX, "about " + ticket[1]));
      bareRecords.add(new io.partitura.it.ids.bare.Ticket(ticket[0], ticket[1], GLOBEX.value(), "about " + ticket[1]));
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
    assertEquals(16, typedItems.size());
    assertEquals(bareItems, typedItems);
    Map<String, AttributeValue> client = typedItems.stream()
        .filter(item -> item.get("PK").s().equals("CUST#acme$S1") && item.get("SK").s().equals("META")).findFirst()
        .orElseThrow();
    assertEquals(AttributeValue.fromS("globex"), client.get("referredBy"), "an attribute: the value, not a map");
    assertEquals(AttributeValue.fromL(List.of(AttributeValue.fromS(WIDGET.value().toString()),
        AttributeValue.fromS(GADGET.value().toString()))), client.get("wishlist"), "list elements: the values");
    assertEquals(AttributeValue.fromN("7"), client.get("lastOrder"), "an Optional: the value");
    Map<String, AttributeValue> purchase = typedItems.stream()
        .filter(item -> item.get("SK").s().equals(PurchaseRepository.Codec.sortKey(new OrderId(7)))).findFirst().orElseThrow();
    assertEquals("CUST#acme$S1", purchase.get("PK").s(), "the String id is escaped as a bare String would be");
    assertEquals("ORD#0000000000000000007", purchase.get("SK").s());
    assertEquals("7", purchase.get("orderId").n(), "stored as the number, not as a map");
    assertEquals("acme#1", purchase.get("customerId").s());
  }

  @Test
  void typedIdsRoundTripThroughGetListingsIndexesAndEdges() {
    assertEquals(new Client(ACME, "Client acme#1", GLOBEX, List.of(WIDGET, GADGET), Optional.of(new OrderId(7))),
        typed.clients().get(ACME).orElseThrow());
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
  void aStringTypedIdSortKeyRangesByStartingWithOnItsValue() {
    List<String> inAcme = typed.tickets().inClient(ACME, KeyRange.startingWith("t-1")).all().stream()
        .map(t -> t.ticketId().value()).toList();
    List<String> assigned = typed.tickets().byAssignee(GLOBEX, KeyRange.startingWith("t-1")).all().stream()
        .map(t -> t.ticketId().value()).toList();
    List<String> between = typed.tickets().inClient(ACME, KeyRange.between(new TicketId("t-10"), new TicketId("t-2")))
        .all().stream().map(t -> t.ticketId().value()).toList();

    assertEquals(List.of("t-1", "t-10"), inAcme);
    assertEquals(List.of("t-1", "t-10", "t-11"), assigned);
    assertEquals(List.of("t-10", "t-2"), between);
    assertEquals(List.of("Query", "Query", "Query"), requests.operations());
    RequestDescription query = typed.tickets().inClient(ACME, KeyRange.startingWith("t-1")).describe().first();
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", query.field("KeyConditionExpression"));
    assertEquals("{ \":pk\": \"CUST#acme$S1\", \":sk\": \"TICKET#t-1\" }", query.field("ExpressionAttributeValues"));
  }

  @Test
  void conditionsAndFiltersCompareTypedIdsAsStored(DynaliteServer server) {
    IdsTable own = IdsTable.builder().client(server.newClient(requests)).tableName("ids-when-" + UUID.randomUUID()).build();
    own.createTable();
    own.clients().put(new Client(ACME, "Acme", GLOBEX, List.of(), Optional.of(new OrderId(7))));
    own.purchases().put(new Purchase(ACME, new OrderId(1), WIDGET, 1));
    own.purchases().put(new Purchase(ACME, new OrderId(2), GADGET, 2));
    requests.reset();

    Client renamed = own.clients().update(ACME).name("Acme Corp")
        .when(c -> c.referredBy().is(GLOBEX).and(c.lastOrder().in(new OrderId(6), new OrderId(7)))).apply();
    assertThrows(ConditionFailedException.class, () -> own.clients().update(ACME).name("Refused")
        .when(c -> c.referredBy().isNot(GLOBEX)).apply());
    assertThrows(ConditionFailedException.class, () -> own.clients().delete(ACME, c -> c.referredBy().notExists()));
    List<Purchase> widgets = own.purchases().inClient(ACME).where(c -> c.productId().in(WIDGET)).all();

    assertEquals("Acme Corp", renamed.name());
    assertEquals(List.of(new Purchase(ACME, new OrderId(1), WIDGET, 1)), widgets);
    assertEquals("Acme Corp", own.clients().get(ACME).orElseThrow().name());
    // UpdateItem; UpdateItem refused, then the GetItem that tells which check failed; DeleteItem refused; Query; GetItem.
    assertEquals(List.of("UpdateItem", "UpdateItem", "GetItem", "DeleteItem", "Query", "GetItem"), requests.operations());
    assertEquals("{ \":v0\": \"x\", \":c0\": \"globex\" }", own.clients().update(ACME).name("x")
        .when(c -> c.referredBy().is(GLOBEX)).describe().field("ExpressionAttributeValues"));
  }

  /** Earlier rounds stored a typed id outside keys as {@code {"value": …}}: such items read back unchanged. */
  @Test
  void anItemWithTypedIdsStoredAsMapsByEarlierRoundsReadsBack(DynaliteServer server) {
    IdsTable own = IdsTable.builder().client(server.newClient(requests)).tableName("ids-old-" + UUID.randomUUID()).build();
    own.createTable();
    Map<String, AttributeValue> old = new java.util.HashMap<>(IdsTable.builder().client(uncounted)
        .tableName(own.tableName()).build().clients().putRequest(new Client(ACME, "Acme", null, null, null)).item());
    old.put("referredBy", AttributeValue.fromM(Map.of("value", AttributeValue.fromS("globex"))));
    old.put("wishlist", AttributeValue.fromL(List.of(
        AttributeValue.fromM(Map.of("value", AttributeValue.fromS(WIDGET.value().toString()))))));
    old.put("lastOrder", AttributeValue.fromM(Map.of("value", AttributeValue.fromN("7"))));
    uncounted.putItem(PutItemRequest.builder().tableName(own.tableName()).item(old).build());
    requests.reset();

    assertEquals(new Client(ACME, "Acme", GLOBEX, List.of(WIDGET), Optional.of(new OrderId(7))),
        own.clients().get(ACME).orElseThrow());
    assertEquals(List.of("GetItem"), requests.operations());
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
        .key(PurchaseRepository.Codec.primaryKey(GLOBEX, new OrderId(1))).build()).item();
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
