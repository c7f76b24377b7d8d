package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.partitura.processor.ProcessorSuccessTest.generatedNames;
import static io.partitura.processor.TestSources.compile;
import static io.partitura.processor.TestSources.source;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One golden case per folder of {@code src/test/resources/goldens-cases/}: {@code <case>/model/*.java}
 * is compiled with the processor, and every file it generates is compared with
 * {@code <case>/generated/}: the sources as {@code <fqcn>.java}, the schema files written per table
 * under {@code META-INF/partitura/<table>/} (CloudFormation, Terraform, NoSQL Workbench, access
 * patterns, schema snapshot) at their own path. The compiler's warnings are compared with
 * {@code <case>/warnings.txt} (none when it is absent); an optional {@code <case>/compile-order} lists
 * the model files in the order they are handed to javac. The public API of the generated classes (every
 * member a user can call on them, inherited ones included, see {@link GeneratedApi}) is compared with
 * {@code <case>/api.txt}, so a change to the generated API, or to a runtime base it inherits from,
 * fails here and shows up as a diff. The listing starts with the public top-level types per entity and
 * per table ({@link TopLevelTypes}); a case over the limits, or with a public top-level type that belongs
 * to neither, fails even when the goldens are rewritten.
 *
 * <p>A new case is a new folder with a {@code model/} in it. To accept a change in the generated code,
 * run with {@code PARTITURA_UPDATE_GOLDENS=1}: the test then rewrites each case's {@code generated/} and {@code api.txt}
 * (removing stale files) instead of comparing, and the change shows up as a diff in git for review:
 * {@code PARTITURA_UPDATE_GOLDENS=1 mvn -pl processor -am test -Dtest=GoldenFilesTest -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class GoldenFilesTest {
  private static final String MODEL = "model";
  private static final String GENERATED = "generated";
  private static final String SCHEMA_FILES = "META-INF/partitura";
  private static final String WARNINGS = "warnings.txt";
  private static final String COMPILE_ORDER = "compile-order";
  private static final String API = "api.txt";
  private static final Pattern PACKAGE = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;");

  /** {@code <module>/src/test/resources/goldens-cases}, whether the tests run from the module or the root. */
  static Path goldenDir() {
    String basedir = System.getProperty("basedir");
    Path module = basedir != null ? Paths.get(basedir) : Paths.get("").toAbsolutePath();
    if (!Files.isDirectory(module.resolve("src/test/java/io/partitura/processor"))
        && Files.isDirectory(module.resolve("processor/src/test/java/io/partitura/processor"))) {
      module = module.resolve("processor");
    }
    return module.resolve("src/test/resources/goldens-cases");
  }

  static Stream<String> cases() throws IOException {
    try (Stream<Path> dirs = Files.list(goldenDir())) {
      List<String> names = dirs.filter(dir -> Files.isDirectory(dir.resolve(MODEL)))
          .map(dir -> dir.getFileName().toString()).sorted().collect(Collectors.toList());
      assertWithMessage("no golden cases (folders with a model/) in %s", goldenDir()).that(names).isNotEmpty();
      return names.stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void generatesExactlyTheGoldenFiles(String name) throws IOException {
    Path dir = goldenDir().resolve(name);
    TopLevelTypes.Owners owners = new TopLevelTypes.Owners();
    Compilation compilation = compile(List.of(owners), model(dir).toArray(new JavaFileObject[0]));
    assertThat(compilation).succeeded();
    String warnings = compilation.warnings().stream().map(warning -> warning.getMessage(Locale.ROOT) + "\n")
        .collect(Collectors.joining());
    Map<String, String> generated = generatedFiles(compilation);
    Path expected = dir.resolve(GENERATED);
    TopLevelTypes topLevel = TopLevelTypes.of(owners, compilation, generatedNames(compilation));
    String api = topLevel.listing() + GeneratedApi.of(compilation, generatedNames(compilation));
    if ("1".equals(System.getenv("PARTITURA_UPDATE_GOLDENS"))) {
      write(expected, generated);
      Files.writeString(dir.resolve(API), api, StandardCharsets.UTF_8);
      Files.deleteIfExists(dir.resolve(WARNINGS));
      if (!warnings.isEmpty()) {
        Files.writeString(dir.resolve(WARNINGS), warnings, StandardCharsets.UTF_8);
      }
      assertWithinLimits(name, topLevel);
      return;
    }
    assertWithinLimits(name, topLevel);
    assertWithMessage("warnings for case %s (%s)", name, WARNINGS).that(warnings)
        .isEqualTo(Files.exists(dir.resolve(WARNINGS)) ? read(dir.resolve(WARNINGS)) : "");
    assertWithMessage("files generated for case %s; accept changes with PARTITURA_UPDATE_GOLDENS=1", name)
        .that(generated.keySet()).containsExactlyElementsIn(relativeFiles(expected));
    for (Map.Entry<String, String> file : generated.entrySet()) {
      assertWithMessage("%s/%s/%s", name, GENERATED, file.getKey())
          .that(file.getValue()).isEqualTo(read(expected.resolve(file.getKey())));
    }
    assertWithMessage("public API of the classes generated for case %s (%s/%s, see GeneratedApi); "
        + "accept changes with PARTITURA_UPDATE_GOLDENS=1", name, name, API)
        .that(api).isEqualTo(Files.exists(dir.resolve(API)) ? read(dir.resolve(API)) : "");
  }

  /** Issue 22's limits: what a user meets per entity and per table stays small, and nothing else is public. */
  private static void assertWithinLimits(String name, TopLevelTypes topLevel) {
    assertWithMessage("public top-level types over the limits for case %s (at most %s per entity, %s per table, "
        + "none unowned)", name, TopLevelTypes.PER_ENTITY, TopLevelTypes.PER_TABLE)
        .that(topLevel.overLimits()).isEmpty();
  }

  /**
   * The case's model sources, each named by its {@code package} line and file name, in the order its
   * {@code compile-order} lists them (entities are generated in the order javac hands them over), else
   * by name.
   */
  private static List<JavaFileObject> model(Path caseDir) throws IOException {
    Path dir = caseDir.resolve(MODEL);
    List<String> files = relativeFiles(dir);
    if (Files.exists(caseDir.resolve(COMPILE_ORDER))) {
      List<String> order = Files.readAllLines(caseDir.resolve(COMPILE_ORDER), StandardCharsets.UTF_8).stream()
          .map(String::strip).filter(line -> !line.isEmpty()).collect(Collectors.toList());
      assertWithMessage("%s lists every file of %s", caseDir.resolve(COMPILE_ORDER), dir)
          .that(order).containsExactlyElementsIn(files);
      files = order;
    }
    List<JavaFileObject> sources = new ArrayList<>();
    for (String file : files) {
      String text = read(dir.resolve(file));
      Matcher pkg = PACKAGE.matcher(text);
      String simpleName = Paths.get(file).getFileName().toString().replaceFirst("\\.java$", "");
      sources.add(source(pkg.find() ? pkg.group(1) + "." + simpleName : simpleName, text));
    }
    assertWithMessage("no model sources in %s", dir).that(sources).isNotEmpty();
    return sources;
  }

  /** Every generated file by its golden path: {@code <fqcn>.java} for sources, the class-output path for schema files. */
  private static Map<String, String> generatedFiles(Compilation compilation) throws IOException {
    Map<String, String> files = new LinkedHashMap<>();
    for (String name : generatedNames(compilation)) {
      files.put(name + ".java", compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString());
    }
    for (String name : generatedResourceNames(compilation)) {
      files.put(name, compilation.generatedFile(StandardLocation.CLASS_OUTPUT, name).orElseThrow()
          .getCharContent(true).toString());
    }
    return files;
  }

  /** The paths, relative to the class output, of the files written under META-INF/partitura, sorted. */
  static List<String> generatedResourceNames(Compilation compilation) {
    return compilation.generatedFiles().stream()
        .filter(file -> file.getKind() == JavaFileObject.Kind.OTHER)
        .map(file -> file.toUri().getPath())
        .filter(path -> path.contains("/" + SCHEMA_FILES + "/"))
        .map(path -> path.substring(path.indexOf(SCHEMA_FILES)))
        .sorted()
        .collect(Collectors.toList());
  }

  private static void write(Path dir, Map<String, String> files) throws IOException {
    for (String stale : relativeFiles(dir)) {
      Files.delete(dir.resolve(stale));
    }
    for (Map.Entry<String, String> file : files.entrySet()) {
      Path target = dir.resolve(file.getKey());
      Files.createDirectories(target.getParent());
      Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
    }
  }

  /** The regular files under {@code dir}, relative to it with '/' separators, sources first then schema files. */
  private static List<String> relativeFiles(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/'))
          .sorted((a, b) -> a.startsWith(SCHEMA_FILES) != b.startsWith(SCHEMA_FILES)
              ? Boolean.compare(a.startsWith(SCHEMA_FILES), b.startsWith(SCHEMA_FILES)) : a.compareTo(b))
          .collect(Collectors.toList());
    }
  }

  private static String read(Path path) {
    try {
      return Files.readString(path, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
