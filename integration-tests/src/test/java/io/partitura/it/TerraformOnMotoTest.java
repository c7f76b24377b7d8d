package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.partitura.testkit.MotoServer;
import io.partitura.testkit.RequestCounter;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.protocols.jsoncore.JsonNode;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * The generated Terraform files, applied as they are by Terraform and the AWS provider against moto,
 * create every table of this module as its generated {@code createTableRequest()} does: the same
 * {@code DescribeTable} (keys, attribute definitions, indexes, projections, billing, stream), and Time to
 * Live on the expiry attribute. One configuration holds every table's {@code terraform.tf.json}, one
 * {@code versions.tf.json} (the same for all) and a provider block pointing at moto.
 *
 * <p>Runs where {@code terraform} is on the PATH and the AWS provider is in a local provider mirror
 * ({@code -Dpartitura.terraformMirror=<dir>}, default {@code /opt/tf-plugins}): the provider cannot be
 * downloaded here. Skipped, with a message, otherwise.
 */
class TerraformOnMotoTest {
  private static final String TERRAFORM = System.getProperty("partitura.terraform", "terraform");
  private static final Path MIRROR = Path.of(System.getProperty("partitura.terraformMirror", "/opt/tf-plugins"));
  private static final String ACCESS_KEY = "partitura-test";

  @Test
  void terraformCreatesEveryTableAsItsSchemaSays(@TempDir Path dir)
      throws IOException, InterruptedException, URISyntaxException {
    assumeTrue(run(dir, List.of(TERRAFORM, "version"), Map.of()) != null,
        "terraform is not on the PATH: the Terraform files were not applied");
    assumeTrue(Files.isDirectory(MIRROR.resolve("registry.terraform.io/hashicorp/aws")),
        "no hashicorp/aws provider in the local mirror " + MIRROR + " (-Dpartitura.terraformMirror): the Terraform "
            + "files were not applied");
    Path root = Path.of(TerraformOnMotoTest.class.getClassLoader().getResource("META-INF/partitura").toURI());
    Path config = Files.createDirectories(dir.resolve("config"));
    String versions = null;
    for (String table : new java.util.TreeSet<>(SchemaFilesTest.TABLES.keySet())) {
      Files.copy(root.resolve(table).resolve("terraform.tf.json"), config.resolve(table + ".tf.json"));
      String tableVersions = Files.readString(root.resolve(table).resolve("versions.tf.json"));
      assertTrue(versions == null || versions.equals(tableVersions), table + "'s versions.tf.json differs");
      versions = tableVersions;
    }
    Files.writeString(config.resolve("versions.tf.json"), versions);

    try (MotoServer moto = MotoServer.start()) {
      Files.writeString(config.resolve("provider.tf.json"), """
          {"provider": {"aws": {
            "region": "us-east-1", "access_key": "%s", "secret_key": "%s",
            "skip_credentials_validation": true, "skip_requesting_account_id": true,
            "skip_metadata_api_check": true, "endpoints": {"dynamodb": "%s"}}}}
          """.formatted(ACCESS_KEY, ACCESS_KEY, moto.endpoint()));
      Path cliConfig = dir.resolve("terraformrc");
      // The provider from the local mirror only: nothing is downloaded.
      Files.writeString(cliConfig, "provider_installation {\n  filesystem_mirror {\n    path = \""
          + MIRROR.toAbsolutePath() + "\"\n  }\n}\n");
      Map<String, String> env = Map.of("TF_CLI_CONFIG_FILE", cliConfig.toString(), "TF_IN_AUTOMATION", "1",
          "CHECKPOINT_DISABLE", "1", "TF_DATA_DIR", dir.resolve("data").toString());
      String init = run(config, List.of(TERRAFORM, "init", "-input=false", "-no-color"), env);
      assertTrue(init != null && init.contains("Terraform has been successfully initialized"), String.valueOf(init));
      String apply = run(config, List.of(TERRAFORM, "apply", "-auto-approve", "-input=false", "-no-color"), env);
      assertTrue(apply != null && apply.contains("Apply complete! Resources: " + SchemaFilesTest.TABLES.size()
          + " added, 0 changed, 0 destroyed."), String.valueOf(apply));
      // No deprecated argument, nor anything else Terraform warns about.
      assertFalse(apply.contains("Warning:"), apply);

      RequestCounter requests = new RequestCounter();
      try (DynamoDbClient client = moto.newClient(requests)) {
        Map<String, String> differences = new TreeMap<>();
        for (String table : new java.util.TreeSet<>(SchemaFilesTest.TABLES.keySet())) {
          requests.reset();
          CreateTableRequest generated = SchemaFilesTest.TABLES.get(table).apply(table + "-generated");
          client.createTable(generated);
          TableDescription fromTerraform = client.describeTable(b -> b.tableName(table)).table();
          TableDescription expected = client.describeTable(b -> b.tableName(generated.tableName())).table();
          TimeToLiveDescription ttl = client.describeTimeToLive(b -> b.tableName(table)).timeToLiveDescription();
          assertEquals(4, requests.total(), table);
          String actual = SchemaFilesTest.comparable(fromTerraform) + "stream " + fromTerraform.streamSpecification()
              + "\nttl " + ("ENABLED".equals(ttl.timeToLiveStatusAsString()) ? ttl.attributeName() : null);
          String wanted = SchemaFilesTest.comparable(expected) + "stream " + expected.streamSpecification()
              + "\nttl " + SchemaFilesTest.read(table, "schema.json").field("table").orElseThrow()
                  .field("timeToLiveAttribute").filter(node -> !node.isNull()).map(JsonNode::asString).orElse(null);
          if (!actual.equals(wanted)) {
            differences.put(table, "terraform:\n" + actual + "\ngenerated:\n" + wanted);
          }
        }
        assertEquals(Map.of(), differences);
      }
    }
  }

  /** Runs {@code command} in {@code dir}; its output, or {@code null} when it cannot be started or fails. */
  private static String run(Path dir, List<String> command, Map<String, String> env) throws InterruptedException {
    try {
      ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
          .redirectErrorStream(true);
      builder.environment().putAll(env);
      Process process = builder.start();
      String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(5, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        return null;
      }
      return process.exitValue() == 0 ? out : "exit " + process.exitValue() + ":\n" + out;
    } catch (IOException notInstalled) {
      return null;
    }
  }
}
