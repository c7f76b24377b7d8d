package io.partitura.runtime.backfill;

import io.partitura.runtime.exceptions.InvalidCheckpointException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Objects;
import java.util.StringJoiner;

/**
 * Where a backfill stands: for each Scan segment, not started, done, or the primary key of the last
 * item of the last page it finished (the page's {@code LastEvaluatedKey}). Every item before that key
 * in its segment was processed. Store {@link #toString()} and give it back to
 * {@code Backfill.from(String)} to go on from there; it is bound to its table, index and segment count.
 *
 * <p>Format: {@code partitura-backfill:v1:<table>:<index>:<segments>:<state>,<state>,…} where a
 * state is {@code new}, {@code done} or {@code at:<partition key>.<sort key>} (base64url).
 */
public final class BackfillCheckpoint {
  private static final String MAGIC = "partitura-backfill";
  private static final String VERSION = "v1";

  private final String tableName;
  private final String indexName;
  private final List<Position> segments;

  /** One segment's position. */
  public sealed interface Position {
    /** The segment was not scanned yet. */
    record NotStarted() implements Position {}

    /** The segment was scanned to its end. */
    record Done() implements Position {}

    /** The segment's items up to and including this primary key were processed. */
    record After(String partitionKey, String sortKey) implements Position {
      public After {
        Objects.requireNonNull(partitionKey, "partitionKey");
        Objects.requireNonNull(sortKey, "sortKey");
      }
    }
  }

  BackfillCheckpoint(String tableName, String indexName, List<Position> segments) {
    this.tableName = tableName;
    this.indexName = indexName;
    this.segments = List.copyOf(segments);
  }

  /** A backfill not started yet over {@code segments} segments. */
  static BackfillCheckpoint start(String tableName, String indexName, int segments) {
    List<Position> positions = new ArrayList<>(segments);
    for (int i = 0; i < segments; i++) {
      positions.add(new Position.NotStarted());
    }
    return new BackfillCheckpoint(tableName, indexName, positions);
  }

  public String tableName() {
    return tableName;
  }

  public String indexName() {
    return indexName;
  }

  /** The positions of the segments, by segment number. */
  public List<Position> segments() {
    return segments;
  }

  /** Whether every segment was scanned to its end: the backfill is complete. */
  public boolean complete() {
    return segments.stream().allMatch(p -> p instanceof Position.Done);
  }

  /**
   * Reads a checkpoint written by {@link #toString()}.
   *
   * @throws InvalidCheckpointException when {@code text} is not one
   */
  public static BackfillCheckpoint parse(String text) {
    if (text == null) {
      throw new InvalidCheckpointException("A backfill checkpoint is null; give the string a previous run reported.");
    }
    String[] parts = text.split(":", 6);
    if (parts.length != 6 || !MAGIC.equals(parts[0]) || !VERSION.equals(parts[1])) {
      throw invalid(text, "it does not start with " + MAGIC + ":" + VERSION + ": and have six parts");
    }
    int count;
    try {
      count = Integer.parseInt(parts[4]);
    } catch (NumberFormatException e) {
      throw invalid(text, "the segment count " + parts[4] + " is not a number");
    }
    String[] states = parts[5].split(",", -1);
    if (count < 1 || states.length != count) {
      throw invalid(text, "it declares " + count + " segments but holds " + states.length + " positions");
    }
    List<Position> positions = new ArrayList<>(count);
    for (String state : states) {
      positions.add(position(text, state));
    }
    return new BackfillCheckpoint(parts[2], parts[3], positions);
  }

  private static Position position(String text, String state) {
    if ("new".equals(state)) {
      return new Position.NotStarted();
    }
    if ("done".equals(state)) {
      return new Position.Done();
    }
    if (state.startsWith("at:")) {
      String[] key = state.substring(3).split("\\.", -1);
      if (key.length == 2) {
        try {
          return new Position.After(decode(key[0]), decode(key[1]));
        } catch (IllegalArgumentException e) {
          throw invalid(text, "the key " + state + " is not base64url");
        }
      }
    }
    throw invalid(text, "the segment position " + state + " is none of new, done, at:<key>.<key>");
  }

  private static InvalidCheckpointException invalid(String text, String reason) {
    return new InvalidCheckpointException("Not a backfill checkpoint: \"" + text + "\": " + reason
        + ". Give the string a previous run reported (BackfillResult.checkpoint() or a progress report).");
  }

  BackfillCheckpoint with(int segment, Position position) {
    List<Position> positions = new ArrayList<>(segments);
    positions.set(segment, position);
    return new BackfillCheckpoint(tableName, indexName, positions);
  }

  @Override
  public String toString() {
    StringJoiner states = new StringJoiner(",");
    for (Position position : segments) {
      if (position instanceof Position.NotStarted) {
        states.add("new");
      } else if (position instanceof Position.Done) {
        states.add("done");
      } else {
        Position.After after = (Position.After) position;
        states.add("at:" + encode(after.partitionKey()) + "." + encode(after.sortKey()));
      }
    }
    return String.join(":", MAGIC, VERSION, tableName, indexName, Integer.toString(segments.size()), states.toString());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof BackfillCheckpoint that && toString().equals(that.toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }

  private static String encode(String value) {
    return Base64.getUrlEncoder().withoutPadding().encodeToString(value.getBytes(StandardCharsets.UTF_8));
  }

  private static String decode(String value) {
    return new String(Base64.getUrlDecoder().decode(value), StandardCharsets.UTF_8);
  }
}
