package io.partitura.runtime.item;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * When an item has expired: its table's Time to Live attribute (where {@code @ExpiresAt} is stored) holds a
 * number of epoch seconds at or before now, as DynamoDB's Time to Live judges it. DynamoDB removes such items
 * only in the background (typically within days), so reads leave them out until then.
 */
public final class Expiry {
  private final String attribute;
  private final Clock clock;

  /**
   * @param attribute the Time to Live attribute, or {@code null} for a table whose items never expire
   * @param clock what "now" is
   */
  public Expiry(String attribute, Clock clock) {
    this.attribute = attribute;
    this.clock = Objects.requireNonNull(clock, "clock");
  }

  /** The Time to Live attribute, or {@code null}. */
  public String attribute() {
    return attribute;
  }

  /** The clock expiry is judged by. */
  public Clock clock() {
    return clock;
  }

  /**
   * Whether {@code item} has expired. Stored whole seconds are rounded up from the {@code @ExpiresAt} instant
   * (see {@link Items#epochSeconds}), so an item never reads as expired before its instant. An item without the
   * attribute, or with a non-number there (which DynamoDB's Time to Live ignores too), never expires.
   */
  public boolean isExpired(Map<String, AttributeValue> item) {
    if (attribute == null || item == null) {
      return false;
    }
    AttributeValue expiry = item.get(attribute);
    if (expiry == null || expiry.n() == null) {
      return false;
    }
    return new BigDecimal(expiry.n()).compareTo(BigDecimal.valueOf(clock.instant().getEpochSecond())) <= 0;
  }

  /** {@code items} without the expired ones; the same list when none is. */
  public List<Map<String, AttributeValue>> withoutExpired(List<Map<String, AttributeValue>> items) {
    if (attribute == null || items.stream().noneMatch(this::isExpired)) {
      return items;
    }
    return items.stream().filter(item -> !isExpired(item)).toList();
  }
}
