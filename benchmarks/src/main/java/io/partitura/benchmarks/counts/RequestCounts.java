package io.partitura.benchmarks.counts;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import io.partitura.benchmarks.model.ControlPlaneTable;
import io.partitura.benchmarks.model.HandWrittenProjectMapper;
import io.partitura.benchmarks.model.HandWrittenWorkspaceMapper;
import io.partitura.benchmarks.model.Project;
import io.partitura.benchmarks.model.ProjectRepository;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.benchmarks.model.WorkspaceRepository;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Measurement 5: requests and items read per access pattern, on 50 workspaces × 200 projects
 * (10,050 items) in dynalite. Partitura's generated calls against the naive alternatives the seeds
 * warn against:
 *
 * <ul>
 *   <li><b>foreign key + Scan</b>: every project stores {@code workspaceId}; find a workspace's items
 *       with a Scan filtered on it, following {@code LastEvaluatedKey} (DynamoDB, and dynalite, stop a
 *       page at 1 MB read). A filter does not reduce what is read, only what is returned.
 *   <li><b>one GetItem per child</b>: the workspace's item lists its project ids (one GetItem), then one
 *       GetItem per project.
 * </ul>
 *
 * <p>Counts are exact: requests from the testkit's {@code RequestCounter} (one per HTTP attempt sent),
 * items and capacity from what the server returned ({@link ReadMeter}). They do not depend on timing.
 */
public final class RequestCounts {

  static final String TABLE = "bench-request-counts";
  static final int WORKSPACES = 50;
  static final int PROJECTS_PER_WORKSPACE = 200;
  static final int PAGE_SIZE = 25;

  /** What one access pattern cost. */
  public record Cost(String pattern, String implementation, int requests, String requestKinds, long itemsReturned,
      long itemsRead, double capacityUnits, int resultSize) {}

  public record Result(List<Cost> costs, String workspaceId, int workspaces, int projectsPerWorkspace,
      long tableItems, double pageScanRequestsMean, double pageScanItemsReadMean, int pageScanRequestsMin,
      int pageScanRequestsMax) {}

  private RequestCounts() {}

  public static Result run(DynaliteServer server) {
    RequestCounter counter = new RequestCounter();
    ReadMeter meter = new ReadMeter();
    try (DynamoDbClient dynamo = server.newClient(counter, meter)) {
      ControlPlaneTable db = ControlPlaneTable.builder().client(dynamo).tableName(TABLE).build();
      db.createTable();
      long items = seed(dynamo);
      System.out.printf(Locale.ROOT, "  request counts: %,d items loaded%n", items);

      String ws = Samples.workspaceId(WORKSPACES / 2);
      List<String> projectIds = new ArrayList<>();
      for (int p = 0; p < PROJECTS_PER_WORKSPACE; p++) {
        projectIds.add(Samples.projectId(p));
      }
      List<Cost> costs = new ArrayList<>();
      String all = "A workspace and all its " + PROJECTS_PER_WORKSPACE + " projects";
      costs.add(measure(all, "Partitura `workspaces().getWithProjects(id)`", counter, meter, () -> {
        WorkspaceRepository.WithProjects result = db.workspaces().getWithProjects(ws).orElseThrow();
        return 1 + result.projects().size();
      }));
      costs.add(measure(all, "naive: Scan, filter `workspaceId = :id`, all pages", counter, meter,
          () -> scanForWorkspace(dynamo, ws, false, Integer.MAX_VALUE).size()));
      costs.add(measure(all, "naive: GetItem the workspace, then one GetItem per project id", counter, meter,
          () -> getEach(dynamo, ws, projectIds).size()));

      String page = "The first page of " + PAGE_SIZE + " projects of a workspace";
      costs.add(measure(page, "Partitura `projects().inWorkspace(id).limit(25).page()`", counter, meter, () -> {
        Page<Project> first = db.projects().inWorkspace(ws).limit(PAGE_SIZE).page();
        return first.items().size();
      }));
      costs.add(measure(page, "naive: Scan, filter `workspaceId = :id AND _type = Project`, pages until 25 found",
          counter, meter, () -> Math.min(PAGE_SIZE, scanForWorkspace(dynamo, ws, true, PAGE_SIZE).size())));
      costs.add(measure(page, "naive: GetItem the workspace, then one GetItem per project id", counter, meter,
          () -> getEach(dynamo, ws, projectIds.subList(0, PAGE_SIZE)).size() - 1));

      // Where a workspace's items fall in scan order decides how soon the paged Scan finds 25 of them:
      // measure it for every workspace, not only for the one above.
      int min = Integer.MAX_VALUE;
      int max = 0;
      long requests = 0;
      long read = 0;
      for (int w = 0; w < WORKSPACES; w++) {
        String id = Samples.workspaceId(w);
        Cost c = measure(page, "scan", counter, meter, () -> scanForWorkspace(dynamo, id, true, PAGE_SIZE).size());
        min = Math.min(min, c.requests());
        max = Math.max(max, c.requests());
        requests += c.requests();
        read += c.itemsRead();
      }
      return new Result(costs, ws, WORKSPACES, PROJECTS_PER_WORKSPACE, items,
          (double) requests / WORKSPACES, (double) read / WORKSPACES, min, max);
    }
  }

