package io.partitura.sample;

import io.partitura.runtime.exceptions.PartituraException;
import io.partitura.sample.articleschool.ArticleSchoolTable;
import io.partitura.sample.controlplane.ControlPlaneTable;
import io.partitura.sample.school.SchoolTable;
import io.partitura.sample.shop.ShopTable;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.TestServerKind;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
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
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClientBuilder;

/**
 * Plays the seeds step by step, each story on a fresh table: one-to-many (a workspace owns many
 * projects, one item collection), many-to-many (students and courses, one edge item read from both
 * sides), hot partitions (a sharded item collection, and an index that re-partitions projects by
 * status) and a shop (customer → order → order line in one partition, a composite index key ranged by
 * date, a transaction and a whole-collection delete). Every step prints the request it sends, the items it gets back and how many requests it
 * took. A fifth, read-model, keeps orders per status per day from the shop's stream of typed change events; it needs
 * DynamoDB Streams, which the built-in dynalite lacks (--server moto serves them).
 */
@Command(
    name = "partitura-sample",
    mixinStandardHelpOptions = true,
    version = "Partitura sample app 0.1.0-SNAPSHOT",
    sortOptions = false,
    description = {
        "Plays the seeds' stories on DynamoDB tables whose access code Partitura generated, printing each"
            + " request, the items returned and the requests sent: one-to-many (a workspace owns many projects),"
            + " many-to-many (students and courses), hot-partitions (a sharded tenant and a status index), shop (customers, orders and"
            + " order lines three levels deep, a composite index key, a date range), read-model (orders per status"
            + " per day, kept from the shop's stream of typed change events; moto or DynamoDB).",
        "--story inspect (not part of all) reads a sample of a table with the inspector and tells each item apart:"
            + " the school's entities, Partitura's own items, items of no entity, items their entity refuses; on a"
            + " table of its own, or on an existing one with --inspect-table NAME (read only).",
        "By default it starts dynalite (an in-memory DynamoDB-compatible server) and stops it at exit; dynalite has"
            + " no transactions, so the shop story shows them without sending them (--server moto runs them).",
        ""
    })
public final class SampleApp implements Callable<Integer> {

  static final String ALL = "all";
  static final String PREFIXED = "prefixed";
  static final String ARTICLE = "article";
  static final List<String> STORIES = List.of(OneToManyStory.NAME, ManyToManyStory.NAME, HotPartitionsStory.NAME,
      ShopStory.NAME, ReadModelStory.NAME);
  /** Played only when named: a maintenance tool rather than one of the seeds' stories. */
  static final List<String> NAMED_ONLY = List.of(InspectStory.NAME);
  /** Why the read-model story does not play on the built-in dynalite. */
  static final String NO_STREAMS_ON_DYNALITE = "the read-model story reads the table's DynamoDB stream, and dynalite"
      + " has no DynamoDB Streams (it accepts a table's StreamSpecification and keeps no stream): run it with"
      + " --server moto (moto_server, from pip install \"moto[server]\"), or against DynamoDB with --aws";

  @Option(names = "--story", paramLabel = "STORY", defaultValue = ALL,
      completionCandidates = StoryNames.class,
      description = "Which story to play: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}, in this order;"
          + " read-model needs DynamoDB Streams, so all leaves it out on dynalite; all never plays inspect).")
  String story;

  @Option(names = "--layout", paramLabel = "LAYOUT", defaultValue = PREFIXED,
      description = "many-to-many: the keys of the enrollment edges: prefixed (the default: GSI1SK=ENROLL#STU#a91, the"
          + " edge's prefix first, so several edge types can share the inverted index) or article (the many-to-many"
          + " article's exact GSI1SK=STU#a91, written by a key template).")
  String layout;

  @Option(names = "--server", paramLabel = "SERVER",
      description = "The built-in server to start and stop: dynalite (the default; in memory, fast; it has no"
          + " TransactWriteItems, so the shop story shows its transactions, createUnder and unique-value creates"
          + " without sending them, and no streams, so all leaves read-model out) or moto (moto_server on the PATH,"
          + " from pip install \"moto[server]\"; it runs them, and serves the stream read-model reads).")
  String builtInServer;

  @Option(names = "--endpoint", paramLabel = "URL",
      description = "Any DynamoDB-compatible endpoint, e.g. http://localhost:8000 (dummy credentials; region"
          + " us-east-1 unless --region).")
  URI endpoint;

