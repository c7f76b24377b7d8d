package io.partitura.benchmarks.sharded;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import io.partitura.benchmarks.model.HotProject;
import io.partitura.benchmarks.model.HotProjectRepository;
import io.partitura.benchmarks.model.HotTable;
import io.partitura.benchmarks.model.HotWorkspace;
import io.partitura.benchmarks.model.Status;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Measurement 6 (issue 5): a sharded listing's parallel fan-out against the same listing run shard
 * by shard. One {@code @Parent(shards = 10)} workspace with {@value #PROJECTS} children in dynalite.
 *
 * <ul>
 *   <li><b>walk</b>: every page of {@value #PAGE_SIZE}, newest first. Parallel: the generated
 *       {@code hotProjects().inHotWorkspace(id).newestFirst().limit(25)}, whose {@code page(cursor)}
 *       asks each shard not yet exhausted for about its share of the page on the runtime's fan-out
 *       executor, k-way merges the answers and reads again only a shard that runs dry. Sequential:
 *       the same generated listing on a table whose fan-out executor runs every Query on the calling
 *       thread, so it sends the same requests (checked) one after another. The walk's requests per
 *       page and items read per item returned (from a {@code RequestListener}) are reported, and
 *       those of {@code stream()} walking everything.
 *   <li><b>all</b>: a sharded {@code Listing.all()} (each shard read whole, in parallel, then merged) against
 *       the same ten per-shard Queries without Limit sent one after another, then sorted and decoded.
 * </ul>
 *
 * <p>Both sides produce the same 2,000 records in the same order (checked before timing). For the
 * walk both run the same listing code (cursors included), so only the executor differs. Timed
 * interleaved, alternating which goes first.
 */
public final class ShardedFanOut {

  static final String TABLE = "bench-sharded-fan-out";
  static final String WORKSPACE = "acme";
  static final int PROJECTS = 2000;
  static final int PAGE_SIZE = 25;

  public record Result(double[] walkParallel, double[] walkSequential, double[] allParallel, double[] allSequential,
      int pages, int walkRequestsParallel, int walkRequestsSequential, int allRequestsParallel,
      int allRequestsSequential, int shards, int walkWarmup, int allWarmup, long walkItemsRead,
      int streamRequests, long streamItemsRead) {

    /** Items DynamoDB returned per item the walk returned: what the reads cost in read capacity. */
    public double itemsReadPerItemReturned() {
      return walkItemsRead / (double) PROJECTS;
    }

    public double requestsPerPage() {
      return walkRequestsParallel / (double) pages;
    }
  }

  /** Runs every task on the calling thread: the listing's own code, sending its Queries shard by shard. */
  static final class SameThread extends java.util.concurrent.AbstractExecutorService {
    @Override
    public void execute(Runnable task) {
      task.run();
    }

    @Override
    public void shutdown() {}

    @Override
    public List<Runnable> shutdownNow() {
      return List.of();
    }

    @Override
    public boolean isShutdown() {
      return false;
    }

    @Override
    public boolean isTerminated() {
      return false;
    }

    @Override
    public boolean awaitTermination(long timeout, java.util.concurrent.TimeUnit unit) {
      return false;
    }
  }

  private ShardedFanOut() {}

  public static Result run(DynaliteServer server, int walkWarmup, int walks, int allWarmup, int alls) {
    RequestCounter counter = new RequestCounter();
    try (DynamoDbClient dynamo = server.newClient(counter)) {
      java.util.concurrent.atomic.AtomicLong itemsRead = new java.util.concurrent.atomic.AtomicLong();
      HotTable db = HotTable.builder().client(dynamo).tableName(TABLE)
          .listener(event -> itemsRead.addAndGet(event.requestKind().equals("Query") ? event.itemCount() : 0))
          .build();
      Listing<HotProject, ?> shardByShard = HotTable.builder().client(dynamo).tableName(TABLE)
          .fanOutExecutor(new SameThread()).build()
          .hotProjects().inHotWorkspace(WORKSPACE).newestFirst().limit(PAGE_SIZE);
      db.createTable();
      List<Object> records = new ArrayList<>(PROJECTS + 1);
      records.add(new HotWorkspace(WORKSPACE, "Acme"));
      Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 1; i <= PROJECTS; i++) {
        records.add(new HotProject(WORKSPACE, String.format(Locale.ROOT, "2026-%05d", i), "Project " + i,
            Status.values()[i % 3], t0.plusSeconds(i), i % 17));
      }
      db.putAll(records);

      Listing<HotProject, ?> listing = db.hotProjects().inHotWorkspace(WORKSPACE).newestFirst().limit(PAGE_SIZE);
      List<QueryRequest> firstPage = new ArrayList<>();
      for (RequestDescription description : listing.describe().queries()) {
        firstPage.add((QueryRequest) description.sdkRequest());
      }
      int shards = firstPage.size();

      // Same records, same order, same requests, before anything is timed.
      List<String> expected = new ArrayList<>();
      for (int i = PROJECTS; i >= 1; i--) {
        expected.add(String.format(Locale.ROOT, "2026-%05d", i));
      }
      List<String> ids = new ArrayList<>();
      counter.reset();
      itemsRead.set(0);
      int pages = walkParallel(listing, ids);
      int walkRequestsParallel = counter.total();
      long walkItemsRead = itemsRead.get();
      check("parallel walk", expected, ids);
      ids.clear();
      counter.reset();
      int sequentialPages = walkParallel(shardByShard, ids);
      int walkRequestsSequential = counter.total();
      check("sequential walk", expected, ids);
      if (pages != sequentialPages || walkRequestsParallel != walkRequestsSequential) {
        throw new IllegalStateException("the two walks differ: " + pages + "/" + sequentialPages + " pages, "
            + walkRequestsParallel + "/" + walkRequestsSequential + " requests");
      }
      counter.reset();
      itemsRead.set(0);
      check("stream()", expected, listing.stream().map(HotProject::projectId).toList());
      int streamRequests = counter.total();
      long streamItemsRead = itemsRead.get();
      counter.reset();
      List<HotProject> all = listing.all();
      int allRequestsParallel = counter.total();
      check("all()", expected, all.stream().map(HotProject::projectId).toList());
      counter.reset();
      List<HotProject> allSequential = allSequential(dynamo, firstPage);
      int allRequestsSequential = counter.total();
      check("sequential all", expected, allSequential.stream().map(HotProject::projectId).toList());
      System.out.printf(Locale.ROOT, "  sharded: %d shards, %d pages, %d requests per walk (%.2f per page), "
          + "%d items read (%.2f per item returned); stream(): %d requests, %d items read; all(): %d requests%n",
          shards, pages, walkRequestsParallel, walkRequestsParallel / (double) pages, walkItemsRead,
          walkItemsRead / (double) PROJECTS, streamRequests, streamItemsRead, allRequestsParallel);

      long sink = 0;
      List<String> none = null;
      for (int i = 0; i < walkWarmup; i++) {
        sink += walkParallel(listing, none) + walkParallel(shardByShard, none);
      }
      double[] wp = new double[walks];
      double[] ws = new double[walks];
      for (int i = 0; i < walks; i++) {
        if (i % 2 == 0) {
          long a = System.nanoTime();
          sink += walkParallel(listing, none);
          long b = System.nanoTime();
          sink += walkParallel(shardByShard, none);
          long c = System.nanoTime();
          wp[i] = b - a;
          ws[i] = c - b;
        } else {
          long a = System.nanoTime();
          sink += walkParallel(shardByShard, none);
          long b = System.nanoTime();
          sink += walkParallel(listing, none);
          long c = System.nanoTime();
          ws[i] = b - a;
          wp[i] = c - b;
        }
      }
      System.out.printf(Locale.ROOT, "  sharded: %d walks each done%n", walks);

      for (int i = 0; i < allWarmup; i++) {
        sink += listing.all().size() + allSequential(dynamo, firstPage).size();
      }
      double[] ap = new double[alls];
      double[] as = new double[alls];
      for (int i = 0; i < alls; i++) {
        if (i % 2 == 0) {
          long a = System.nanoTime();
          sink += listing.all().size();
          long b = System.nanoTime();
          sink += allSequential(dynamo, firstPage).size();
          long c = System.nanoTime();
          ap[i] = b - a;
          as[i] = c - b;
        } else {
          long a = System.nanoTime();
          sink += allSequential(dynamo, firstPage).size();
          long b = System.nanoTime();
          sink += listing.all().size();
          long c = System.nanoTime();
          as[i] = b - a;
          ap[i] = c - b;
        }
      }
      System.out.printf(Locale.ROOT, "  sharded: %d all() each done (checksum %d)%n", alls, sink);
      return new Result(wp, ws, ap, as, pages, walkRequestsParallel, walkRequestsSequential, allRequestsParallel,
          allRequestsSequential, shards, walkWarmup, allWarmup, walkItemsRead, streamRequests, streamItemsRead);
    }
  }

  private static void check(String what, List<String> expected, List<String> actual) {
    if (!expected.equals(actual)) {
      throw new IllegalStateException(what + " does not return the " + PROJECTS + " projects newest first, once each");
    }
  }

  /** Every page through the generated listing; returns the page count. */
  static int walkParallel(Listing<HotProject, ?> listing, List<String> ids) {
    int pages = 0;
    String cursor = null;
    do {
      Page<HotProject> page = listing.page(cursor);
      pages++;
      if (ids != null) {
        page.items().forEach(p -> ids.add(p.projectId()));
      }
      cursor = page.nextCursor();
    } while (cursor != null);
    return pages;
  }

  /** Newest first: sort keys compared as UTF-8 bytes, as DynamoDB orders them, descending. */
  private static final Comparator<Map<String, AttributeValue>> NEWEST_FIRST =
      Comparator.<Map<String, AttributeValue>, String>comparing(item -> item.get("SK").s(), KeyCodec::compareUtf8)
          .reversed();

  /** {@code all()} shard by shard: each shard's Query without Limit, following LastEvaluatedKey; then sorted. */
  static List<HotProject> allSequential(DynamoDbClient dynamo, List<QueryRequest> firstPage) {
    List<Map<String, AttributeValue>> items = new ArrayList<>(PROJECTS);
    for (QueryRequest first : firstPage) {
      QueryRequest request = first.toBuilder().limit(null).build();
      while (true) {
        QueryResponse response = dynamo.query(request);
        items.addAll(response.items());
        if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
          break;
        }
        request = request.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
      }
    }
    items.sort(NEWEST_FIRST);
    List<HotProject> records = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      records.add(HotProjectRepository.Codec.INSTANCE.fromItem(item));
    }
    return records;
  }

  public static void report(Result r, Report report) {
    double wp = Stats.median(r.walkParallel());
    double ws = Stats.median(r.walkSequential());
    double ap = Stats.median(r.allParallel());
    double as = Stats.median(r.allSequential());
    report.row(new Report.Row(
        "6. Sharded listing (issue 5), " + r.shards() + " shards × " + String.format(Locale.ROOT, "%,d", PROJECTS)
            + " children: every page of " + PAGE_SIZE + ", newest first (ms per walk of " + r.pages()
            + " pages, median of " + r.walkParallel().length + ")",
        ms(wp) + " (parallel fan-out)", ms(ws) + " (same Queries shard by shard)", "—", "—",
        Stats.ratio(wp / ws), "—",
        "issue 5 sets no number: report sequential ÷ parallel (dynalite shares the 2 cores)", null,
        "sequential ÷ parallel **" + Stats.ratio(ws / wp) + "** (paired " + Stats.ratio(pairedRatio(r.walkSequential(),
            r.walkParallel())) + "); " + r.walkRequestsParallel() + " Queries per walk on both sides ("
            + Stats.fmt(r.requestsPerPage(), 2) + " a page), " + Stats.fmt(r.itemsReadPerItemReturned(), 2)
            + " items read per item returned"));
    report.row(new Report.Row(
        "6. Sharded listing: `all()`, each shard read whole (ms, median of " + r.allParallel().length + ")",
        ms(ap) + " (parallel)", ms(as) + " (shard by shard)", "—", "—",
        Stats.ratio(ap / as), "—", "— (reported)", null,
        "sequential ÷ parallel **" + Stats.ratio(as / ap) + "** (paired " + Stats.ratio(pairedRatio(r.allSequential(),
            r.allParallel())) + "); " + r.allRequestsParallel() + " Queries on both sides"));

    StringBuilder md = new StringBuilder();
    md.append("### 6. Sharded listing: parallel fan-out vs shard by shard (dynalite on loopback)\n\n");
    md.append("One `@Parent(shards = ").append(r.shards()).append(")` workspace with ")
        .append(String.format(Locale.ROOT, "%,d", PROJECTS)).append(" children in dynalite, same server, same ")
        .append("`DynamoDbClient` (testkit's, URL-connection HTTP client). **Walk**: every page of ").append(PAGE_SIZE)
        .append(", newest first, ").append(r.pages()).append(" pages; parallel is the generated ")
        .append("`hotProjects().inHotWorkspace(id).newestFirst().limit(25)` paging with `page(cursor)` (each shard not ")
        .append("yet exhausted asked for about its share of the page, on the runtime's fan-out executor, a k-way merge, ")
        .append("and a shard read again only when it runs dry); sequential is the same listing on a table whose fan-out ")
        .append("executor runs every Query on the calling thread, one after another. ")
        .append("**all()**: a sharded `Listing.all()` against the same ten Queries without Limit sent one after another, ")
        .append("then sorted and decoded. Both sides return the same 2,000 records in the same order and send the same ")
        .append("number of requests (checked before timing). Interleaved, alternating which goes first; ")
        .append(r.walkWarmup()).append(" untimed walks and ").append(r.allWarmup()).append(" untimed `all()` of each first.\n\n");
    md.append("| Listing | requests (each side) | parallel median (ms) | sequential median (ms) | sequential ÷ parallel | "
        + "median of paired ratios | parallel min–max (ms) | sequential min–max (ms) |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    detail(md, "walk: " + r.pages() + " pages of " + PAGE_SIZE + " (per page: "
        + ms(wp / r.pages()) + " vs " + ms(ws / r.pages()) + " ms)", r.walkRequestsParallel(), r.walkParallel(), r.walkSequential());
    detail(md, "`all()`", r.allRequestsParallel(), r.allParallel(), r.allSequential());
    md.append("\nWhat the walk reads: ").append(Stats.fmt(r.requestsPerPage(), 2)).append(" Queries per page (")
        .append(Stats.fmt(r.requestsPerPage() / r.shards(), 2)).append(" × shards) and ")
        .append(Stats.fmt(r.itemsReadPerItemReturned(), 2)).append(" items read per item returned (")
        .append(r.walkItemsRead()).append(" for ").append(PROJECTS).append("). `stream()` walking everything: ")
        .append(r.streamRequests()).append(" Queries, ").append(r.streamItemsRead()).append(" items read.\n");
    md.append("\ndynalite is one Node.js process (one thread; shard by shard, this walk ran at ")
        .append(Stats.fmt(r.walkRequestsSequential() / (ws / 1e9), 0))
        .append(" Queries/s) on the same 2 cores as the benchmark: ten parallel Queries queue at one server thread, "
        + "so the parallel gain measured here is "
        + "what overlapping the client's work and the round trips with the server's work gives, not what DynamoDB, "
        + "which serves the ten partitions independently, would give.\n");
    report.section(md.toString());
  }

  private static void detail(StringBuilder md, String what, int requests, double[] parallel, double[] sequential) {
    md.append("| ").append(what)
        .append(" | ").append(requests)
        .append(" | ").append(ms(Stats.median(parallel)))
        .append(" | ").append(ms(Stats.median(sequential)))
        .append(" | ").append(Stats.ratio(Stats.median(sequential) / Stats.median(parallel)))
        .append(" | ").append(Stats.ratio(pairedRatio(sequential, parallel)))
        .append(" | ").append(ms(Stats.percentile(parallel, 0))).append("–").append(ms(Stats.percentile(parallel, 100)))
        .append(" | ").append(ms(Stats.percentile(sequential, 0))).append("–").append(ms(Stats.percentile(sequential, 100)))
        .append(" |\n");
  }

  /** The median of a[i] ÷ b[i], each pair timed back to back. */
  static double pairedRatio(double[] a, double[] b) {
    double[] ratios = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      ratios[i] = a[i] / b[i];
    }
    return Stats.median(ratios);
  }

  private static String ms(double nanos) {
    return Stats.fmt(nanos / 1e6, 1);
  }
}
