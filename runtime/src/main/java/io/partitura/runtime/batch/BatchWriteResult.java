package io.partitura.runtime.batch;

/**
 * What a completed {@link BatchWriter#write batch write} did.
 *
 * @param written writes applied (all of those given)
 * @param requests BatchWriteItem requests sent, retries included
 * @param consumedCapacityUnits write capacity DynamoDB reported over all requests (0 when it reported none)
 */
public record BatchWriteResult(int written, int requests, double consumedCapacityUnits) {}
