package io.partitura.benchmarks.coldstart;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Measurement 2: schema cold start. For each implementation, {@code processes} fresh JVMs (the same
 * {@code java} binary and classpath as this one, no extra flags) run {@link ColdStartMain}; each
 * prints the time it took to create the schema and map its first item (record to item and back),
 * and this side measures the process's wall time from {@code ProcessBuilder.start()} to its exit.
 * The implementations take turns (round robin, the order rotating each round), so that a noisy
 * moment of the machine does not fall on one of them only. One untimed round goes first, to warm the
 * file-system cache.
 */
public final class ColdStart {

  public static final List<String> IMPLEMENTATIONS =
      List.of("partitura", "hand-written", "fromBean", "fromImmutableClass", "partitura-tableSchema");

  /** Medians, in nanoseconds, per implementation. */
  public record Result(Map<String, double[]> firstItemNanos, Map<String, double[]> wallNanos) {
    public double firstItemMedian(String implementation) {
      return Stats.median(firstItemNanos.get(implementation));
    }

    public double wallMedian(String implementation) {
      return Stats.median(wallNanos.get(implementation));
    }
  }

  private ColdStart() {}

  public static Result run(int processes) {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String classpath = System.getProperty("java.class.path");
    Map<String, List<Long>> firstItem = new LinkedHashMap<>();
    Map<String, List<Long>> wall = new LinkedHashMap<>();
    for (String implementation : IMPLEMENTATIONS) {
      firstItem.put(implementation, new ArrayList<>());
      wall.put(implementation, new ArrayList<>());
      launch(java, classpath, implementation); // warm-up, not recorded
    }
    int n = IMPLEMENTATIONS.size();
    for (int round = 0; round < processes; round++) {
      for (int i = 0; i < n; i++) {
        String implementation = IMPLEMENTATIONS.get((i + round) % n);
        long[] measured = launch(java, classpath, implementation);
        firstItem.get(implementation).add(measured[0]);
        wall.get(implementation).add(measured[1]);
      }
      System.out.printf(Locale.ROOT, "  cold start: round %d/%d done%n", round + 1, processes);
    }
    Map<String, double[]> firstItemNanos = new LinkedHashMap<>();
    Map<String, double[]> wallNanos = new LinkedHashMap<>();
    for (String implementation : IMPLEMENTATIONS) {
      firstItemNanos.put(implementation, toArray(firstItem.get(implementation)));
      wallNanos.put(implementation, toArray(wall.get(implementation)));
    }
    return new Result(firstItemNanos, wallNanos);
  }

