package io.partitura.testkit;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A running dynalite server: an open-source, in-memory implementation of the DynamoDB API, for tests
 * and demos.
 *
 * <pre>{@code
 * try (DynaliteServer server = DynaliteServer.start();
 *      DynamoDbClient dynamo = server.newClient()) {
 *     dynamo.createTable(...);
 * }
 * }</pre>
 *
 * <p>The testkit jar carries the launcher script ({@value #SCRIPT}) with its pinned {@code package.json}
 * and lock file. On first use {@link #start()} installs them with {@code npm ci} into a per-user cache
 * directory, {@code <cache>/dynalite-<hash>/}, once per content (the hash covers the three files), and
 * every later start, in any JVM, reuses that install. The cache directory is the system property
 * {@value #CACHE_DIR_PROPERTY}, else the environment variable {@value #CACHE_DIR_ENV}, else
 * {@code $XDG_CACHE_HOME/partitura}, else {@code ~/.cache/partitura}. Only Node.js 18+ and npm are
 * needed, on the {@code PATH}; without them {@link #start()} throws {@link NodeNotFoundException}.
 *
 * <p>The server listens on a free port on 127.0.0.1 and makes tables ACTIVE at once. The node process
 * exits when this object is {@linkplain #close() closed}, when the JVM shuts down (a shutdown hook),
 * and when its standard input closes, which also covers a JVM that crashed or was killed.
 */
public final class DynaliteServer implements TestServer {

    /** System property naming the cache directory that dynalite is installed into (see the class comment). */
    public static final String CACHE_DIR_PROPERTY = "partitura.testkit.cacheDir";
    /** Environment variable naming the cache directory, used when the system property is not set. */
    public static final String CACHE_DIR_ENV = "PARTITURA_TESTKIT_CACHE_DIR";

    static final String PORT_LINE_PREFIX = "PARTITURA_DYNALITE_PORT=";
    static final String SCRIPT = "dynalite-server.js";
    private static final long START_TIMEOUT_MILLIS = 30_000;
    private static final String NODE_NEEDED = "Node.js 18+ and npm are needed to run the DynamoDB-compatible test server"
            + " dynalite; install them (https://nodejs.org, or your system's package manager, for example"
            + " `apt-get install nodejs npm` or `brew install node`) so that `node` and `npm` are on the PATH";

    private final Process process;
    private final int port;
    private final URI endpoint;
    private final OutputStream stdin;
    private final Thread shutdownHook;
    private final AtomicBoolean closed = new AtomicBoolean();

    private DynaliteServer(Process process, int port) {
        this.process = process;
        this.port = port;
        this.endpoint = URI.create("http://127.0.0.1:" + port);
        this.stdin = process.getOutputStream();
        this.shutdownHook = new Thread(this::stop, "partitura-dynalite-shutdown-" + port);
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    /** Starts an in-memory dynalite server on a free loopback port; see the class comment. */
    public static DynaliteServer start() {
        return start(null);
    }

    /**
     * Starts a dynalite server that keeps its data in LevelDB under {@code dataDirectory} (created if
     * missing), so that it survives a restart; {@code null} means in memory.
     */
    public static DynaliteServer start(Path dataDirectory) {
        String path = System.getenv("PATH");
        String node = requireNodeAndNpm(path);
        checkNodeVersion(node);
        String npm = findExecutable(path, "npm").orElseThrow().toString();
        Path dir = DynaliteInstallation.install(DynaliteInstallation.cacheRoot(), DynaliteInstallation.bundledFiles(), npm);
        return start(node, dir, dataDirectory);
    }

    /** Runs {@value #SCRIPT} from {@code dir}, where dynalite is installed. */
    static DynaliteServer start(String node, Path dir, Path dataDirectory) {
        List<String> command = new ArrayList<>(List.of(node, SCRIPT));
        if (dataDirectory != null) {
            try {
                Files.createDirectories(dataDirectory);
            } catch (IOException e) {
                throw new DynaliteUnavailableException("Cannot create dynalite's data directory " + dataDirectory + ": " + e, e);
            }
            command.add("--path");
            command.add(dataDirectory.toAbsolutePath().toString());
        }
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        long started = System.nanoTime();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new DynaliteUnavailableException("Cannot run `" + String.join(" ", command) + "` in " + dir + ": " + e, e);
        }

        OutputReader reader = new OutputReader(process);
        reader.start();
        int port;
        try {
            port = reader.port.get(START_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            kill(process);
            throw new DynaliteUnavailableException("dynalite did not print its port within " + START_TIMEOUT_MILLIS / 1000
                    + " s (`" + String.join(" ", command) + "` in " + dir + "); its output:\n" + reader.output());
        } catch (ExecutionException e) {
            kill(process);
            throw new DynaliteUnavailableException(e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            kill(process);
            Thread.currentThread().interrupt();
            throw new DynaliteUnavailableException("Interrupted while starting dynalite", e);
        }

        DynaliteServer server = new DynaliteServer(process, port);
        long deadline = started + TimeUnit.MILLISECONDS.toNanos(START_TIMEOUT_MILLIS);
        try {
            server.awaitHttp(deadline, reader);
        } catch (RuntimeException e) {
            server.close();
            throw e;
        }
        return server;
    }

    @Override
    public TestServerKind kind() {
        return TestServerKind.DYNALITE;
    }

    /** The server's address, {@code http://127.0.0.1:<port>}: pass it to {@code endpointOverride}. */
    @Override
    public URI endpoint() {
        return endpoint;
    }

    /** The loopback port the server listens on. */
    @Override
    public int port() {
        return port;
    }

    /** The node process running the server. */
    @Override
    public ProcessHandle processHandle() {
        return process.toHandle();
    }

    /**
     * As {@link #newClient(ExecutionInterceptor...)}, with the given retry strategy: for example
     * {@code AwsRetryStrategy.doNotRetry()} in a test that counts requests, so that every call is sent
     * exactly once, or {@code AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(5).build()}.
     * {@code null} keeps the SDK's default.
     */
    @Override
    public DynamoDbClient newClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return TestClients.sync(kind(), endpoint, retryStrategy, interceptors);
    }

    /** As {@link #newAsyncClient(ExecutionInterceptor...)}, with the given retry strategy ({@code null}: the SDK's default). */
    @Override
    public DynamoDbAsyncClient newAsyncClient(RetryStrategy retryStrategy, ExecutionInterceptor... interceptors) {
        return TestClients.async(kind(), endpoint, retryStrategy, interceptors);
    }

    /** Stops the server: closes its stdin, ends the node process and waits for it. Idempotent. */
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
        return "DynaliteServer[" + endpoint + ", pid " + process.pid() + (closed.get() ? ", closed" : "") + "]";
    }

    private void stop() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            stdin.close(); // the script exits when its stdin closes
        } catch (IOException ignored) {
            // the process is gone already
        }
        process.destroy(); // SIGTERM, which the script also handles
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private void awaitHttp(long deadlineNanos, OutputReader reader) {
        IOException last = null;
        while (System.nanoTime() < deadlineNanos) {
            if (!process.isAlive()) {
                throw new DynaliteUnavailableException("dynalite exited (code " + process.exitValue()
                        + ") right after printing its port; its output:\n" + reader.output());
            }
            try {
                HttpURLConnection connection = (HttpURLConnection) endpoint.toURL().openConnection();
                connection.setConnectTimeout(1000);
                connection.setReadTimeout(2000);
                try {
                    connection.getResponseCode(); // any HTTP answer will do (dynalite answers GET / with 400)
                    return;
                } finally {
                    connection.disconnect();
                }
            } catch (IOException e) {
                last = e;
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new DynaliteUnavailableException("Interrupted while waiting for dynalite on " + endpoint, e);
            }
        }
        throw new DynaliteUnavailableException("dynalite printed port " + port + " but " + endpoint
                + " did not answer HTTP within " + START_TIMEOUT_MILLIS / 1000 + " s (last error: " + last
                + "); its output:\n" + reader.output());
    }

    private static void kill(Process process) {
        try {
            process.getOutputStream().close();
        } catch (IOException ignored) {
            // already gone
        }
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---------------------------------------------------------------- finding node

    /** Returns the path of {@code node}; throws with an install hint when node or npm is not on {@code path}. */
    static String requireNodeAndNpm(String path) {
        Optional<Path> node = findExecutable(path, "node");
        Optional<Path> npm = findExecutable(path, "npm");
        if (node.isEmpty() || npm.isEmpty()) {
            String missing = node.isEmpty() && npm.isEmpty() ? "`node` and `npm` are" : node.isEmpty() ? "`node` is" : "`npm` is";
            throw new NodeNotFoundException(NODE_NEEDED + ". " + missing + " not on the PATH (" + path + ").");
        }
        return node.get().toString();
    }

    private static volatile String checkedNode;

    /** Runs {@code node --version} once per JVM and refuses versions before 18. */
    private static void checkNodeVersion(String node) {
        if (node.equals(checkedNode)) {
            return;
        }
        String version;
        try {
            Process p = new ProcessBuilder(node, "--version").redirectErrorStream(true).start();
            p.getOutputStream().close();
            version = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            if (!p.waitFor(30, TimeUnit.SECONDS)) {
                p.destroyForcibly();
            }
        } catch (IOException e) {
            throw new NodeNotFoundException(NODE_NEEDED + ". Running `" + node + " --version` failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DynaliteUnavailableException("Interrupted while running `node --version`", e);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^v?(\\d+)\\.").matcher(version);
        if (m.find() && Integer.parseInt(m.group(1)) < 18) {
            throw new NodeNotFoundException(NODE_NEEDED + ". `" + node + " --version` says " + version + ".");
        }
        checkedNode = node;
    }

    static Optional<Path> findExecutable(String path, String name) {
        if (path == null || path.isEmpty()) {
            return Optional.empty();
        }
        boolean windows = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
        List<String> names = windows ? List.of(name + ".exe", name + ".cmd", name) : List.of(name);
        for (String entry : path.split(File.pathSeparator)) {
            if (entry.isEmpty()) {
                continue;
            }
            for (String candidateName : names) {
                Path candidate;
                try {
                    candidate = Paths.get(entry, candidateName);
                } catch (RuntimeException badEntry) {
                    continue;
                }
                if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                    return Optional.of(candidate);
                }
            }
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------- the process's output

    /**
     * Reads the process's merged stdout and stderr: keeps it for error messages until the port line
     * arrives, then forwards it to System.err (and keeps draining, so the process never blocks on a
     * full pipe).
     */
    private static final class OutputReader extends Thread {
        final CompletableFuture<Integer> port = new CompletableFuture<>();
        private final Process process;
        private final StringBuilder output = new StringBuilder();

        OutputReader(Process process) {
            super("partitura-dynalite-output-" + process.pid());
            setDaemon(true);
            this.process = process;
        }

        synchronized String output() {
            return output.length() == 0 ? "(nothing)" : output.toString();
        }

        @Override
        public void run() {
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = lines.readLine()) != null; ) {
                    if (!port.isDone() && line.startsWith(PORT_LINE_PREFIX)) {
                        try {
                            port.complete(Integer.parseInt(line.substring(PORT_LINE_PREFIX.length()).trim()));
                        } catch (NumberFormatException e) {
                            port.completeExceptionally(new IllegalStateException(
                                    "dynalite printed a malformed port line: " + line));
                        }
                    } else if (port.isDone()) {
                        System.err.println("[dynalite] " + line);
                    } else {
                        synchronized (this) {
                            output.append(line).append('\n');
                        }
                    }
                }
            } catch (IOException e) {
                // the stream closed under us: the process is going away
            }
            if (!port.isDone()) {
                String exit;
                try {
                    exit = process.waitFor(5, TimeUnit.SECONDS) ? String.valueOf(process.exitValue()) : "unknown";
                } catch (InterruptedException e) {
                    exit = "unknown";
                }
                port.completeExceptionally(new IllegalStateException("dynalite exited (code " + exit
                        + ") before printing its port; its output:\n" + output()));
            }
        }
    }
}
