package io.partitura.benchmarks.compile;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LambdaExpressionTree;
import com.sun.source.tree.MemberReferenceTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewClassTree;
import com.sun.source.tree.ParameterizedTypeTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreePathScanner;
import com.sun.source.util.Trees;
import io.partitura.benchmarks.Stats;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Where javac spends its time compiling what Partitura generates for measurement 4's model (issue 22): not
 * part of {@code BenchmarkMain}, run on its own:
 *
 * <pre>
 * java -cp benchmarks/target/partitura-benchmarks.jar io.partitura.benchmarks.compile.CompileProfile \
 *     [--fresh 3] [--warm 4] [--experiments a,b] [--out benchmarks/compile-profile.md] [--keep DIR]
 * </pre>
 *
 * <p>{@code --fresh 0} only checks that every experiment's sources compile, and counts them.
 *
 * <ol>
 *   <li>Generates the sources with both processors, as {@link CompileCost} does.
 *   <li>Counts, per kind of generated file (Codec, Keys, Conditions, Repository, Update, Table, …), lines,
 *       methods, lambdas, method references, calls of generic methods whose type arguments javac infers,
 *       diamonds, and the lambdas and method references passed to those (poly expressions, attributed
 *       once per inference attempt): from javac's own attributed trees.
 *   <li>Times javac per kind with {@link CompilePhases}: {@code --fresh} fresh javac processes over the
 *       sources plus the generated ones, {@code -proc:none} (what a build's first compile pays, JIT warm-up
 *       included); and {@code --warm} in-process compilations after as many untimed ones (javac's steady
 *       state, as in a build daemon).
 *   <li>Runs the experiments: the same generated sources rewritten by hand-written rules (no processor
 *       change), each compiled in fresh processes interleaved with the unchanged sources, to measure what a
 *       rewrite of one construct would save.
 * </ol>
 */
public final class CompileProfile {

  private CompileProfile() {}

  /** Counts of one file's constructs. */
  static final class Counts {
    long files;
    long lines;
    long methods;
    long lambdas;
    long methodRefs;
    long calls;
    long inferredCalls;
    long diamonds;
    long polyArguments;

    void add(Counts other) {
      files += other.files;
      lines += other.lines;
      methods += other.methods;
      lambdas += other.lambdas;
      methodRefs += other.methodRefs;
      calls += other.calls;
      inferredCalls += other.inferredCalls;
      diamonds += other.diamonds;
      polyArguments += other.polyArguments;
    }
  }

  /**
   * A rewrite of the generated sources: {@code rewrite} gets a file's name and text and returns its new
   * text; {@code extra} are sources added to the compilation (both sides get the unchanged ones where the
   * variant shadows runtime classes: see {@link #extraBaseline}).
   */
  record Variant(String name, String description, Rewrite rewrite, Map<String, String> extra,
      Map<String, String> extraBaseline) {
    /** A variant that rewrites the generated files all together: {@code files} maps a file name to its text. */
    static Variant ofFiles(String name, String description, UnaryOperator<Map<String, String>> files) {
      return new Variant(name, description, new Rewrite() {
        @Override
        public String apply(String fileName, String text) {
          throw new UnsupportedOperationException();
        }

        @Override
        public Map<String, String> applyAll(Map<String, String> all) {
          return files.apply(all);
        }
      }, Map.of(), Map.of());
    }
  }

  @FunctionalInterface
  interface Rewrite {
    String apply(String fileName, String text);

    /** The rewritten files of one package: file name to text; by default each file on its own. */
    default Map<String, String> applyAll(Map<String, String> files) {
      Map<String, String> out = new LinkedHashMap<>();
      files.forEach((name, text) -> out.put(name, apply(name, text)));
      return out;
    }
  }

