package io.partitura.sample;

import io.partitura.runtime.Listing;
import io.partitura.runtime.Page;
import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.exceptions.PartituraException;
import io.partitura.sample.controlplane.ControlPlaneTable;
import io.partitura.sample.controlplane.Plan;
import io.partitura.sample.controlplane.Project;
import io.partitura.sample.controlplane.ProjectKeys;
import io.partitura.sample.controlplane.Status;
import io.partitura.sample.controlplane.Workspace;
import io.partitura.sample.controlplane.WorkspaceKeys;
import io.partitura.sample.controlplane.WorkspaceWithProjects;
import io.partitura.testkit.DynaliteServer;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ResourceInUseException;

/**
 * Plays the one-to-many seed step by step: a workspace owns many projects, all in one item
 * collection. Every step prints the request it sends, the items it gets back and how many requests
 * it took.
 */
@Command(
    name = "partitura-sample",
    mixinStandardHelpOptions = true,
    version = "Partitura sample app 0.1.0-SNAPSHOT",
    sortOptions = false,
    description = {
        "Plays the one-to-many story (a workspace owns many projects) on a DynamoDB table whose access"
            + " code Partitura generated, printing each request, the items returned and the requests sent.",
        "By default it starts dynalite (an in-memory DynamoDB-compatible server) and stops it at exit.",
        ""
    })
public final class SampleApp implements Callable<Integer> {

  static final String WORKSPACE_ID = "acme";
  static final String OTHER_WORKSPACE_ID = "globex";
  static final int OTHER_WORKSPACE_PROJECTS = 3;
  private static final Instant FIRST_PROJECT_CREATED = Instant.parse("2026-01-05T09:00:00Z");
  private static final String[] PROJECT_NAMES = {
      "checkout-api", "web-console", "billing", "data-pipeline", "mobile-app", "search",
      "auth-service", "docs-site", "ml-training", "edge-cache", "notifications", "analytics"};
  private static final String INDENT = "   ";

  @Option(names = "--endpoint", paramLabel = "URL",
      description = "Any DynamoDB-compatible endpoint, e.g. http://localhost:8000 (dummy credentials; region"
          + " us-east-1 unless --region).")
  URI endpoint;

  @Option(names = "--aws",
      description = "Real Amazon DynamoDB, with the default credentials chain and region (or --region)."
          + " It creates a pay-per-request table and deletes it at the end unless --keep.")
  boolean aws;

  @Option(names = "--region", paramLabel = "REGION",
      description = "Region for --endpoint (default us-east-1) or --aws (default: the SDK's region chain).")
  String region;

  @Option(names = "--table", paramLabel = "NAME",
      description = "Table name. Default: control-plane-sample-<random>, a new name every run, so runs"
          + " against real DynamoDB never collide with each other or with an existing table.")
  String tableName;

  @Option(names = "--projects", paramLabel = "N", defaultValue = "42",
      description = "Projects to create in workspace acme, 1 to 9999 (default: ${DEFAULT-VALUE}).")
  int projectCount;

  @Option(names = "--page-size", paramLabel = "N", defaultValue = "10",
      description = "Projects per page when listing, 1 to 1000 (default: ${DEFAULT-VALUE}).")
  int pageSize;

  @Option(names = "--keep", description = "Do not delete the table at the end.")
  boolean keep;

  @Spec
  CommandSpec spec;

  private final PrintStream out;
  private final PrintStream err;
  private final List<StepResult> results = new ArrayList<>();
  private RequestMeter meter;

  /** One line of the closing summary. */
  record StepResult(int number, String title, String operation, RequestMeter.Reading reading) {}

  SampleApp(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    PrintStream err = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    System.exit(run(out, err, args));
  }

  /** Runs the app with these arguments, printing to {@code out} and {@code err}; returns the exit code. */
  public static int run(PrintStream out, PrintStream err, String... args) {
    CommandLine commandLine = new CommandLine(new SampleApp(out, err));
    commandLine.setOut(new java.io.PrintWriter(out, true));
    commandLine.setErr(new java.io.PrintWriter(err, true));
    return commandLine.execute(args);
  }

