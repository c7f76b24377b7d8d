package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

@ExtendWith(DynaliteExtension.class)
class DynaliteExtensionTest {

    private final DynaliteServer server;

    DynaliteExtensionTest(DynaliteServer server) {
        this.server = server;
    }

    @Test
    void createsTableWithGsiPutsGetsQueriesAndCountsEachRequest() {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbClient dynamo = server.newClient(counter)) {
            dynamo.createTable(b -> b.tableName("counted")
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(
                            attr("pk"), attr("sk"), attr("gsi1pk"), attr("gsi1sk"))
                    .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                    .globalSecondaryIndexes(GlobalSecondaryIndex.builder()
                            .indexName("gsi1")
                            .keySchema(key("gsi1pk", KeyType.HASH), key("gsi1sk", KeyType.RANGE))
                            .projection(p -> p.projectionType(ProjectionType.ALL))
                            .build()));
            // createTableMs=0: ACTIVE on the first poll, so the waiter sends exactly one DescribeTable
            dynamo.waiter().waitUntilTableExists(b -> b.tableName("counted"));

            dynamo.putItem(b -> b.tableName("counted").item(item("CUSTOMER#1", "ORDER#2024-01-01", "STATUS#OPEN", "2024-01-01")));
            dynamo.putItem(b -> b.tableName("counted").item(item("CUSTOMER#1", "ORDER#2024-02-01", "STATUS#OPEN", "2024-02-01")));
            dynamo.putItem(b -> b.tableName("counted").item(item("CUSTOMER#2", "ORDER#2024-03-01", "STATUS#SHIPPED", "2024-03-01")));

            Map<String, AttributeValue> got = dynamo.getItem(b -> b.tableName("counted").consistentRead(true)
                    .key(Map.of("pk", s("CUSTOMER#1"), "sk", s("ORDER#2024-02-01")))).item();
            assertEquals("STATUS#OPEN", got.get("gsi1pk").s());

            QueryResponse orders = dynamo.query(b -> b.tableName("counted")
                    .keyConditionExpression("pk = :pk AND begins_with(sk, :prefix)")
                    .expressionAttributeValues(Map.of(":pk", s("CUSTOMER#1"), ":prefix", s("ORDER#"))));
            assertEquals(List.of("ORDER#2024-01-01", "ORDER#2024-02-01"),
                    orders.items().stream().map(i -> i.get("sk").s()).toList());

            QueryResponse open = dynamo.query(b -> b.tableName("counted").indexName("gsi1")
                    .keyConditionExpression("gsi1pk = :status")
                    .expressionAttributeValues(Map.of(":status", s("STATUS#OPEN")))
                    .scanIndexForward(false));
            assertEquals(List.of("ORDER#2024-02-01", "ORDER#2024-01-01"),
                    open.items().stream().map(i -> i.get("sk").s()).toList());

            assertEquals(List.of("CreateTable", "DescribeTable", "PutItem", "PutItem", "PutItem", "GetItem", "Query", "Query"),
                    counter.operations());
            assertEquals(8, counter.total());
            assertEquals(1, counter.count("CreateTable"));
            assertEquals(1, counter.count("DescribeTable"));
            assertEquals(3, counter.count("PutItem"));
            assertEquals(1, counter.count("GetItem"));
            assertEquals(2, counter.count("Query"));
            assertEquals(0, counter.count("Scan"));

            // a request the server refuses was still sent, so it counts (once: a 400 is not retried)
            counter.reset();
            assertEquals(0, counter.total());
            assertThrows(ResourceNotFoundException.class,
                    () -> dynamo.getItem(b -> b.tableName("no-such-table").key(Map.of("pk", s("x"), "sk", s("y")))));
            // GSIs refuse consistent reads, in dynalite as in DynamoDB
            assertThrows(DynamoDbException.class, () -> dynamo.query(b -> b.tableName("counted").indexName("gsi1")
                    .consistentRead(true)
                    .keyConditionExpression("gsi1pk = :status")
                    .expressionAttributeValues(Map.of(":status", s("STATUS#OPEN")))));
            assertEquals(List.of("GetItem", "Query"), counter.operations());
        }
    }

    @Test
    void sameServerForEveryParameterInTheJvm(DynaliteServer parameter) {
        assertSame(server, parameter);
    }

    @Test
    void asyncClientTalksToTheServerAndIsCounted() {
        RequestCounter counter = new RequestCounter();
        try (DynamoDbAsyncClient dynamo = server.newAsyncClient(counter)) {
            dynamo.createTable(b -> b.tableName("async-table")
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(attr("pk"))
                    .keySchema(key("pk", KeyType.HASH))).join();
            TableStatus status = dynamo.describeTable(b -> b.tableName("async-table")).join().table().tableStatus();
            assertEquals(TableStatus.ACTIVE, status); // createTableMs=0
            assertTrue(dynamo.listTables().join().tableNames().contains("async-table"));
        }
        assertEquals(List.of("CreateTable", "DescribeTable", "ListTables"), counter.operations());
    }

    @Test
    void twoServersInOneJvmGetDifferentPortsAndSeparateData() {
        try (DynaliteServer other = DynaliteServer.start();
             DynamoDbClient mine = server.newClient();
             DynamoDbClient theirs = other.newClient()) {
            assertNotEquals(server.port(), other.port());
            assertNotEquals(server.endpoint(), other.endpoint());
            assertEquals("http://127.0.0.1:" + other.port(), other.endpoint().toString());
            mine.createTable(b -> b.tableName("only-on-shared-server")
                    .billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(attr("pk"))
                    .keySchema(key("pk", KeyType.HASH)));
            assertTrue(mine.listTables().tableNames().contains("only-on-shared-server"));
            assertFalse(theirs.listTables().tableNames().contains("only-on-shared-server"));
        }
    }

    private static AttributeDefinition attr(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static Map<String, AttributeValue> item(String pk, String sk, String gsi1pk, String gsi1sk) {
        return Map.of("pk", s(pk), "sk", s(sk), "gsi1pk", s(gsi1pk), "gsi1sk", s(gsi1sk), "total", AttributeValue.fromN("42"));
    }
}
