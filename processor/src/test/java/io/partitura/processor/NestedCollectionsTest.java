package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Collections nested two levels deep ({@code Customer -> Order -> OrderLine}): what compiles, what
 * the grandchild's keys look like, and the diagnostics for chains that cannot work.
 */
class NestedCollectionsTest {
  private static final JavaFileObject CUSTOMER = source("test.Customer",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = ControlPlane.class, prefix = \"CUST\")",
      "public record Customer(@Key String customerId, String name) {}");
  private static final JavaFileObject ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "public record Order(String customerId, @Key String orderId, String status) {}");
  private static final JavaFileObject ORDER_LINE = source("test.OrderLine",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Order.class, prefix = \"LINE\")",
      "public record OrderLine(String customerId, String orderId, @Key String lineId, int quantity) {}");

  private static void assertError(Compilation compilation, JavaFileObject file, String line, String... fragments) {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(1);
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(file).onLineContaining(line);
    }
  }

  private static String generated(Compilation compilation, String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }

  @Test
  void threeLevelsCompileWithTheGrandchildKeyedUnderItsParentsSortKey() throws IOException {
    Compilation compilation = compile(CONTROL_PLANE, CUSTOMER, ORDER, ORDER_LINE);
    assertThat(compilation).succeededWithoutWarnings();
    String keys = generated(compilation, "test.OrderLineKeys");
    assertThat(keys).contains("public static String sortKey(String orderId, String lineId)");
    assertThat(keys).contains("OrderKeys.sortKey(orderId)");
    assertThat(keys).contains("public static String sortKeyPrefix(String orderId)");
    String orders = generated(compilation, "test.OrderRepository");
    assertThat(orders).contains("public Optional<OrderWithOrderLines> getWithOrderLines(String customerId, String orderId)");
    // The orders alone, without their lines, come from the index the processor declares.
    assertThat(orders).contains("inCustomer(String customerId)");
    assertThat(orders).contains("\"NestedParents\"");
    String lines = generated(compilation, "test.OrderLineRepository");
    assertThat(lines).contains("public Listing<OrderLine> inOrder(String customerId, String orderId)");
    assertThat(lines).contains("public Optional<OrderLine> get(String customerId, String orderId, String lineId)");
  }

  @Test
  void aFourthLevelIsRefused() {
    JavaFileObject note = source("test.LineNote",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(",
        "    parent = OrderLine.class, prefix = \"NOTE\")",
        "public record LineNote(String customerId, String orderId, String lineId, @Key String noteId) {}");
    assertError(compile(CONTROL_PLANE, CUSTOMER, ORDER, ORDER_LINE, note), note, "parent = OrderLine.class",
        "[PARTITURA-REL-014] @ChildOf(parent = OrderLine.class) on LineNote: OrderLine is itself nested two levels "
            + "deep (Customer -> Order -> OrderLine)",
        "Make LineNote a child of Order");
  }

  @Test
  void aCycleOfChildrenIsRefused() {
    JavaFileObject a = source("test.A",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(",
        "    parent = B.class, prefix = \"A\")",
        "public record A(String bId, @Key String aId) {}");
    JavaFileObject b = source("test.B",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = A.class, prefix = \"B\")",
        "public record B(String aId, @Key String bId) {}");
    Compilation compilation = compile(CONTROL_PLANE, a, b);
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorContaining("[PARTITURA-REL-015] @ChildOf(parent = B.class) on A: the chain "
        + "A -> B -> A never reaches a @Parent").inFile(a).onLineContaining("parent = B.class");
  }

  @Test
  void aParentWithoutARolePointsAtBothWorkingForms() {
    JavaFileObject plain = source("test.Plain", "package test;", "public record Plain(String customerId) {}");
    JavaFileObject order = source("test.Order",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(",
        "    parent = Plain.class, prefix = \"ORDER\")",
        "public record Order(String customerId, @Key String orderId) {}");
    assertError(compile(CONTROL_PLANE, plain, order), order, "parent = Plain.class",
        "[PARTITURA-REL-001] @ChildOf(parent = Plain.class) on Order: Plain is neither a @Parent nor a @ChildOf record",
        "Annotate Plain with @Parent, or with @ChildOf(parent = ...) to nest Order two levels deep");
  }

  @Test
  void aGrandchildMustCarryItsParentsOwnKey() {
    JavaFileObject line = source("test.OrderLine",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Order.class, prefix = \"LINE\")",
        "public record OrderLine(String customerId, @Key String lineId) {}");
    assertError(compile(CONTROL_PLANE, CUSTOMER, ORDER, line), line, "@ChildOf(",
        "[PARTITURA-REL-002] OrderLine is a child of Order but has no component \"orderId\" (java.lang.String)",
        "Add `java.lang.String orderId` to the record.");
  }

  @Test
  void aNestedParentUnderACompositeKeyedRootIsRefused() {
    JavaFileObject customer = source("test.Customer",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"CUST\")",
        "public record Customer(@Key String tenantId, @Key String customerId) {}");
    JavaFileObject order = source("test.Order",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
        "public record Order(String tenantId, String customerId, @Key String orderId) {}");
    JavaFileObject line = source("test.OrderLine",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(",
        "    parent = Order.class, prefix = \"LINE\")",
        "public record OrderLine(String tenantId, String customerId, String orderId, @Key String lineId) {}");
    assertError(compile(CONTROL_PLANE, customer, order, line), line, "parent = Order.class",
        "[PARTITURA-REL-016] @ChildOf(parent = Order.class) on OrderLine: Customer's key has 2 components");
  }
}
