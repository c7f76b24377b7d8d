package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * One negative test per diagnostic of {@link io.partitura.processor.diag.Message}: each asserts the
 * error count, the code with the offending value, the line the error points at and the fix it
 * suggests. Errors on record components point at the component's line (the processor reports on
 * the record's private field because of JDK-8295184).
 */
class ProcessorErrorsTest {

  /**
   * Asserts exactly {@code count} errors, and that each of {@code fragments} is part of an error in
   * {@code file} on the line containing {@code line}.
   */
  private static void assertError(Compilation compilation, int count, JavaFileObject file, String line,
      String... fragments) {
    assertThat(compilation).failed();
    assertThat(compilation).hadErrorCount(count);
    for (String fragment : fragments) {
      assertThat(compilation).hadErrorContaining(fragment).inFile(file).onLineContaining(line);
    }
  }

  private static final JavaFileObject NESTED_CUSTOMER = source("test.Customer",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = ControlPlane.class, prefix = \"CUST\")",
      "public record Customer(@Key String customerId, String name) {}");
  private static final JavaFileObject NESTED_ORDER = source("test.Order",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Customer.class, prefix = \"ORDER\")",
      "public record Order(String customerId, @Key String orderId, String status) {}");
  private static final JavaFileObject NESTED_ORDER_LINE = source("test.OrderLine",
      "package test;",
      "import io.partitura.annotations.*;",
      "@ChildOf(parent = Order.class, prefix = \"LINE\")",
      "public record OrderLine(String customerId, String orderId, @Key String lineId, int quantity) {}");

  private static JavaFileObject workspaceWith(String components) {
    return source("test.Workspace",
        "package test;",
        "",
        "import io.partitura.annotations.*;",
        "import java.util.*;",
        "",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(",
        components) ;
  }

  // ---------------------------------------------------------------- Entities

  @Nested
  class Entities {
    @Test
    void parentOnClass() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.Parent;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public class Workspace {",
          "  String workspaceId;",
          "}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "@Parent(",
          "[PARTITURA-ENTITY-001] @Parent is on class Workspace, but Partitura entities must be Java records.",
          "Declare it as `record Workspace(...)`.");
    }

    @Test
    void parentOnInterface() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.Parent;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public interface Workspace {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "@Parent(",
          "[PARTITURA-ENTITY-001] @Parent is on interface Workspace",
          "Declare it as `record Workspace(...)`.");
    }

    @Test
    void childOfOnClass() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.ChildOf;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public class Project {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "@ChildOf(",
          "[PARTITURA-ENTITY-001] @ChildOf is on class Project",
          "Declare it as `record Project(...)`.");
    }

