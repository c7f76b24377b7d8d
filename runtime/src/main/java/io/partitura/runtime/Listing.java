package io.partitura.runtime;

import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A paged listing over the base table. Eventually consistent by default, as DynamoDB is;
 * {@link #consistentRead()} asks for a strongly consistent read (twice the read capacity).
 */
public final class Listing<T> extends AbstractListing<T, Listing<T>> {

  public Listing(TableClient table, String operation, KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder) {
    this(table, operation, condition, decoder, true, DEFAULT_PAGE_SIZE, false);
  }

  private Listing(TableClient table, String operation, KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder, boolean forward, int pageSize, boolean consistentRead) {
    super(table, operation, condition, decoder, forward, pageSize, consistentRead);
  }

  @Override
  protected Listing<T> copy(boolean forward, int pageSize, boolean consistentRead) {
    return new Listing<>(table, operation, condition, decoder, forward, pageSize, consistentRead);
  }

  /** Strongly consistent reads: every page sees every write acknowledged before it. */
  public Listing<T> consistentRead() {
    return copy(forward, pageSize, true);
  }
}
