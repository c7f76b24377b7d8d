package io.partitura.runtime.inspect;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.operation.ScanOperation;
import io.partitura.runtime.schema.ItemRecognition;
import io.partitura.runtime.schema.TableDefinition;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * Reads a sample of a live table and says, item by item, which entity each is ({@link ItemRecognition}, the rules
 * the stream decoder follows too): what a team runs before a service of theirs switches to Partitura on a table
 * other code wrote, or to check what a table holds. An explicit maintenance operation, like a backfill: one of the
 * two places Partitura sends a Scan (generated access patterns never do).
 *
 * <pre>{@code
 * InspectionReport report = db.inspect()
 *     .limit(200)         // the Scan's Limit: items per page (default 100)
 *     .pages(3)           // at most 3 pages, one after the other (default 1)
 *     .segment(5, 16)     // optional: a sample from elsewhere in the table, segment 5 of 16
 *     .run();
 * System.out.println(report.format());
 * }</pre>
 *
 * <p>It only reads: Scans with eventual consistency, one at a time, sent through the table's client and told to its
 * {@code RequestListener} (operation {@value #OPERATION}). A throttled Scan the SDK could not get through is a
 * {@link io.partitura.runtime.exceptions.ThrottledException}; nothing is retried beyond the SDK's own retries.
 */
public final class TableInspection {
  /** The operation its Scans are reported under. */
  public static final String OPERATION = "inspect";
  /** Items per Scan page when no {@link #limit} is set. */
  public static final int DEFAULT_LIMIT = 100;
  /** Scan pages read when no {@link #pages} are set. */
  public static final int DEFAULT_PAGES = 1;
  /** DynamoDB's largest {@code TotalSegments}. */
  static final int MAX_SEGMENTS = 1_000_000;

  private final TableClient table;
  private final ItemRecognition recognition;
  private int limit = DEFAULT_LIMIT;
  private int pages = DEFAULT_PAGES;
  private Integer segment;
  private Integer totalSegments;

  private TableInspection(TableClient table) {
    this.table = Objects.requireNonNull(table, "table");
    TableDefinition definition = table.definition();
    if (definition == null) {
      throw new InvalidConfigurationException(OPERATION + ": table " + table.tableName() + "'s client was built"
          + " without a TableDefinition, so its entities are not known. Nothing was read.");
    }
    this.recognition = new ItemRecognition(definition);
  }

  /**
   * An inspection of {@code table}, whose client carries the table's definition (the generated
   * {@code <Table>Table.inspect()} calls this).
   *
   * @throws InvalidConfigurationException when the client has no definition; nothing is read
   */
  public static TableInspection of(TableClient table) {
    return new TableInspection(table);
  }

  /**
   * At most {@code items} items per Scan page: the Scan's {@code Limit} ({@value #DEFAULT_LIMIT} by default). A page
   * also ends at 1 MB.
   *
   * @throws InvalidConfigurationException when {@code items} is below 1; nothing is read
   */
  public TableInspection limit(int items) {
    if (items < 1) {
      throw new InvalidConfigurationException(OPERATION + ": the limit must be at least 1 item per Scan page, not "
          + items + ". Nothing was read.");
    }
    this.limit = items;
    return this;
  }

  /**
   * Reads at most {@code pages} Scan pages, each from where the last ended ({@value #DEFAULT_PAGES} by default); it
   * stops earlier at the end of the table (or segment).
   *
   * @throws InvalidConfigurationException when {@code pages} is below 1; nothing is read
   */
  public TableInspection pages(int pages) {
    if (pages < 1) {
      throw new InvalidConfigurationException(OPERATION + ": it reads at least 1 Scan page, not " + pages
          + ". Nothing was read.");
    }
    this.pages = pages;
    return this;
  }

  /**
   * Reads segment {@code segment} of a Scan split in {@code totalSegments} (DynamoDB's parallel Scan: each segment a
   * disjoint part of the table), rather than from the table's start: a sample from elsewhere in the key space.
   *
   * @throws InvalidConfigurationException unless {@code 0 <= segment < totalSegments <= 1000000}; nothing is read
   */
  public TableInspection segment(int segment, int totalSegments) {
    if (totalSegments < 1 || totalSegments > MAX_SEGMENTS || segment < 0 || segment >= totalSegments) {
      throw new InvalidConfigurationException(OPERATION + ": segment " + segment + " of " + totalSegments
          + " does not exist; DynamoDB numbers the segments of a Scan from 0 to TotalSegments - 1, and TotalSegments"
          + " is 1 to " + MAX_SEGMENTS + ". Nothing was read.");
    }
    this.segment = segment;
    this.totalSegments = totalSegments;
    return this;
  }

  /** The first Scan {@link #run()} sends, described without sending it. */
  public RequestDescription describe() {
    return RequestDescription.of(request(null));
  }

  /** Reads the sample, one Scan page after the other, and reports what each item is. */
  public InspectionReport run() {
    InspectionReport.Builder report = new InspectionReport.Builder(table.tableName(), table.definition(), limit,
        pages, segment, totalSegments);
    Map<String, AttributeValue> startKey = null;
    int read = 0;
    do {
      ScanOperation.Page page = table.send(OPERATION, ScanOperation.of(request(startKey)));
      read++;
      report.page(page.capacityUnits());
      for (Map<String, AttributeValue> item : page.items()) {
        report.item(recognition.keyOf(item), recognition.typeOf(item), recognition.recognise(item));
      }
      startKey = page.lastEvaluatedKey();
    } while (startKey != null && read < pages);
    return report.build(startKey == null);
  }

  private ScanRequest request(Map<String, AttributeValue> startKey) {
    return segment == null
        ? ScanOperation.request(table.context(), limit, startKey)
        : ScanOperation.request(table.context(), segment, totalSegments, limit, startKey);
  }
}
