package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code cfn-lint}, the CloudFormation linter (AWS's resource specifications and rules), finds nothing
 * in the {@code cloudformation.json} of any table of this module. Skipped, with a message, where
 * {@code cfn-lint} is not installed; {@code .ci/run} installs it (pinned) so that CI runs it.
 */
class CfnLintTest {
  /** The executable: {@code -Dpartitura.cfnLint=…}, else {@code cfn-lint} on the PATH. */
  private static final String EXECUTABLE = System.getProperty("partitura.cfnLint", "cfn-lint");

  @Test
  void cfnLintFindsNothingInAnyTemplate() throws IOException, InterruptedException, URISyntaxException {
    String version = version();
    assumeTrue(version != null, "cfn-lint is not installed (pip install cfn-lint): the templates were not linted");
    List<String> command = new ArrayList<>(List.of(EXECUTABLE, "--format", "parseable", "--"));
    Path root = Path.of(CfnLintTest.class.getClassLoader().getResource("META-INF/partitura").toURI());
    SchemaFilesTest.TABLES.keySet().stream().sorted()
        .forEach(table -> command.add(root.resolve(table).resolve("cloudformation.json").toString()));
    Process lint = new ProcessBuilder(command).redirectErrorStream(true).start();
    String findings = new String(lint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(true, lint.waitFor(5, TimeUnit.MINUTES), "cfn-lint did not finish");
    // One line per finding; exit 0 only without any (errors, warnings and informational ones alike).
    assertEquals("", findings.strip(), version + " on " + (command.size() - 4) + " templates");
    assertEquals(0, lint.exitValue(), findings);
  }

  /** {@code cfn-lint --version}'s answer, or {@code null} when it cannot be run. */
  private static String version() throws InterruptedException {
    try {
      Process process = new ProcessBuilder(EXECUTABLE, "--version").redirectErrorStream(true).start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
      return process.waitFor(2, TimeUnit.MINUTES) && process.exitValue() == 0 ? out : null;
    } catch (IOException notInstalled) {
      return null;
    }
  }
}
