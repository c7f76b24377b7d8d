package io.partitura.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.testkit.engine.EngineTestKit;

/** Misuses of the extension fail the test with a message that says how to fix it. */
class DynaliteExtensionMisuseTest {

    @Test
    void tablePerClassInAnInstanceFieldSaysToMakeItStatic() {
        Throwable failure = onlyFailure(TablePerClassInAnInstanceField.class);
        assertTrue(failure.getMessage().startsWith("DynaliteExtension.tablePerClass(..) needs a static field"), failure.getMessage());
    }

    @Test
    void tablePerTestInBeforeAllSaysThereIsNoneYet() {
        Throwable failure = onlyFailure(TablePerTestInBeforeAll.class);
        assertTrue(failure.getMessage().startsWith("No DynaliteTable for "), failure.getMessage());
        assertTrue(failure.getMessage().contains("with tablePerTest(..) a table exists only for a test"), failure.getMessage());
    }

    @Test
    void aRequestThatIgnoresTheGivenNameIsRefused() {
        Throwable failure = onlyFailure(RequestIgnoringTheName.class);
        assertTrue(failure.getMessage().endsWith("names table fixed-name: the function given to DynaliteExtension must use"
                + " the name it is given"), failure.getMessage());
    }

    private static Throwable onlyFailure(Class<?> testClass) {
        System.setProperty(RUN_MISUSES, "true");
        try {
            List<Throwable> failures = EngineTestKit.engine("junit-jupiter")
                    .selectors(selectClass(testClass))
                    .execute()
                    .allEvents().executions().failed().stream()
                    .map(execution -> execution.getTerminationInfo().getExecutionResult().getThrowable().orElseThrow())
                    .toList();
            assertEquals(1, failures.size(), failures::toString);
            return failures.get(0);
        } finally {
            System.clearProperty(RUN_MISUSES);
        }
    }

    // The classes below fail on purpose: they run only through EngineTestKit above, never on their own
    // (surefire skips nested classes, and `-Dtest=DynaliteExtension*` would not).
    private static final String RUN_MISUSES = "partitura.testkit.runMisuses";

    @EnabledIfSystemProperty(named = RUN_MISUSES, matches = "true")
    static class TablePerClassInAnInstanceField {
        @RegisterExtension
        final DynaliteExtension dynalite = DynaliteExtension.tablePerClass(DynaliteExtensionTablesTest::createTableRequest);

        @Test
        void test(DynaliteTable table) {
        }
    }

    @EnabledIfSystemProperty(named = RUN_MISUSES, matches = "true")
    static class TablePerTestInBeforeAll {
        @RegisterExtension
        static final DynaliteExtension DYNALITE = DynaliteExtension.tablePerTest(DynaliteExtensionTablesTest::createTableRequest);

        @BeforeAll
        static void setUp(DynaliteTable table) {
        }

        @Test
        void test() {
        }
    }

    @EnabledIfSystemProperty(named = RUN_MISUSES, matches = "true")
    static class RequestIgnoringTheName {
        @RegisterExtension
        static final DynaliteExtension DYNALITE =
                DynaliteExtension.tablePerTest(name -> DynaliteExtensionTablesTest.createTableRequest("fixed-name"));

        @Test
        void test(DynaliteTable table) {
        }
    }
}
