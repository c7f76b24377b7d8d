package io.partitura.runtime.batch;

import io.partitura.runtime.operation.BatchWriteItemOperation;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * One write of a batch: the caller's object (a record to put, or a key to delete) and the
 * DynamoDB {@link WriteRequest} built for it. A batch that cannot finish hands back the
 * {@code source} objects of the writes that were not applied.
 *
 * @param source the caller's object the write was built from
 * @param request a put or a delete
 */
public record WriteRequestFor<R>(R source, WriteRequest request) {
  public WriteRequestFor {
    Objects.requireNonNull(request, "request");
    if ((request.putRequest() == null) == (request.deleteRequest() == null)) {
      throw new IllegalArgumentException("a WriteRequest must hold exactly one of a put or a delete: " + request);
    }
  }

  /** A put of {@code item}, built from {@code source}. */
  public static <R> WriteRequestFor<R> put(R source, Map<String, AttributeValue> item) {
    return new WriteRequestFor<>(source, BatchWriteItemOperation.put(item));
  }

  /** A delete of the item at {@code key}, built from {@code source}. */
  public static <R> WriteRequestFor<R> delete(R source, Map<String, AttributeValue> key) {
    return new WriteRequestFor<>(source, BatchWriteItemOperation.delete(key));
  }

  /** The attributes this write sends: the item of a put, the key of a delete. */
  public Map<String, AttributeValue> attributes() {
    return BatchWriteItemOperation.attributesOf(request);
  }
}
