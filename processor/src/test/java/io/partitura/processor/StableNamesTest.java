package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Names that do not move: growing a model (a second child type, shards on the parent, shards on an
 * index, another index) adds generated methods and classes but renames or retypes none that existed; the
 * partial update's setters included, unless an index stores two of their components in one attribute. Every public
 * member of every class generated for the first model (repositories, results, conditions, the table,
 * batches, each nested one on its own; not the low-level static key methods of {@code <Record>Repository.Codec}, which
 * follow the key format) must exist, with the same parameter and return types, in the classes generated for the grown one.
 */
class StableNamesTest {
  private static final JavaFileObject SHOP = source("test.Shop",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"shop\", partitionKey = \"PK\", sortKey = \"SK\")",
      "public interface Shop {}");

  private static final JavaFileObject STATUS = source("test.Status",
      "package test;",
      "public enum Status { OPEN, PAID }");

  private static final JavaFileObject CUSTOMER = source("test.Customer",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = Shop.class, prefix = \"CUST\")",
      "public record Customer(@Key String customerId, String name) {}");

  private static final JavaFileObject ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"placedAt\")",
      "public record Order(String customerId, @Key String orderId, Status status, Instant placedAt, long total) {}");

  private static final JavaFileObject SHARDED_CUSTOMER = source("test.Customer",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = Shop.class, prefix = \"CUST\", shards = 4)",
      "public record Customer(@Key String customerId, String name) {}");

  private static final JavaFileObject SHARDED_INDEX_ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"placedAt\", shards = 3)",
      "public record Order(String customerId, @Key String orderId, Status status, Instant placedAt, long total) {}");

  private static final JavaFileObject ADDRESS = source("test.Address",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Customer.class, prefix = \"ADDR\")",
      "public record Address(String customerId, @Key String label, String city) {}");

  private static final JavaFileObject UNINDEXED_ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "public record Order(String customerId, @Key String orderId, Status status, Instant placedAt, long total) {}");

  private static final JavaFileObject THREE_INDEX_ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"placedAt\", shards = 3)",
      "@GlobalIndex(name = \"GSI2\", partitionKey = \"placedAt\", sortKey = \"total\")",
      "@LocalIndex(name = \"LSI1\", sortKey = \"status\")",
      "public record Order(String customerId, @Key String orderId, Status status, Instant placedAt, long total) {}");

  /** {@code status} and {@code total} stored together in one attribute, {@code GSI3PK}. */
  private static final JavaFileObject COMPOSITE_INDEX_ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"placedAt\")",
      "@GlobalIndex(name = \"GSI3\", partitionKey = {\"status\", \"total\"}, query = \"byStatusAndTotal\")",
      "public record Order(String customerId, @Key String orderId, Status status, Instant placedAt, long total) {}");

  /** The operations other than SET: a component that comes to key an index loses them (see below). */
  private static final String OPERATION = "\\w+(Add|Delete|Append|Prepend)\\(.*";

  @Test
  void addingAnIndexRenamesAndRetypesNoSetter() {
    Set<String> unindexed = publicMembers(compile(SHOP, STATUS, CUSTOMER, UNINDEXED_ORDER), "test.OrderRepository$Update");
    Set<String> indexed = publicMembers(compile(SHOP, STATUS, CUSTOMER, ORDER), "test.OrderRepository$Update");
    // Index (status | placedAt): each component is alone in its key attribute, so each keeps its own setter.
    Set<String> setters = new TreeSet<>(unindexed);
    setters.removeIf(member -> member.matches(OPERATION));
    assertThat(setters).containsAtLeast("status(test.Status) -> test.OrderRepository$Update",
        "placedAt(java.time.Instant) -> test.OrderRepository$Update", "total(long) -> test.OrderRepository$Update");
    assertThat(indexed).containsAtLeastElementsIn(setters);
    // Nothing goes: an enum and an Instant have no ADD, and if_not_exists is ifAbsent(u -> u.status(…)), which
    // refuses the setter of a component that keys an index at run time (after it the update would not know the
    // value to compute the key attribute from).
    Set<String> gone = new TreeSet<>(unindexed);
    gone.removeAll(indexed);
    assertThat(gone).isEmpty();

    // Two more indexes, a local one and one on a component that keyed none, with GSI1 sharded: every setter
    // stays; total, which comes to key GSI2, loses its ADD (which does not compile rather than write a wrong key).
    Set<String> threeIndexes = publicMembers(compile(SHOP, STATUS, CUSTOMER, THREE_INDEX_ORDER),
        "test.OrderRepository$Update");
    assertThat(threeIndexes).containsAtLeastElementsIn(setters);
    gone = new TreeSet<>(indexed);
    gone.removeAll(threeIndexes);
    assertThat(gone).containsExactly("totalAdd(long) -> test.OrderRepository$Update");
  }

  @Test
  void twoComponentsStoredInOneKeyAttributeShareOneSetter() {
    // The one exception, and on purpose: an UpdateItem cannot compute GSI3PK = ORDER#<status>#<total> from a
    // stored total it is not given, so status and total are set together; the old setters do not compile.
    Set<String> members = publicMembers(compile(SHOP, STATUS, CUSTOMER, COMPOSITE_INDEX_ORDER),
        "test.OrderRepository$Update");
    assertThat(members).contains("statusAndTotal(test.Status, long) -> test.OrderRepository$Update");
    assertThat(members).contains("placedAt(java.time.Instant) -> test.OrderRepository$Update");
    assertThat(members).doesNotContain("status(test.Status) -> test.OrderRepository$Update");
    assertThat(members).doesNotContain("total(long) -> test.OrderRepository$Update");
  }

  private static final JavaFileObject ORDER_LINE = source("test.OrderLine",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Order.class, prefix = \"LINE\")",
      "public record OrderLine(String customerId, String orderId, @Key int lineNo, String sku) {}");

  private static final JavaFileObject ORDER_NOTE = source("test.OrderNote",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Order.class, prefix = \"NOTE\")",
      "public record OrderNote(String customerId, String orderId, @Key int noteNo, String text) {}");

  /** A three-level load lists each order with what is stored under it: a type added below orders retypes nothing. */
  @Test
  void aSecondGrandchildTypeRenamesAndRetypesNothing() {
    Compilation first = compile(SHOP, STATUS, CUSTOMER, ORDER, ORDER_LINE);
    Compilation grown = compile(SHOP, STATUS, CUSTOMER, ORDER, ORDER_LINE, ORDER_NOTE);
    assertKeepsEveryPublicMember(first, grown);
    assertThat(publicMembers(grown, "test.CustomerRepository$WithOrders"))
        .contains("orders() -> java.util.List<test.OrderRepository$WithChildren>");
    assertThat(publicMembers(grown, "test.OrderRepository$WithChildren"))
        .containsAtLeast("orderLines() -> java.util.List<test.OrderLine>", "orderNotes() -> java.util.List<test.OrderNote>");
  }

  @Test
  void aSecondChildTypeRenamesAndRetypesNothing() {
    assertKeepsEveryPublicMember(compile(SHOP, STATUS, CUSTOMER, ORDER),
        compile(SHOP, STATUS, CUSTOMER, ORDER, ADDRESS));
  }

  @Test
  void shardingTheParentRenamesAndRetypesNothing() {
    assertKeepsEveryPublicMember(compile(SHOP, STATUS, CUSTOMER, ORDER),
        compile(SHOP, STATUS, SHARDED_CUSTOMER, ORDER));
  }

  @Test
  void aSecondChildShardsAndAShardedIndexTogetherRenameAndRetypeNothing() {
    Compilation first = compile(SHOP, STATUS, CUSTOMER, ORDER);
    Compilation grown = compile(SHOP, STATUS, SHARDED_CUSTOMER, SHARDED_INDEX_ORDER, ADDRESS);
    assertKeepsEveryPublicMember(first, grown);
    // The loads that existed stay; the second child adds its own next to them.
    Set<String> grownMembers = publicMembers(grown, "test.CustomerRepository");
    assertThat(grownMembers).contains("getWithOrders(java.lang.String) -> java.util.Optional<test.CustomerRepository$WithOrders>");
    assertThat(grownMembers).contains(
        "getWithAddresses(java.lang.String) -> java.util.Optional<test.CustomerRepository$WithAddresses>");
    assertThat(grownMembers).contains(
        "getWithChildren(java.lang.String) -> java.util.Optional<test.CustomerRepository$WithChildren>");
  }

  @Test
  void noGeneratedSignatureTakesAPositionalBooleanForConsistency() {
    Compilation grown = compile(SHOP, STATUS, SHARDED_CUSTOMER, SHARDED_INDEX_ORDER, ADDRESS);
    for (String className : generatedClasses(grown)) {
      for (String member : publicMembers(grown, className)) {
        assertWithMessage(className + "." + member).that(member.substring(0, member.indexOf(')')))
            .doesNotContain("boolean");
      }
    }
  }

  private static void assertKeepsEveryPublicMember(Compilation first, Compilation grown) {
    assertThat(first).succeeded();
    assertThat(grown).succeeded();
    Set<String> grownClasses = generatedClasses(grown);
    for (String className : generatedClasses(first)) {
      assertWithMessage("generated class %s", className).that(grownClasses).contains(className);
      Set<String> missing = new TreeSet<>(publicMembers(first, className));
      missing.removeAll(publicMembers(grown, className));
      if (className.endsWith("$Codec")) {
        // The key formulas themselves, the codec's static methods but tableSchema(): sharding changes what a key is
        // (a child's partition key then depends on its sort key), so they follow the key; the typed API above them
        // (and the codec's item conversion) does not move.
        missing.removeIf(member -> member.startsWith("static ") && !member.startsWith("static tableSchema("));
      }
      assertWithMessage("public members of %s renamed or retyped", className).that(missing).isEmpty();
    }
  }

  /** The generated top-level classes and the public classes nested in them, by binary name. */
  private static Set<String> generatedClasses(Compilation compilation) {
    ClassLoader loader = new ReservedNamesTest.GeneratedClassLoader(compilation);
    Set<String> classes = new TreeSet<>();
    compilation.generatedSourceFiles().stream()
        .map(file -> file.toUri().getPath())
        .map(path -> path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length(), path.length() - 5)
            .replace('/', '.'))
        .forEach(name -> {
          classes.add(name);
          try {
            for (Class<?> nested : Class.forName(name, false, loader).getDeclaredClasses()) {
              if (Modifier.isPublic(nested.getModifiers())) {
                classes.add(nested.getName());
              }
            }
          } catch (ClassNotFoundException e) {
            throw new AssertionError(name + " has no class file", e);
          }
        });
    return classes;
  }

  /** Each public method and constructor as {@code name(parameter types) -> return type}, generics included. */
  private static Set<String> publicMembers(Compilation compilation, String className) {
    Set<String> members = new TreeSet<>();
    try {
      Class<?> type = Class.forName(className, false, new ReservedNamesTest.GeneratedClassLoader(compilation));
      for (Method method : type.getDeclaredMethods()) {
        if (Modifier.isPublic(method.getModifiers()) && !method.isSynthetic()) {
          members.add((Modifier.isStatic(method.getModifiers()) ? "static " : "") + method.getName() + "("
              + Arrays.stream(method.getGenericParameterTypes()).map(t -> t.getTypeName())
                  .collect(Collectors.joining(", "))
              + ") -> " + method.getGenericReturnType().getTypeName());
        }
      }
      for (Constructor<?> constructor : type.getDeclaredConstructors()) {
        if (Modifier.isPublic(constructor.getModifiers())) {
          members.add("new(" + Arrays.stream(constructor.getGenericParameterTypes()).map(t -> t.getTypeName())
              .collect(Collectors.joining(", ")) + ")");
        }
      }
    } catch (ClassNotFoundException e) {
      throw new AssertionError(className + " was not generated", e);
    }
    return members;
  }
}
