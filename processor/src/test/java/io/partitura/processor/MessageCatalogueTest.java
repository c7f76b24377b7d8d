package io.partitura.processor;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.partitura.processor.diag.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Keeps the diagnostic catalogue and its negative tests in step. */
class MessageCatalogueTest {

  @Test
  void codesAreUnique() {
    Set<String> codes = new HashSet<>();
    for (Message message : Message.values()) {
      assertWithMessage("code of %s", message).that(codes.add(message.code())).isTrue();
    }
  }

  @Test
  void formatPrefixesTheBracketedCode() {
    assertThat(Message.KEY_MISSING.format("User"))
        .startsWith("[PARTITURA-KEY-001] User has no @Key component");
  }

  /** AutoValue's rule: every reported message has a negative test. INTERNAL cannot be provoked from source. */
  @Test
  void everyMessageHasANegativeTest() throws IOException {
    Path testDir = GoldenFilesTest.goldenDir().getParent().getParent().resolve("java/io/partitura/processor");
    // Diagnostics that need several rounds are provoked in DeferredTypesTest, the schema lock's in SchemaLockTest.
    String source = Files.readString(testDir.resolve("ProcessorErrorsTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("DeferredTypesTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("SchemaLockTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("ExpiryCompileTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("CompositeIndexKeysCompileTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("UniqueCompileTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("SharedIndexNoteTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("TemplateCompileTest.java"), StandardCharsets.UTF_8)
        + Files.readString(testDir.resolve("UpsertCompileTest.java"), StandardCharsets.UTF_8);
    List<String> untested = new ArrayList<>();
    for (Message message : Message.values()) {
      if (message != Message.INTERNAL_ERROR && !source.contains("[" + message.code() + "]")) {
        untested.add(message.name() + " (" + message.code() + ")");
      }
    }
    assertWithMessage("messages without a test in ProcessorErrorsTest, DeferredTypesTest, SchemaLockTest, ExpiryCompileTest, "
        + "CompositeIndexKeysCompileTest, UniqueCompileTest, SharedIndexNoteTest, TemplateCompileTest or "
        + "UpsertCompileTest").that(untested).isEmpty();
  }

  /** The README's diagnostics table lists every code of the catalogue, with its kind. */
  @Test
  void everyCodeIsInTheReadme() throws IOException {
    Path readme = GoldenFilesTest.goldenDir().getParent().getParent().getParent().getParent().getParent()
        .resolve("README.md");
    String text = Files.readString(readme, StandardCharsets.UTF_8);
    List<String> missing = new ArrayList<>();
    for (Message message : Message.values()) {
      String kind = message.kind() == javax.tools.Diagnostic.Kind.WARNING ? "warning"
          : message.kind() == javax.tools.Diagnostic.Kind.NOTE ? "note" : "error";
      if (!text.contains("| `" + message.code() + "` | " + kind + " |")) {
        missing.add(message.code() + " (" + kind + ")");
      }
    }
    assertWithMessage("codes missing from the README's diagnostics table").that(missing).isEmpty();
  }
}
