package io.partitura.sample;

import static io.partitura.sample.Narrator.INDENT;

import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.inspect.InspectionReport;
import io.partitura.runtime.inspect.TableInspection;
import io.partitura.sample.school.Course;
import io.partitura.sample.school.CourseRepository;
import io.partitura.sample.school.Enrollment;
import io.partitura.sample.school.EnrollmentRepository;
import io.partitura.sample.school.SchoolTable;
import io.partitura.sample.school.Student;
import io.partitura.sample.school.StudentRepository;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Before a service switches to Partitura on a table other code writes too: the inspector reads a sample (a Scan of a
 * few pages) and says which entity each item is, which match none, which their entity refuses, and which are
 * Partitura's own. On its own table the story writes the school's records through Partitura and an older service's
 * items with the SDK's client beside them; with {@code --inspect-table} it only reads the table named, as a team
 * would on theirs.
 */
final class InspectStory {
  static final String NAME = "inspect";
  static final int DEFAULT_SCAN_PAGES = 5;
  private static final LocalDate TERM_START = LocalDate.parse("2026-02-02");
  static final List<Object> RECORDS = List.of(
      new Student("a91", "Ana"), new Student("b07", "Bruno"), new Student("c#13", "Carla"),
      new Course("math204", "Linear Algebra"), new Course("hist110", "World History"),
      new Enrollment("a91", "math204", "A", TERM_START), new Enrollment("a91", "hist110", null, TERM_START),
      new Enrollment("b07", "math204", "B", TERM_START), new Enrollment("c#13", "hist110", null, TERM_START));

  private final Narrator n;
  private final SchoolTable db;
  private final DynamoDbClient sdk;
  private final int pageSize;
  private final int scanPages;

  InspectStory(Narrator narrator, SchoolTable db, DynamoDbClient sdk, int pageSize, int scanPages) {
    this.n = narrator;
    this.db = db;
    this.sdk = sdk;
    this.pageSize = pageSize;
    this.scanPages = scanPages;
  }

  static String headline(boolean existing) {
    return existing ? "what a sample of an existing table holds, read as the school's entities"
        : "the school's items beside another service's; a sample read and each item told apart";
  }

  /**
   * Items an older service wrote, with what the inspector should make of each: no type attribute, a type of no
   * entity, the type of an entity with another key layout (lower case), and three that their entity refuses.
   */
  static List<Map<String, AttributeValue>> otherItems() {
    String type = SchoolTable.TYPE_ATTRIBUTE;
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    items.add(item(Map.of(SchoolTable.PARTITION_KEY, s(StudentRepository.Codec.partitionKey("a91")),
        SchoolTable.SORT_KEY, s("NOTE#2026-02-03")), Map.of("text", s("asked for a transcript"))));
    items.add(item(Map.of(SchoolTable.PARTITION_KEY, s("TEACHER#t1"), SchoolTable.SORT_KEY, s("META")),
        Map.of(type, s("Teacher"), "name", s("Tess"))));
    items.add(item(Map.of(SchoolTable.PARTITION_KEY, s("stu#zoe"), SchoolTable.SORT_KEY, s("META")),
        Map.of(type, s(StudentRepository.Codec.ENTITY_TYPE), "studentId", s("zoe"), "name", s("Zoe"))));
    items.add(item(StudentRepository.Codec.primaryKey("dan"),
        Map.of(type, s(StudentRepository.Codec.ENTITY_TYPE), "name", s("Dan"))));
    items.add(item(CourseRepository.Codec.primaryKey("art1"),
        Map.of(type, s(CourseRepository.Codec.ENTITY_TYPE), "courseId", s("art1"),
            "title", AttributeValue.fromN("7"))));
    items.add(item(EnrollmentRepository.Codec.primaryKey("b07", "hist110"),
        Map.of(type, s(EnrollmentRepository.Codec.ENTITY_TYPE), "studentId", s("b07"), "courseId", s("hist110"),
            "enrolledOn", s("last week"))));
    return items;
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // SchoolTable.createTableRequest()");
  }

  /** The story on a table of its own: write both services' items, inspect a page, then the whole table. */
  void play() {
    n.step("Write " + RECORDS.size() + " records through Partitura: 3 students, 2 courses, 4 enrollments",
        "BatchWriteItem");
    n.call("db.putAll(records)");
    BatchWriteResult written = db.putAll(RECORDS);
    n.note("putAll: " + written.written() + " items in " + written.requests() + " BatchWriteItem request"
        + (written.requests() == 1 ? "" : "s"));
    n.endStep();

    List<Map<String, AttributeValue>> others = otherItems();
    n.step("Another service writes " + others.size() + " items of its own, with the SDK's client", "PutItem");
    n.call("dynamo.putItem(b -> b.tableName(table).item(item))   // not through Partitura");
    TableFormatter table = TableFormatter.of(SchoolTable.PARTITION_KEY, SchoolTable.SORT_KEY,
        SchoolTable.TYPE_ATTRIBUTE, "what is odd about it");
    String[] odd = {"no type attribute", "a type of no entity", "Student's type, keys in lower case",
        "no studentId", "title is a number", "enrolledOn is no date"};
    for (int i = 0; i < others.size(); i++) {
      Map<String, AttributeValue> item = others.get(i);
      sdk.putItem(b -> b.tableName(db.tableName()).item(item));
      AttributeValue type = item.get(SchoolTable.TYPE_ATTRIBUTE);
      table.row(item.get(SchoolTable.PARTITION_KEY).s(), item.get(SchoolTable.SORT_KEY).s(),
          type == null ? "" : type.s() != null ? type.s() : type.n(), odd[i]);
    }
    n.printTable(table);
    n.endStep();

    TableInspection firstPage = db.inspect().limit(pageSize);
    n.step("Inspect one Scan page of " + pageSize + " items", "Scan");
    n.call("db.inspect().limit(" + pageSize + ").run()");
    n.printRequest(firstPage.describe());
    InspectionReport sample = firstPage.run();
    print(sample.format(0));
    n.endStep();

    inspectAll();
  }

  /** The last step, and the only one with {@code --inspect-table}: read up to the pages asked, and show it all. */
  void inspectAll() {
    TableInspection inspection = db.inspect().limit(pageSize).pages(scanPages);
    n.step("Inspect up to " + scanPages + " Scan pages of " + pageSize + " items", "Scan");
    n.call("db.inspect().limit(" + pageSize + ").pages(" + scanPages + ").run()");
    n.printRequest(inspection.describe());
    InspectionReport report = inspection.run();
    print(report.format());
    n.endStep();
  }

  private void print(String text) {
    n.out.println();
    text.lines().forEach(line -> n.out.println(line.isEmpty() ? "" : INDENT + line));
  }

  private static Map<String, AttributeValue> item(Map<String, AttributeValue> key,
      Map<String, AttributeValue> attributes) {
    Map<String, AttributeValue> item = new LinkedHashMap<>(key);
    item.putAll(attributes);
    return item;
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }
}
