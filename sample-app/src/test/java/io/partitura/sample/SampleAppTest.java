package io.partitura.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Runs the whole story against dynalite, in-process, and checks what it printed. */
class SampleAppTest {
  private static final int PROJECTS = 25;
  private static final int PAGE_SIZE = 10;
  private static final Pattern STEP_HEADER = Pattern.compile("^(\\d+)\\. (.+) — (\\S+)$", Pattern.MULTILINE);
  private static final Pattern REQUESTS_SENT = Pattern.compile("^ +requests sent: (\\d+)", Pattern.MULTILINE);

  private static int exitCode;
  private static String output;
  private static String errors;
  /** Step title → the text of the step, header to "requests sent" line. */
  private static final Map<String, String> steps = new LinkedHashMap<>();

  @BeforeAll
  static void runTheApp() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    exitCode = SampleApp.run(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        "--projects", String.valueOf(PROJECTS), "--page-size", String.valueOf(PAGE_SIZE));
    output = out.toString(StandardCharsets.UTF_8);
    errors = err.toString(StandardCharsets.UTF_8);
    Matcher header = STEP_HEADER.matcher(output);
    int previousStart = -1;
    String previousTitle = null;
    while (header.find()) {
      if (previousTitle != null) {
        steps.put(previousTitle, output.substring(previousStart, header.start()));
      }
      previousTitle = header.group(2);
      previousStart = header.start();
    }
    if (previousTitle != null) {
      steps.put(previousTitle, output.substring(previousStart, output.indexOf("\nSummary:", previousStart)));
    }
  }

  @Test
  void runsToTheEnd() {
    assertEquals(0, exitCode, () -> "exit code; stderr:\n" + errors + "\nstdout:\n" + output);
    assertEquals(11, steps.size(), () -> "steps found: " + steps.keySet() + "\n" + output);
    assertTrue(output.contains("\nSummary:"), output);
    assertTrue(output.contains("Deleted table control-plane-sample-"), output);
    assertTrue(output.contains("Stopped dynalite at http://127.0.0.1:"), output);
  }

  @Test
  void writesOneRequestPerItem() {
    assertEquals(PROJECTS + 1 + 1 + SampleApp.OTHER_WORKSPACE_PROJECTS, requestsSent("Write workspace acme"));
  }

  @Test
  void getTheWorkspaceIsOneGetItem() {
    String step = step("Get the workspace's settings");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("GetItem control-plane-sample-"), step);
    assertTrue(step.contains("{ \"EntityRef\": \"WS#acme\", \"Detail\": \"META\" }"), step);
    assertTrue(step.contains("Acme Corp"), step);
  }

  @Test
  void everyPageIsOneQuery() {
    String first = step("newest first: page 1");
    assertEquals(1, requestsSent(first));
    assertTrue(first.contains("ScanIndexForward           false"), first);
    assertTrue(first.contains("begins_with(#sk, :sk)"), first);
    assertProjectsInOrder(first, 25, 16);

    String second = step("List the next page with the cursor");
    assertEquals(1, requestsSent(second));
    assertTrue(second.contains("ExclusiveStartKey"), second);
    assertProjectsInOrder(second, 15, 6);

    String oldest = step("oldest first");
    assertEquals(1, requestsSent(oldest));
    assertTrue(oldest.contains("ScanIndexForward           true"), oldest);
    assertProjectsInOrder(oldest, 1, 10);
  }

  @Test
  void getOneProjectIsOneGetItem() {
    String step = step("Get one project by id");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("\"Detail\": \"PROJ#2026-0025\""), step);
  }

  @Test
  void workspaceWithAllItsProjectsIsOneQuery() {
    String step = step("Load the workspace and all its projects in one Query");
    assertEquals(1, requestsSent(step));
    for (int n = 1; n <= PROJECTS; n++) {
      String id = SampleApp.projectId(n);
      assertTrue(Pattern.compile("^ +" + Pattern.quote(id) + " ", Pattern.MULTILINE).matcher(step).find(),
          () -> id + " missing from:\n" + step);
    }
    assertTrue(step.contains("loaded workspace acme with " + PROJECTS + " projects"), step);
    assertTrue(step.contains("came back in 1 request"), step);
  }

  @Test
  void aCursorFromAnotherWorkspaceIsRefusedBeforeAnyRequest() {
    assertEquals(1, requestsSent("Take a cursor from another workspace's listing"));
    String step = step("Use globex's cursor on acme's listing");
    assertEquals(0, requestsSent(step));
    assertTrue(step.contains("refused with InvalidCursorException"), step);
    assertTrue(step.contains("made by another query"), step);
  }

  @Test
  void deleteIsOneDeleteItem() {
    String step = step("Delete a project");
    assertEquals(1, requestsSent(step));
    assertTrue(step.contains("deleted: true"), step);
  }

  @Test
  void summaryListsEveryStep() {
    String summary = output.substring(output.indexOf("\nSummary:"));
    for (String title : steps.keySet()) {
      assertTrue(summary.contains(title), () -> title + " missing from the summary:\n" + summary);
    }
  }

  @Test
  void refusesContradictoryBackends() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SampleApp.run(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), "--aws", "--endpoint", "http://127.0.0.1:1");
    assertEquals(2, code);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("--aws and --endpoint exclude each other"));
  }

  private static String step(String titlePart) {
    return steps.entrySet().stream()
        .filter(e -> e.getKey().contains(titlePart))
        .map(Map.Entry::getValue)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no step titled …" + titlePart + "… in:\n" + output));
  }

  private static int requestsSent(String titlePartOrStep) {
    String step = titlePartOrStep.contains("\n") ? titlePartOrStep : step(titlePartOrStep);
    Matcher m = REQUESTS_SENT.matcher(step);
    assertTrue(m.find(), () -> "no 'requests sent' line in:\n" + step);
    return Integer.parseInt(m.group(1));
  }

  /** The step's project table lists projects from..to (by number), consecutively, in that order. */
  private static void assertProjectsInOrder(String step, int from, int to) {
    Matcher id = Pattern.compile("^ +(2026-\\d{4}) ", Pattern.MULTILINE).matcher(step);
    StringBuilder found = new StringBuilder();
    while (id.find()) {
      found.append(id.group(1)).append(' ');
    }
    StringBuilder expected = new StringBuilder();
    int step1 = from <= to ? 1 : -1;
    for (int n = from; n != to + step1; n += step1) {
      expected.append(SampleApp.projectId(n)).append(' ');
    }
    assertEquals(expected.toString(), found.toString(), step);
  }
}
