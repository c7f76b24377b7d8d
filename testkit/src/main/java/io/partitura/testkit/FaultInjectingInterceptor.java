package io.partitura.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.SdkResponse;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.InternalServerErrorException;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Makes a real server behave as DynamoDB does under load, for BatchWriteItem and BatchGetItem only.
 *
 * <ul>
 *   <li>Unprocessed mode: for a share of calls, {@code modifyRequest} removes a random subset of the
 *       writes (keys) from the request, so the server really never sees them, and
 *       {@code modifyResponse} hands exactly those back as {@code UnprocessedItems}
 *       ({@code UnprocessedKeys}). At least one write (key) of each table is always kept, since a
 *       request with none is invalid.
 *   <li>Failure mode: one chosen batch call (the n-th since the last reset) is answered with a 500
 *       {@code InternalServerError} instead of being sent, as DynamoDB does on a service fault.
 *   <li>Throttle mode: for a share of calls, {@code modifyRequest} throws a
 *       {@link ProvisionedThroughputExceededException} (status 400, with error details) instead of
 *       sending anything. The SDK's own retries are not involved: the exception is thrown before
 *       its retry stage.
 * </ul>
 *
 * Decisions come from one seeded {@link Random}, so a test sees the same faults on every run.
 */
public final class FaultInjectingInterceptor implements ExecutionInterceptor {
  private static final ExecutionAttribute<Map<String, List<WriteRequest>>> DROPPED_WRITES =
      new ExecutionAttribute<>("partitura.test.droppedWrites");
  private static final ExecutionAttribute<Map<String, KeysAndAttributes>> DROPPED_KEYS =
      new ExecutionAttribute<>("partitura.test.droppedKeys");

  private final Random random;
  private volatile double unprocessedCallShare;
  private volatile double unprocessedItemShare;
  private volatile double throttleShare;
  private volatile double throttleEveryShare;
  private volatile int throttleAfterCalls = -1;
  private volatile int failBatchCall = -1;

  private final AtomicInteger batchCalls = new AtomicInteger();
  private final AtomicInteger faultedCalls = new AtomicInteger();
  private final AtomicInteger dropped = new AtomicInteger();
  private final AtomicInteger throttled = new AtomicInteger();

  public FaultInjectingInterceptor(long seed) {
    this.random = new Random(seed);
  }

  /**
   * For {@code callShare} of batch calls, drop each write (key) with probability {@code itemShare}
   * (at least one, and never all).
   */
  public FaultInjectingInterceptor unprocessed(double callShare, double itemShare) {
    this.unprocessedCallShare = callShare;
    this.unprocessedItemShare = itemShare;
    return this;
  }

  /** Throw a throttling exception for {@code share} of every call, batch or not (for single-item operations). */
  public FaultInjectingInterceptor throttleEveryOperation(double share) {
    this.throttleEveryShare = share;
    return this;
  }

  /** Throw a throttling exception for {@code share} of batch calls. */
  public FaultInjectingInterceptor throttle(double share) {
    this.throttleShare = share;
    return this;
  }

  /** Throw a throttling exception for every batch call after the first {@code calls} (counted since the last reset). */
  public FaultInjectingInterceptor throttleAfter(int calls) {
    this.throttleAfterCalls = calls;
    return this;
  }

  /**
   * Answer the {@code call}-th batch call (1-based, counted since the last reset) with a 500
   * {@code InternalServerError}, without sending it: the server never sees that request.
   */
  public FaultInjectingInterceptor failBatchCall(int call) {
    this.failBatchCall = call;
    return this;
  }

  /** Stop injecting anything. */
  public FaultInjectingInterceptor off() {
    unprocessedCallShare = 0;
    unprocessedItemShare = 0;
    throttleShare = 0;
    throttleEveryShare = 0;
    throttleAfterCalls = -1;
    failBatchCall = -1;
    return this;
  }

  /** Batch calls seen (thrown ones included). */
  public int batchCalls() {
    return batchCalls.get();
  }

  /** Calls that had writes or keys removed. */
  public int faultedCalls() {
    return faultedCalls.get();
  }

  /** Writes and keys removed and handed back as unprocessed. */
  public int dropped() {
    return dropped.get();
  }

  /** Calls answered with a throttling exception. */
  public int throttled() {
    return throttled.get();
  }

  public void resetCounts() {
    batchCalls.set(0);
    faultedCalls.set(0);
    dropped.set(0);
    throttled.set(0);
  }

