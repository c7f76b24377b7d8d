package io.partitura.sample;

import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.sample.controlplane.ControlPlaneTable;
import io.partitura.sample.controlplane.Plan;
import io.partitura.sample.controlplane.Project;
import io.partitura.sample.controlplane.ProjectRepository;
import io.partitura.sample.controlplane.Status;
import io.partitura.sample.controlplane.Tenant;
import io.partitura.sample.controlplane.TenantRepository;
import io.partitura.sample.controlplane.TenantProject;
import io.partitura.sample.controlplane.TenantProjectRepository;
import io.partitura.sample.controlplane.Workspace;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The one-to-many seed's closing warnings, followed. A tenant too big for one partition gets a sharded
 * item collection (TEN#megacorp#00 … #09; listings fan out, one Query per shard per page, merged in
 * order), and "all ACTIVE projects across workspaces, newest first", which the base table cannot
 * answer, comes from GSI2, an index that re-partitions projects by status (sharded 4 ways, because a
 * status has only three values).
 */
final class HotPartitionsStory {
  static final String NAME = "hot-partitions";
  static final String TENANT_ID = "megacorp";
  static final List<Workspace> WORKSPACES = List.of(
      new Workspace("acme", "Acme Corp", Plan.ENTERPRISE),
      new Workspace("globex", "Globex Inc", Plan.TEAM),
      new Workspace("initech", "Initech", Plan.TEAM),
      new Workspace("umbrella", "Umbrella", Plan.FREE));
  static final int PROJECTS_PER_WORKSPACE = 15;
  private static final Instant FIRST_TENANT_PROJECT = Instant.parse("2026-01-05T09:00:00Z");

  private final Narrator n;
  private final ControlPlaneTable db;
  private final int tenantProjects;
  private final int pageSize;

  HotPartitionsStory(Narrator narrator, ControlPlaneTable db, int tenantProjects, int pageSize) {
    this.n = narrator;
    this.db = db;
    this.tenantProjects = tenantProjects;
    this.pageSize = pageSize;
  }

  static String headline(int tenantProjects, int pageSize) {
    return "tenant " + TENANT_ID + " with " + tenantProjects + " projects over " + TenantRepository.Codec.SHARDS
        + " shards; ACTIVE projects across " + WORKSPACES.size() + " workspaces; pages of " + pageSize;
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // the same ControlPlaneTable definition as the one-to-many story, in a table of its own");
    n.note("GSI2 comes from @GlobalIndex(name = \"GSI2\", partitionKey = \"status\", sortKey = \"createdAt\","
        + " shards = 4) on Project");
  }

