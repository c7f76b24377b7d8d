package io.partitura.lambda.orders;

import io.partitura.annotations.ChildOf;
import io.partitura.annotations.ExpiresAt;
import io.partitura.annotations.Key;
import io.partitura.annotations.Version;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** An order: every kind of attribute value a Lambda event carries, and a version and an expiry. */
@ChildOf(parent = Customer.class, prefix = "ORDER")
public record Order(String customerId, @Key String orderId, Status status, long totalCents, boolean paid,
    Set<String> tags, List<String> notes, Map<String, Integer> quantities, byte[] signature,
    @ExpiresAt Instant archiveAt, @Version long version) {
  public enum Status { PLACED, SHIPPED }
}
