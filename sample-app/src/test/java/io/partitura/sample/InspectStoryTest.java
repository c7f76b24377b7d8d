package io.partitura.sample;

import static io.partitura.sample.PrintedRun.requestsSent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.sample.school.Course;
import io.partitura.sample.school.SchoolTable;
import io.partitura.sample.school.Student;
import io.partitura.testkit.DynaliteServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@code --story inspect}: on the built-in dynalite, the school's records and another service's items in one table,
 * inspected one page and then whole; with {@code --inspect-table}, an existing table read and left as it was.
 */
class InspectStoryTest {

  @Test
  void theStoryTellsTheSchoolsItemsFromTheOtherServicesWithTheScansItSent() {
    PrintedRun run = PrintedRun.of("--story", "inspect");

    assertEquals(0, run.exitCode, run::describe);
    assertEquals(List.of("inspect"), new ArrayList<>(run.stories.keySet()), run.output);
    assertEquals(5, run.steps.get("inspect").size(), () -> "steps: " + run.steps.get("inspect").keySet());
    assertEquals(1, requestsSent(run.step("inspect", "Write 9 records through Partitura")));
    String others = run.step("inspect", "Another service writes 6 items");
    assertEquals(0, requestsSent(others));
    assertTrue(others.contains("the SDK sent 6 (PutItem ×6)"), others);

    String onePage = run.step("inspect", "Inspect one Scan page of 10 items");
    assertEquals(1, requestsSent(onePage), onePage);
    assertTrue(onePage.contains("requests sent: 1  (Scan, 10 items"), onePage);
    assertTrue(onePage.contains(": 10 items read by 1 Scan (Limit 10, at most 1 page)"), onePage);
    assertTrue(onePage.contains("; the Scan stopped before the end of the table (more pages or a larger limit read"
        + " further)."), onePage);
    assertFalse(onePage.contains("Item collections"), "format(0) leaves them out:\n" + onePage);

    String whole = run.step("inspect", "Inspect up to 5 Scan pages of 10 items");
    assertEquals(2, requestsSent(whole), whole);
    assertTrue(whole.contains("db.inspect().limit(10).pages(5).run()"), whole);
    assertTrue(whole.contains(": 15 items read by 2 Scans (Limit 10, at most 5 pages)"), whole);
    assertTrue(whole.contains("; that is the whole table."), whole);
    for (String count : List.of("Course +2", "Student +3", "Enrollment +4", "Partitura's own: uniqueness items +0",
        "unmatched \\(of no entity\\) +3", "refused by their entity +3")) {
      assertTrue(whole.matches("(?s).*\n {5}" + count + "\n.*"), () -> count + " in:\n" + whole);
    }
    assertTrue(whole.matches("(?s).*\n {5}stu#zoe +META +KEY_MISMATCH +_type is Student, whose key .*"), whole);
    assertTrue(whole.matches("(?s).*\n {5}STU#dan +META +Student +its key cannot be built from the record: .*"), whole);
    // Student a91's item collection: the partition key once, the other service's note among Partitura's items.
    assertTrue(whole.matches("(?s).*\n {5}STU#a91 +ENROLL#CRS#hist110 +Enrollment +Enrollment\n"
        + " +ENROLL#CRS#math204 +Enrollment +Enrollment\n"
        + " +META +Student +Student\n"
        + " +NOTE#2026-02-03 +unmatched: NO_TYPE\n.*"), whole);
    assertTrue(run.output.contains("Deleted table school-inspect-sample-"), run.output);
  }

  @Test
  void anExistingTableIsReadAndLeftAsItWas() {
    try (DynaliteServer dynalite = DynaliteServer.start(); DynamoDbClient client = dynalite.newClient()) {
      SchoolTable school = SchoolTable.builder().client(client).tableName("existing-school").build();
      school.createTable();
      school.students().put(new Student("a91", "Ana"));
      school.courses().put(new Course("math204", "Linear Algebra"));
      client.putItem(b -> b.tableName("existing-school").item(Map.of("PK", AttributeValue.fromS("LEGACY#1"),
          "SK", AttributeValue.fromS("PROFILE"))));

      PrintedRun run = PrintedRun.of("--endpoint", dynalite.endpoint().toString(), "--story", "inspect",
          "--inspect-table", "existing-school", "--page-size", "2", "--scan-pages", "3");

      assertEquals(0, run.exitCode, run::describe);
      assertTrue(run.output.contains("Table:    existing-school (existing: read, never written or deleted)"),
          run.output);
      assertEquals(1, run.steps.get("inspect").size(), () -> "steps: " + run.steps.get("inspect").keySet());
      String step = run.step("inspect", "Inspect up to 3 Scan pages of 2 items");
      // 3 items, 2 a page: a full page, then the last one.
      assertEquals(2, requestsSent(step), step);
      assertTrue(step.contains(": 3 items read by 2 Scans (Limit 2, at most 3 pages)"), step);
      assertTrue(step.matches("(?s).*\n {5}LEGACY#1 +PROFILE +NO_TYPE +no string attribute _type\n.*"), step);
      assertFalse(run.output.contains("Deleted table"), run.output);
      assertEquals(3, client.scan(b -> b.tableName("existing-school")).count(), "nothing written, nothing deleted");
    }
  }

  @Test
  void inspectTableNeedsTheInspectStoryAndAServerThatHoldsTheTable() {
    PrintedRun builtIn = PrintedRun.of("--story", "inspect", "--inspect-table", "prod-school");
    assertEquals(2, builtIn.exitCode, builtIn::describe);
    assertTrue(builtIn.errors.contains("--inspect-table reads a table that exists already: give the server that"
        + " holds it with --endpoint URL or --aws"), builtIn::describe);

    PrintedRun otherStory = PrintedRun.of("--story", "shop", "--inspect-table", "prod-school", "--endpoint",
        "http://127.0.0.1:1");
    assertEquals(2, otherStory.exitCode, otherStory::describe);
    assertTrue(otherStory.errors.contains("--inspect-table names the table --story inspect reads"),
        otherStory::describe);

    PrintedRun pages = PrintedRun.of("--story", "inspect", "--scan-pages", "0");
    assertEquals(2, pages.exitCode, pages::describe);
    assertTrue(pages.errors.contains("--scan-pages must be between 1 and 1000, was 0"), pages::describe);
  }
}
