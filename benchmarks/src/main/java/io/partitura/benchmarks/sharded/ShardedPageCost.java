package io.partitura.benchmarks.sharded;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import io.partitura.benchmarks.model.ColdProject;
import io.partitura.benchmarks.model.ColdWorkspace;
import io.partitura.benchmarks.model.HotProject;
import io.partitura.benchmarks.model.HotProjectRepository;
import io.partitura.benchmarks.model.HotTable;
import io.partitura.benchmarks.model.HotWorkspace;
import io.partitura.benchmarks.model.OrderStatus;
import io.partitura.benchmarks.model.ShardedOrder;
import io.partitura.benchmarks.model.ShardedOrderRepository;
import io.partitura.benchmarks.model.Status;
import io.partitura.benchmarks.model.UnshardedOrder;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.client.RequestListener;
import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteServer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Measurement 7 (issue 23, point 8): what one page of a sharded listing costs against the same page
 * unsharded, in read capacity and in sequential round trips. Every page of {@value #PAGE_SIZE}, newest
 * first, over {@value #ITEMS} items, for three listings, each against its unsharded twin holding the
 * same items:
 *
 * <ul>
 *   <li>a collection sharded 10 ways ({@code hotProjects().inHotWorkspace(id)} against {@code
 *       coldProjects().inColdWorkspace(id)});
 *   <li>a status listing through an index sharded 4 ways ({@code shardedOrders().byStatus(PLACED)}
 *       against {@code unshardedOrders().byStatus(PLACED)}), items of about 290 bytes;
 *   <li>the same status listing over items of about 1.3 KB ({@code SHIPPED} orders carry a 1,000-character note).
 * </ul>
 *
 * <p><b>Read capacity</b> is what dynalite reports in {@code ConsumedCapacity} (every Query asks for
 * it), computed as DynamoDB bills it: per request, the items read rounded up to 4 KB, half a unit
 * each for an eventually consistent read. <b>Sequential round trips</b> per page are counted exactly,
 * not timed: the table's fan-out executor runs nothing, so the listing's calling thread runs every
 * Query itself (FanOut's fallback), and a page's requests come in rounds, each a burst of hand-overs
 * to the executor followed by their Queries; a round of one Query hands nothing over. A round is one
 * round trip when the executor runs its Queries in parallel.
 */
public final class ShardedPageCost {

  static final String TABLE = "bench-sharded-page-cost";
  static final String WORKSPACE = "acme";
  static final int ITEMS = 2000;
  static final int PAGE_SIZE = 25;
  static final int LARGE_PAGE_SIZE = 100;
  static final int LARGE_NOTE = 1000;

  /** One walk of every page of a listing. */
  public record Walk(int shards, int pages, int items, int queries, double capacityUnits, long itemsRead,
      double meanRounds, int maxRounds, int shortPages) {

    double capacityPerPage() {
      return capacityUnits / pages;
    }

    double queriesPerPage() {
      return queries / (double) pages;
    }
  }

  /** A sharded listing and its unsharded twin, walked over the same items. */
  public record Comparison(String listing, Walk sharded, Walk unsharded) {

    double capacityRatio() {
      return sharded.capacityPerPage() / unsharded.capacityPerPage();
    }
  }

  public record Result(List<Comparison> comparisons) {}

  /** The stored size of a sample item of each listing, for the report. */
  private static String sizes = "";

  private ShardedPageCost() {}

  /**
   * Records, in order, each hand-over to the fan-out executor ({@code E}, dropped: the caller then runs the
   * read itself) and each Query sent ({@code Q}), with the capacity and items each Query read.
   */
  static final class Recorder extends AbstractExecutorService implements RequestListener {
    private final List<Character> events = Collections.synchronizedList(new ArrayList<>());
    private double capacityUnits;
    private long itemsRead;
    private int queries;

    @Override
    public void execute(Runnable read) {
      events.add('E'); // not run: FanOut's caller runs every read no executor thread claimed
    }

    @Override
    public synchronized void onRequest(RequestEvent event) {
      if (event.requestKind().equals("Query")) {
        events.add('Q');
        queries++;
        itemsRead += event.itemCount();
        capacityUnits += event.consumedCapacityUnits() == null ? 0 : event.consumedCapacityUnits();
      }
    }

    synchronized void reset() {
      events.clear();
      capacityUnits = 0;
      itemsRead = 0;
      queries = 0;
    }

    /** The rounds of requests since the last reset: a burst of n hand-overs and its n Queries, or one lone Query. */
    synchronized int rounds() {
      int rounds = 0;
      int pending = 0;
      char previous = ' ';
      for (char event : events) {
        if (event == 'E') {
          if (previous != 'E') {
            rounds++;
          }
          pending++;
        } else if (pending > 0) {
          pending--;
        } else {
          rounds++;
        }
        previous = event;
      }
      return rounds;
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
    public boolean awaitTermination(long timeout, TimeUnit unit) {
      return false;
    }
  }

  public static Result run(DynaliteServer server) {
    Recorder recorder = new Recorder();
    try (DynamoDbClient dynamo = server.newClient()) {
      HotTable db = HotTable.builder().client(dynamo).tableName(TABLE).listener(recorder).fanOutExecutor(recorder)
          .build();
      db.createTable();
      List<Object> records = new ArrayList<>();
      records.add(new HotWorkspace(WORKSPACE, "Acme"));
      records.add(new ColdWorkspace(WORKSPACE, "Acme"));
      Instant t0 = Instant.parse("2026-01-01T00:00:00Z");
      String large = "n".repeat(LARGE_NOTE);
      // Order ids as an application makes them (random, like UUIDs), so that their shards are as a hash spreads
      // them: sequential ids would fall round-robin over 4 shards (FNV-1a modulo a power of two follows the
      // low bits of each byte), an evenness real ids do not have. Seeded: every run lists the same items.
      Random random = new Random(23);
      for (int i = 1; i <= ITEMS; i++) {
        String id = String.format(Locale.ROOT, "2026-%05d", i);
        records.add(new HotProject(WORKSPACE, id, "Project " + i, Status.values()[i % 3], t0.plusSeconds(i), i % 17));
        records.add(new ColdProject(WORKSPACE, id, "Project " + i, Status.values()[i % 3], t0.plusSeconds(i), i % 17));
        for (OrderStatus status : OrderStatus.values()) {
          String orderId = status.name().charAt(0) + "-" + new UUID(random.nextLong(), random.nextLong());
          String note = status == OrderStatus.SHIPPED ? large : "";
          records.add(new ShardedOrder(orderId, "c-" + (i % 97), status, t0.plusSeconds(i), 100L * i, note));
          records.add(new UnshardedOrder(orderId, "c-" + (i % 97), status, t0.plusSeconds(i), 100L * i, note));
        }
      }
      db.putAll(records);
      System.out.printf(Locale.ROOT, "  page cost: %,d items loaded%n", records.size());
      // The items as stored (index keys included), in bytes as DynamoDB sizes them: what each read unit holds.
      sizes = String.format(Locale.ROOT, "a project %d bytes, a PLACED order %d, a SHIPPED order %d",
          ItemSize.of(HotProjectRepository.Codec.INSTANCE.toItem((HotProject) records.get(2))),
          ItemSize.of(ShardedOrderRepository.Codec.INSTANCE.toItem((ShardedOrder) records.get(4))),
          ItemSize.of(ShardedOrderRepository.Codec.INSTANCE.toItem((ShardedOrder) records.get(6))));
      System.out.println("  page cost: item sizes: " + sizes);

      List<Comparison> comparisons = new ArrayList<>();
      comparisons.add(compare("collection, 10 shards, items of about 150 bytes", PAGE_SIZE, recorder,
          db.hotProjects().inHotWorkspace(WORKSPACE).newestFirst(), HotProject::projectId,
          db.coldProjects().inColdWorkspace(WORKSPACE).newestFirst(), ColdProject::projectId));
      for (OrderStatus status : OrderStatus.values()) {
        String size = status == OrderStatus.SHIPPED ? "about 1.3 KB" : "about 290 bytes";
        comparisons.add(compare("status index, 4 shards, items of " + size, PAGE_SIZE, recorder,
            db.shardedOrders().byStatus(status).newestFirst(), ShardedOrder::orderId,
            db.unshardedOrders().byStatus(status).newestFirst(), UnshardedOrder::orderId));
      }
      // Larger pages spread the per-request rounding over more items.
      comparisons.add(compare("status index, 4 shards, items of about 1.3 KB, pages of " + LARGE_PAGE_SIZE,
          LARGE_PAGE_SIZE, recorder, db.shardedOrders().byStatus(OrderStatus.SHIPPED).newestFirst(),
          ShardedOrder::orderId, db.unshardedOrders().byStatus(OrderStatus.SHIPPED).newestFirst(),
          UnshardedOrder::orderId));
      for (Comparison c : comparisons) {
        System.out.printf(Locale.ROOT, "  page cost, %s: %.3f ÷ %.3f capacity units a page = %.2f×; %.2f Queries and "
                + "%.2f round trips a page (at most %d)%n", c.listing(), c.sharded().capacityPerPage(),
            c.unsharded().capacityPerPage(), c.capacityRatio(), c.sharded().queriesPerPage(),
            c.sharded().meanRounds(), c.sharded().maxRounds());
      }
      return new Result(comparisons);
    }
  }

  private static <S, U> Comparison compare(String what, int pageSize, Recorder recorder, Listing<S, ?> sharded,
      Function<S, String> shardedId, Listing<U, ?> unsharded, Function<U, String> unshardedId) {
    List<String> shardedIds = new ArrayList<>();
    List<String> unshardedIds = new ArrayList<>();
    Walk s = walk(recorder, sharded.limit(pageSize), pageSize, shardedId, shardedIds);
    Walk u = walk(recorder, unsharded.limit(pageSize), pageSize, unshardedId, unshardedIds);
    if (!shardedIds.equals(unshardedIds) || shardedIds.size() != ITEMS) {
      throw new IllegalStateException(what + ": the sharded listing does not return the " + ITEMS
          + " items of the unsharded one in its order");
    }
    return new Comparison(what, s, u);
  }

  private static <T> Walk walk(Recorder recorder, Listing<T, ?> listing, int pageSize, Function<T, String> id,
      List<String> ids) {
    int pages = 0;
    int queries = 0;
    double capacity = 0;
    long itemsRead = 0;
    int rounds = 0;
    int maxRounds = 0;
    int shortPages = 0;
    String cursor = null;
    do {
      recorder.reset();
      Page<T> page = listing.page(cursor);
      pages++;
      page.items().forEach(item -> ids.add(id.apply(item)));
      if (page.items().size() < pageSize && page.hasNext()) {
        shortPages++;
      }
      synchronized (recorder) {
        queries += recorder.queries;
        capacity += recorder.capacityUnits;
        itemsRead += recorder.itemsRead;
        int pageRounds = recorder.rounds();
        rounds += pageRounds;
        maxRounds = Math.max(maxRounds, pageRounds);
      }
      cursor = page.nextCursor();
    } while (cursor != null);
    return new Walk(listing.shardCount(), pages, ids.size(), queries, capacity, itemsRead, rounds / (double) pages,
        maxRounds, shortPages);
  }

  public static void report(Result r, Report report) {
    for (Comparison c : r.comparisons()) {
      boolean met = c.capacityRatio() <= 1.25 && c.sharded().maxRounds() <= 2;
      report.row(new Report.Row(
          "7. Sharded page cost (issue 23): " + c.listing()
              + (c.listing().contains("pages of") ? "" : ", pages of " + PAGE_SIZE)
              + " (read capacity units a page, sharded ÷ unsharded)",
          Stats.fmt(c.sharded().capacityPerPage(), 3) + " (" + c.sharded().shards() + " shards)",
          Stats.fmt(c.unsharded().capacityPerPage(), 3) + " (unsharded)", "—", "—",
          Stats.ratio(c.capacityRatio()), "—",
          "≤ 1.25× the unsharded capacity a page, ≤ 2 sequential round trips a page", met,
          Stats.ratio(c.capacityRatio()) + " capacity, "
              + Stats.fmt(c.sharded().meanRounds(), 2) + " round trips a page (at most " + c.sharded().maxRounds()
              + "), " + Stats.fmt(c.sharded().queriesPerPage(), 2) + " Queries a page"));
    }
    StringBuilder md = new StringBuilder();
    md.append("### 7. Sharded page cost: read capacity and round trips, sharded vs unsharded (dynalite)\n\n");
    md.append("Every page of ").append(PAGE_SIZE).append(" (unless the row says otherwise), newest first, over ")
        .append(String.format(Locale.ROOT, "%,d", ITEMS)).append(" items, each sharded listing against its unsharded ")
        .append("twin holding the same items (checked: same items, same order). Capacity is dynalite's ")
        .append("`ConsumedCapacity` (per request, items read rounded up to 4 KB, half a unit each, eventually ")
        .append("consistent). Round trips are counted, not timed: the fan-out executor runs nothing, so the ")
        .append("calling thread sends each round's Queries itself, and a round (one burst of hand-overs, or one ")
        .append("lone Query) is one round trip when run in parallel. Item sizes as stored: ").append(sizes)
        .append(".\n\n");
    md.append("| listing | side | pages | Queries a page | capacity units a page | sharded ÷ unsharded | "
        + "items read per item returned | round trips a page (mean / max) | short pages |\n");
    md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
    for (Comparison c : r.comparisons()) {
      row(md, c.listing(), c.sharded().shards() + " shards", c.sharded(), Stats.ratio(c.capacityRatio()));
      row(md, "", "unsharded", c.unsharded(), "");
    }
    report.section(md.toString());
  }

  private static void row(StringBuilder md, String listing, String side, Walk w, String ratio) {
    md.append("| ").append(listing).append(" | ").append(side)
        .append(" | ").append(w.pages())
        .append(" | ").append(Stats.fmt(w.queriesPerPage(), 2))
        .append(" | ").append(Stats.fmt(w.capacityPerPage(), 3))
        .append(" | ").append(ratio)
        .append(" | ").append(Stats.fmt(w.itemsRead() / (double) w.items(), 2))
        .append(" | ").append(Stats.fmt(w.meanRounds(), 2)).append(" / ").append(w.maxRounds())
        .append(" | ").append(w.shortPages())
        .append(" |\n");
  }
}
