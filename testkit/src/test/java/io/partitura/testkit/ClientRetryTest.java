package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.SdkHttpResponse;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** The client factories' retry strategy, seen in the number of attempts a RequestCounter counts. */
@ExtendWith(DynaliteExtension.class)
class ClientRetryTest {

    /** Turns every answer into a 500, which the SDK's default strategies retry. */
    private static final ExecutionInterceptor SERVER_ERROR = new ExecutionInterceptor() {
        @Override
        public SdkHttpResponse modifyHttpResponse(Context.ModifyHttpResponse context, ExecutionAttributes attributes) {
            return context.httpResponse().toBuilder().statusCode(500).build();
        }
    };

    @Test
    void doNotRetrySendsEachCallOnce(DynaliteServer server) {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbClient dynamo = server.newClient(AwsRetryStrategy.doNotRetry(), counter, SERVER_ERROR)) {
            assertThrows(DynamoDbException.class, dynamo::listTables);
        }
        assertEquals(1, counter.count("ListTables"));
    }

    @Test
    void maxAttemptsIsHonoured(DynaliteServer server) {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbClient dynamo = server.newClient(threeAttempts(), counter, SERVER_ERROR)) {
            assertThrows(DynamoDbException.class, dynamo::listTables);
        }
        assertEquals(3, counter.count("ListTables"));
    }

    @Test
    void asyncClientTakesARetryStrategyToo(DynaliteServer server) {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbAsyncClient dynamo = server.newAsyncClient(AwsRetryStrategy.doNotRetry(), counter, SERVER_ERROR)) {
            assertThrows(Exception.class, () -> dynamo.listTables().join());
        }
        assertEquals(1, counter.count("ListTables"));
    }

    @Test
    void withoutAStrategyTheClientWorksAsBefore(DynaliteServer server) {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbClient dynamo = server.newClient((RetryStrategy) null, counter)) {
            dynamo.listTables();
        }
        assertEquals(1, counter.count("ListTables"));
    }

    private static RetryStrategy threeAttempts() {
        return AwsRetryStrategy.standardRetryStrategy().toBuilder()
                .maxAttempts(3)
                .backoffStrategy(BackoffStrategy.retryImmediately())
                .build();
    }
}
