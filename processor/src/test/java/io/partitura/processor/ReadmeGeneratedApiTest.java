package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's section "The generated API" names the generated types as they are: its ```java block compiles
 * against the control plane of the README's first example.
 */
class ReadmeGeneratedApiTest {
  private static final String SECTION = "## The generated API";

  @Test
  void theSnippetCompilesAgainstTheControlPlane() throws IOException {
    Path readme = GoldenFilesTest.goldenDir().getParent().getParent().getParent().getParent().getParent()
        .resolve("README.md");
    String text = Files.readString(readme, StandardCharsets.UTF_8);
    int start = text.indexOf("\n" + SECTION + "\n");
    assertThat(start).isAtLeast(0);
    String section = text.substring(start, text.indexOf("\n## ", start + 1));
    Matcher java = Pattern.compile("```java\n(.*?)\n```", Pattern.DOTALL).matcher(section);
    assertThat(java.find()).isTrue();

    assertThat(compile(
        source("test.ControlPlane",
            "package test;",
            "import io.partitura.annotations.Table;",
            "@Table(name = \"control-plane\", partitionKey = \"EntityRef\", sortKey = \"Detail\")",
            "public interface ControlPlane {}"),
        source("test.Workspace",
            "package test;",
            "import io.partitura.annotations.*;",
            "@Parent(table = ControlPlane.class, prefix = \"WS\")",
            "public record Workspace(@Key String workspaceId, String name) {}"),
        source("test.Project",
            "package test;",
            "import io.partitura.annotations.*;",
            "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
            "public record Project(String workspaceId, @Key String projectId, String name) {}"),
        source("test.Snippet",
            "package test;",
            "import java.util.Map;",
            "import java.util.Optional;",
            "import software.amazon.awssdk.enhanced.dynamodb.TableSchema;",
            "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;",
            "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
            "class Snippet {",
            "  void run(DynamoDbClient dynamoDbClient, Workspace workspace) {",
            java.group(1),
            "  }",
            "}"))).succeededWithoutWarnings();
  }
}