  /** Runs one fresh JVM; returns {in-process nanos, wall nanos}. */
  private static long[] launch(String java, String classpath, String implementation) {
    ProcessBuilder builder = new ProcessBuilder(java, "-cp", classpath, ColdStartMain.class.getName(), implementation)
        .redirectErrorStream(true);
    try {
      long start = System.nanoTime();
      Process process = builder.start();
      process.getOutputStream().close();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException("cold-start process for " + implementation + " did not exit in 60 s");
      }
      long wallNanos = System.nanoTime() - start;
      if (process.exitValue() != 0) {
        throw new IllegalStateException("cold-start process for " + implementation + " failed (exit "
            + process.exitValue() + "):\n" + output);
      }
      for (String line : output.split("\\R")) {
        if (line.startsWith(ColdStartMain.PREFIX)) {
          return new long[] {Long.parseLong(line.substring(ColdStartMain.PREFIX.length()).trim()), wallNanos};
        }
      }
      throw new IllegalStateException("cold-start process for " + implementation + " printed no result:\n" + output);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static double[] toArray(List<Long> values) {
    double[] array = new double[values.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = values.get(i);
    }
    return array;
  }

  /** Adds the summary rows and the detail section. */
  public static void report(Result result, int processes, Report report) {
    double p = result.firstItemMedian("partitura");
    double h = result.firstItemMedian("hand-written");
    double b = result.firstItemMedian("fromBean");
    double im = result.firstItemMedian("fromImmutableClass");
    double vsHand = p / h;
    double beanOverP = b / p;
    double immutableOverP = im / p;
    boolean handMet = vsHand <= 1.2;
    boolean beanMet = beanOverP >= 3.0;
    boolean immutableMet = immutableOverP >= 3.0;
    report.row(new Report.Row(
        "2. Cold start: create schema + map first item (ms, median of " + processes + " fresh JVMs)",
        ms(p), ms(h), ms(b), ms(im),
        Stats.ratio(vsHand),
        Stats.ratio(beanOverP) + " (fromImmutableClass: " + Stats.ratio(immutableOverP) + ")",
        "≤ 1.2× hand-written; ≥ 3× less than fromBean and fromImmutableClass",
        handMet && beanMet && immutableMet,
        part("vs hand", handMet) + ", " + part("vs fromBean", beanMet) + ", " + part("vs fromImmutableClass", immutableMet)));

    double pw = result.wallMedian("partitura");
    double hw = result.wallMedian("hand-written");
    double bw = result.wallMedian("fromBean");
    double iw = result.wallMedian("fromImmutableClass");
    report.row(new Report.Row(
        "2. Cold start: whole process wall time (ms, median)",
        ms(pw), ms(hw), ms(bw), ms(iw),
        Stats.ratio(pw / hw), Stats.ratio(bw / pw) + " (fromImmutableClass: " + Stats.ratio(iw / pw) + ")",
        "— (reported)", null, "—"));

    StringBuilder md = new StringBuilder();
    md.append("### 2. Schema cold start\n\n");
    md.append("Each process: a fresh JVM (`java -cp partitura-benchmarks.jar "
        + "io.partitura.benchmarks.coldstart.ColdStartMain <implementation>`, no flags), which builds the "
        + "workspace object, then times `System.nanoTime()` around: create the schema (nothing for the "
        + "generated codec and the hand-written mapper, `TableSchema.fromBean`/`fromImmutableClass`/"
        + "`WorkspaceRepository.Codec.tableSchema()` otherwise), map the record to an item and the item back. "
        + "Wall time: from `ProcessBuilder.start()` to the process's exit, JVM start-up and shut-down included. "
        + processes + " processes per implementation, round robin, after one untimed round.\n\n");
    md.append("| Implementation | first item, median (ms) | min | max | process wall, median (ms) | min | max |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|\n");
    for (String implementation : IMPLEMENTATIONS) {
      double[] f = result.firstItemNanos().get(implementation);
      double[] w = result.wallNanos().get(implementation);
      md.append("| ").append(label(implementation))
          .append(" | ").append(ms(Stats.median(f)))
          .append(" | ").append(ms(Stats.percentile(f, 0)))
          .append(" | ").append(ms(Stats.percentile(f, 100)))
          .append(" | ").append(ms(Stats.median(w)))
          .append(" | ").append(ms(Stats.percentile(w, 0)))
          .append(" | ").append(ms(Stats.percentile(w, 100)))
          .append(" |\n");
    }
    report.section(md.toString());
  }

  static String label(String implementation) {
    return switch (implementation) {
      case "partitura" -> "Partitura (generated codec)";
      case "hand-written" -> "hand-written";
      case "fromBean" -> "`TableSchema.fromBean`";
      case "fromImmutableClass" -> "`TableSchema.fromImmutableClass`";
      case "partitura-tableSchema" -> "Partitura `WorkspaceRepository.Codec.tableSchema()` (Enhanced Client bridge, for reference)";
      default -> implementation;
    };
  }

  private static String part(String what, boolean met) {
    return what + " " + (met ? "met" : "MISSED");
  }

  private static String ms(double nanos) {
    return Stats.fmt(Stats.nanosToMillis(nanos), 1);
  }
}
