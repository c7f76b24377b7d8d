package io.partitura.benchmarks.compile;

import io.partitura.benchmarks.Stats;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;

/** {@link CompileProfile}'s report, as markdown. */
final class Render {

  private static final List<String> FILE_PHASES = List.of("parse", "analyze", "desugar", "generate");

  private Render() {}

  static String report(Map<String, CompileProfile.Counts> counts, Map<String, CompileProfile.Counts> variantCounts,
      Map<String, List<CompileCost.Javac.Run>> fresh,
      Map<String, List<Map<String, Map<String, Long>>>> warm,
      List<CompileProfile.Variant> variants, Map<String, String> baselineOf, int freshRounds, int warmRounds) {
    StringBuilder md = new StringBuilder();
    md.append("# Where javac spends its time on Partitura's generated code\n\n");
    md.append("Written by `CompileProfile` (benchmarks/README.md says how to run it) for measurement 4's model: ")
        .append(CompileCost.RECORDS).append(" records in ").append(CompileCost.TABLES).append(" tables, and the same shapes ")
        .append("as Immutables `@Value.Immutable` interfaces. Machine: ").append(Runtime.getRuntime().availableProcessors())
        .append(" CPUs, Java ").append(System.getProperty("java.runtime.version")).append(".\n\n");
    md.append("Times are the compiling thread's CPU (`CompilePhases`), charged to the file javac was parsing, analyzing ")
        .append("(attribution: overload resolution, inference of generic calls, lambda bodies; flow analysis), desugaring ")
        .append("(erasure, lambdas into methods, lowering) or generating bytecode for. Fresh: ").append(freshRounds)
        .append(" javac processes (`-proc:none` over the sources plus the generated ones, the median of each kind's sum); ")
        .append("early files run on a colder JIT than late ones, and the JVM's own threads (mostly JIT) are not in these ")
        .append("columns. Warm: ").append(warmRounds).append(" compilations in one JVM after as many untimed ones (javac's ")
        .append("steady state). \"Inferred calls\": calls of generic methods without explicit type arguments; \"poly ")
        .append("arguments\": lambdas and method references passed to those or to a diamond `new X<>(…)`, which javac ")
        .append("attributes during inference.\n\n");

    Map<String, Map<String, Double>> freshPartitura = medianPerKind(fresh.get("partitura-generated").stream()
        .map(CompileCost.Javac.Run::phases).toList());
    Map<String, Map<String, Double>> freshImmutables = medianPerKind(fresh.get("immutables-generated").stream()
        .map(CompileCost.Javac.Run::phases).toList());
    Map<String, Map<String, Double>> warmPartitura = medianPerKind(warm.get("partitura-generated"));
    Map<String, Map<String, Double>> warmImmutables = medianPerKind(warm.get("immutables-generated"));
    Map<String, Map<String, Double>> freshAll = new LinkedHashMap<>(freshPartitura);
    Map<String, Map<String, Double>> warmAll = new LinkedHashMap<>(warmPartitura);
    freshImmutables.forEach((kind, phases) -> {
      if (kind.startsWith("Immutable")) {
        freshAll.put(kind, phases);
      }
    });
    warmImmutables.forEach((kind, phases) -> {
      if (kind.startsWith("Immutable")) {
        warmAll.put(kind, phases);
      }
    });
    double freshGenerated = sumGenerated(freshPartitura);
    double warmGenerated = sumGenerated(warmPartitura);

    md.append("## Cost per kind of generated file\n\n");
    md.append("| kind | files | lines | methods | lambdas | method refs | inferred calls | diamonds | poly arguments | ")
        .append("fresh: parse | analyze | desugar | generate | **total (ms)** | share | µs per line | ")
        .append("warm: total (ms) | share | µs per line |\n");
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    List<String> kinds = new ArrayList<>(new TreeSet<>(counts.keySet()));
    kinds.sort((a, b) -> Double.compare(total(freshAll.get(b)), total(freshAll.get(a))));
    CompileProfile.Counts generatedCounts = new CompileProfile.Counts();
    for (String kind : kinds) {
      CompileProfile.Counts c = counts.get(kind);
      boolean generated = isGenerated(kind);
      if (generated) {
        generatedCounts.add(c);
      }
      Map<String, Double> f = freshAll.getOrDefault(kind, Map.of());
      Map<String, Double> w = warmAll.getOrDefault(kind, Map.of());
      md.append("| ").append(kind).append(countCells(c));
      for (String phase : FILE_PHASES) {
        md.append(" | ").append(CompileProfile.ms(f.getOrDefault(phase, 0.0)));
      }
      md.append(" | **").append(CompileProfile.ms(total(f))).append("** | ")
          .append(generated ? pct(total(f), freshGenerated) : "").append(" | ")
          .append(Stats.fmt(total(f) / 1e3 / c.lines, 1)).append(" | ")
          .append(CompileProfile.ms(total(w))).append(" | ").append(generated ? pct(total(w), warmGenerated) : "")
          .append(" | ").append(Stats.fmt(total(w) / 1e3 / c.lines, 1)).append(" |\n");
    }
    md.append("| **all of Partitura's generated files**").append(countCells(generatedCounts));
    for (String phase : FILE_PHASES) {
      double sum = 0;
      for (Map.Entry<String, Map<String, Double>> e : freshPartitura.entrySet()) {
        if (isGenerated(e.getKey())) {
          sum += e.getValue().getOrDefault(phase, 0.0);
        }
      }
      md.append(" | ").append(CompileProfile.ms(sum));
    }
    md.append(" | **").append(CompileProfile.ms(freshGenerated)).append("** | 100% | ")
        .append(Stats.fmt(freshGenerated / 1e3 / generatedCounts.lines, 1)).append(" | ")
        .append(CompileProfile.ms(warmGenerated)).append(" | 100% | ")
        .append(Stats.fmt(warmGenerated / 1e3 / generatedCounts.lines, 1)).append(" |\n\n");

    md.append("Not charged to any one file (fresh, median ms; Partitura's generated set, then Immutables'): ");
    List<String> global = new ArrayList<>();
    for (String kind : freshPartitura.keySet()) {
      if (kind.startsWith("(no one file")) {
        global.add(kind.substring("(no one file: ".length(), kind.length() - 1) + " "
            + CompileProfile.ms(total(freshPartitura.get(kind))) + " / "
            + CompileProfile.ms(total(freshImmutables.getOrDefault(kind, Map.of()))));
      }
    }
    md.append(String.join(", ", global)).append(". Whole runs, median: Partitura's set ")
        .append(secs(medianCpu(fresh.get("partitura-generated")))).append(" s process CPU (compiling thread ")
        .append(secs(medianThread(fresh.get("partitura-generated")))).append(" s), Immutables' set ")
        .append(secs(medianCpu(fresh.get("immutables-generated")))).append(" s (")
        .append(secs(medianThread(fresh.get("immutables-generated")))).append(" s).\n\n");

    if (!variants.isEmpty()) {
      md.append("## Experiments: the generated sources rewritten by hand, no processor change\n\n");
      md.append("Each variant rewrites copies of the generated sources (the rules are in `Experiments`), compiled with ")
          .append("`-proc:none` in fresh javac processes, interleaved with the unchanged sources in the same rounds. Where a ")
          .append("variant needs a runtime method that does not exist yet, it compiles a copy of that runtime class with ")
          .append("the method added, and the unchanged side compiles the unchanged copy of the same class, so both compile ")
          .append("the same number of runtime sources. Medians of ").append(freshRounds).append(" rounds.\n\n");
      CompileProfile.Counts original = CompileProfile.generatedTotal(counts);
      md.append("| variant | what it changes | lines | lambdas + method refs | inferred calls + diamonds | poly arguments | ")
          .append("process CPU, unchanged (s) | rewritten (s) | saved (s) | saved | saved, median of the rounds' pairs (s) | ")
          .append("compiling thread saved (s) | per entity saved (ms) |\n")
          .append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
      md.append("| (unchanged) | | ").append(String.format(Locale.ROOT, "%,d", original.lines)).append(" | ")
          .append(original.lambdas + original.methodRefs).append(" | ").append(original.inferredCalls + original.diamonds)
          .append(" | ").append(original.polyArguments).append(" | | | | | | | |\n");
      for (CompileProfile.Variant v : variants) {
        String baseline = baselineOf.get(v.name());
        double before = medianCpu(fresh.get(baseline));
        double after = medianCpu(fresh.get(v.name()));
        double threadBefore = medianThread(fresh.get(baseline));
        double threadAfter = medianThread(fresh.get(v.name()));
        CompileProfile.Counts c = variantCounts.get(v.name());
        md.append("| `").append(v.name()).append("` | ").append(v.description()).append(" | ")
            .append(String.format(Locale.ROOT, "%,d", c.lines)).append(" | ").append(c.lambdas + c.methodRefs).append(" | ")
            .append(c.inferredCalls + c.diamonds).append(" | ").append(c.polyArguments).append(" | ").append(secs(before))
            .append(" | ").append(secs(after)).append(" | ").append(secs(before - after)).append(" | ")
            .append(pct(before - after, before)).append(" | ").append(secs(pairedSaving(fresh.get(baseline), fresh.get(v.name()))))
            .append(" | ").append(secs(threadBefore - threadAfter)).append(" | ")
            .append(Stats.fmt((before - after) / 1e6 / CompileCost.RECORDS, 1)).append(" |\n");
      }
      md.append("\nPer kind, compiling thread (fresh, median ms), unchanged → rewritten, for the kinds a variant touches:\n\n");
      for (CompileProfile.Variant v : variants) {
        String baseline = baselineOf.get(v.name());
        Map<String, Map<String, Double>> before = medianPerKind(fresh.get(baseline).stream().map(CompileCost.Javac.Run::phases).toList());
        Map<String, Map<String, Double>> after = medianPerKind(fresh.get(v.name()).stream().map(CompileCost.Javac.Run::phases).toList());
        List<String> changes = new ArrayList<>();
        for (String kind : new TreeSet<>(before.keySet())) {
          double b = total(before.get(kind));
          double a = total(after.getOrDefault(kind, Map.of()));
          if (isGenerated(kind) && Math.abs(b - a) > 0.1 * b && Math.abs(b - a) > 20e6) {
            changes.add(kind + " " + CompileProfile.ms(b) + " → " + CompileProfile.ms(a));
          }
        }
        md.append("- `").append(v.name()).append("`: ").append(changes.isEmpty() ? "no kind changed by more than 10% and 20 ms" : String.join("; ", changes)).append("\n");
      }
      md.append("\n");
    }
    return md.toString();
  }

