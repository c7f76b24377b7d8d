package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.shop3.CustomerKeys;
import io.partitura.it.shop3.MerchantKeys;
import io.partitura.it.shop3.Order;
import io.partitura.it.shop3.OrderCodec;
import io.partitura.it.shop3.Shipment;
import io.partitura.it.shop3.ShipmentCodec;
import io.partitura.it.shop3.Shop3Table;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * A record that is both a child and a parent ({@code Order} under {@code Customer}, with order lines
 * below it) keeps {@code createUnder}: having children of its own must not take away the one write that
 * refuses to create it under a missing parent. Tested at the request level, as {@link TransactionsTest}
 * does: dynalite has no TransactWriteItems.
 */
@ExtendWith(DynaliteExtension.class)
class NestedParentCreateUnderTest {
  private static RequestCounter requests;
  private static Shop3Table db;

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    db = Shop3Table.builder().client(server.newClient(requests)).tableName("shop3-" + UUID.randomUUID()).build();
    db.createTable();
    requests.reset();
  }

  private static void assertCreateUnder(TransactWriteItemsRequest request, java.util.Map<String, ?> item,
      java.util.Map<String, ?> parentKey) {
    List<TransactWriteItem> actions = request.transactItems();
    assertEquals(2, actions.size());
    // The create's Put writes what put writes (index keys included), only where nothing is.
    assertEquals(item, actions.get(0).put().item());
    assertEquals("attribute_not_exists(#pk)", actions.get(0).put().conditionExpression());
    assertEquals(parentKey, actions.get(1).conditionCheck().key());
    assertEquals("attribute_exists(#pk)", actions.get(1).conditionCheck().conditionExpression());
  }

  @Test
  void anOrderWithLinesBelowItIsStillCreatedUnderItsCustomer() {
    Order order = new Order("c#1", "o1", "OPEN");
    assertCreateUnder(db.orders().createUnderRequest(order), OrderCodec.INSTANCE.toItem(order),
        CustomerKeys.primaryKey("c#1"));
    assertEquals(0, requests.total());
  }

  @Test
  void aShipmentWithParcelsBelowItIsStillCreatedUnderItsShardedMerchant() {
    Shipment shipment = new Shipment("m1", "s1", "ups");
    assertCreateUnder(db.shipments().createUnderRequest(shipment), ShipmentCodec.INSTANCE.toItem(shipment),
        MerchantKeys.primaryKey("m1"));
    assertEquals(0, requests.total());
  }
}
