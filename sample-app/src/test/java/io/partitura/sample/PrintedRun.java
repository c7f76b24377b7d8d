package io.partitura.sample;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One in-process run of the app: its exit code, what it printed, and that split into stories and their steps. */
final class PrintedRun {
  private static final Pattern STORY_BANNER = Pattern.compile("^Story (\\d+) of (\\d+): (\\S+) — ", Pattern.MULTILINE);
  private static final Pattern STEP_HEADER = Pattern.compile("^(\\d+)\\. (.+) — (\\S+)$", Pattern.MULTILINE);
  private static final Pattern REQUESTS_SENT = Pattern.compile("^ +requests sent: (\\d+)", Pattern.MULTILINE);
  private static final Pattern ORDER_ROW = Pattern.compile(
      "^ +(c\\d) +(o-\\d{4}) +(BER|LIS) +(PLACED|SHIPPED|DELIVERED) +(\\S+) +\\d+\\.\\d\\d$", Pattern.MULTILINE);
  private static final Pattern LINE_ROW = Pattern.compile("^ +(o-\\d{4}) +(\\d+) +[a-z]+ +\\d+ +\\d+\\.\\d\\d$",
      Pattern.MULTILINE);

  final int exitCode;
  final String output;
  final String errors;
  /** Story name → its text, banner to the end of its summary. */
  final Map<String, String> stories = new LinkedHashMap<>();
  /** Story name → (step title → the text of the step, header to "requests sent" line and its notes). */
  final Map<String, Map<String, String>> steps = new LinkedHashMap<>();

  private PrintedRun(int exitCode, String output, String errors) {
    this.exitCode = exitCode;
    this.output = output;
    this.errors = errors;
    Matcher banner = STORY_BANNER.matcher(output);
    List<Integer> starts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    while (banner.find()) {
      starts.add(banner.start());
      names.add(banner.group(3));
    }
    for (int i = 0; i < names.size(); i++) {
      int end = i + 1 < names.size() ? starts.get(i + 1) : output.length();
      String story = output.substring(starts.get(i), end);
      stories.put(names.get(i), story);
      steps.put(names.get(i), splitSteps(story.substring(0, Math.max(0, story.indexOf("\nSummary of ")))));
    }
  }

  /** Runs the app with these arguments. */
  static PrintedRun of(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = SampleApp.run(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8), args);
    return new PrintedRun(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** "exit code 0" and what was printed, for assertion messages. */
  String describe() {
    return "exit code " + exitCode + "; stderr:\n" + errors + "\nstdout:\n" + output;
  }

  /** The text of the story's first step whose title contains {@code titlePart}. */
  String step(String story, String titlePart) {
    Map<String, String> ofStory = steps.get(story);
    if (ofStory == null) {
      throw new AssertionError("no story " + story + " in:\n" + describe());
    }
    return ofStory.entrySet().stream()
        .filter(e -> e.getKey().contains(titlePart))
        .map(Map.Entry::getValue)
        .findFirst()
        .orElseThrow(() -> new AssertionError("no step titled …" + titlePart + "… in story " + story + ":\n" + output));
  }

  /** The story's summary table, from its "Summary of" line on. */
  String summary(String story) {
    String text = stories.get(story);
    return text.substring(text.indexOf("\nSummary of " + story + ":"));
  }

  private static Map<String, String> splitSteps(String story) {
    Map<String, String> result = new LinkedHashMap<>();
    Matcher header = STEP_HEADER.matcher(story);
    int previousStart = -1;
    String previousTitle = null;
    while (header.find()) {
      if (previousTitle != null) {
        result.put(previousTitle, story.substring(previousStart, header.start()));
      }
      previousTitle = header.group(2);
      previousStart = header.start();
    }
    if (previousTitle != null) {
      result.put(previousTitle, story.substring(previousStart));
    }
    return result;
  }

  static int requestsSent(String step) {
    Matcher m = REQUESTS_SENT.matcher(step);
    assertTrue(m.find(), () -> "no 'requests sent' line in:\n" + step);
    return Integer.parseInt(m.group(1));
  }

  /** customerId, orderId, warehouse, status, placedAt of each order row. */
  static List<String[]> orderRows(String step) {
    Matcher row = ORDER_ROW.matcher(step);
    List<String[]> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(new String[] {row.group(1), row.group(2), row.group(3), row.group(4), row.group(5)});
    }
    return rows;
  }

  /** "o-0020/1" for every order-line row. */
  static List<String> lineRows(String step) {
    Matcher row = LINE_ROW.matcher(step);
    List<String> rows = new ArrayList<>();
    while (row.find()) {
      rows.add(row.group(1) + "/" + row.group(2));
    }
    return rows;
  }
}
