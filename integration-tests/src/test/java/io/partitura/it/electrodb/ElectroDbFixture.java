package io.partitura.it.electrodb;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * Runs the ElectroDB fixture, {@code interop/electrodb/electrodb-fixture.js}, with Node.js against a test
 * server, and returns the JSON it prints: ElectroDB 3.9.3 itself writes and reads the table, so what the
 * tests compare with is ElectroDB's behaviour, not our reading of its documentation.
 *
 * <p>The fixture's npm dependencies are pinned by its committed {@code package-lock.json}; {@code .ci/run}
 * installs them with {@code npm ci}, and so does the first run here when {@code node_modules} is missing
 * or holds other versions than {@code package.json} pins (a fresh clone runs {@code mvn verify} alone).
 * Without {@code node} and {@code npm} on the PATH the tests fail and say what to install: dynalite, the
 * testkit's server, needs them too.
 */
final class ElectroDbFixture {
  static final String ELECTRODB_VERSION = "3.9.3";
  static final String CLIENT_DYNAMODB_VERSION = "3.1178.0";
  private static final String SCRIPT = "electrodb-fixture.js";
  private static final Object INSTALL_LOCK = new Object();

  private ElectroDbFixture() {
  }

  /**
   * {@code interop/electrodb} of this repository: the system property {@code partitura.electrodb.dir}, else
   * {@code ../interop/electrodb} from the module directory (Surefire's {@code basedir}).
   */
  static Path directory() {
    String configured = System.getProperty("partitura.electrodb.dir");
    Path dir = configured != null && !configured.isBlank()
        ? Path.of(configured)
        : Path.of(System.getProperty("basedir", System.getProperty("user.dir"))).resolve("../interop/electrodb");
    dir = dir.toAbsolutePath().normalize();
    if (!Files.isRegularFile(dir.resolve(SCRIPT))) {
      throw new IllegalStateException("The ElectroDB fixture is not at " + dir + " (no " + SCRIPT
          + "); run the tests from the repository's integration-tests module or set -Dpartitura.electrodb.dir");
    }
    return dir;
  }

  /**
   * Runs {@code node electrodb-fixture.js --endpoint <endpoint> --table <table> --mode <mode>}, with
   * {@code stdin} as its standard input, and returns its output. A failure of the script fails the test
   * with its standard error.
   */
  static JsonNode run(URI endpoint, String table, String mode, String stdin) {
    Path dir = directory();
    ensureInstalled(dir);
    List<String> command = List.of(executable("node"), dir.resolve(SCRIPT).toString(),
        "--endpoint", endpoint.toString(), "--table", table, "--mode", mode);
    try {
      Path errors = Files.createTempFile("electrodb-fixture-", ".stderr");
      try {
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectError(errors.toFile());
        // The SDK warns on stderr that its releases after January 2027 need Node 22: not ours to act on here.
        builder.environment().put("NODE_NO_WARNINGS", "1");
        Process process = builder.start();
        try (OutputStream in = process.getOutputStream()) {
          in.write((stdin == null ? "" : stdin).getBytes(StandardCharsets.UTF_8));
        }
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
          process.destroyForcibly();
          throw new AssertionError(String.join(" ", command) + " did not finish in 2 minutes");
        }
        if (process.exitValue() != 0) {
          throw new AssertionError(String.join(" ", command) + " failed with exit code " + process.exitValue()
              + ":\n" + Files.readString(errors));
        }
        return JsonNode.parser().parse(new String(out, StandardCharsets.UTF_8));
      } finally {
        Files.deleteIfExists(errors);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot run " + String.join(" ", command), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError("Interrupted while running " + String.join(" ", command), e);
    }
  }

  /** Runs {@code npm ci} in the fixture directory unless its node_modules holds the pinned versions. */
  private static void ensureInstalled(Path dir) {
    synchronized (INSTALL_LOCK) {
      if (installed(dir)) {
        return;
      }
      // A file lock too, for two JVMs (two Maven builds of this working tree) installing at once.
      try (FileChannel channel = FileChannel.open(dir.resolve(".npm-ci.lock"), StandardOpenOption.CREATE,
          StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
        if (installed(dir)) {
          return;
        }
        List<String> command = List.of(executable("npm"), "ci", "--no-audit", "--no-fund");
        System.err.println("[electrodb-fixture] installing the fixture's npm dependencies with `npm ci` in " + dir);
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.INHERIT).start();
        process.getOutputStream().close();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
          process.destroyForcibly();
          throw new AssertionError("`npm ci` in " + dir + " did not finish in 10 minutes");
        }
        if (process.exitValue() != 0 || !installed(dir)) {
          throw new AssertionError("`npm ci --no-audit --no-fund` in " + dir + " failed (exit code "
              + process.exitValue() + "); it needs the npm registry, or an npm cache holding what package-lock.json pins");
        }
      } catch (IOException e) {
        throw new UncheckedIOException("Cannot install the ElectroDB fixture's dependencies in " + dir, e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("Interrupted while installing the ElectroDB fixture's dependencies", e);
      }
    }
  }

  private static boolean installed(Path dir) {
    return ELECTRODB_VERSION.equals(installedVersion(dir, "electrodb").orElse(null))
        && CLIENT_DYNAMODB_VERSION.equals(installedVersion(dir, "@aws-sdk/client-dynamodb").orElse(null));
  }

  private static Optional<String> installedVersion(Path dir, String module) {
    Path packageJson = dir.resolve("node_modules").resolve(module).resolve("package.json");
    if (!Files.isRegularFile(packageJson)) {
      return Optional.empty();
    }
    try {
      return JsonNode.parser().parse(Files.readString(packageJson)).field("version").map(JsonNode::asString);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code name} on the PATH, or a failure that says what to install. */
  static String executable(String name) {
    String path = System.getenv("PATH");
    List<String> candidates = new ArrayList<>(List.of(name));
    if (System.getProperty("os.name", "").startsWith("Windows")) {
      candidates.addAll(List.of(name + ".exe", name + ".cmd"));
    }
    if (path != null) {
      for (String entry : path.split(java.io.File.pathSeparator)) {
        for (String candidate : candidates) {
          Path file = Path.of(entry.isEmpty() ? "." : entry, candidate);
          if (Files.isRegularFile(file) && Files.isExecutable(file)) {
            return file.toString();
          }
        }
      }
    }
    throw new AssertionError("The ElectroDB interop tests run ElectroDB " + ELECTRODB_VERSION + " with Node.js (18 or"
        + " newer) and npm, as dynalite does, but `" + name + "` is not on the PATH (" + path + "). Install Node.js"
        + " from https://nodejs.org (or `apt-get install nodejs npm`, `brew install node`).");
  }
}
