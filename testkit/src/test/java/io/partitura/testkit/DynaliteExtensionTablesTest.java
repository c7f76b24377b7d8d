package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.RegisterExtension;

import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The extension's fresh tables: one per test, or one per class. */
class DynaliteExtensionTablesTest {

    static CreateTableRequest createTableRequest(String name) {
        return CreateTableRequest.builder().tableName(name)
                .billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk").attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build())
                .build();
    }

    static void put(DynaliteTable table, String pk) {
        try (DynamoDbClient dynamo = table.server().newClient()) {
            dynamo.putItem(b -> b.tableName(table.name()).item(Map.of("pk", AttributeValue.fromS(pk))));
        }
    }

    static List<String> keys(DynaliteTable table) {
        try (DynamoDbClient dynamo = table.server().newClient()) {
            return dynamo.scan(b -> b.tableName(table.name()).consistentRead(true)).items().stream()
                    .map(item -> item.get("pk").s()).sorted().toList();
        }
    }

    static boolean exists(DynaliteServer server, String name) {
        try (DynamoDbClient dynamo = server.newClient()) {
            dynamo.describeTable(b -> b.tableName(name));
            return true;
        } catch (ResourceNotFoundException e) {
            return false;
        }
    }

    @Nested
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class PerTest {
        @RegisterExtension
        final DynaliteExtension dynalite = DynaliteExtension.tablePerTest(DynaliteExtensionTablesTest::createTableRequest);

        static final List<String> SEEN = new ArrayList<>();
        private DynaliteTable fromBeforeEach;

        @BeforeEach
        void note(DynaliteTable table) {
            fromBeforeEach = table;
        }

        @Test
        @Order(1)
        void firstTestGetsAnEmptyTableOfItsOwn(DynaliteTable table) {
            assertSame(fromBeforeEach, table);
            assertTrue(table.name().startsWith("pertest-firsttestgetsanemptytableofitsown-"), table.name());
            assertEquals(List.of(), keys(table));
            put(table, "written-by-the-first-test");
            SEEN.add(table.name());
        }

        @Test
        @Order(2)
        void secondTestGetsAnotherEmptyTableAndTheFirstIsDeleted(DynaliteTable table) {
            assertEquals(1, SEEN.size(), "the first test ran first");
            assertNotEquals(SEEN.get(0), table.name());
            assertEquals(List.of(), keys(table));
            assertTrue(!exists(table.server(), SEEN.get(0)), "the first test's table is still there");
        }

        @Test
        @Order(3)
        void theExtensionsOwnRequestsAreNotCounted(DynaliteTable table) {
            RequestCounter counter = new RequestCounter();
            try (DynamoDbClient dynamo = table.server().newClient(counter)) {
                dynamo.getItem(b -> b.tableName(table.name()).key(Map.of("pk", AttributeValue.fromS("x"))));
            }
            assertEquals(List.of("GetItem"), counter.operations());
        }
    }

    @Nested
    @TestMethodOrder(MethodOrderer.OrderAnnotation.class)
    class PerClass {
        // static: JUnit calls beforeAll only on extensions in static fields (inner classes may have them since Java 16)
        @RegisterExtension
        static final DynaliteExtension DYNALITE = DynaliteExtension.tablePerClass(DynaliteExtensionTablesTest::createTableRequest);

        static DynaliteTable fromBeforeAll;

        @BeforeAll
        static void fill(DynaliteTable table) {
            fromBeforeAll = table;
            put(table, "written-in-before-all");
        }

        @Test
        @Order(1)
        void everyTestSeesTheClasssTable(DynaliteTable table) {
            assertNotNull(fromBeforeAll);
            assertEquals(fromBeforeAll, table);
            assertTrue(table.name().startsWith("perclass-"), table.name());
            assertEquals(List.of("written-in-before-all"), keys(table));
            put(table, "written-by-the-first-test");
        }

        @Test
        @Order(2)
        void whatATestWroteIsThereForTheNext(DynaliteTable table) {
            assertEquals(fromBeforeAll, table);
            assertEquals(List.of("written-by-the-first-test", "written-in-before-all"), keys(table));
        }
    }

    @Nested
    class ServerOnly {
        @RegisterExtension
        final DynaliteExtension dynalite = new DynaliteExtension();

        @Test
        void theServerIsTheJvmsOne(DynaliteServer server) {
            assertTrue(server.processHandle().isAlive());
        }
    }
}
