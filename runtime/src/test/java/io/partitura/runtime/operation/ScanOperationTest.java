package io.partitura.runtime.operation;

import static io.partitura.runtime.operation.OperationFixtures.TABLE;
import static io.partitura.runtime.operation.OperationFixtures.key;
import static io.partitura.runtime.operation.OperationFixtures.note;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

class ScanOperationTest {
  @Test
  void buildsOnePageOfOneSegment() {
    ScanRequest request = ScanOperation.request(TABLE, 2, 4, 50, key("NOTE#9"));

    assertEquals(2, request.segment());
    assertEquals(4, request.totalSegments());
    assertEquals(50, request.limit());
    assertEquals(key("NOTE#9"), request.exclusiveStartKey());
    assertNull(ScanOperation.request(TABLE, 0, 1, null, null).limit());
  }

  @Test
  void buildsOnePageOfTheWholeTableWithoutSegments() {
    ScanRequest request = ScanOperation.request(TABLE, 10, key("NOTE#9"));

    assertNull(request.segment());
    assertNull(request.totalSegments());
    assertEquals(10, request.limit());
    assertEquals(key("NOTE#9"), request.exclusiveStartKey());
    assertEquals(ReturnConsumedCapacity.TOTAL, request.returnConsumedCapacity());
  }

  @Test
  void aPageCarriesTheCapacityItConsumed() {
    ScanOperation scan = ScanOperation.of(ScanOperation.request(TABLE, 10, null));

    assertEquals(2.5, scan.result(ScanResponse.builder().count(0)
        .consumedCapacity(ConsumedCapacity.builder().capacityUnits(2.5).build()).build(), TABLE).capacityUnits());
    assertNull(scan.result(ScanResponse.builder().count(0).build(), TABLE).capacityUnits());
  }

  @Test
  void readsTheItemsAndWhereTheSegmentResumes() {
    ScanOperation scan = ScanOperation.of(ScanOperation.request(TABLE, 0, 1, null, null));

    ScanOperation.Page more = scan.result(ScanResponse.builder().items(note("1", "a")).count(1)
        .lastEvaluatedKey(key("NOTE#1")).build(), TABLE);
    assertEquals(List.of(note("1", "a")), more.items());
    assertEquals(key("NOTE#1"), more.lastEvaluatedKey());

    ScanOperation.Page last = scan.result(ScanResponse.builder().count(0).build(), TABLE);
    assertNull(last.lastEvaluatedKey());
    assertEquals(1, scan.itemCount(ScanResponse.builder().count(1).build()));
  }
}
