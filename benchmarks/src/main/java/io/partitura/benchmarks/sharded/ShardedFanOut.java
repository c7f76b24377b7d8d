package io.partitura.benchmarks.sharded;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import io.partitura.benchmarks.model.HotProject;
import io.partitura.benchmarks.model.HotProjectCodec;
import io.partitura.benchmarks.model.HotTable;
import io.partitura.benchmarks.model.HotWorkspace;
import io.partitura.benchmarks.model.Status;
import io.partitura.runtime.Page;
import io.partitura.runtime.RequestDescription;
import io.partitura.runtime.ShardedListing;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
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
 *       sends one Query per shard not yet exhausted on the runtime's fan-out executor and k-way
 *       merges the answers. Sequential: the same QueryRequests (the listing's own first-page requests
 *       from {@code describe()}, with ExclusiveStartKey where a shard resumes) sent one after another
 *       on the same {@code DynamoDbClient}, merged the same way and decoded by the same generated
 *       codec, with the same per-shard resume rule, so both send the same requests (checked).
 *   <li><b>all</b>: {@code ShardedListing.all()} (each shard read whole, in parallel, then merged) against
 *       the same ten per-shard Queries without Limit sent one after another, then sorted and decoded.
 * </ul>
 *
 * <p>Both sides produce the same 2,000 records in the same order (checked before timing). The
 * sequential side skips Partitura's cursor encoding and decoding, which the parallel side pays: that
 * can only make the ratio smaller. Timed interleaved, alternating which goes first.
 */
public final class ShardedFanOut {

  static final String TABLE = "bench-sharded-fan-out";
  static final String WORKSPACE = "acme";
  static final int PROJECTS = 2000;
  static final int PAGE_SIZE = 25;

  public record Result(double[] walkParallel, double[] walkSequential, double[] allParallel, double[] allSequential,
      int pages, int walkRequestsParallel, int walkRequestsSequential, int allRequestsParallel,
      int allRequestsSequential, int shards, int walkWarmup, int allWarmup) {}

  private ShardedFanOut() {}