  void play() {
    // 2. the big tenant, in one batch
    Tenant tenant = new Tenant(TENANT_ID, "MegaCorp", Plan.ENTERPRISE);
    List<TenantProject> projects = tenantProjects(tenantProjects);
    List<Object> records = new ArrayList<>(projects.size() + 1);
    records.add(tenant);
    records.addAll(projects);
    n.step("Write tenant " + TENANT_ID + " and its " + tenantProjects + " projects with putAll", "BatchWriteItem");
    n.call("db.putAll(tenantAndProjects)   // BatchWriteItem, up to 25 puts per request");
    BatchWriteResult written = db.putAll(records);
    TableFormatter keys = TableFormatter.of("EntityRef", "Detail", "_type", "name");
    keys.row(TenantRepository.Codec.partitionKey(TENANT_ID), TenantRepository.Codec.SORT_KEY, "Tenant", tenant.name());
    for (int i = 0; i < Math.min(3, projects.size()); i++) {
      TenantProject p = projects.get(i);
      keys.row(TenantProjectRepository.Codec.partitionKey(p.tenantId(), p.projectId()),
          TenantProjectRepository.Codec.sortKey(p.projectId()),
          "TenantProject", p.name());
    }
    keys.row("...", "...", "", "");
    n.printTable(keys);
    Map<String, Integer> perShard = new TreeMap<>();
    projects.forEach(p -> perShard.merge(TenantProjectRepository.Codec.partitionKey(p.tenantId(), p.projectId()), 1,
        Integer::sum));
    n.out.println();
    n.note("the tenant's own item stays at " + TenantRepository.Codec.partitionKey(TENANT_ID) + "; its projects spread over "
        + perShard.size() + " partitions, the shard hashed from each project's key:");
    n.note("  " + perShard.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")));
    n.note("putAll: " + written.written() + " items in " + written.requests() + " BatchWriteItem requests");
    n.endStep();

    // 3. page 1, newest first: one Query per shard
    Listing<TenantProject, ?> newestFirst = db.tenantProjects().inTenant(TENANT_ID).newestFirst().limit(pageSize);
    n.step("List the tenant's projects, newest first: page 1 (fan-out over the shards)", "Query");
    n.call("db.tenantProjects().inTenant(\"" + TENANT_ID + "\").newestFirst().limit(" + pageSize + ").page()");
    n.printFanOut(newestFirst.describe().queries());
    Page<TenantProject> first = newestFirst.page();
    printTenantProjects(first.items());
    n.printCursor(first);
    RequestMeter.Reading firstReading = n.endStep();
    n.note("requests = shards queried: " + firstReading.requests() + " of " + newestFirst.shardCount()
        + ", in parallel, merged newest first (each shard asked for about its share of the " + (pageSize + 1)
        + " items the page needs, and asked again only if it runs dry before the page is full)");

    // 4. page 2
    n.step("List the next page with the cursor (it remembers where each shard stopped)", "Query");
    if (first.hasNext()) {
      n.call("listing.page(firstPage.nextCursor())");
      Page<TenantProject> second = newestFirst.page(first.nextCursor());
      printTenantProjects(second.items());
      n.printCursor(second);
    } else {
      n.note("no second page: every project fit on page 1");
    }
    RequestMeter.Reading secondReading = n.endStep();
    n.note("requests = shards queried: " + secondReading.requests() + " (a shard that is used up costs nothing)");

    // 5. one project by id: its shard follows from its key
    String projectId = OneToManyStory.projectId(Math.min(42, tenantProjects));
    n.step("Get one of the tenant's projects by id", "GetItem");
    n.call("db.tenantProjects().get(\"" + TENANT_ID + "\", \"" + projectId + "\")");
    n.printRequest(RequestDescription.of(db.tenantProjects().getRequest(TENANT_ID, projectId, ReadConsistency.EVENTUAL)));
    printTenantProjects(db.tenantProjects().get(TENANT_ID, projectId).stream().toList());
    n.note("the shard (" + TenantProjectRepository.Codec.partitionKey(TENANT_ID,
        projectId) + ") is computed from the id:"
        + " no fan-out for a get");
    n.endStep();

    // 6. several workspaces, for the cross-workspace question
    List<Object> workspaceRecords = new ArrayList<>(WORKSPACES);
    for (int w = 0; w < WORKSPACES.size(); w++) {
      workspaceRecords.addAll(workspaceProjects(w));
    }
    n.step("Write " + WORKSPACES.size() + " workspaces with " + PROJECTS_PER_WORKSPACE + " projects each with putAll",
        "BatchWriteItem");
    n.call("db.putAll(workspacesAndProjects)");
    BatchWriteResult wrote = db.putAll(workspaceRecords);
    TableFormatter projectKeys = TableFormatter.of("EntityRef", "Detail", "status", "GSI2PK", "GSI2SK");
    for (int w = 0; w < WORKSPACES.size(); w++) {
      Project p = workspaceProjects(w).get(0);
      Map<String, AttributeValue> item = ProjectRepository.Codec.INSTANCE.toItem(p);
      projectKeys.row(item.get("EntityRef").s(), item.get("Detail").s(), p.status(), item.get("GSI2PK").s(),
          item.get("GSI2SK").s());
    }
    projectKeys.row("...", "...", "", "...", "...");
    n.printTable(projectKeys);
    n.note("each project's GSI2PK is its status, in one of " + ProjectRepository.Codec.BY_STATUS_SHARDS
        + " shards (hashed from its key): index partitions across workspaces");
    n.note("putAll: " + wrote.written() + " items in " + wrote.requests() + " BatchWriteItem requests; "
        + activeCount() + " of the projects are ACTIVE");
    n.endStep();

    // 7. ACTIVE across workspaces
    Listing<Project, ?> active = db.projects().byStatus(Status.ACTIVE).newestFirst().limit(pageSize);
    n.step("List ACTIVE projects across all workspaces, newest first (GSI2, eventually consistent)", "Query");
    n.call("db.projects().byStatus(Status.ACTIVE).newestFirst().limit(" + pageSize + ").page()");
    n.printFanOut(active.describe().queries());
    List<Project> before = active.page().items();
    printProjects(before);
    RequestMeter.Reading activeReading = n.endStep();
    n.note("fans out: " + activeReading.requests() + (activeReading.requests() == 1 ? " Query" : " Queries")
        + ", one per shard of PROJ#ACTIVE (" + active.shardCount() + " shards) and one more per shard whose"
        + " share of the page ran out before the page was full, merged newest first; the base table could not"
        + " answer this without a Scan");

    // 8. move one to ARCHIVED
    Project moved = before.isEmpty() ? null : before.get(0);
    n.step("Archive the newest ACTIVE project with a partial update", "UpdateItem");
    if (moved != null) {
      n.call("db.projects().update(\"" + moved.workspaceId() + "\", \"" + moved.projectId()
          + "\").status(Status.ARCHIVED).apply()");
      n.printRequest(db.projects().update(moved.workspaceId(), moved.projectId()).status(Status.ARCHIVED).describe());
      Project archived = db.projects().update(moved.workspaceId(), moved.projectId()).status(Status.ARCHIVED).apply();
      printProjects(List.of(archived));
      n.note("the status alone makes GSI2PK, so the update sets it too, in the shard the project's own key picks,"
          + " and leaves GSI2SK (createdAt) as stored, with no read: the project moves from index partition"
          + " PROJ#ACTIVE#.. to PROJ#ARCHIVED#..");
    } else {
      n.note("(no ACTIVE project to archive)");
    }
    n.endStep();

    // 9. ... and it left the listing
    n.step("List ACTIVE projects again: the archived one has left", "Query");
    n.call("db.projects().byStatus(Status.ACTIVE).newestFirst().limit(" + pageSize + ").page()");
    List<Project> after = active.page().items();
    printProjects(after);
    if (moved != null) {
      boolean stillThere = after.stream().anyMatch(p -> p.workspaceId().equals(moved.workspaceId())
          && p.projectId().equals(moved.projectId()));
      n.note(moved.workspaceId() + "/" + moved.projectId() + (stillThere
          ? " is STILL LISTED (the index had not caught up yet: global indexes are eventually consistent)"
          : " has left the ACTIVE listing"));
    }
    n.endStep();
  }

  // ---------------------------------------------------------------- data

  /** Projects 1..count of the tenant, one hour apart. */
  static List<TenantProject> tenantProjects(int count) {
    List<TenantProject> projects = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      projects.add(new TenantProject(TENANT_ID, OneToManyStory.projectId(i), OneToManyStory.projectName(i),
          OneToManyStory.status(i), FIRST_TENANT_PROJECT.plus(Duration.ofHours(i - 1))));
    }
    return projects;
  }

