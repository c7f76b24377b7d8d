package io.partitura.spring.boot;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.RequestListener;
import java.util.Objects;

/**
 * Records every request the generated tables send as Micrometer meters:
 *
 * <ul>
 *   <li>{@value #REQUESTS} (timer): the latency of each request, retries included;
 *   <li>{@value #ITEMS} (counter): items returned by reads, written by writes;
 *   <li>{@value #CAPACITY} (counter): the capacity units DynamoDB reported consumed.
 * </ul>
 *
 * <p>Every meter is tagged {@code access.pattern} (the generated method, e.g. {@code
 * projects.inWorkspace}), {@code operation} (the DynamoDB operation, e.g. {@code Query}), {@code
 * table} (the table name the request went to) and {@code index} ({@code none} for the base table);
 * the timer also {@code outcome} ({@code success} or {@code failure}) and {@code exception} (the
 * SDK exception's simple class name, {@code none} on success).
 */
public final class PartituraMetrics implements RequestListener {

  public static final String REQUESTS = "partitura.requests";
  public static final String ITEMS = "partitura.items";
  public static final String CAPACITY = "partitura.consumed.capacity";

  private final MeterRegistry registry;

  public PartituraMetrics(MeterRegistry registry) {
    this.registry = Objects.requireNonNull(registry, "registry");
  }

  @Override
  public void onRequest(RequestEvent event) {
    Tags tags = Tags.of(
        "access.pattern", orNone(event.operation()),
        "operation", orNone(event.requestKind()),
        "table", orNone(event.tableName()),
        "index", orNone(event.indexName()));
    Timer.builder(REQUESTS)
        .description("Requests Partitura's generated tables sent to DynamoDB")
        .tags(tags)
        .tag("outcome", event.succeeded() ? "success" : "failure")
        .tag("exception", event.succeeded() ? "none" : event.failure().getClass().getSimpleName())
        .register(registry)
        .record(event.latency());
    Counter.builder(ITEMS)
        .description("Items returned by reads and written by writes")
        .baseUnit("items")
        .tags(tags)
        .register(registry)
        .increment(event.itemCount());
    if (event.consumedCapacityUnits() != null) {
      Counter.builder(CAPACITY)
          .description("Capacity units DynamoDB reported consumed")
          .baseUnit("capacity.units")
          .tags(tags)
          .register(registry)
          .increment(event.consumedCapacityUnits());
    }
  }

  private static String orNone(String value) {
    return value == null || value.isEmpty() ? "none" : value;
  }
}
