package io.partitura.runtime.batch;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What a completed {@link BatchGetter#get batch read} found.
 *
 * @param items the items found, in the order of the (deduplicated) keys asked for
 * @param missing the keys asked for that have no item, in the order given
 * @param requests BatchGetItem requests sent, retries included
 * @param consumedCapacityUnits read capacity DynamoDB reported over all requests (0 when it reported none)
 */
public record BatchGetResult<K>(
    List<Map<String, AttributeValue>> items, List<K> missing, int requests, double consumedCapacityUnits) {
  public BatchGetResult {
    items = List.copyOf(items);
    missing = List.copyOf(missing);
  }
}
