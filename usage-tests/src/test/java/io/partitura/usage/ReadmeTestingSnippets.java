package io.partitura.usage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The snippets of the README's "Testing your code" section, read from the README file, verbatim: the
 * {@code <dependency>} elements of its ```xml blocks (the testkit and JUnit), its surefire {@code <plugin>}
 * element and the version it names, and its ```java block that runs on moto.
 */
record ReadmeTestingSnippets(List<String> dependencies, String surefirePlugin, String surefireVersion, String motoTest) {

    static final String SECTION = "## Testing your code";

    static ReadmeTestingSnippets read(Path readme) throws IOException {
        String text = Files.readString(readme);
        int start = text.indexOf("\n" + SECTION + "\n");
        if (start < 0) {
            throw new IllegalStateException(readme + " has no section \"" + SECTION + "\"");
        }
        int end = text.indexOf("\n## ", start + 1);
        String section = end < 0 ? text.substring(start) : text.substring(start, end);

        List<String> dependencies = new ArrayList<>();
        String surefirePlugin = null;
        Matcher xml = Pattern.compile("```xml\n(.*?)\n```", Pattern.DOTALL).matcher(section);
        while (xml.find()) {
            Matcher dependency = Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL).matcher(xml.group(1));
            while (dependency.find()) {
                dependencies.add(dependency.group());
            }
            Matcher plugin = Pattern.compile("<plugin>.*?</plugin>", Pattern.DOTALL).matcher(xml.group(1));
            while (plugin.find()) {
                if (plugin.group().contains("<artifactId>maven-surefire-plugin</artifactId>")) {
                    surefirePlugin = plugin.group();
                }
            }
        }
        if (dependencies.stream().noneMatch(d -> d.contains("<artifactId>partitura-testkit</artifactId>"))) {
            throw new IllegalStateException("no ```xml block of \"" + SECTION + "\" in " + readme + " holds the testkit's <dependency>");
        }
        if (surefirePlugin == null) {
            throw new IllegalStateException("no ```xml block of \"" + SECTION + "\" in " + readme + " holds the surefire <plugin>");
        }
        Matcher version = Pattern.compile("<version>([^<]+)</version>").matcher(surefirePlugin);
        if (!version.find()) {
            throw new IllegalStateException("the surefire <plugin> of \"" + SECTION + "\" in " + readme + " names no version:\n" + surefirePlugin);
        }

        String motoTest = null;
        Matcher java = Pattern.compile("```java\n(.*?)\n```", Pattern.DOTALL).matcher(section);
        while (java.find()) {
            if (java.group(1).contains("MotoExtension.tablePerTest(")) {
                motoTest = java.group(1);
            }
        }
        if (motoTest == null) {
            throw new IllegalStateException("no ```java block of \"" + SECTION + "\" in " + readme + " registers MotoExtension.tablePerTest(..)");
        }
        return new ReadmeTestingSnippets(List.copyOf(dependencies), surefirePlugin, version.group(1).trim(), motoTest);
    }
}
