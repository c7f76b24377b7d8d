package io.partitura.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.regex.Pattern;

import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import javax.lang.model.element.Modifier;
import org.junit.jupiter.api.Test;

class SourceWriterTest {

  @Test
  void aOneLineJavadocIsWrittenOnOneLineAndALongerOneKeepsItsBlock() {
    TypeSpec type = TypeSpec.classBuilder("Example")
        .addJavadoc("An example.\n")
        .addMethod(MethodSpec.methodBuilder("deleteIt")
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("Deletes it; {@code c -> c.x()} and $$1 stay as written.\n")
            .build())
        .addMethod(MethodSpec.methodBuilder("readIt")
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc("Reads it.\n\n@throws IllegalStateException when it is gone\n")
            .build())
        .build();

    assertEquals("""
        package p;

        /** An example. */
        class Example {
            /** Deletes it; {@code c -> c.x()} and $1 stay as written. */
            public void deleteIt() {
            }

            /**
             * Reads it.
             *
             * @throws IllegalStateException when it is gone
             */
            public void readIt() {
            }
        }
        """, SourceWriter.render("p", type));
  }

  /** The rule the one-pass joining replaced: JavaPoet's three-line block of one text line, one indentation. */
  private static final Pattern ONE_LINE_JAVADOC =
      Pattern.compile("^([ ]*)/\\*\\*\n\\1 \\* ([^\n]*)\n\\1 \\*/$", Pattern.MULTILINE);

  @Test
  void joiningOneLineJavadocsInOnePassWritesWhatTheRegularExpressionWrote() {
    String[] sources = {
        "/**\n * Top.\n */\nclass A {}\n",
        "  /**\n   * Indented.\n   */\n  void a();\n",
        "  /**\n * Indentation differs.\n   */\n",
        "  /**\n   * Indentation differs.\n */\n",
        "/**\n * Two\n * lines.\n */\n",
        "/**\n *\n */\n",
        "/**\n * \n */\n",
        "/**\n * At the end without a newline.\n */",
        "/**\n * Cut short.\n",
        "/**\n * Cut short.",
        "/**",
        "",
        "\n\n",
        "/** x\n * Not a block start.\n */\n",
        "    /**\n     * One.\n     */\n    /**\n     * Two.\n     */\n    int x;\n",
        "/**\n/**\n * Inner.\n */\n",
        "/**\n * Text with */ and $1 and \\ inside.\n */ trailing\n/**\n * Kept.\n */\n",
        "\t/**\n\t * Tabs are not the indentation this rule knows.\n\t */\n",
    };
    for (String source : sources) {
      assertEquals(ONE_LINE_JAVADOC.matcher(source).replaceAll("$1/** $2 */"), SourceWriter.joinOneLineJavadocs(source),
          () -> "for " + source.replace("\n", "\\n"));
    }
  }
}
