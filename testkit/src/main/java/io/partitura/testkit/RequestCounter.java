package io.partitura.testkit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;

/**
 * Counts the HTTP requests that a DynamoDB client sends, by operation name ("PutItem", "Query", ...).
 *
 * <p>It counts in {@link #beforeTransmission}, which the SDK calls once for every attempt it actually
 * sends to the server, just before sending it: a retried call counts once per attempt, a call that fails
 * before anything is sent (for example a request the SDK rejects while marshalling) counts zero, and
 * waiters' DescribeTable polls count like any other request.
 *
 * <pre>{@code
 * RequestCounter counter = new RequestCounter();
 * try (DynamoDbClient dynamo = server.newClient(counter)) { ... }
 * assertEquals(1, counter.count("Query"));
 * }</pre>
 *
 * <p>Thread-safe: one counter may serve several clients and threads.
 */
public final class RequestCounter implements ExecutionInterceptor {

    private final List<String> operations = new ArrayList<>();
    private final Map<String, Integer> counts = new HashMap<>();

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes executionAttributes) {
        String operation = executionAttributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
        record(operation == null ? "(unknown)" : operation);
    }

    private synchronized void record(String operation) {
        operations.add(operation);
        counts.merge(operation, 1, Integer::sum);
    }

    /** Requests sent since creation or the last {@link #reset()}, all operations together. */
    public synchronized int total() {
        return operations.size();
    }

    /** Requests sent for one operation, such as {@code "Query"}; 0 if none. */
    public synchronized int count(String operationName) {
        return counts.getOrDefault(operationName, 0);
    }

    /** The operation name of every request sent, in the order they were sent. */
    public synchronized List<String> operations() {
        return List.copyOf(operations);
    }

    /** Forgets every request counted so far. */
    public synchronized void reset() {
        operations.clear();
        counts.clear();
    }

    @Override
    public synchronized String toString() {
        return "RequestCounter" + counts;
    }
}