  @Override
  public synchronized SdkRequest modifyRequest(Context.ModifyRequest context, ExecutionAttributes attributes) {
    SdkRequest request = context.request();
    if (throttleEveryShare > 0 && random.nextDouble() < throttleEveryShare) {
      throttled.incrementAndGet();
      throw throttlingException();
    }
    if (!(request instanceof BatchWriteItemRequest) && !(request instanceof BatchGetItemRequest)) {
      return request;
    }
    int call = batchCalls.incrementAndGet();
    if (call == failBatchCall) {
      throw internalServerError();
    }
    if ((throttleAfterCalls >= 0 && call > throttleAfterCalls)
        || (throttleShare > 0 && random.nextDouble() < throttleShare)) {
      throttled.incrementAndGet();
      throw throttlingException();
    }
    if (unprocessedCallShare <= 0 || random.nextDouble() >= unprocessedCallShare) {
      return request;
    }
    if (request instanceof BatchWriteItemRequest write) {
      Map<String, List<WriteRequest>> kept = new LinkedHashMap<>();
      Map<String, List<WriteRequest>> droppedWrites = new HashMap<>();
      write.requestItems().forEach((table, writes) -> {
        boolean[] drop = choose(writes.size());
        List<WriteRequest> keep = new ArrayList<>();
        List<WriteRequest> gone = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
          (drop[i] ? gone : keep).add(writes.get(i));
        }
        kept.put(table, keep);
        if (!gone.isEmpty()) {
          droppedWrites.put(table, gone);
        }
      });
      if (droppedWrites.isEmpty()) {
        return request;
      }
      note(droppedWrites.values().stream().mapToInt(List::size).sum());
      attributes.putAttribute(DROPPED_WRITES, droppedWrites);
      return write.toBuilder().requestItems(kept).build();
    }
    BatchGetItemRequest get = (BatchGetItemRequest) request;
    Map<String, KeysAndAttributes> kept = new LinkedHashMap<>();
    Map<String, KeysAndAttributes> droppedKeys = new HashMap<>();
    get.requestItems().forEach((table, keysAndAttributes) -> {
      List<Map<String, AttributeValue>> keys = keysAndAttributes.keys();
      boolean[] drop = choose(keys.size());
      List<Map<String, AttributeValue>> keep = new ArrayList<>();
      List<Map<String, AttributeValue>> gone = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        (drop[i] ? gone : keep).add(keys.get(i));
      }
      kept.put(table, keysAndAttributes.toBuilder().keys(keep).build());
      if (!gone.isEmpty()) {
        droppedKeys.put(table, keysAndAttributes.toBuilder().keys(gone).build());
      }
    });
    if (droppedKeys.isEmpty()) {
      return request;
    }
    note(droppedKeys.values().stream().mapToInt(k -> k.keys().size()).sum());
    attributes.putAttribute(DROPPED_KEYS, droppedKeys);
    return get.toBuilder().requestItems(kept).build();
  }

  @Override
  public SdkResponse modifyResponse(Context.ModifyResponse context, ExecutionAttributes attributes) {
    SdkResponse response = context.response();
    Map<String, List<WriteRequest>> droppedWrites = attributes.getAttribute(DROPPED_WRITES);
    if (droppedWrites != null && response instanceof BatchWriteItemResponse write) {
      Map<String, List<WriteRequest>> unprocessed = new HashMap<>();
      if (write.hasUnprocessedItems()) {
        write.unprocessedItems().forEach((t, w) -> unprocessed.put(t, new ArrayList<>(w)));
      }
      droppedWrites.forEach((t, w) -> unprocessed.computeIfAbsent(t, x -> new ArrayList<>()).addAll(w));
      return write.toBuilder().unprocessedItems(unprocessed).build();
    }
    Map<String, KeysAndAttributes> droppedKeys = attributes.getAttribute(DROPPED_KEYS);
    if (droppedKeys != null && response instanceof BatchGetItemResponse get) {
      Map<String, KeysAndAttributes> unprocessed = new HashMap<>();
      if (get.hasUnprocessedKeys()) {
        unprocessed.putAll(get.unprocessedKeys());
      }
      droppedKeys.forEach((t, k) -> unprocessed.merge(t, k, (a, b) -> {
        List<Map<String, AttributeValue>> keys = new ArrayList<>(a.keys());
        keys.addAll(b.keys());
        return a.toBuilder().keys(keys).build();
      }));
      return get.toBuilder().unprocessedKeys(unprocessed).build();
    }
    return response;
  }

  /** Which of {@code n} entries to drop: each with the item share, at least one, never all. */
  private boolean[] choose(int n) {
    boolean[] drop = new boolean[n];
    if (n < 2) {
      return drop;
    }
    int count = 0;
    for (int i = 0; i < n; i++) {
      drop[i] = random.nextDouble() < unprocessedItemShare;
      count += drop[i] ? 1 : 0;
    }
    if (count == 0) {
      drop[random.nextInt(n)] = true;
    } else if (count == n) {
      drop[random.nextInt(n)] = false;
    }
    return drop;
  }

  private void note(int droppedCount) {
    faultedCalls.incrementAndGet();
    dropped.addAndGet(droppedCount);
  }

  static InternalServerErrorException internalServerError() {
    String message = "Internal server error (injected by the test)";
    return (InternalServerErrorException) InternalServerErrorException.builder()
        .message(message)
        .statusCode(500)
        .awsErrorDetails(AwsErrorDetails.builder()
            .errorCode("InternalServerError")
            .errorMessage(message)
            .serviceName("DynamoDb")
            .sdkHttpResponse(SdkHttpResponse.builder().statusCode(500).build())
            .build())
        .build();
  }

  static ProvisionedThroughputExceededException throttlingException() {
    String message = "The level of configured provisioned throughput for the table was exceeded. "
        + "Consider increasing your provisioning level with the UpdateTable API. (injected by the test)";
    return (ProvisionedThroughputExceededException) ProvisionedThroughputExceededException.builder()
        .message(message)
        .statusCode(400)
        .awsErrorDetails(AwsErrorDetails.builder()
            .errorCode("ProvisionedThroughputExceededException")
            .errorMessage(message)
            .serviceName("DynamoDb")
            .sdkHttpResponse(SdkHttpResponse.builder().statusCode(400).build())
            .build())
        .build();
  }
}
