package io.partitura.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;

/**
 * The configuration metadata the starter's jar carries ({@code META-INF/spring-configuration-metadata.json},
 * written by spring-boot-configuration-processor, merged with {@code additional-spring-configuration-metadata.json}),
 * which IDEs read to complete and document {@code partitura.*} keys.
 */
class ConfigurationMetadataTest {

  /**
   * Per-table keys: the metadata names {@code partitura.tables} with its value type, from which IDEs complete
   * {@code partitura.tables.<name>.…} (the table names are the application's, so no file of the starter can
   * list them), and hints each per-table key with its description and default.
   */
  @Test
  void metadataHoldsThePerTableKeys() throws Exception {
    JsonNode metadata = partituraMetadata();
    Map<String, JsonNode> tables = named(metadata, "properties", "partitura.tables");
    assertThat(tables.get("type").asString())
        .isEqualTo("java.util.Map<java.lang.String,io.partitura.spring.boot.PartituraProperties$Table>");

    // What an IDE completes after partitura.tables.<name>.: the value type's properties, each documented.
    List<String> perTable = new ArrayList<>();
    for (PropertyDescriptor property : Introspector.getBeanInfo(PartituraProperties.Table.class, Object.class)
        .getPropertyDescriptors()) {
      perTable.add(property.getName().replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT));
    }
    assertThat(perTable).containsExactlyInAnyOrder("enabled", "table-name", "cursor-key", "fan-out-executor");
    for (String key : perTable) {
      Map<String, JsonNode> entry = named(metadata, "properties", "partitura.tables.<name>." + key);
      assertThat(entry.get("description").asString()).as(key).isNotBlank();
      assertThat(entry.get("sourceType").asString()).isEqualTo("io.partitura.spring.boot.PartituraProperties$Table");
    }
    assertThat(named(metadata, "properties", "partitura.tables.<name>.enabled").get("defaultValue").asBoolean())
        .isTrue();
    assertThat(named(metadata, "properties", "partitura.metrics.enabled").get("defaultValue").asBoolean()).isTrue();
    // The executor is a bean name: IDEs offer the application's Executor beans.
    assertThat(named(metadata, "hints", "partitura.tables.<name>.fan-out-executor").get("providers").asArray()
        .get(0).asObject().get("name").asString()).isEqualTo("spring-bean-reference");
  }

  private static Map<String, JsonNode> named(JsonNode metadata, String section, String name) {
    return metadata.field(section).map(JsonNode::asArray).orElse(List.of()).stream().map(JsonNode::asObject)
        .filter(entry -> entry.containsKey("name") && name.equals(entry.get("name").asString())).findFirst()
        .orElseThrow(() -> new AssertionError(name + " is not in the metadata's " + section));
  }

  /** The starter's metadata file among those on the class path (Boot's own jars carry theirs). */
  private static JsonNode partituraMetadata() throws IOException {
    for (URL url : Collections.list(ConfigurationMetadataTest.class.getClassLoader()
        .getResources("META-INF/spring-configuration-metadata.json"))) {
      try (InputStream in = url.openStream()) {
        String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        if (text.contains("io.partitura.spring.boot.PartituraProperties")) {
          return JsonNode.parser().parse(text);
        }
      }
    }
    throw new AssertionError("no META-INF/spring-configuration-metadata.json of the starter on the class path: "
        + Arrays.asList("is spring-boot-configuration-processor on the annotation processor path?"));
  }
}
