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
 * Measurement 4: compile-time cost, against the Immutables processor. Writes {@value #RECORDS} annotated
 * records into a temporary directory ({@value #TABLES} tables, each with one {@code @Parent} record and
 * four {@code @ChildOf} records of ten or eleven components: strings, an enum, an {@code Instant}, a
 * {@code long}, an {@code int}, a {@code boolean}, a {@code List<String>} and a {@code Map<String,String>}),
 * and the same {@value #RECORDS} shapes as Immutables {@code @Value.Immutable} interfaces (same packages,
 * names, accessors and types), then runs {@code javac} (the JDK's, as a fresh process each time, as a
 * build tool's first compile would) in six modes:
 *
 * <ul>
 *   <li>{@code records}: the records, {@code -proc:none}; Partitura's baseline;
 *   <li>{@code partitura}: the records with Partitura's processor, which includes compiling what it
 *       generates: the whole cost a build pays;
 *   <li>{@code partitura-generated}: {@code -proc:none} over the records plus the sources Partitura
 *       generated (saved from the untimed run): compiling the generated code without running the processor;
 *   <li>{@code interfaces}, {@code immutables}, {@code immutables-generated}: the same three for the
 *       Immutables interfaces and {@code org.immutables.processor.ProxyProcessor}.
 * </ul>
 *
 * <p>A processor's added cost is its run minus its own sources without it; it splits into javac compiling
 * the generated sources ({@code …-generated} minus the baseline) and the processor itself (with the
 * processor minus {@code …-generated}). Every run also loads {@link CompilePhases}, which times the
 * compiling thread's CPU per phase, so the processors' own rounds ({@code process()}) are measured inside
 * the run too. The modes take turns, one untimed run of each first; medians of the timed runs.
 */
public final class CompileCost {

  static final int TABLES = 40;
  static final int RECORDS = TABLES * 5;
  static final String PROCESSOR = "io.partitura.processor.PartituraProcessor";
  static final String IMMUTABLES_PROCESSOR = "org.immutables.processor.ProxyProcessor";
  static final List<String> MODES = List.of(
      "records", "partitura", "partitura-generated", "interfaces", "immutables", "immutables-generated");

  /** One side of the comparison: its sources' mode, its processor's, and its generated sources' mode. */
  public record Side(String name, String baseline, String withProcessor, String generated) {}

  public static final Side PARTITURA = new Side("Partitura", "records", "partitura", "partitura-generated");
  public static final Side IMMUTABLES = new Side("Immutables", "interfaces", "immutables", "immutables-generated");

  /** What the processor of one side generated. */
  public record Generated(int files, long lines, int methods, int publicMethods) {}

  /**
   * {@code cpuNanos}: user plus system CPU time of each javac process (its JIT and GC threads included), or
   * empty where the platform does not tell it; less disturbed than wall time when others share the machine.
   * {@code phaseNanos}: per mode and run, the compiling thread's CPU per {@link CompilePhases} phase.
   */
  public record Result(Map<String, double[]> wallNanos, Map<String, double[]> cpuNanos,
      Map<String, List<Map<String, Long>>> phaseNanos, int sourceFiles, long sourceLines, int interfaceFiles,
      long interfaceLines, Map<String, Generated> generated, int runs) {
    public double median(String mode) {
      return Stats.median(wallNanos.get(mode));
    }

    public double cpuMedian(String mode) {
      return Stats.median(cpuNanos.get(mode));
    }

    /** Median over the runs of the compiling thread's CPU in {@code phase} ({@code "*"}: all phases). */
    public double phaseMedian(String mode, String phase) {
      return Stats.median(phaseNanos.get(mode).stream()
          .map(phases -> phase.equals("*") ? phases.values().stream().mapToLong(Long::longValue).sum()
              : phases.getOrDefault(phase, 0L))
          .toList());
    }

    /** Added process CPU of a side: with its processor minus its sources alone. */
    public double cpuAdded(Side side) {
      return cpuMedian(side.withProcessor()) - cpuMedian(side.baseline());
    }
  }

  private CompileCost() {}

  public static Result run(int runs) throws IOException {
    Path root = Files.createTempDirectory("partitura-compile-bench");
    try {
      Path src = root.resolve("src");
      List<Path> sources = writeSources(src);
      Path interfaceSrc = root.resolve("src-immutables");
      List<Path> interfaces = writeImmutablesSources(interfaceSrc);
      Map<String, Path> argFiles = new LinkedHashMap<>();
      argFiles.put("records", argFile(root.resolve("records.txt"), sources));
      argFiles.put("partitura", argFiles.get("records"));
      argFiles.put("interfaces", argFile(root.resolve("interfaces.txt"), interfaces));
      argFiles.put("immutables", argFiles.get("interfaces"));

      Javac javac = Javac.jdk();
      Map<String, List<Long>> times = new LinkedHashMap<>();
      Map<String, List<Long>> cpu = new LinkedHashMap<>();
      Map<String, List<Map<String, Long>>> phases = new LinkedHashMap<>();
      Map<String, Generated> generated = new LinkedHashMap<>();
      for (String mode : MODES) {
        times.put(mode, new ArrayList<>());
        cpu.put(mode, new ArrayList<>());
        phases.put(mode, new ArrayList<>());
      }
      for (Side side : List.of(PARTITURA, IMMUTABLES)) {
        for (String mode : List.of(side.baseline(), side.withProcessor())) {
          javac.compile(mode, root, argFiles.get(mode)); // warm-up, not recorded
        }
        Path gen = root.resolve(Javac.genDir(side.withProcessor()));
        Path out = root.resolve(Javac.outDir(side.withProcessor()));
        generated.put(side.name(), new Generated(javaFiles(gen).size(), lines(gen),
            methods(gen, out, javac.classpath(), false), methods(gen, out, javac.classpath(), true)));
        // keep what the processor wrote, for the "…-generated" mode
        List<Path> all = new ArrayList<>(side == PARTITURA ? sources : interfaces);
        all.addAll(copyTree(gen, root.resolve("saved-" + side.withProcessor())));
        argFiles.put(side.generated(), argFile(root.resolve(side.generated() + ".txt"), all));
        javac.compile(side.generated(), root, argFiles.get(side.generated())); // warm-up, not recorded
      }
      for (int run = 0; run < runs; run++) {
        for (int i = 0; i < MODES.size(); i++) {
          String mode = MODES.get((i + run) % MODES.size());
          Javac.Run measured = javac.compile(mode, root, argFiles.get(mode));
          times.get(mode).add(measured.wallNanos());
          if (measured.cpuNanos() >= 0) {
            cpu.get(mode).add(measured.cpuNanos());
          }
          phases.get(mode).add(measured.phaseTotals());
        }
        System.out.printf(Locale.ROOT, "  compile: run %d/%d done%n", run + 1, runs);
      }
      Map<String, double[]> wall = new LinkedHashMap<>();
      times.forEach((mode, list) -> wall.put(mode, list.stream().mapToDouble(Long::doubleValue).toArray()));
      Map<String, double[]> cpuTimes = new LinkedHashMap<>();
      if (cpu.values().stream().allMatch(list -> list.size() == runs)) {
        cpu.forEach((mode, list) -> cpuTimes.put(mode, list.stream().mapToDouble(Long::doubleValue).toArray()));
      }
      return new Result(wall, cpuTimes, phases, sources.size(), lines(src), interfaces.size(), lines(interfaceSrc),
          generated, runs);
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

  static Path argFile(Path file, List<Path> sources) throws IOException {
    List<String> lines = new ArrayList<>();
    for (Path source : sources) {
      lines.add(source.toString());
    }
    Files.write(file, lines, StandardCharsets.UTF_8);
    return file;
  }

  /**
   * The JDK's javac, run as a fresh process with the benchmark jar as class path and processor path, and
   * {@link CompilePhases} loaded.
   */
  record Javac(String executable, String classpath) {
    /** One javac run: wall time, the process's CPU time (-1 where unknown), the compiling thread's phases. */
    record Run(long wallNanos, long cpuNanos, Map<String, Map<String, Long>> phases) {
      /** The compiling thread's CPU per phase, summed over the source files. */
      Map<String, Long> phaseTotals() {
        Map<String, Long> totals = new LinkedHashMap<>();
        phases.forEach((phase, files) -> totals.put(phase, files.values().stream().mapToLong(Long::longValue).sum()));
        return totals;
      }
    }

    static Javac jdk() {
      return new Javac(Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
          System.getProperty("java.class.path"));
    }

    static String outDir(String mode) {
      return "out-" + mode;
    }

    static String genDir(String mode) {
      return "gen-" + mode;
    }

    /** Runs javac once in {@code mode}: a processor's mode ({@code partitura}, {@code immutables}) runs it, any other mode {@code -proc:none}. */
    Run compile(String mode, Path root, Path argFile) throws IOException {
      Path out = root.resolve(outDir(mode));
      Path gen = root.resolve(genDir(mode));
      Path phases = root.resolve("phases-" + mode + ".tsv");
      deleteRecursively(out);
      deleteRecursively(gen);
      Files.deleteIfExists(phases);
      Files.createDirectories(out);
      Files.createDirectories(gen);
      List<String> command = new ArrayList<>(List.of(executable,
          "--release", "17", "-encoding", "UTF-8", "-nowarn", "-implicit:none",
          "-d", out.toString(), "-s", gen.toString(), "-cp", classpath, "-processorpath", classpath,
          "-Xplugin:" + CompilePhases.NAME + " " + phases));
      switch (mode) {
        case "partitura" -> command.addAll(List.of("-processor", PROCESSOR));
        case "immutables" -> command.addAll(List.of("-processor", IMMUTABLES_PROCESSOR));
        default -> command.add("-proc:none");
      }
      command.add("@" + argFile);
      long cpuBefore = childCpuNanos();
      long start = System.nanoTime();
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
      long wall = System.nanoTime() - start;
      long cpuAfter = childCpuNanos();
      if (process.exitValue() != 0) {
        throw new IllegalStateException("javac (" + mode + ") failed:\n" + output);
      }
      return new Run(wall, cpuBefore >= 0 && cpuAfter >= 0 ? cpuAfter - cpuBefore : -1, CompilePhases.read(phases));
    }
  }

  /** Copies the .java files under {@code from} to {@code to}; returns the copies. */
  static List<Path> copyTree(Path from, Path to) throws IOException {
    List<Path> copies = new ArrayList<>();
    for (Path file : javaFiles(from)) {
      Path copy = to.resolve(from.relativize(file));
      Files.createDirectories(copy.getParent());
      Files.copy(file, copy);
      copies.add(copy);
    }
    return copies;
  }

  static List<Path> javaFiles(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
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
   * The same {@value #RECORDS} shapes for Immutables: per table, in the same package, one
   * {@code @Value.Immutable} interface per record, with the same names, accessors and types, and the same
   * enum. Nothing stands for the {@code @Table} interfaces: Immutables has no table.
   */
  static List<Path> writeImmutablesSources(Path src) throws IOException {
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
          + "import java.time.Instant;\n"
          + "import java.util.List;\n"
          + "import java.util.Map;\n"
          + "import org.immutables.value.Value;\n\n";
      String org = "Org" + suffix;
      files.add(write(dir.resolve(org + ".java"), imports
          + "@Value.Immutable\n"
          + "public interface " + org + " {\n"
          + "  String orgId();\n"
          + "  String name();\n"
          + "  String billingEmail();\n"
          + "  Tier tier();\n"
          + "  Instant createdAt();\n"
          + "  long storageBytes();\n"
          + "  int seats();\n"
          + "  boolean active();\n"
          + "  List<String> tags();\n"
          + "  Map<String, String> labels();\n"
          + "}\n"));
      for (String child : children) {
        String name = child + suffix;
        String key = Character.toLowerCase(child.charAt(0)) + child.substring(1) + "Id";
        files.add(write(dir.resolve(name + ".java"), imports
            + "@Value.Immutable\n"
            + "public interface " + name + " {\n"
            + "  String orgId();\n"
            + "  String " + key + "();\n"
            + "  String title();\n"
            + "  String description();\n"
            + "  Tier tier();\n"
            + "  Instant updatedAt();\n"
            + "  long sizeBytes();\n"
            + "  int rank();\n"
            + "  boolean archived();\n"
            + "  List<String> tags();\n"
            + "  Map<String, String> attributes();\n"
            + "}\n"));
      }
    }
    return files;
  }

  /**
   * Methods and constructors declared by the classes the processor generated (nested classes included,
   * compiler-made synthetic ones such as lambda bodies left out), read from their class files: what a
   * user's IDE lists and javac has to compile, whatever the formatting of the sources.
   */
  static int methods(Path generatedSources, Path classes, String classpath, boolean publicOnly) throws IOException {
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
  static long lines(Path dir) throws IOException {
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

  static void deleteRecursively(Path dir) throws IOException {
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

  /** Phases of {@link CompilePhases}, in the order of a compilation, with what the report calls them. */
  static final Map<String, String> PHASES = phases();

  private static Map<String, String> phases() {
    Map<String, String> phases = new LinkedHashMap<>();
    phases.put("parse", "parse");
    phases.put("enter", "enter");
    phases.put("process", "processor rounds (`process()`)");
    phases.put("rounds", "javac between rounds");
    phases.put("analyze", "analyze (attribution, inference, flow)");
    phases.put("desugar", "desugar (erasure, lambdas, lowering)");
    phases.put("generate", "generate (bytecode)");
    phases.put("other", "other");
    return phases;
  }

  public static void report(Result r, Report report) {
    boolean cpu = !r.cpuNanos().isEmpty();
    Generated partituraGenerated = r.generated().get(PARTITURA.name());
    Generated immutablesGenerated = r.generated().get(IMMUTABLES.name());
    double partituraAdded = cpu ? r.cpuAdded(PARTITURA) : r.median("partitura") - r.median("records");
    double immutablesAdded = cpu ? r.cpuAdded(IMMUTABLES) : r.median("immutables") - r.median("interfaces");
    double ratio = partituraAdded / immutablesAdded;
    boolean met = ratio <= 1.0;
    String unit = cpu ? "CPU" : "wall";
    report.row(new Report.Row(
        "4. Compile time: javac " + unit + " added per type, " + RECORDS + " records vs the same " + RECORDS
            + " shapes as Immutables (ms, median of " + r.runs() + ")",
        ms(partituraAdded / RECORDS) + " per entity", "Immutables " + ms(immutablesAdded / RECORDS) + " per value type",
        "—", "—", Stats.ratio(ratio), "—", "≤ 1.0× Immutables (issue 22)", met,
        "Partitura adds " + s(partituraAdded) + " s " + unit + ", Immutables " + s(immutablesAdded) + " s; of Partitura's, "
            + share(r, PARTITURA, cpu) + "; generated " + String.format(Locale.ROOT, "%,d", partituraGenerated.lines())
            + " lines vs " + String.format(Locale.ROOT, "%,d", immutablesGenerated.lines()) + "; "
            + Stats.fmt((double) partituraGenerated.methods() / RECORDS, 1) + " methods per entity vs "
            + Stats.fmt((double) immutablesGenerated.methods() / RECORDS, 1)));

    StringBuilder md = new StringBuilder();
    md.append("### 4. Compile-time cost, against Immutables\n\n");
    md.append(r.sourceFiles()).append(" source files, ").append(String.format(Locale.ROOT, "%,d", r.sourceLines()))
        .append(" lines (").append(RECORDS).append(" records: ").append(TABLES)
        .append(" tables × one `@Parent` + four `@ChildOf`, 10–11 components each; ").append(TABLES)
        .append(" `@Table` interfaces; one enum), and the same ").append(RECORDS)
        .append(" shapes as Immutables `@Value.Immutable` interfaces (").append(r.interfaceFiles()).append(" files, ")
        .append(String.format(Locale.ROOT, "%,d", r.interfaceLines())).append(" lines: same packages, names, accessors ")
        .append("and types, same enum; Immutables 2.12.2, its `ProxyProcessor`). Each compiled by the JDK's `javac` in a fresh ")
        .append("process per run (`--release 17 -implicit:none`, the benchmark jar as class path and processor path), ")
        .append("without and with its processor, and once more without the processor over the sources plus what the ")
        .append("processor generated (saved from the untimed run). ").append(r.runs())
        .append(" timed runs per mode, the six modes interleaved, after one untimed run each. CPU is user plus system ")
        .append("time of the javac process, its JIT compiler and GC threads included; \"compiling thread\" is the CPU ")
        .append("of the thread that runs javac (the `CompilePhases` plugin loaded into every run), the rest is the ")
        .append("JVM's own work, mostly JIT-compiling javac and the processor.\n\n");
    md.append("| javac mode | wall median (s) | min | max |")
        .append(cpu ? " CPU median (s) | compiling thread (s) | JVM: JIT, GC, start (s) |" : "")
        .append("\n|---|---:|---:|---:|").append(cpu ? "---:|---:|---:|" : "").append("\n");
    for (String mode : MODES) {
      double[] w = r.wallNanos().get(mode);
      String label = switch (mode) {
        case "records" -> "`records`: the records, `-proc:none`";
        case "partitura" -> "`partitura`: the records with Partitura's processor (records + generated code)";
        case "partitura-generated" -> "`partitura-generated`: `-proc:none` over the records + Partitura's generated sources";
        case "interfaces" -> "`interfaces`: the Immutables interfaces, `-proc:none`";
        case "immutables" -> "`immutables`: the interfaces with the Immutables processor";
        default -> "`immutables-generated`: `-proc:none` over the interfaces + Immutables' generated sources";
      };
      md.append("| ").append(label).append(" | ").append(s(Stats.median(w))).append(" | ")
          .append(s(Stats.percentile(w, 0))).append(" | ").append(s(Stats.percentile(w, 100))).append(" |");
      if (cpu) {
        double thread = r.phaseMedian(mode, "*");
        md.append(" ").append(s(r.cpuMedian(mode))).append(" | ").append(s(thread)).append(" | ")
            .append(s(r.cpuMedian(mode) - thread)).append(" |");
      }
      md.append("\n");
    }
    md.append("\n**Added per type** (").append(unit).append(", medians; a processor's run minus its own sources without it):\n\n");
    md.append("| | Partitura | Immutables | Partitura ÷ Immutables |\n|---|---:|---:|---:|\n");
    md.append("| added, all ").append(RECORDS).append(" types (s) | ").append(s(partituraAdded)).append(" | ")
        .append(s(immutablesAdded)).append(" | ").append(Stats.ratio(ratio)).append(" |\n");
    md.append("| **added per type (ms)** | **").append(ms(partituraAdded / RECORDS)).append("** | **")
        .append(ms(immutablesAdded / RECORDS)).append("** | **").append(Stats.ratio(ratio)).append("** |\n");
    if (cpu) {
      double immutablesVsRecords = r.cpuMedian("immutables") - r.cpuMedian("records");
      md.append("| Immutables added over the records' baseline instead of its own (s) | | ")
          .append(s(immutablesVsRecords)).append(" | ").append(Stats.ratio(partituraAdded / immutablesVsRecords)).append(" |\n");
      double partituraGeneratedCost = r.cpuMedian("partitura-generated") - r.cpuMedian("records");
      double immutablesGeneratedCost = r.cpuMedian("immutables-generated") - r.cpuMedian("interfaces");
      md.append("| of it, javac compiling the generated sources (`…-generated` − baseline, s) | ")
          .append(s(partituraGeneratedCost)).append(" (").append(pct(partituraGeneratedCost, partituraAdded)).append(") | ")
          .append(s(immutablesGeneratedCost)).append(" (").append(pct(immutablesGeneratedCost, immutablesAdded)).append(") | ")
          .append(Stats.ratio(partituraGeneratedCost / immutablesGeneratedCost)).append(" |\n");
      double partituraItself = r.cpuMedian("partitura") - r.cpuMedian("partitura-generated");
      double immutablesItself = r.cpuMedian("immutables") - r.cpuMedian("immutables-generated");
      md.append("| of it, the processor itself (with the processor − `…-generated`, s) | ")
          .append(s(partituraItself)).append(" (").append(pct(partituraItself, partituraAdded)).append(") | ")
          .append(s(immutablesItself)).append(" (").append(pct(immutablesItself, immutablesAdded)).append(") | ")
          .append(Stats.ratio(partituraItself / immutablesItself)).append(" |\n");
      double partituraProcess = r.phaseMedian("partitura", "process");
      double immutablesProcess = r.phaseMedian("immutables", "process");
      md.append("| compiling thread inside the processor's rounds (`process()`, s) | ").append(s(partituraProcess))
          .append(" | ").append(s(immutablesProcess)).append(" | ").append(Stats.ratio(partituraProcess / immutablesProcess)).append(" |\n");
      double partituraJvm = (r.cpuMedian("partitura") - r.phaseMedian("partitura", "*"))
          - (r.cpuMedian("records") - r.phaseMedian("records", "*"));
      double immutablesJvm = (r.cpuMedian("immutables") - r.phaseMedian("immutables", "*"))
          - (r.cpuMedian("interfaces") - r.phaseMedian("interfaces", "*"));
      md.append("| added JVM work outside the compiling thread (JIT, GC; s) | ").append(s(partituraJvm)).append(" | ")
          .append(s(immutablesJvm)).append(" | ").append(Stats.ratio(partituraJvm / immutablesJvm)).append(" |\n");
    }
    md.append("| generated source files | ").append(partituraGenerated.files()).append(" | ")
        .append(immutablesGenerated.files()).append(" | |\n");
    md.append("| generated lines | ").append(String.format(Locale.ROOT, "%,d", partituraGenerated.lines())).append(" | ")
        .append(String.format(Locale.ROOT, "%,d", immutablesGenerated.lines())).append(" | ")
        .append(Stats.ratio((double) partituraGenerated.lines() / immutablesGenerated.lines())).append(" |\n");
    md.append("| generated methods and constructors per type (class files, lambda bodies left out; public) | ")
        .append(Stats.fmt((double) partituraGenerated.methods() / RECORDS, 1)).append(" (")
        .append(Stats.fmt((double) partituraGenerated.publicMethods() / RECORDS, 1)).append(") | ")
        .append(Stats.fmt((double) immutablesGenerated.methods() / RECORDS, 1)).append(" (")
        .append(Stats.fmt((double) immutablesGenerated.publicMethods() / RECORDS, 1)).append(") | |\n");
    md.append("| added ").append(unit).append(" per 1,000 generated lines (ms) | ")
        .append(ms(partituraAdded / partituraGenerated.lines() * 1000)).append(" | ")
        .append(ms(immutablesAdded / immutablesGenerated.lines() * 1000)).append(" | |\n");
    if (cpu) {
      md.append("\nThe compiling thread's CPU per phase (medians, s), with the processor and without it over its ")
          .append("generated sources; javac's work between the processor's rounds includes starting each round, the ")
          .append("parse and enter of generated files are under parse and enter:\n\n");
      md.append("| phase | `records` | `partitura` | `partitura-generated` | `interfaces` | `immutables` | `immutables-generated` |\n")
          .append("|---|---:|---:|---:|---:|---:|---:|\n");
      for (Map.Entry<String, String> phase : PHASES.entrySet()) {
        md.append("| ").append(phase.getValue());
        for (String mode : MODES) {
          md.append(" | ").append(s(r.phaseMedian(mode, phase.getKey())));
        }
        md.append(" |\n");
      }
      md.append("| **compiling thread, all phases**");
      for (String mode : MODES) {
        md.append(" | **").append(s(r.phaseMedian(mode, "*"))).append("**");
      }
      md.append(" |\n");
    }
    report.section(md.toString());
  }

  /** How a side's added CPU splits between the processor itself and javac compiling what it generated. */
  private static String share(Result r, Side side, boolean cpu) {
    if (!cpu) {
      return "no CPU times on this platform";
    }
    double added = r.cpuAdded(side);
    double compiling = r.cpuMedian(side.generated()) - r.cpuMedian(side.baseline());
    double itself = r.cpuMedian(side.withProcessor()) - r.cpuMedian(side.generated());
    return "javac compiling the generated sources " + s(compiling) + " s (" + pct(compiling, added)
        + "), the processor itself " + s(itself) + " s (" + pct(itself, added) + "; its rounds on the compiling thread "
        + s(r.phaseMedian(side.withProcessor(), "process")) + " s)";
  }

  private static String pct(double part, double whole) {
    return Stats.fmt(100 * part / whole, 0) + "%";
  }

  private static String ms(double nanos) {
    return Stats.fmt(nanos / 1e6, 1);
  }

  private static String s(double nanos) {
    return Stats.fmt(nanos / 1e9, 2);
  }
}
