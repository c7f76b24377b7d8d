package io.partitura.usage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;

import org.junit.jupiter.api.Test;

/**
 * The README's Maven snippet, taken from README.md at test time, builds a one-record model in a project
 * outside the repository: the processor runs and its table class compiles. So the snippet cannot rot.
 */
class ReadmeMavenSnippetTest {

    @Test
    void readmeSnippetGeneratesAndCompilesTheTableClass() throws Exception {
        ReadmeMavenSnippet snippet = ReadmeMavenSnippet.read(OutsideBuild.ROOT.resolve("README.md"));
        OutsideBuild build = OutsideBuild.create("readme-snippet");
        build.write("pom.xml", snippet.pom("readme-snippet", ""));
        OneRecordModel.writeTo(build);

        build.mvn("compile");

        assertTrue(Files.isRegularFile(build.dir.resolve("target/generated-sources/annotations/shop/NotebookTable.java")),
                "the processor did not generate shop/NotebookTable.java");
        assertTrue(Files.isRegularFile(build.dir.resolve("target/classes/shop/NotebookTable.class")),
                "shop/NotebookTable.java was not compiled");
        build.delete();
    }
}
