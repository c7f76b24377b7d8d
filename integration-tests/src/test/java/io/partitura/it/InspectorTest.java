package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.school.Course;
import io.partitura.it.school.Enrollment;
import io.partitura.it.school.SchoolTable;
import io.partitura.it.school.Student;
import io.partitura.runtime.client.RequestEvent;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.inspect.InspectionReport;
import io.partitura.runtime.inspect.TableInspection;
import io.partitura.runtime.keys.UniqueKeys;
import io.partitura.runtime.schema.ItemRecognition;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestTable;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * The inspector on dynalite: a school table holding three entities written through Partitura, items of other code
 * (written with the SDK's own client: no type, a type of no entity, another key layout), items an entity refuses, and
 * a uniqueness item. The report counts each item once, lists the foreign and refused ones with their keys, and the
 * Scans it sent are counted.
 */
class InspectorTest {
  @RegisterExtension
  static final DynaliteExtension DYNALITE = DynaliteExtension.tablePerTest(SchoolTable::createTableRequest);

  private static final LocalDate DAY = LocalDate.parse("2026-02-02");
  private static final int ENTITY_ITEMS = 9;
  private static final int ALL_ITEMS = 17;

  private final RequestCounter requests = new RequestCounter();
  private final List<RequestEvent> heard = new CopyOnWriteArrayList<>();
  private DynamoDbClient client;
  private DynamoDbClient raw;
  private SchoolTable db;
  private String table;

  @BeforeEach
  void fill(TestTable created) {
    table = created.name();
    client = created.server().newClient(requests);
    raw = created.server().newClient();
    db = SchoolTable.builder().client(client).tableName(table).listener(heard::add).build();
    // Three entities, through Partitura: 3 students, 2 courses, 4 enrollments.
    db.students().put(new Student("a91", "Ana"));
    db.students().put(new Student("b22", "Ben"));
    db.students().put(new Student("c#3", "Cy"));
    db.courses().put(new Course("math204", "Linear Algebra"));
    db.courses().put(new Course("hist101", "Modern History"));
    db.enrollments().enroll(new Enrollment("a91", "math204", "A", DAY));
    db.enrollments().enroll(new Enrollment("a91", "hist101", null, DAY));
    db.enrollments().enroll(new Enrollment("b22", "math204", "B", DAY));
    db.enrollments().enroll(new Enrollment("c#3", "hist101", null, DAY));
    // Items of other code: no type attribute, a type of no entity, a type that is no string, another key layout.
    put(item("LEGACY#1", "PROFILE", "payload", s("written by the PHP service")));
    put(item("TEACHER#t1", "META", "_type", s("Teacher"), "name", s("Tess")));
    put(item("STU#a91", "NOTE#1", "_type", AttributeValue.fromN("5"), "text", s("a note")));
    put(item("stu#zed", "META", "_type", s("Student"), "studentId", s("zed"), "name", s("Zed")));
    // Items their entity refuses: a missing key component, a value of the wrong type, a date that is none.
    put(item("STU#dan", "META", "_type", s("Student"), "name", s("Dan")));
    put(item("CRS#art1", "META", "_type", s("Course"), "courseId", s("art1"), "title", AttributeValue.fromN("7")));
    put(item("STU#b22", "ENROLL#CRS#hist101", "_type", s("Enrollment"), "studentId", s("b22"), "courseId",
        s("hist101"), "enrolledOn", s("yesterday")));
    // A uniqueness item, as @Unique writes them (this model has none: the inspector knows them by their keys).
    String unique = UniqueKeys.key("Student", "email", "ana@example.com");
    put(item(unique, unique, "ownerPartitionKey", s("STU#a91"), "ownerSortKey", s("META")));
    requests.reset();
    heard.clear();
  }

  @AfterEach
  void close() {
    client.close();
    raw.close();
  }

  @Test
  void oneScanReportsEveryItemOnceWithTheForeignAndRefusedOnesAndTheirKeys() {
    InspectionReport report = db.inspect().limit(100).run();

    assertEquals(1, requests.count("Scan"), requests::toString);
    assertEquals(1, requests.total(), requests::toString);
    assertEquals(1, report.requests());
    assertEquals(ALL_ITEMS, report.itemsScanned());
    assertTrue(report.complete());
    assertEquals(table, report.tableName());

    assertEquals(Map.of(Student.class, 3L, Course.class, 2L, Enrollment.class, 4L), report.perEntity());
    assertEquals(SchoolTable.DEFINITION.entities().stream().map(entity -> entity.codec().type()).toList(),
        new ArrayList<>(report.perEntity().keySet()), "in the order the table declares them");
    assertEquals(Map.of(ItemRecognition.OwnItem.UNIQUENESS, 1L), report.ownItems());

    Map<Map<String, AttributeValue>, ItemRecognition.Reason> unmatched = new LinkedHashMap<>();
    for (InspectionReport.UnmatchedItem item : report.unmatched()) {
      unmatched.put(item.keys(), item.reason());
    }
    assertEquals(Map.of(
            key("LEGACY#1", "PROFILE"), ItemRecognition.Reason.NO_TYPE,
            key("TEACHER#t1", "META"), ItemRecognition.Reason.UNKNOWN_TYPE,
            key("STU#a91", "NOTE#1"), ItemRecognition.Reason.NO_TYPE,
            key("stu#zed", "META"), ItemRecognition.Reason.KEY_MISMATCH),
        unmatched);
    assertEquals(4, report.unmatched().size());
    assertEquals("_type is Teacher", detail(report, key("TEACHER#t1", "META")));
    assertEquals("no string attribute _type", detail(report, key("LEGACY#1", "PROFILE")));
    assertEquals("_type is Student, whose key for the record it holds is PK=\"STU#zed\", SK=\"META\"",
        detail(report, key("stu#zed", "META")));

    Map<Map<String, AttributeValue>, Class<?>> refused = new LinkedHashMap<>();
    for (InspectionReport.RefusedItem item : report.refused()) {
      refused.put(item.keys(), item.entity());
    }
    assertEquals(Map.of(
            key("STU#dan", "META"), Student.class,
            key("CRS#art1", "META"), Course.class,
            key("STU#b22", "ENROLL#CRS#hist101"), Enrollment.class),
        refused);
    assertEquals(3, report.refused().size());
    assertTrue(reason(report, key("STU#dan", "META")).startsWith("its key cannot be built from the record: "),
        reason(report, key("STU#dan", "META")));
    assertTrue(reason(report, key("CRS#art1", "META")).contains("title"), reason(report, key("CRS#art1", "META")));
    assertTrue(reason(report, key("STU#b22", "ENROLL#CRS#hist101")).contains("enrolledOn"),
        reason(report, key("STU#b22", "ENROLL#CRS#hist101")));

    // Every item once, in the order the Scan returned them, each read as its record.
    assertEquals(scannedKeys(), report.items().stream().map(InspectionReport.InspectedItem::keys).toList());
    assertEquals(ENTITY_ITEMS + 1 + 4 + 3, report.items().size());
    ItemRecognition.Read cy = assertInstanceOf(ItemRecognition.Read.class, verdict(report, key("STU#c$S3", "META")));
    assertEquals(new Student("c#3", "Cy"), cy.record());
    ItemRecognition.Read enrollment = assertInstanceOf(ItemRecognition.Read.class,
        verdict(report, key("STU#a91", "ENROLL#CRS#math204")));
    assertEquals(new Enrollment("a91", "math204", "A", DAY), enrollment.record());

    // The listener heard one Scan, as the inspector's.
    assertEquals(1, heard.size());
    assertEquals("inspect", heard.get(0).operation());
    assertEquals("Scan", heard.get(0).requestKind());
    assertEquals(ALL_ITEMS, heard.get(0).itemCount());
  }

  @Test
  void theFormatShowsTheCountsTheForeignItemsAndTheItemCollections() {
    String text = db.inspect().run().format();

    assertTrue(text.startsWith("Inspection of table " + table + ": 17 items read by 1 Scan (Limit 100, at most"
        + " 1 page)"), text);
    assertTrue(text.contains("; that is the whole table.\n"), text);
    assertTrue(text.contains("\n  Student                                3\n"), text);
    assertTrue(text.contains("\n  Course                                 2\n"), text);
    assertTrue(text.contains("\n  Enrollment                             4\n"), text);
    assertTrue(text.contains("\n  Partitura's own: uniqueness items      1\n"), text);
    assertTrue(text.contains("\n  unmatched (of no entity)               4\n"), text);
    assertTrue(text.contains("\n  refused by their entity                3\n"), text);
    assertTrue(text.contains("\nUnmatched: 4 items of no entity\n"), text);
    assertTrue(text.matches("(?s).*\n  TEACHER#t1 +META +UNKNOWN_TYPE +_type is Teacher\n.*"), text);
    assertTrue(text.contains("\nRefused: 3 items whose entity cannot read them\n"), text);
    assertTrue(text.matches("(?s).*\n  CRS#art1 +META +Course +Attribute 'title': DynamoDB type N found.*"), text);
    // Student a91's collection: its partition key once, then its items in sort key order.
    assertTrue(text.contains("\nItem collections, in Scan order (PK shown once per collection):\n"), text);
    assertTrue(text.matches("(?s).*\n  STU#a91 +ENROLL#CRS#hist101 +Enrollment +Enrollment\n"
        + " +ENROLL#CRS#math204 +Enrollment +Enrollment\n"
        + " +META +Student +Student\n"
        + " +NOTE#1 +unmatched: NO_TYPE\n.*"), text);
    assertTrue(text.matches("(?s).*\n  STU#dan +META +Student +refused by Student\n.*"), text);
    assertTrue(text.matches("(?s).*\n  UNIQ#Student\\.email#ana@example\\.com +UNIQ#Student\\.email#ana@example\\.com"
        + " +Partitura's own: uniqueness item\n.*"), text);
    assertEquals(text, db.inspect().run().toString());
  }

  @Test
  void pagesReadOneAfterTheOtherUpToTheCountAsked() {
    InspectionReport twoPages = db.inspect().limit(5).pages(2).run();

    assertEquals(2, requests.count("Scan"));
    assertEquals(2, twoPages.requests());
    assertEquals(10, twoPages.itemsScanned());
    assertFalse(twoPages.complete());
    assertEquals(scannedKeys().subList(0, 10), twoPages.items().stream().map(InspectionReport.InspectedItem::keys)
        .toList());
    assertTrue(twoPages.format().contains("; the Scan stopped before the end of the table (more pages or a larger"
        + " limit read further).\n"),
        twoPages.format());

    requests.reset();
    InspectionReport all = db.inspect().limit(5).pages(10).run();
    // 17 items, 5 a page: 5, 5, 5, 2, and the short page ends the Scan.
    assertEquals(4, requests.count("Scan"));
    assertEquals(4, all.requests());
    assertEquals(ALL_ITEMS, all.itemsScanned());
    assertTrue(all.complete());
    assertEquals(scannedKeys(), all.items().stream().map(InspectionReport.InspectedItem::keys).toList());
    assertEquals(3L, all.count(Student.class));
    assertEquals(1L, all.ownItemCount());
  }

  @Test
  void segmentsSampleDisjointPartsOfTheTable() {
    Set<Map<String, AttributeValue>> seen = new HashSet<>();
    int items = 0;
    for (int segment = 0; segment < 2; segment++) {
      InspectionReport part = db.inspect().segment(segment, 2).run();
      assertEquals(1, part.requests());
      assertTrue(part.complete());
      assertEquals(new InspectionReport.Sample(100, 1, segment, 2), part.sample());
      items += part.items().size();
      part.items().forEach(item -> seen.add(item.keys()));
    }
    assertEquals(2, requests.count("Scan"));
    assertEquals(ALL_ITEMS, items);
    assertEquals(new HashSet<>(scannedKeys()), seen);
  }

  @Test
  void describeShowsTheFirstScanWithoutSendingIt() {
    TableInspection inspection = db.inspect().limit(25).segment(3, 8);

    String described = inspection.describe().toString();

    assertEquals("Scan " + table + "\n"
        + "  Segment                    3 of TotalSegments 8\n"
        + "  Limit                      25\n"
        + "  ConsistentRead             false", described);
    assertEquals(0, requests.total());
  }

  @Test
  void aSampleOutsideWhatDynamoDbTakesIsRefusedBeforeAnyRequest() {
    assertThrows(InvalidConfigurationException.class, () -> db.inspect().limit(0));
    assertThrows(InvalidConfigurationException.class, () -> db.inspect().pages(0));
    InvalidConfigurationException segment = assertThrows(InvalidConfigurationException.class,
        () -> db.inspect().segment(2, 2));
    assertTrue(segment.getMessage().contains("segment 2 of 2 does not exist"), segment.getMessage());
    assertThrows(InvalidConfigurationException.class, () -> db.inspect().segment(0, 0));
    assertThrows(InvalidConfigurationException.class, () -> db.inspect().segment(-1, 4));
    assertEquals(0, requests.total());
  }

  @Test
  void anEmptyTableIsOneScanAndNothingFound(TestTable created) {
    String empty = created.name() + "-empty";
    client.createTable(SchoolTable.createTableRequest(empty));
    requests.reset();
    SchoolTable nothing = SchoolTable.builder().client(client).tableName(empty).build();

    InspectionReport report = nothing.inspect().run();

    assertEquals(1, requests.count("Scan"));
    assertEquals(0, report.itemsScanned());
    assertTrue(report.complete());
    assertEquals(List.of(0L, 0L, 0L), new ArrayList<>(report.perEntity().values()));
    assertTrue(report.unmatched().isEmpty() && report.refused().isEmpty() && report.ownItems().isEmpty());
    assertFalse(report.format().contains("Item collections"), report.format());
    client.deleteTable(b -> b.tableName(empty));
  }

  // ---------------------------------------------------------------- helpers

  /** Every item's key, in the order one whole-table Scan returns them. */
  private List<Map<String, AttributeValue>> scannedKeys() {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    raw.scanPaginator(ScanRequest.builder().tableName(table).build()).items()
        .forEach(item -> keys.add(key(item.get("PK").s(), item.get("SK").s())));
    return keys;
  }

  private static String detail(InspectionReport report, Map<String, AttributeValue> key) {
    return report.unmatched().stream().filter(item -> item.keys().equals(key)).findFirst().orElseThrow().detail();
  }

  private static String reason(InspectionReport report, Map<String, AttributeValue> key) {
    return report.refused().stream().filter(item -> item.keys().equals(key)).findFirst().orElseThrow().reason();
  }

  private static ItemRecognition.Verdict verdict(InspectionReport report, Map<String, AttributeValue> key) {
    return report.items().stream().filter(item -> item.keys().equals(key)).findFirst().orElseThrow().verdict();
  }

  private void put(Map<String, AttributeValue> item) {
    raw.putItem(b -> b.tableName(table).item(item));
  }

  private static Map<String, AttributeValue> key(String partitionKey, String sortKey) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("PK", s(partitionKey));
    key.put("SK", s(sortKey));
    return key;
  }

  private static Map<String, AttributeValue> item(String partitionKey, String sortKey, Object... attributes) {
    Map<String, AttributeValue> item = key(partitionKey, sortKey);
    for (int i = 0; i < attributes.length; i += 2) {
      item.put((String) attributes[i], (AttributeValue) attributes[i + 1]);
    }
    return item;
  }

  private static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }
}
