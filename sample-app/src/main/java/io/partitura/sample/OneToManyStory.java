package io.partitura.sample;

import static io.partitura.sample.Narrator.INDENT;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.sample.controlplane.ControlPlaneTable;
import io.partitura.sample.controlplane.Plan;
import io.partitura.sample.controlplane.Project;
import io.partitura.sample.controlplane.ProjectRepository;
import io.partitura.sample.controlplane.Status;
import io.partitura.sample.controlplane.Workspace;
import io.partitura.sample.controlplane.WorkspaceRepository;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The one-to-many seed: a workspace owns many projects, all in one item collection
 * (EntityRef=WS#acme; the workspace at Detail=META, each project at PROJ#2026-0042).
 */
final class OneToManyStory {
  static final String NAME = "one-to-many";
  static final String WORKSPACE_ID = "acme";
  static final String OTHER_WORKSPACE_ID = "globex";
  static final int OTHER_WORKSPACE_PROJECTS = 3;
  private static final Instant FIRST_PROJECT_CREATED = Instant.parse("2026-01-05T09:00:00Z");
  private static final String[] PROJECT_NAMES = {
      "checkout-api", "web-console", "billing", "data-pipeline", "mobile-app", "search",
      "auth-service", "docs-site", "ml-training", "edge-cache", "notifications", "analytics"};

  private final Narrator n;
  private final ControlPlaneTable db;
  private final int projectCount;
  private final int pageSize;

  OneToManyStory(Narrator narrator, ControlPlaneTable db, int projectCount, int pageSize) {
    this.n = narrator;
    this.db = db;
    this.projectCount = projectCount;
    this.pageSize = pageSize;
  }

  static String headline(int projectCount, int pageSize) {
    return "workspace " + WORKSPACE_ID + " owns " + projectCount + " projects, pages of " + pageSize;
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // ControlPlaneTable.createTableRequest(): key schema from @Table, GSI2 from @GlobalIndex");
  }

  void play() {
    // 2. writes
    Workspace acme = new Workspace(WORKSPACE_ID, "Acme Corp", Plan.ENTERPRISE);
    Workspace globex = new Workspace(OTHER_WORKSPACE_ID, "Globex Inc", Plan.TEAM);
    List<Project> projects = projects(WORKSPACE_ID, projectCount);
    List<Project> globexProjects = projects(OTHER_WORKSPACE_ID, OTHER_WORKSPACE_PROJECTS);
    n.step("Write workspace " + WORKSPACE_ID + " and its " + projectCount + " projects (and workspace "
        + OTHER_WORKSPACE_ID + " with " + OTHER_WORKSPACE_PROJECTS + ")", "PutItem");
    n.call("db.workspaces().put(workspace); db.projects().put(project) ...");
    n.printRequest(RequestDescription.of(db.workspaces().putRequest(acme)));
    n.printRequest(RequestDescription.of(db.projects().putRequest(projects.get(0))));
    n.note("... and " + (projectCount + 1 + OTHER_WORKSPACE_PROJECTS + 1 - 2) + " more PutItem like the last one"
        + " (GSI2PK/GSI2SK: the project's place in the status index, see the hot-partitions story)");
    db.workspaces().put(acme);
    projects.forEach(db.projects()::put);
    db.workspaces().put(globex);
    globexProjects.forEach(db.projects()::put);
    TableFormatter written = TableFormatter.of("EntityRef", "Detail", "_type", "name");
    written.row(WorkspaceRepository.Codec.partitionKey(acme.workspaceId()), WorkspaceRepository.Codec.SORT_KEY,
        "Workspace", acme.name());
    for (int i = 0; i < projects.size(); i++) {
      if (i < 2 || i == projects.size() - 1) {
        Project p = projects.get(i);
        written.row(ProjectRepository.Codec.partitionKey(p.workspaceId()),
            ProjectRepository.Codec.sortKey(p.projectId()), "Project", p.name());
      } else if (i == 2) {
        written.row("...", "...", "", "");
      }
    }
    written.row(WorkspaceRepository.Codec.partitionKey(globex.workspaceId()), WorkspaceRepository.Codec.SORT_KEY,
        "Workspace", globex.name());
    n.out.println();
    n.note("One item collection per workspace: the parent at META, its children at PROJ#<id>.");
    n.out.print(written.render(INDENT));
    n.endStep();

    // 3. get the workspace
    n.step("Get the workspace's settings", "GetItem");
    n.call("db.workspaces().get(\"" + WORKSPACE_ID + "\")");
    n.printRequest(RequestDescription.of(db.workspaces().getRequest(WORKSPACE_ID, ReadConsistency.EVENTUAL)));
    Optional<Workspace> workspace = db.workspaces().get(WORKSPACE_ID);
    printWorkspaces(workspace.stream().collect(Collectors.toList()));
    n.endStep();

    // 4. newest first, page 1
    Listing<Project, ?> newestFirst = db.projects().inWorkspace(WORKSPACE_ID).newestFirst().limit(pageSize);
    n.step("List the workspace's projects, newest first: page 1", "Query");
    n.call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").newestFirst().limit(" + pageSize + ").page()");
    n.printRequest(newestFirst.describe());
    Page<Project> first = newestFirst.page();
    printProjects(first.items());
    n.printCursor(first);
    n.note("(Limit is " + (pageSize + 1) + ": the pager reads one item more than the page to know"
        + " whether another page follows, so the last page never costs an extra, empty request)");
    n.endStep();

    // 5. newest first, page 2
    n.step("List the next page with the cursor", "Query");
    if (first.hasNext()) {
      n.call("listing.page(firstPage.nextCursor())");
      n.printRequest(newestFirst.describe(first.nextCursor()));
      Page<Project> second = newestFirst.page(first.nextCursor());
      printProjects(second.items());
      n.printCursor(second);
    } else {
      n.note("no second page: all " + projectCount + " projects fit on page 1, and the pager knew"
          + " it without asking (it reads one item more than the page)");
    }
    n.endStep();

    // 6. oldest first
    Listing<Project, ?> oldestFirst = db.projects().inWorkspace(WORKSPACE_ID).oldestFirst().limit(pageSize);
    n.step("List the workspace's projects, oldest first", "Query");
    n.call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").oldestFirst().limit(" + pageSize + ").page()");
    n.printRequest(oldestFirst.describe());
    Page<Project> oldest = oldestFirst.page();
    printProjects(oldest.items());
    n.printCursor(oldest);
    n.endStep();

    // 7. get one project
    String projectId = projectId(Math.min(42, projectCount));
    n.step("Get one project by id", "GetItem");
    n.call("db.projects().get(\"" + WORKSPACE_ID + "\", \"" + projectId + "\")");
    n.printRequest(RequestDescription.of(db.projects().getRequest(WORKSPACE_ID, projectId, ReadConsistency.EVENTUAL)));
    printProjects(db.projects().get(WORKSPACE_ID, projectId).stream().collect(Collectors.toList()));
    n.endStep();

    // 8. the workspace and all its projects in one Query
    n.step("Load the workspace and all its projects in one Query", "Query");
    n.call("db.workspaces().getWithProjects(\"" + WORKSPACE_ID + "\")");
    n.printRequest(RequestDescription.of(db.workspaces().getWithProjectsRequest(WORKSPACE_ID, ReadConsistency.EVENTUAL)));
    Optional<WorkspaceRepository.WithProjects> all = db.workspaces().getWithProjects(WORKSPACE_ID);
    if (all.isPresent()) {
      printWorkspaces(List.of(all.get().workspace()));
      printProjects(all.get().projects());
      n.note("loaded workspace " + all.get().workspace().workspaceId() + " with "
          + all.get().projects().size() + " projects");
    } else {
      n.note("(no workspace " + WORKSPACE_ID + ")");
    }
    RequestMeter.Reading loaded = n.endStep();
    n.note(loaded.requests() == 1
        ? "the parent and all its children came back in 1 request: no join, no second round trip"
        : "that took " + loaded.requests() + " requests: the item collection is over 1 MB, so DynamoDB paged it");

    // 9. a cursor from another workspace
    n.step("Take a cursor from another workspace's listing (" + OTHER_WORKSPACE_ID + ")", "Query");
    n.call("db.projects().inWorkspace(\"" + OTHER_WORKSPACE_ID + "\").newestFirst().limit(2).page()");
    Listing<Project, ?> otherListing = db.projects().inWorkspace(OTHER_WORKSPACE_ID).newestFirst().limit(2);
    n.printRequest(otherListing.describe());
    Page<Project> otherPage = otherListing.page();
    printProjects(otherPage.items());
    n.printCursor(otherPage);
    n.endStep();

    // 10. ... refused on acme's listing
    n.step("Use " + OTHER_WORKSPACE_ID + "'s cursor on " + WORKSPACE_ID + "'s listing", "refused");
    n.call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").newestFirst().limit(" + pageSize
        + ").page(" + OTHER_WORKSPACE_ID + "Cursor)");
    try {
      newestFirst.page(otherPage.nextCursor());
      n.note("UNEXPECTED: the cursor was accepted");
    } catch (InvalidCursorException e) {
      n.note("refused with InvalidCursorException:");
      n.note("  " + e.getMessage());
      n.note("a cursor is bound to the query that made it, so one tenant's cursor cannot read"
          + " another's partition");
    }
    n.endStep();

    // 11. delete a project
    String doomed = projectId(1);
    n.step("Delete a project", "DeleteItem");
    n.call("db.projects().delete(\"" + WORKSPACE_ID + "\", \"" + doomed + "\")");
    n.printRequest(RequestDescription.of(db.projects().deleteRequest(WORKSPACE_ID, doomed)));
    boolean deleted = db.projects().delete(WORKSPACE_ID, doomed);
    n.note("deleted: " + deleted + (deleted ? " (the project existed)" : " (there was no such project)"));
    n.endStep();
  }

  // ---------------------------------------------------------------- data

  static String projectId(int number) {
    return String.format(Locale.ROOT, "2026-%04d", number);
  }

  /** Projects 1..count of a workspace; ids are zero-padded and time-ordered, as in the seed. */
  static List<Project> projects(String workspaceId, int count) {
    return projects(workspaceId, count, Duration.ZERO);
  }

  /** As {@link #projects(String, int)}, every createdAt later by {@code offset}. */
  static List<Project> projects(String workspaceId, int count, Duration offset) {
    List<Project> projects = new ArrayList<>(count);
    for (int n = 1; n <= count; n++) {
      projects.add(new Project(workspaceId, projectId(n), projectName(n), status(n),
          FIRST_PROJECT_CREATED.plus(Duration.ofHours(17L * (n - 1))).plus(offset)));
    }
    return projects;
  }

  /** checkout-api, web-console, …, analytics, checkout-api-2, … */
  static String projectName(int number) {
    String name = PROJECT_NAMES[(number - 1) % PROJECT_NAMES.length];
    int round = (number - 1) / PROJECT_NAMES.length;
    return round == 0 ? name : name + "-" + (round + 1);
  }

  /** Every 7th project ARCHIVED, every 5th (otherwise) PAUSED, the rest ACTIVE. */
  static Status status(int number) {
    return number % 7 == 0 ? Status.ARCHIVED : number % 5 == 0 ? Status.PAUSED : Status.ACTIVE;
  }

  // ---------------------------------------------------------------- printing

  private void printWorkspaces(List<Workspace> workspaces) {
    TableFormatter table = TableFormatter.of("workspaceId", "name", "plan");
    workspaces.forEach(w -> table.row(w.workspaceId(), w.name(), w.plan()));
    n.printTable(table);
  }

  private void printProjects(List<Project> projects) {
    TableFormatter table = TableFormatter.of("projectId", "name", "status", "createdAt");
    projects.forEach(p -> table.row(p.projectId(), p.name(), p.status(), p.createdAt()));
    n.printTable(table);
  }
}
