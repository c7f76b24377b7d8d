package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Installing the launcher the jar carries into the per-user cache, once, from any working directory. */
class DynaliteInstallationTest {

    @Test
    void jarCarriesTheRepositorysTestServerFiles() throws Exception {
        Map<String, byte[]> bundled = DynaliteInstallation.bundledFiles();
        Path testServer = Paths.get("").toAbsolutePath().getParent().resolve("test-server");
        assertEquals(List.of(DynaliteServer.SCRIPT, "package.json", "package-lock.json"), List.copyOf(bundled.keySet()));
        for (Map.Entry<String, byte[]> file : bundled.entrySet()) {
            assertArrayEquals(Files.readAllBytes(testServer.resolve(file.getKey())), file.getValue(), file.getKey());
        }
    }

    @Test
    void startInstallsOnceIntoTheCacheDirectoryTheSystemPropertyNames(@TempDir Path cache) throws Exception {
        String hash = DynaliteInstallation.contentHash(DynaliteInstallation.bundledFiles());
        Path installed = cache.resolve("dynalite-" + hash);
        Path marker = installed.resolve(DynaliteInstallation.COMPLETE_MARKER);
        withCacheDir(cache, () -> {
            try (DynaliteServer server = DynaliteServer.start(); DynamoDbClient dynamo = server.newClient()) {
                assertEquals(List.of(), dynamo.listTables().tableNames());
            }
        });
        assertTrue(Files.isRegularFile(installed.resolve("node_modules/dynalite/package.json")));
        assertTrue(Files.isRegularFile(installed.resolve(DynaliteServer.SCRIPT)));
        assertTrue(Files.isRegularFile(marker));
        FileTime installedAt = Files.getLastModifiedTime(marker);

        withCacheDir(cache, () -> {
            try (DynaliteServer again = DynaliteServer.start()) {
                assertTrue(again.processHandle().isAlive());
            }
        });
        assertEquals(installedAt, Files.getLastModifiedTime(marker), "installed a second time");
        assertEquals(List.of("dynalite-" + hash, "dynalite-" + hash + ".lock"), list(cache));
    }

    @Test
    void theHashCoversEveryFile() {
        Map<String, byte[]> files = DynaliteInstallation.bundledFiles();
        Map<String, byte[]> otherScript = new LinkedHashMap<>(files);
        otherScript.put(DynaliteServer.SCRIPT, "// changed\n".getBytes(StandardCharsets.UTF_8));
        Map<String, byte[]> otherLock = new LinkedHashMap<>(files);
        otherLock.put("package-lock.json", "{}".getBytes(StandardCharsets.UTF_8));
        String hash = DynaliteInstallation.contentHash(files);
        assertEquals(16, hash.length());
        assertNotEquals(hash, DynaliteInstallation.contentHash(otherScript));
        assertNotEquals(hash, DynaliteInstallation.contentHash(otherLock));
        assertEquals(hash, DynaliteInstallation.contentHash(new LinkedHashMap<>(files)));
    }

    @Test
    void failedNpmCiSaysSoAndLeavesNothingHalfInstalled(@TempDir Path cache) throws Exception {
        // no package-lock.json: `npm ci` refuses at once, without touching the registry
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(DynaliteServer.SCRIPT, new byte[0]);
        files.put("package.json", "{\"name\":\"x\",\"version\":\"1.0.0\",\"private\":true,\"dependencies\":{\"dynalite\":\"4.0.0\"}}"
                .getBytes(StandardCharsets.UTF_8));
        DynaliteUnavailableException e = assertThrows(DynaliteUnavailableException.class,
                () -> DynaliteInstallation.install(cache, files, "npm"));
        assertTrue(e.getMessage().startsWith("`npm ci --no-audit --no-fund` in " + cache.resolve("dynalite-"
                + DynaliteInstallation.contentHash(files))), e.getMessage());
        assertTrue(e.getMessage().contains(" failed (exit code "), e.getMessage());
        assertEquals(List.of("dynalite-" + DynaliteInstallation.contentHash(files) + ".lock"), list(cache));
    }

    @Test
    void twoJvmsInstallingAtOnceRunNpmCiOnceAndGetTheSameDirectory(@TempDir Path cache) throws Exception {
        String java = Paths.get(System.getProperty("java.home"), "bin", "java").toString();
        List<Process> jvms = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            jvms.add(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    InstallFromAnotherJvm.class.getName(), cache.toString()).start());
        }
        List<String> printed = new ArrayList<>();
        int npmRuns = 0;
        for (Process jvm : jvms) {
            jvm.getOutputStream().close();
            String out = new String(jvm.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            String err = new String(jvm.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(jvm.waitFor(5, TimeUnit.MINUTES));
            assertEquals(0, jvm.exitValue(), err);
            printed.add(out);
            npmRuns += (int) err.lines().filter(l -> l.startsWith("[partitura-testkit] installing dynalite")).count();
        }
        Path expected = cache.resolve("dynalite-" + DynaliteInstallation.contentHash(DynaliteInstallation.bundledFiles()));
        assertEquals(List.of(expected.toString(), expected.toString()), printed);
        assertEquals(1, npmRuns);
        assertTrue(Files.isRegularFile(expected.resolve("node_modules/dynalite/package.json")));
    }

    /** The other JVMs of {@link #twoJvmsInstallingAtOnceRunNpmCiOnceAndGetTheSameDirectory}. */
    static final class InstallFromAnotherJvm {
        public static void main(String[] args) {
            Path dir = DynaliteInstallation.install(Paths.get(args[0]), DynaliteInstallation.bundledFiles(), "npm");
            System.out.println(dir);
        }
    }

    private static List<String> list(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    private static void withCacheDir(Path cache, Runnable action) {
        String before = System.getProperty(DynaliteServer.CACHE_DIR_PROPERTY);
        System.setProperty(DynaliteServer.CACHE_DIR_PROPERTY, cache.toString());
        try {
            action.run();
        } finally {
            if (before == null) {
                System.clearProperty(DynaliteServer.CACHE_DIR_PROPERTY);
            } else {
                System.setProperty(DynaliteServer.CACHE_DIR_PROPERTY, before);
            }
        }
    }

}
