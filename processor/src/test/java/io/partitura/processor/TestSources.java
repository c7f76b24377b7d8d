package io.partitura.processor;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

/** Shared inputs and the compiler configuration every processor test uses. */
final class TestSources {
  private TestSources() {}

  static final String OPTIONS = "-Xlint:all,-processing";

  /** The seed's table: custom key attribute names, default type attribute {@code _type}. */
  static final JavaFileObject CONTROL_PLANE = JavaFileObjects.forSourceLines("test.ControlPlane",
      "package test;",
      "",
      "import io.partitura.annotations.Table;",
      "",
      "@Table(name = \"control-plane\", partitionKey = \"EntityRef\", sortKey = \"Detail\")",
      "public interface ControlPlane {}");

  /** A valid parent of {@link #CONTROL_PLANE}. */
  static final JavaFileObject WORKSPACE = JavaFileObjects.forSourceLines("test.Workspace",
      "package test;",
      "",
      "import io.partitura.annotations.Key;",
      "import io.partitura.annotations.Parent;",
      "",
      "@Parent(table = ControlPlane.class, prefix = \"WS\")",
      "public record Workspace(@Key String workspaceId, String name) {}");

  /** Compiles with Partitura's processor only. */
  static Compilation compile(JavaFileObject... sources) {
    return compile(List.of(), sources);
  }

  /** Compiles with Partitura's processor after {@code others}. */
  static Compilation compile(List<Processor> others, JavaFileObject... sources) {
    List<Processor> processors = new ArrayList<>(others);
    processors.add(new PartituraProcessor());
    return Compiler.javac().withProcessors(processors).withOptions(OPTIONS).compile(Arrays.asList(sources));
  }

  static JavaFileObject source(String fqcn, String... lines) {
    return JavaFileObjects.forSourceLines(fqcn, lines);
  }
}
