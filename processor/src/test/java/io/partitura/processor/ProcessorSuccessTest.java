package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Valid schemas compile without warnings under {@code -Xlint:all,-processing} (the generated code
 * included) and produce the expected classes. Name lists are lower bounds ({@code containsAtLeast}),
 * so a new kind of generated class does not break them; {@link GoldenFilesTest} pins the exact output.
 */
class ProcessorSuccessTest {

  /** The qualified names of every generated source, e.g. {@code test.WorkspaceRepository}. */
  static List<String> generatedNames(Compilation compilation) {
    return compilation.generatedSourceFiles().stream()
        .map(file -> {
          String path = file.toUri().getPath();
          String relative = path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length());
          return relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
        })
        .sorted()
        .collect(Collectors.toList());
  }

  private static final JavaFileObject ADDRESS = source("test.Address",
      "package test;",
      "public record Address(String street, String city) {}");

  private static final JavaFileObject PROJECT = source("test.Project",
      "package test;",
      "import io.partitura.annotations.*;",
      "import java.time.Instant;",
      "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
      "public record Project(String workspaceId, @Key String projectId, String name, Instant createdAt) {}");

  @Test
  void parentChildAndNestedRecord() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, String name, Address address) {}");
    Compilation compilation = compile(CONTROL_PLANE, ADDRESS, workspace, PROJECT);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.WorkspaceRepository.AddressMapCodec",
        "test.ControlPlaneTable",
        "test.ProjectRepository.Codec",
        "test.ProjectRepository",
        "test.WorkspaceRepository.Codec",
        "test.WorkspaceRepository",
        "test.WorkspaceRepository.WithProjects");
  }

  @Test
  void tableWithoutEntitiesGeneratesItsEntryPoint() {
    Compilation compilation = compile(CONTROL_PLANE);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(generatedNames(compilation)).containsExactly("test.ControlPlaneTable");
  }

  @Test
  void parentWithoutChildrenHasNoCollectionClass() {
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.ControlPlaneTable", "test.WorkspaceRepository.Codec", "test.WorkspaceRepository");
    assertThat(GeneratedTypes.names(compilation).stream().filter(n -> n.startsWith("test.WorkspaceRepository.With"))).isEmpty();
  }

  @Test
  void recordNestedInClassIsFlattened() {
    JavaFileObject outer = source("test.Outer",
        "package test;",
        "import io.partitura.annotations.*;",
        "public class Outer {",
        "  @Parent(table = ControlPlane.class, prefix = \"IN\")",
        "  public record Inner(@Key String id, Detail detail) {}",
        "  public record Detail(String text, int rank) {}",
        "}");
    Compilation compilation = compile(CONTROL_PLANE, outer);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.ControlPlaneTable",
        "test.Outer_InnerRepository.Outer_DetailMapCodec",
        "test.Outer_InnerRepository.Codec",
        "test.Outer_InnerRepository");
  }

  @Test
  void packagePrivateRecordNestedInPackagePrivateClass() {
    JavaFileObject outer = source("test.Outer",
        "package test;",
        "import io.partitura.annotations.*;",
        "class Outer {",
        "  @Parent(table = ControlPlane.class, prefix = \"IN\")",
        "  record Inner(@Key String id) {}",
        "}");
    Compilation compilation = compile(CONTROL_PLANE, outer);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).contains("test.Outer_InnerRepository.Codec");
  }

  @Test
  void twoChildTypesKeepALoadEachAndAddWithChildren() {
    JavaFileObject member = source("test.Member",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Workspace.class, prefix = \"MEM\")",
        "public record Member(String workspaceId, @Key String userId, String role) {}");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, PROJECT, member);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.ControlPlaneTable",
        "test.MemberRepository.Codec",
        "test.MemberRepository",
        "test.ProjectRepository.Codec",
        "test.ProjectRepository",
        "test.WorkspaceRepository.Codec",
        "test.WorkspaceRepository",
        "test.WorkspaceRepository.WithChildren",
        // A second child type adds its own load and keeps the first's: names do not move.
        "test.WorkspaceRepository.WithProjects",
        "test.WorkspaceRepository.WithMembers");
  }

  @Test
  void pluralOfChildNameInCollectionClass() {
    JavaFileObject category = source("test.Category",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Workspace.class, prefix = \"CAT\")",
        "public record Category(String workspaceId, @Key String categoryId) {}");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, category);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).contains("test.WorkspaceRepository.WithCategories");
  }

  @Test
  void compositeAndOrderedKeysOfEveryKeyType() {
    JavaFileObject plan = source("test.Plan", "package test;", "public enum Plan { FREE, TEAM }");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.*;",
        "import java.util.UUID;",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key(order = 1) String workspaceId, @Key(order = 0) Plan plan,",
        "    @Key(order = 2) int a, @Key(order = 3) Integer b, @Key(order = 4) long c, @Key(order = 5) Long d,",
        "    @Key(order = 6) Instant e, @Key(order = 7) LocalDate f, @Key(order = 8) LocalDateTime g,",
        "    @Key(order = 9) UUID h) {}");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.*;",
        "import java.util.UUID;",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, Plan plan, int a, Integer b, long c, Long d, Instant e,",
        "    LocalDate f, LocalDateTime g, UUID h, @Key LocalDate day, @Key UUID projectId) {}");
    Compilation compilation = compile(CONTROL_PLANE, plan, workspace, project);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).contains("test.ProjectRepository.Codec");
  }

  @Test
  void customNamesAndProvisionedTable() {
    JavaFileObject table = source("test.School",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(name = \"school.v1\", typeAttribute = \"kind\", billingMode = Table.BillingMode.PROVISIONED,",
        "    readCapacityUnits = 3, writeCapacityUnits = 2)",
        "public interface School {}");
    JavaFileObject student = source("test.Student",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\", sortKey = \"PROFILE\", type = \"student\")",
        "public record Student(@Key @Attribute(\"id\") String studentId, @Attribute(\"n\") String name,",
        "    String _type) {}");
    Compilation compilation = compile(table, student);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.SchoolTable", "test.StudentRepository.Codec", "test.StudentRepository");
    assertThat(GeneratedTypes.code(compilation, "test.StudentRepository.Codec"))
        .contains("\"student\"");
    assertThat(GeneratedTypes.code(compilation, "test.StudentRepository.Codec"))
        .contains("\"kind\"");
  }

  @Test
  void recursiveNestedRecord() {
    JavaFileObject node = source("test.Node",
        "package test;",
        "import java.util.List;",
        "public record Node(String label, List<Node> children) {}");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, Node tree) {}");
    Compilation compilation = compile(CONTROL_PLANE, node, workspace);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).contains("test.WorkspaceRepository.NodeMapCodec");
  }

  @Test
  void everySupportedAttributeType() {
    JavaFileObject plan = source("test.Plan", "package test;", "public enum Plan { FREE, TEAM }");
    JavaFileObject converter = source("test.UriConverter",
        "package test;",
        "import java.net.URI;",
        "import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;",
        "import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;",
        "import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;",
        "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
        "public class UriConverter implements AttributeConverter<URI> {",
        "  @Override public AttributeValue transformFrom(URI input) { return AttributeValue.fromS(input.toString()); }",
        "  @Override public URI transformTo(AttributeValue input) { return URI.create(input.s()); }",
        "  @Override public EnhancedType<URI> type() { return EnhancedType.of(URI.class); }",
        "  @Override public AttributeValueType attributeValueType() { return AttributeValueType.S; }",
        "}");
    JavaFileObject kitchen = source("test.Kitchen",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.math.*;",
        "import java.net.URI;",
        "import java.time.*;",
        "import java.util.*;",
        "@Parent(table = ControlPlane.class, prefix = \"K\")",
        "public record Kitchen(",
        "    @Key String id,",
        "    String text,",
        "    int i, long l, short s, byte b, double d, float f, boolean z,",
        "    Integer boxedI, Long boxedL, Short boxedS, Byte boxedB, Double boxedD, Float boxedF, Boolean boxedZ,",
        "    BigDecimal decimal, BigInteger integer,",
        "    Instant instant, LocalDate date, LocalDateTime dateTime, UUID uuid,",
        "    Plan plan,",
        "    byte[] bytes,",
        "    List<String> strings, List<Plan> plans, List<Address> addresses, List<List<Integer>> matrix,",
        "    Set<String> tags, Set<Long> numbers, Set<BigDecimal> decimals,",
        "    Map<String, Address> addressesByName, Map<String, List<Long>> listsByName,",
        "    Optional<String> nickname, Optional<Address> maybeAddress,",
        "    Address address,",
        "    @Convert(UriConverter.class) URI homepage) {",
        "  public Kitchen {",
        "    bytes = bytes == null ? null : bytes.clone();",
        "  }",
        "}");
    JavaFileObject address = source("test.Address",
        "package test;",
        "import java.time.LocalDate;",
        "import java.util.List;",
        "public record Address(String street, int number, LocalDate since, List<String> lines, Plan plan) {}");
    Compilation compilation = compile(CONTROL_PLANE, plan, converter, address, kitchen);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.KitchenRepository.AddressMapCodec",
        "test.ControlPlaneTable",
        "test.KitchenRepository.Codec",
        "test.KitchenRepository");
    assertThat(GeneratedTypes.code(compilation, "test.KitchenRepository.Codec"))
        .contains("new UriConverter()");
  }

  @Test
  void manyToManyEdges() {
    JavaFileObject school = source("test.School",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(name = \"school\")",
        "public interface School {}");
    JavaFileObject student = source("test.Student",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"STU\")",
        "public record Student(@Key String studentId, String name) {}");
    JavaFileObject course = source("test.Course",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"CRS\")",
        "public record Course(@Key String courseId, String title) {}");
    JavaFileObject enrollment = source("test.Enrollment",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.time.LocalDate;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", verb = \"enroll\")",
        "public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}");
    JavaFileObject waitlist = source("test.Waitlist",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ManyToMany(from = Student.class, to = Course.class, prefix = \"WAIT\", index = \"GSI2\",",
        "    projection = ManyToMany.Projection.KEYS_ONLY)",
        "public record Waitlist(String studentId, String courseId, int position) {}");
    JavaFileObject user = source("test.User",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = School.class, prefix = \"USR\")",
        "public record User(@Key String userId) {}");
    JavaFileObject follow = source("test.Follow",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ManyToMany(from = User.class, to = User.class, prefix = \"FOLLOWS\", index = \"GSI3\",",
        "    fromKeys = \"followerId\", toKeys = \"followeeId\")",
        "public record Follow(String followerId, String followeeId) {}");
    Compilation compilation = compile(school, student, course, enrollment, waitlist, user, follow);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.SchoolTable",
        "test.EnrollmentRepository.Codec", "test.EnrollmentRepository",
        "test.WaitlistRepository.Codec", "test.WaitlistRepository", "test.WaitlistRepository.Ref",
        "test.FollowRepository.Codec", "test.FollowRepository");
  }

  /** Enum sets are refused (stored sets hold strings or numbers); the message says what is supported. */
  @Test
  void setOfEnums() {
    JavaFileObject plan = source("test.Plan", "package test;", "public enum Plan { FREE, TEAM }");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.util.Set;",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, Set<Plan> plans) {}");
    Compilation compilation = compile(CONTROL_PLANE, plan, workspace);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003]");
    assertThat(compilation).hadErrorContaining("Set of strings or numbers");
  }

  /** Component and record names that the generated code also needs for itself still compile. */
  @Test
  void namesTheGeneratedCodeUsesItselfDoNotClash() {
    JavaFileObject table = source("test.Names",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(name = \"names\")",
        "public interface Names {}");
    JavaFileObject item = source("test.Item",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Names.class, prefix = \"IT\", shards = 4)",
        "public record Item(@Key String item, @Key String type, @Key String table, @Key String consistentRead,",
        "    @Key String shard, @Key String requests, String update, String keys, String next, String version) {}");
    JavaFileObject clazz = source("test.Case",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"shard\", shards = 2)",
        "@ChildOf(parent = Item.class, prefix = \"CL\")",
        "public record Case(String item, String type, String table, String consistentRead, String shard,",
        "    String requests, @Key String found) {}");
    JavaFileObject edgeTarget = source("test.Value",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Names.class, prefix = \"VAL\")",
        "public record Value(@Key String type) {}");
    JavaFileObject edge = source("test.Map",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ManyToMany(from = Item.class, to = Value.class, prefix = \"MAP\", fromKeys = {\"item\", \"type\", "
            + "\"table\", \"consistentRead\", \"shard\", \"requests\"}, toKeys = \"value\")",
        "public record Map(String item, String type, String table, String consistentRead, String shard,",
        "    String requests, String value) {}");
    assertThat(compile(table, item, clazz, edgeTarget, edge)).succeededWithoutWarnings();
  }
}
