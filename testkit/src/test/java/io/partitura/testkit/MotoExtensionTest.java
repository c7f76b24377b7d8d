package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/** The extension on moto: a fresh table per test on the JVM's one moto server, transactions included. */
class MotoExtensionTest {

    @RegisterExtension
    static final MotoExtension MOTO = MotoExtension.tablePerTest(DynaliteExtensionTablesTest::createTableRequest);

    @Test
    void aTransactionRunsOnTheTestsTable(TestTable table, MotoServer server, TestServer sameServer) {
        assertSame(server, table.server());
        assertSame(server, sameServer);
        assertEquals(TestServerKind.MOTO, server.kind());
        RequestCounter requests = new RequestCounter();
        try (DynamoDbClient dynamo = server.newClient(requests)) {
            dynamo.transactWriteItems(b -> b.transactItems(
                    TransactWriteItem.builder().put(p -> p.tableName(table.name()).item(Map.of("pk", AttributeValue.fromS("x")))).build()));
            assertEquals(1, dynamo.scan(b -> b.tableName(table.name())).count());
        }
        assertEquals(2, requests.total());
    }

    @Test
    void everyTestGetsAnEmptyTable(TestTable table) {
        try (DynamoDbClient dynamo = table.server().newClient()) {
            assertEquals(List.of(), dynamo.scan(b -> b.tableName(table.name())).items());
            assertTrue(table.name().startsWith("motoextensiontest-everytestgetsanemptytable-"), table.name());
        }
    }
}
