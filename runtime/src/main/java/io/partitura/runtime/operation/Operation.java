package io.partitura.runtime.operation;

import java.util.Map;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One request Partitura sends to DynamoDB: the request as built, the SDK call that sends it, and how its
 * response reads. An operation never sends itself: the table's client does
 * ({@code io.partitura.runtime.client.TableClient#send}), and reports the request to its listener, counts it
 * and turns SDK exceptions into Partitura's. So every operation can be tested without a server: build it, read
 * {@link #request()}, hand {@link #result} a response and {@link #refusal} an exception.
 *
 * <p>Modelled on the Enhanced Client's internal operations ({@code GetItemOperation} and the others:
 * {@code generateRequest}, {@code serviceCall}, {@code transformResponse}); here the request is built when the
 * operation is, since Partitura also hands requests out unsent ({@code getRequest}, {@code describe}).
 *
 * @param <Q> the SDK request
 * @param <S> the SDK response
 * @param <R> what the caller gets from the response
 */
public interface Operation<Q, S, R> {
  /** The DynamoDB operation: {@code GetItem}, {@code Query}, {@code PutItem}, … (the listener's request kind). */
  String kind();

  /** The request, as sent. */
  Q request();

  /** The SDK call that sends {@link #request()}: {@code client.getItem(request)}. */
  S call(DynamoDbClient client);

  /** What the caller gets from {@code response}; {@code table} is the table it was sent to. */
  R result(S response, TableContext table);

  /** Items the response returned (reads) or the request wrote (writes), for the listener. */
  int itemCount(S response);

  /** The capacity DynamoDB reported for the request, or {@code null} when it reported none. */
  Double capacityUnits(S response);

  /** The index queried, or {@code null}: for the listener and messages. */
  default String indexName() {
    return null;
  }

  /** The item's primary key, for messages, or {@code null} when the request names none (or many). */
  default Map<String, AttributeValue> key(TableContext table) {
    return null;
  }

  /**
   * What {@code failure}, DynamoDB's refusal of this request, means for the caller (a failed condition, a
   * cancelled transaction), or {@code null} when it means nothing of this operation's own: the client then
   * reports it as the request's failure.
   *
   * @param stored reads an item as stored now, when telling the refusal's cause apart needs it
   */
  default RuntimeException refusal(String operation, SdkException failure, TableContext table, StoredItems stored) {
    return null;
  }

  /** {@code capacity}'s units, or {@code null}: what most operations report. */
  static Double unitsOf(software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity capacity) {
    return capacity == null ? null : capacity.capacityUnits();
  }
}