  /** The projects of workspace number {@code w}: as in the one-to-many story, w × 4 hours later. */
  static List<Project> workspaceProjects(int w) {
    return OneToManyStory.projects(WORKSPACES.get(w).workspaceId(), PROJECTS_PER_WORKSPACE, Duration.ofHours(4L * w));
  }

  /** ACTIVE projects over all the workspaces. */
  static int activeCount() {
    int count = 0;
    for (int w = 0; w < WORKSPACES.size(); w++) {
      count += (int) workspaceProjects(w).stream().filter(p -> p.status() == Status.ACTIVE).count();
    }
    return count;
  }

  // ---------------------------------------------------------------- printing

  private void printTenantProjects(List<TenantProject> projects) {
    TableFormatter table = TableFormatter.of("projectId", "partition (shard)", "name", "status", "createdAt");
    projects.forEach(p -> table.row(p.projectId(), TenantProjectRepository.Codec.partitionKey(p.tenantId(),
        p.projectId()),
        p.name(), p.status(), p.createdAt()));
    n.printTable(table);
  }

  private void printProjects(List<Project> projects) {
    TableFormatter table = TableFormatter.of("workspaceId", "projectId", "name", "status", "createdAt");
    projects.forEach(p -> table.row(p.workspaceId(), p.projectId(), p.name(), p.status(), p.createdAt()));
    n.printTable(table);
  }
}
