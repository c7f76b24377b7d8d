package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.ConnectException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** Starting and stopping servers by hand, without the extension. */
class DynaliteServerTest {

    @Test
    void closeStopsTheNodeProcessAndIsIdempotent() throws Exception {
        DynaliteServer server = DynaliteServer.start();
        ProcessHandle node = server.processHandle();
        int port = server.port();
        assertTrue(node.isAlive());
        try (DynamoDbClient dynamo = server.newClient()) {
            assertEquals(List.of(), dynamo.listTables().tableNames());
        }

        server.close();

        assertFalse(node.isAlive(), "node process " + node.pid() + " still alive after close()");
        assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
        server.close(); // a second close is harmless
        assertFalse(node.isAlive());
    }

    @Test
    void scriptExitsWhenItsStdinCloses() throws Exception {
        // What happens when the JVM that started dynalite crashes: the pipe to the script's stdin closes.
        Path dir = DynaliteInstallation.install(DynaliteInstallation.cacheRoot(), DynaliteInstallation.bundledFiles(), "npm");
        Process process = new ProcessBuilder("node", DynaliteServer.SCRIPT).directory(dir.toFile()).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            assertTrue(line != null && line.startsWith(DynaliteServer.PORT_LINE_PREFIX), "first line: " + line);
            assertTrue(process.isAlive());

            process.getOutputStream().close();

            assertTrue(process.waitFor(10, TimeUnit.SECONDS), "dynalite-server.js still running after its stdin closed");
            assertEquals(0, process.exitValue());
            assertEquals(null, out.readLine(), "exactly one line on stdout");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void dataDirectoryKeepsTablesAndItemsAcrossRestarts(@TempDir Path tmp) {
        Path data = tmp.resolve("leveldb");
        try (DynaliteServer first = DynaliteServer.start(data); DynamoDbClient dynamo = first.newClient()) {
            dynamo.createTable(b -> b.tableName("kept")
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                    .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
            dynamo.putItem(b -> b.tableName("kept").item(Map.of("pk", AttributeValue.fromS("a"), "v", AttributeValue.fromN("1"))));
        }
        assertTrue(Files.isDirectory(data));
        try (DynaliteServer second = DynaliteServer.start(data); DynamoDbClient dynamo = second.newClient()) {
            Map<String, AttributeValue> item = dynamo.getItem(b -> b.tableName("kept").consistentRead(true)
                    .key(Map.of("pk", AttributeValue.fromS("a")))).item();
            assertEquals("1", item.get("v").n());
        }
    }

    @Test
    void missingNodeIsATypedExceptionSayingWhatToInstall(@TempDir Path emptyDir) {
        NodeNotFoundException e = assertThrows(NodeNotFoundException.class,
                () -> DynaliteServer.requireNodeAndNpm(emptyDir.toString()));
        assertTrue(e.getMessage().startsWith("Node.js 18+ and npm are needed to run the DynamoDB-compatible test server"
                + " dynalite; install them ("), e.getMessage());
        assertTrue(e.getMessage().contains("`node` and `npm` are not on the PATH"), e.getMessage());
    }

    @Test
    void findsNodeOnThisMachinesPath() {
        assertTrue(DynaliteServer.findExecutable(System.getenv("PATH"), "node").isPresent());
    }

    @Test
    void serverThatDiesBeforePrintingItsPortIsReportedWithItsOutput(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve(DynaliteServer.SCRIPT), "console.error('boom: no dynalite here'); process.exit(3)");
        DynaliteUnavailableException e = assertThrows(DynaliteUnavailableException.class,
                () -> DynaliteServer.start("node", dir, null));
        assertTrue(e.getMessage().contains("exited (code 3) before printing its port"), e.getMessage());
        assertTrue(e.getMessage().contains("boom: no dynalite here"), e.getMessage());
    }
}
