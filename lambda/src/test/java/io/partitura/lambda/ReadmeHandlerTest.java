package io.partitura.lambda;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The README's Lambda handler (the ```java block under {@code <!-- snippet: lambda -->}) is {@link OrdersHandler},
 * which this module compiles and runs: its class is the file's, line for line, and each import it shows names a
 * class on this module's class path. (The processor's ReadmeSnippetsTest cannot compile it: this module depends
 * on the processor.)
 */
class ReadmeHandlerTest {
  @Test
  void theReadmeHandlerIsOrdersHandler() throws IOException {
    Path module = Paths.get("").toAbsolutePath();
    if (!Files.isRegularFile(module.resolve("src/test/java/io/partitura/lambda/OrdersHandler.java"))) {
      module = module.resolve("lambda");
    }
    List<String> readme = Files.readAllLines(module.resolveSibling("README.md"), StandardCharsets.UTF_8);
    int marker = readme.indexOf("<!-- snippet: lambda -->");
    assertEquals("```java", readme.get(marker + 1), "no ```java block under <!-- snippet: lambda --> in README.md");
    int end = marker + 2;
    while (!readme.get(end).startsWith("```")) {
      end++;
    }
    List<String> block = readme.subList(marker + 2, end);

    for (String line : block) {
      if (line.startsWith("import ")) {
        String name = line.substring("import ".length(), line.length() - 1);
        assertDoesNotThrow(() -> Class.forName(name), "README.md: " + line);
      }
    }
    List<String> file = Files.readAllLines(module.resolve("src/test/java/io/partitura/lambda/OrdersHandler.java"),
        StandardCharsets.UTF_8);
    int classLine = file.indexOf(file.stream().filter(l -> l.startsWith("public final class")).findFirst().orElseThrow());
    int readmeClassLine = block.indexOf(block.stream().filter(l -> l.startsWith("public final class")).findFirst().orElseThrow());
    assertEquals(String.join("\n", file.subList(classLine, file.size())).strip(),
        String.join("\n", block.subList(readmeClassLine, block.size())).strip(),
        "README.md's Lambda handler differs from OrdersHandler.java");
  }
}
