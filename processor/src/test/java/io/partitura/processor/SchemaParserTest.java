package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.TableInfo;
import io.partitura.processor.parse.SchemaParser;
import io.partitura.processor.model.EntityInfo;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The model the parser builds from a source, asserted directly: the parser is driven as
 * {@link PartituraProcessor} drives it ({@link SchemaParser#entity} on every {@code @Parent},
 * {@code @ChildOf} and {@code @ManyToMany} record of a round), without validating or generating.
 */
class SchemaParserTest {
  private static final JavaFileObject SHOP = source("test.Shop",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"shop\")",
      "public interface Shop {}");

  private static final JavaFileObject CUSTOMER = source("test.Customer",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = Shop.class, prefix = \"CUST\", shards = 4)",
      "public record Customer(@Key long customerNo, String name) {}");

  @Test
  void childKeysAreItsParentsKeyThenItsOwnKeysInDeclaredOrder() {
    JavaFileObject order = source("test.Order",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.LocalDate;",
        "@ChildOf(parent = Customer.class, prefix = \"ORD\")",
        "public record Order(long customerNo, @Key(order = 1) int sequence, @Key(order = 0) LocalDate day,",
        "    String note) {}");

    Map<String, EntityModel> models = parse(SHOP, CUSTOMER, order);

    EntityModel parent = models.get("Customer");
    assertThat(parent.kind()).isEqualTo(EntityModel.Kind.PARENT);
    assertThat(names(parent.partitionKeyParts())).containsExactly("customerNo");
    assertThat(parent.sortKeyParts()).isEmpty();
    assertThat(parent.shards()).isEqualTo(4);

    EntityModel child = models.get("Order");
    assertThat(child.kind()).isEqualTo(EntityModel.Kind.CHILD);
    assertThat(child.parentName().simpleName()).isEqualTo("Customer");
    assertThat(child.prefix()).isEqualTo("ORD");
    assertThat(names(child.partitionKeyParts())).containsExactly("customerNo");
    assertThat(names(child.sortKeyParts())).containsExactly("day", "sequence").inOrder();
    assertThat(child.sortKeyParts().stream().map(ComponentModel::keyType).collect(Collectors.toList()))
        .containsExactly(KeyType.LOCAL_DATE, KeyType.INT).inOrder();
  }

  @Test
  void indexHasItsComponentsInDeclaredOrderAndItsShards() {
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@ChildOf(parent = Customer.class, prefix = \"PRJ\")",
        "@GlobalIndex(name = \"GSI2\", partitionKey = {\"region\", \"status\"}, sortKey = {\"priority\", \"createdAt\"},",
        "    shards = 3)",
        "@GlobalIndex(name = \"GSI3\", partitionKey = \"status\", sortKey = \"createdAt\")",
        "public record Project(long customerNo, @Key String projectId, String status, Instant createdAt,",
        "    String region, int priority) {}");

    EntityModel model = parse(SHOP, CUSTOMER, project).get("Project");

    assertThat(model.globalIndexes()).hasSize(2);
    EntityIndexModel sharded = index(model, "GSI2");
    assertThat(names(sharded.partitionComponents())).containsExactly("region", "status").inOrder();
    assertThat(names(sharded.sortComponents())).containsExactly("priority", "createdAt").inOrder();
    assertThat(sharded.shards()).isEqualTo(3);
    assertThat(sharded.index().local()).isFalse();
    EntityIndexModel plain = index(model, "GSI3");
    assertThat(names(plain.partitionComponents())).containsExactly("status");
    assertThat(names(plain.sortComponents())).containsExactly("createdAt");
    assertThat(plain.shards()).isEqualTo(1);
  }

  @Test
  void edgeHasItsSidesKeyPartsAndIndex() {
    JavaFileObject club = source("test.Club",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Shop.class, prefix = \"CLUB\")",
        "public record Club(@Key String clubId, String title) {}");
    JavaFileObject sponsorship = source("test.Sponsorship",
        "package test;",
        "import io.partitura.annotations.ManyToMany;",
        "import io.partitura.annotations.ManyToMany.Projection;",
        "@ManyToMany(from = Customer.class, to = Club.class, prefix = \"SPONSOR\", index = \"GSI2\",",
        "    projection = Projection.KEYS_ONLY, fromKeys = \"sponsorNo\")",
        "public record Sponsorship(long sponsorNo, String clubId, long amountCents) {}");

    EntityModel model = parse(SHOP, CUSTOMER, club, sponsorship).get("Sponsorship");

    assertThat(model.kind()).isEqualTo(EntityModel.Kind.EDGE);
    assertThat(model.edge().fromName().simpleName()).isEqualTo("Customer");
    assertThat(model.edge().toName().simpleName()).isEqualTo("Club");
    assertThat(names(model.edge().fromParts())).containsExactly("sponsorNo");
    assertThat(names(model.edge().toParts())).containsExactly("clubId");
    assertThat(model.edge().index().name()).isEqualTo("GSI2");
    assertThat(model.edge().index().projection()).isEqualTo("KEYS_ONLY");
  }

  @Test
  void versionComponentIsTheModelsVersion() {
    JavaFileObject vault = source("test.Vault",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Shop.class, prefix = \"VAULT\")",
        "public record Vault(@Key String vaultId, long balance, @Version long version) {}");

    EntityModel model = parse(SHOP, vault).get("Vault");

    assertThat(model.version().name()).isEqualTo("version");
    assertThat(names(model.components())).containsExactly("vaultId", "balance", "version").inOrder();
    // An update sets neither a key part nor the version.
    assertThat(names(model.settable())).containsExactly("balance");
  }

  @Test
  void tableParserReadsTheTableTheParentNames() {
    JavaFileObject ledger = source("test.Ledger",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(name = \"ledger\", partitionKey = \"pk\", sortKey = \"sk\", typeAttribute = \"kind\")",
        "public interface Ledger {}");
    JavaFileObject account = source("test.Account",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Ledger.class, prefix = \"ACC\")",
        "public record Account(@Key String accountId) {}");

    TableInfo table = parseInfos(ledger, account).get("Account").table();

    assertThat(table.element().getSimpleName().toString()).isEqualTo("Ledger");
    assertThat(table.tableName()).isEqualTo("ledger");
    assertThat(table.partitionKey()).isEqualTo("pk");
    assertThat(table.sortKey()).isEqualTo("sk");
    assertThat(table.typeAttribute()).isEqualTo("kind");
  }

  @Test
  void grandchildKeyIsTheRootsPartitionKeyThenItsParentsSortKeyThenItsOwn() {
    JavaFileObject order = source("test.Order",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Customer.class, prefix = \"ORD\")",
        "public record Order(long customerNo, @Key String orderId) {}");
    JavaFileObject line = source("test.OrderLine",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Order.class, prefix = \"LINE\")",
        "public record OrderLine(long customerNo, String orderId, @Key int lineNo, String sku) {}");

    EntityModel model = parse(SHOP, CUSTOMER, order, line).get("OrderLine");

    assertThat(model.kind()).isEqualTo(EntityModel.Kind.CHILD);
    assertThat(model.parentName().simpleName()).isEqualTo("Order");
    assertThat(names(model.partitionKeyParts())).containsExactly("customerNo");
    assertThat(names(model.sortKeyParts())).containsExactly("orderId", "lineNo").inOrder();
  }

  @Test
  void localIndexHasNoPartitionComponentsAndIsNamedAfterItsPartition() {
    JavaFileObject order = source("test.Order",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@ChildOf(parent = Customer.class, prefix = \"ORD\")",
        "@LocalIndex(name = \"LSI1\", sortKey = \"placedAt\")",
        "public record Order(long customerNo, @Key String orderId, Instant placedAt) {}");

    EntityModel model = parse(List.of(SHOP, CUSTOMER, order), true).get("Order");

    EntityIndexModel local = index(model, "LSI1");
    assertThat(local.index().local()).isTrue();
    assertThat(local.index().sortKey()).isEqualTo("LSI1SK");
    assertThat(local.partitionComponents()).isEmpty();
    assertThat(names(local.sortComponents())).containsExactly("placedAt");
    assertThat(local.queryName()).isEqualTo("inCustomerByPlacedAt");
  }

  @Test
  void componentsCarryTheirAttributeNamesAndStoredTypes() {
    JavaFileObject member = source("test.Member",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.Instant;",
        "@Parent(table = Shop.class, prefix = \"MEM\")",
        "public record Member(@Key MemberId memberId, @Attribute(\"mail\") String email, Address address,",
        "    @ExpiresAt Instant expiresAt) {",
        "  public record MemberId(String value) {}",
        "  public record Address(String street, String city) {}",
        "}");

    Parsed parsed = parseAll(List.of(SHOP, member), false);
    EntityModel model = parsed.infos().get("Member").model();

    assertThat(model.components().get(0).attributeType()).isInstanceOf(AttributeType.Id.class);
    assertThat(model.components().get(1).attributeName()).isEqualTo("mail");
    assertThat(model.components().get(2).attributeType()).isInstanceOf(AttributeType.Nested.class);
    assertThat(AttributeType.isExpiry(model.components().get(3).attributeType())).isTrue();
    // The typed id is stored as its component: only the address needs a map codec.
    assertThat(parsed.nested()).containsExactly("Address");
  }

  @Test
  void uniqueComponentsAreTheModelsUniqueValues() {
    JavaFileObject member = source("test.Member",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Shop.class, prefix = \"MEM\")",
        "public record Member(@Key String memberId, @Unique String email, @Unique String handle, String name) {}");

    EntityModel model = parse(SHOP, member).get("Member");

    assertThat(names(model.unique())).containsExactly("email", "handle").inOrder();
  }

  private static EntityIndexModel index(EntityModel model, String name) {
    return model.globalIndexes().stream().filter(index -> index.index().name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no index " + name + " in " + model.globalIndexes()));
  }

  private static List<String> names(List<ComponentModel> components) {
    return components.stream().map(ComponentModel::name).collect(Collectors.toList());
  }

  /** The entity models the parser builds from {@code sources}, by record simple name; the sources must compile. */
  private static Map<String, EntityModel> parse(JavaFileObject... sources) {
    return parse(List.of(sources), false);
  }

  /** As {@link #parse(JavaFileObject...)}; with {@code warnings}, the compilation may warn (as a local index does). */
  private static Map<String, EntityModel> parse(List<JavaFileObject> sources, boolean warnings) {
    Map<String, EntityModel> models = new LinkedHashMap<>();
    parseAll(sources, warnings).infos().forEach((name, info) -> models.put(name, info.model()));
    return models;
  }

  private static Map<String, EntityInfo> parseInfos(JavaFileObject... sources) {
    return parseAll(List.of(sources), false).infos();
  }

  /** What the parser read: each entity's info by record simple name, and the nested records it stores. */
  private record Parsed(Map<String, EntityInfo> infos, List<String> nested) {}

  private static Parsed parseAll(List<JavaFileObject> sources, boolean warnings) {
    ParsingProcessor parsing = new ParsingProcessor();
    Compilation compilation = Compiler.javac().withProcessors(parsing).compile(sources);
    if (warnings) {
      assertThat(compilation).succeeded();
    } else {
      assertThat(compilation).succeededWithoutWarnings();
    }
    return new Parsed(parsing.infos, parsing.nested);
  }

  /** Parses every entity of the first round, as {@link PartituraProcessor#process} does. */
  private static final class ParsingProcessor extends AbstractProcessor {
    final Map<String, EntityInfo> infos = new LinkedHashMap<>();
    final List<String> nested = new java.util.ArrayList<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of(Names.PARENT, Names.CHILD_OF, Names.MANY_TO_MANY);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      SchemaParser parser = new SchemaParser(processingEnv, new Reporter(processingEnv));
      for (TypeElement annotation : annotations) {
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
          EntityInfo info = parser.entity((TypeElement) element);
          if (info != null) {
            infos.put(element.getSimpleName().toString(), info);
          }
        }
      }
      parser.nestedRecords().forEach(record -> nested.add(record.recordName().simpleName()));
      return false;
    }
  }
}
