package io.partitura.testkit;

import java.util.Locale;
import java.util.Set;

/**
 * The DynamoDB-compatible servers the testkit starts, with the operations each one lacks.
 *
 * <p>{@link #fromSystemProperty()} reads {@value #SERVER_PROPERTY} (else the environment variable
 * {@value #SERVER_ENV}): this is how one suite runs on both servers, for example
 * {@code mvn verify -Dpartitura.testkit.server=moto}.
 */
public enum TestServerKind {
    /** dynalite 4.0.0 (npm): in memory, about 1,000 requests per second; no transactions, time to live or streams. */
    DYNALITE("dynalite 4.0.0", Set.of("TransactWriteItems", "TransactGetItems", "UpdateTimeToLive", "DescribeTimeToLive",
            "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction", "DescribeContinuousBackups",
            "UpdateContinuousBackups", "DescribeStream", "GetRecords", "GetShardIterator", "ListStreams")),
    /** moto 5.2.1 in server mode (Python): transactions, time to live and DynamoDB Streams too. */
    MOTO("moto 5.2.1", Set.of());

    /** System property that chooses the server of extensions that do not name one. */
    public static final String SERVER_PROPERTY = "partitura.testkit.server";
    /** Environment variable read when {@value #SERVER_PROPERTY} is not set. */
    public static final String SERVER_ENV = "PARTITURA_TESTKIT_SERVER";

    private final String description;
    private final Set<String> lackedOperations;

    TestServerKind(String description, Set<String> lackedOperations) {
        this.description = description;
        this.lackedOperations = lackedOperations;
    }

    /** The server and the version the testkit pins or was verified with, for messages: {@code "dynalite 4.0.0"}. */
    public String description() {
        return description;
    }

    /** Whether this server serves the DynamoDB operation named (for example {@code "TransactWriteItems"}). */
    public boolean serves(String operationName) {
        return !lackedOperations.contains(operationName);
    }

    /** Starts a server of this kind on a free loopback port. */
    public TestServer start() {
        return switch (this) {
            case DYNALITE -> DynaliteServer.start();
            case MOTO -> MotoServer.start();
        };
    }

    /**
     * The kind named by {@value #SERVER_PROPERTY} or {@value #SERVER_ENV} ({@code dynalite} or {@code moto},
     * any case), dynalite when neither is set.
     */
    public static TestServerKind fromSystemProperty() {
        String value = System.getProperty(SERVER_PROPERTY);
        String source = "system property " + SERVER_PROPERTY;
        if (value == null || value.isBlank()) {
            value = System.getenv(SERVER_ENV);
            source = "environment variable " + SERVER_ENV;
        }
        if (value == null || value.isBlank()) {
            return DYNALITE;
        }
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The " + source + " is '" + value + "'; use dynalite or moto", e);
        }
    }
}
