package io.partitura.sample;

import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.PartituraException;
import io.partitura.runtime.query.Page;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/**
 * Tells a story step by step: a numbered header per step, the generated call, the request it sends,
 * what came back, and the requests the step took (from the {@link RequestMeter}); then a summary of
 * the story's steps.
 */
final class Narrator {
  static final String INDENT = "   ";

  /** One line of a story's closing summary. */
  record StepResult(int number, String title, String operation, RequestMeter.Reading reading) {}

  /** One line of the closing table over all stories. */
  record StoryResult(String name, int steps, int requests, int sdkRequests) {}

  final PrintStream out;
  private final RequestMeter meter;
  private final List<StepResult> results = new ArrayList<>();
  private final List<StoryResult> stories = new ArrayList<>();
  private String story;
  private String currentTitle;
  private String currentOperation;

  Narrator(PrintStream out, RequestMeter meter) {
    this.out = out;
    this.meter = meter;
  }

  // ---------------------------------------------------------------- stories and steps

  /** Starts a story: a banner, and step numbers from 1. */
  void beginStory(int number, int of, String name, String headline) {
    story = name;
    results.clear();
    String banner = "Story " + number + " of " + of + ": " + name + " — " + headline;
    out.println();
    out.println("=".repeat(banner.length()));
    out.println(banner);
    out.println("=".repeat(banner.length()));
  }

  void step(String title, String operation) {
    currentTitle = title;
    currentOperation = operation;
    String header = (results.size() + 1) + ". " + title + " — " + operation;
    out.println();
    out.println(header);
    out.println("-".repeat(header.length()));
    meter.takeReading(); // anything before the step does not count
  }

  RequestMeter.Reading endStep() {
    RequestMeter.Reading reading = meter.takeReading();
    StringBuilder line = new StringBuilder(INDENT).append("requests sent: ").append(reading.requests());
    if (reading.requests() > 0) {
      line.append("  (").append(reading.kinds()).append(", ").append(reading.items())
          .append(reading.items() == 1 ? " item, " : " items, ")
          .append(capacity(reading.capacityUnits())).append(" capacity units)");
    }
    if (reading.sdkRequests().size() != reading.requests()) {
      line.append("  — the SDK sent ").append(reading.sdkRequests().size());
      if (!reading.sdkRequests().isEmpty()) {
        line.append(" (").append(reading.sdkKinds()).append(")");
      }
      if (reading.requests() == 0) {
        line.append(": only Partitura's own requests are reported to the RequestListener");
      }
    }
    out.println(line);
    results.add(new StepResult(results.size() + 1, currentTitle, currentOperation, reading));
    return reading;
  }

  /** The story's summary table; the story goes into the closing table. */
  void endStory() {
    out.println();
    out.println("Summary of " + story + ": requests per step, counted by the RequestListener (SDK: the"
        + " client's own count; items: as the listener reports them, read or written)");
    TableFormatter summary = TableFormatter.of("#", "step", "operation", "requests", "SDK", "items", "capacity")
        .rightAligned(0, 3, 4, 5, 6);
    int requests = 0;
    int sdk = 0;
    for (StepResult result : results) {
      RequestMeter.Reading r = result.reading();
      summary.row(result.number(), result.title(), result.operation(), r.requests(), r.sdkRequests().size(),
          r.items(), capacity(r.capacityUnits()));
      requests += r.requests();
      sdk += r.sdkRequests().size();
    }
    out.print(summary.render(""));
    stories.add(new StoryResult(story, results.size(), requests, sdk));
  }

  /** With more than one story: one line per story. */
  void printStoryTotals() {
    if (stories.size() < 2) {
      return;
    }
    out.println();
    out.println("All stories:");
    TableFormatter totals = TableFormatter.of("story", "steps", "requests", "SDK").rightAligned(1, 2, 3);
    stories.forEach(s -> totals.row(s.name(), s.steps(), s.requests(), s.sdkRequests()));
    out.print(totals.render(""));
  }

  // ---------------------------------------------------------------- the common first step

  /** Step 1 of every story: print the generated definition, create the table and wait for it. */
  void createTable(CreateTableRequest definition, Runnable create, String generatedCall) {
    step("Create the table from its generated definition", "CreateTable");
    call(generatedCall);
    printRequest(describe(definition));
    try {
      create.run();
    } catch (PartituraException e) {
      if (e.getCause() instanceof ResourceInUseException) {
        throw new IllegalStateException("table " + definition.tableName() + " already exists (left by a --keep"
            + " run?): name another one with --table, or leave --table out for a fresh random name", e);
      }
      throw e;
    }
    out.println(INDENT + "table " + definition.tableName() + " is ACTIVE");
    endStep();
  }

  // ---------------------------------------------------------------- printing

  void call(String code) {
    out.println(INDENT + code);
  }

  void note(String text) {
    out.println(INDENT + text);
  }

