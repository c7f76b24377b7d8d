package io.partitura.usage;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * A project outside the repository built from the README's snippets alone: "Add it to a Maven build" (the
 * runtime and the compiler plugin with the processor) and "Testing your code" (the testkit and JUnit, and the
 * surefire plugin with the version it names; no other surefire version is pinned). Its tests run on the moto
 * the testkit starts, through {@code MotoExtension}: the README's own {@code AccountTableTest}, verbatim, and
 * one that creates a {@code @Unique} record (and is refused a duplicate), runs a {@code transaction()} and a
 * {@code createUnder} (and is refused one under a missing parent), and reads back what is stored.
 */
class MotoOutsideTheRepositoryTest {

    @Test
    void readmeSnippetsBuildAProjectWhoseTestsWriteUniqueValuesTransactionsAndCreateUnderOnMoto() throws Exception {
        ReadmeMavenSnippet maven = ReadmeMavenSnippet.read(OutsideBuild.ROOT.resolve("README.md"));
        ReadmeTestingSnippets testing = ReadmeTestingSnippets.read(OutsideBuild.ROOT.resolve("README.md"));
        OutsideBuild build = OutsideBuild.create("moto-user");
        build.write("pom.xml", maven.pom("moto-user", String.join("\n", testing.dependencies()),
                testing.surefirePlugin(), false));
        build.write("src/main/java/bank/Bank.java", """
                package bank;

                import io.partitura.annotations.Table;

                @Table(name = "bank")
                public interface Bank {}
                """);
        build.write("src/main/java/bank/Account.java", """
                package bank;

                import io.partitura.annotations.Key;
                import io.partitura.annotations.Parent;
                import io.partitura.annotations.Unique;

                /** No two accounts share an email. */
                @Parent(table = Bank.class, prefix = "ACCT")
                public record Account(@Key String accountId, @Unique String email) {}
                """);
        build.write("src/main/java/bank/Payment.java", """
                package bank;

                import io.partitura.annotations.ChildOf;
                import io.partitura.annotations.Key;

                @ChildOf(parent = Account.class, prefix = "PAY")
                public record Payment(String accountId, @Key String paymentId, long cents) {}
                """);
        // the README's example as written, with the imports it leaves out
        build.write("src/test/java/bank/AccountTableTest.java", """
                package bank;

                import static org.junit.jupiter.api.Assertions.assertThrows;

                import io.partitura.runtime.exceptions.UniqueValueTakenException;
                import io.partitura.testkit.MotoExtension;
                import io.partitura.testkit.TestTable;
                import org.junit.jupiter.api.Test;
                import org.junit.jupiter.api.extension.RegisterExtension;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

                """ + testing.motoTest() + "\n");
        build.write("src/test/java/bank/BankOnMotoTest.java", """
                package bank;

                import static org.junit.jupiter.api.Assertions.assertEquals;
                import static org.junit.jupiter.api.Assertions.assertThrows;

                import io.partitura.runtime.exceptions.ParentNotFoundException;
                import io.partitura.runtime.exceptions.UniqueValueTakenException;
                import io.partitura.testkit.MotoExtension;
                import io.partitura.testkit.RequestCounter;
                import io.partitura.testkit.TestTable;
                import java.util.List;
                import java.util.Map;
                import java.util.Optional;
                import java.util.TreeMap;
                import org.junit.jupiter.api.Test;
                import org.junit.jupiter.api.extension.RegisterExtension;
                import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
                import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
                import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

                class BankOnMotoTest {
                    @RegisterExtension
                    static final MotoExtension MOTO = MotoExtension.tablePerTest(BankTable::createTableRequest);

                    /** Every item of the table, "PK SK" -> item, read with a Scan: what is stored, not what a call returned. */
                    private static Map<String, Map<String, AttributeValue>> stored(DynamoDbClient client, TestTable table) {
                        Map<String, Map<String, AttributeValue>> items = new TreeMap<>();
                        client.scanPaginator(b -> b.tableName(table.name())).items()
                                .forEach(item -> items.put(item.get("PK").s() + " " + item.get("SK").s(), item));
                        return items;
                    }

                    @Test
                    void aUniqueEmailIsStoredWithItsOwnerAndRefusedToASecondAccount(TestTable table) {
                        RequestCounter requests = new RequestCounter();
                        try (DynamoDbClient client = table.server().newClient(AwsRetryStrategy.doNotRetry(), requests)) {
                            BankTable bank = BankTable.builder().client(client).tableName(table.name()).build();
                            bank.accounts().create(new Account("a1", "ana@example.com"));
                            UniqueValueTakenException taken = assertThrows(UniqueValueTakenException.class,
                                    () -> bank.accounts().create(new Account("a2", "ana@example.com")));
                            assertEquals("email", taken.component());
                            assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), requests.operations());

                            Map<String, Map<String, AttributeValue>> items = stored(client, table);
                            assertEquals(List.of("ACCT#a1 META", "UNIQ#Account.email#ana@example.com UNIQ#Account.email#ana@example.com"),
                                    List.copyOf(items.keySet()));
                            assertEquals("ana@example.com", items.get("ACCT#a1 META").get("email").s());
                            assertEquals("ACCT#a1", items.get("UNIQ#Account.email#ana@example.com UNIQ#Account.email#ana@example.com")
                                    .get("ownerPartitionKey").s());
                            assertEquals(Optional.of(new Account("a1", "ana@example.com")), bank.accounts().findByEmail("ana@example.com"));
                        }
                    }

                    @Test
                    void aTransactionWritesAllItsActions(TestTable table) {
                        RequestCounter requests = new RequestCounter();
                        try (DynamoDbClient client = table.server().newClient(AwsRetryStrategy.doNotRetry(), requests)) {
                            BankTable bank = BankTable.builder().client(client).tableName(table.name()).build();
                            bank.accounts().create(new Account("a1", "ana@example.com"));
                            bank.transaction()
                                    .create(new Account("a3", "cy@example.com"))
                                    .create(new Payment("a1", "p1", 500))
                                    .checkAccount("a1", account -> account.accountId().exists())
                                    .execute();
                            assertEquals(List.of("TransactWriteItems", "TransactWriteItems"), requests.operations());

                            Map<String, Map<String, AttributeValue>> items = stored(client, table);
                            assertEquals(List.of("ACCT#a1 META", "ACCT#a1 PAY#p1", "ACCT#a3 META",
                                    "UNIQ#Account.email#ana@example.com UNIQ#Account.email#ana@example.com",
                                    "UNIQ#Account.email#cy@example.com UNIQ#Account.email#cy@example.com"), List.copyOf(items.keySet()));
                            assertEquals("500", items.get("ACCT#a1 PAY#p1").get("cents").n());
                            assertEquals("ACCT#a3", items.get("UNIQ#Account.email#cy@example.com UNIQ#Account.email#cy@example.com")
                                    .get("ownerPartitionKey").s());
                            assertEquals(List.of(new Payment("a1", "p1", 500)), bank.payments().inAccount("a1").all());
                        }
                    }

                    @Test
                    void createUnderWritesAChildOfAStoredParentOnlyAndNothingElse(TestTable table) {
                        RequestCounter requests = new RequestCounter();
                        try (DynamoDbClient client = table.server().newClient(AwsRetryStrategy.doNotRetry(), requests)) {
                            BankTable bank = BankTable.builder().client(client).tableName(table.name()).build();
                            bank.accounts().create(new Account("a1", "ana@example.com"));
                            bank.payments().createUnder(new Payment("a1", "p2", 700));
                            ParentNotFoundException missing = assertThrows(ParentNotFoundException.class,
                                    () -> bank.payments().createUnder(new Payment("a9", "p3", 900)));
                            assertEquals("PK=\\"ACCT#a9\\", SK=\\"META\\"", missing.parentKey());
                            assertEquals(List.of("TransactWriteItems", "TransactWriteItems", "TransactWriteItems"), requests.operations());

                            Map<String, Map<String, AttributeValue>> items = stored(client, table);
                            assertEquals(List.of("ACCT#a1 META", "ACCT#a1 PAY#p2",
                                    "UNIQ#Account.email#ana@example.com UNIQ#Account.email#ana@example.com"), List.copyOf(items.keySet()));
                            assertEquals("700", items.get("ACCT#a1 PAY#p2").get("cents").n());
                        }
                    }
                }
                """);

        build.mvn("test");

        // the surefire that ran is the one the README names, and it ran the tests (2.12.4 would run none)
        assertTrue(build.log().contains("maven-surefire-plugin:" + testing.surefireVersion() + ":test"),
                "surefire " + testing.surefireVersion() + " (the README's) did not run; see " + build.dir.resolve("mvn.log"));
        build.assertTestsPassed("bank.AccountTableTest", 1);
        build.assertTestsPassed("bank.BankOnMotoTest", 3);
        build.delete();
    }
}
