package io.partitura.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Installs the dynalite launcher that the testkit jar carries (the script, its {@code package.json} and
 * its lock file) into a per-user cache directory, once per content: {@code <cache>/dynalite-<hash>/},
 * where the hash covers the three files, so a new lock file (or script) gets a directory of its own.
 *
 * <p>Safe when several JVMs install at once (a parallel Maven build, two projects' tests): the install
 * runs under a file lock, into a temporary directory next to the final one, which is renamed into
 * place only once {@code npm ci} succeeded. A directory named {@code dynalite-<hash>} is therefore
 * always complete, and a reader that finds it needs no lock.
 */
final class DynaliteInstallation {

    static final String RESOURCE_FOLDER = "io/partitura/testkit/dynalite/";
    static final String PACKAGE_JSON = "package.json";
    static final String LOCK_FILE = "package-lock.json";
    /** Written last into the temporary directory, so its presence says the install finished. */
    static final String COMPLETE_MARKER = ".partitura-installed";
    private static final String INSTALLING = ".installing-";

    /** Serialises installs within this JVM: a FileLock is held per JVM, not per thread. */
    private static final Object JVM_LOCK = new Object();

    private DynaliteInstallation() {}

    /** The script, package.json and lock file carried in the testkit jar, by file name. */
    static Map<String, byte[]> bundledFiles() {
        Map<String, byte[]> files = new LinkedHashMap<>();
        for (String name : List.of(DynaliteServer.SCRIPT, PACKAGE_JSON, LOCK_FILE)) {
            try (InputStream in = DynaliteInstallation.class.getClassLoader().getResourceAsStream(RESOURCE_FOLDER + name)) {
                if (in == null) {
                    throw new DynaliteUnavailableException("The testkit's class path resource " + RESOURCE_FOLDER + name
                            + " is missing: the partitura-testkit jar is incomplete (was it repackaged without its resources?)");
                }
                files.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the class path resource " + RESOURCE_FOLDER + name, e);
            }
        }
        return files;
    }

    /** The first 16 hex digits of the SHA-256 of the files' names and contents. */
    static String contentHash(Map<String, byte[]> files) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            files.forEach((name, bytes) -> {
                digest.update(name.getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(Integer.toString(bytes.length).getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                digest.update(bytes);
            });
            return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }

    /**
     * The cache directory: the system property {@value DynaliteServer#CACHE_DIR_PROPERTY}, else the
     * environment variable {@value DynaliteServer#CACHE_DIR_ENV}, else {@code $XDG_CACHE_HOME/partitura},
     * else {@code ~/.cache/partitura}.
     */
    static Path cacheRoot() {
        String property = System.getProperty(DynaliteServer.CACHE_DIR_PROPERTY);
        if (property != null && !property.isBlank()) {
            return Paths.get(property).toAbsolutePath();
        }
        String env = System.getenv(DynaliteServer.CACHE_DIR_ENV);
        if (env != null && !env.isBlank()) {
            return Paths.get(env).toAbsolutePath();
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Paths.get(xdg, "partitura").toAbsolutePath();
        }
        return Paths.get(System.getProperty("user.home"), ".cache", "partitura");
    }

    /**
     * Returns {@code <cacheRoot>/dynalite-<hash>}, installing {@code files} there with {@code npm ci}
     * first unless an earlier install did.
     */
    static Path install(Path cacheRoot, Map<String, byte[]> files, String npm) {
        String name = "dynalite-" + contentHash(files);
        Path target = cacheRoot.resolve(name);
        if (Files.isRegularFile(target.resolve(COMPLETE_MARKER))) {
            return target;
        }
        synchronized (JVM_LOCK) {
            try {
                Files.createDirectories(cacheRoot);
            } catch (IOException e) {
                throw new DynaliteUnavailableException("Cannot create the testkit's cache directory " + cacheRoot + " (" + e
                        + "); set the system property " + DynaliteServer.CACHE_DIR_PROPERTY + " or the environment variable "
                        + DynaliteServer.CACHE_DIR_ENV + " to a writable directory", e);
            }
            Path lockFile = cacheRoot.resolve(name + ".lock");
            try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock lock = channel.lock()) {
                if (Files.isRegularFile(target.resolve(COMPLETE_MARKER))) {
                    return target; // another JVM installed it while we waited
                }
                deleteLeftovers(cacheRoot, name, target); // of installs that crashed: only the lock holder writes them
                Path temporary = Files.createTempDirectory(cacheRoot, name + INSTALLING);
                try {
                    for (Map.Entry<String, byte[]> file : files.entrySet()) {
                        Files.write(temporary.resolve(file.getKey()), file.getValue());
                    }
                    npmCi(temporary, npm);
                    Files.writeString(temporary.resolve(COMPLETE_MARKER), "installed by partitura-testkit with `npm ci`\n");
                    moveIntoPlace(temporary, target);
                } finally {
                    deleteRecursively(temporary);
                }
                return target;
            } catch (IOException e) {
                throw new DynaliteUnavailableException("Cannot install dynalite into " + target + ": " + e, e);
            }
        }
    }

    private static void moveIntoPlace(Path temporary, Path target) throws IOException {
        try {
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException | FileAlreadyExistsException e) {
            throw new IOException("cannot rename " + temporary + " to " + target + " atomically", e);
        }
    }

    /** Removes {@code name.installing-*} and an incomplete {@code target} (neither is ever in use). */
    private static void deleteLeftovers(Path cacheRoot, String name, Path target) throws IOException {
        try (DirectoryStream<Path> leftovers = Files.newDirectoryStream(cacheRoot, name + INSTALLING + "*")) {
            for (Path leftover : leftovers) {
                deleteRecursively(leftover);
            }
        }
        deleteRecursively(target);
    }

    static void deleteRecursively(Path path) throws IOException {
        if (!Files.exists(path, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    private static void npmCi(Path dir, String npm) {
        List<String> command = List.of(npm, "ci", "--no-audit", "--no-fund");
        System.err.println("[partitura-testkit] installing dynalite (once) with `npm ci --no-audit --no-fund` in " + dir);
        ArrayDeque<String> tail = new ArrayDeque<>();
        int exit;
        try {
            Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
            process.getOutputStream().close();
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = lines.readLine()) != null; ) {
                    System.err.println("[npm] " + line);
                    tail.addLast(line);
                    if (tail.size() > 40) {
                        tail.removeFirst();
                    }
                }
            }
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new DynaliteUnavailableException("`npm ci` in " + dir + " did not finish in 10 minutes");
            }
            exit = process.exitValue();
        } catch (IOException e) {
            throw new DynaliteUnavailableException("Cannot run `npm ci` in " + dir + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DynaliteUnavailableException("Interrupted while running `npm ci` in " + dir, e);
        }
        if (exit != 0 || !Files.isRegularFile(dir.resolve("node_modules").resolve("dynalite").resolve(PACKAGE_JSON))) {
            throw new DynaliteUnavailableException("`npm ci --no-audit --no-fund` in " + dir + " failed (exit code " + exit
                    + "). It needs the npm registry (or an npm cache that holds the packages its " + LOCK_FILE
                    + " pins). The end of its output:\n" + String.join("\n", tail));
        }
    }
}