  public static void main(String[] args) throws Exception {
    int fresh = 3;
    int warm = 4;
    Path out = Path.of("benchmarks", "compile-profile.md");
    Path keep = null;
    List<String> only = null;
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--fresh" -> fresh = Integer.parseInt(args[++i]);
        case "--warm" -> warm = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        case "--keep" -> keep = Path.of(args[++i]);
        case "--experiments" -> only = List.of(args[++i].split(","));
        default -> {
          System.err.println("usage: CompileProfile [--fresh N] [--warm N] [--out FILE] [--keep DIR] [--experiments a,b]");
          System.exit(2);
        }
      }
    }
    Path root = keep != null ? keep : Files.createTempDirectory("partitura-compile-profile");
    try {
      String report = run(root, fresh, warm, only);
      if (out.getParent() != null) {
        Files.createDirectories(out.getParent());
      }
      Files.writeString(out, report, StandardCharsets.UTF_8);
      System.out.println(report);
      System.out.println("Wrote " + out.toAbsolutePath());
    } finally {
      if (keep == null) {
        CompileCost.deleteRecursively(root);
      }
    }
  }

  static String run(Path root, int fresh, int warm, List<String> onlyExperiments) throws IOException {
    CompileCost.deleteRecursively(root);
    Files.createDirectories(root);
    CompileCost.Javac javac = CompileCost.Javac.jdk();
    List<Path> records = CompileCost.writeSources(root.resolve("src"));
    List<Path> interfaces = CompileCost.writeImmutablesSources(root.resolve("src-immutables"));
    Path recordsArgs = CompileCost.argFile(root.resolve("records.txt"), records);
    Path interfacesArgs = CompileCost.argFile(root.resolve("interfaces.txt"), interfaces);
    log("generating (one javac run with each processor)");
    javac.compile("partitura", root, recordsArgs);
    javac.compile("immutables", root, interfacesArgs);
    List<Path> partitura = new ArrayList<>(records);
    partitura.addAll(CompileCost.copyTree(root.resolve(CompileCost.Javac.genDir("partitura")), root.resolve("generated")));
    List<Path> immutables = new ArrayList<>(interfaces);
    immutables.addAll(CompileCost.copyTree(root.resolve(CompileCost.Javac.genDir("immutables")),
        root.resolve("generated-immutables")));

    log("counting constructs");
    Map<String, Counts> counts = count(partitura, javac.classpath());
    count(immutables, javac.classpath()).forEach((kind, c) -> {
      if (kind.startsWith("Immutable")) {
        counts.put(kind, c);
      }
    });

    List<Variant> variants = new ArrayList<>();
    for (Variant v : Experiments.all()) {
      if (onlyExperiments == null || onlyExperiments.contains(v.name())) {
        variants.add(v);
      }
    }
    Map<String, List<Path>> sourceSets = new LinkedHashMap<>();
    Map<String, Path> argFiles = new LinkedHashMap<>();
    sourceSets.put("partitura-generated", partitura);
    sourceSets.put("immutables-generated", immutables);
    // each variant's unchanged side: the plain generated sources, or those plus the unchanged runtime copies
    Map<String, String> baselineOf = new LinkedHashMap<>();
    Map<Map<String, String>, String> baselines = new LinkedHashMap<>();
    baselines.put(Map.of(), "partitura-generated");
    for (Variant v : variants) {
      String baseline = baselines.get(v.extraBaseline());
      if (baseline == null) {
        baseline = "unchanged+" + v.name();
        baselines.put(v.extraBaseline(), baseline);
        sourceSets.put(baseline, withExtra(partitura, root.resolve(baseline), v.extraBaseline()));
      }
      baselineOf.put(v.name(), baseline);
      sourceSets.put(v.name(), rewrite(partitura, records.size(), root.resolve("variant-" + v.name()), v));
    }
    Map<String, Counts> variantCounts = new LinkedHashMap<>();
    for (Variant v : variants) {
      log("counting constructs of " + v.name());
      variantCounts.put(v.name(), generatedTotal(count(sourceSets.get(v.name()), javac.classpath())));
    }
    for (Map.Entry<String, List<Path>> set : sourceSets.entrySet()) {
      argFiles.put(set.getKey(), CompileCost.argFile(root.resolve(set.getKey() + ".txt"), set.getValue()));
    }

    if (fresh == 0) {
      StringBuilder check = new StringBuilder("--fresh 0: the variants compile; generated counts (lines, lambdas + method refs):\n");
      variantCounts.forEach((name, c) -> check.append("  ").append(name).append(": ").append(c.lines).append(", ")
          .append(c.lambdas + c.methodRefs).append(", files ").append(c.files).append("\n"));
      return check.toString();
    }
    log("fresh javac processes: " + fresh + " rounds of " + argFiles.size() + " source sets (interleaved; one untimed round first)");
    Map<String, List<CompileCost.Javac.Run>> freshRuns = new LinkedHashMap<>();
    List<String> modes = new ArrayList<>(argFiles.keySet());
    for (int round = -1; round < fresh; round++) {
      for (int i = 0; i < modes.size(); i++) {
        String mode = modes.get(Math.floorMod(i + round, modes.size()));
        CompileCost.Javac.Run r = javac.compile("none-" + mode, root, argFiles.get(mode));
        if (round >= 0) {
          freshRuns.computeIfAbsent(mode, m -> new ArrayList<>()).add(r);
        }
      }
      log("  round " + (round + 1) + "/" + fresh + (round < 0 ? " (untimed)" : ""));
    }

    log("in-process javac: " + warm + " untimed, then " + warm + " timed compilations of each source set");
    Map<String, List<Map<String, Map<String, Long>>>> warmRuns = new LinkedHashMap<>();
    for (String mode : List.of("partitura-generated", "immutables-generated")) {
      warmRuns.put(mode, inProcess(sourceSets.get(mode), javac.classpath(), root.resolve("warm-out"), warm));
    }

    return Render.report(counts, variantCounts, freshRuns, warmRuns, variants, baselineOf, fresh, warm);
  }

  private static List<Path> withExtra(List<Path> sources, Path dir, Map<String, String> extra) throws IOException {
    List<Path> all = new ArrayList<>(sources);
    for (Map.Entry<String, String> e : extra.entrySet()) {
      Path file = dir.resolve(e.getKey());
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      all.add(file);
    }
    return all;
  }

  /** The records unchanged, the generated sources rewritten into {@code dir} (package by package), plus the variant's extra sources. */
  private static List<Path> rewrite(List<Path> sources, int inputs, Path dir, Variant v) throws IOException {
    List<Path> all = new ArrayList<>(sources.subList(0, inputs));
    Map<String, Map<String, String>> packages = new TreeMap<>();
    for (Path source : sources.subList(inputs, sources.size())) {
      packages.computeIfAbsent(source.getParent().getFileName().toString(), p -> new TreeMap<>())
          .put(source.getFileName().toString(), Files.readString(source, StandardCharsets.UTF_8));
    }
    boolean changed = false;
    for (Map.Entry<String, Map<String, String>> pkg : packages.entrySet()) {
      Map<String, String> rewritten = v.rewrite().applyAll(pkg.getValue());
      changed |= !rewritten.equals(pkg.getValue());
      for (Map.Entry<String, String> file : rewritten.entrySet()) {
        Path copy = dir.resolve(pkg.getKey()).resolve(file.getKey());
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, file.getValue(), StandardCharsets.UTF_8);
        all.add(copy);
      }
    }
    if (!changed) {
      throw new IllegalStateException("experiment " + v.name() + " changed no file");
    }
    return withExtra(all, dir.resolve("extra"), v.extra());
  }

  /** Counts per source file, from javac's attributed trees. */
  static Map<String, Counts> count(List<Path> sources, String classpath) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    Map<String, Counts> perFile = new TreeMap<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      StringWriter diagnostics = new StringWriter();
      JavacTask task = (JavacTask) compiler.getTask(diagnostics, files, null,
          List.of("--release", "17", "-proc:none", "-nowarn", "-cp", classpath),
          null, files.getJavaFileObjectsFromPaths(sources));
      Iterable<? extends CompilationUnitTree> units = task.parse();
      task.analyze();
      Trees trees = Trees.instance(task);
      for (CompilationUnitTree unit : units) {
        Counts c = new Counts();
        c.files = 1;
        c.lines = unit.getSourceFile().getCharContent(true).toString().lines().count();
        new TreePathScanner<Void, Void>() {
          @Override
          public Void visitMethod(MethodTree node, Void unused) {
            c.methods++;
            return super.visitMethod(node, unused);
          }

          @Override
          public Void visitLambdaExpression(LambdaExpressionTree node, Void unused) {
            c.lambdas++;
            return super.visitLambdaExpression(node, unused);
          }

          @Override
          public Void visitMemberReference(MemberReferenceTree node, Void unused) {
            c.methodRefs++;
            return super.visitMemberReference(node, unused);
          }

          @Override
          public Void visitMethodInvocation(MethodInvocationTree node, Void unused) {
            c.calls++;
            Element method = trees.getElement(getCurrentPath());
            if (method instanceof ExecutableElement executable && !executable.getTypeParameters().isEmpty()
                && node.getTypeArguments().isEmpty()) {
              c.inferredCalls++;
              c.polyArguments += polyArguments(node.getArguments());
            }
            return super.visitMethodInvocation(node, unused);
          }

          @Override
          public Void visitNewClass(NewClassTree node, Void unused) {
            c.calls++;
            if (node.getIdentifier() instanceof ParameterizedTypeTree type && type.getTypeArguments().isEmpty()) {
              c.diamonds++;
              c.polyArguments += polyArguments(node.getArguments());
            }
            return super.visitNewClass(node, unused);
          }
        }.scan(unit, null);
        String path = unit.getSourceFile().getName();
        perFile.put(path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1), c);
      }
      if (diagnostics.toString().contains("error")) {
        throw new IllegalStateException("counting: javac reported\n" + diagnostics);
      }
    }
    Map<String, Counts> perKind = new TreeMap<>();
    perFile.forEach((file, c) -> perKind.computeIfAbsent(kind(file), k -> new Counts()).add(c));
    return perKind;
  }

  private static long polyArguments(List<? extends ExpressionTree> arguments) {
    return arguments.stream()
        .filter(a -> a.getKind() == Tree.Kind.LAMBDA_EXPRESSION || a.getKind() == Tree.Kind.MEMBER_REFERENCE)
        .count();
  }

  /** Compiles in this JVM: {@code times} untimed compilations, then {@code times} timed ones; their phases. */
  static List<Map<String, Map<String, Long>>> inProcess(List<Path> sources, String classpath, Path out, int times)
      throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    List<Map<String, Map<String, Long>>> runs = new ArrayList<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
      for (int i = 0; i < 2 * times; i++) {
        CompileCost.deleteRecursively(out);
        Files.createDirectories(out);
        CompilePhases phases = CompilePhases.listener();
        StringWriter diagnostics = new StringWriter();
        Iterable<? extends JavaFileObject> units = files.getJavaFileObjectsFromPaths(sources);
        JavacTask task = (JavacTask) compiler.getTask(diagnostics, files, null,
            List.of("--release", "17", "-encoding", "UTF-8", "-nowarn", "-implicit:none", "-proc:none",
                "-d", out.toString(), "-cp", classpath), null, units);
        task.addTaskListener(phases);
        if (!task.call()) {
          throw new IllegalStateException("in-process javac failed:\n" + diagnostics);
        }
        if (i >= times) {
          runs.add(phases.totals());
        }
      }
    }
    return runs;
  }

  private static final Pattern GENERATED = Pattern.compile("^(Org|Team|Board|Card|Member|Store)\\d\\d(.*)$");

  /** The kind of a source file: Codec, Keys, …; the inputs; Immutables' classes. */
  static String kind(String file) {
    String name = file.endsWith(".java") ? file.substring(0, file.length() - ".java".length()) : file;
    if (name.startsWith("Immutable")) {
      return "Immutable… (Immutables)";
    }
    if (name.equals("Tier")) {
      return "input: enum";
    }
    Matcher m = GENERATED.matcher(name);
    if (!m.matches()) {
      return "extra: " + name;
    }
    String rest = m.group(2).replaceAll("\\d\\d", "");
    if (rest.isEmpty()) {
      return m.group(1).equals("Store") ? "input: @Table interface" : "input: record";
    }
    if (rest.matches("With(Team|Board|Card|Member)s")) {
      return "With<Child>s";
    }
    return rest;
  }

  static boolean isInput(String kind) {
    return kind.startsWith("input:");
  }

  /** Whether files of this kind are Partitura's generated ones (not the inputs, Immutables' or an experiment's extra sources). */
  static boolean isGenerated(String kind) {
    return !isInput(kind) && !kind.startsWith("Immutable") && !kind.startsWith("extra:") && !kind.startsWith("(no one file");
  }

  /** The counts of Partitura's generated files, all kinds together. */
  static Counts generatedTotal(Map<String, Counts> perKind) {
    Counts total = new Counts();
    perKind.forEach((kind, c) -> {
      if (isGenerated(kind)) {
        total.add(c);
      }
    });
    return total;
  }

  static void log(String message) {
    System.out.printf(Locale.ROOT, "[%tT] %s%n", System.currentTimeMillis(), message);
  }

  /** The compiling thread's CPU of one run, per kind and phase. */
  static Map<String, Map<String, Long>> perKind(Map<String, Map<String, Long>> phases) {
    Map<String, Map<String, Long>> perKind = new TreeMap<>();
    phases.forEach((phase, files) -> files.forEach((file, nanos) -> {
      String kind = file.isEmpty() ? "(no one file: " + phase + ")" : kind(file);
      perKind.computeIfAbsent(kind, k -> new LinkedHashMap<>()).merge(phase, nanos, Long::sum);
    }));
    return perKind;
  }

  static String ms(double nanos) {
    return Stats.fmt(nanos / 1e6, 0);
  }
}
