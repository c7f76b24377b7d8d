package io.partitura.testkit;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A running dynalite server: an open-source, in-memory implementation of the DynamoDB API, used by
 * Partitura's tests and its sample app (see {@code test-server/} at the repository root).
 *
 * <pre>{@code
 * try (DynaliteServer server = DynaliteServer.start();
 *      DynamoDbClient dynamo = server.newClient()) {
 *     dynamo.createTable(...);
 * }
 * }</pre>
 *
 * <p>{@link #start()} finds the {@code test-server} folder, installs dynalite there with {@code npm ci}
 * when it is missing, and starts {@code node dynalite-server.js}, which listens on a free port on
 * 127.0.0.1 and makes tables ACTIVE at once. The node process exits when this object is
 * {@linkplain #close() closed}, when the JVM shuts down (a shutdown hook), and when its standard input
 * closes, which also covers a JVM that crashed or was killed.
 *
 * <p>The folder is, in this order: the system property {@value #DIR_PROPERTY}, the environment
 * variable {@value #DIR_ENV}, or the first of the working directory and its parents that contains
 * {@code test-server/package.json}.
 */
public final class DynaliteServer implements AutoCloseable {

    /** System property naming the {@code test-server} folder. */
    public static final String DIR_PROPERTY = "partitura.testServerDir";
    /** Environment variable naming the {@code test-server} folder. */
    public static final String DIR_ENV = "PARTITURA_TEST_SERVER_DIR";

    static final String PORT_LINE_PREFIX = "PARTITURA_DYNALITE_PORT=";
    static final String SCRIPT = "dynalite-server.js";
    private static final long START_TIMEOUT_MILLIS = 30_000;
    private static final String NODE_NEEDED = "Node.js 18+ is needed to run the DynamoDB-compatible test server"
            + " dynalite; install it (https://nodejs.org, or your system's package manager, for example"
            + " `apt-get install nodejs npm` or `brew install node`) so that `node` and `npm` are on the PATH";

    private static final Object INSTALL_LOCK = new Object();

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
        Path dir = locateTestServerDir();
        String node = requireNodeAndNpm(System.getenv("PATH"));
        checkNodeVersion(node);
        installIfMissing(dir);

        List<String> command = new ArrayList<>(List.of(node, SCRIPT));
        if (dataDirectory != null) {
            try {
                Files.createDirectories(dataDirectory);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot create dynalite's data directory " + dataDirectory, e);
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
            throw new IllegalStateException("Cannot run `" + String.join(" ", command) + "` in " + dir + ": " + e, e);
        }

        OutputReader reader = new OutputReader(process);
        reader.start();
        int port;
        try {
            port = reader.port.get(START_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            kill(process);
            throw new IllegalStateException("dynalite did not print its port within " + START_TIMEOUT_MILLIS / 1000
                    + " s (`" + String.join(" ", command) + "` in " + dir + "); its output:\n" + reader.output());
        } catch (ExecutionException e) {
            kill(process);
            throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            kill(process);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while starting dynalite", e);
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

    /** The server's address, {@code http://127.0.0.1:<port>}: pass it to {@code endpointOverride}. */
    public URI endpoint() {
        return endpoint;
    }

    /** The loopback port the server listens on. */
    public int port() {
        return port;
    }

    /** The node process running the server. */
    public ProcessHandle processHandle() {
        return process.toHandle();
    }

    /**
     * A synchronous client for this server (region us-east-1, dummy static credentials) with the given
     * interceptors, such as a {@link RequestCounter}. The caller closes it.
     *
     * <p>It uses the SDK's {@code UrlConnectionHttpClient}: it starts faster than the Apache client and
     * pulls in nothing else, which matters for tests that open many short-lived clients; the loopback
     * server needs none of Apache's connection-pool tuning.
     */
    public DynamoDbClient newClient(ExecutionInterceptor... interceptors) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClientBuilder(UrlConnectionHttpClient.builder())
                .overrideConfiguration(overrides(interceptors))
                .build();
    }

    /**
     * An asynchronous client for this server (region us-east-1, dummy static credentials, the Netty
     * HTTP client) with the given interceptors. The caller closes it.
     */
    public DynamoDbAsyncClient newAsyncClient(ExecutionInterceptor... interceptors) {
        return DynamoDbAsyncClient.builder()
                .endpointOverride(endpoint)
                .region(Region.US_EAST_1)
                .credentialsProvider(credentials())
                .httpClientBuilder(NettyNioAsyncHttpClient.builder())
                .overrideConfiguration(overrides(interceptors))
                .build();
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
                throw new IllegalStateException("dynalite exited (code " + process.exitValue()
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
                throw new IllegalStateException("Interrupted while waiting for dynalite on " + endpoint, e);
            }
        }
        throw new IllegalStateException("dynalite printed port " + port + " but " + endpoint
                + " did not answer HTTP within " + START_TIMEOUT_MILLIS / 1000 + " s (last error: " + last
                + "); its output:\n" + reader.output());
    }

    private static StaticCredentialsProvider credentials() {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create("partitura-test", "partitura-test"));
    }

    private static ClientOverrideConfiguration overrides(ExecutionInterceptor... interceptors) {
        ClientOverrideConfiguration.Builder builder = ClientOverrideConfiguration.builder();
        for (ExecutionInterceptor interceptor : interceptors) {
            builder.addExecutionInterceptor(Objects.requireNonNull(interceptor, "interceptor"));
        }
        return builder.build();
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

    // ---------------------------------------------------------------- finding and installing

    static Path locateTestServerDir() {
        String property = System.getProperty(DIR_PROPERTY);
        if (property != null && !property.isBlank()) {
            return checkDir(Paths.get(property), "the system property " + DIR_PROPERTY);
        }
        String env = System.getenv(DIR_ENV);
        if (env != null && !env.isBlank()) {
            return checkDir(Paths.get(env), "the environment variable " + DIR_ENV);
        }
        Path start = Paths.get("").toAbsolutePath();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("test-server");
            if (Files.isRegularFile(candidate.resolve("package.json"))) {
                return candidate;
            }
        }
        throw new IllegalStateException("Cannot find the test-server folder (the one holding dynalite's package.json"
                + " and " + SCRIPT + "): no test-server/package.json in " + start + " or any of its parents."
                + " Run from inside the Partitura repository, or set the system property " + DIR_PROPERTY
                + " or the environment variable " + DIR_ENV + " to that folder.");
    }

    private static Path checkDir(Path dir, String source) {
        Path absolute = dir.toAbsolutePath().normalize();
        if (!Files.isRegularFile(absolute.resolve("package.json")) || !Files.isRegularFile(absolute.resolve(SCRIPT))) {
            throw new IllegalStateException(source + " names " + absolute + ", which does not hold package.json and "
                    + SCRIPT + " (it should be the repository's test-server folder)");
        }
        return absolute;
    }

    /** Returns the path of {@code node}; throws with an install hint when node or npm is not on {@code path}. */
    static String requireNodeAndNpm(String path) {
        Optional<Path> node = findExecutable(path, "node");
        Optional<Path> npm = findExecutable(path, "npm");
        if (node.isEmpty() || npm.isEmpty()) {
            String missing = node.isEmpty() && npm.isEmpty() ? "`node` and `npm` are" : node.isEmpty() ? "`node` is" : "`npm` is";
            throw new IllegalStateException(NODE_NEEDED + ". " + missing + " not on the PATH (" + path + ").");
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
            throw new IllegalStateException(NODE_NEEDED + ". Running `" + node + " --version` failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running `node --version`", e);
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^v?(\\d+)\\.").matcher(version);
        if (m.find() && Integer.parseInt(m.group(1)) < 18) {
            throw new IllegalStateException(NODE_NEEDED + ". `" + node + " --version` says " + version + ".");
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

    /**
     * Runs {@code npm ci} in {@code dir} when dynalite is not installed there. Serialised within the JVM
     * and, with a file lock, across JVMs (parallel Maven builds start several test JVMs at once).
     */
    private static void installIfMissing(Path dir) {
        if (installed(dir)) {
            return;
        }
        synchronized (INSTALL_LOCK) {
            Path lockFile = Paths.get(System.getProperty("java.io.tmpdir"),
                    "partitura-test-server-" + Integer.toHexString(dir.toString().hashCode()) + ".lock");
            try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                FileLock lock = channel.lock();
                try {
                    if (!installed(dir)) {
                        npmCi(dir);
                    }
                } finally {
                    lock.release();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot lock " + lockFile + " to install dynalite", e);
            }
        }
    }

    private static boolean installed(Path dir) {
        return Files.isRegularFile(dir.resolve("node_modules").resolve("dynalite").resolve("package.json"));
    }

    private static void npmCi(Path dir) {
        String npm = findExecutable(System.getenv("PATH"), "npm").orElseThrow().toString();
        List<String> command = List.of(npm, "ci", "--no-audit", "--no-fund");
        System.err.println("[partitura-testkit] dynalite is not installed in " + dir + "; running `npm ci --no-audit --no-fund` there");
        int exit;
        java.util.ArrayDeque<String> tail = new java.util.ArrayDeque<>();
        try {
            Process npmProcess = new ProcessBuilder(command)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.PIPE)
                    .start();
            npmProcess.getOutputStream().close();
            try (BufferedReader lines = new BufferedReader(
                    new InputStreamReader(npmProcess.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = lines.readLine()) != null; ) {
                    System.err.println("[npm] " + line);
                    tail.addLast(line);
                    if (tail.size() > 40) {
                        tail.removeFirst();
                    }
                }
            }
            if (!npmProcess.waitFor(10, TimeUnit.MINUTES)) {
                npmProcess.destroyForcibly();
                throw new IllegalStateException("`npm ci` in " + dir + " did not finish in 10 minutes");
            }
            exit = npmProcess.exitValue();
        } catch (IOException e) {
            throw new IllegalStateException("Cannot run `npm ci` in " + dir + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while running `npm ci` in " + dir, e);
        }
        if (exit != 0 || !installed(dir)) {
            throw new IllegalStateException("`npm ci --no-audit --no-fund` in " + dir + " failed (exit code " + exit
                    + "). It needs the npm registry, or an npm cache that holds the packages of "
                    + dir.resolve("package-lock.json") + ". The end of its output:\n" + String.join("\n", tail));
        }
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
