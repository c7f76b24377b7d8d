package io.partitura.processor;

import static io.partitura.processor.TestSources.compile;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every ```java block of README.md compiles, with Partitura's processor, as it is shown. A block is compiled
 * against a context: a model (the first of {@code readme-snippets/<name>/}, {@code goldens-cases/<name>/model}
 * and the integration tests' {@code io.partitura.it.<name>}) and a wrapper class
 * ({@code readme-snippets/<name>.java}) whose fields are the variables the README's fragments use. The
 * context is {@value #DEFAULT_CONTEXT}, the model the README declares first, unless the line above the block
 * names another: {@code <!-- snippet: shop -->}. In a block, {@code import} lines go to the top of the
 * compilation unit, type declarations (an annotation, {@code public}, {@code record}, {@code class}... at the
 * start of a line) become top-level types that replace the model's types of the same name, and the other
 * lines are statements of the wrapper's method. A context imports no Partitura type but the annotations: the
 * block names the others' imports, so a reader can copy it. The contexts {@code spring-boot}, {@code lambda} and
 * {@code kcl} are skipped: those modules depend on the processor, so they are not on its test class path
 * (lambda's ReadmeHandlerTest checks its block).
 */
class ReadmeSnippetsTest {
  static final String DEFAULT_CONTEXT = "seed-control-plane";
  private static final Set<String> MODULE_CONTEXTS = Set.of("spring-boot", "lambda", "kcl");
  private static final Pattern MARKER = Pattern.compile("<!-- snippet: ([\\w-]+) -->");
  private static final Pattern DECLARATION_START =
      Pattern.compile("^(@|public |final |abstract |record |class |interface |enum )");
  private static final Pattern DECLARED_NAME = Pattern.compile("\\b(?:record|class|interface|enum)\\s+(\\w+)");

  /** One ```java block: the README line of its first code line, its context and its lines. */
  record Block(int firstLine, String context, List<String> lines) {}

  @TestFactory
  Stream<DynamicTest> everyJavaBlockCompiles() throws IOException {
    List<Block> blocks = blocks(Files.readAllLines(readme(), StandardCharsets.UTF_8));
    assertFalse(blocks.isEmpty(), "README.md has no ```java block");
    return blocks.stream().map(block -> DynamicTest.dynamicTest(
        "README.md line " + block.firstLine() + " (" + block.context() + ")", () -> assertCompiles(block)));
  }

  /**
   * A reader sees the block, not its context: so a context imports Partitura's annotations, the JDK, the SDK and
   * JUnit, but every other Partitura type a block uses (runtime, testkit, ...) is imported in the block itself.
   */
  @Test
  void contextsLeavePartituraImportsToTheBlocks() throws IOException {
    Path snippets = GoldenFilesTest.goldenDir().resolveSibling("readme-snippets");
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.list(snippets)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
          if (line.matches("import (static )?io\\.partitura\\..*") && !line.startsWith("import io.partitura.annotations.")) {
            found.add(file.getFileName() + ": " + line);
          }
        }
      }
    }
    assertTrue(found.isEmpty(), "import these in the README's block instead: " + found);
  }

  /** The integration tests' models, {@code io.partitura.it.<context>}. */
  static Path integrationModels() {
    return readme().resolveSibling("integration-tests").resolve("src/main/java/io/partitura/it");
  }

  static Path readme() {
    return GoldenFilesTest.goldenDir().getParent().getParent().getParent().getParent().getParent()
        .resolve("README.md");
  }

  static List<Block> blocks(List<String> readme) {
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < readme.size(); i++) {
      if (!readme.get(i).equals("```java")) {
        continue;
      }
      String context = DEFAULT_CONTEXT;
      if (i > 0) {
        Matcher marker = MARKER.matcher(readme.get(i - 1).trim());
        if (marker.matches()) {
          context = marker.group(1);
        }
      }
      int end = i + 1;
      while (end < readme.size() && !readme.get(end).startsWith("```")) {
        end++;
      }
      blocks.add(new Block(i + 2, context, List.copyOf(readme.subList(i + 1, end))));
      i = end;
    }
    return blocks;
  }

  /** A line of the generated compilation unit and the README line it comes from (0: from the context). */
  private record SourceLine(String text, int readmeLine) {}

  static void assertCompiles(Block block) throws IOException {
    Path snippets = GoldenFilesTest.goldenDir().resolveSibling("readme-snippets");
    Path wrapperFile = snippets.resolve(block.context() + ".java");
    Path modelDir = Stream.of(snippets.resolve(block.context()),
            GoldenFilesTest.goldenDir().resolve(block.context()).resolve("model"),
            integrationModels().resolve(block.context()))
        .filter(Files::isDirectory).findFirst().orElse(snippets.resolve(block.context()));
    if (MODULE_CONTEXTS.contains(block.context())) {
      // these modules depend on the processor, so their classes cannot be on its test class path
      Assumptions.abort("README.md line " + block.firstLine() + " needs the " + block.context()
          + " module, which is not on the processor's test class path");
    }
    if (!Files.isDirectory(modelDir) || !Files.isRegularFile(wrapperFile)) {
      fail("README.md line " + block.firstLine() + ": the context \"" + block.context() + "\" needs "
          + modelDir + " and " + wrapperFile);
    }

    List<SourceLine> imports = new ArrayList<>();
    List<SourceLine> declarations = new ArrayList<>();
    List<SourceLine> statements = new ArrayList<>();
    Set<String> declared = new TreeSet<>();
    int depth = 0;
    boolean inDeclaration = false;
    for (int i = 0; i < block.lines().size(); i++) {
      String line = block.lines().get(i);
      int readmeLine = block.firstLine() + i;
      if (!inDeclaration && line.startsWith("import ")) {
        imports.add(new SourceLine(line, readmeLine));
        continue;
      }
      if (!inDeclaration && DECLARATION_START.matcher(line).find()) {
        inDeclaration = true;
        depth = 0;
      }
      if (!inDeclaration) {
        statements.add(new SourceLine(line, readmeLine));
        continue;
      }
      Matcher name = DECLARED_NAME.matcher(line);
      boolean opensType = name.find();
      if (opensType && depth == 0) {
        declared.add(name.group(1));
      }
      // a top-level type is package-private here, so that several share the file
      String text = depth == 0 ? line.replaceFirst("^((?:@\\w+(?:\\([^)]*\\))?\\s+)*)public ", "$1") : line;
      declarations.add(new SourceLine(text, readmeLine));
      boolean opened = false;
      // braces inside string literals (key templates' {placeholders}) do not open or close anything
      String code = line.replaceAll("\"(?:\\\\.|[^\"\\\\])*\"", "\"\"").replaceAll("//.*$", "");
      for (char c : code.toCharArray()) {
        if (c == '{') {
          depth++;
          opened = true;
        } else if (c == '}') {
          depth--;
        }
      }
      if (depth == 0 && (opened || line.trim().endsWith("}"))) {
        inDeclaration = false;
      }
    }

    List<JavaFileObject> sources = new ArrayList<>();
    String packageName = null;
    try (Stream<Path> files = Files.list(modelDir)) {
      for (Path file : files.sorted().toList()) {
        String typeName = file.getFileName().toString().replace(".java", "");
        String text = Files.readString(file, StandardCharsets.UTF_8);
        Matcher packageLine = Pattern.compile("(?m)^package ([\\w.]+);").matcher(text);
        packageName = packageLine.find() ? packageLine.group(1) : "";
        if (!declared.contains(typeName)) {
          sources.add(JavaFileObjects.forSourceString(
              (packageName.isEmpty() ? "" : packageName + ".") + typeName, text));
        }
      }
    }

    List<SourceLine> unit = new ArrayList<>();
    unit.add(new SourceLine("package " + packageName + ";", 0));
    unit.addAll(imports);
    for (String line : Files.readAllLines(wrapperFile, StandardCharsets.UTF_8)) {
      if (line.trim().equals("/* snippet */")) {
        unit.addAll(statements);
      } else {
        unit.add(new SourceLine(line, 0));
      }
    }
    unit.addAll(declarations);
    StringBuilder text = new StringBuilder();
    for (SourceLine line : unit) {
      text.append(line.text()).append('\n');
    }
    sources.add(JavaFileObjects.forSourceString(packageName + ".Snippet", text.toString()));

    Compilation compilation = compile(sources.toArray(JavaFileObject[]::new));
    if (compilation.status() == Compilation.Status.SUCCESS) {
      return;
    }
    StringBuilder message = new StringBuilder("README.md line " + block.firstLine() + ": the ```java block (context \""
        + block.context() + "\") does not compile:");
    for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
      int line = (int) error.getLineNumber();
      String where;
      if (error.getSource() != null && error.getSource().getName().endsWith("Snippet.java")
          && line >= 1 && line <= unit.size()) {
        SourceLine source = unit.get(line - 1);
        where = (source.readmeLine() > 0 ? "README.md line " + source.readmeLine() : wrapperFile.getFileName() + " (context)")
            + ": " + source.text().trim();
      } else {
        where = error.getSource() == null ? "?" : error.getSource().getName() + ":" + line;
      }
      message.append("\n  ").append(where).append("\n    javac: ").append(error.getMessage(Locale.ROOT));
    }
    fail(message.toString());
  }
}