    @Test
    void genericRecord() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace<T>(@Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "@Parent(",
          "[PARTITURA-ENTITY-002] Record Workspace declares type parameters T;",
          "Remove the type parameters.");
    }

    @Test
    void privateNestedRecord() {
      JavaFileObject outer = source("test.Outer",
          "package test;",
          "import io.partitura.annotations.*;",
          "public class Outer {",
          "  @Parent(table = ControlPlane.class, prefix = \"IN\")",
          "  private record Inner(@Key String id) {}",
          "}");
      assertError(compile(CONTROL_PLANE, outer), 1, outer, "@Parent(",
          "[PARTITURA-ENTITY-003] Record Inner is private (or nested in a private class), "
              + "so the generated code in package test cannot use it.",
          "Make it package-private or public.");
    }

    @Test
    void recordNestedInPrivateClass() {
      JavaFileObject outer = source("test.Outer",
          "package test;",
          "import io.partitura.annotations.*;",
          "public class Outer {",
          "  private static class Hidden {",
          "    @Parent(table = ControlPlane.class, prefix = \"IN\")",
          "    record Inner(@Key String id) {}",
          "  }",
          "}");
      assertError(compile(CONTROL_PLANE, outer), 1, outer, "@Parent(",
          "[PARTITURA-ENTITY-003] Record Inner is private", "Make it package-private or public.");
    }

    @Test
    void parentAndChildOfOnOneRecord() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"P\")",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "@Parent(",
          "[PARTITURA-ENTITY-004] Record Project is annotated with @Parent and @ChildOf",
          "an entity has exactly one role. Keep one of them.");
    }

    @Test
    void duplicateEntityType() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\", type = \"Thing\")",
          "public record Workspace(@Key String workspaceId) {}");
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\", type = \"Thing\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "@ChildOf(",
          "[PARTITURA-ENTITY-005] Entity type \"Thing\" of Project is already used by Workspace in table control-plane",
          "Give one of them another `type`.");
    }

    @Test
    void defaultEntityTypeCollidesWithExplicitOne() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\", type = \"Workspace\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "@ChildOf(",
          "[PARTITURA-ENTITY-005] Entity type \"Workspace\" of Project is already used by Workspace");
    }
  }

  // ---------------------------------------------------------------- Tables

  @Nested
  class Tables {
    @Test
    void entityNamesInterfaceWithoutTable() {
      JavaFileObject plain = source("test.Plain", "package test;", "public interface Plain {}");
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(",
          "    table = Plain.class,",
          "    prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId) {}");
      assertError(compile(plain, workspace), 1, workspace, "table = Plain.class",
          "[PARTITURA-TABLE-001] Workspace names Plain as its table, but Plain is not annotated with @Table.",
          "Annotate it with @Table(name = \"...\") or name a @Table interface.");
    }

    @Test
    void duplicateTableNames() {
      JavaFileObject other = source("test.Other",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(",
          "    name = \"control-plane\")",
          "public interface Other {}");
      assertError(compile(CONTROL_PLANE, other), 1, other, "name = \"control-plane\"",
          "[PARTITURA-TABLE-002] Table name \"control-plane\" is already declared by test.ControlPlane",
          "Declare the table once and point every entity at it.");
    }

    @Test
    void tableNameTooShort() {
      JavaFileObject table = source("test.Short",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(",
          "    name = \"ab\")",
          "public interface Short {}");
      assertError(compile(table), 1, table, "name = \"ab\"",
          "[PARTITURA-TABLE-003] Table name \"ab\" is not valid in DynamoDB",
          "3 to 255 characters of a-z, A-Z, 0-9, '_', '-' and '.'. Rename the table.");
    }

    @Test
    void tableNameWithInvalidCharacters() {
      JavaFileObject table = source("test.Bad",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(",
          "    name = \"bad name!\")",
          "public interface Bad {}");
      assertError(compile(table), 1, table, "name = \"bad name!\"",
          "[PARTITURA-TABLE-003] Table name \"bad name!\" is not valid in DynamoDB", "Rename the table.");
    }

    @Test
    void emptyPartitionKeyAttributeName() {
      JavaFileObject table = source("test.Blank",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"blank\",",
          "    partitionKey = \"\")",
          "public interface Blank {}");
      assertError(compile(table), 1, table, "partitionKey = \"\"",
          "[PARTITURA-TABLE-004] Attribute name \"\" (partition key attribute) is not valid",
          "key attribute names must be 1 to 255 bytes long. Choose another name.");
    }

    @Test
    void typeAttributeNameTooLong() {
      String longName = "t".repeat(256);
      JavaFileObject table = source("test.Long",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"long-attr\",",
          "    typeAttribute = \"" + longName + "\")",
          "public interface Long {}");
      assertError(compile(table), 1, table, "typeAttribute = ",
          "[PARTITURA-TABLE-004] Attribute name \"" + longName + "\" (entity type attribute) is not valid",
          "Choose another name.");
    }

    @Test
    void partitionAndSortKeyAttributesEqual() {
      JavaFileObject table = source("test.Same",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"same\", partitionKey = \"K\",",
          "    sortKey = \"K\")",
          "public interface Same {}");
      assertError(compile(table), 1, table, "sortKey = \"K\"",
          "[PARTITURA-TABLE-005] Partition key and sort key attributes of table same are both named \"K\".",
          "Give the sort key another name (\"SK\" is the usual choice).");
    }

    @Test
    void partitionKeyEqualsDefaultSortKey() {
      JavaFileObject table = source("test.Same",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"same\", partitionKey = \"SK\")",
          "public interface Same {}");
      assertError(compile(table), 1, table, "@Table(",
          "[PARTITURA-TABLE-005] Partition key and sort key attributes of table same are both named \"SK\".");
    }

    @Test
    void provisionedCapacityOfZeroOrLess() {
      JavaFileObject table = source("test.Provisioned",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"provisioned\", billingMode = Table.BillingMode.PROVISIONED,",
          "    readCapacityUnits = 0,",
          "    writeCapacityUnits = -5)",
          "public interface Provisioned {}");
      Compilation compilation = compile(table);
      assertError(compilation, 2, table, "readCapacityUnits = 0",
          "[PARTITURA-TABLE-007] Table provisioned asks for readCapacityUnits = 0; DynamoDB provisions at least 1 "
              + "capacity unit.",
          "Use 1 or more.");
      assertThat(compilation).hadErrorContaining("[PARTITURA-TABLE-007] Table provisioned asks for writeCapacityUnits = -5")
          .inFile(table).onLineContaining("writeCapacityUnits = -5");
    }

    @Test
    void typeAttributeNamedLikeATableKey() {
      JavaFileObject table = source("test.TypeSk",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"typesk\",",
          "    typeAttribute = \"SK\")",
          "public interface TypeSk {}");
      JavaFileObject account = source("test.Account",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = TypeSk.class, prefix = \"A\")",
          "public record Account(@Key String id, String name) {}");
      assertError(compile(table, account), 1, table, "typeAttribute = \"SK\"",
          "[PARTITURA-TABLE-008] The entity type attribute of table typesk is named \"SK\", which is also the "
              + "table's sort key attribute: every put would overwrite the key with the entity's type name.",
          "Give it another name (\"_type\" is the default).");
    }

    @Test
    void tableOnClass() {
      JavaFileObject table = source("test.ControlPlane",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"control-plane\")",
          "public class ControlPlane {}");
      assertError(compile(table), 1, table, "@Table(",
          "[PARTITURA-TABLE-006] @Table is on class ControlPlane;",
          "declare the table on an interface, for example "
              + "`@Table(name = \"control-plane\") public interface ControlPlane {}`.");
    }

    @Test
    void tableOnClassNamedByEntityIsReportedOnce() {
      JavaFileObject table = source("test.ControlPlane",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"control-plane\")",
          "public class ControlPlane {}");
      assertError(compile(table, WORKSPACE), 1, table, "@Table(", "[PARTITURA-TABLE-006]");
    }
  }

  // ---------------------------------------------------------------- Keys

  @Nested
  class Keys {
    @Test
    void noKey() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(String workspaceId, String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "@Parent(",
          "[PARTITURA-KEY-001] Workspace has no @Key component",
          "Annotate the component that identifies it with @Key.");
    }

    @Test
    void childWithoutOwnKey() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "@ChildOf(",
          "[PARTITURA-KEY-001] Project has no @Key component", "with @Key.");
    }

    @Test
    void keyOnDouble() {
      JavaFileObject workspace = workspaceWith("    @Key double score,\n    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "double score",
          "[PARTITURA-KEY-002] Key component score has type double, which the key codec cannot encode in sort order.",
          "Supported key types: String, int, Integer, long, Long, Instant, LocalDate, LocalDateTime, UUID, enum; "
              + "and typed ids, records of one component of such a type (record CustomerId(String value)).");
    }

    @Test
    void keyOnList() {
      JavaFileObject workspace = workspaceWith("    @Key List<String> tags,\n    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "List<String> tags",
          "[PARTITURA-KEY-002] Key component tags has type java.util.List<java.lang.String>",
          "Supported key types: String, int, Integer, long, Long, Instant, LocalDate, LocalDateTime, UUID, enum; "
              + "and typed ids, records of one component of such a type (record CustomerId(String value)).");
    }

    @Test
    void childKeyOfUnsupportedType() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId,",
          "    @Key boolean archived) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "boolean archived",
          "[PARTITURA-KEY-002] Key component archived has type boolean");
    }

    @Test
    void twoKeysWithTheSameOrder() {
      JavaFileObject workspace = workspaceWith(
          "    @Key(order = 1) String region,\n    @Key(order = 1) String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String workspaceId",
          "[PARTITURA-KEY-003] Key components of Workspace have an ambiguous order: "
              + "region (order 1), workspaceId (order 1).",
          "Give every @Key component a distinct `order`, or none of them (declaration order).");
    }

    @Test
    void oneKeyWithOrderOneWithout() {
      JavaFileObject workspace = workspaceWith(
          "    @Key(order = 0) String region,\n    @Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String workspaceId",
          "[PARTITURA-KEY-003] Key components of Workspace have an ambiguous order: "
              + "region (order 0), workspaceId (no order).",
          "or none of them (declaration order).");
    }
  }

  // ---------------------------------------------------------------- Prefixes

  @Nested
  class Prefixes {
    @Test
    void emptyPrefix() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class,",
          "    prefix = \"\")",
          "public record Workspace(@Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "prefix = \"\"",
          "[PARTITURA-PREFIX-001] Prefix \"\" of Workspace is not valid",
          "must not contain '#' (the key separator)", "Use letters, digits, '_' or '-', e.g. \"PROJ\".");
    }

    @Test
    void prefixWithSeparator() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class,",
          "    prefix = \"PR#OJ\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "prefix = \"PR#OJ\"",
          "[PARTITURA-PREFIX-001] Prefix \"PR#OJ\" of Project is not valid", "e.g. \"PROJ\".");
    }

    @Test
    void prefixWithEscapeCharacter() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class,",
          "    prefix = \"W$\")",
          "public record Workspace(@Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "prefix = \"W$\"",
          "[PARTITURA-PREFIX-001] Prefix \"W$\" of Workspace is not valid");
    }

    @Test
    void invalidParentSortKey() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\",",
          "    sortKey = \"ME#TA\")",
          "public record Workspace(@Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "sortKey = \"ME#TA\"",
          "[PARTITURA-PREFIX-001] Prefix \"ME#TA\" of Workspace is not valid");
    }

    @Test
    void twoEntitiesWithTheSamePrefix() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class,",
          "    prefix = \"WS\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      // Reported on both entities: either may be the one to change, and the compiler cannot know which was edited.
      Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, project);
      assertError(compilation, 2, project, "prefix = \"WS\"",
          "[PARTITURA-PREFIX-002] Prefix \"WS\" of Project is already used by Workspace in table control-plane",
          "Give each entity its own prefix.");
      assertThat(compilation).hadErrorContaining(
              "[PARTITURA-PREFIX-002] Prefix \"WS\" of Workspace is already used by Project in table control-plane")
          .inFile(WORKSPACE).onLineContaining("prefix = \"WS\"");
    }

    @Test
    void twoChildrenWithTheSamePrefix() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      JavaFileObject member = source("test.Member",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Member(String workspaceId, @Key String userId) {}");
      Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, project, member);
      assertThat(compilation).hadErrorCount(2);
      assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"PROJ\" of Project is already used by Member")
          .inFile(project).onLineContaining("prefix = \"PROJ\"");
      assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"PROJ\" of Member is already used by Project")
          .inFile(member).onLineContaining("prefix = \"PROJ\"");
      assertThat(compilation).hadErrorContaining("Give each entity its own prefix.");
    }

    @Test
    void childPrefixEqualsParentSortKey() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class,",
          "    prefix = \"META\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "prefix = \"META\"",
          "[PARTITURA-PREFIX-003] Child prefix \"META\" of Project equals the sort key \"META\" of its parent "
              + "Workspace's own item",
          "Choose another prefix or another @Parent(sortKey).");
    }

    @Test
    void childPrefixEqualsCustomParentSortKey() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\", sortKey = \"PROFILE\")",
          "public record Workspace(@Key String workspaceId) {}");
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class,",
          "    prefix = \"PROFILE\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, workspace, project), 1, project, "prefix = \"PROFILE\"",
          "[PARTITURA-PREFIX-003] Child prefix \"PROFILE\" of Project equals the sort key \"PROFILE\"");
    }
  }

  // ---------------------------------------------------------------- Attributes

  @Nested
  class Attributes {
    @Test
    void attributeNamedLikePartitionKey() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Attribute(\"EntityRef\") String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String name",
          "[PARTITURA-ATTR-001] Component Workspace.name is stored as attribute \"EntityRef\", "
              + "which is the table's partition key attribute.",
          "Rename it with @Attribute(\"...\").");
    }

    @Test
    void attributeNamedLikeSortKey() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Attribute(\"Detail\") String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String name",
          "[PARTITURA-ATTR-001] Component Workspace.name is stored as attribute \"Detail\", "
              + "which is the table's sort key attribute.",
          "Rename it with @Attribute(\"...\").");
    }

    @Test
    void attributeNamedLikeTypeAttribute() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Attribute(\"_type\") String kind) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String kind",
          "[PARTITURA-ATTR-001] Component Workspace.kind is stored as attribute \"_type\", "
              + "which is the table's entity type attribute.",
          "Rename it with @Attribute(\"...\").");
    }

    @Test
    void componentNamedLikeDefaultPartitionKey() {
      JavaFileObject table = source("test.School",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"school\")",
          "public interface School {}");
      JavaFileObject student = source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String studentId,",
          "    String PK) {}");
      assertError(compile(table, student), 1, student, "String PK",
          "[PARTITURA-ATTR-001] Component Student.PK is stored as attribute \"PK\", "
              + "which is the table's partition key attribute.");
    }

    @Test
    void twoComponentsRenamedToTheSameAttribute() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Attribute(\"n\") String name,\n    @Attribute(\"n\") String nickname) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String nickname",
          "[PARTITURA-ATTR-002] Component Workspace.nickname is stored as attribute \"n\", "
              + "which component Workspace.name already uses.",
          "Rename one with @Attribute(\"...\").");
    }

    @Test
    void componentRenamedToAnotherComponentsName() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Attribute(\"title\") String name,\n    String title) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String title",
          "[PARTITURA-ATTR-002] Component Workspace.title is stored as attribute \"title\", "
              + "which component Workspace.name already uses.");
    }

    @Test
    void objectComponent() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    Object payload) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Object payload",
          "[PARTITURA-ATTR-003] Component Workspace.payload has type java.lang.Object, which Partitura cannot store.",
          "For other types name an Enhanced Client AttributeConverter with @Convert(MyConverter.class).");
    }

    @Test
    void dateComponent() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    java.util.Date created) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Date created",
          "[PARTITURA-ATTR-003] Component Workspace.created has type java.util.Date",
          "Supported: String, boxed and primitive numbers",
          "@Convert(MyConverter.class)");
    }

    @Test
    void setOfSetsComponent() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    Set<Set<String>> groups) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Set<Set<String>> groups",
          "[PARTITURA-ATTR-003] Component Workspace.groups has type "
              + "java.util.Set<java.util.Set<java.lang.String>>, which Partitura cannot store.");
    }

    @Test
    void mapWithNonStringKeys() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    Map<Integer, String> byId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Map<Integer, String> byId",
          "[PARTITURA-ATTR-003] Component Workspace.byId has type java.util.Map<java.lang.Integer,java.lang.String>");
    }

    @Test
    void optionalInsideList() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    List<Optional<String>> maybe) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "List<Optional<String>> maybe",
          "[PARTITURA-ATTR-003] Component Workspace.maybe has type");
    }

    @Test
    void unsupportedTypeInsideNestedRecordIsReportedWhereItIs() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId,",
          "    Address address) {}",
          "record Address(String city,",
          "    Object location) {}");
      Compilation compilation = compile(CONTROL_PLANE, workspace);
      assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Address.location has type "
          + "java.lang.Object").inFile(workspace).onLineContaining("Object location");
    }

      @Test
    void brokenNestedRecordIsReportedOnceAndOnlyWhereItIsBroken() {
      JavaFileObject address = source("test.Address",
          "package test;",
          "public record Address(String city,",
          "    Object loc) {}");
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId,",
          "    Address home,",
          "    Address work) {}");
      assertError(compile(CONTROL_PLANE, address, workspace), 1, address, "Object loc",
          "[PARTITURA-ATTR-003] Component Address.loc has type java.lang.Object");
    }

    @Test
    void converterWithoutNoArgConstructor() {
      JavaFileObject converter = uriConverter("public UriConverter(String prefix) {}");
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(UriConverter.class) java.net.URI homepage) {}");
      assertError(compile(CONTROL_PLANE, converter, workspace), 1, workspace, "URI homepage",
          "[PARTITURA-ATTR-004] Converter UriConverter on component Workspace.homepage has no public "
              + "no-argument constructor.",
          "A converter must be a public, non-abstract class with a public no-argument constructor "
              + "implementing AttributeConverter<java.net.URI>.");
    }

    @Test
    void converterWithPrivateNoArgConstructor() {
      JavaFileObject converter = uriConverter("private UriConverter() {}");
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(UriConverter.class) java.net.URI homepage) {}");
      assertError(compile(CONTROL_PLANE, converter, workspace), 1, workspace, "URI homepage",
          "[PARTITURA-ATTR-004] Converter UriConverter on component Workspace.homepage has no public "
              + "no-argument constructor.");
    }

    @Test
    void converterOfAnotherType() {
      JavaFileObject converter = uriConverter("");
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(UriConverter.class) String homepage) {}");
      assertError(compile(CONTROL_PLANE, converter, workspace), 1, workspace, "String homepage",
          "[PARTITURA-ATTR-004] Converter UriConverter on component Workspace.homepage does not convert "
              + "java.lang.String.",
          "implementing AttributeConverter<java.lang.String>.");
    }

    @Test
    void converterThatIsNoAttributeConverter() {
      // @Convert's value is a Class<?> (partitura-annotations has no SDK): the processor refuses what javac accepts
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(StringBuilder.class) String homepage) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String homepage",
          "[PARTITURA-ATTR-004] Converter StringBuilder on component Workspace.homepage does not convert "
              + "java.lang.String.",
          "implementing AttributeConverter<java.lang.String>.");
    }

    @Test
    void converterThatIsNoClass() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(int.class) String homepage) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String homepage",
          "[PARTITURA-ATTR-004] Converter int on component Workspace.homepage is not a class.");
    }

    @Test
    void abstractConverter() {
      JavaFileObject converter = source("test.AbstractConverter",
          "package test;",
          "import java.net.URI;",
          "import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;",
          "public abstract class AbstractConverter implements AttributeConverter<URI> {}");
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Convert(AbstractConverter.class) java.net.URI homepage) {}");
      assertError(compile(CONTROL_PLANE, converter, workspace), 1, workspace, "URI homepage",
          "[PARTITURA-ATTR-004] Converter AbstractConverter on component Workspace.homepage is not a public "
              + "concrete class.");
    }

    @Test
    void emptyAttributeName() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    @Attribute(\"\") String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String name",
          "[PARTITURA-ATTR-005] @Attribute on component Workspace.name names an empty attribute.",
          "Give it a name, or remove @Attribute.");
    }
  }

  // ---------------------------------------------------------------- Versions

  @Nested
  class Versions {
    @Test
    void versionOfUnsupportedType() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    @Version String revision) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String revision",
          "[PARTITURA-ATTR-006] @Version component Workspace.revision has type java.lang.String; a version must be "
              + "long, int, Long or Integer.",
          "Change its type.");
    }

    @Test
    void twoVersions() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    @Version long version,\n    @Version Integer revision) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "Integer revision",
          "[PARTITURA-ATTR-007] Component Workspace.revision is a second @Version of Workspace (the first is "
              + "version); an item has one version.",
          "Remove one.");
    }

    @Test
    void versionIsKey() {
      JavaFileObject workspace = workspaceWith("    @Key @Version long workspaceId,\n    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "long workspaceId",
          "[PARTITURA-ATTR-008] Component Workspace.workspaceId is both @Key and @Version",
          "Use a separate component for the version.");
    }

    @Test
    void componentNamedLikeAnUpdateMethod() {
      JavaFileObject workspace = workspaceWith(
          "    @Key String workspaceId,\n    long expectVersion,\n    @Version long version) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "long expectVersion",
          "[PARTITURA-ATTR-009] Component Workspace.expectVersion is named like the method expectVersion() that "
              + "the generated WorkspaceRepository.Update already has",
          "Rename the component (@Attribute(\"expectVersion\") keeps the stored attribute name).");
    }

    @Test
    void componentNamedLikeIfAbsent() {
      // ifAbsent(u -> …) is inherited by every update: a component of that name would have a setter ifAbsent(String).
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    String ifAbsent) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "String ifAbsent",
          "[PARTITURA-ATTR-009] Component Workspace.ifAbsent is named like the method ifAbsent() that "
              + "the generated WorkspaceRepository.Update already has",
          "Rename the component (@Attribute(\"ifAbsent\") keeps the stored attribute name).");
    }

    @Test
    void componentNamedLikeAnItemLevelCondition() {
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    boolean exists) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "boolean exists",
          "[PARTITURA-ATTR-009] Component Workspace.exists is named like the method exists() that "
              + "the generated WorkspaceRepository.Conditions already has",
          "Rename the component (@Attribute(\"exists\") keeps the stored attribute name).");
      JavaFileObject notExists = workspaceWith("    @Key String workspaceId,\n    String notExists) {}");
      assertError(compile(CONTROL_PLANE, notExists), 1, notExists, "String notExists",
          "[PARTITURA-ATTR-009] Component Workspace.notExists is named like the method notExists() that "
              + "the generated WorkspaceRepository.Conditions already has",
          "Rename the component (@Attribute(\"notExists\") keeps the stored attribute name).");
    }

    @Test
    void globalIndexKeyedByTheVersion() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\",",
          "    sortKey = \"version\")",
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId, String name, @Version long version) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "sortKey = \"version\"",
          "[PARTITURA-INDEX-016] @GlobalIndex(name = \"GSI2\") on Workspace keys the index by version, the @Version "
              + "component.",
          "Key the index by another component.");
    }

    @Test
    void localIndexKeyedByTheVersion() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(name = \"LSI1\",",
          "    sortKey = \"revision\")",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId, @Version int revision) {}");
      JavaFileObject workspace = workspaceWith("    @Key String workspaceId) {}");
      Compilation compilation = compile(CONTROL_PLANE, workspace, project);
      assertError(compilation, 1, project, "sortKey = \"revision\"",
          "[PARTITURA-INDEX-016] @LocalIndex(name = \"LSI1\") on Project keys the index by revision, the @Version "
              + "component.");
    }
  }

  // ---------------------------------------------------------------- Relationships

  @Nested
  class Relationships {
    @Test
    void childOfRecordWithoutParent() {
      JavaFileObject plain = source("test.Plain", "package test;", "public record Plain(String workspaceId) {}");
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(",
          "    parent = Plain.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, plain, project), 1, project, "parent = Plain.class",
          "[PARTITURA-REL-001] @ChildOf(parent = Plain.class) on Project: Plain is neither a @Parent nor a @ChildOf "
              + "record",
          "Annotate Plain with @Parent, or with @ChildOf(parent = ...) to nest Project two levels deep");
    }

    @Test
    void childOfAGrandchildIsAFourthLevel() {
      JavaFileObject note = source("test.LineNote",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(",
          "    parent = OrderLine.class, prefix = \"NOTE\")",
          "public record LineNote(String customerId, String orderId, String lineId, @Key String noteId) {}");
      assertError(compile(CONTROL_PLANE, NESTED_CUSTOMER, NESTED_ORDER, NESTED_ORDER_LINE, note), 1, note,
          "parent = OrderLine.class",
          "[PARTITURA-REL-014] @ChildOf(parent = OrderLine.class) on LineNote: OrderLine is itself nested two levels "
              + "deep (Customer -> Order -> OrderLine)",
          "Make LineNote a child of Order, or store it as a list inside OrderLine.");
    }

    @Test
    void childrenInACycle() {
      JavaFileObject a = source("test.A",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(",
          "    parent = B.class, prefix = \"A\")",
          "public record A(String bId, @Key String aId) {}");
      JavaFileObject b = source("test.B",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(",
          "    parent = A.class, prefix = \"B\")",
          "public record B(String aId, @Key String bId) {}");
      Compilation compilation = compile(CONTROL_PLANE, a, b);
      assertThat(compilation).failed();
      assertThat(compilation).hadErrorCount(2);
      assertThat(compilation).hadErrorContaining("[PARTITURA-REL-015] @ChildOf(parent = B.class) on A: the chain "
          + "A -> B -> A never reaches a @Parent").inFile(a).onLineContaining("parent = B.class");
      assertThat(compilation).hadErrorContaining("[PARTITURA-REL-015] @ChildOf(parent = A.class) on B: the chain "
          + "B -> A -> B never reaches a @Parent").inFile(b).onLineContaining("parent = A.class");
    }

    @Test
    void grandchildSharingAPrefixWithItsUncle() {
      // A Customer's Coupon and an Order's OrderLine both live in the customer's partition.
      JavaFileObject coupon = source("test.Coupon",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Customer.class, prefix = \"LINE\")",
          "public record Coupon(String customerId, @Key String code) {}");
      Compilation compilation = compile(CONTROL_PLANE, NESTED_CUSTOMER, NESTED_ORDER, NESTED_ORDER_LINE, coupon);
      assertThat(compilation).failed();
      assertThat(compilation).hadErrorCount(2);
      assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"LINE\" of Coupon is already used by "
          + "OrderLine").inFile(coupon).onLineContaining("@ChildOf(");
      assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"LINE\" of OrderLine is already used by "
          + "Coupon").inFile(NESTED_ORDER_LINE).onLineContaining("@ChildOf(");
    }

    @Test
    void grandchildWithoutItsParentsOwnKey() {
      JavaFileObject line = source("test.OrderLine",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Order.class, prefix = \"LINE\")",
          "public record OrderLine(String customerId, @Key String lineId) {}");
      assertError(compile(CONTROL_PLANE, NESTED_CUSTOMER, NESTED_ORDER, line), 1, line, "@ChildOf(",
          "[PARTITURA-REL-002] OrderLine is a child of Order but has no component \"orderId\" (java.lang.String)",
          "Add `java.lang.String orderId` to the record.");
    }

    @Test
    void grandchildUnderACompositeKeyedParent() {
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
      assertError(compile(CONTROL_PLANE, customer, order, line), 1, line, "parent = Order.class",
          "[PARTITURA-REL-016] @ChildOf(parent = Order.class) on OrderLine: Customer's key has 2 components",
          "NestedParents");
    }

    @Test
    void childWithoutParentKey() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(@Key String projectId, String name) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "@ChildOf(",
          "[PARTITURA-REL-002] Project is a child of Workspace but has no component \"workspaceId\" "
              + "(java.lang.String), the parent's key",
          "Add `java.lang.String workspaceId` to the record.");
    }

    @Test
    void childWithParentKeyOfAnotherType() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(",
          "    long workspaceId,",
          "    @Key String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "long workspaceId",
          "[PARTITURA-REL-003] Component Project.workspaceId has type long, but the parent Workspace's key "
              + "component \"workspaceId\" has type java.lang.String.",
          "Use the parent's type.");
    }

    @Test
    void childMarksParentKeyWithKey() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(",
          "    @Key String workspaceId,",
          "    String projectId) {}");
      assertError(compile(CONTROL_PLANE, WORKSPACE, project), 1, project, "String workspaceId",
          "[PARTITURA-REL-004] Component Project.workspaceId is the parent's key and cannot also be a @Key "
              + "of the child",
          "Remove @Key here and mark the child's own id with @Key.");
    }
  }

  // ---------------------------------------------------------------- Many-to-many edges and indexes

  private static final JavaFileObject SCHOOL = source("test.School",
      "package test;",
      "import io.partitura.annotations.Table;",
      "@Table(name = \"school\")",
      "public interface School {}");
  private static final JavaFileObject STUDENT = source("test.Student",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = School.class, prefix = \"STU\")",
      "public record Student(@Key String studentId, String name) {}");
  private static final JavaFileObject COURSE = source("test.Course",
      "package test;",
      "import io.partitura.annotations.*;",
      "@Parent(table = School.class, prefix = \"CRS\")",
      "public record Course(@Key String courseId, String title) {}");

  /** An edge from Student to Course: {@code annotation} are the lines of its annotation, {@code components} its header. */
  private static JavaFileObject enrollment(String annotation, String components) {
    return source("test.Enrollment",
        "package test;",
        "import io.partitura.annotations.*;",
        annotation,
        "public record Enrollment(",
        components);
  }

  private static Compilation compileSchool(JavaFileObject... more) {
    JavaFileObject[] sources = new JavaFileObject[more.length + 3];
    sources[0] = SCHOOL;
    sources[1] = STUDENT;
    sources[2] = COURSE;
    System.arraycopy(more, 0, sources, 3, more.length);
    return compile(sources);
  }

  @Nested
  class Edges {
    @Test
    void edgeAndParentOnOneRecord() {
      JavaFileObject edge = source("test.Enrollment",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"E\")",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "public record Enrollment(@Key String studentId, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "@Parent(",
          "[PARTITURA-ENTITY-004] Record Enrollment is annotated with @Parent and @ManyToMany", "Keep one of them.");
    }

    @Test
    void sideIsNotParent() {
      JavaFileObject plain = source("test.Plain", "package test;", "public record Plain(String plainId) {}");
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, prefix = \"ENROLL\",\n    to = Plain.class)",
          "    String studentId, String plainId) {}");
      assertError(compileSchool(plain, edge), 1, edge, "to = Plain.class",
          "[PARTITURA-REL-005] @ManyToMany(to = Plain.class) on Enrollment: Plain is not annotated with @Parent.",
          "annotate it with @Parent or name a @Parent record.");
    }

    @Test
    void sidesInDifferentTables() {
      JavaFileObject course = source("test.Course",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId) {}");
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String courseId) {}");
      assertError(compile(SCHOOL, CONTROL_PLANE, STUDENT, course, edge), 1, edge, "@ManyToMany(",
          "[PARTITURA-REL-006] @ManyToMany on Enrollment links Student (table school) and Course (table control-plane)",
          "Point both sides at the same @Table.");
    }

    @Test
    void wrongNumberOfKeyComponents() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    fromKeys = {\"a\", \"b\"})",
          "    String a, String b, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "fromKeys = {",
          "[PARTITURA-REL-007] @ManyToMany(fromKeys = [a, b]) on Enrollment names 2 components, but Student's key "
              + "has 1 ([studentId]).",
          "Name one edge component per key component, in key order.");
    }

    @Test
    void selfEdgeWithoutKeyNames() {
      JavaFileObject user = source("test.User",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"USR\")",
          "public record User(@Key String userId) {}");
      JavaFileObject follow = source("test.Follow",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = User.class, to = User.class, prefix = \"FOLLOWS\")",
          "public record Follow(String followerId, String followeeId) {}");
      assertError(compile(SCHOOL, user, follow), 1, follow, "@ManyToMany(",
          "[PARTITURA-REL-008] @ManyToMany on Follow links User to itself, so both sides would read the same "
              + "components [userId].",
          "e.g. fromKeys = \"followerId\", toKeys = \"followeeId\".");
    }

    @Test
    void missingSideKeyComponent() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String grade) {}");
      assertError(compileSchool(edge), 1, edge, "@ManyToMany(",
          "[PARTITURA-REL-009] Enrollment is an edge from Student to Course but has no component \"courseId\" "
              + "(java.lang.String) holding the to side's key component \"courseId\".",
          "Add `java.lang.String courseId` to the record, or name the component with toKeys.");
    }

    @Test
    void sideKeyComponentOfAnotherType() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId,\n    long courseId) {}");
      assertError(compileSchool(edge), 1, edge, "long courseId",
          "[PARTITURA-REL-010] Component Enrollment.courseId holds Course's key component \"courseId\" of type "
              + "java.lang.String, but has type long.",
          "Use the side's type.");
    }

    @Test
    void edgeWithKey() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String courseId,\n    @Key String grade) {}");
      assertError(compileSchool(edge), 1, edge, "String grade",
          "[PARTITURA-REL-011] Component Enrollment.grade is marked @Key, but an edge's key is made of its two "
              + "sides' keys.",
          "Remove @Key.");
    }

    @Test
    void invalidIndexName() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n    index = \"G1\")",
          "    String studentId, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "index = \"G1\"",
          "[PARTITURA-INDEX-001] Index name \"G1\" on Enrollment is not valid in DynamoDB",
          "Rename the index.");
    }

    @Test
    void anEdgeIndexNamedNestedParentsIsRefusedOnTheName() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n    index = \"NestedParents\")",
          "    String studentId, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "index = \"NestedParents\"",
          "[PARTITURA-INDEX-019] Index name \"NestedParents\" on Enrollment is reserved", "Rename the index");
    }

    @Test
    void edgesSharingAnIndexDisagree() {
      JavaFileObject enrollment = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String courseId) {}");
      JavaFileObject waitlist = source("test.Waitlist",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"WAIT\",",
          "    projection = ManyToMany.Projection.KEYS_ONLY)",
          "public record Waitlist(String studentId, String courseId) {}");
      Compilation compilation = compileSchool(enrollment, waitlist);
      assertThat(compilation).hadErrorCount(1);
      assertThat(compilation).hadErrorContaining("[PARTITURA-INDEX-002] Index GSI1 is declared by Enrollment with "
          + "keys GSI1PK/GSI1SK, projection ALL, but by Waitlist with keys GSI1PK/GSI1SK, projection KEYS_ONLY.");
      assertThat(compilation).hadErrorContaining("align them, or use another index name.");
    }

    @Test
    void includeOfUnknownAttribute() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"grade\", \"nope\"})",
          "    String studentId, String courseId, String grade) {}");
      assertError(compileSchool(edge), 1, edge, "include = {",
          "[PARTITURA-INDEX-003] The INCLUDE projection of index GSI1 on Enrollment names \"nope\", which no "
              + "non-key component of Enrollment (nor of an edge sharing the index) stores, so the index would never "
              + "hold it.",
          "Name the attribute of a component, or remove it. Attributes: [grade].");
    }

    @Test
    void includeOfTheTargetsAttribute() {
      // Course's title is never on an edge item: the index would not hold it, and no ref could carry it.
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"title\"})",
          "    String studentId, String courseId, String grade) {}");
      assertError(compileSchool(edge), 1, edge, "include = {",
          "[PARTITURA-INDEX-003] The INCLUDE projection of index GSI1 on Enrollment names \"title\"");
    }

    @Test
    void includeOfAKeyComponent() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"grade\", \"courseId\"})",
          "    String studentId, String courseId, String grade) {}");
      assertError(compileSchool(edge), 1, edge, "include = {",
          "[PARTITURA-INDEX-021] The INCLUDE projection of index GSI1 on Enrollment names \"courseId\", key "
              + "component courseId of the to side: every index holds its keys, and each ref listed from it carries "
              + "Enrollment's keys already. Remove \"courseId\" from include.");
    }

    @Test
    void includeOfTheTablesKey() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"SK\"})",
          "    String studentId, String courseId, String grade) {}");
      assertError(compileSchool(edge), 1, edge, "include = {",
          "[PARTITURA-INDEX-021] The INCLUDE projection of index GSI1 on Enrollment names \"SK\", the table's sort "
              + "key:");
    }

    @Test
    void includedComponentsOfEveryStoredKindCompileOnTheRef() {
      // The ref reads each included component as the codec does (a converter included), primitives boxed.
      JavaFileObject money = source("test.Money",
          "package test;",
          "public final class Money {",
          "  public final long cents;",
          "  public Money(long cents) { this.cents = cents; }",
          "}");
      JavaFileObject converter = source("test.MoneyConverter",
          "package test;",
          "import software.amazon.awssdk.enhanced.dynamodb.*;",
          "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
          "public final class MoneyConverter implements AttributeConverter<Money> {",
          "  public AttributeValue transformFrom(Money m) { return AttributeValue.fromN(Long.toString(m.cents)); }",
          "  public Money transformTo(AttributeValue v) { return new Money(Long.parseLong(v.n())); }",
          "  public EnhancedType<Money> type() { return EnhancedType.of(Money.class); }",
          "  public AttributeValueType attributeValueType() { return AttributeValueType.N; }",
          "}");
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n"
              + "    include = {\"fee\", \"notes\", \"marks\", \"passed\", \"score\", \"due\", \"exact\", \"grader\"})",
          "    String studentId, String courseId, @Convert(MoneyConverter.class) Money fee,\n"
              + "    java.util.List<String> notes, java.util.Map<String, Integer> marks, boolean passed, double score,\n"
              + "    java.time.Instant due, java.math.BigDecimal exact, GraderId grader) {}");
      JavaFileObject graderId = source("test.GraderId",
          "package test;",
          "public record GraderId(long value) {}");
      Compilation compilation = compileSchool(money, converter, graderId, edge);
      assertThat(compilation).succeeded();
      assertThat(compilation).generatedSourceFile("test.EnrollmentRepository").contentsAsUtf8String()
          .contains("public Boolean passed()");
      // A typed id over a long reads its value boxed: an absent attribute lists as a null id, not an exception.
      assertThat(compilation).generatedSourceFile("test.EnrollmentRepository").contentsAsUtf8String()
          .contains("Items.get(item, \"grader\", v0 -> Items.asId(v0, Decoders.LONG, GraderId::new))");
    }

    @Test
    void edgesSharingAnIncludeIndexNameEachOthersComponents() {
      // One INCLUDE list for the shared index: each edge's refs carry the components it has.
      JavaFileObject enrollment = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"grade\", \"role\"})",
          "    String studentId, String courseId, String grade) {}");
      JavaFileObject teaching = source("test.Teaching",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"TEACH\",",
          "    projection = ManyToMany.Projection.INCLUDE, include = {\"grade\", \"role\"})",
          "public record Teaching(String studentId, String courseId, String role) {}");
      Compilation compilation = compileSchool(enrollment, teaching);
      assertThat(compilation).succeeded();
    }

    @Test
    void anotherEdgesComponentMayBeThisEdgesKey() {
      // Grading stores courseId as data and shares the index: Enrollment must list it too, though it is its key.
      JavaFileObject enrollment = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", index = \"GSI2\",\n"
              + "    projection = ManyToMany.Projection.INCLUDE,\n    include = {\"courseId\"})",
          "    String studentId, String courseId, String grade) {}");
      JavaFileObject grading = source("test.Grading",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ManyToMany(from = Student.class, to = Student.class, prefix = \"GRADES\", index = \"GSI2\",",
          "    fromKeys = \"graderId\", toKeys = \"studentId\",",
          "    projection = ManyToMany.Projection.INCLUDE, include = {\"courseId\"})",
          "public record Grading(String graderId, String studentId, String courseId) {}");
      Compilation compilation = compileSchool(enrollment, grading);
      assertThat(compilation).succeeded();
      // Enrollment's ref has courseId once, as a key.
      assertThat(compilation).generatedSourceFile("test.EnrollmentRepository").contentsAsUtf8String()
          .contains("public Ref(String studentId, String courseId) {");
    }

    @Test
    void moreThanTwentyIndexes() {
      JavaFileObject[] sources = new JavaFileObject[24];
      sources[0] = SCHOOL;
      sources[1] = STUDENT;
      sources[2] = COURSE;
      for (int i = 1; i <= 21; i++) {
        String name = "Edge" + i;
        sources[2 + i] = source("test." + name,
            "package test;",
            "import io.partitura.annotations.*;",
            "@ManyToMany(from = Student.class, to = Course.class, prefix = \"E" + i + "\", index = \"IDX" + i + "\")",
            "public record " + name + "(String studentId, String courseId) {}");
      }
      assertError(compile(sources), 1, SCHOOL, "@Table(",
          "[PARTITURA-INDEX-004] Table school would have 21 global secondary indexes; DynamoDB allows at most 20",
          "Let edges share an overloaded index (same index name and key attributes).");
    }

    @Test
    void indexKeyIsTableKey() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\", indexPartitionKey = \"SK\")",
          "    String studentId, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "@ManyToMany(",
          "[PARTITURA-INDEX-005] Index GSI1 on Enrollment uses \"SK\" as a key attribute, which is also the "
              + "table's sort key.",
          "Index keys need their own attributes, e.g. GSI1PK and GSI1SK.");
    }

    @Test
    void componentNamedLikeIndexKey() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String courseId) {}");
      JavaFileObject course = source("test.Course",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId,",
          "    @Attribute(\"GSI1PK\") String title) {}");
      assertError(compile(SCHOOL, STUDENT, course, edge), 1, course, "String title",
          "[PARTITURA-ATTR-001] Component Course.title is stored as attribute \"GSI1PK\", which is the key "
              + "attribute of index GSI1.");
    }
  }

  // ---------------------------------------------------------------- Index key attributes written twice

  /**
   * An index key attribute that is also a table key, the type attribute, a component's attribute or
   * another index key of the same entity would be written twice by every put: the last write wins,
   * and the item's key (or index entry) silently changes. Each is refused on the annotation value.
   */
  @Nested
  class IndexKeyAttributes {
    /** A child of {@code Student} in table {@code school} (keys {@code PK}/{@code SK}, type {@code _type}). */
    private JavaFileObject ticket(String... annotationLines) {
      String[] lines = new String[annotationLines.length + 5];
      lines[0] = "package test;";
      lines[1] = "import io.partitura.annotations.*;";
      System.arraycopy(annotationLines, 0, lines, 2, annotationLines.length);
      lines[annotationLines.length + 2] = "@ChildOf(parent = Student.class, prefix = \"TKT\")";
      lines[annotationLines.length + 3] = "public record Ticket(String studentId, @Key String ticketId, String status,";
      lines[annotationLines.length + 4] = "    String priority) {}";
      return source("test.Ticket", lines);
    }

    private Compilation compileWith(JavaFileObject ticket) {
      return compile(SCHOOL, STUDENT, ticket);
    }

    @Test
    void globalIndexPartitionKeyIsTheTablePartitionKey() {
      JavaFileObject ticket = ticket("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",",
          "    indexPartitionKey = \"PK\")");
      assertError(compileWith(ticket), 1, ticket, "indexPartitionKey = \"PK\"",
          "[PARTITURA-INDEX-005] Index GSI2 on Ticket uses \"PK\" as a key attribute, which is also the table's "
              + "partition key.",
          "Index keys need their own attributes, e.g. GSI2PK and GSI2SK.");
    }

    @Test
    void globalIndexSortKeyIsTheTableSortKey() {
      JavaFileObject ticket = ticket("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",",
          "    indexSortKey = \"SK\")");
      assertError(compileWith(ticket), 1, ticket, "indexSortKey = \"SK\"",
          "[PARTITURA-INDEX-005] Index GSI2 on Ticket uses \"SK\" as a key attribute, which is also the table's "
              + "sort key.");
    }

    @Test
    void globalIndexPartitionKeyIsTheTypeAttribute() {
      JavaFileObject ticket = ticket("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",",
          "    indexPartitionKey = \"_type\")");
      assertError(compileWith(ticket), 1, ticket, "indexPartitionKey = \"_type\"",
          "[PARTITURA-INDEX-005] Index GSI2 on Ticket uses \"_type\" as a key attribute, which is also the table's "
              + "entity type attribute.");
    }

    @Test
    void localIndexSortKeyIsTheTableSortKey() {
      JavaFileObject ticket = ticket("@LocalIndex(name = \"LSI1\", sortKey = \"status\",",
          "    indexSortKey = \"SK\")");
      assertError(compileWith(ticket), 1, ticket, "indexSortKey = \"SK\"",
          "[PARTITURA-INDEX-005] Index LSI1 on Ticket uses \"SK\" as a key attribute, which is also the table's "
              + "sort key.");
    }

    @Test
    void defaultIndexKeyAttributeIsTheTablePartitionKey() {
      JavaFileObject table = source("test.Odd",
          "package test;",
          "import io.partitura.annotations.Table;",
          "@Table(name = \"odd\", partitionKey = \"GSI2PK\")",
          "public interface Odd {}");
      JavaFileObject thing = source("test.Thing",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(",
          "    name = \"GSI2\", partitionKey = \"status\")",
          "@Parent(table = Odd.class, prefix = \"TH\")",
          "public record Thing(@Key String thingId, String status) {}");
      assertError(compile(table, thing), 1, thing, "name = \"GSI2\"",
          "[PARTITURA-INDEX-005] Index GSI2 on Thing uses \"GSI2PK\" as a key attribute, which is also the table's "
              + "partition key.");
    }

    @Test
    void indexKeyAttributeIsAComponentOfTheSameEntity() {
      JavaFileObject ticket = ticket("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",",
          "    indexPartitionKey = \"priority\")");
      assertError(compileWith(ticket), 1, ticket, "indexPartitionKey = \"priority\"",
          "[PARTITURA-INDEX-013] Ticket would write index key attribute \"priority\" twice: as component "
              + "Ticket.priority and as the partition key of its @GlobalIndex(name = \"GSI2\") queried by byStatus().",
          "use another index name");
    }

    @Test
    void indexPartitionAndSortKeyAttributesEqual() {
      JavaFileObject ticket = ticket("@GlobalIndex(name = \"GSI2\", partitionKey = \"status\", indexPartitionKey = \"X\",",
          "    indexSortKey = \"X\")");
      assertError(compileWith(ticket), 1, ticket, "indexSortKey = \"X\"",
          "[PARTITURA-INDEX-013] Ticket would write index key attribute \"X\" twice: as the partition key of its "
              + "@GlobalIndex(name = \"GSI2\") queried by byStatus() and as the sort key of its "
              + "@GlobalIndex(name = \"GSI2\") queried by byStatus().");
    }

    @Test
    void twoIndexesOfOneEntityShareAKeyAttribute() {
      JavaFileObject ticket = ticket(
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"status\", indexPartitionKey = \"X\")",
          "@GlobalIndex(name = \"GSI3\", partitionKey = \"priority\",",
          "    indexSortKey = \"X\")");
      assertError(compileWith(ticket), 1, ticket, "indexSortKey = \"X\"",
          "[PARTITURA-INDEX-013] Ticket would write index key attribute \"X\" twice: as the partition key of its "
              + "@GlobalIndex(name = \"GSI2\") queried by byStatus() and as the sort key of its "
              + "@GlobalIndex(name = \"GSI3\") queried by byPriority().");
    }

    @Test
    void aLocalAndAGlobalIndexOfOneEntityShareAKeyAttribute() {
      JavaFileObject ticket = ticket(
          "@LocalIndex(name = \"LSI1\", sortKey = \"priority\", indexSortKey = \"X\")",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"status\",",
          "    indexPartitionKey = \"X\")");
      assertError(compileWith(ticket), 1, ticket, "indexPartitionKey = \"X\"",
          "[PARTITURA-INDEX-013] Ticket would write index key attribute \"X\" twice: as the sort key of its "
              + "@LocalIndex(name = \"LSI1\") queried by inStudentByPriority() and as the partition key of its "
              + "@GlobalIndex(name = \"GSI2\") queried by byStatus().");
    }

    /**
     * Entities may share index key attributes (an overloaded index, one attribute in two indexes):
     * CreateTable defines each attribute once, and never a table key again.
     */
    @Test
    void sharedIndexKeyAttributesAreDefinedOnceInCreateTable() throws Exception {
      JavaFileObject ticket = ticket(
          "@LocalIndex(name = \"LSI1\", sortKey = \"priority\", indexSortKey = \"ORDER\")",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"status\")");
      JavaFileObject note = source("test.Note",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(name = \"LSI1\", sortKey = \"title\", indexSortKey = \"ORDER\")",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"title\")",
          "@ChildOf(parent = Student.class, prefix = \"NOTE\")",
          "public record Note(String studentId, @Key String noteId, String title) {}");
      JavaFileObject course = source("test.Course",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(name = \"GSI3\", partitionKey = \"room\", indexPartitionKey = \"GSI2SK\", indexSortKey = \"ORDER2\")",
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String courseId, String title, String room) {}");
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String studentId, String courseId) {}");
      Compilation compilation = compile(SCHOOL, STUDENT, course, ticket, note, edge);
      assertThat(compilation).succeeded();
      // The runtime builds CreateTable from the generated definition: ask the generated class for it.
      Object request = Class.forName("test.SchoolTable", true, new ReservedNamesTest.GeneratedClassLoader(compilation))
          .getMethod("createTableRequest", String.class).invoke(null, "school");
      java.util.List<String> names = ((software.amazon.awssdk.services.dynamodb.model.CreateTableRequest) request)
          .attributeDefinitions().stream()
          .map(software.amazon.awssdk.services.dynamodb.model.AttributeDefinition::attributeName).toList();
      com.google.common.truth.Truth.assertThat(names).containsExactly("PK", "SK", "ORDER",
          "GSI2PK", "GSI2SK", "ORDER2", "GSI1PK", "GSI1SK");
    }
  }

  // ---------------------------------------------------------------- Schemas whose generated code would not compile

  /**
   * Schemas the processor once accepted although the code it generated for them did not compile:
   * each is now a PARTITURA- diagnostic on the element at fault, and no javac error points into
   * generated code.
   */
  @Nested
  class GeneratedCodeThatWouldNotCompile {
    @Test
    void localIndexOnAParent() {
      JavaFileObject student = source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(name = \"LSI1\", sortKey = \"name\")",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String studentId, String name) {}");
      assertError(compile(SCHOOL, student), 1, student, "@LocalIndex(",
          "[PARTITURA-INDEX-015] @LocalIndex(name = \"LSI1\") on Student: a parent's partition holds one item of "
              + "the parent, so a local index would order one item.",
          "To list Students by name, use @GlobalIndex(name = \"...\", partitionKey = \"...\", sortKey = \"name\")");
    }

    @Test
    void twoEntitiesWithOneSimpleNameInOneTable() {
      JavaFileObject first = source("a.Account",
          "package a;",
          "import io.partitura.annotations.*;",
          "@Parent(table = test.School.class, prefix = \"ACC\")",
          "public record Account(@Key String accountId) {}");
      JavaFileObject second = source("b.Account",
          "package b;",
          "import io.partitura.annotations.*;",
          "@Parent(table = test.School.class, prefix = \"BACC\", type = \"BAccount\")",
          "public record Account(@Key String accountId) {}");
      Compilation compilation = compile(SCHOOL, first, second);
      assertError(compilation, 2, first, "@Parent(",
          "[PARTITURA-ENTITY-006] Entities a.Account and b.Account of table school would both be reached as "
              + "SchoolTable.accounts()",
          "Rename one of the records.");
      assertThat(compilation).hadErrorContaining("[PARTITURA-ENTITY-006] Entities b.Account and a.Account")
          .inFile(second).onLineContaining("@Parent(");
    }

    @Test
    void twoEntitiesWhosePluralsCoincide() {
      JavaFileObject bus = source("test.Bus",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"BUS\")",
          "public record Bus(@Key String busId) {}");
      JavaFileObject buse = source("test.Buse",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"BUSE\")",
          "public record Buse(@Key String buseId) {}");
      assertError(compile(SCHOOL, bus, buse), 2, bus, "@Parent(",
          "[PARTITURA-ENTITY-006] Entities test.Bus and test.Buse of table school would both be reached as "
              + "SchoolTable.buses()");
    }

    @Test
    void edgeWhoseSidesBothHaveAKeyNamedId() {
      JavaFileObject student = source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String id) {}");
      JavaFileObject course = source("test.Course",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = School.class, prefix = \"CRS\")",
          "public record Course(@Key String id) {}");
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\")",
          "    String id) {}");
      assertError(compile(SCHOOL, student, course, edge), 1, edge, "@ManyToMany(",
          "[PARTITURA-REL-012] @ManyToMany on Enrollment would read both sides' keys from component id (Student's "
              + "key \"id\" and Course's key \"id\"), but an edge holds both keys.",
          "Give the edge one component per side and name them, e.g. fromKeys = \"studentId\", toKeys = \"courseId\".");
    }

    @Test
    void queryNamedLikeAGeneratedMethod() {
      JavaFileObject student = source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\",",
          "    query = \"deleteRequest\")",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String studentId, String name) {}");
      assertError(compile(SCHOOL, student), 1, student, "query = \"deleteRequest\"",
          "[PARTITURA-INDEX-010] @GlobalIndex(name = \"GSI2\") on Student generates the query method "
              + "deleteRequest(), which StudentRepository already has",
          "Name it with query = \"...\".");
    }

    @Test
    void localIndexQueryNamedLikeTheChildListing() {
      JavaFileObject ticket = source("test.Ticket",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(name = \"LSI1\", sortKey = \"status\",",
          "    query = \"inStudent\")",
          "@ChildOf(parent = Student.class, prefix = \"TKT\")",
          "public record Ticket(String studentId, @Key String ticketId, String status) {}");
      assertError(compile(SCHOOL, STUDENT, ticket), 1, ticket, "query = \"inStudent\"",
          "[PARTITURA-INDEX-010] @LocalIndex(name = \"LSI1\") on Ticket generates the query method inStudent(), "
              + "which TicketRepository already has");
    }

    @Test
    void queryThatIsNoJavaMethodName() {
      JavaFileObject student = source("test.Student",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\",",
          "    query = \"by-name\")",
          "@GlobalIndex(name = \"GSI3\", partitionKey = \"name\",",
          "    query = \"class\")",
          "@Parent(table = School.class, prefix = \"STU\")",
          "public record Student(@Key String studentId, String name) {}");
      Compilation compilation = compile(SCHOOL, student);
      assertError(compilation, 2, student, "query = \"by-name\"",
          "[PARTITURA-INDEX-014] Query method name \"by-name\" of @GlobalIndex(name = \"GSI2\") on Student is not a "
              + "Java method name.",
          "Use a name such as byName.");
      assertThat(compilation).hadErrorContaining("[PARTITURA-INDEX-014] Query method name \"class\"")
          .inFile(student).onLineContaining("query = \"class\"");
    }

    @Test
    void edgeVerbNamedLikeAGeneratedMethod() {
      JavaFileObject edge = enrollment(
          "@ManyToMany(from = Student.class, to = Course.class, prefix = \"ENROLL\",\n    verb = \"create\")",
          "    String studentId, String courseId) {}");
      assertError(compileSchool(edge), 1, edge, "verb = \"create\"",
          "[PARTITURA-REL-013] @ManyToMany(verb = \"create\") on Enrollment names a method EnrollmentRepository "
              + "already has.",
          "Choose another verb (a Java method name, such as \"enroll\").");
    }
  }

  // ---------------------------------------------------------------- Processor

  @Test
  void typeThatNeverResolves() {
    JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    Missing missing) {}");
    Compilation compilation = compile(CONTROL_PLANE, workspace);
    assertThat(compilation).failed();
    // javac's own "cannot find symbol" plus Partitura's summary after the last round.
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(workspace)
        .onLineContaining("Missing missing");
    assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-001] Type Missing of test.Workspace could not be "
        + "resolved after every annotation processing round.");
    assertThat(compilation).hadErrorContaining("Check that it exists and is on the classpath.");
  }

  @Test
  void typeThatNeverResolvesPointsAtTheComponent() {
    JavaFileObject workspace = workspaceWith("    @Key String workspaceId,\n    Missing missing) {}");
    Compilation compilation = compile(CONTROL_PLANE, workspace);
    assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-001] Type Missing of test.Workspace")
        .inFile(workspace).onLineContaining("Missing missing");
  }

  /** javac reports a missing class named in an annotation itself; Partitura adds nothing that cannot name it. */
  @Test
  void missingParentClassIsReportedByJavacAlone() {
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Missing.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId) {}");
    Compilation compilation = compile(CONTROL_PLANE, project);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(project)
        .onLineContaining("parent = Missing.class");
  }

  @Test
  void missingTableClassIsReportedByJavacAlone() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = nowhere.Missing.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId) {}");
    Compilation compilation = compile(workspace);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("package nowhere does not exist").inFile(workspace)
        .onLineContaining("nowhere.Missing.class");
  }

  // ---------------------------------------------------------------- Several errors

  @Test
  void everyIndependentErrorIsReported() {
    JavaFileObject table = source("test.Bad",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(",
        "    name = \"ab\")",
        "public interface Bad {}");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId,",
        "    Object payload,",
        "    java.util.Date created) {}");
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class,",
        "    prefix = \"P#\")",
        "public record Project(@Key String projectId,",
        "    @Attribute(\"Detail\") String detail) {}");
    JavaFileObject member = source("test.Member",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"MEM\")",
        "public record Member(@Key double score) {}");
    Compilation compilation = compile(CONTROL_PLANE, table, workspace, project, member);
    assertThat(compilation).hadErrorCount(6);
    assertThat(compilation).hadErrorContaining("[PARTITURA-TABLE-003]").inFile(table)
        .onLineContaining("name = \"ab\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Workspace.payload")
        .inFile(workspace).onLineContaining("Object payload");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Workspace.created")
        .inFile(workspace).onLineContaining("Date created");
    assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-001] Prefix \"P#\"")
        .inFile(project).onLineContaining("prefix = \"P#\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-001] Component Project.detail")
        .inFile(project).onLineContaining("String detail");
    assertThat(compilation).hadErrorContaining("[PARTITURA-KEY-002] Key component score")
        .inFile(member).onLineContaining("double score");
  }

  /**
   * What "every problem" means, exactly: problems of different tables, different entities and
   * different members are all reported in one compile; checks that need a sound entity (a child's
   * parent key, a table-wide prefix check) wait until that entity's own errors are fixed.
   */
  @Test
  void independentProblemsOfSeveralTablesAreReportedInOneCompileAndDependentOnesWait() {
    JavaFileObject provisioned = source("test.Provisioned",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(name = \"provisioned\", billingMode = Table.BillingMode.PROVISIONED,",
        "    readCapacityUnits = 0)",
        "public interface Provisioned {}");
    JavaFileObject broken = source("test.Broken",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = Provisioned.class, prefix = \"BR\")",
        "public record Broken(@Key String brokenId,",
        "    Object junk) {}");
    // Its own component is checked; its parent key, prefix and key need a sound parent, so they wait.
    JavaFileObject orphan = source("test.Orphan",
        "package test;",
        "import io.partitura.annotations.*;",
        "@ChildOf(parent = Broken.class, prefix = \"OR#PHAN\")",
        "public record Orphan(String otherId,",
        "    java.util.Date when) {}");
    JavaFileObject indexed = source("test.Indexed",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GlobalIndex(name = \"GSI2\", partitionKey = \"name\",",
        "    indexPartitionKey = \"EntityRef\")",
        "@Parent(table = ControlPlane.class,",
        "    prefix = \"WS\")",
        "public record Indexed(@Key String indexedId, String name) {}");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, provisioned, broken, orphan, indexed);
    assertThat(compilation).hadErrorCount(6);
    assertThat(compilation).hadErrorContaining("[PARTITURA-TABLE-007]").inFile(provisioned)
        .onLineContaining("readCapacityUnits = 0");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Broken.junk").inFile(broken)
        .onLineContaining("Object junk");
    assertThat(compilation).hadErrorContaining("[PARTITURA-ATTR-003] Component Orphan.when").inFile(orphan)
        .onLineContaining("Date when");
    assertThat(compilation).hadErrorContaining("[PARTITURA-INDEX-005] Index GSI2 on Indexed").inFile(indexed)
        .onLineContaining("indexPartitionKey = \"EntityRef\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"WS\" of Indexed").inFile(indexed)
        .onLineContaining("prefix = \"WS\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"WS\" of Workspace")
        .inFile(WORKSPACE).onLineContaining("prefix = \"WS\"");
  }

  /**
   * A table waits for a type another processor may still generate; when it never comes, the missing
   * type is reported, and the rest of the table is validated without the entity that needs it.
   */
  @Test
  void aTypeThatNeverResolvesDoesNotHideTheTablesOtherProblems() {
    JavaFileObject waiting = source("test.Waiting",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"WAIT\")",
        "public record Waiting(@Key String waitingId,",
        "    Missing missing) {}");
    JavaFileObject duplicate = source("test.Duplicate",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class,",
        "    prefix = \"WS\")",
        "public record Duplicate(@Key String duplicateId) {}");
    JavaFileObject other = source("test.Other",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(",
        "    name = \"ab\")",
        "public interface Other {}");
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, waiting, duplicate, other);
    // javac's "cannot find symbol", TYPE-001 naming it, PREFIX-002 twice in the same table, TABLE-003 of another.
    assertThat(compilation).hadErrorCount(5);
    assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(waiting).onLineContaining("Missing missing");
    assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-001] Type Missing of test.Waiting").inFile(waiting)
        .onLineContaining("Missing missing");
    assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"WS\" of Duplicate").inFile(duplicate)
        .onLineContaining("prefix = \"WS\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-PREFIX-002] Prefix \"WS\" of Workspace")
        .inFile(WORKSPACE).onLineContaining("prefix = \"WS\"");
    assertThat(compilation).hadErrorContaining("[PARTITURA-TABLE-003]").inFile(other).onLineContaining("name = \"ab\"");
  }

  // ---------------------------------------------------------------- Global indexes and shards

  @Nested
  class GlobalIndexes {
    private JavaFileObject indexed(String annotation, String components) {
      return source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "import java.time.Instant;",
          "import java.util.List;",
          annotation,
          "@Parent(table = ControlPlane.class, prefix = \"WS\")",
          "public record Workspace(@Key String workspaceId,",
          components);
    }

    @Test
    void indexOnAMissingComponent() {
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"region\")",
          "    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "partitionKey = \"region\"",
          "[PARTITURA-INDEX-006] @GlobalIndex(name = \"GSI2\") on Workspace names partition key component \"region\"",
          "Components: [workspaceId, name].");
    }

    @Test
    void indexOnAComponentTheKeyCodecCannotEncode() {
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"tags\")",
          "    List<String> tags) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "partitionKey = \"tags\"",
          "[PARTITURA-INDEX-007] @GlobalIndex(name = \"GSI2\") on Workspace keys the index by tags",
          "Supported key types: String, int");
    }

    @Test
    void lowCardinalityIndexWithoutShardsIsAWarning() {
      JavaFileObject plan = source("test.Plan", "package test;", "public enum Plan { FREE, TEAM }");
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\")",
          "    Plan plan) {}");
      Compilation compilation = compile(CONTROL_PLANE, plan, workspace);
      assertThat(compilation).succeeded();
      assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-008] @GlobalIndex(name = \"GSI2\") on Workspace "
          + "partitions the index by plan, a low-cardinality enum").inFile(workspace).onLineContaining("Plan plan");
      assertThat(compilation).hadWarningContaining("Add shards = 4 (or more)");
      JavaFileObject sharded = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"plan\", shards = 4)",
          "    Plan plan) {}");
      assertThat(compile(CONTROL_PLANE, plan, sharded)).succeededWithoutWarnings();
    }

    @Test
    void shardCountsOutOfRange() {
      JavaFileObject workspace = source("test.Workspace",
          "package test;",
          "import io.partitura.annotations.*;",
          "@Parent(table = ControlPlane.class, prefix = \"WS\", shards = 0)",
          "public record Workspace(@Key String workspaceId) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "shards = 0",
          "[PARTITURA-INDEX-009] Workspace asks for 0 shards; use 1 (unsharded) to 100.");
      JavaFileObject index = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"name\", shards = 101)",
          "    String name) {}");
      assertError(compile(CONTROL_PLANE, index), 1, index, "shards = 101",
          "[PARTITURA-INDEX-009] @GlobalIndex(name = \"GSI2\") on Workspace asks for 101 shards");
    }

    /**
     * The processor declares index NestedParents itself (on a table where a child has children of its
     * own): a user index of that name once crashed the processor (PARTITURA-INTERNAL), mistaken for it.
     */
    @Test
    void anIndexNamedNestedParentsIsRefusedOnTheNameBecauseTheProcessorDeclaresItsOwn() {
      JavaFileObject workspace = indexed("@GlobalIndex(partitionKey = \"name\",\n    name = \"NestedParents\")",
          "    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "name = \"NestedParents\"",
          "[PARTITURA-INDEX-019] Index name \"NestedParents\" on Workspace is reserved: Partitura declares index "
              + "NestedParents itself",
          "Rename the index");

      JavaFileObject customer = source("test.Customer",
          "package test;",
          "import io.partitura.annotations.*;",
          "@GlobalIndex(partitionKey = \"name\", sortKey = \"customerId\",",
          "    name = \"NestedParents\")",
          "@Parent(table = ControlPlane.class, prefix = \"CUST\")",
          "public record Customer(@Key String customerId, String name) {}");
      assertError(compile(CONTROL_PLANE, customer, NESTED_ORDER, NESTED_ORDER_LINE), 1, customer,
          "name = \"NestedParents\"", "[PARTITURA-INDEX-019] Index name \"NestedParents\" on Customer is reserved");

      JavaFileObject line = source("test.OrderLine",
          "package test;",
          "import io.partitura.annotations.*;",
          "@LocalIndex(sortKey = \"quantity\",",
          "    name = \"NestedParents\")",
          "@ChildOf(parent = Order.class, prefix = \"LINE\")",
          "public record OrderLine(String customerId, String orderId, @Key String lineId, int quantity) {}");
      Compilation local = compile(CONTROL_PLANE, NESTED_CUSTOMER, NESTED_ORDER, line);
      assertError(local, 1, line, "name = \"NestedParents\"",
          "[PARTITURA-INDEX-019] Index name \"NestedParents\" on OrderLine is reserved");
    }

    @Test
    void invalidGlobalIndexNameIsReportedOnTheName() {
      JavaFileObject workspace = indexed("@GlobalIndex(partitionKey = \"name\",\n    name = \"G2\")",
          "    String name) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "name = \"G2\"",
          "[PARTITURA-INDEX-001] Index name \"G2\" on Workspace is not valid in DynamoDB", "Rename the index.");
    }

    @Test
    void twoIndexesGeneratingTheSameQueryMethod() {
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")\n"
              + "@GlobalIndex(name = \"GSI3\", partitionKey = \"name\", sortKey = \"createdAt\")",
          "    String name, Instant createdAt) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "name = \"GSI3\"",
          "[PARTITURA-INDEX-010] @GlobalIndex(name = \"GSI3\") on Workspace generates the query method byName(), "
              + "which another index of Workspace also generates.",
          "Name it with query = \"...\".");
    }

    @Test
    void aLocalIndexWarnsAboutTheTenGigabyteItemCollectionLimit() {
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "import java.time.Instant;",
          "@LocalIndex(name = \"LSI1\", sortKey = \"createdAt\")",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId, Instant createdAt) {}");
      Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, project);
      assertThat(compilation).succeeded();
      assertThat(compilation).hadWarningContaining("[PARTITURA-INDEX-012] @LocalIndex(name = \"LSI1\") on Project: "
          + "with a local secondary index, DynamoDB limits every item collection of table control-plane")
          .inFile(project).onLineContaining("@LocalIndex(");
      assertThat(compilation).hadWarningContaining("to 10 GB");
    }

    @Test
    void moreThanFiveLocalIndexes() {
      StringBuilder indexes = new StringBuilder();
      StringBuilder components = new StringBuilder();
      for (int i = 1; i <= 6; i++) {
        indexes.append("@LocalIndex(name = \"LSI").append(i).append("\", sortKey = \"t").append(i).append("\")\n");
        components.append(", java.time.Instant t").append(i);
      }
      JavaFileObject project = source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          indexes.toString(),
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "public record Project(String workspaceId, @Key String projectId" + components + ") {}");
      JavaFileObject table = CONTROL_PLANE;
      assertError(compile(table, WORKSPACE, project), 1, table, "@Table(",
          "[PARTITURA-INDEX-011] Table control-plane would have 6 local secondary indexes; DynamoDB allows at most 5");
    }

    @Test
    void twoIndexesOfOneNameOnOneEntityWouldOverwriteEachOther() {
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")\n"
              + "@GlobalIndex(name = \"GSI2\", partitionKey = \"region\")",
          "    String name, String region) {}");
      assertError(compile(CONTROL_PLANE, workspace), 1, workspace, "partitionKey = \"region\"",
          "[PARTITURA-INDEX-013] Workspace would write index key attribute \"GSI2PK\" twice",
          "use another index name");
    }

    @Test
    void aRecordNamedLikeAGeneratedClass() {
      JavaFileObject taken = source("test.WorkspaceRepository",
          "package test;",
          "public record WorkspaceRepository(String a) {}");
      Compilation compilation = compile(CONTROL_PLANE, WORKSPACE, taken);
      assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-003] Partitura could not write the classes it "
          + "generates for");
      assertThat(compilation).hadErrorContaining("A class of that name already exists");
    }

    @Test
    void aRecordOfTheUnnamedPackageNamedLikeAGeneratedNestedType() {
      // In a package, the generated code names such a record by its qualified name (NestedTypeNamesTest); the
      // unnamed package has none, so inside UpdateRepository "Update" could only mean the partial update.
      JavaFileObject shop = source("Shop",
          "@io.partitura.annotations.Table(name = \"shop\")",
          "public interface Shop {}");
      JavaFileObject update = source("Update",
          "import io.partitura.annotations.*;",
          "@Parent(table = Shop.class, prefix = \"UPD\")",
          "public record Update(@Key String updateId,",
          "    Codec codec) {}");
      JavaFileObject codec = source("Codec",
          "public record Codec(String name) {}");
      Compilation compilation = compile(shop, update, codec);
      // These two errors alone: nothing is generated for the table, so javac reports nothing inside generated code.
      assertError(compilation, 2, update, "public record Update(",
          "[PARTITURA-TYPE-004] Update is in the unnamed package and has the simple name of UpdateRepository.Update, "
              + "a type Partitura nests in the classes it generates for table shop",
          "Move Update into a package (or rename it).");
      assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-004] Codec (the type of Update.codec) is in the unnamed "
          + "package and has the simple name of UpdateRepository.Codec").inFile(update).onLineContaining("Codec codec");
    }

    @Test
    void anIndexNameSharedWithOtherKeyAttributes() {
      JavaFileObject workspace = indexed("@GlobalIndex(name = \"GSI2\", partitionKey = \"name\")\n"
              + "@GlobalIndex(name = \"GSI2\", partitionKey = \"region\", query = \"inRegion\", indexPartitionKey = \"R\")",
          "    String name, String region) {}");
      // Both problems are reported: the conflicting declarations, and the sort key both would write.
      Compilation compilation = compile(CONTROL_PLANE, workspace);
      assertError(compilation, 2, workspace, "@Parent(",
          "[PARTITURA-INDEX-002] Index GSI2 is declared by Workspace with keys GSI2PK/GSI2SK");
      assertThat(compilation).hadErrorContaining(
              "[PARTITURA-INDEX-013] Workspace would write index key attribute \"GSI2SK\" twice")
          .inFile(workspace).onLineContaining("query = \"inRegion\"");
    }
  }

  private static JavaFileObject uriConverter(String constructor) {
    return source("test.UriConverter",
        "package test;",
        "import java.net.URI;",
        "import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;",
        "import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;",
        "import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;",
        "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
        "public class UriConverter implements AttributeConverter<URI> {",
        "  " + constructor,
        "  @Override public AttributeValue transformFrom(URI input) { return AttributeValue.fromS(input.toString()); }",
        "  @Override public URI transformTo(AttributeValue input) { return URI.create(input.s()); }",
        "  @Override public EnhancedType<URI> type() { return EnhancedType.of(URI.class); }",
        "  @Override public AttributeValueType attributeValueType() { return AttributeValueType.S; }",
        "}");
  }
}
