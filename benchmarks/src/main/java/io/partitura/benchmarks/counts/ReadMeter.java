package io.partitura.benchmarks.counts;

import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Adds up what the server reports for every read: items returned ({@code Count}, or 1 for a GetItem
 * that found its item), items read ({@code ScannedCount}: what the server went through, filter or
 * not), and read capacity units ({@code ConsumedCapacity}, which it asks for on every read that
 * does not already, so both sides of a comparison report it). Requests themselves are counted by
 * the testkit's {@code RequestCounter}.
 */
final class ReadMeter implements ExecutionInterceptor {
  private long itemsReturned;
  private long itemsRead;
  private double capacityUnits;

  @Override
  public SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes executionAttributes) {
    SdkRequest request = context.request();
    if (request instanceof ScanRequest scan && scan.returnConsumedCapacity() == null) {
      return scan.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
    }
    if (request instanceof QueryRequest query && query.returnConsumedCapacity() == null) {
      return query.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
    }
    if (request instanceof GetItemRequest get && get.returnConsumedCapacity() == null) {
      return get.toBuilder().returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
    }
    return request;
  }

  @Override
  public synchronized void afterExecution(Context.AfterExecution context, ExecutionAttributes executionAttributes) {
    SdkResponse response = context.response();
    if (response instanceof QueryResponse query) {
      itemsReturned += query.count();
      itemsRead += query.scannedCount();
      capacityUnits += units(query.consumedCapacity());
    } else if (response instanceof ScanResponse scan) {
      itemsReturned += scan.count();
      itemsRead += scan.scannedCount();
      capacityUnits += units(scan.consumedCapacity());
    } else if (response instanceof GetItemResponse get) {
      int found = get.hasItem() ? 1 : 0;
      itemsReturned += found;
      itemsRead += found;
      capacityUnits += units(get.consumedCapacity());
    }
  }

  private static double units(ConsumedCapacity capacity) {
    return capacity == null || capacity.capacityUnits() == null ? 0 : capacity.capacityUnits();
  }

  synchronized long itemsReturned() {
    return itemsReturned;
  }

  synchronized long itemsRead() {
    return itemsRead;
  }

  synchronized double capacityUnits() {
    return capacityUnits;
  }

  synchronized void reset() {
    itemsReturned = 0;
    itemsRead = 0;
    capacityUnits = 0;
  }
}
