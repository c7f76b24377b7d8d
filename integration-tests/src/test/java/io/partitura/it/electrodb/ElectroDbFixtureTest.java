package io.partitura.it.electrodb;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** How the harness finds the fixture and Node.js, and what it says when one is missing. */
class ElectroDbFixtureTest {

  @Test
  void theFixtureIsFoundFromTheModuleDirectory() {
    assertTrue(Files.isRegularFile(ElectroDbFixture.directory().resolve("package-lock.json")));
    assertTrue(Files.isRegularFile(ElectroDbFixture.directory().resolve("KEYS.md")));
  }

  @Test
  void aMissingExecutableFailsSayingWhatToInstall() {
    AssertionError missing = assertThrows(AssertionError.class,
        () -> ElectroDbFixture.executable("partitura-no-such-node"));
    assertTrue(missing.getMessage().contains("`partitura-no-such-node` is not on the PATH"), missing.getMessage());
    assertTrue(missing.getMessage().contains("Install Node.js"), missing.getMessage());
    assertTrue(missing.getMessage().contains("ElectroDB " + ElectroDbFixture.ELECTRODB_VERSION), missing.getMessage());
  }
}
