package io.partitura.sample;

import static io.partitura.sample.PrintedRun.requestsSent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The read-model story with {@code --server moto}, which serves DynamoDB Streams: every step's writes come back from
 * the stream as typed events, and the read model they keep equals the table at the end.
 */
class ReadModelOnMotoTest {
  private static final Pattern EVENT_ROW = Pattern.compile(
      "^ +(\\d+) +(INSERT|MODIFY|REMOVE) +(\\w+) +(.+?) {2,}(applied|duplicate, skipped|-)$", Pattern.MULTILINE);
  private static final Pattern COUNT_ROW = Pattern.compile(
      "^ +(\\d{4}-\\d\\d-\\d\\d) +(\\d+) +(\\d+) +(\\d+) +(\\d+)$", Pattern.MULTILINE);

  private static PrintedRun run;

  @BeforeAll
  static void runTheReadModelStoryOnMoto() {
    run = PrintedRun.of("--server", "moto", "--story", "read-model");
  }

  /** "INSERT OrderChange inserted o-0001 … applied" for each printed event. */
  private static List<String> events(String step) {
    Matcher row = EVENT_ROW.matcher(step);
    List<String> events = new java.util.ArrayList<>();
    while (row.find()) {
      events.add(row.group(2) + " " + row.group(3) + " " + row.group(4).strip() + " | " + row.group(5));
    }
    return events;
  }

  /** "2026-03-05 0 1 1 2" for each row of the step's last read-model table. */
  private static List<String> counts(String step) {
    Matcher row = COUNT_ROW.matcher(step);
    List<String> rows = new java.util.ArrayList<>();
    while (row.find()) {
      rows.add(row.group(1) + " " + row.group(2) + " " + row.group(3) + " " + row.group(4) + " " + row.group(5));
    }
    return rows;
  }

  @Test
  void playsTheStoryToTheEndOnMoto() {
    assertEquals(0, run.exitCode, run::describe);
    assertEquals(9, run.steps.get("read-model").size(), () -> "steps: " + run.steps.get("read-model").keySet());
    assertTrue(run.output.contains("StreamSpecification        StreamViewType NEW_AND_OLD_IMAGES"), run.output);
    assertTrue(run.output.contains("Deleted table shop-read-model-sample-"), run.output);
    assertTrue(run.output.contains("Stopped moto at http://127.0.0.1:"), run.output);
  }

  @Test
  void theWritesComeBackAsTypedEventsThatKeepTheCountsPerStatusAndDay() {
    String placed = run.step("read-model", "Write 3 customers and 6 placed orders");
    assertTrue(placed.contains("stream: 9 records, decoded by ShopEvent.decoder() into 9 events"), placed);
    assertEquals(List.of(
        "INSERT CustomerChange inserted customer c1 | -",
        "INSERT CustomerChange inserted customer c2 | -",
        "INSERT CustomerChange inserted customer c3 | -",
        "INSERT OrderChange inserted o-0001 PLACED, placed 2026-03-05T10:00:00Z | applied",
        "INSERT OrderChange inserted o-0002 PLACED, placed 2026-03-05T19:00:00Z | applied",
        "INSERT OrderChange inserted o-0003 PLACED, placed 2026-03-06T04:00:00Z | applied",
        "INSERT OrderChange inserted o-0004 PLACED, placed 2026-03-06T13:00:00Z | applied",
        "INSERT OrderChange inserted o-0005 PLACED, placed 2026-03-06T22:00:00Z | applied",
        "INSERT OrderChange inserted o-0006 PLACED, placed 2026-03-07T07:00:00Z | applied"), events(placed));
    assertEquals(List.of("2026-03-05 2 0 0 2", "2026-03-06 3 0 0 3", "2026-03-07 1 0 0 1"), counts(placed));
    assertEquals(1, requestsSent(placed), "one BatchWriteItem; the Streams API is not Partitura's");

    String shipped = run.step("read-model", "Ship orders o-0001, o-0002, o-0003");
    assertEquals(List.of(
        "MODIFY OrderChange modified o-0001 PLACED -> SHIPPED | applied",
        "MODIFY OrderChange modified o-0002 PLACED -> SHIPPED | applied",
        "MODIFY OrderChange modified o-0003 PLACED -> SHIPPED | applied"), events(shipped));
    assertEquals(List.of("2026-03-05 0 2 0 2", "2026-03-06 2 1 0 3", "2026-03-07 1 0 0 1"), counts(shipped));

    String delivered = run.step("read-model", "Deliver order o-0001, delete order o-0004");
    assertEquals(List.of(
        "MODIFY OrderChange modified o-0001 SHIPPED -> DELIVERED | applied",
        "REMOVE OrderChange removed o-0004 PLACED | applied"), events(delivered));
    assertEquals(List.of("2026-03-05 0 1 1 2", "2026-03-06 1 1 0 2", "2026-03-07 1 0 0 1"), counts(delivered));
  }

  @Test
  void theUniquenessItemGivesNoEventAndAForeignItemIsUnrecognised() {
    String product = run.step("read-model", "Create product lamp with its unique barcode");
    assertTrue(product.contains("stream: 2 records, decoded by ShopEvent.decoder() into 1 event\n"), product);
    assertEquals(List.of("INSERT ProductChange inserted product lamp, barcode 4006381333931 | -"), events(product));
    assertTrue(product.contains("1 record gave no event: Partitura's own uniqueness item"), product);
    assertTrue(product.contains("0 applied, 0 duplicates skipped (sequence number not above the last applied for that"
        + " order), unchanged"), product);

    String foreign = run.step("read-model", "Another program writes an item of no entity");
    assertEquals(List.of("INSERT Unrecognised unrecognised (NO_TYPE): PK=LEGACY#42, SK=LEGACY#42 | -"),
        events(foreign));
  }

  @Test
  void theWholeStreamReadAgainChangesNothingAndTheReadModelEqualsTheTable() {
    String again = run.step("read-model", "Read the whole stream again");
    assertTrue(again.contains("stream: 17 records, decoded by ShopEvent.decoder() into 16 events"), again);
    List<String> events = events(again);
    assertEquals(16, events.size(), again);
    assertEquals(11, events.stream().filter(e -> e.endsWith("| duplicate, skipped")).count(), again);
    assertTrue(again.contains("read model: 0 applied, 11 duplicates skipped"), again);

    String compared = run.step("read-model", "Compare the read model with the orders stored in the table");
    assertEquals(List.of("2026-03-05 0 1 1 2", "2026-03-06 1 1 0 2", "2026-03-07 1 0 0 1"), counts(compared));
    assertTrue(compared.contains("the read model equals the 5 orders in the table"), compared);
    assertEquals(3, requestsSent(compared));
  }
}
