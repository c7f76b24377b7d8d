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
 * Collections nested two levels deep ({@code Customer -> Order -> OrderLine}): they compile, and
 * the grandchild's keys and listings take its parent's key. (The diagnostics for chains that cannot
 * work, REL-001 and REL-014 to REL-016, are in {@link ProcessorErrorsTest}.)
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

  /** One generated type's code: a repository without its nested types, or one of them. */
  private static String generated(Compilation compilation, String name) throws IOException {
    return GeneratedTypes.code(compilation, name);
  }

  @Test
  void threeLevelsCompileWithTheGrandchildKeyedUnderItsParentsSortKey() throws IOException {
    Compilation compilation = compile(CONTROL_PLANE, CUSTOMER, ORDER, ORDER_LINE);
    assertThat(compilation).succeededWithoutWarnings();
    String keys = generated(compilation, "test.OrderLineRepository.Codec");
    assertThat(keys).contains("public static String sortKey(String orderId, String lineId)");
    assertThat(keys).contains("OrderRepository.Codec.sortKey(orderId)");
    assertThat(keys).contains("public static String sortKeyPrefix(String orderId)");
    String orders = generated(compilation, "test.OrderRepository");
    assertThat(orders).contains("public Optional<WithOrderLines> getWithOrderLines(String customerId, String orderId)");
    // The orders alone, without their lines, come from the index the processor declares.
    assertThat(orders).contains("inCustomer(String customerId)");
    assertThat(orders).contains("\"NestedParents\"");
    // Having children of its own takes nothing away from a child: it is still created under its parent.
    assertThat(orders).contains("public void createUnder(Order order)");
    assertThat(orders).contains("public TransactWriteItemsRequest createUnderRequest(Order order)");
    String lines = generated(compilation, "test.OrderLineRepository");
    assertThat(lines).contains("public Listing<OrderLine, Conditions> inOrder(String customerId, String orderId)");
    assertThat(lines).contains("public Optional<OrderLine> get(String customerId, String orderId, String lineId)");
  }

  @Test
  void aSecondGrandchildTypeAddsALoadAndRenamesNone() throws IOException {
    JavaFileObject note = source("test.OrderNote",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Order.class, prefix = \"NOTE\")",
        "public record OrderNote(String customerId, String orderId, @Key String noteId, String text) {}");
    Compilation compilation = compile(CONTROL_PLANE, CUSTOMER, ORDER, ORDER_LINE, note);
    assertThat(compilation).succeededWithoutWarnings();
    String orders = generated(compilation, "test.OrderRepository");
    assertThat(orders).contains("public Optional<WithOrderLines> getWithOrderLines(String customerId, String orderId)");
    assertThat(orders).contains("public Optional<WithOrderNotes> getWithOrderNotes(String customerId, String orderId)");
    assertThat(orders).doesNotContain("getWithChildren");
    assertThat(generated(compilation, "test.OrderRepository.WithOrderLines")).doesNotContain("OrderNote");
    // The note listing is as stable: one order's notes, named after the parent.
    assertThat(generated(compilation, "test.OrderNoteRepository"))
        .contains("public Listing<OrderNote, Conditions> inOrder(String customerId, String orderId)");
  }

  @Test
  void aGrandchildsOwnIndexesListTheWholePartitionAndCompile() throws IOException {
    JavaFileObject sharded = source("test.Customer",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"CUST\", shards = 4)",
        "public record Customer(@Key String customerId, String name) {}");
    JavaFileObject line = source("test.OrderLine",
        "package test;",
        "import io.partitura.annotations.*;",
        "@LocalIndex(name = \"LSI1\", sortKey = \"sku\")",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"sku\")",
        "@ChildOf(parent = Order.class, prefix = \"LINE\")",
        "public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku) {}");
    for (JavaFileObject customer : java.util.List.of(CUSTOMER, sharded)) {
      Compilation compilation = compile(CONTROL_PLANE, customer, ORDER, line);
      assertThat(compilation).succeeded();
      String lines = generated(compilation, "test.OrderLineRepository");
      // A customer's lines by sku, across its orders: named after the partition's owner.
      assertThat(lines).contains(" inCustomerBySku(String customerId)");
      assertThat(lines).contains(" bySku(String sku)");
      assertThat(lines).doesNotContain("inOrderBySku");
    }
  }
  @Test
  void aGrandchildIndexedByItsParentsIdAndItsOwnCompilesAndItsPartialUpdateDecodesBoth() throws IOException {
    // The partial update that rewrites the index key reads orderId and lineNo back from the sort key
    // ORDER#<orderId>#LINE#<lineNo>; the grandchild's codec must decode both.
    JavaFileObject line = source("test.OrderLine",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GlobalIndex(name = \"GSI1\", partitionKey = \"sku\", sortKey = {\"orderId\", \"lineNo\"})",
        "@LocalIndex(name = \"LSI1\", sortKey = {\"sku\", \"orderId\"})",
        "@ChildOf(parent = Order.class, prefix = \"LINE\")",
        "@SuppressWarnings(\"partitura:INDEX-012\")",
        "public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku) {}");
    Compilation compilation = compile(CONTROL_PLANE, CUSTOMER, ORDER, line);
    assertThat(compilation).succeededWithoutWarnings();
    String keys = generated(compilation, "test.OrderLineRepository.Codec");
    assertThat(keys).contains("public static String orderIdOf(String sortKey)");
    assertThat(keys).contains("public static int lineNoOf(String sortKey)");
    assertThat(generated(compilation, "test.OrderLineRepository.Update")).contains("Codec.lineNoOf(sortKey)");
  }
}
