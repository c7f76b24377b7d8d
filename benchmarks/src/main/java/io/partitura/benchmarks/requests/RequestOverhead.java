package io.partitura.benchmarks.requests;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import io.partitura.benchmarks.model.ControlPlaneTable;
import io.partitura.benchmarks.model.HandWrittenProjectMapper;
import io.partitura.benchmarks.model.HandWrittenWorkspaceMapper;
import io.partitura.benchmarks.model.Project;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteServer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * Measurement 3: request overhead. Two access patterns, each as a generated call and as the same
 * request hand-built on {@code DynamoDbClient} with hand-written mapping, against the same dynalite
 * server, the same client and the same data:
 *
 * <ul>
 *   <li>get: {@code db.workspaces().get(id)} vs a hand-built GetItem ({@code PK=WS#id, SK=META},
 *       eventually consistent, {@code ReturnConsumedCapacity=TOTAL} as Partitura sends it) decoded by
 *       {@link HandWrittenWorkspaceMapper};
 *   <li>page: {@code db.projects().inWorkspace(id).limit(25).page()} vs the same Query
 *       ({@code #pk = :pk AND begins_with(#sk, :sk)}, Limit 26: Partitura asks for one item more
 *       than the page to know whether a next page exists) decoded by {@link HandWrittenProjectMapper},
 *       keeping the 25th item's key as the next-page key. Partitura also encodes that key as a cursor
 *       string; that work is in its number.
 * </ul>
 *
 * <p>The calls are interleaved: each iteration times one of each, alternating which goes first.
 * A warm-up phase of the same shape runs first and is not recorded.
 */
public final class RequestOverhead {

  static final String TABLE = "bench-request-overhead";
  static final int PROJECTS = 100;
  static final int PAGE_SIZE = 25;

  public record Result(double[] getPartitura, double[] getHand, double[] pagePartitura, double[] pageHand,
      int warmup, int getIterations, int pageIterations) {}

  private RequestOverhead() {}

  public static Result run(DynaliteServer server, int warmup, int getIterations, int pageIterations) {
    try (DynamoDbClient dynamo = server.newClient()) {
      ControlPlaneTable db = ControlPlaneTable.builder().client(dynamo).tableName(TABLE).build();
      db.createTable();
      Workspace workspace = Samples.workspace(0);
      db.workspaces().put(workspace);
      for (int p = 0; p < PROJECTS; p++) {
        db.projects().put(Samples.project(0, p));
      }
      String id = workspace.workspaceId();

      // both sides must read the same thing
      if (!db.workspaces().get(id).equals(handGet(dynamo, id))) {
        throw new IllegalStateException("generated and hand-built GetItem disagree");
      }
      if (!db.projects().inWorkspace(id).limit(PAGE_SIZE).page().items().equals(handPage(dynamo, id).projects)) {
        throw new IllegalStateException("generated and hand-built Query disagree");
      }

      long sink = 0;
      for (int i = 0; i < warmup; i++) {
        sink += db.workspaces().get(id).map(Workspace::seats).orElse(0);
        sink += handGet(dynamo, id).map(Workspace::seats).orElse(0);
        sink += db.projects().inWorkspace(id).limit(PAGE_SIZE).page().items().size();
        sink += handPage(dynamo, id).projects.size();
      }

      double[] getP = new double[getIterations];
      double[] getH = new double[getIterations];
      for (int i = 0; i < getIterations; i++) {
        if (i % 2 == 0) {
          long t0 = System.nanoTime();
          sink += db.workspaces().get(id).map(Workspace::seats).orElse(0);
          long t1 = System.nanoTime();
          sink += handGet(dynamo, id).map(Workspace::seats).orElse(0);
          long t2 = System.nanoTime();
          getP[i] = t1 - t0;
          getH[i] = t2 - t1;
        } else {
          long t0 = System.nanoTime();
          sink += handGet(dynamo, id).map(Workspace::seats).orElse(0);
          long t1 = System.nanoTime();
          sink += db.workspaces().get(id).map(Workspace::seats).orElse(0);
          long t2 = System.nanoTime();
          getH[i] = t1 - t0;
          getP[i] = t2 - t1;
        }
      }
      System.out.printf(Locale.ROOT, "  request overhead: %d gets each done%n", getIterations);

      double[] pageP = new double[pageIterations];
      double[] pageH = new double[pageIterations];
      for (int i = 0; i < pageIterations; i++) {
        if (i % 2 == 0) {
          long t0 = System.nanoTime();
          Page<Project> page = db.projects().inWorkspace(id).limit(PAGE_SIZE).page();
          long t1 = System.nanoTime();
          HandPage hand = handPage(dynamo, id);
          long t2 = System.nanoTime();
          sink += page.items().size() + hand.projects.size();
          pageP[i] = t1 - t0;
          pageH[i] = t2 - t1;
        } else {
          long t0 = System.nanoTime();
          HandPage hand = handPage(dynamo, id);
          long t1 = System.nanoTime();
          Page<Project> page = db.projects().inWorkspace(id).limit(PAGE_SIZE).page();
          long t2 = System.nanoTime();
          sink += page.items().size() + hand.projects.size();
          pageH[i] = t1 - t0;
          pageP[i] = t2 - t1;
        }
      }
      System.out.printf(Locale.ROOT, "  request overhead: %d pages each done (checksum %d)%n", pageIterations, sink);
      return new Result(getP, getH, pageP, pageH, warmup, getIterations, pageIterations);
    }
  }

  private static final AttributeValue META = AttributeValue.fromS("META");
  private static final AttributeValue PROJECT_PREFIX = AttributeValue.fromS("PROJ#");

  /** The GetItem {@code workspaces().get(id)} sends, built by hand. */
  static Optional<Workspace> handGet(DynamoDbClient dynamo, String workspaceId) {
    Map<String, AttributeValue> key = new HashMap<>(4);
    key.put("PK", AttributeValue.fromS("WS#" + workspaceId));
    key.put("SK", META);
    GetItemResponse response = dynamo.getItem(GetItemRequest.builder()
        .tableName(TABLE)
        .key(key)
        .consistentRead(false)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build());
    return response.hasItem() ? Optional.of(HandWrittenWorkspaceMapper.fromItem(response.item())) : Optional.empty();
  }

  record HandPage(List<Project> projects, Map<String, AttributeValue> nextKey) {}

  /** The Query {@code projects().inWorkspace(id).limit(25).page()} sends, built by hand. */
  static HandPage handPage(DynamoDbClient dynamo, String workspaceId) {
    Map<String, String> names = new HashMap<>(4);
    names.put("#pk", "PK");
    names.put("#sk", "SK");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":pk", AttributeValue.fromS("WS#" + workspaceId));
    values.put(":sk", PROJECT_PREFIX);
    QueryResponse response = dynamo.query(QueryRequest.builder()
        .tableName(TABLE)
        .keyConditionExpression("#pk = :pk AND begins_with(#sk, :sk)")
        .expressionAttributeNames(names)
        .expressionAttributeValues(values)
        .scanIndexForward(true)
        .limit(PAGE_SIZE + 1)
        .consistentRead(false)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build());
    List<Map<String, AttributeValue>> items = response.items();
    int kept = Math.min(items.size(), PAGE_SIZE);
    List<Project> projects = new ArrayList<>(kept);
    for (int i = 0; i < kept; i++) {
      projects.add(HandWrittenProjectMapper.fromItem(items.get(i)));
    }
    Map<String, AttributeValue> next = null;
    if (items.size() > PAGE_SIZE) {
      Map<String, AttributeValue> last = items.get(PAGE_SIZE - 1);
      next = Map.of("PK", last.get("PK"), "SK", last.get("SK"));
    } else if (response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()) {
      next = response.lastEvaluatedKey();
    }
    return new HandPage(projects, next);
  }

  public static void report(Result r, Report report) {
    row(report, "get: `workspaces().get(id)` vs hand-built GetItem", r.getPartitura(), r.getHand());
    row(report, "page: `projects().inWorkspace(id).limit(25).page()` vs hand-built Query", r.pagePartitura(), r.pageHand());

    StringBuilder md = new StringBuilder();
    md.append("### 3. Request overhead (dynalite on loopback)\n\n");
    md.append("Same server, same `DynamoDbClient` (testkit's, URL-connection HTTP client), same data (1 workspace, ")
        .append(PROJECTS).append(" projects). Interleaved: each iteration times one generated and one hand-built call, ")
        .append("alternating which goes first; ").append(r.warmup()).append(" untimed warm-up iterations of each first; then ")
        .append(r.getIterations()).append(" gets and ").append(r.pageIterations()).append(" pages of each.\n\n");
    md.append("| Call | generated median (µs) | hand-built median (µs) | ratio of medians | median of paired ratios | generated p90 (µs) | hand-built p90 (µs) |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|\n");
    detail(md, "get (GetItem, 10-attribute workspace)", r.getPartitura(), r.getHand());
    detail(md, "page (Query, 25 projects)", r.pagePartitura(), r.pageHand());
    md.append("\nWhat the ratio contains: the generated call's request building, key encoding (with escaping), the "
        + "listener hook, the typed-exception wrapping, and for the page the cursor encoding; the server time "
        + "(dynalite, a Node.js process on the same machine) is the same on both sides and dominates.\n");
    report.section(md.toString());
  }

  private static void row(Report report, String call, double[] p, double[] h) {
    double mp = Stats.median(p);
    double mh = Stats.median(h);
    double ratio = mp / mh;
    boolean met = ratio <= 1.05;
    report.row(new Report.Row(
        "3. Request overhead, " + call + " (µs, median latency)",
        us(mp), us(mh) + " (hand-built request)", "—", "—",
        Stats.ratio(ratio), "—", "≤ 1.05× the hand-built request", met,
        "median of per-iteration paired ratios " + Stats.ratio(pairedRatio(p, h))));
  }

  /** The median of generated ÷ hand-built over the iterations, each pair timed back to back. */
  static double pairedRatio(double[] p, double[] h) {
    double[] ratios = new double[p.length];
    for (int i = 0; i < p.length; i++) {
      ratios[i] = p[i] / h[i];
    }
    return Stats.median(ratios);
  }

  private static void detail(StringBuilder md, String call, double[] p, double[] h) {
    md.append("| ").append(call)
        .append(" | ").append(us(Stats.median(p)))
        .append(" | ").append(us(Stats.median(h)))
        .append(" | ").append(Stats.ratio(Stats.median(p) / Stats.median(h)))
        .append(" | ").append(Stats.ratio(pairedRatio(p, h)))
        .append(" | ").append(us(Stats.percentile(p, 90)))
        .append(" | ").append(us(Stats.percentile(h, 90)))
        .append(" |\n");
  }

  private static String us(double nanos) {
    return Stats.fmt(nanos / 1000.0, 1);
  }
}
