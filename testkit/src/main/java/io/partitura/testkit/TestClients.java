package io.partitura.testkit;

import java.net.URI;
import java.util.Objects;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.core.interceptor.SdkExecutionAttribute;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/** Builds the clients of a {@link TestServer}: one place for the region, credentials, HTTP clients and overrides. */
final class TestClients {

    private TestClients() {
    }

    /**
     * The synchronous client uses the SDK's {@code UrlConnectionHttpClient}: it starts faster than the
     * Apache client and pulls in nothing else, which matters for tests that open many short-lived clients.
     */
    static DynamoDbClient sync(TestServerKind kind, URI endpoint, RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .overrideConfiguration(overrides(kind, retryStrategy, interceptors))
                .build();
    }

    /** The asynchronous client uses Netty, the SDK's default asynchronous HTTP client. */
    static DynamoDbAsyncClient async(TestServerKind kind, URI endpoint, RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return DynamoDbAsyncClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClientBuilder(NettyNioAsyncHttpClient.builder())
                .overrideConfiguration(overrides(kind, retryStrategy, interceptors))
                .build();
    }

    private static StaticCredentialsProvider credentials() {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create("partitura-test", "partitura-test"));
    }

    private static ClientOverrideConfiguration overrides(TestServerKind kind, RetryStrategy retryStrategy,
            ExecutionInterceptor... interceptors) {
        ClientOverrideConfiguration.Builder builder = ClientOverrideConfiguration.builder();
        if (retryStrategy != null) {
            builder.retryStrategy(retryStrategy);
        }
        for (ExecutionInterceptor interceptor : interceptors) {
            builder.addExecutionInterceptor(Objects.requireNonNull(interceptor, "interceptor"));
        }
        builder.addExecutionInterceptor(new UnservedOperationInterceptor(kind));
        return builder.build();
    }

    /**
     * Rewrites the server's bare {@code UnknownOperationException} into a message that names the operation,
     * the server that lacks it and the one that runs it. The server still refused the request; only the
     * message changes (the error code stays, so code that maps errors is unaffected).
     */
    static final class UnservedOperationInterceptor implements ExecutionInterceptor {
        private final TestServerKind kind;

        UnservedOperationInterceptor(TestServerKind kind) {
            this.kind = kind;
        }

        @Override
        public Throwable modifyException(Context.FailedExecution context, ExecutionAttributes attributes) {
            Throwable failure = context.exception();
            if (!(failure instanceof AwsServiceException service) || service.awsErrorDetails() == null
                    || !"UnknownOperationException".equals(service.awsErrorDetails().errorCode())) {
                return failure;
            }
            String operation = attributes.getAttribute(SdkExecutionAttribute.OPERATION_NAME);
            return DynamoDbException.builder()
                    .message(unservedMessage(kind, operation))
                    .awsErrorDetails(AwsErrorDetails.builder()
                            .errorCode(service.awsErrorDetails().errorCode())
                            .serviceName(service.awsErrorDetails().serviceName())
                            .sdkHttpResponse(service.awsErrorDetails().sdkHttpResponse())
                            .errorMessage(unservedMessage(kind, operation))
                            .build())
                    .statusCode(service.statusCode())
                    .requestId(service.requestId())
                    .cause(service)
                    .build();
        }
    }

    /** What a test sees when it sends {@code operation} to a server that lacks it. */
    static String unservedMessage(TestServerKind kind, String operation) {
        if (kind == TestServerKind.DYNALITE) {
            return "The test server " + kind.description() + " does not serve " + operation + " (UnknownOperationException)."
                    + " moto serves it: run this test class on moto with MotoExtension instead of DynaliteExtension"
                    + " (or MotoServer.start()); moto is installed with `pip install \"moto[server]\"`";
        }
        return "The test server " + kind.description() + " does not serve " + operation + " (UnknownOperationException)";
    }
}
