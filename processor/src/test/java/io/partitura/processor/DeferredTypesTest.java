package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Types that another processor generates in the same build are waited for (the table is retried
 * next round), not reported as unresolved.
 */
class DeferredTypesTest {
  private static final String TRIGGER = "test.GenerateSources";

  private static final JavaFileObject TRIGGER_ANNOTATION = source(TRIGGER,
      "package test;",
      "import java.lang.annotation.*;",
      "@Retention(RetentionPolicy.SOURCE)",
      "@Target(ElementType.TYPE)",
      "public @interface GenerateSources {}");

  private static final String ADDRESS = String.join("\n",
      "package test;",
      "",
      "@javax.annotation.processing.Generated(\"test.SourceGeneratingProcessor\")",
      "public record Address(String street, String city) {}",
      "");

  private static List<Processor> generating(Map<String, String> sources) {
    return List.of(new SourceGeneratingProcessor(TRIGGER, sources));
  }

  @Test
  void nestedRecordGeneratedByAnotherProcessor() {
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GenerateSources",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, Address address) {}");
    Compilation compilation = compile(generating(Map.of("test.Address", ADDRESS)),
        TRIGGER_ANNOTATION, CONTROL_PLANE, workspace);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.Address",
        "test.WorkspaceRepository.AddressMapCodec",
        "test.ControlPlaneTable",
        "test.WorkspaceRepository.Codec",
        "test.WorkspaceRepository");
  }

  @Test
  void childWithGeneratedComponentType() {
    JavaFileObject project = source("test.Project",
        "package test;",
        "import io.partitura.annotations.*;",
        "import java.util.List;",
        "@GenerateSources",
        "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
        "public record Project(String workspaceId, @Key String projectId, List<Address> offices) {}");
    Compilation compilation = compile(generating(Map.of("test.Address", ADDRESS)),
        TRIGGER_ANNOTATION, CONTROL_PLANE, WORKSPACE, project);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast(
        "test.ProjectRepository.AddressMapCodec", "test.ProjectRepository.Codec", "test.WorkspaceRepository.Codec",
        "test.WorkspaceRepository.WithProjects",
        "test.ControlPlaneTable");
  }

  @Test
  void generatedConverter() {
    String converter = String.join("\n",
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
        "}",
        "");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GenerateSources",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId, @Convert(UriConverter.class) java.net.URI homepage) {}");
    Compilation compilation = compile(generating(Map.of("test.UriConverter", converter)),
        TRIGGER_ANNOTATION, CONTROL_PLANE, workspace);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.code(compilation, "test.WorkspaceRepository.Codec"))
        .contains("new UriConverter()");
  }

  @Test
  void generatedTableInterface() {
    String table = String.join("\n",
        "package test;",
        "@io.partitura.annotations.Table(name = \"generated-table\")",
        "public interface GeneratedTable {}",
        "");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GenerateSources",
        "@Parent(table = GeneratedTable.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId) {}");
    Compilation compilation = compile(generating(Map.of("test.GeneratedTable", table)),
        TRIGGER_ANNOTATION, workspace);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(GeneratedTypes.names(compilation)).containsAtLeast("test.GeneratedTableTable",
        "test.WorkspaceRepository.Codec");
  }

  @Test
  void entityGeneratedAfterItsTableIsNotSilentlyDropped() {
    String extra = String.join("\n",
        "package test;",
        "import io.partitura.annotations.*;",
        "@Parent(table = ControlPlane.class, prefix = \"EX\")",
        "public record Extra(@Key String extraId) {}",
        "");
    JavaFileObject workspace = source("test.Workspace",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GenerateSources",
        "@Parent(table = ControlPlane.class, prefix = \"WS\")",
        "public record Workspace(@Key String workspaceId) {}");
    Compilation compilation = compile(generating(Map.of("test.Extra", extra)),
        TRIGGER_ANNOTATION, CONTROL_PLANE, workspace);
    assertThat(compilation).hadErrorContaining("[PARTITURA-TYPE-002] Extra appeared in a later annotation processing round");
  }

  @Test
  void duplicateTableNameAcrossRounds() {
    JavaFileObject other = source("test.Other",
        "package test;",
        "import io.partitura.annotations.Table;",
        "@Table(",
        "    name = \"control-plane\")",
        "public interface Other {}");
    JavaFileObject thing = source("test.Thing",
        "package test;",
        "import io.partitura.annotations.*;",
        "@GenerateSources",
        "@Parent(table = Other.class, prefix = \"TH\")",
        "public record Thing(@Key String thingId, Address address) {}");
    Compilation compilation = compile(generating(Map.of("test.Address", ADDRESS)),
        TRIGGER_ANNOTATION, CONTROL_PLANE, WORKSPACE, other, thing);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation).hadErrorContaining("[PARTITURA-TABLE-002] Table name \"control-plane\" is already declared")
        .inFile(other).onLineContaining("name = \"control-plane\"");
  }
}