  public static Result run(DynaliteServer server, int walkWarmup, int walks, int allWarmup, int alls) {
    RequestCounter counter = new RequestCounter();
    try (DynamoDbClient dynamo = server.newClient(counter)) {
      HotTable db = HotTable.builder().client(dynamo).tableName(TABLE).build();
      db.createTable();
      List<Object> records = new ArrayList<>(PROJECTS + 1);
      records.add(new HotWorkspace(WORKSPACE, "Acme"));
      Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
      for (int i = 1; i <= PROJECTS; i++) {
        records.add(new HotProject(WORKSPACE, String.format(Locale.ROOT, "2026-%05d", i), "Project " + i,
            Status.values()[i % 3], t0.plusSeconds(i), i % 17));
      }
      db.putAll(records);

      ShardedListing<HotProject> listing = db.hotProjects().inHotWorkspace(WORKSPACE).newestFirst().limit(PAGE_SIZE);
      List<QueryRequest> firstPage = new ArrayList<>();
      for (RequestDescription description : listing.describe()) {
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
      int pages = walkParallel(listing, ids);
      int walkRequestsParallel = counter.total();
      check("parallel walk", expected, ids);
      ids.clear();
      counter.reset();
      int sequentialPages = walkSequential(dynamo, firstPage, ids);
      int walkRequestsSequential = counter.total();
      check("sequential walk", expected, ids);
      if (pages != sequentialPages || walkRequestsParallel != walkRequestsSequential) {
        throw new IllegalStateException("the two walks differ: " + pages + "/" + sequentialPages + " pages, "
            + walkRequestsParallel + "/" + walkRequestsSequential + " requests");
      }
      counter.reset();
      List<HotProject> all = listing.all();
      int allRequestsParallel = counter.total();
      check("all()", expected, all.stream().map(HotProject::projectId).toList());
      counter.reset();
      List<HotProject> allSequential = allSequential(dynamo, firstPage);
      int allRequestsSequential = counter.total();
      check("sequential all", expected, allSequential.stream().map(HotProject::projectId).toList());
      System.out.printf(Locale.ROOT, "  sharded: %d shards, %d pages, %d requests per walk; all(): %d requests%n",
          shards, pages, walkRequestsParallel, allRequestsParallel);

      long sink = 0;
      List<String> none = null;
      for (int i = 0; i < walkWarmup; i++) {
        sink += walkParallel(listing, none) + walkSequential(dynamo, firstPage, none);
      }
      double[] wp = new double[walks];
      double[] ws = new double[walks];
      for (int i = 0; i < walks; i++) {
        if (i % 2 == 0) {
          long a = System.nanoTime();
          sink += walkParallel(listing, none);
          long b = System.nanoTime();
          sink += walkSequential(dynamo, firstPage, none);
          long c = System.nanoTime();
          wp[i] = b - a;
          ws[i] = c - b;
        } else {
          long a = System.nanoTime();
          sink += walkSequential(dynamo, firstPage, none);
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
          allRequestsSequential, shards, walkWarmup, allWarmup);
    }
  }

  private static void check(String what, List<String> expected, List<String> actual) {
    if (!expected.equals(actual)) {
      throw new IllegalStateException(what + " does not return the " + PROJECTS + " projects newest first, once each");
    }
  }

  /** Every page through the generated listing; returns the page count. */
  static int walkParallel(ShardedListing<HotProject> listing, List<String> ids) {
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

  /**
   * The same walk, shard by shard: per page, one Query per shard not yet exhausted, one after
   * another, with the listing's rule for where each shard resumes (after the last item the page took
   * from it; where it was if the page took nothing; never again once it has given everything).
   */
  static int walkSequential(DynamoDbClient dynamo, List<QueryRequest> firstPage, List<String> ids) {
    int shards = firstPage.size();
    boolean[] exhausted = new boolean[shards];
    List<Map<String, AttributeValue>> resume = new ArrayList<>();
    for (int i = 0; i < shards; i++) {
      resume.add(null);
    }
    int pages = 0;
    while (true) {
      pages++;
      List<Integer> active = new ArrayList<>(shards);
      List<List<Map<String, AttributeValue>>> answers = new ArrayList<>(shards);
      List<Boolean> more = new ArrayList<>(shards);
      for (int shard = 0; shard < shards; shard++) {
        if (exhausted[shard]) {
          continue;
        }
        QueryRequest request = resume.get(shard) == null ? firstPage.get(shard)
            : firstPage.get(shard).toBuilder().exclusiveStartKey(resume.get(shard)).build();
        QueryResponse response = dynamo.query(request);
        active.add(shard);
        answers.add(response.items());
        more.add(response.items().size() > PAGE_SIZE
            || (response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()));
      }
      PriorityQueue<int[]> heads = new PriorityQueue<>((a, b) ->
          NEWEST_FIRST.compare(answers.get(a[0]).get(a[1]), answers.get(b[0]).get(b[1])));
      for (int i = 0; i < answers.size(); i++) {
        if (!answers.get(i).isEmpty()) {
          heads.add(new int[] {i, 0});
        }
      }
      List<HotProject> page = new ArrayList<>(PAGE_SIZE);
      int[] taken = new int[answers.size()];
      while (page.size() < PAGE_SIZE && !heads.isEmpty()) {
        int[] head = heads.poll();
        page.add(HotProjectCodec.INSTANCE.fromItem(answers.get(head[0]).get(head[1])));
        taken[head[0]] = head[1] + 1;
        if (head[1] + 1 < answers.get(head[0]).size()) {
          heads.add(new int[] {head[0], head[1] + 1});
        }
      }
      if (ids != null) {
        page.forEach(p -> ids.add(p.projectId()));
      }
      boolean anyLeft = false;
      for (int i = 0; i < active.size(); i++) {
        int shard = active.get(i);
        List<Map<String, AttributeValue>> answer = answers.get(i);
        if (taken[i] == 0) {
          boolean empty = answer.isEmpty() && !more.get(i);
          exhausted[shard] = empty;
          anyLeft |= !empty;
        } else if (taken[i] == answer.size() && !more.get(i)) {
          exhausted[shard] = true;
        } else {
          Map<String, AttributeValue> last = answer.get(taken[i] - 1);
          Map<String, AttributeValue> key = new LinkedHashMap<>(4);
          key.put("PK", last.get("PK"));
          key.put("SK", last.get("SK"));
          resume.set(shard, key);
          anyLeft = true;
        }
      }
      if (!anyLeft) {
        return pages;
      }
    }
  }

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
      records.add(HotProjectCodec.INSTANCE.fromItem(item));
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
            r.walkParallel())) + "); " + r.walkRequestsParallel() + " Queries per walk on both sides"));
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
        .append("`hotProjects().inHotWorkspace(id).newestFirst().limit(25)` paging with `page(cursor)` (one Query per ")
        .append("shard not yet exhausted, on the runtime's fan-out executor, then a k-way merge); sequential sends the ")
        .append("listing's own per-shard QueryRequests (from `describe()`, plus ExclusiveStartKey where a shard resumes) ")
        .append("one after another and merges and decodes them the same way (without Partitura's cursor encoding). ")
        .append("**all()**: `ShardedListing.all()` against the same ten Queries without Limit sent one after another, ")
        .append("then sorted and decoded. Both sides return the same 2,000 records in the same order and send the same ")
        .append("number of requests (checked before timing). Interleaved, alternating which goes first; ")
        .append(r.walkWarmup()).append(" untimed walks and ").append(r.allWarmup()).append(" untimed `all()` of each first.\n\n");
    md.append("| Listing | requests (each side) | parallel median (ms) | sequential median (ms) | sequential ÷ parallel | "
        + "median of paired ratios | parallel min–max (ms) | sequential min–max (ms) |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|\n");
    detail(md, "walk: " + r.pages() + " pages of " + PAGE_SIZE + " (per page: "
        + ms(wp / r.pages()) + " vs " + ms(ws / r.pages()) + " ms)", r.walkRequestsParallel(), r.walkParallel(), r.walkSequential());
    detail(md, "`all()`", r.allRequestsParallel(), r.allParallel(), r.allSequential());
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