  @Override
  public Integer call() {
    validate();
    String table = tableName != null ? tableName : "control-plane-sample-" + randomSuffix();
    long started = System.nanoTime();
    meter = new RequestMeter();
    DynaliteServer server = null;
    DynamoDbClient dynamo = null;
    try {
      if (aws) {
        dynamo = awsClient();
        out.println("Backend:  Amazon DynamoDB, region " + dynamo.serviceClientConfiguration().region()
            + " (default credentials chain)");
      } else if (endpoint != null) {
        dynamo = endpointClient();
        out.println("Backend:  " + endpoint + " (dummy credentials, region "
            + dynamo.serviceClientConfiguration().region() + ")");
      } else {
        locateTestServerNextToJar();
        out.println("Backend:  starting dynalite (in-memory DynamoDB-compatible server) ...");
        server = DynaliteServer.start();
        dynamo = server.newClient(meter);
        out.println("          dynalite runs at " + server.endpoint() + " (pid " + server.processHandle().pid()
            + "); it stops when the app exits");
      }
      out.println("Table:    " + table + (tableName == null
          ? " (a random name, so runs never collide; --table NAME to choose one)" : ""));
      out.println("Story:    workspace " + WORKSPACE_ID + " owns " + projectCount + " projects, pages of "
          + pageSize);

      ControlPlaneTable db = ControlPlaneTable.builder()
          .client(dynamo)
          .tableName(table)
          .listener(meter)
          .build();
      boolean created = false;
      try {
        created = createTable(db);
        story(db);
        printSummary();
      } finally {
        if (created) {
          dropTable(dynamo, table, server != null);
        }
      }
      out.printf(Locale.ROOT, "%nDone in %.1f s.%n", (System.nanoTime() - started) / 1e9);
      return 0;
    } catch (PartituraException | SdkException | IllegalStateException e) {
      err.println("partitura-sample: " + e.getMessage());
      if (aws && e instanceof SdkException) {
        err.println("partitura-sample: --aws uses the SDK's default credentials and region, set up as for the"
            + " AWS CLI (aws configure, AWS_PROFILE, AWS_REGION ...); --region REGION names the region.");
      }
      return 1;
    } finally {
      if (dynamo != null) {
        dynamo.close();
      }
      if (server != null) {
        server.close();
        out.println("Stopped dynalite at " + server.endpoint() + ".");
      }
    }
  }

  // ---------------------------------------------------------------- the story

  private boolean createTable(ControlPlaneTable db) {
    step("Create the table from its generated definition", "CreateTable");
    call("db.createTable()   // ControlPlaneTable.createTableRequest(): key schema from @Table");
    printRequest(describe(db.createTableRequest()));
    try {
      db.createTable();
    } catch (PartituraException e) {
      if (e.getCause() instanceof ResourceInUseException) {
        throw new IllegalStateException("table " + db.tableName() + " already exists (left by a --keep run?):"
            + " name another one with --table, or leave --table out for a fresh random name", e);
      }
      throw e;
    }
    out.println(INDENT + "table " + db.tableName() + " is ACTIVE");
    endStep();
    return true;
  }

  private void story(ControlPlaneTable db) {
    // 2. writes
    Workspace acme = new Workspace(WORKSPACE_ID, "Acme Corp", Plan.ENTERPRISE);
    Workspace globex = new Workspace(OTHER_WORKSPACE_ID, "Globex Inc", Plan.TEAM);
    List<Project> projects = projects(WORKSPACE_ID, projectCount);
    List<Project> globexProjects = projects(OTHER_WORKSPACE_ID, OTHER_WORKSPACE_PROJECTS);
    step("Write workspace " + WORKSPACE_ID + " and its " + projectCount + " projects (and workspace "
        + OTHER_WORKSPACE_ID + " with " + OTHER_WORKSPACE_PROJECTS + ")", "PutItem");
    call("db.workspaces().put(workspace); db.projects().put(project) ...");
    printRequest(RequestDescription.of(db.workspaces().putRequest(acme)));
    printRequest(RequestDescription.of(db.projects().putRequest(projects.get(0))));
    out.println(INDENT + "... and " + (projectCount + 1 + OTHER_WORKSPACE_PROJECTS + 1 - 2)
        + " more PutItem like the last one");
    db.workspaces().put(acme);
    projects.forEach(db.projects()::put);
    db.workspaces().put(globex);
    globexProjects.forEach(db.projects()::put);
    TableFormatter written = TableFormatter.of("EntityRef", "Detail", "_type", "name");
    written.row(WorkspaceKeys.partitionKey(acme.workspaceId()), WorkspaceKeys.SORT_KEY, "Workspace", acme.name());
    for (int i = 0; i < projects.size(); i++) {
      if (i < 2 || i == projects.size() - 1) {
        Project p = projects.get(i);
        written.row(ProjectKeys.partitionKey(p.workspaceId()), ProjectKeys.sortKey(p.projectId()), "Project", p.name());
      } else if (i == 2) {
        written.row("...", "...", "", "");
      }
    }
    written.row(WorkspaceKeys.partitionKey(globex.workspaceId()), WorkspaceKeys.SORT_KEY, "Workspace", globex.name());
    out.println();
    out.println(INDENT + "One item collection per workspace: the parent at META, its children at PROJ#<id>.");
    out.print(written.render(INDENT));
    endStep();

    // 3. get the workspace
    step("Get the workspace's settings", "GetItem");
    call("db.workspaces().get(\"" + WORKSPACE_ID + "\")");
    printRequest(RequestDescription.of(db.workspaces().getRequest(WORKSPACE_ID, false)));
    Optional<Workspace> workspace = db.workspaces().get(WORKSPACE_ID);
    printWorkspaces(workspace.stream().collect(Collectors.toList()));
    endStep();

    // 4. newest first, page 1
    Listing<Project> newestFirst = db.projects().inWorkspace(WORKSPACE_ID).newestFirst().limit(pageSize);
    step("List the workspace's projects, newest first: page 1", "Query");
    call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").newestFirst().limit(" + pageSize + ").page()");
    printRequest(newestFirst.describe());
    Page<Project> first = newestFirst.page();
    printProjects(first.items());
    printCursor(first);
    out.println(INDENT + "(Limit is " + (pageSize + 1) + ": the pager reads one item more than the page to know"
        + " whether another page follows, so the last page never costs an extra, empty request)");
    endStep();