  @Option(names = "--aws",
      description = "Real Amazon DynamoDB, with the default credentials chain and region (or --region)."
          + " It creates a pay-per-request table per story and deletes it at the end unless --keep.")
  boolean aws;

  @Option(names = "--region", paramLabel = "REGION",
      description = "Region for --endpoint (default us-east-1) or --aws (default: the SDK's region chain).")
  String region;

  @Option(names = "--table", paramLabel = "NAME",
      description = "Table name: NAME for one-to-many, NAME-school for many-to-many, NAME-hot for"
          + " hot-partitions, NAME-shop for shop, NAME-read-model for read-model, NAME-inspect for inspect. Default:"
          + " control-plane-sample-<random>,"
          + " school-sample-<random>, control-plane-hot-sample-<random>, shop-sample-<random> and"
          + " shop-read-model-sample-<random>, new names every run, so runs against real DynamoDB never"
          + " collide with each other or with an existing table.")
  String tableName;

  @Option(names = "--projects", paramLabel = "N", defaultValue = "42",
      description = "one-to-many: projects in workspace acme, 1 to 9999 (default: ${DEFAULT-VALUE}).")
  int projectCount;

  @Option(names = "--tenant-projects", paramLabel = "N", defaultValue = "300",
      description = "hot-partitions: projects of tenant megacorp, 1 to 9999 (default: ${DEFAULT-VALUE}).")
  int tenantProjectCount;

  @Option(names = "--page-size", paramLabel = "N", defaultValue = "10",
      description = "Items per page when listing (and per Scan page for inspect), 1 to 1000 (default:"
          + " ${DEFAULT-VALUE}).")
  int pageSize;

  @Option(names = "--inspect-table", paramLabel = "NAME",
      description = "inspect: read this existing table (a school table: PK/SK, _type) instead of writing one of its"
          + " own; nothing is written or deleted.")
  String inspectTable;

  @Option(names = "--scan-pages", paramLabel = "N", defaultValue = "" + InspectStory.DEFAULT_SCAN_PAGES,
      description = "inspect: Scan pages read at most, 1 to 1000, each of --page-size items (default:"
          + " ${DEFAULT-VALUE}).")
  int scanPages;

  @Option(names = "--keep", description = "Do not delete the tables at the end.")
  boolean keep;

  @Spec
  CommandSpec spec;

  private final PrintStream out;
  private final PrintStream err;
  private RequestMeter meter;

