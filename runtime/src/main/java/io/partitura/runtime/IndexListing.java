package io.partitura.runtime;

import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A paged listing over a global secondary index. <strong>Eventually consistent</strong>: DynamoDB
 * fills global indexes asynchronously, so a write may take a moment to appear here, and it refuses
 * consistent reads on them; this class therefore offers none.
 */
public final class IndexListing<T> extends AbstractListing<T, IndexListing<T>> {

  public IndexListing(TableClient table, String operation, KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder) {
    this(table, operation, condition, decoder, true, DEFAULT_PAGE_SIZE);
  }

  private IndexListing(TableClient table, String operation, KeyCondition condition,
      Function<Map<String, AttributeValue>, T> decoder, boolean forward, int pageSize) {
    super(table, operation, condition, decoder, forward, pageSize, false);
  }

  @Override
  protected IndexListing<T> copy(boolean forward, int pageSize, boolean consistentRead) {
    return new IndexListing<>(table, operation, condition, decoder, forward, pageSize);
  }
}
