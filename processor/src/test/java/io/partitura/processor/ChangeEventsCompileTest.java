package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import java.util.ArrayList;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The generated {@code <Table>Event} is sealed over every entity: a pattern switch that forgets one does not compile.
 * Pattern switches are a preview in Java 17 (standard from 21), so these compile with {@code --enable-preview}; the
 * exhaustiveness check is javac's own.
 */
class ChangeEventsCompileTest {
  private static final JavaFileObject PROJECT = source("test.Project",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
      "public record Project(String workspaceId, @Key String projectId, String name) {}");

  private static Compilation compileConsumer(String... cases) {
    List<String> lines = new ArrayList<>(List.of(
        "package test;",
        "import io.partitura.runtime.stream.Change;",
        "class Consumer {",
        "  static String describe(ControlPlaneEvent event) {",
        "    return switch (event) {"));
    lines.addAll(List.of(cases));
    lines.addAll(List.of("    };", "  }", "}"));
    return Compiler.javac().withProcessors(new PartituraProcessor())
        .withOptions("--release", "17", "--enable-preview", "-Xlint:-preview")
        .compile(CONTROL_PLANE, WORKSPACE, PROJECT, source("test.Consumer", lines.toArray(new String[0])));
  }

  @Test
  void aSwitchNamingEveryEntityCompiles() {
    assertThat(compileConsumer(
        "      case ControlPlaneEvent.WorkspaceChange w -> switch (w.change()) {",
        "        case Change.Inserted<Workspace> inserted -> \"new \" + inserted.newRecord().name();",
        "        case Change.Modified<Workspace> modified -> \"renamed \" + modified.newRecord().name();",
        "        case Change.Removed<Workspace> removed -> \"gone \" + removed.removedByTtl();",
        "      };",
        "      case ControlPlaneEvent.ProjectChange p -> \"project\";",
        "      case ControlPlaneEvent.Unrecognised u -> \"foreign \" + u.item().reason();")).succeeded();
  }

  @Test
  void aSwitchMissingAnEntityDoesNotCompile() {
    Compilation compilation = compileConsumer(
        "      case ControlPlaneEvent.WorkspaceChange w -> \"workspace\";",
        "      case ControlPlaneEvent.Unrecognised u -> \"foreign\";");
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("the switch expression does not cover all possible input values")
        .inFile(compilation.sourceFiles().get(3)).onLineContaining("return switch (event)");
  }

  @Test
  void aSwitchMissingAChangeKindDoesNotCompile() {
    Compilation compilation = compileConsumer(
        "      case ControlPlaneEvent.WorkspaceChange w -> switch (w.change()) {",
        "        case Change.Inserted<Workspace> inserted -> \"new\";",
        "        case Change.Removed<Workspace> removed -> \"gone\";",
        "      };",
        "      case ControlPlaneEvent.ProjectChange p -> \"project\";",
        "      case ControlPlaneEvent.Unrecognised u -> \"foreign\";");
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("the switch expression does not cover all possible input values")
        .inFile(compilation.sourceFiles().get(3)).onLineContaining("switch (w.change())");
  }
}
