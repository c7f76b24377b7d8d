package io.partitura.sample;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A plain-text table whose columns are as wide as their widest cell:
 *
 * <pre>
 *   projectId  name         status
 *   ---------  -----------  ------
 *   2026-0042  billing-api  ACTIVE
 * </pre>
 *
 * Text columns are left-aligned; columns marked {@linkplain #rightAligned(int...) right-aligned}
 * (numbers) are right-aligned. {@code null} cells print as empty.
 */
public final class TableFormatter {
  private static final String GAP = "  ";

  private final List<String> headers;
  private final boolean[] right;
  private final List<List<String>> rows = new ArrayList<>();

  private TableFormatter(List<String> headers) {
    this.headers = List.copyOf(headers);
    this.right = new boolean[headers.size()];
  }

  /** A table with these column headers. */
  public static TableFormatter of(String... headers) {
    if (headers.length == 0) {
      throw new IllegalArgumentException("a table needs at least one column");
    }
    return new TableFormatter(Arrays.asList(headers));
  }

  /** Right-aligns the columns at these indexes (from 0). */
  public TableFormatter rightAligned(int... columns) {
    for (int column : columns) {
      Objects.checkIndex(column, right.length);
      right[column] = true;
    }
    return this;
  }

  /** Adds a row; it must have one cell per column. Cells are printed with {@code String.valueOf}. */
  public TableFormatter row(Object... cells) {
    if (cells.length != headers.size()) {
      throw new IllegalArgumentException("a row of this table needs " + headers.size() + " cells, got "
          + cells.length + ": " + Arrays.toString(cells));
    }
    List<String> row = new ArrayList<>(cells.length);
    for (Object cell : cells) {
      row.add(cell == null ? "" : String.valueOf(cell));
    }
    rows.add(row);
    return this;
  }

  /** Number of rows added so far. */
  public int rowCount() {
    return rows.size();
  }

  /** The table, every line prefixed with {@code indent} and ended with a newline. */
  public String render(String indent) {
    int[] widths = new int[headers.size()];
    for (int c = 0; c < widths.length; c++) {
      widths[c] = headers.get(c).length();
      for (List<String> row : rows) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder();
    line(out, indent, headers, widths);
    List<String> rules = new ArrayList<>(widths.length);
    for (int width : widths) {
      rules.add("-".repeat(width));
    }
    line(out, indent, rules, widths);
    for (List<String> row : rows) {
      line(out, indent, row, widths);
    }
    return out.toString();
  }

  @Override
  public String toString() {
    return render("");
  }

  private void line(StringBuilder out, String indent, List<String> cells, int[] widths) {
    StringBuilder line = new StringBuilder(indent);
    for (int c = 0; c < cells.size(); c++) {
      if (c > 0) {
        line.append(GAP);
      }
      String cell = cells.get(c);
      String padding = " ".repeat(widths[c] - cell.length());
      line.append(right[c] ? padding + cell : cell + padding);
    }
    // no trailing blanks after the last column
    int end = line.length();
    while (end > indent.length() && line.charAt(end - 1) == ' ') {
      end--;
    }
    out.append(line, 0, end).append('\n');
  }
}