  private static String countCells(CompileProfile.Counts c) {
    return " | " + c.files + " | " + String.format(Locale.ROOT, "%,d", c.lines) + " | " + c.methods + " | " + c.lambdas
        + " | " + c.methodRefs + " | " + c.inferredCalls + " | " + c.diamonds + " | " + c.polyArguments;
  }

  private static boolean isGenerated(String kind) {
    return CompileProfile.isGenerated(kind);
  }

  private static double sumGenerated(Map<String, Map<String, Double>> perKind) {
    double sum = 0;
    for (Map.Entry<String, Map<String, Double>> e : perKind.entrySet()) {
      if (isGenerated(e.getKey())) {
        sum += total(e.getValue());
      }
    }
    return sum;
  }

  private static double total(Map<String, Double> phases) {
    return phases == null ? 0 : phases.values().stream().mapToDouble(Double::doubleValue).sum();
  }

  /** Per kind and phase, the median over the runs of that run's sum. */
  static Map<String, Map<String, Double>> medianPerKind(List<Map<String, Map<String, Long>>> runs) {
    List<Map<String, Map<String, Long>>> perRun = runs.stream().map(CompileProfile::perKind).toList();
    Map<String, Map<String, Double>> medians = new LinkedHashMap<>();
    for (Map<String, Map<String, Long>> run : perRun) {
      run.forEach((kind, phases) -> phases.keySet().forEach(phase ->
          medians.computeIfAbsent(kind, k -> new LinkedHashMap<>()).computeIfAbsent(phase, p ->
              Stats.median(perRun.stream().map(r -> r.getOrDefault(kind, Map.of()).getOrDefault(phase, 0L)).toList()))));
    }
    return medians;
  }

  /** The median over the rounds of unchanged minus rewritten process CPU, each pair from one round (so under one load). */
  private static double pairedSaving(List<CompileCost.Javac.Run> before, List<CompileCost.Javac.Run> after) {
    List<Long> saved = new ArrayList<>();
    for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
      saved.add(before.get(i).cpuNanos() - after.get(i).cpuNanos());
    }
    return Stats.median(saved);
  }

  private static double medianCpu(List<CompileCost.Javac.Run> runs) {
    return Stats.median(runs.stream().map(CompileCost.Javac.Run::cpuNanos).toList());
  }

  private static double medianThread(List<CompileCost.Javac.Run> runs) {
    return Stats.median(runs.stream()
        .map(r -> r.phaseTotals().values().stream().mapToLong(Long::longValue).sum()).toList());
  }

  private static String pct(double part, double whole) {
    return Stats.fmt(100 * part / whole, 1) + "%";
  }

  private static String secs(double nanos) {
    return Stats.fmt(nanos / 1e9, 2);
  }
}
