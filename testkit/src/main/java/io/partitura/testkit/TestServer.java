package io.partitura.testkit;

import java.net.URI;

import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A DynamoDB-compatible server running on a free loopback port for tests and demos: {@link DynaliteServer}
 * (the default: fast, in memory) or {@link MotoServer} (slower, but it also serves transactions, time to
 * live and streams). Which server runs what is in the README, "Testing your code".
 */
public sealed interface TestServer extends AutoCloseable permits DynaliteServer, MotoServer {

    /** Which server this is. */
    TestServerKind kind();

    /** The server's address, {@code http://127.0.0.1:<port>}: pass it to {@code endpointOverride}. */
    URI endpoint();

    /** The loopback port the server listens on. */
    int port();

    /** The server's process. */
    ProcessHandle processHandle();

    /**
     * A synchronous client for this server (region us-east-1, dummy static credentials, the SDK's default
     * retries) with the given interceptors, such as a {@link RequestCounter}. The caller closes it.
     */
    default DynamoDbClient newClient(ExecutionInterceptor... interceptors) {
        return newClient(null, interceptors);
    }

    /**
     * As {@link #newClient(ExecutionInterceptor...)}, with the given retry strategy: for example
     * {@code AwsRetryStrategy.doNotRetry()} in a test that counts requests. {@code null} keeps the SDK's default.
     */
    DynamoDbClient newClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors);

    /** An asynchronous client for this server, configured as {@link #newClient(ExecutionInterceptor...)}. The caller closes it. */
    default DynamoDbAsyncClient newAsyncClient(ExecutionInterceptor... interceptors) {
        return newAsyncClient(null, interceptors);
    }

    /** As {@link #newAsyncClient(ExecutionInterceptor...)}, with the given retry strategy ({@code null}: the SDK's default). */
    DynamoDbAsyncClient newAsyncClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors);

    /** Stops the server and waits for its process to end. Idempotent. */
    @Override
    void close();
}
