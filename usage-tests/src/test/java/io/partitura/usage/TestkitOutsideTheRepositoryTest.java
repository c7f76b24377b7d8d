package io.partitura.usage;

import org.junit.jupiter.api.Test;

/**
 * A project outside the repository depends on the runtime, the processor and the testkit, and its JUnit
 * test puts and gets a record through its generated table on the dynalite the testkit starts: the
 * testkit brings everything it needs but Node.js.
 */
class TestkitOutsideTheRepositoryTest {

    @Test
    void outsideProjectPutsAndGetsThroughItsGeneratedTableWithTheTestkitsExtension() throws Exception {
        ReadmeMavenSnippet snippet = ReadmeMavenSnippet.read(OutsideBuild.ROOT.resolve("README.md"));
        OutsideBuild build = OutsideBuild.create("testkit-user");
        build.write("pom.xml", snippet.pom("testkit-user", """
                    <dependency>
                      <groupId>io.partitura</groupId>
                      <artifactId>partitura-testkit</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                    <dependency>
                      <groupId>org.junit.jupiter</groupId>
                      <artifactId>junit-jupiter</artifactId>
                      <version>%s</version>
                      <scope>test</scope>
                    </dependency>
                """.formatted(OutsideBuild.VERSION, OutsideBuild.JUNIT_VERSION)));
        OneRecordModel.writeTo(build);
        build.write("src/test/java/shop/NotebookTableTest.java", """
                package shop;

                import static org.junit.jupiter.api.Assertions.assertEquals;

                import io.partitura.testkit.DynaliteExtension;
                import io.partitura.testkit.DynaliteTable;
                import io.partitura.testkit.RequestCounter;
                import java.util.List;
                import java.util.Optional;
                import org.junit.jupiter.api.Test;
                import org.junit.jupiter.api.extension.RegisterExtension;
                import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

                class NotebookTableTest {
                    @RegisterExtension
                    static final DynaliteExtension DYNALITE = DynaliteExtension.tablePerTest(NotebookTable::createTableRequest);

                    @Test
                    void putThenGet(DynaliteTable table) {
                        RequestCounter requests = new RequestCounter();
                        try (DynamoDbClient client = table.server().newClient(AwsRetryStrategy.doNotRetry(), requests)) {
                            NotebookTable notebook = NotebookTable.builder().client(client).tableName(table.name()).build();
                            notebook.notes().put(new Note("n1", "hello"));
                            assertEquals(Optional.of(new Note("n1", "hello")), notebook.notes().get("n1"));
                            assertEquals(Optional.empty(), notebook.notes().get("n2"));
                            assertEquals(List.of("PutItem", "GetItem", "GetItem"), requests.operations());
                        }
                    }
                }
                """);

        build.mvn("test");

        build.assertTestsPassed("shop.NotebookTableTest", 1);
        build.delete();
    }
}
