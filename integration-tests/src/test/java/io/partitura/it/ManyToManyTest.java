package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.school.Course;
import io.partitura.it.school.CourseRepository;
import io.partitura.it.school.Enrollment;
import io.partitura.it.school.SchoolTable;
import io.partitura.it.school.Student;
import io.partitura.it.school.StudentRepository;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.query.Page;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;

/** The seed's students and courses against dynalite: one edge item answers both directions. */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ManyToManyTest {
  private static final int STUDENTS_IN_MATH = 500;
  private static final int COURSES_OF_A91 = 40;
  private static final LocalDate DAY = LocalDate.parse("2026-02-02");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static SchoolTable school;

  @BeforeAll
  static void createSchool(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    school = SchoolTable.builder().client(client).tableName("school-" + UUID.randomUUID()).build();
    school.createTable();
    school.courses().put(new Course("math204", "Linear Algebra"));
    school.students().put(new Student("a91", "Ana"));
    for (int i = 0; i < STUDENTS_IN_MATH; i++) {
      String studentId = String.format("s%03d", i);
      school.students().put(new Student(studentId, "Student " + i));
      school.enrollments().enroll(new Enrollment(studentId, "math204", null, DAY));
    }
    for (int i = 0; i < COURSES_OF_A91; i++) {
      String courseId = String.format("c%02d", i);
      school.courses().put(new Course(courseId, "Course " + i));
      school.enrollments().enroll(new Enrollment("a91", courseId, "B", DAY.plusDays(i)));
    }
    school.enrollments().enroll(new Enrollment("a91", "math204", "A", DAY));
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  @Test
  void theEdgeItemHasTheSeedsBaseKeysAndTheInvertedIndexKeys() {
    Map<String, AttributeValue> edge = client.getItem(GetItemRequest.builder().tableName(school.tableName())
        .key(Map.of("PK", AttributeValue.fromS("STU#a91"), "SK", AttributeValue.fromS("ENROLL#CRS#math204")))
        .build()).item();
    assertEquals("CRS#math204", edge.get("GSI1PK").s());
    assertEquals("ENROLL#STU#a91", edge.get("GSI1SK").s());
    assertEquals("A", edge.get("grade").s());
    assertEquals("Enrollment", edge.get("_type").s());
    Map<String, AttributeValue> course = client.getItem(GetItemRequest.builder().tableName(school.tableName())
        .key(Map.of("PK", AttributeValue.fromS("CRS#math204"), "SK", AttributeValue.fromS("META"))).build()).item();
    assertEquals("CRS#math204", course.get("GSI1PK").s(), "the course is written into the index too");
    Map<String, AttributeValue> student = client.getItem(GetItemRequest.builder().tableName(school.tableName())
        .key(Map.of("PK", AttributeValue.fromS("STU#a91"), "SK", AttributeValue.fromS("META"))).build()).item();
    assertFalse(student.containsKey("GSI1PK"), "nothing points at students: their items stay out of the index");
  }

  @Test
  void theTableDefinitionDeclaresTheInvertedIndex() {
    CreateTableRequest definition = SchoolTable.createTableRequest("school");
    GlobalSecondaryIndex index = definition.globalSecondaryIndexes().get(0);
    assertEquals("GSI1", index.indexName());
    assertEquals("GSI1PK", index.keySchema().get(0).attributeName());
    assertEquals("GSI1SK", index.keySchema().get(1).attributeName());
    assertEquals(ProjectionType.ALL, index.projection().projectionType());
  }

  @Test
  void aStudentAndAll41EnrollmentsInOneBaseTableQuery() {
    StudentRepository.WithEnrollments a91 = school.students().getWithEnrollments("a91").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(new Student("a91", "Ana"), a91.student());
    assertEquals(COURSES_OF_A91 + 1, a91.enrollments().size());
    assertEquals(new Enrollment("a91", "c00", "B", DAY), a91.enrollments().get(0));
  }

  @Test
  void aStudentsEnrollmentsAloneWithBeginsWithOnePerPageAndConsistentReadsAvailable() {
    List<Enrollment> page = school.enrollments().ofStudent("a91").consistency(ReadConsistency.STRONG).limit(50).page().items();
    assertEquals(COURSES_OF_A91 + 1, page.size());
    assertEquals(1, requests.total());
    ListingDescription query = school.enrollments().ofStudent("a91").consistency(ReadConsistency.STRONG).describe();
    assertEquals("{ \":pk\": \"STU#a91\", \":sk\": \"ENROLL#\" }", query.field("ExpressionAttributeValues"));
    assertEquals("true", query.field("ConsistentRead"));
    assertNull(query.field("IndexName"));
  }

  @Test
  void aCourseAndAll501StudentsFromTheIndexInOneQuery() {
    CourseRepository.WithEnrollments math = school.courses().getWithEnrollments("math204").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    assertEquals(new Course("math204", "Linear Algebra"), math.course());
    assertEquals(STUDENTS_IN_MATH + 1, math.enrollments().size());
    Set<String> students = new HashSet<>();
    math.enrollments().forEach(e -> students.add(e.studentId()));
    assertEquals(STUDENTS_IN_MATH + 1, students.size());
    assertTrue(students.contains("a91"));
  }

  @Test
  void aCoursesStudentsAlonePageThroughTheIndexOneRequestPerPage() {
    Listing<Enrollment, ?> listing = school.enrollments().ofCourse("math204").limit(100);
    List<String> seen = new ArrayList<>();
    Page<Enrollment> page = listing.page();
    page.items().forEach(e -> seen.add(e.studentId()));
    while (page.hasNext()) {
      page = listing.page(page.nextCursor());
      page.items().forEach(e -> seen.add(e.studentId()));
    }
    assertEquals(6, requests.total(), "501 edges in pages of 100");
    assertEquals(STUDENTS_IN_MATH + 1, seen.size());
    assertEquals(STUDENTS_IN_MATH + 1, new HashSet<>(seen).size());
    ListingDescription query = listing.describe();
    assertEquals("GSI1", query.field("IndexName"));
    assertEquals("false", query.field("ConsistentRead"), "global indexes refuse consistent reads");
    assertEquals("{ \"#pk\": \"GSI1PK\", \"#sk\": \"GSI1SK\" }", query.field("ExpressionAttributeNames"));
  }

  @Test
  void oneEnrollmentByStudentAndCourseIsOneGetItem() {
    assertEquals(new Enrollment("a91", "math204", "A", DAY), school.enrollments().get("a91", "math204").orElseThrow());
    assertTrue(school.enrollments().get("a91", "nothing").isEmpty());
    assertEquals(2, requests.count("GetItem"));
    assertEquals(2, requests.total());
  }

  @Test
  void enrollingTwiceIsRefusedNamingTheEdgeAndChangesNothing() {
    ItemAlreadyExistsException refused = assertThrows(ItemAlreadyExistsException.class,
        () -> school.enrollments().enroll(new Enrollment("a91", "math204", "F", DAY.plusYears(1))));
    assertTrue(refused.getMessage().contains("PK=\"STU#a91\", SK=\"ENROLL#CRS#math204\""), refused.getMessage());
    assertEquals("enrollments.enroll", refused.operation());
    assertEquals(new Enrollment("a91", "math204", "A", DAY), school.enrollments().get("a91", "math204", ReadConsistency.STRONG).orElseThrow());
    assertEquals(2, requests.total());
  }

  @Test
  void updatingAGradeRequiresTheEdgeAndDroppingRemovesBothDirections() {
    school.students().put(new Student("u1", "Uma"));
    school.enrollments().enroll(new Enrollment("u1", "c01", null, DAY));
    school.enrollments().update(new Enrollment("u1", "c01", "A+", DAY));
    assertEquals("A+", school.enrollments().get("u1", "c01", ReadConsistency.STRONG).orElseThrow().grade());

    requests.reset();
    ItemNotFoundException missing = assertThrows(ItemNotFoundException.class,
        () -> school.enrollments().update(new Enrollment("u1", "c02", "A", DAY)));
    assertTrue(missing.getMessage().contains("ENROLL#CRS#c02"), missing.getMessage());
    assertTrue(school.enrollments().get("u1", "c02", ReadConsistency.STRONG).isEmpty(), "a failed update creates nothing");
    assertEquals(2, requests.total());

    assertTrue(school.enrollments().delete("u1", "c01"));
    assertTrue(school.enrollments().ofStudent("u1").all().isEmpty());
    assertTrue(school.enrollments().ofCourse("c01").all().stream().noneMatch(e -> e.studentId().equals("u1")));
  }

  @Test
  void eightThreadsEnrollingTheSamePairLeaveExactlyOneWinner() throws Exception {
    school.students().put(new Student("race", "Racer"));
    int threads = 8;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    CountDownLatch start = new CountDownLatch(1);
    AtomicInteger refused = new AtomicInteger();
    List<Future<Boolean>> outcomes = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      String grade = "G" + t;
      outcomes.add(pool.submit(() -> {
        start.await();
        try {
          school.enrollments().enroll(new Enrollment("race", "math204", grade, DAY));
          return true;
        } catch (ItemAlreadyExistsException e) {
          refused.incrementAndGet();
          return false;
        }
      }));
    }
    start.countDown();
    int winners = 0;
    String winningGrade = null;
    for (int t = 0; t < threads; t++) {
      if (outcomes.get(t).get(30, TimeUnit.SECONDS)) {
        winners++;
        winningGrade = "G" + t;
      }
    }
    pool.shutdown();
    assertEquals(1, winners);
    assertEquals(threads - 1, refused.get());
    assertEquals(winningGrade, school.enrollments().get("race", "math204", ReadConsistency.STRONG).orElseThrow().grade());
  }
}
