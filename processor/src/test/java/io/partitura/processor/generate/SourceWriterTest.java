package io.partitura.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;


import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
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

  @Test
  void aOneLineJavadocBlockIsJoinedOnlyWhenItsThreeLinesShareOneIndentation() {
    String[][] cases = {
        {"/**\n * Top.\n */\nclass A {}\n",
            "/** Top. */\nclass A {}\n"},
        {"  /**\n   * Indented.\n   */\n  void a();\n",
            "  /** Indented. */\n  void a();\n"},
        {"  /**\n * Indentation differs.\n   */\n",
            "  /**\n * Indentation differs.\n   */\n"},
        {"  /**\n   * Indentation differs.\n */\n",
            "  /**\n   * Indentation differs.\n */\n"},
        {"/**\n * Two\n * lines.\n */\n",
            "/**\n * Two\n * lines.\n */\n"},
        {"/**\n *\n */\n",
            "/**\n *\n */\n"},
        {"/**\n * \n */\n",
            "/**  */\n"},
        {"/**\n * At the end without a newline.\n */",
            "/** At the end without a newline. */"},
        {"/**\n * Cut short.\n",
            "/**\n * Cut short.\n"},
        {"/**\n * Cut short.",
            "/**\n * Cut short."},
        {"/**",
            "/**"},
        {"",
            ""},
        {"\n\n",
            "\n\n"},
        {"/** x\n * Not a block start.\n */\n",
            "/** x\n * Not a block start.\n */\n"},
        {"    /**\n     * One.\n     */\n    /**\n     * Two.\n     */\n    int x;\n",
            "    /** One. */\n    /** Two. */\n    int x;\n"},
        {"/**\n/**\n * Inner.\n */\n",
            "/**\n/** Inner. */\n"},
        {"/**\n * Text with */ and $1 and \\ inside.\n */ trailing\n/**\n * Kept.\n */\n",
            "/**\n * Text with */ and $1 and \\ inside.\n */ trailing\n/** Kept. */\n"},
        {"\t/**\n\t * Tabs are not the indentation this rule knows.\n\t */\n",
            "\t/**\n\t * Tabs are not the indentation this rule knows.\n\t */\n"},
    };
    for (String[] sourceAndJoined : cases) {
      assertEquals(sourceAndJoined[1], SourceWriter.joinOneLineJavadocs(sourceAndJoined[0]),
          () -> "for " + sourceAndJoined[0].replace("\n", "\\n"));
    }
  }
}
