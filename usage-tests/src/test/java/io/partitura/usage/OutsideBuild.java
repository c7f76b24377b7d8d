package io.partitura.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A throwaway Maven project in a temporary directory outside the repository, built by the Maven that
 * runs this build, as a user's project would be.
 *
 * <p>Its artifacts come from a local repository of its own ({@code usage-tests/target/outside-builds/repository}),
 * into which {@link #installFreshArtifacts()} copies the jars and POMs this build just made, laid out
 * as {@code mvn install} lays them out. Everything else (the AWS SDK, JUnit, Maven's plugins) comes from
 * the local repository of the build that runs the test, through a settings file whose mirror points at
 * it: no network, nothing downloaded twice, and nothing written to {@code ~/.m2}, so builds of other
 * checkouts of the same version on the same machine cannot swap their jars for ours mid-test. {@code -U}
 * keeps a miss cached by an earlier run (say, of a broken README snippet) from failing a later one.
 */
final class OutsideBuild {

    static final String VERSION = required("partitura.version");
    static final Path ROOT = Paths.get(required("partitura.rootDir")).toAbsolutePath().normalize();
    static final String JUNIT_VERSION = required("partitura.junitVersion");
    private static final Path BUILD_REPOSITORY = Paths.get(required("partitura.localRepository"));
    private static final Path OUTSIDE_REPOSITORY = Paths.get(required("partitura.outsideRepository"));
    private static final Path MAVEN_HOME = Paths.get(required("partitura.mavenHome"));

    /** The repository's modules that users depend on: directory, artifactId. */
    private static final Map<String, String> MODULES = Map.of(
            "annotations", "partitura-annotations",
            "runtime", "partitura-runtime",
            "processor", "partitura-processor",
            "testkit", "partitura-testkit");

    private static boolean installed;

    final Path dir;

    private OutsideBuild(Path dir) {
        this.dir = dir;
    }

    /** A new empty project directory under the system's temporary directory. */
    static OutsideBuild create(String name) throws IOException {
        installFreshArtifacts();
        Path dir = Files.createTempDirectory("partitura-" + name + "-");
        if (dir.toAbsolutePath().startsWith(ROOT)) {
            throw new IllegalStateException(dir + " is inside the repository " + ROOT + "; set java.io.tmpdir elsewhere");
        }
        return new OutsideBuild(dir);
    }

    void write(String relativePath, String content) throws IOException {
        Path file = dir.resolve(relativePath);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }

    /** Runs {@code mvn <goals>} in the project; fails with the end of Maven's output unless it succeeds. */
    void mvn(String... goals) throws Exception {
        Path settings = dir.resolve("settings.xml");
        Files.writeString(settings, """
                <settings>
                  <localRepository>%s</localRepository>
                  <mirrors>
                    <mirror>
                      <id>build-local-repository</id>
                      <mirrorOf>*</mirrorOf>
                      <url>%s</url>
                    </mirror>
                  </mirrors>
                </settings>
                """.formatted(OUTSIDE_REPOSITORY, BUILD_REPOSITORY.toUri()));
        List<String> command = new ArrayList<>(List.of(MAVEN_HOME.resolve("bin").resolve("mvn").toString(),
                "-B", "-ntp", "-U", "-s", settings.toString()));
        // where this build finds dynalite's cache and moto_server, the outside build's tests find them too
        for (String property : List.of("partitura.testkit.cacheDir", "partitura.testkit.motoServer")) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.addAll(List.of(goals));
        Path log = dir.resolve("mvn.log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().remove("MAVEN_OPTS");
        Process process = builder.start();
        process.getOutputStream().close();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            fail("`" + String.join(" ", command) + "` in " + dir + " did not finish in 10 minutes; its log: " + log);
        }
        if (process.exitValue() != 0) {
            // its [ERROR] lines: the rest is mostly warnings that files in a local repository carry no checksums
            List<String> errors = Files.readAllLines(log).stream().filter(line -> line.startsWith("[ERROR]")).limit(60).toList();
            fail("`" + String.join(" ", command) + "` in " + dir + " failed (exit code " + process.exitValue()
                    + "); its errors (the whole output is in " + log + "):\n" + String.join("\n", errors));
        }
    }

    /** Deletes the project (kept when a test failed, to look at). */
    void delete() throws IOException {
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    /** What Maven printed in the last {@link #mvn} run. */
    String log() throws IOException {
        return Files.readString(dir.resolve("mvn.log"));
    }

    /**
     * Asserts that the surefire report of the outside build's test class shows {@code tests} tests, all passed:
     * more than none, since a build whose surefire does not know JUnit 5 (Maven 3.8's default, 2.12.4) runs
     * none and still succeeds.
     */
    void assertTestsPassed(String testClass, int tests) throws IOException {
        Path report = dir.resolve("target/surefire-reports/TEST-" + testClass + ".xml");
        if (!Files.isRegularFile(report)) {
            fail("no surefire report " + report + ": surefire ran no test of " + testClass + " (a surefire that does not"
                    + " know JUnit 5, such as Maven 3.8's default 2.12.4, runs none and the build still succeeds)");
        }
        String xml = Files.readString(report);
        Matcher suite = Pattern.compile("<testsuite [^>]*").matcher(xml);
        if (!suite.find()) {
            fail("no <testsuite> in " + report);
        }
        String attributes = suite.group();
        if (attribute(attributes, "tests") == 0) {
            fail("surefire ran 0 tests of " + testClass + ": " + attributes);
        }
        assertEquals(tests, attribute(attributes, "tests"), attributes);
        assertEquals(0, attribute(attributes, "failures"), attributes);
        assertEquals(0, attribute(attributes, "errors"), attributes);
        assertEquals(0, attribute(attributes, "skipped"), attributes);
    }

    private static int attribute(String attributes, String name) {
        Matcher m = Pattern.compile("\\s" + name + "=\"(\\d+)\"").matcher(attributes);
        if (!m.find()) {
            throw new AssertionError("no " + name + " in " + attributes);
        }
        return Integer.parseInt(m.group(1));
    }

    /** The version the repository's root pom.xml pins for an Apache Maven plugin, so that it is in the local repository already. */
    static String pinnedPluginVersion(String artifactId) throws IOException {
        String pom = Files.readString(ROOT.resolve("pom.xml"));
        Matcher m = Pattern.compile("<artifactId>" + Pattern.quote(artifactId) + "</artifactId>\\s*<version>([^<]+)</version>").matcher(pom);
        if (!m.find()) {
            throw new IllegalStateException("the root pom.xml pins no version of " + artifactId);
        }
        return m.group(1).trim();
    }

    /**
     * Copies the parent POM and the annotations, runtime, processor and testkit jars and POMs of this build into the
     * outside builds' local repository, where {@code mvn install} would put them. Artifacts there that
     * carry no {@code _remote.repositories} note count as installed locally, which is what they are.
     */
    private static synchronized void installFreshArtifacts() {
        if (installed) {
            return;
        }
        try {
            copy(ROOT.resolve("pom.xml"), "partitura-parent", "pom");
            for (Map.Entry<String, String> module : MODULES.entrySet()) {
                Path moduleDir = ROOT.resolve(module.getKey());
                Path jar = moduleDir.resolve("target").resolve(module.getValue() + "-" + VERSION + ".jar");
                if (!Files.isRegularFile(jar)) {
                    throw new IllegalStateException(jar + " is missing: these tests run in `mvn verify` (integration-test"
                            + " phase), after the reactor has packaged " + module.getKey());
                }
                copy(jar, module.getValue(), "jar");
                copy(moduleDir.resolve("pom.xml"), module.getValue(), "pom");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        installed = true;
    }

    private static void copy(Path file, String artifactId, String extension) throws IOException {
        Path dir = OUTSIDE_REPOSITORY.resolve("io/partitura").resolve(artifactId).resolve(VERSION);
        Files.createDirectories(dir);
        Files.copy(file, dir.resolve(artifactId + "-" + VERSION + "." + extension), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String required(String property) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank() || value.startsWith("${")) { // ${maven.home}: not run by the mvn launcher
            throw new IllegalStateException("system property " + property + " is not set: run these tests through"
                    + " Maven (usage-tests/pom.xml sets it)");
        }
        return value;
    }

}
