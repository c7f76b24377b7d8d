package io.partitura.benchmarks;

import java.util.ArrayList;
import java.util.List;

/** What the measurements found, rendered as {@code results.md} by {@link BenchmarkMain}. */
public final class Report {

  /**
   * One line of the summary table. Cells are preformatted text; "—" where a column does not apply.
   * {@code met} is null for rows without a goal.
   */
  public record Row(
      String measurement,
      String partitura,
      String handWritten,
      String fromBean,
      String fromImmutableClass,
      String vsHandWritten,
      String vsFromBean,
      String goal,
      Boolean met,
      String verdict) {}

  private final List<Row> rows = new ArrayList<>();
  private final List<String> sections = new ArrayList<>();

  public synchronized void row(Row row) {
    rows.add(row);
  }

  /** A detail section: markdown, starting with its own heading. */
  public synchronized void section(String markdown) {
    sections.add(markdown);
  }

  public synchronized List<Row> rows() {
    return List.copyOf(rows);
  }

  public synchronized List<String> sections() {
    return List.copyOf(sections);
  }

  public static String verdict(boolean met) {
    return met ? "**met**" : "**MISSED**";
  }
}