  void printRequest(RequestDescription request) {
    out.println(INDENT + "  " + request.toString().replace("\n", "\n" + INDENT + "  "));
  }

  /** A listing's page: its one Query, or the fan-out of a sharded one. */
  void printRequest(io.partitura.runtime.description.ListingDescription listing) {
    printFanOut(listing.queries());
  }

  /** The first request of a fan-out in full, then only the partition key of each other one. */
  void printFanOut(List<RequestDescription> requests) {
    printRequest(requests.get(0));
    if (requests.size() > 1) {
      List<String> others = requests.subList(1, requests.size()).stream()
          .map(r -> r.field("ExpressionAttributeValues"))
          .map(Narrator::partitionValue)
          .collect(Collectors.toList());
      out.println(INDENT + "  ... and " + others.size() + " more Query like it, in parallel, one per shard: "
          + String.join(", ", others));
    }
  }

  /** ":pk": "WS#acme#03" out of a rendered ExpressionAttributeValues. */
  private static String partitionValue(String values) {
    int at = values.indexOf("\":pk\": \"");
    if (at < 0) {
      return values;
    }
    int start = at + "\":pk\": \"".length();
    return values.substring(start, values.indexOf('"', start));
  }

  void printTable(TableFormatter table) {
    out.println();
    if (table.rowCount() == 0) {
      out.println(INDENT + "(no items)");
    } else {
      out.print(table.render(INDENT));
    }
  }

  void printCursor(Page<?> page) {
    out.println(INDENT + (page.hasNext() ? "nextCursor: " + abbreviate(page.nextCursor())
        : "nextCursor: none (last page)"));
  }

  /**
   * The Queries the step has sent so far, as the SDK sent them: for calls shown by what they sent rather
   * than by a request twin.
   */
  void printSentQueries() {
    List<QueryRequest> queries = meter.sentSinceReading().stream()
        .filter(QueryRequest.class::isInstance).map(QueryRequest.class::cast).toList();
    if (queries.isEmpty()) {
      note("(no Query was sent)");
      return;
    }
    printRequest(RequestDescription.of(queries.get(0)));
    if (queries.size() > 1) {
      out.println(INDENT + "  ... and " + (queries.size() - 1) + " more Query like it");
    }
  }

  /** Every request the step has sent so far, as the SDK sent it: for calls that have no request twin. */
  void printSent() {
    List<SdkRequest> sent = meter.sentSinceReading();
    if (sent.isEmpty()) {
      note("(no request was sent)");
    }
    for (SdkRequest request : sent) {
      if (request instanceof GetItemRequest get) {
        printRequest(RequestDescription.of(get));
      } else if (request instanceof TransactWriteItemsRequest transaction) {
        printRequest(RequestDescription.of(transaction));
      } else if (request instanceof QueryRequest query) {
        printRequest(RequestDescription.of(query));
      } else {
        note("  " + request.getClass().getSimpleName());
      }
    }
  }

  private static String abbreviate(String cursor) {
    return cursor.length() <= 100 ? cursor : cursor.substring(0, 60) + "…(" + cursor.length() + " characters)";
  }

  static String capacity(Double units) {
    return units == null ? "-" : String.format(Locale.ROOT, "%.1f", units);
  }

  /** CreateTable has no RequestDescription; rendered the same way, global indexes included. */
  static RequestDescription describe(CreateTableRequest request) {
    Map<String, String> fields = new LinkedHashMap<>();
    fields.put("KeySchema", keySchema(request.keySchema()));
    fields.put("AttributeDefinitions", request.attributeDefinitions().stream()
        .map((AttributeDefinition a) -> a.attributeName() + " " + a.attributeTypeAsString())
        .collect(Collectors.joining(", ", "[ ", " ]")));
    if (request.hasGlobalSecondaryIndexes()) {
      for (GlobalSecondaryIndex index : request.globalSecondaryIndexes()) {
        fields.put("GlobalSecondaryIndexes", (fields.containsKey("GlobalSecondaryIndexes")
            ? fields.get("GlobalSecondaryIndexes") + "; " : "")
            + index.indexName() + " " + keySchema(index.keySchema()) + " Projection "
            + index.projection().projectionTypeAsString());
      }
    }
    fields.put("BillingMode", request.billingModeAsString());
    if (request.streamSpecification() != null && Boolean.TRUE.equals(request.streamSpecification().streamEnabled())) {
      fields.put("StreamSpecification", "StreamViewType " + request.streamSpecification().streamViewTypeAsString());
    }
    return new RequestDescription("CreateTable", request.tableName(), fields, request);
  }

  private static String keySchema(List<KeySchemaElement> keys) {
    return keys.stream()
        .map(k -> k.attributeName() + " " + k.keyTypeAsString())
        .collect(Collectors.joining(", ", "[ ", " ]"));
  }
}
