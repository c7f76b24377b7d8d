package io.partitura.benchmarks.compile;

import io.partitura.benchmarks.Report;
import io.partitura.benchmarks.Stats;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Measurement 4: compile-time cost. Writes {@value #RECORDS} annotated records into a temporary
 * directory ({@value #TABLES} tables, each with one {@code @Parent} record and four {@code @ChildOf}
 * records of ten or eleven components: strings, an enum, an {@code Instant}, a {@code long}, an
 * {@code int}, a {@code boolean}, a {@code List<String>} and a {@code Map<String,String>}), then runs
 * {@code javac} (the JDK's, as a fresh process each time, as a build tool's first compile would) over
 * the same sources:
 *
 * <ul>
 *   <li>{@code -proc:none}: the records alone;
 *   <li>with the processor: the records, plus compiling what the processor generates (codecs, keys,
 *       repositories, update builders, table classes), which is the whole cost a build pays;
 *   <li>{@code -proc:only} with the processor, for reference: parsing and the processor's own work,
 *       without compiling its output;
 *   <li>{@code -proc:none} over the records plus the sources the processor generated (saved from the
 *       untimed run): what compiling the generated code costs without running the processor. With it
 *       the processor's extra cost splits into javac compiling the generated sources (this minus
 *       records only) and the processor itself (with the processor minus this).
 * </ul>
 *
 * <p>The modes take turns, one untimed run of each first; the median of the timed runs is reported.
 */
public final class CompileCost {

  static final int TABLES = 40;
  static final int RECORDS = TABLES * 5;
  static final String PROCESSOR = "io.partitura.processor.PartituraProcessor";
  static final List<String> MODES = List.of("proc:none", "processor", "proc:only", "generated:none");

  /**
   * {@code cpuNanos}: user plus system CPU time of each javac process (its JIT and GC threads included), or
   * empty where the platform does not tell it; less disturbed than wall time when others share the machine.
   */
  public record Result(Map<String, double[]> wallNanos, Map<String, double[]> cpuNanos, int sourceFiles, long sourceLines, int generatedFiles,
      long generatedLines, int generatedMethods, int generatedPublicMethods, int runs) {
    public double median(String mode) {
      return Stats.median(wallNanos.get(mode));
    }

    public double cpuMedian(String mode) {
      return Stats.median(cpuNanos.get(mode));
    }
  }

  private CompileCost() {}

  public static Result run(int runs) throws IOException {
    Path root = Files.createTempDirectory("partitura-compile-bench");
    try {
      Path src = root.resolve("src");
      List<Path> sources = writeSources(src);
      Path argFile = root.resolve("sources.txt");
      List<String> lines = new ArrayList<>();
      for (Path source : sources) {
        lines.add(source.toString());
      }
      Files.write(argFile, lines, StandardCharsets.UTF_8);

      String javac = Path.of(System.getProperty("java.home"), "bin", "javac").toString();
      String classpath = System.getProperty("java.class.path");
      Map<String, List<Long>> times = new LinkedHashMap<>();
      Map<String, List<Long>> cpu = new LinkedHashMap<>();
      int generated = 0;
      long generatedLines = 0;
      int generatedMethods = 0;
      int generatedPublicMethods = 0;
      Path withGenerated = root.resolve("sources-and-generated.txt");
      for (String mode : MODES) {
        times.put(mode, new ArrayList<>());
        cpu.put(mode, new ArrayList<>());
        int g = compile(javac, classpath, mode, root, argFile(mode, argFile, withGenerated)); // warm-up, not recorded
        if (mode.equals("processor")) {
          generated = g;
          generatedLines = lines(root.resolve("gen-processor"));
          generatedMethods = methods(root.resolve("gen-processor"), root.resolve("out-processor"), classpath, false);
          generatedPublicMethods = methods(root.resolve("gen-processor"), root.resolve("out-processor"), classpath, true);
          // keep what the processor wrote, for the "generated:none" mode
          Path saved = root.resolve("generated-saved");
          List<String> all = new ArrayList<>(lines);
          try (Stream<Path> files = Files.walk(root.resolve("gen-processor"))) {
            for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
              Path copy = saved.resolve(root.resolve("gen-processor").relativize(file));
              Files.createDirectories(copy.getParent());
              Files.copy(file, copy);
              all.add(copy.toString());
            }
          }
          Files.write(withGenerated, all, StandardCharsets.UTF_8);
        }
      }
      for (int run = 0; run < runs; run++) {
        for (int i = 0; i < MODES.size(); i++) {
          String mode = MODES.get((i + run) % MODES.size());
          long cpuBefore = childCpuNanos();
          long start = System.nanoTime();
          compile(javac, classpath, mode, root, argFile(mode, argFile, withGenerated));
          times.get(mode).add(System.nanoTime() - start);
          long cpuAfter = childCpuNanos();
          if (cpuBefore >= 0 && cpuAfter >= 0) {
            cpu.get(mode).add(cpuAfter - cpuBefore);
          }
        }
        System.out.printf(Locale.ROOT, "  compile: run %d/%d done%n", run + 1, runs);
      }
      Map<String, double[]> wall = new LinkedHashMap<>();
      times.forEach((mode, list) -> wall.put(mode, list.stream().mapToDouble(Long::doubleValue).toArray()));
      Map<String, double[]> cpuTimes = new LinkedHashMap<>();
      if (cpu.values().stream().allMatch(list -> list.size() == runs)) {
        cpu.forEach((mode, list) -> cpuTimes.put(mode, list.stream().mapToDouble(Long::doubleValue).toArray()));
      }
      return new Result(wall, cpuTimes, sources.size(), lines(src), generated, generatedLines, generatedMethods, generatedPublicMethods, runs);
    } finally {
      deleteRecursively(root);
    }
  }

  /**
   * User plus system CPU time of the child processes this JVM has waited for ({@code cutime} and
   * {@code cstime} of {@code /proc/self/stat}, in the kernel's fixed 100 ticks a second), or -1 where
   * there is no such file. Read before and after one javac run, its difference is that run's CPU time.
   */
  static long childCpuNanos() {
    try {
      String stat = Files.readString(Path.of("/proc/self/stat"), StandardCharsets.US_ASCII);
      // After "pid (command) " the fields start at the third: cutime is the 16th, cstime the 17th.
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).trim().split(" ");
      long ticks = Long.parseLong(fields[16 - 3]) + Long.parseLong(fields[17 - 3]);
      return ticks * 10_000_000L;
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  private static Path argFile(String mode, Path records, Path recordsAndGenerated) {
    return mode.equals("generated:none") ? recordsAndGenerated : records;
  }

  /** Runs javac once; returns the number of generated source files. */
  private static int compile(String javac, String classpath, String mode, Path root, Path argFile) throws IOException {
    Path out = root.resolve("out-" + mode.replace(':', '-'));
    Path gen = root.resolve("gen-" + mode.replace(':', '-'));
    deleteRecursively(out);
    deleteRecursively(gen);
    Files.createDirectories(out);
    Files.createDirectories(gen);
    List<String> command = new ArrayList<>(List.of(javac,
        "--release", "17", "-encoding", "UTF-8", "-nowarn", "-implicit:none",
        "-d", out.toString(), "-s", gen.toString(), "-cp", classpath));
    switch (mode) {
      case "proc:none", "generated:none" -> command.add("-proc:none");
      case "processor" -> command.addAll(List.of("-processorpath", classpath, "-processor", PROCESSOR));
      case "proc:only" -> command.addAll(List.of("-proc:only", "-processorpath", classpath, "-processor", PROCESSOR));
      default -> throw new IllegalArgumentException(mode);
    }
    command.add("@" + argFile);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    try {
      if (!process.waitFor(10, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        throw new IllegalStateException("javac (" + mode + ") did not finish in 10 minutes");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
    if (process.exitValue() != 0) {
      throw new IllegalStateException("javac (" + mode + ") failed:\n" + output);
    }
    try (Stream<Path> files = Files.walk(gen)) {
      return (int) files.filter(f -> f.toString().endsWith(".java")).count();
    }
  }

  /** The generated code base: one shared enum, and per table a @Table interface and five records. */
  static List<Path> writeSources(Path src) throws IOException {
    List<Path> files = new ArrayList<>();
    Path common = src.resolve("gen/common");
    Files.createDirectories(common);
    files.add(write(common.resolve("Tier.java"),
        "package gen.common;\n\npublic enum Tier { FREE, STANDARD, PREMIUM, ENTERPRISE }\n"));
    String[] children = {"Team", "Board", "Card", "Member"};
    for (int t = 0; t < TABLES; t++) {
      String pkg = String.format(Locale.ROOT, "gen.t%02d", t);
      String suffix = String.format(Locale.ROOT, "%02d", t);
      Path dir = src.resolve(pkg.replace('.', '/'));
      Files.createDirectories(dir);
      String imports = "package " + pkg + ";\n\n"
          + "import gen.common.Tier;\n"
          + "import io.partitura.annotations.*;\n"
          + "import java.time.Instant;\n"
          + "import java.util.List;\n"
          + "import java.util.Map;\n\n";
      files.add(write(dir.resolve("Store" + suffix + ".java"),
          "package " + pkg + ";\n\nimport io.partitura.annotations.Table;\n\n"
              + "@Table(name = \"store-" + suffix + "\")\npublic interface Store" + suffix + " {}\n"));
      String org = "Org" + suffix;
      files.add(write(dir.resolve(org + ".java"), imports
          + "@Parent(table = Store" + suffix + ".class, prefix = \"ORG\")\n"
          + "public record " + org + "(\n"
          + "    @Key String orgId,\n"
          + "    String name,\n"
          + "    String billingEmail,\n"
          + "    Tier tier,\n"
          + "    Instant createdAt,\n"
          + "    long storageBytes,\n"
          + "    int seats,\n"
          + "    boolean active,\n"
          + "    List<String> tags,\n"
          + "    Map<String, String> labels) {}\n"));
      for (String child : children) {
        String name = child + suffix;
        String key = Character.toLowerCase(child.charAt(0)) + child.substring(1) + "Id";
        files.add(write(dir.resolve(name + ".java"), imports
            + "@ChildOf(parent = " + org + ".class, prefix = \"" + child.toUpperCase(Locale.ROOT) + "\")\n"
            + "public record " + name + "(\n"
            + "    String orgId,\n"
            + "    @Key String " + key + ",\n"
            + "    String title,\n"
            + "    String description,\n"
            + "    Tier tier,\n"
            + "    Instant updatedAt,\n"
            + "    long sizeBytes,\n"
            + "    int rank,\n"
            + "    boolean archived,\n"
            + "    List<String> tags,\n"
            + "    Map<String, String> attributes) {}\n"));
      }
    }
    return files;
  }

  /**
   * Methods and constructors declared by the classes the processor generated (nested classes included,
   * compiler-made synthetic ones such as lambda bodies left out), read from their class files: what a
   * user's IDE lists and javac has to compile, whatever the formatting of the sources.
   */
  private static int methods(Path generatedSources, Path classes, String classpath, boolean publicOnly) throws IOException {
    List<java.net.URL> urls = new ArrayList<>();
    urls.add(classes.toUri().toURL());
    for (String entry : classpath.split(java.io.File.pathSeparator)) {
      urls.add(Path.of(entry).toUri().toURL());
    }
    int total = 0;
    try (java.net.URLClassLoader loader = new java.net.URLClassLoader(urls.toArray(java.net.URL[]::new), null);
        Stream<Path> files = Files.walk(generatedSources)) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
        String relative = generatedSources.relativize(file).toString();
        String name = relative.substring(0, relative.length() - ".java".length()).replace(java.io.File.separatorChar, '.');
        try {
          total += methods(Class.forName(name, false, loader), publicOnly);
        } catch (ClassNotFoundException e) {
          throw new IllegalStateException("no class file for generated source " + relative, e);
        }
      }
    }
    return total;
  }

  private static int methods(Class<?> type, boolean publicOnly) {
    int count = 0;
    for (java.lang.reflect.Method method : type.getDeclaredMethods()) {
      if (!method.isSynthetic() && !method.isBridge()
          && (!publicOnly || java.lang.reflect.Modifier.isPublic(method.getModifiers()))) {
        count++;
      }
    }
    for (java.lang.reflect.Constructor<?> constructor : type.getDeclaredConstructors()) {
      if (!constructor.isSynthetic() && (!publicOnly || java.lang.reflect.Modifier.isPublic(constructor.getModifiers()))) {
        count++;
      }
    }
    for (Class<?> nested : type.getDeclaredClasses()) {
      count += methods(nested, publicOnly);
    }
    return count;
  }

  /** Lines in the .java files under {@code dir}. */
  private static long lines(Path dir) throws IOException {
    long total = 0;
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : (Iterable<Path>) files.filter(f -> f.toString().endsWith(".java"))::iterator) {
        try (Stream<String> lines = Files.lines(file, StandardCharsets.UTF_8)) {
          total += lines.count();
        }
      }
    }
    return total;
  }

  private static Path write(Path file, String text) throws IOException {
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path path : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(path);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }

  public static void report(Result r, Report report) {
    double none = r.median("proc:none");
    double with = r.median("processor");
    double only = r.median("proc:only");
    double generatedNone = r.median("generated:none");
    double ratio = with / none;
    boolean met = ratio <= 1.2;
    double added = with - none;
    double compilingGenerated = generatedNone - none;
    double processorItself = with - generatedNone;
    String split = "of the " + s(added) + " s added: javac compiling the generated sources "
        + s(compilingGenerated) + " s (" + Stats.fmt(100 * compilingGenerated / added, 0) + "%), the processor itself "
        + s(processorItself) + " s (" + Stats.fmt(100 * processorItself / added, 0) + "%)";
    report.row(new Report.Row(
        "4. Compile time: javac, " + RECORDS + " annotated records (s, median of " + r.runs() + ")",
        s(with) + " (with processor)", s(none) + " (`-proc:none`)", "—", "—",
        Stats.ratio(ratio), "—", "processor adds < 20% (≤ 1.2×)", met,
        "adds " + Stats.fmt((ratio - 1) * 100, 0) + "%; " + split + "; generated " + String.format(Locale.ROOT, "%,d", r.generatedLines())
            + " lines, " + Stats.fmt((double) r.generatedMethods() / RECORDS, 1) + " methods per entity ("
            + Stats.fmt((double) r.generatedPublicMethods() / RECORDS, 1) + " public)"));

    StringBuilder md = new StringBuilder();
    md.append("### 4. Compile-time cost\n\n");
    md.append(r.sourceFiles()).append(" source files, ").append(String.format(Locale.ROOT, "%,d", r.sourceLines()))
        .append(" lines (").append(RECORDS).append(" records: ").append(TABLES)
        .append(" tables × one `@Parent` + four `@ChildOf`, 10–11 components each; ").append(TABLES)
        .append(" `@Table` interfaces; one enum), compiled by the JDK's `javac` in a fresh process per run ")
        .append("(`--release 17 -implicit:none`, the benchmark jar as classpath and processor path). The processor ")
        .append("generated ").append(r.generatedFiles()).append(" source files, ")
        .append(String.format(Locale.ROOT, "%,d", r.generatedLines())).append(" lines, ")
        .append(String.format(Locale.ROOT, "%,d", r.generatedMethods())).append(" methods and constructors (")
        .append(Stats.fmt((double) r.generatedMethods() / RECORDS, 1)).append(" per entity, counted in the class files, ")
        .append("lambda bodies left out; ").append(Stats.fmt((double) r.generatedPublicMethods() / RECORDS, 1))
        .append(" public ones per entity), which the \"with processor\" run also compiles. ").append(r.runs()).append(" timed runs per mode, interleaved, after one untimed run each.\n\n");
    boolean cpu = !r.cpuNanos().isEmpty();
    md.append("| javac mode | median (s) | min | max | ÷ `-proc:none` |")
        .append(cpu ? " CPU, median (s) | CPU ÷ `-proc:none` |" : "")
        .append("\n|---|---:|---:|---:|---:|").append(cpu ? "---:|---:|" : "").append("\n");
    for (String mode : MODES) {
      double[] w = r.wallNanos().get(mode);
      String label = switch (mode) {
        case "proc:none" -> "`-proc:none` (records only)";
        case "processor" -> "with the Partitura processor (records + generated code)";
        case "proc:only" -> "`-proc:only` with the processor (for reference: no class files)";
        default -> "`-proc:none` over the records plus the generated sources (compiling them without the processor)";
      };
      md.append("| ").append(label).append(" | ").append(s(Stats.median(w))).append(" | ")
          .append(s(Stats.percentile(w, 0))).append(" | ").append(s(Stats.percentile(w, 100))).append(" | ")
          .append(Stats.ratio(Stats.median(w) / none)).append(" |");
      if (cpu) {
        md.append(" ").append(s(r.cpuMedian(mode))).append(" | ")
            .append(Stats.ratio(r.cpuMedian(mode) / r.cpuMedian("proc:none"))).append(" |");
      }
      md.append("\n");
    }
    md.append("\nWhere the added time goes (medians): with the processor minus `-proc:none` is ").append(s(added))
        .append(" s; compiling the generated sources without the processor (the last row minus the first) accounts for ")
        .append(s(compilingGenerated)).append(" s (").append(Stats.fmt(100 * compilingGenerated / added, 0))
        .append("%), and the processor itself, with its rounds and the writing of its files (with the processor minus ")
        .append("the last row), for ").append(s(processorItself)).append(" s (")
        .append(Stats.fmt(100 * processorItself / added, 0)).append("%). `-proc:only` minus `-proc:none` (")
        .append(s(only - none)).append(" s) is a rougher view of the processor's share: it also leaves out attributing and generating ")
        .append("the records' own class files, and still parses the generated sources in the later rounds.\n");
    if (cpu) {
      double cpuAdded = r.cpuMedian("processor") - r.cpuMedian("proc:none");
      double cpuGenerated = r.cpuMedian("generated:none") - r.cpuMedian("proc:none");
      double cpuItself = r.cpuMedian("processor") - r.cpuMedian("generated:none");
      md.append("\nThe same split in CPU time (user plus system of the javac process, its JIT compiler and GC threads ")
          .append("included; less disturbed than wall time when others share the machine): ").append(s(cpuAdded))
          .append(" s added, compiling the generated sources ").append(s(cpuGenerated)).append(" s (")
          .append(Stats.fmt(100 * cpuGenerated / cpuAdded, 0)).append("%), the processor itself ").append(s(cpuItself))
          .append(" s (").append(Stats.fmt(100 * cpuItself / cpuAdded, 0)).append("%).\n");
    }
    report.section(md.toString());
  }

  private static String s(double nanos) {
    return Stats.fmt(nanos / 1e9, 2);
  }
}
