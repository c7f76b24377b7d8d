package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.shop3.Merchant;
import io.partitura.it.shop3.Parcel;
import io.partitura.it.shop3.ParcelRepository;
import io.partitura.it.shop3.Shipment;
import io.partitura.it.shop3.Shop3Table;
import io.partitura.runtime.query.KeyRange;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * A grandchild's own index keyed by its parent's id ({@code Parcel} under a sharded merchant's
 * {@code Shipment}, index {@code GSI1} by weight then shipment id): a partial update reads the parent's
 * id back from the sort key {@code SHIP#<shipmentId>#PARCEL#<parcelId>} and writes the index key put
 * writes, whatever the ids hold.
 */
@ExtendWith(DynaliteExtension.class)
class GrandchildIndexKeysTest {
  /** Shipment ids that are prefixes of one another or look like a nested key themselves. */
  private static final List<String> SHIPMENTS = List.of("s1", "s1#PARCEL#p1", "s10", "s$", "\uD83D\uDE00");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static Shop3Table db;

  @BeforeAll
  static void createTable(DynaliteServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    db = Shop3Table.builder().client(client).tableName("shop3-" + UUID.randomUUID()).build();
    db.createTable();
    db.merchants().put(new Merchant("m9", "Hostile"));
    for (String shipment : SHIPMENTS) {
      db.shipments().put(new Shipment("m9", shipment, "carrier"));
      db.parcels().put(new Parcel("m9", shipment, "p1", 500));
    }
  }

  private static Map<String, AttributeValue> stored(Parcel parcel) {
    return client.getItem(GetItemRequest.builder().tableName(db.tableName())
        .key(io.partitura.it.shop3.ParcelRepository.Codec.primaryKey(parcel.merchantId(), parcel.shipmentId(),
            parcel.parcelId()))
        .consistentRead(true).build()).item();
  }

  @Test
  void aPartialUpdateOfAGrandchildWritesTheIndexKeyPutWrites() {
    requests.reset();
    for (int i = 0; i < SHIPMENTS.size(); i++) {
      db.parcels().update("m9", SHIPMENTS.get(i), "p1").weightGrams(100 + i).apply();
    }
    assertEquals(SHIPMENTS.size(), requests.count("UpdateItem"));
    assertEquals(SHIPMENTS.size(), requests.total());
    for (int i = 0; i < SHIPMENTS.size(); i++) {
      Parcel parcel = new Parcel("m9", SHIPMENTS.get(i), "p1", 100 + i);
      Map<String, AttributeValue> item = stored(parcel);
      Map<String, AttributeValue> put = ParcelRepository.Codec.INSTANCE.toItem(parcel);
      assertEquals(put.get("GSI1PK"), item.get("GSI1PK"), SHIPMENTS.get(i));
      assertEquals(put.get("GSI1SK"), item.get("GSI1SK"), SHIPMENTS.get(i));
    }
    requests.reset();
    List<String> lightest = db.parcels().byWeight("m9", KeyRange.until(102)).all().stream()
        .map(Parcel::shipmentId).toList();
    assertEquals(SHIPMENTS.subList(0, 3), lightest);
    assertEquals(1, requests.total());
  }
}
