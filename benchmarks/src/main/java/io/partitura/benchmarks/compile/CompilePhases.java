package io.partitura.benchmarks.compile;

import com.sun.source.util.JavacTask;
import com.sun.source.util.Plugin;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * Where one javac run spends its compiling thread's CPU: a javac plugin ({@code -Xplugin:CompilePhases
 * <file>}, found on the processor path) or a listener added to an in-process {@link JavacTask}. It reads
 * the thread's CPU clock at every {@link TaskEvent} and charges the time since the previous event to
 * what javac was doing then:
 *
 * <ul>
 *   <li>{@code parse} (per source file), {@code enter} (all files);
 *   <li>{@code process}: inside the annotation processors' rounds ({@code ANNOTATION_PROCESSING_ROUND}:
 *       the processors' {@code process()} calls, with their writing of files); {@code rounds}: the rest of
 *       annotation processing, javac starting the next round (the parse and enter of the generated files are
 *       counted as parse and enter);
 *   <li>{@code analyze} (per file: attribution, where overloads are resolved and generic calls inferred, and
 *       flow analysis), {@code desugar} (per file: from the end of analysis to the start of class generation:
 *       erasure, lambdas turned into methods, inner classes lowered), {@code generate} (per file: bytecode
 *       and class files);
 *   <li>{@code other}: the thread's time outside all of these.
 * </ul>
 *
 * <p>Only the compiling thread is timed: the JIT compiler's and the GC's threads are not, so a fresh javac
 * process uses more CPU than these add up to (that difference is the JVM's own work, mostly JIT
 * compilation of javac itself). The file written at the end of the compilation has one line per
 * phase and source file: {@code phase TAB file TAB nanos} (file empty for phases of no one file).
 */
public final class CompilePhases implements Plugin, TaskListener {

  public static final String NAME = "CompilePhases";

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** What javac is doing now: the innermost open phase. */
  private record Activity(String phase, String file) {}

  private final Deque<Activity> open = new ArrayDeque<>();
  private final Map<Activity, long[]> nanos = new LinkedHashMap<>();
  private Path out;
  private long last = -1;

  public CompilePhases() {}

  /** A listener for an in-process compilation; read it with {@link #totals()} after the task's call. */
  public static CompilePhases listener() {
    return new CompilePhases();
  }

  @Override
  public String getName() {
    return NAME;
  }

  @Override
  public void init(JavacTask task, String... args) {
    if (args.length != 1) {
      throw new IllegalArgumentException("-Xplugin:" + NAME + " takes one argument, the file to write");
    }
    out = Path.of(args[0]);
    task.addTaskListener(this);
  }

  @Override
  public void started(TaskEvent e) {
    charge();
    switch (e.getKind()) {
      case PARSE -> open.push(new Activity("parse", file(e)));
      case ENTER -> open.push(new Activity("enter", ""));
      case ANNOTATION_PROCESSING -> open.push(new Activity("rounds", ""));
      case ANNOTATION_PROCESSING_ROUND -> open.push(new Activity("process", ""));
      case ANALYZE -> open.push(new Activity("analyze", file(e)));
      case GENERATE -> {
        // the desugaring of this file, open since its analysis ended, ends here
        Activity desugar = new Activity("desugar", file(e));
        if (open.contains(desugar)) {
          while (!open.pop().equals(desugar)) {
            // a desugaring left open by another file ends with this one's
          }
        }
        open.push(new Activity("generate", file(e)));
      }
      default -> open.push(new Activity("other", ""));
    }
  }

  @Override
  public void finished(TaskEvent e) {
    charge();
    if (!open.isEmpty()) {
      open.pop();
    }
    if (e.getKind() == TaskEvent.Kind.ANALYZE) {
      open.push(new Activity("desugar", file(e)));
    }
    if (e.getKind() == TaskEvent.Kind.COMPILATION && out != null) {
      try {
        Files.write(out, lines(), StandardCharsets.UTF_8);
      } catch (IOException ex) {
        throw new UncheckedIOException(ex);
      }
    }
  }

  private void charge() {
    long now = THREADS.getCurrentThreadCpuTime();
    if (last >= 0) {
      Activity current = open.isEmpty() ? new Activity("other", "") : open.peek();
      nanos.computeIfAbsent(current, a -> new long[1])[0] += now - last;
    }
    last = now;
  }

  private static String file(TaskEvent e) {
    JavaFileObject source = e.getSourceFile();
    if (source == null) {
      return "";
    }
    String name = source.getName();
    int slash = Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\'));
    return name.substring(slash + 1);
  }

  /** The phases' CPU so far: phase, file (empty for phases of no one file), nanoseconds. */
  public Map<String, Map<String, Long>> totals() {
    charge();
    Map<String, Map<String, Long>> totals = new LinkedHashMap<>();
    nanos.forEach((activity, value) -> totals.computeIfAbsent(activity.phase(), p -> new LinkedHashMap<>())
        .merge(activity.file(), value[0], Long::sum));
    return totals;
  }

  private List<String> lines() {
    List<String> lines = new ArrayList<>();
    totals().forEach((phase, files) -> files.forEach((file, value) ->
        lines.add(String.format(Locale.ROOT, "%s\t%s\t%d", phase, file, value))));
    return lines;
  }

  /** Reads what {@code -Xplugin:CompilePhases <file>} wrote. */
  public static Map<String, Map<String, Long>> read(Path file) throws IOException {
    Map<String, Map<String, Long>> totals = new LinkedHashMap<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] fields = line.split("\t", -1);
      totals.computeIfAbsent(fields[0], p -> new LinkedHashMap<>()).merge(fields[1], Long.parseLong(fields[2]), Long::sum);
    }
    return totals;
  }
}
