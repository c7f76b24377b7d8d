package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ConnectException;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** moto's server started by hand: what it serves that dynalite does not, its log, and how it is found and stopped. */
class MotoServerTest {

    private static final Map<String, AttributeValue> A = Map.of("pk", AttributeValue.fromS("a"));
    private static final Map<String, AttributeValue> B = Map.of("pk", AttributeValue.fromS("b"));

    private static List<TransactWriteItem> twoPuts(String table) {
        return List.of(TransactWriteItem.builder().put(p -> p.tableName(table).item(A)).build(),
                TransactWriteItem.builder().put(p -> p.tableName(table).item(B)).build());
    }

    @Test
    void servesTransactionsAndStopsOnlyItsOwnProcess() throws Exception {
        try (DynaliteServer bystander = DynaliteServer.start()) {
            MotoServer server = MotoServer.start();
            ProcessHandle moto = server.processHandle();
            int port = server.port();
            try (DynamoDbClient dynamo = server.newClient()) {
                dynamo.createTable(DynaliteExtensionTablesTest.createTableRequest("tbl"));
                dynamo.transactWriteItems(b -> b.transactItems(twoPuts("tbl")));
                assertEquals(List.of("a", "b"), dynamo.scan(b -> b.tableName("tbl")).items().stream()
                        .map(item -> item.get("pk").s()).sorted().toList());
            }
            assertTrue(Files.readString(server.log()).contains("Running on http://127.0.0.1:" + port), Files.readString(server.log()));
            assertTrue(server.log().startsWith(Path.of("target").toAbsolutePath()), server.log().toString());

            server.close();

            assertFalse(moto.isAlive(), "moto process " + moto.pid() + " still alive after close()");
            assertThrows(ConnectException.class, () -> new Socket("127.0.0.1", port).close());
            server.close(); // a second close is harmless
            assertTrue(bystander.processHandle().isAlive(), "closing moto must not stop another server");
        }
    }

    @Test
    void dynaliteNamesTheOperationItLacksAndTheServerThatRunsIt() {
        try (DynaliteServer server = DynaliteServer.start(); DynamoDbClient dynamo = server.newClient()) {
            dynamo.createTable(DynaliteExtensionTablesTest.createTableRequest("tbl"));
            DynamoDbException e = assertThrows(DynamoDbException.class,
                    () -> dynamo.transactWriteItems(b -> b.transactItems(twoPuts("tbl"))));
            assertEquals("UnknownOperationException", e.awsErrorDetails().errorCode());
            assertTrue(e.getMessage().startsWith("The test server dynalite 4.0.0 does not serve TransactWriteItems"
                    + " (UnknownOperationException). moto serves it: run this test class on moto with MotoExtension"), e.getMessage());
            assertTrue(e.getMessage().contains("pip install \"moto[server]\""), e.getMessage());
        }
    }

    @Test
    void missingMotoIsATypedExceptionSayingHowToInstallIt(@TempDir Path emptyDir) {
        MotoNotFoundException e = assertThrows(MotoNotFoundException.class,
                () -> MotoServer.executable(null, null, emptyDir.toString()));
        assertTrue(e.getMessage().contains("pip install \"moto[server]\""), e.getMessage());
        assertTrue(e.getMessage().contains("`moto_server` is not on the PATH (" + emptyDir + ")"), e.getMessage());
    }

    @Test
    void aNamedExecutableThatIsMissingIsRefusedNotReplacedByThePath(@TempDir Path emptyDir) {
        String missing = emptyDir.resolve("moto_server").toString();
        MotoNotFoundException e = assertThrows(MotoNotFoundException.class,
                () -> MotoServer.executable(missing, null, System.getenv("PATH")));
        assertTrue(e.getMessage().startsWith("The system property partitura.testkit.motoServer names " + missing
                + ", which is not an executable file."), e.getMessage());
        MotoNotFoundException fromEnvironment = assertThrows(MotoNotFoundException.class,
                () -> MotoServer.executable(" ", missing, System.getenv("PATH")));
        assertTrue(fromEnvironment.getMessage().startsWith("The environment variable PARTITURA_MOTO_SERVER names"),
                fromEnvironment.getMessage());
    }

    @Test
    void theExecutableIsFoundOnThisMachinesPath() {
        String found = MotoServer.executable(null, null, System.getenv("PATH"));
        assertTrue(found.endsWith("moto_server"), found);
    }

    @Test
    void aServerThatExitsAtOnceIsReportedWithItsLog(@TempDir Path dir) throws Exception {
        Path fake = dir.resolve("moto_server");
        Files.writeString(fake, "#!/bin/sh\necho 'boom: no moto here'\nexit 3\n");
        assertTrue(fake.toFile().setExecutable(true));
        MotoUnavailableException e = assertThrows(MotoUnavailableException.class, () -> MotoServer.start(fake.toString()));
        assertTrue(e.getMessage().contains("exited (code 3) before it answered"), e.getMessage());
        assertTrue(e.getMessage().contains("boom: no moto here"), e.getMessage());
    }

    @Test
    void theServerKindComesFromTheSystemProperty() {
        String before = System.getProperty(TestServerKind.SERVER_PROPERTY);
        try {
            System.setProperty(TestServerKind.SERVER_PROPERTY, "Moto");
            assertEquals(TestServerKind.MOTO, TestServerKind.fromSystemProperty());
            System.setProperty(TestServerKind.SERVER_PROPERTY, "dynamo-local");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, TestServerKind::fromSystemProperty);
            assertEquals("The system property partitura.testkit.server is 'dynamo-local'; use dynalite or moto", e.getMessage());
        } finally {
            if (before == null) {
                System.clearProperty(TestServerKind.SERVER_PROPERTY);
            } else {
                System.setProperty(TestServerKind.SERVER_PROPERTY, before);
            }
        }
        assertFalse(TestServerKind.DYNALITE.serves("TransactWriteItems"));
        assertTrue(TestServerKind.MOTO.serves("TransactWriteItems"));
    }
}
