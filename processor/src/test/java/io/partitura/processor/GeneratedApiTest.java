package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.ProcessorSuccessTest.generatedNames;
import static io.partitura.processor.TestSources.CONTROL_PLANE;
import static io.partitura.processor.TestSources.WORKSPACE;
import static io.partitura.processor.TestSources.compile;

import com.google.testing.compile.Compilation;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The listing GoldenFilesTest compares with each case's api.txt. */
class GeneratedApiTest {
  private static List<String> lines;

  @BeforeAll
  static void listTheSeedTable() throws Exception {
    Compilation compilation = compile(CONTROL_PLANE, WORKSPACE);
    assertThat(compilation).succeeded();
    lines = Arrays.asList(GeneratedApi.of(compilation, generatedNames(compilation)).split("\n"));
  }

  @Test
  void listsInheritedMethodsWithTheRuntimeBasesTypeVariablesBound() {
    // putRequest(T, Function<C, Condition>) and client(..) -> B are declared in generic runtime bases
    assertThat(lines).contains("test.WorkspaceRepository#putRequest(test.Workspace, "
        + "java.util.function.Function<test.WorkspaceRepository.Conditions, io.partitura.runtime.condition.Condition>) "
        + "-> software.amazon.awssdk.services.dynamodb.model.PutItemRequest");
    assertThat(lines).contains("test.ControlPlaneTable.Builder#client("
        + "software.amazon.awssdk.services.dynamodb.DynamoDbClient) -> test.ControlPlaneTable.Builder");
  }

  @Test
  void listsConstructorsFieldsAndTheClassItself() {
    assertThat(lines).contains("test.WorkspaceRepository#<init>(io.partitura.runtime.client.TableClient)");
    assertThat(lines).contains("test.ControlPlaneTable.DEFINITION : io.partitura.runtime.schema.TableDefinition"
        + " static final");
    assertThat(lines).contains("test.WorkspaceRepository : public final class");
  }

  @Test
  void leavesOutObjectsMethodsAndIsSorted() {
    assertThat(lines.stream().filter(line -> line.matches(".*#(equals|hashCode|toString|getClass|wait|notify)\\(.*"))
        .collect(Collectors.toList())).isEmpty();
    assertThat(lines).isInStrictOrder();
  }
}
