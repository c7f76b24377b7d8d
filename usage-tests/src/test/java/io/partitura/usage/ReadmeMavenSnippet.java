package io.partitura.usage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Maven snippet of the README's "Add it to a Maven build" section, read from the README file: its
 * {@code <dependency>} elements and its {@code <plugin>} element, verbatim.
 */
record ReadmeMavenSnippet(List<String> dependencies, String plugin) {

    static final String SECTION = "## Add it to a Maven build";

    static ReadmeMavenSnippet read(Path readme) throws IOException {
        String text = Files.readString(readme);
        int start = text.indexOf("\n" + SECTION + "\n");
        if (start < 0) {
            throw new IllegalStateException(readme + " has no section \"" + SECTION + "\"");
        }
        int end = text.indexOf("\n## ", start + 1);
        String section = end < 0 ? text.substring(start) : text.substring(start, end);
        Matcher block = Pattern.compile("```xml\n(.*?)\n```", Pattern.DOTALL).matcher(section);
        if (!block.find()) {
            throw new IllegalStateException("the section \"" + SECTION + "\" of " + readme + " has no ```xml block");
        }
        String xml = block.group(1);
        List<String> dependencies = new ArrayList<>();
        Matcher dependency = Pattern.compile("<dependency>.*?</dependency>", Pattern.DOTALL).matcher(xml);
        while (dependency.find()) {
            dependencies.add(dependency.group());
        }
        Matcher plugin = Pattern.compile("<plugin>.*?</plugin>", Pattern.DOTALL).matcher(xml);
        if (dependencies.isEmpty() || !plugin.find()) {
            throw new IllegalStateException("the ```xml block of \"" + SECTION + "\" in " + readme
                    + " should hold <dependency> and <plugin> elements:\n" + xml);
        }
        String found = plugin.group();
        if (plugin.find()) {
            throw new IllegalStateException("the ```xml block of \"" + SECTION + "\" in " + readme + " holds two <plugin> elements");
        }
        return new ReadmeMavenSnippet(List.copyOf(dependencies), found);
    }

    /**
     * A project POM made of the snippet, {@code extraDependencies} and {@code extraPlugins}, nothing else
     * but the versions of the lifecycle plugins the snippet does not name (pinned to the ones this
     * repository's build uses, which the offline outside build finds locally; a user's build takes its
     * Maven's defaults from Maven Central).
     */
    String pom(String artifactId, String extraDependencies) throws IOException {
        return pom(artifactId, extraDependencies, "", true);
    }

    /**
     * As {@link #pom(String, String)}, with {@code extraPlugins} beside the snippet's plugin; with
     * {@code pinSurefire} false, surefire's version is left to {@code extraPlugins} (or to Maven's default).
     */
    String pom(String artifactId, String extraDependencies, String extraPlugins, boolean pinSurefire) throws IOException {
        String surefirePin = !pinSurefire ? "" : """
                        <plugin>
                          <groupId>org.apache.maven.plugins</groupId>
                          <artifactId>maven-surefire-plugin</artifactId>
                          <version>%s</version>
                        </plugin>
                """.formatted(OutsideBuild.pinnedPluginVersion("maven-surefire-plugin"));
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>example</groupId>
                  <artifactId>%s</artifactId>
                  <version>1.0</version>
                  <properties>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>
                  <dependencies>
                %s
                %s
                  </dependencies>
                  <build>
                    <pluginManagement>
                      <plugins>
                        <plugin>
                          <groupId>org.apache.maven.plugins</groupId>
                          <artifactId>maven-resources-plugin</artifactId>
                          <version>%s</version>
                        </plugin>
                %s
                      </plugins>
                    </pluginManagement>
                    <plugins>
                %s
                %s
                    </plugins>
                  </build>
                </project>
                """.formatted(artifactId, String.join("\n", dependencies), extraDependencies,
                OutsideBuild.pinnedPluginVersion("maven-resources-plugin"), surefirePin, plugin, extraPlugins);
    }
}
