package io.partitura.testkit;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A running moto server ({@code moto_server}, Apache-2.0): an in-memory implementation of the AWS APIs that,
 * unlike dynalite, also serves TransactWriteItems, TransactGetItems, UpdateTimeToLive and DynamoDB Streams.
 *
 * <pre>{@code
 * try (MotoServer server = MotoServer.start();
 *      DynamoDbClient dynamo = server.newClient()) {
 *     dynamo.createTable(...);
 * }
 * }</pre>
 *
 * <p>The executable is the system property {@value #EXECUTABLE_PROPERTY}, else the environment variable
 * {@value #EXECUTABLE_ENV}, else {@code moto_server} on the {@code PATH}; without one, {@link #start()} throws
 * {@link MotoNotFoundException}, which says how to install it ({@code pip install "moto[server]"}). Verified
 * with moto 5.2.1; where it deviates from DynamoDB is in the README, "What each test server lacks".
 *
 * <p>The server listens on a free port on 127.0.0.1; its output goes to {@code moto-<port>.log} in the
 * directory {@value #LOG_DIR_PROPERTY} names, else {@code target/partitura-testkit/} when the working
 * directory has a {@code target/} (a Maven build), else the system's temporary directory. The process, and
 * only it, is stopped when this object is {@linkplain #close() closed} and when the JVM shuts down (a
 * shutdown hook). A JVM killed with SIGKILL leaves it running: moto does not watch its standard input.
 */
public final class MotoServer implements TestServer {

    /** System property naming the {@code moto_server} executable. */
    public static final String EXECUTABLE_PROPERTY = "partitura.testkit.motoServer";
    /** Environment variable naming the {@code moto_server} executable, used when the system property is not set. */
    public static final String EXECUTABLE_ENV = "PARTITURA_MOTO_SERVER";
    /** System property naming the directory that moto's log is written to. */
    public static final String LOG_DIR_PROPERTY = "partitura.testkit.logDir";

    static final String INSTALL_HINT = "moto's server mode is needed to run transactions, time to live and streams"
            + " locally; install it with `pip install \"moto[server]\"` (Python 3.9+), so that `moto_server` is on the PATH,"
            + " or name the executable with -D" + EXECUTABLE_PROPERTY + "=/path/to/moto_server or " + EXECUTABLE_ENV;
    private static final long START_TIMEOUT_MILLIS = 60_000;
    private static final int PORT_ATTEMPTS = 5;

    private final Process process;
    private final int port;
    private final URI endpoint;
    private final Path log;
    private final Thread shutdownHook;
    private final AtomicBoolean closed = new AtomicBoolean();

    private MotoServer(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.endpoint = URI.create("http://127.0.0.1:" + port);
        this.log = log;
        this.shutdownHook = new Thread(this::stop, "partitura-moto-shutdown-" + port);
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** Starts moto's server on a free loopback port; see the class comment. */
    public static MotoServer start() {
        return start(executable(System.getProperty(EXECUTABLE_PROPERTY), System.getenv(EXECUTABLE_ENV), System.getenv("PATH")));
    }

    /**
     * The executable to run: the property, else the environment variable, else {@code moto_server} on {@code path}.
     * A named executable that does not exist is refused rather than silently replaced by the one on the PATH.
     */
    static String executable(String property, String environment, String path) {
        for (String[] named : new String[][] {{property, "system property " + EXECUTABLE_PROPERTY}, {environment, "environment variable " + EXECUTABLE_ENV}}) {
            if (named[0] != null && !named[0].isBlank()) {
                Path candidate = Paths.get(named[0].trim());
                if (!Files.isRegularFile(candidate) || !Files.isExecutable(candidate)) {
                    throw new MotoNotFoundException("The " + named[1] + " names " + named[0]
                            + ", which is not an executable file. " + INSTALL_HINT + ".");
                }
                return candidate.toString();
            }
        }
        Optional<Path> onPath = DynaliteServer.findExecutable(path, "moto_server");
        return onPath.orElseThrow(() -> new MotoNotFoundException(
                INSTALL_HINT + ". `moto_server` is not on the PATH (" + path + ").")).toString();
    }

    static MotoServer start(String executable) {
        Path logDirectory = logDirectory();
        MotoUnavailableException last = null;
        for (int attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
            int port = freePort();
            Path log = logDirectory.resolve("moto-" + port + ".log");
            List<String> command = List.of(executable, "-H", "127.0.0.1", "-p", String.valueOf(port));
            Process process;
            try {
                process = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(log.toFile()).redirectInput(ProcessBuilder.Redirect.PIPE).start();
            } catch (IOException e) {
                throw new MotoUnavailableException("Cannot run `" + String.join(" ", command) + "`: " + e + ". " + INSTALL_HINT, e);
            }
            MotoServer server = new MotoServer(process, port, log);
            try {
                server.awaitHttp(System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MILLIS), command);
                return server;
            } catch (MotoUnavailableException e) {
                server.close();
                last = e;
                if (!readLog(log).contains("Address already in use")) {
                    throw e;
                }
                // another process took the port between our probe and moto's bind: try another one
            }
        }
        throw last;
    }

    @Override
    public TestServerKind kind() {
        return TestServerKind.MOTO;
    }

    @Override
    public URI endpoint() {
        return endpoint;
    }

    @Override
    public int port() {
        return port;
    }

    @Override
    public ProcessHandle processHandle() {
        return process.toHandle();
    }

    /** The file that the server's output goes to. */
    public Path log() {
        return log;
    }

    @Override
    public DynamoDbClient newClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return TestClients.sync(kind(), endpoint, retryStrategy, interceptors);
    }

    @Override
    public DynamoDbAsyncClient newAsyncClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return TestClients.async(kind(), endpoint, retryStrategy, interceptors);
    }

    @Override
    public void close() {
        stop();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: nothing to remove
        }
    }

    @Override
    public String toString() {
        return "MotoServer[" + endpoint + ", pid " + process.pid() + (closed.get() ? ", closed" : "") + "]";
    }

    /** Ends this server's process and the processes it started (a launcher may fork), nothing else. */
    private void stop() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        List<ProcessHandle> children = process.descendants().toList();
        process.destroy();
        children.forEach(ProcessHandle::destroy);
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                children.forEach(ProcessHandle::destroyForcibly);
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            children.forEach(ProcessHandle::destroyForcibly);
            Thread.currentThread().interrupt();
        }
    }

    private void awaitHttp(long deadlineNanos, List<String> command) {
        IOException lastError = null;
        while (System.nanoTime() < deadlineNanos) {
            if (!process.isAlive()) {
                throw new MotoUnavailableException("`" + String.join(" ", command) + "` exited (code " + process.exitValue()
                        + ") before it answered on " + endpoint + "; its log " + log + ":\n" + readLog(log));
            }
            try {
                HttpURLConnection connection = (HttpURLConnection) URI.create(endpoint + "/moto-api/").toURL().openConnection();
                connection.setConnectTimeout(1000);
                connection.setReadTimeout(5000);
                try {
                    connection.getResponseCode();
                    return;
                } finally {
                    connection.disconnect();
                }
            } catch (IOException e) {
                lastError = e;
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new MotoUnavailableException("Interrupted while waiting for moto on " + endpoint, e);
            }
        }
        throw new MotoUnavailableException("`" + String.join(" ", command) + "` did not answer on " + endpoint + " within "
                + START_TIMEOUT_MILLIS / 1000 + " s (last error: " + lastError + "); its log " + log + ":\n" + readLog(log));
    }

    static Path logDirectory() {
        String named = System.getProperty(LOG_DIR_PROPERTY);
        Path directory;
        if (named != null && !named.isBlank()) {
            directory = Paths.get(named);
        } else if (Files.isDirectory(Paths.get("target"))) {
            directory = Paths.get("target", "partitura-testkit");
        } else {
            directory = Paths.get(System.getProperty("java.io.tmpdir"), "partitura-testkit");
        }
        try {
            return Files.createDirectories(directory).toAbsolutePath();
        } catch (IOException e) {
            throw new MotoUnavailableException("Cannot create the directory for moto's log, " + directory + ": " + e, e);
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new MotoUnavailableException("Cannot find a free loopback port for moto: " + e, e);
        }
    }

    private static String readLog(Path log) {
        try {
            String text = Files.readString(log, StandardCharsets.UTF_8);
            return text.isEmpty() ? "(empty)" : text;
        } catch (IOException e) {
            return "(unreadable: " + e + ")";
        }
    }
}
