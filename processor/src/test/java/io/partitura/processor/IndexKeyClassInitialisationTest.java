package io.partitura.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key methods of a generated {@code <Record>Repository.Codec} take index key attributes from {@code
 * <Table>Table.DEFINITION} when called, and {@code DEFINITION}'s initializer reads the codecs: whichever is used first
 * (a static key method, the codec instance or the table), the index key is computed. Each case runs in a fresh class loader, so that no class is initialised yet.
 */
class IndexKeyClassInitialisationTest {
  private static final Instant CREATED = Instant.parse("2026-01-02T03:04:05Z");

  private final Compilation compilation = TestSources.compile(TestSources.CONTROL_PLANE, TestSources.WORKSPACE,
      TestSources.source("test.Project",
          "package test;",
          "import io.partitura.annotations.*;",
          "@ChildOf(parent = Workspace.class, prefix = \"PROJ\")",
          "@GlobalIndex(name = \"GSI1\", partitionKey = \"status\", sortKey = \"createdAt\", query = \"byStatus\")",
          "public record Project(String workspaceId, @Key String projectId, String status, java.time.Instant createdAt) {}"));

  @Test
  void aStaticKeyMethodUsedFirstComputesTheIndexKey() throws Exception {
    ClassLoader loader = freshLoader();
    Method indexKey = loader.loadClass("test.ProjectRepository$Codec").getMethod("byStatusIndexKey", String.class, String.class,
        String.class, Instant.class);

    Map<?, ?> key = (Map<?, ?>) indexKey.invoke(null, "WS#w1", "PROJ#p1", "OPEN", CREATED);

    assertEquals(Map.of("GSI1PK", "PROJ#OPEN", "GSI1SK", "2026-01-02T03:04:05.000000000Z#WS$Sw1#PROJ$Sp1"), strings(key));
  }

  @Test
  void theCodecUsedFirstWritesTheIndexKey() throws Exception {
    ClassLoader loader = freshLoader();
    Class<?> record = loader.loadClass("test.Project");
    Object project = record.getConstructors()[0].newInstance("w1", "p1", "OPEN", CREATED);
    Class<?> codecClass = loader.loadClass("test.ProjectRepository$Codec");
    Object codec = codecClass.getField("INSTANCE").get(null);

    Map<?, ?> item = (Map<?, ?>) codecClass.getMethod("toItem", record).invoke(codec, project);

    Map<String, String> strings = strings(item);
    assertEquals("PROJ#OPEN", strings.get("GSI1PK"));
    assertEquals("2026-01-02T03:04:05.000000000Z#WS$Sw1#PROJ$Sp1", strings.get("GSI1SK"));
  }

  @Test
  void theTableUsedFirstHasTheIndex() throws Exception {
    ClassLoader loader = freshLoader();
    Object definition = loader.loadClass("test.ControlPlaneTable").getField("DEFINITION").get(null);
    Method indexKey = loader.loadClass("test.ProjectRepository$Codec").getMethod("byStatusIndexKey", String.class, String.class,
        String.class, Instant.class);

    assertEquals(2, strings((Map<?, ?>) indexKey.invoke(null, "WS#w1", "PROJ#p1", "OPEN", CREATED)).size());
    assertEquals(1, ((io.partitura.runtime.schema.TableDefinition) definition).indexes().size());
  }

  /**
   * The codec holds no schema and no holder class of one: its class initialises without building a schema, and
   * {@code tableSchema()} returns the one the runtime built on its first call.
   */
  @Test
  void theCodecBuildsItsTableSchemaOnFirstUseOnly() throws Exception {
    ClassLoader loader = freshLoader();
    Class<?> codec = Class.forName("test.ProjectRepository$Codec", true, loader);

    assertEquals(0, codec.getDeclaredClasses().length, "nested classes of the codec");
    for (java.lang.reflect.Field field : codec.getDeclaredFields()) {
      org.junit.jupiter.api.Assertions.assertFalse(
          software.amazon.awssdk.enhanced.dynamodb.TableSchema.class.isAssignableFrom(field.getType()), field.getName());
    }
    Object first = codec.getMethod("tableSchema").invoke(null);
    org.junit.jupiter.api.Assertions.assertSame(first, codec.getMethod("tableSchema").invoke(null));
    org.junit.jupiter.api.Assertions.assertSame(first,
        loader.loadClass("test.ProjectRepository").getMethod("tableSchema").invoke(null));
  }

  private static Map<String, String> strings(Map<?, ?> item) {
    Map<String, String> strings = new TreeMap<>();
    item.forEach((name, value) -> strings.put((String) name, ((AttributeValue) value).s()));
    return strings;
  }

  /** The compiled generated classes (and the model), loaded afresh; the runtime comes from the test class path. */
  private ClassLoader freshLoader() throws IOException {
    assertThat(compilation).succeeded();
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        String name = file.toUri().getPath().replaceAll("^.*?/CLASS_OUTPUT/", "").replaceAll("\\.class$", "")
            .replace('/', '.');
        try (InputStream in = file.openInputStream()) {
          classes.put(name, in.readAllBytes());
        }
      }
    }
    return new ClassLoader(getClass().getClassLoader()) {
      @Override
      protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        synchronized (getClassLoadingLock(name)) {
          byte[] bytes = classes.get(name);
          if (bytes == null) {
            return super.loadClass(name, resolve);
          }
          Class<?> loaded = findLoadedClass(name);
          return loaded != null ? loaded : defineClass(name, bytes, 0, bytes.length);
        }
      }
    };
  }
}
