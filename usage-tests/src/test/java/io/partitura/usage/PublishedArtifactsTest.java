package io.partitura.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.lang.module.Configuration;
import java.lang.module.ModuleFinder;
import java.lang.module.ResolvedModule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * The jars a team depends on, as this build packages them for publishing: each published module's jar names its
 * module, the jars resolve together on the module path, the POMs carry what a public repository asks for, and
 * (with {@code -Prelease}, which builds them) each jar comes with a sources jar holding the source of every class
 * and a javadoc jar documenting every package.
 */
class PublishedArtifactsTest {

    /** Directory → module name; the published modules are those whose POM does not skip the deploy. */
    private static final Map<String, String> PUBLISHED = Map.of(
            "annotations", "io.partitura.annotations",
            "runtime", "io.partitura.runtime",
            "processor", "io.partitura.processor",
            "testkit", "io.partitura.testkit",
            "spring-boot", "io.partitura.spring.boot",
            "lambda", "io.partitura.lambda",
            "kcl", "io.partitura.kcl");

    @Test
    void thePublishedModulesAreTheOnesThatDeploy() throws Exception {
        Set<String> deployed = new TreeSet<>();
        for (String module : modules()) {
            if (!Files.readString(OutsideBuild.ROOT.resolve(module).resolve("pom.xml")).contains("<maven.deploy.skip>true")) {
                deployed.add(module);
            }
        }
        assertEquals(new TreeSet<>(PUBLISHED.keySet()), deployed);
    }

    @Test
    void everyPublishedJarNamesItsModule() throws Exception {
        for (Map.Entry<String, String> module : PUBLISHED.entrySet()) {
            Path jar = jar(module.getKey(), "");
            try (JarFile classes = new JarFile(jar.toFile())) {
                assertEquals(module.getValue(), classes.getManifest().getMainAttributes().getValue("Automatic-Module-Name"), jar.toString());
            }
        }
    }

    @Test
    void everyPublishedJarHasASourcesJarWithEveryClassAndAJavadocJarWithEveryPackage() throws Exception {
        assumeFalse(Boolean.parseBoolean(System.getProperty("partitura.releaseJars.skip", "true")),
                "the sources and javadoc jars are built with -Prelease (.ci/run builds with it)");
        for (Map.Entry<String, String> module : PUBLISHED.entrySet()) {
            Path jar = jar(module.getKey(), "");
            try (JarFile classes = new JarFile(jar.toFile());
                    JarFile sources = new JarFile(jar(module.getKey(), "-sources").toFile());
                    JarFile javadoc = new JarFile(jar(module.getKey(), "-javadoc").toFile())) {
                Set<String> sourceFiles = new TreeSet<>();
                Set<String> packages = new TreeSet<>();
                classes.stream().map(e -> e.getName())
                        .filter(name -> name.endsWith(".class") && !name.contains("$"))
                        .forEach(name -> {
                            sourceFiles.add(name.replace(".class", ".java"));
                            packages.add(name.substring(0, name.lastIndexOf('/')).replace('/', '.'));
                        });
                assertFalse(sourceFiles.isEmpty(), jar + " has no classes");
                Set<String> missingSources = new TreeSet<>(sourceFiles);
                sources.stream().map(e -> e.getName()).forEach(missingSources::remove);
                assertEquals(Set.of(), missingSources, "missing from the sources jar of " + module.getKey());

                assertTrue(javadoc.getEntry("index.html") != null, "no index.html in the javadoc jar of " + module.getKey());
                Set<String> documented = Set.of(new String(javadoc.getInputStream(javadoc.getEntry("element-list")).readAllBytes())
                        .split("\n"));
                assertEquals(packages, packages.stream().filter(documented::contains).collect(Collectors.toCollection(TreeSet::new)),
                        "packages without javadoc in " + module.getKey());
            }
        }
    }

    @Test
    void thePublishedJarsResolveTogetherOnTheModulePath() {
        // one package in two jars (a split package) would make this a ResolutionException
        Path[] jars = PUBLISHED.keySet().stream().map(module -> jar(module, "")).toArray(Path[]::new);
        Configuration resolved = ModuleLayer.boot().configuration().resolve(ModuleFinder.of(jars), ModuleFinder.of(), PUBLISHED.values());
        assertEquals(new TreeSet<>(PUBLISHED.values()),
                resolved.modules().stream().map(ResolvedModule::name).collect(Collectors.toCollection(TreeSet::new)));
    }

    @Test
    void thePomsCarryLicenceUrlScmDevelopersAndADescription() throws Exception {
        Document parent = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(OutsideBuild.ROOT.resolve("pom.xml").toFile());
        XPath xpath = XPathFactory.newInstance().newXPath();
        assertEquals("Apache-2.0", xpath.evaluate("/project/licenses/license/name", parent));
        assertEquals("https://www.apache.org/licenses/LICENSE-2.0.txt", xpath.evaluate("/project/licenses/license/url", parent));
        for (String element : List.of("url", "description", "scm/url", "scm/connection", "scm/developerConnection",
                "developers/developer/name")) {
            assertFalse(xpath.evaluate("/project/" + element, parent).isBlank(), "no " + element + " in the parent POM");
        }
        // the modules inherit url and scm as they are, not with "/<artifactId>" appended
        assertEquals("false", xpath.evaluate("/project/@child.project.url.inherit.append.path", parent));
        assertEquals("false", xpath.evaluate("/project/scm/@child.scm.url.inherit.append.path", parent));
        assertTrue(Files.isRegularFile(OutsideBuild.ROOT.resolve("LICENSE")), "no LICENSE file");
        for (String module : PUBLISHED.keySet()) {
            Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(OutsideBuild.ROOT.resolve(module).resolve("pom.xml").toFile());
            for (String element : List.of("name", "description")) {
                assertFalse(xpath.evaluate("/project/" + element, pom).isBlank(), "no " + element + " in " + module + "/pom.xml");
            }
        }
    }

    private static Path jar(String module, String classifier) {
        Path jar = OutsideBuild.ROOT.resolve(module).resolve("target")
                .resolve("partitura-" + module + "-" + OutsideBuild.VERSION + classifier + ".jar");
        assertTrue(Files.isRegularFile(jar), jar + " is missing: these tests run in `mvn verify`, after the reactor has packaged " + module);
        return jar;
    }

    private static List<String> modules() throws Exception {
        Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(OutsideBuild.ROOT.resolve("pom.xml")));
        List<String> modules = new ArrayList<>();
        while (m.find()) {
            modules.add(m.group(1));
        }
        return modules;
    }
}