  private static Cost measure(String pattern, String implementation, RequestCounter counter, ReadMeter meter,
      Supplier<Integer> call) {
    counter.reset();
    meter.reset();
    int size = call.get();
    Map<String, Integer> kinds = new java.util.TreeMap<>();
    for (String operation : counter.operations()) {
      kinds.merge(operation, 1, Integer::sum);
    }
    StringBuilder text = new StringBuilder();
    kinds.forEach((k, v) -> text.append(text.length() == 0 ? "" : ", ").append(v).append(" ").append(k));
    return new Cost(pattern, implementation, counter.total(), text.toString(), meter.itemsReturned(),
        meter.itemsRead(), meter.capacityUnits(), size);
  }

  /** Loads the data set with BatchWriteItem (25 items a request), retrying unprocessed items. */
  private static long seed(DynamoDbClient dynamo) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    for (int w = 0; w < WORKSPACES; w++) {
      items.add(WorkspaceRepository.Codec.INSTANCE.toItem(Samples.workspace(w)));
      for (int p = 0; p < PROJECTS_PER_WORKSPACE; p++) {
        items.add(ProjectRepository.Codec.INSTANCE.toItem(Samples.project(w, p)));
      }
    }
    for (int from = 0; from < items.size(); from += 25) {
      List<WriteRequest> batch = new ArrayList<>(25);
      for (Map<String, AttributeValue> item : items.subList(from, Math.min(items.size(), from + 25))) {
        batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
      }
      Map<String, List<WriteRequest>> pending = Map.of(TABLE, batch);
      while (!pending.isEmpty()) {
        BatchWriteItemResponse response = dynamo.batchWriteItem(
            BatchWriteItemRequest.builder().requestItems(pending).build());
        pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
      }
    }
    return items.size();
  }

  /**
   * The naive listing: Scan the whole table with a filter on the foreign-key attribute, page after
   * page, until {@code enough} matches (or the end of the table).
   */
  private static List<Map<String, AttributeValue>> scanForWorkspace(DynamoDbClient dynamo, String workspaceId,
      boolean projectsOnly, int enough) {
    Map<String, AttributeValue> values = new HashMap<>();
    values.put(":id", AttributeValue.fromS(workspaceId));
    Map<String, String> names = new HashMap<>();
    String filter = "workspaceId = :id";
    if (projectsOnly) {
      values.put(":type", AttributeValue.fromS(ProjectRepository.Codec.ENTITY_TYPE));
      names.put("#type", "_type");
      filter += " AND #type = :type";
    }
    List<Map<String, AttributeValue>> found = new ArrayList<>();
    Map<String, AttributeValue> start = null;
    do {
      ScanRequest.Builder request = ScanRequest.builder()
          .tableName(TABLE)
          .filterExpression(filter)
          .expressionAttributeValues(values);
      if (!names.isEmpty()) {
        request.expressionAttributeNames(names);
      }
      if (start != null) {
        request.exclusiveStartKey(start);
      }
      ScanResponse response = dynamo.scan(request.build());
      found.addAll(response.items());
      start = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty() ? response.lastEvaluatedKey() : null;
    } while (start != null && found.size() < enough);
    return found;
  }

  /** The naive fan-out: the workspace item (which would list the ids), then one GetItem per project id. */
  private static List<Object> getEach(DynamoDbClient dynamo, String workspaceId, List<String> projectIds) {
    List<Object> found = new ArrayList<>();
    GetItemResponse workspace = dynamo.getItem(b -> b.tableName(TABLE)
        .key(Map.of("PK", AttributeValue.fromS("WS#" + workspaceId), "SK", AttributeValue.fromS("META"))));
    if (workspace.hasItem()) {
      Workspace w = HandWrittenWorkspaceMapper.fromItem(workspace.item());
      found.add(w);
    }
    for (String projectId : projectIds) {
      GetItemResponse response = dynamo.getItem(b -> b.tableName(TABLE)
          .key(Map.of("PK", AttributeValue.fromS("WS#" + workspaceId), "SK", AttributeValue.fromS("PROJ#" + projectId))));
      if (response.hasItem()) {
        found.add(HandWrittenProjectMapper.fromItem(response.item()));
      }
    }
    return found;
  }

  public static void report(Result r, Report report) {
    StringBuilder md = new StringBuilder();
    md.append("### 5. Requests per access pattern\n\n");
    md.append("Data: ").append(r.workspaces()).append(" workspaces × ").append(r.projectsPerWorkspace())
        .append(" projects = ").append(String.format(Locale.ROOT, "%,d", r.tableItems()))
        .append(" items in one table, in dynalite. Measured for workspace `").append(r.workspaceId())
        .append("`. Exact counts: requests sent (testkit `RequestCounter`), items the server returned (`Count`), ")
        .append("items it read (`ScannedCount`; 1 per found item for GetItem), and the read capacity units it reported ")
        .append("(`ConsumedCapacity`, eventually consistent reads). \"× Partitura\" divides the naive alternative's ")
        .append("requests and items read by Partitura's.\n\n");
    md.append("| Access pattern | Implementation | requests | items returned | items read | RCU | requests × Partitura | items read × Partitura |\n");
    md.append("|---|---|---:|---:|---:|---:|---:|---:|\n");
    Cost base = null;
    for (Cost c : r.costs()) {
      if (c.implementation().startsWith("Partitura")) {
        base = c;
      }
      md.append("| ").append(c.pattern()).append(" | ").append(c.implementation())
          .append(" | ").append(c.requests()).append(" (").append(c.requestKinds()).append(")")
          .append(" | ").append(String.format(Locale.ROOT, "%,d", c.itemsReturned()))
          .append(" | ").append(String.format(Locale.ROOT, "%,d", c.itemsRead()))
          .append(" | ").append(Stats.fmt(c.capacityUnits(), 1))
          .append(" | ").append(base == c ? "1" : Stats.ratio((double) c.requests() / base.requests()))
          .append(" | ").append(base == c ? "1" : Stats.ratio((double) c.itemsRead() / base.itemsRead()))
          .append(" |\n");
    }
    md.append("\nThe paged Scan for the first 25 projects depends on where a workspace's items fall in scan order; over all ")
        .append(r.workspaces()).append(" workspaces it took ").append(r.pageScanRequestsMin()).append(" to ")
        .append(r.pageScanRequestsMax()).append(" Scan requests (mean ").append(Stats.fmt(r.pageScanRequestsMean(), 2))
        .append("), reading ").append(Stats.fmt(r.pageScanItemsReadMean(), 0))
        .append(" items on average. Partitura's page is 1 Query reading 26 items (it asks for one more than the page, to know ")
        .append("whether there is a next page) for every workspace.\n");
    report.section(md.toString());

    List<Cost> costs = r.costs();
    for (int i = 0; i < costs.size(); i += 3) {
      Cost p = costs.get(i);
      Cost scan = costs.get(i + 1);
      Cost each = costs.get(i + 2);
      boolean fewer = p.requests() < scan.requests() && p.requests() < each.requests()
          && p.itemsRead() <= scan.itemsRead() && p.itemsRead() <= each.itemsRead();
      report.row(new Report.Row(
          "5. " + p.pattern() + ": requests / items read (exact)",
          p.requests() + " / " + p.itemsRead(),
          "naive Scan: " + scan.requests() + " / " + String.format(Locale.ROOT, "%,d", scan.itemsRead())
              + "; naive GetItem each: " + each.requests() + " / " + each.itemsRead(),
          "—",
          "—",
          "Scan ÷ Partitura: " + Stats.ratio((double) scan.requests() / p.requests()) + " / "
              + Stats.ratio((double) scan.itemsRead() / p.itemsRead()) + "; GetItem each ÷ Partitura: "
              + Stats.ratio((double) each.requests() / p.requests()) + " / "
              + Stats.ratio((double) each.itemsRead() / p.itemsRead()),
          "—",
          "a count; issue 6 sets no number (read here as: fewer requests than each naive alternative, no more items read)",
          fewer, fewer ? "fewer requests, no more items read" : "more than a naive alternative"));
    }
  }
}
