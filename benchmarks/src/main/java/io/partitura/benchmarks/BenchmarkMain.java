package io.partitura.benchmarks;

import io.partitura.benchmarks.coldstart.ColdStart;
import io.partitura.benchmarks.compile.CompileCost;
import io.partitura.benchmarks.counts.RequestCounts;
import io.partitura.benchmarks.mapping.ItemMapping;
import io.partitura.benchmarks.model.HandWrittenCreateXWorkspaceMapper;
import io.partitura.benchmarks.model.HandWrittenWorkspaceMapper;
import io.partitura.benchmarks.model.ImmutableWorkspace;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.benchmarks.model.WorkspaceBean;
import io.partitura.benchmarks.model.WorkspaceRepository;
import io.partitura.benchmarks.requests.RequestOverhead;
import io.partitura.benchmarks.sharded.ShardedFanOut;
import io.partitura.benchmarks.sharded.ShardedPageCost;
import io.partitura.testkit.DynaliteServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.core.util.VersionInfo;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runs the five measurements of issue 6, and measurement 6 (issue 5's sharded fan-out benchmark), and
 * writes {@code results.md}. See benchmarks/README.md.
 *
 * <pre>
 * java -jar benchmarks/target/partitura-benchmarks.jar [--out benchmarks/results.md] [--only 1,2,3,4,5,6,7] [--quick]
 * </pre>
 *
 * <p>Default settings, chosen so that the whole run stays under 10 minutes on 2 cores: JMH 1 fork,
 * 3 × 1 s warm-up, 5 × 1 s measurement per benchmark; 15 fresh JVMs per implementation for the cold
 * start; 500 warm-up, 2,000 get and 1,000 page iterations per side for the request overhead; 4 timed
 * javac runs per mode (6 modes: Partitura and Immutables, 3 each); for the sharded listing, 2 + 10 walks of every page and 10 + 40
 * {@code all()} per side. {@code --quick} shrinks all of them, for checking that everything runs; its
 * numbers are not worth keeping.
 */
public final class BenchmarkMain {

  private BenchmarkMain() {}

  public static void main(String[] args) throws Exception {
    Path out = Path.of("benchmarks", "results.md");
    Set<String> only = new LinkedHashSet<>(List.of("1", "2", "3", "4", "5", "6", "7"));
    boolean quick = false;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--out" -> out = Path.of(args[++i]);
        case "--only" -> only = new LinkedHashSet<>(List.of(args[++i].split(",")));
        case "--quick" -> quick = true;
        default -> {
          System.err.println("usage: BenchmarkMain [--out results.md] [--only 1,2,3,4,5,6,7] [--quick]");
          System.exit(2);
        }
      }
    }
    int jmhForks = 1;
    int jmhWarmup = quick ? 1 : 3;
    int jmhMeasurement = quick ? 2 : 5;
    int coldProcesses = quick ? 3 : 15;
    int requestWarmup = quick ? 50 : 500;
    int getIterations = quick ? 200 : 2000;
    int pageIterations = quick ? 100 : 1000;
    int compileRuns = quick ? 1 : 4;
    int shardedWalkWarmup = quick ? 1 : 2;
    int shardedWalks = quick ? 3 : 10;
    int shardedAllWarmup = quick ? 3 : 10;
    int shardedAlls = quick ? 10 : 40;

    long started = System.nanoTime();
    String loadBefore = loadAverage();
    checkSameItems();
    Report report = new Report();
    List<String> failures = new ArrayList<>();

    if (only.contains("1")) {
      phase("1. item mapping (JMH)");
      try {
        Map<String, ItemMapping.Measured> measured = ItemMapping.run(jmhForks, jmhWarmup, jmhMeasurement);
        ItemMapping.report(measured, String.format(Locale.ROOT,
            "JMH 1.37, mode AverageTime, %d fork, %d × 1 s warm-up, %d × 1 s measurement iterations per benchmark, "
                + "1 thread, `-prof gc`, default JVM flags. \"median\" is the median of the measurement iterations.",
            jmhForks, jmhWarmup, jmhMeasurement), report);
      } catch (Exception | Error e) {
        fail(failures, "1", e);
      }
    }
    if (only.contains("2")) {
      phase("2. schema cold start (" + coldProcesses + " fresh JVMs per implementation)");
      try {
        ColdStart.report(ColdStart.run(coldProcesses), coldProcesses, report);
      } catch (Exception | Error e) {
        fail(failures, "2", e);
      }
    }
    if (only.contains("4")) {
      phase("4. compile-time cost (" + compileRuns + " javac runs per mode)");
      try {
        CompileCost.report(CompileCost.run(compileRuns), report);
      } catch (Exception | Error e) {
        fail(failures, "4", e);
      }
    }
    if (only.contains("3") || only.contains("5") || only.contains("6") || only.contains("7")) {
      phase("starting dynalite");
      try (DynaliteServer server = DynaliteServer.start()) {
        if (only.contains("3")) {
          phase("3. request overhead");
          try {
            RequestOverhead.report(RequestOverhead.run(server, requestWarmup, getIterations, pageIterations), report);
          } catch (Exception | Error e) {
            fail(failures, "3", e);
          }
        }
        if (only.contains("5")) {
          phase("5. requests per access pattern");
          try {
            RequestCounts.report(RequestCounts.run(server), report);
          } catch (Exception | Error e) {
            fail(failures, "5", e);
          }
        }
        if (only.contains("6")) {
          phase("6. sharded listing: parallel fan-out vs shard by shard");
          try {
            ShardedFanOut.report(ShardedFanOut.run(server, shardedWalkWarmup, shardedWalks, shardedAllWarmup,
                shardedAlls), report);
          } catch (Exception | Error e) {
            fail(failures, "6", e);
          }
        }
        if (only.contains("7")) {
          phase("7. sharded page cost: read capacity and round trips, sharded vs unsharded");
          try {
            ShardedPageCost.report(ShardedPageCost.run(server), report);
          } catch (Exception | Error e) {
            fail(failures, "7", e);
          }
        }
      } catch (RuntimeException e) {
        fail(failures, "3/5/6/7 (dynalite)", e);
      }
    }

    Duration total = Duration.ofNanos(System.nanoTime() - started);
    String load = loadBefore == null ? "" : "Load average (1/5/15 min) at the start: " + loadBefore + "; at the end: "
        + loadAverage() + " (the machine may be shared: the ratios, measured side by side, are the numbers to read).";
    String markdown = render(report, failures, total, quick, only, load);
    if (out.getParent() != null) {
      Files.createDirectories(out.getParent());
    }
    Files.writeString(out, markdown, StandardCharsets.UTF_8);
    System.out.println();
    System.out.println(markdown);
    System.out.printf(Locale.ROOT, "Wrote %s (total %d min %02d s)%n", out.toAbsolutePath(), total.toMinutes(),
        total.toSecondsPart());
    if (!failures.isEmpty()) {
      System.exit(1);
    }
  }

  /** Every implementation must write the same item and read the same values back, or the comparison means nothing. */
  static void checkSameItems() {
    Workspace record = Samples.workspace();
    Map<String, AttributeValue> partitura = WorkspaceRepository.Codec.INSTANCE.toItem(record);
    TableSchema<WorkspaceBean> beanSchema = TableSchema.fromBean(WorkspaceBean.class);
    TableSchema<ImmutableWorkspace> immutableSchema = TableSchema.fromImmutableClass(ImmutableWorkspace.class);
    Map<String, Map<String, AttributeValue>> items = Map.of(
        "hand-written", HandWrittenWorkspaceMapper.toItem(record),
        "hand-written (createX)", HandWrittenCreateXWorkspaceMapper.toItem(record),
        "fromBean", beanSchema.itemToMap(WorkspaceBean.of(record), true),
        "fromImmutableClass", immutableSchema.itemToMap(ImmutableWorkspace.of(record), true),
        "partitura tableSchema()", WorkspaceRepository.Codec.tableSchema().itemToMap(record, true));
    items.forEach((name, item) -> {
      if (!item.equals(partitura)) {
        throw new IllegalStateException(name + " writes another item than Partitura:\n  " + item + "\n  " + partitura);
      }
    });
    List<Workspace> read = List.of(
        WorkspaceRepository.Codec.INSTANCE.fromItem(partitura),
        HandWrittenWorkspaceMapper.fromItem(partitura),
        beanSchema.mapToItem(partitura).toRecord(),
        immutableSchema.mapToItem(partitura).toRecord(),
        WorkspaceRepository.Codec.tableSchema().mapToItem(partitura));
    for (Workspace w : read) {
      if (!w.equals(record)) {
        throw new IllegalStateException("an implementation reads another record: " + w);
      }
    }
    System.out.println("Checked: all implementations write the same " + partitura.size()
        + "-attribute item and read the same record back.");
  }

  private static void phase(String name) {
    System.out.printf(Locale.ROOT, "%n== %s  [%s]%n", name, ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ISO_LOCAL_TIME));
  }

  private static void fail(List<String> failures, String measurement, Throwable e) {
    System.err.println("Measurement " + measurement + " failed:");
    e.printStackTrace();
    failures.add(measurement + ": " + e);
  }

  static String render(Report report, List<String> failures, Duration total, boolean quick, Set<String> only,
      String load) {
    StringBuilder md = new StringBuilder();
    md.append("# Partitura benchmark results\n\n");
    if (quick) {
      md.append("> **`--quick` run: too few iterations to be worth anything but a smoke test.**\n\n");
    }
    md.append("Written by `benchmarks/run.sh` (`BenchmarkMain`) on ")
        .append(ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'")))
        .append("; measurements ").append(String.join(", ", only)).append("; total run time ")
        .append(total.toMinutes()).append(" min ").append(String.format(Locale.ROOT, "%02d", total.toSecondsPart()))
        .append(" s. What each number means, and how to rerun: [README.md](README.md).\n\n");
    md.append("Machine: ").append(Runtime.getRuntime().availableProcessors()).append(" CPUs (`nproc`), ")
        .append(cpuModel()).append("; ").append(System.getProperty("os.name")).append(' ')
        .append(System.getProperty("os.version")).append("; Java ").append(System.getProperty("java.runtime.version"))
        .append(" (").append(System.getProperty("java.vm.name")).append(", ").append(System.getProperty("java.vendor"))
        .append("); AWS SDK ").append(VersionInfo.SDK_VERSION).append(". ").append(load).append("\n\n");

    md.append("## Summary\n\n");
    md.append("Medians. \"Partitura ÷ hand-written\": below 1 means Partitura is faster. \"fromBean ÷ Partitura\": how many "
        + "times slower (or more) `fromBean` is than Partitura. Ratios have three decimals so that a miss cannot "
        + "round into a pass.\n\n");
    md.append("| Measurement | Partitura | Hand-written / baseline | fromBean | fromImmutableClass | Partitura ÷ hand-written | fromBean ÷ Partitura | Goal (issue 6) | Result |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---|---|\n");
    List<String> missed = new ArrayList<>();
    for (Report.Row row : report.rows()) {
      String result = row.met() == null ? row.verdict()
          : (row.met() ? "**met**" : "**MISSED**") + (row.verdict().isEmpty() ? "" : " (" + row.verdict() + ")");
      md.append("| ").append(row.measurement())
          .append(" | ").append(row.partitura())
          .append(" | ").append(row.handWritten())
          .append(" | ").append(row.fromBean())
          .append(" | ").append(row.fromImmutableClass())
          .append(" | ").append(row.vsHandWritten())
          .append(" | ").append(row.vsFromBean())
          .append(" | ").append(row.goal())
          .append(" | ").append(result)
          .append(" |\n");
      if (Boolean.FALSE.equals(row.met())) {
        missed.add(row.measurement() + ": " + row.verdict());
      }
    }
    md.append("\n");
    if (missed.isEmpty() && failures.isEmpty()) {
      md.append("Every goal measured in this run was met.\n\n");
    } else {
      if (!missed.isEmpty()) {
        md.append("**Goals missed in this run** (why: see README.md):\n\n");
        for (String m : missed) {
          md.append("- ").append(m).append("\n");
        }
        md.append("\n");
      }
      if (!failures.isEmpty()) {
        md.append("**Measurements that failed to run:**\n\n");
        for (String f : failures) {
          md.append("- ").append(f).append("\n");
        }
        md.append("\n");
      }
    }
    md.append("## Details\n\n");
    for (String section : report.sections()) {
      md.append(section).append("\n");
    }
    return md.toString();
  }

  /** The first three fields of /proc/loadavg, or null off Linux. */
  private static String loadAverage() {
    try {
      String[] fields = Files.readString(Path.of("/proc/loadavg")).trim().split("\\s+");
      return fields[0] + " " + fields[1] + " " + fields[2];
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  private static String cpuModel() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"))) {
        if (line.startsWith("model name")) {
          return line.substring(line.indexOf(':') + 1).trim();
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return System.getProperty("os.arch");
  }
}
