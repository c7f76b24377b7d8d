package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Conditions on sort keys are typed by the component they range: a composite sort key (day, then
 * sequence) takes a date range, or a day and a sequence range, and the compiler refuses anything else.
 */
class SortKeyRangeTypesTest {
  private static final JavaFileObject SHIPMENT = source("test.Shipment",
      "package test;",
      "",
      "import io.partitura.annotations.ChildOf;",
      "import io.partitura.annotations.GlobalIndex;",
      "import io.partitura.annotations.Key;",
      "import java.time.Instant;",
      "import java.time.LocalDate;",
      "",
      "@ChildOf(parent = Workspace.class, prefix = \"SHIP\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"carrier\", sortKey = \"sentAt\")",
      "public record Shipment(String workspaceId, @Key(order = 1) int sequence, @Key(order = 0) LocalDate day,",
      "    String carrier, Instant sentAt) {}");

  private static JavaFileObject use(String... statements) {
    java.util.List<String> lines = new java.util.ArrayList<>(java.util.List.of(
        "package test;",
        "import io.partitura.runtime.query.KeyRange;",
        "import java.time.Instant;",
        "import java.time.LocalDate;",
        "class Use {",
        "  void use(ShipmentRepository shipments) {",
        "    LocalDate day = LocalDate.EPOCH;"));
    for (String statement : statements) {
      lines.add("    " + statement);
    }
    lines.add("  }");
    lines.add("}");
    return source("test.Use", lines.toArray(String[]::new));
  }

  @Test
  void rangesTypedByTheirComponentCompile() {
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, SHIPMENT, use(
        "shipments.inWorkspace(\"w\", KeyRange.between(day, day.plusDays(7))).all();",
        "shipments.inWorkspace(\"w\", day).all();",
        "shipments.inWorkspace(\"w\", day, KeyRange.between(1, 5)).newestFirst().limit(10).page();",
        "shipments.inWorkspace(\"w\", day, KeyRange.after(-1)).describe();",
        "shipments.byCarrier(\"ups\", KeyRange.from(Instant.EPOCH)).all();"));
    assertThat(compilation).succeeded();
  }

  @Test
  void aRangeOfTheWrongTypeDoesNotCompile() {
    assertThat(compile(CONTROL_PLANE, WORKSPACE, SHIPMENT, use("shipments.inWorkspace(\"w\", KeyRange.between(1, 5));")))
        .hadErrorContaining("no suitable method found for inWorkspace");
    assertThat(compile(CONTROL_PLANE, WORKSPACE, SHIPMENT, use("shipments.inWorkspace(\"w\", day, KeyRange.after(day));")))
        .hadErrorContaining("incompatible types");
    assertThat(compile(CONTROL_PLANE, WORKSPACE, SHIPMENT, use("shipments.byCarrier(\"ups\", KeyRange.startingWith(\"a\"));")))
        .failed();
  }
}
