package io.partitura.sample;

import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.RequestListener;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Counts the requests of one step twice: as Partitura's {@link RequestListener} reports them (the
 * count the app prints), and as the SDK transmits them (an {@link ExecutionInterceptor} on the
 * client, a cross-check that also sees requests sent around Partitura, such as table administration).
 */
final class RequestMeter implements RequestListener, ExecutionInterceptor {

  /** What one step sent. */
  record Reading(int requests, Map<String, Integer> byKind, int items, Double capacityUnits, List<String> sdkRequests) {
    /** "GetItem", "Query ×2", "PutItem ×43": the kinds the listener saw. */
    String kinds() {
      List<String> parts = new ArrayList<>();
      byKind.forEach((kind, count) -> parts.add(count == 1 ? kind : kind + " ×" + count));
      return parts.isEmpty() ? "-" : String.join(", ", parts);
    }

    /** The SDK's own count, grouped the same way. */
    String sdkKinds() {
      Map<String, Integer> counts = new LinkedHashMap<>();
      sdkRequests.forEach(kind -> counts.merge(kind, 1, Integer::sum));
      List<String> parts = new ArrayList<>();
      counts.forEach((kind, count) -> parts.add(count == 1 ? kind : kind + " ×" + count));
      return String.join(", ", parts);
    }
  }

  private int requests;
  private int items;
  private double capacity;
  private boolean capacityReported;
  private final Map<String, Integer> byKind = new LinkedHashMap<>();
  private final List<String> sdkRequests = new ArrayList<>();
  /** The requests themselves, as the SDK was asked to send them, for printing what a call sent. */
  private final List<SdkRequest> sent = new ArrayList<>();

  @Override
  public synchronized void onRequest(RequestEvent event) {
    requests++;
    items += event.itemCount();
    byKind.merge(event.requestKind(), 1, Integer::sum);
    if (event.consumedCapacityUnits() != null) {
      capacity += event.consumedCapacityUnits();
      capacityReported = true;
    }
  }

  @Override
  public synchronized void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
    String operation = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
    sdkRequests.add(operation == null ? "(unknown)" : operation);
    sent.add(context.request());
  }

  /** The requests sent since the last reading, in the order sent. */
  synchronized List<SdkRequest> sentSinceReading() {
    return List.copyOf(sent);
  }

  /** What was sent since the last call, and starts counting afresh. */
  synchronized Reading takeReading() {
    Reading reading = new Reading(requests, Collections.unmodifiableMap(new LinkedHashMap<>(byKind)), items,
        capacityReported ? capacity : null, List.copyOf(sdkRequests));
    requests = 0;
    items = 0;
    capacity = 0;
    capacityReported = false;
    byKind.clear();
    sdkRequests.clear();
    sent.clear();
    return reading;
  }
}