    // 5. newest first, page 2
    step("List the next page with the cursor", "Query");
    if (first.hasNext()) {
      call("listing.page(firstPage.nextCursor())");
      printRequest(newestFirst.describe(first.nextCursor()));
      Page<Project> second = newestFirst.page(first.nextCursor());
      printProjects(second.items());
      printCursor(second);
    } else {
      out.println(INDENT + "no second page: all " + projectCount + " projects fit on page 1, and the pager knew"
          + " it without asking (it reads one item more than the page)");
    }
    endStep();

    // 6. oldest first
    Listing<Project> oldestFirst = db.projects().inWorkspace(WORKSPACE_ID).oldestFirst().limit(pageSize);
    step("List the workspace's projects, oldest first", "Query");
    call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").oldestFirst().limit(" + pageSize + ").page()");
    printRequest(oldestFirst.describe());
    Page<Project> oldest = oldestFirst.page();
    printProjects(oldest.items());
    printCursor(oldest);
    endStep();

    // 7. get one project
    String projectId = projectId(Math.min(42, projectCount));
    step("Get one project by id", "GetItem");
    call("db.projects().get(\"" + WORKSPACE_ID + "\", \"" + projectId + "\")");
    printRequest(RequestDescription.of(db.projects().getRequest(WORKSPACE_ID, projectId, false)));
    printProjects(db.projects().get(WORKSPACE_ID, projectId).stream().collect(Collectors.toList()));
    endStep();

    // 8. the workspace and all its projects in one Query
    step("Load the workspace and all its projects in one Query", "Query");
    call("db.workspaces().getWithProjects(\"" + WORKSPACE_ID + "\")");
    printRequest(RequestDescription.of(db.workspaces().getWithProjectsRequest(WORKSPACE_ID, false)));
    Optional<WorkspaceWithProjects> all = db.workspaces().getWithProjects(WORKSPACE_ID);
    if (all.isPresent()) {
      printWorkspaces(List.of(all.get().workspace()));
      printProjects(all.get().projects());
      out.println(INDENT + "loaded workspace " + all.get().workspace().workspaceId() + " with "
          + all.get().projects().size() + " projects");
    } else {
      out.println(INDENT + "(no workspace " + WORKSPACE_ID + ")");
    }
    RequestMeter.Reading loaded = endStep();
    out.println(INDENT + (loaded.requests() == 1
        ? "the parent and all its children came back in 1 request: no join, no second round trip"
        : "that took " + loaded.requests() + " requests: the item collection is over 1 MB, so DynamoDB paged it"));

    // 9. a cursor from another workspace
    step("Take a cursor from another workspace's listing (" + OTHER_WORKSPACE_ID + ")", "Query");
    call("db.projects().inWorkspace(\"" + OTHER_WORKSPACE_ID + "\").newestFirst().limit(2).page()");
    Listing<Project> otherListing = db.projects().inWorkspace(OTHER_WORKSPACE_ID).newestFirst().limit(2);
    printRequest(otherListing.describe());
    Page<Project> otherPage = otherListing.page();
    printProjects(otherPage.items());
    printCursor(otherPage);
    endStep();

    // 10. ... refused on acme's listing
    step("Use " + OTHER_WORKSPACE_ID + "'s cursor on " + WORKSPACE_ID + "'s listing", "refused");
    call("db.projects().inWorkspace(\"" + WORKSPACE_ID + "\").newestFirst().limit(" + pageSize
        + ").page(" + OTHER_WORKSPACE_ID + "Cursor)");
    try {
      newestFirst.page(otherPage.nextCursor());
      out.println(INDENT + "UNEXPECTED: the cursor was accepted");
    } catch (InvalidCursorException e) {
      out.println(INDENT + "refused with InvalidCursorException:");
      out.println(INDENT + "  " + e.getMessage());
      out.println(INDENT + "a cursor is bound to the query that made it, so one tenant's cursor cannot read"
          + " another's partition");
    }
    endStep();

    // 11. delete a project
    String doomed = projectId(1);
    step("Delete a project", "DeleteItem");
    call("db.projects().delete(\"" + WORKSPACE_ID + "\", \"" + doomed + "\")");
    printRequest(RequestDescription.of(db.projects().deleteRequest(WORKSPACE_ID, doomed)));
    boolean deleted = db.projects().delete(WORKSPACE_ID, doomed);
    out.println(INDENT + "deleted: " + deleted + (deleted ? " (the project existed)" : " (there was no such project)"));
    endStep();
  }

  private void printSummary() {
    out.println();
    out.println("Summary: requests per step, counted by the RequestListener (SDK: the client's own count;"
        + " items: as the listener reports them, read or written)");
    TableFormatter summary = TableFormatter.of("#", "step", "operation", "requests", "SDK", "items", "capacity")
        .rightAligned(0, 3, 4, 5, 6);
    for (StepResult result : results) {
      RequestMeter.Reading r = result.reading();
      summary.row(result.number(), result.title(), result.operation(), r.requests(), r.sdkRequests().size(),
          r.items(), capacity(r.capacityUnits()));
    }
    out.print(summary.render(""));
  }

  private void dropTable(DynamoDbClient dynamo, String table, boolean inMemory) {
    out.println();
    if (keep) {
      out.println("Kept table " + table + " (--keep)"
          + (inMemory ? "; dynalite keeps it in memory, so it goes when the server stops." : "."));
      return;
    }
    try {
      dynamo.deleteTable(b -> b.tableName(table));
      out.println("Deleted table " + table + " (--keep keeps it).");
    } catch (SdkException e) {
      err.println("partitura-sample: could not delete table " + table + ": " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------- data

  static String projectId(int number) {
    return String.format(Locale.ROOT, "2026-%04d", number);
  }

  /** Projects 1..count of a workspace; ids are zero-padded and time-ordered, as in the seed. */
  static List<Project> projects(String workspaceId, int count) {
    List<Project> projects = new ArrayList<>(count);
    for (int n = 1; n <= count; n++) {
      Status status = n % 7 == 0 ? Status.ARCHIVED : n % 5 == 0 ? Status.PAUSED : Status.ACTIVE;
      String name = PROJECT_NAMES[(n - 1) % PROJECT_NAMES.length];
      int round = (n - 1) / PROJECT_NAMES.length;
      projects.add(new Project(workspaceId, projectId(n), round == 0 ? name : name + "-" + (round + 1), status,
          FIRST_PROJECT_CREATED.plus(Duration.ofHours(17L * (n - 1)))));
    }
    return projects;
  }

  // ---------------------------------------------------------------- printing

  private String currentTitle;
  private String currentOperation;

  private void step(String title, String operation) {
    currentTitle = title;
    currentOperation = operation;
    String header = (results.size() + 1) + ". " + title + " — " + operation;
    out.println();
    out.println(header);
    out.println("-".repeat(header.length()));
    meter.takeReading(); // anything before the step does not count
  }

  private RequestMeter.Reading endStep() {
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
        line.append(": table administration is not reported to the RequestListener");
      }
    }
    out.println(line);
    results.add(new StepResult(results.size() + 1, currentTitle, currentOperation, reading));
    return reading;
  }

  private void call(String code) {
    out.println(INDENT + code);
  }

  private void printRequest(RequestDescription request) {
    out.println(INDENT + "  " + request.toString().replace("\n", "\n" + INDENT + "  "));
  }

  private void printWorkspaces(List<Workspace> workspaces) {
    TableFormatter table = TableFormatter.of("workspaceId", "name", "plan");
    workspaces.forEach(w -> table.row(w.workspaceId(), w.name(), w.plan()));
    out.println();
    out.print(table.render(INDENT));
  }

  private void printProjects(List<Project> projects) {
    TableFormatter table = TableFormatter.of("projectId", "name", "status", "createdAt");
    projects.forEach(p -> table.row(p.projectId(), p.name(), p.status(), p.createdAt()));
    out.println();
    if (projects.isEmpty()) {
      out.println(INDENT + "(no items)");
    } else {
      out.print(table.render(INDENT));
    }
  }

  private void printCursor(Page<Project> page) {
    out.println(INDENT + (page.hasNext() ? "nextCursor: " + page.nextCursor() : "nextCursor: none (last page)"));
  }

  private static String capacity(Double units) {
    return units == null ? "-" : String.format(Locale.ROOT, "%.1f", units);
  }

  /** CreateTable has no RequestDescription; rendered the same way. */
  private static RequestDescription describe(CreateTableRequest request) {
    java.util.Map<String, String> fields = new java.util.LinkedHashMap<>();
    fields.put("KeySchema", request.keySchema().stream()
        .map((KeySchemaElement k) -> k.attributeName() + " " + k.keyTypeAsString())
        .collect(Collectors.joining(", ", "[ ", " ]")));
    fields.put("AttributeDefinitions", request.attributeDefinitions().stream()
        .map((AttributeDefinition a) -> a.attributeName() + " " + a.attributeTypeAsString())
        .collect(Collectors.joining(", ", "[ ", " ]")));
    fields.put("BillingMode", request.billingModeAsString());
    if (request.hasGlobalSecondaryIndexes() && !request.globalSecondaryIndexes().isEmpty()) {
      fields.put("GlobalSecondaryIndexes", String.valueOf(request.globalSecondaryIndexes().size()));
    }
    return new RequestDescription("CreateTable", request.tableName(), fields, request);
  }

  // ---------------------------------------------------------------- backends

  private void validate() {
    if (aws && endpoint != null) {
      throw new ParameterException(spec.commandLine(), "--aws and --endpoint exclude each other: --aws means"
          + " Amazon's own endpoint for the region; --endpoint names another one");
    }
    if (region != null && !aws && endpoint == null) {
      throw new ParameterException(spec.commandLine(), "--region applies to --endpoint or --aws; the built-in"
          + " dynalite server has no region");
    }
    if (projectCount < 1 || projectCount > 9999) {
      throw new ParameterException(spec.commandLine(), "--projects must be between 1 and 9999 (the ids are"
          + " 2026-0001 to 2026-9999), was " + projectCount);
    }
    if (pageSize < 1 || pageSize > 1000) {
      throw new ParameterException(spec.commandLine(), "--page-size must be between 1 and 1000, was " + pageSize);
    }
    if (tableName != null && !tableName.matches("[A-Za-z0-9_.-]{3,255}")) {
      throw new ParameterException(spec.commandLine(), "--table must be 3 to 255 characters of A-Z, a-z, 0-9,"
          + " '_', '-' and '.', was \"" + tableName + "\"");
    }
  }

  private DynamoDbClient awsClient() {
    DynamoDbClientBuilder builder = DynamoDbClient.builder()
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(meter));
    if (region != null) {
      builder.region(Region.of(region));
    }
    return builder.build();
  }

  private DynamoDbClient endpointClient() {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(Region.of(region != null ? region : "us-east-1"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("sample", "sample")))
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(meter))
        .build();
  }

  /**
   * DynaliteServer finds {@code test-server/} from the working directory upwards. When the jar is run
   * from elsewhere, look upwards from the jar (sample-app/target/…jar) as well.
   */
  private static void locateTestServerNextToJar() {
    if (System.getProperty(DynaliteServer.DIR_PROPERTY) != null || System.getenv(DynaliteServer.DIR_ENV) != null
        || findTestServer(Paths.get("").toAbsolutePath()) != null) {
      return;
    }
    try {
      Path code = Paths.get(SampleApp.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      Path found = findTestServer(code.toAbsolutePath());
      if (found != null) {
        System.setProperty(DynaliteServer.DIR_PROPERTY, found.toString());
      }
    } catch (URISyntaxException | RuntimeException e) {
      // leave it to DynaliteServer's own error message
    }
  }

  private static Path findTestServer(Path start) {
    for (Path dir = start; dir != null; dir = dir.getParent()) {
      Path candidate = dir.resolve("test-server");
      if (Files.isRegularFile(candidate.resolve("package.json"))) {
        return candidate;
      }
    }
    return null;
  }

  private static String randomSuffix() {
    byte[] bytes = new byte[3];
    new SecureRandom().nextBytes(bytes);
    StringBuilder hex = new StringBuilder();
    for (byte b : bytes) {
      hex.append(String.format(Locale.ROOT, "%02x", b));
    }
    return hex.toString();
  }
}