  /** The values of --story, for --help. */
  static final class StoryNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      List<String> names = new java.util.ArrayList<>(STORIES);
      names.addAll(NAMED_ONLY);
      names.add(ALL);
      return names.iterator();
    }
  }

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
    boolean builtInDynalite = !aws && endpoint == null && serverKind() == TestServerKind.DYNALITE;
    if (builtInDynalite && ReadModelStory.NAME.equals(story)) {
      err.println("partitura-sample: " + NO_STREAMS_ON_DYNALITE + ".");
      return 1;
    }
    List<String> stories = ALL.equals(story) ? STORIES : List.of(story);
    if (builtInDynalite && ALL.equals(story)) {
      stories = STORIES.stream().filter(name -> !ReadModelStory.NAME.equals(name)).toList();
    }
    String suffix = randomSuffix();
    long started = System.nanoTime();
    meter = new RequestMeter();
    TestServer server = null;
    DynamoDbClient dynamo = null;
    DynamoDbStreamsClient streams = null;
    ShopStory.Transactions transactions;
    try {
      if (aws) {
        dynamo = awsClient();
        out.println("Backend:  Amazon DynamoDB, region " + dynamo.serviceClientConfiguration().region()
            + " (default credentials chain)");
        transactions = ShopStory.Transactions.SENT;
      } else if (endpoint != null) {
        dynamo = endpointClient();
        out.println("Backend:  " + endpoint + " (dummy credentials, region "
            + dynamo.serviceClientConfiguration().region() + ")");
        transactions = ShopStory.Transactions.TRIED;
      } else {
        TestServerKind kind = serverKind();
        out.println("Backend:  starting " + serverName(kind) + " (" + (kind == TestServerKind.MOTO
            ? "moto_server, an in-memory mock of AWS that serves DynamoDB's transactions too"
            : "in-memory DynamoDB-compatible server") + ") ...");
        server = kind.start();
        dynamo = server.newClient(meter);
        out.println("          " + serverName(kind) + " runs at " + server.endpoint() + " (pid "
            + server.processHandle().pid() + "); it stops when the app exits");
        transactions = kind.serves("TransactWriteItems")
            ? ShopStory.Transactions.SENT : ShopStory.Transactions.SHOWN;
        if (transactions == ShopStory.Transactions.SHOWN && stories.contains(ShopStory.NAME)) {
          out.println("          " + serverName(kind) + " has no TransactWriteItems: the shop story shows its"
              + " transactional steps without sending them (--server moto sends them)");
        }
      }
      out.println("Stories:  " + String.join(", ", stories) + (ALL.equals(story)
          ? " (--story NAME plays one)" : ""));
      if (ALL.equals(story) && !stories.contains(ReadModelStory.NAME)) {
        out.println("          not read-model: dynalite has no DynamoDB Streams (--server moto plays it)");
      }
      out.println("Tables:   a fresh one per story" + (tableName == null
          ? ", with a random suffix (" + suffix + "), so runs never collide; --table NAME to choose the names"
          : ""));

      Narrator narrator = new Narrator(out, meter);
      for (int i = 0; i < stories.size(); i++) {
        String name = stories.get(i);
        String table = tableName(name, suffix);
        boolean created = false;
        try {
          switch (name) {
            case OneToManyStory.NAME -> {
              OneToManyStory play = new OneToManyStory(narrator, controlPlane(dynamo, table), projectCount, pageSize);
              narrator.beginStory(i + 1, stories.size(), name, OneToManyStory.headline(projectCount, pageSize));
              out.println("Table:    " + table);
              play.createTable();
              created = true;
              play.play();
            }
            case ManyToManyStory.NAME -> {
              if (ARTICLE.equals(layout)) {
                ArticleSchoolTable school = ArticleSchoolTable.builder().client(dynamo).tableName(table).listener(meter)
                    .build();
                ManyToManyArticleStory play = new ManyToManyArticleStory(narrator, school, pageSize);
                narrator.beginStory(i + 1, stories.size(), name, ManyToManyArticleStory.headline());
                out.println("Table:    " + table);
                play.createTable();
                created = true;
                play.play();
              } else {
                SchoolTable school = SchoolTable.builder().client(dynamo).tableName(table).listener(meter).build();
                ManyToManyStory play = new ManyToManyStory(narrator, school, pageSize);
                narrator.beginStory(i + 1, stories.size(), name, ManyToManyStory.headline());
                out.println("Table:    " + table);
                play.createTable();
                created = true;
                play.play();
              }
            }
            case HotPartitionsStory.NAME -> {
              HotPartitionsStory play = new HotPartitionsStory(narrator, controlPlane(dynamo, table),
                  tenantProjectCount, pageSize);
              narrator.beginStory(i + 1, stories.size(), name,
                  HotPartitionsStory.headline(tenantProjectCount, pageSize));
              out.println("Table:    " + table);
              play.createTable();
              created = true;
              play.play();
            }
            case ShopStory.NAME -> {
              ShopTable shop = ShopTable.builder().client(dynamo).tableName(table).listener(meter).build();
              ShopStory play = new ShopStory(narrator, shop, pageSize, transactions);
              narrator.beginStory(i + 1, stories.size(), name, ShopStory.headline(pageSize));
              out.println("Table:    " + table);
              play.createTable();
              created = true;
              play.play();
            }
            case InspectStory.NAME -> {
              SchoolTable school = SchoolTable.builder().client(dynamo).tableName(table).listener(meter).build();
              InspectStory play = new InspectStory(narrator, school, dynamo, pageSize, scanPages);
              narrator.beginStory(i + 1, stories.size(), name, InspectStory.headline(inspectTable != null));
              if (inspectTable != null) {
                out.println("Table:    " + table + " (existing: read, never written or deleted)");
                play.inspectAll();
              } else {
                out.println("Table:    " + table);
                play.createTable();
                created = true;
                play.play();
              }
            }
            case ReadModelStory.NAME -> {
              ShopTable shop = ShopTable.builder().client(dynamo).tableName(table).listener(meter).build();
              if (streams == null) {
                streams = streamsClient(server);
              }
              DynamoDbStreamsClient streamsApi = streams;
              ReadModelStory play = new ReadModelStory(narrator, shop, dynamo,
                  streamArn -> new StreamTail(streamsApi, streamArn));
              narrator.beginStory(i + 1, stories.size(), name, ReadModelStory.headline());
              out.println("Table:    " + table);
              play.createTable();
              created = true;
              play.play();
            }
            default -> throw new IllegalStateException("no story " + name);
          }
          narrator.endStory();
        } finally {
          if (created) {
            dropTable(dynamo, table, server);
          }
        }
      }
      narrator.printStoryTotals();
      printSchemaFiles(stories);
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
      if (streams != null) {
        streams.close();
      }
      if (dynamo != null) {
        dynamo.close();
      }
      if (server != null) {
        server.close();
        out.println("Stopped " + serverName(server.kind()) + " at " + server.endpoint() + ".");
      }
    }
  }

  private ControlPlaneTable controlPlane(DynamoDbClient dynamo, String table) {
    return ControlPlaneTable.builder().client(dynamo).tableName(table).listener(meter).build();
  }

  /** The story's table: from --table NAME, or a default with this run's random suffix. */
  String tableName(String storyName, String suffix) {
    return switch (storyName) {
      case OneToManyStory.NAME -> tableName != null ? tableName : "control-plane-sample-" + suffix;
      case ManyToManyStory.NAME -> tableName != null ? tableName + "-school"
          : (ARTICLE.equals(layout) ? "school-article-sample-" : "school-sample-") + suffix;
      case HotPartitionsStory.NAME -> tableName != null ? tableName + "-hot" : "control-plane-hot-sample-" + suffix;
      case ShopStory.NAME -> tableName != null ? tableName + "-shop" : "shop-sample-" + suffix;
      case ReadModelStory.NAME -> tableName != null ? tableName + "-read-model" : "shop-read-model-sample-" + suffix;
      case InspectStory.NAME -> inspectTable != null ? inspectTable
          : tableName != null ? tableName + "-inspect" : "school-inspect-sample-" + suffix;
      default -> throw new IllegalArgumentException(storyName);
    };
  }

  private void dropTable(DynamoDbClient dynamo, String table, TestServer inMemory) {
    out.println();
    if (keep) {
      out.println("Kept table " + table + " (--keep)" + (inMemory != null
          ? "; " + serverName(inMemory.kind()) + " keeps it in memory, so it goes when the server stops." : "."));
      return;
    }
    try {
      dynamo.deleteTable(b -> b.tableName(table));
      out.println("Deleted table " + table + " (--keep keeps it).");
    } catch (SdkException e) {
      err.println("partitura-sample: could not delete table " + table + ": " + e.getMessage());
    }
  }

  // ---------------------------------------------------------------- backends

  private void validate() {
    if (builtInServer != null && !SERVERS.contains(builtInServer)) {
      throw new ParameterException(spec.commandLine(), "--server must be one of " + String.join(", ", SERVERS)
          + ", was \"" + builtInServer + "\"");
    }
    if (builtInServer != null && (aws || endpoint != null)) {
      throw new ParameterException(spec.commandLine(), "--server names the built-in server to start; --aws and"
          + " --endpoint name a server that runs already: give one of them");
    }
    if (aws && endpoint != null) {
      throw new ParameterException(spec.commandLine(), "--aws and --endpoint exclude each other: --aws means"
          + " Amazon's own endpoint for the region; --endpoint names another one");
    }
    if (region != null && !aws && endpoint == null) {
      throw new ParameterException(spec.commandLine(), "--region applies to --endpoint or --aws; the built-in"
          + " servers have no region");
    }
    if (projectCount < 1 || projectCount > 9999) {
      throw new ParameterException(spec.commandLine(), "--projects must be between 1 and 9999 (the ids are"
          + " 2026-0001 to 2026-9999), was " + projectCount);
    }
    if (pageSize < 1 || pageSize > 1000) {
      throw new ParameterException(spec.commandLine(), "--page-size must be between 1 and 1000, was " + pageSize);
    }
    if (tableName != null && !tableName.matches("[A-Za-z0-9_.-]{3,244}")) {
      throw new ParameterException(spec.commandLine(), "--table must be 3 to 244 characters of A-Z, a-z, 0-9,"
          + " '_', '-' and '.' (the stories add -school, -hot, -shop and -read-model), was \"" + tableName + "\"");
    }
    if (tenantProjectCount < 1 || tenantProjectCount > 9999) {
      throw new ParameterException(spec.commandLine(), "--tenant-projects must be between 1 and 9999 (the ids"
          + " are 2026-0001 to 2026-9999), was " + tenantProjectCount);
    }
    if (!ALL.equals(story) && !STORIES.contains(story) && !NAMED_ONLY.contains(story)) {
      throw new ParameterException(spec.commandLine(), "--story must be one of " + String.join(", ", STORIES)
          + ", " + String.join(", ", NAMED_ONLY) + " or " + ALL + ", was \"" + story + "\"");
    }
    if (!PREFIXED.equals(layout) && !ARTICLE.equals(layout)) {
      throw new ParameterException(spec.commandLine(), "--layout must be " + PREFIXED + " or " + ARTICLE + ", was \""
          + layout + "\"");
    }
    if (ARTICLE.equals(layout) && !ALL.equals(story) && !ManyToManyStory.NAME.equals(story)) {
      throw new ParameterException(spec.commandLine(), "--layout chooses the keys of the " + ManyToManyStory.NAME
          + " story; give --story " + ManyToManyStory.NAME + " (or all) with it");
    }
    if (inspectTable != null && !InspectStory.NAME.equals(story)) {
      throw new ParameterException(spec.commandLine(), "--inspect-table names the table --story "
          + InspectStory.NAME + " reads; give --story " + InspectStory.NAME + " with it");
    }
    if (inspectTable != null && !aws && endpoint == null) {
      throw new ParameterException(spec.commandLine(), "--inspect-table reads a table that exists already: give"
          + " the server that holds it with --endpoint URL or --aws (a built-in server starts empty)");
    }
    if (inspectTable != null && !inspectTable.matches("[A-Za-z0-9_.-]{3,255}")) {
      throw new ParameterException(spec.commandLine(), "--inspect-table must be a DynamoDB table name: 3 to 255"
          + " characters of A-Z, a-z, 0-9, '_', '-' and '.', was \"" + inspectTable + "\"");
    }
    if (scanPages < 1 || scanPages > 1000) {
      throw new ParameterException(spec.commandLine(), "--scan-pages must be between 1 and 1000, was " + scanPages);
    }
  }

  static final List<String> SERVERS = List.of("dynalite", "moto");

  /** The built-in server --server names, dynalite when it names none. */
  private TestServerKind serverKind() {
    return "moto".equals(builtInServer) ? TestServerKind.MOTO : TestServerKind.DYNALITE;
  }

  private static String serverName(TestServerKind kind) {
    return kind.name().toLowerCase(Locale.ROOT);
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

  /** The DynamoDB Streams API of the same backend, counted by the same meter. */
  private DynamoDbStreamsClient streamsClient(TestServer server) {
    DynamoDbStreamsClientBuilder builder = DynamoDbStreamsClient.builder()
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .overrideConfiguration(c -> c.addExecutionInterceptor(meter));
    if (aws) {
      if (region != null) {
        builder.region(Region.of(region));
      }
      return builder.build();
    }
    return builder.endpointOverride(server != null ? server.endpoint() : endpoint)
        .region(Region.of(region != null ? region : "us-east-1"))
        .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("sample", "sample")))
        .build();
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
   * Where the processor put the schema files of the models these stories used (they ship in the jar),
   * and the access-pattern report of each: the design, generated from the same model as the code.
   */
  private void printSchemaFiles(List<String> stories) {
    java.util.Set<String> tables = new java.util.LinkedHashSet<>();
    for (String name : stories) {
      tables.add(switch (name) {
        case ManyToManyStory.NAME -> ARTICLE.equals(layout) ? ArticleSchoolTable.TABLE_NAME : SchoolTable.TABLE_NAME;
        case InspectStory.NAME -> SchoolTable.TABLE_NAME;
        case ShopStory.NAME, ReadModelStory.NAME -> ShopTable.TABLE_NAME;
        default -> ControlPlaneTable.TABLE_NAME;
      });
    }
    for (String table : tables) {
      String folder = SCHEMA_FILES + table + "/";
      java.net.URL report = SampleApp.class.getClassLoader().getResource(folder + "access-patterns.md");
      out.println();
      if (report == null) {
        out.println("Schema files of " + table + ": not on the class path (built with -Apartitura.schemaFiles=false?)");
        continue;
      }
      String location = report.toString();
      out.println("Schema files of " + table + ", written by the processor at compile time: "
          + location.substring(0, location.length() - "access-patterns.md".length()));
      out.println("  " + String.join(", ", SCHEMA_FILE_NAMES));
      out.println("Its access-pattern report (access-patterns.md):");
      out.println();
      try (java.io.InputStream in = report.openStream()) {
        new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().forEach(line -> out.println("  " + line));
      } catch (java.io.IOException e) {
        out.println("  (cannot read it: " + e.getMessage() + ")");
      }
    }
  }

  static final String SCHEMA_FILES = "META-INF/partitura/";
  static final List<String> SCHEMA_FILE_NAMES =
      List.of("cloudformation.json", "terraform.tf.json", "workbench.json", "access-patterns.md", "schema.json");

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
