package io.partitura.processor.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
}
