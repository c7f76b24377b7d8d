package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.it.article.school.ArticleSchoolTable;
import io.partitura.it.article.school.Course;
import io.partitura.it.article.school.CourseRepository;
import io.partitura.it.article.school.Enrollment;
import io.partitura.it.article.school.Student;
import io.partitura.it.article.school.StudentRepository;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.TestServerExtension;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/**
 * The many-to-many article's exact layout (seeds/002, model io.partitura.it.article.school): its example written
 * through the generated API, every stored item compared attribute by attribute with the article's, and each access
 * pattern it lists answered with its items in one request.
 *
 * <p>The article's text writes the keys {@code PK=STU#a91}, {@code SK=ENROLL#CRS#math204}, {@code GSI1PK=CRS#math204},
 * {@code GSI1SK=STU#a91} and the edge's {@code grade} and {@code enrolledOn}; it names no sort key for the student
 * profile or the course metadata ({@code META} here) and no other attribute. Student {@code b17} and course
 * {@code hist101} are added so that each listing has two items to order.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ArticleManyToManyLayoutTest {
  private static final LocalDate FEB_2 = LocalDate.parse("2026-02-02");
  private static final LocalDate FEB_3 = LocalDate.parse("2026-02-03");

  private static RequestCounter requests;
  private static DynamoDbClient client;
  private static ArticleSchoolTable school;

  @BeforeAll
  static void writeTheArticlesExample(TestServer server) {
    requests = new RequestCounter();
    client = server.newClient(requests);
    school = ArticleSchoolTable.builder().client(client).tableName("article-school-" + UUID.randomUUID()).build();
    school.createTable();
    school.students().put(new Student("a91"));
    school.students().put(new Student("b17"));
    school.courses().put(new Course("math204"));
    school.courses().put(new Course("hist101"));
    school.enrollments().enroll(new Enrollment("a91", "math204", "A", FEB_2));
    school.enrollments().enroll(new Enrollment("a91", "hist101", "B", FEB_3));
    school.enrollments().enroll(new Enrollment("b17", "math204", "C", FEB_3));
  }

  @AfterAll
  static void closeClient() {
    client.close();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  private static Map<String, AttributeValue> item(String... namesAndValues) {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      item.put(namesAndValues[i], AttributeValue.fromS(namesAndValues[i + 1]));
    }
    return item;
  }

  private static Map<String, AttributeValue> union(Map<String, AttributeValue> article, Map<String, AttributeValue> added) {
    Map<String, AttributeValue> item = new LinkedHashMap<>(article);
    item.putAll(added);
    return item;
  }

  /**
   * Each stored item is the article's attributes (its keys, and the edge's data) plus what Partitura writes besides,
   * named here one by one: the type attribute {@code _type}, each key component as its own attribute (the record reads
   * its values from them, never from keys), and the course's own entry in {@code GSI1} (so that the course and its
   * students come back in one Query). Nothing else, attribute for attribute.
   */
  @Test
  void everyStoredItemIsTheArticlesItemAttributeByAttribute() {
    List<Map<String, AttributeValue>> expected = List.of(
        union(item("PK", "CRS#hist101", "SK", "META"),
            item("GSI1PK", "CRS#hist101", "GSI1SK", "META", "_type", "Course", "courseId", "hist101")),
        union(item("PK", "CRS#math204", "SK", "META"),
            item("GSI1PK", "CRS#math204", "GSI1SK", "META", "_type", "Course", "courseId", "math204")),
        union(item("PK", "STU#a91", "SK", "ENROLL#CRS#hist101", "GSI1PK", "CRS#hist101", "GSI1SK", "STU#a91",
                "grade", "B", "enrolledOn", "2026-02-03"),
            item("_type", "Enrollment", "studentId", "a91", "courseId", "hist101")),
        union(item("PK", "STU#a91", "SK", "ENROLL#CRS#math204", "GSI1PK", "CRS#math204", "GSI1SK", "STU#a91",
                "grade", "A", "enrolledOn", "2026-02-02"),
            item("_type", "Enrollment", "studentId", "a91", "courseId", "math204")),
        union(item("PK", "STU#a91", "SK", "META"), item("_type", "Student", "studentId", "a91")),
        union(item("PK", "STU#b17", "SK", "ENROLL#CRS#math204", "GSI1PK", "CRS#math204", "GSI1SK", "STU#b17",
                "grade", "C", "enrolledOn", "2026-02-03"),
            item("_type", "Enrollment", "studentId", "b17", "courseId", "math204")),
        union(item("PK", "STU#b17", "SK", "META"), item("_type", "Student", "studentId", "b17")));
    List<Map<String, AttributeValue>> stored = client.scan(ScanRequest.builder().tableName(school.tableName()).build())
        .items().stream()
        .sorted(Comparator.comparing((Map<String, AttributeValue> i) -> i.get("PK").s()).thenComparing(i -> i.get("SK").s()))
        .toList();
    assertEquals(expected.size(), stored.size());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i), stored.get(i), "item " + i);
    }
  }

  /** "Obter o perfil de um aluno e listar todos os cursos": Query PK = "STU#a91", one read. */
  @Test
  void aStudentsProfileAndEveryCourseInOneQueryOnPk() {
    StudentRepository.WithEnrollments a91 = school.students().getWithEnrollments("a91").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    assertEquals(new Student("a91"), a91.student());
    assertEquals(List.of(new Enrollment("a91", "hist101", "B", FEB_3), new Enrollment("a91", "math204", "A", FEB_2)),
        a91.enrollments());
    QueryRequest query = school.students().getWithEnrollmentsRequest("a91", ReadConsistency.EVENTUAL);
    assertEquals(null, query.indexName());
    assertEquals(Map.of(":pk", AttributeValue.fromS("STU#a91")), query.expressionAttributeValues());
    assertEquals(Map.of("#pk", "PK"), query.expressionAttributeNames());
  }

  /** "Estreite com SK begins_with ENROLL#": the course edges alone, one Query. */
  @Test
  void aStudentsCourseEdgesAloneWithBeginsWithOnSk() {
    assertEquals(List.of(new Enrollment("a91", "hist101", "B", FEB_3), new Enrollment("a91", "math204", "A", FEB_2)),
        school.enrollments().ofStudent("a91").all());
    assertEquals(1, requests.total());
    ListingDescription query = school.enrollments().ofStudent("a91").describe();
    assertEquals("\"#pk = :pk AND begins_with(#sk, :sk)\"", query.field("KeyConditionExpression"));
    // The article narrows with "ENROLL#"; the edge's sort-key template's constant text is "ENROLL#CRS#", which selects
    // the same items in this table (no other ENROLL# edge).
    assertEquals("{ \":pk\": \"STU#a91\", \":sk\": \"ENROLL#CRS#\" }", query.field("ExpressionAttributeValues"));
  }

  /** "Query GSI1 WHERE GSI1PK = CRS#math204 lista cada aluno daquele curso": one Query on the inverted index. */
  @Test
  void aCoursesStudentsFromGsi1InOneQuery() {
    assertEquals(List.of(new Enrollment("a91", "math204", "A", FEB_2), new Enrollment("b17", "math204", "C", FEB_3)),
        school.enrollments().ofCourse("math204").all());
    assertEquals(1, requests.total());
    ListingDescription query = school.enrollments().ofCourse("math204").describe();
    assertEquals("GSI1", query.field("IndexName"));
    assertEquals("{ \"#pk\": \"GSI1PK\", \"#sk\": \"GSI1SK\" }", query.field("ExpressionAttributeNames"));
    assertEquals("{ \":pk\": \"CRS#math204\", \":sk\": \"STU#\" }", query.field("ExpressionAttributeValues"));
  }

  /** "Obter os metadados de um curso e listar todos os alunos": the course's own GSI1 entry makes it one Query. */
  @Test
  void aCoursesMetadataAndEveryStudentInOneQueryOnGsi1() {
    CourseRepository.WithEnrollments math = school.courses().getWithEnrollments("math204").orElseThrow();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("Query"));
    assertEquals(new Course("math204"), math.course());
    assertEquals(List.of(new Enrollment("a91", "math204", "A", FEB_2), new Enrollment("b17", "math204", "C", FEB_3)),
        math.enrollments());
    QueryRequest query = school.courses().getWithEnrollmentsRequest("math204");
    assertEquals("GSI1", query.indexName());
    assertEquals(Map.of(":pk", AttributeValue.fromS("CRS#math204")), query.expressionAttributeValues());
    // The metadata alone, as the article reads it: GetItem PK = CRS#math204, SK = META.
    requests.reset();
    assertEquals(new Course("math204"), school.courses().get("math204").orElseThrow());
    assertEquals(1, requests.count("GetItem"));
    assertEquals(item("PK", "CRS#math204", "SK", "META"), school.courses().getRequest("math204", ReadConsistency.EVENTUAL).key());
  }

  /** "Buscar uma única aresta de matrícula — para atualizar uma nota": one GetItem, then one UpdateItem. */
  @Test
  void oneEnrollmentEdgeByItsKeyAndAGradeUpdate() {
    assertEquals(new Enrollment("b17", "math204", "C", FEB_3), school.enrollments().get("b17", "math204").orElseThrow());
    assertEquals(1, requests.total());
    assertEquals(item("PK", "STU#b17", "SK", "ENROLL#CRS#math204"),
        school.enrollments().getRequest("b17", "math204", ReadConsistency.EVENTUAL).key());
    requests.reset();
    school.enrollments().update("b17", "math204").grade("B+").apply();
    assertEquals(1, requests.total());
    assertEquals(1, requests.count("UpdateItem"));
    Map<String, AttributeValue> stored = client.getItem(GetItemRequest.builder().tableName(school.tableName())
        .key(item("PK", "STU#b17", "SK", "ENROLL#CRS#math204")).consistentRead(true).build()).item();
    assertEquals("B+", stored.get("grade").s());
    assertEquals("STU#b17", stored.get("GSI1SK").s(), "the update leaves the article's index keys as they were");
    assertEquals("CRS#math204", stored.get("GSI1PK").s());
    school.enrollments().update("b17", "math204").grade("C").apply();
  }

  /** "Uma guarda attribute_not_exists(PK) na chave composta": a second enrollment is refused, one request. */
  @Test
  void enrollingTwiceIsRefusedByTheArticlesGuard() {
    PutItemRequest enroll = school.enrollments().createRequest(new Enrollment("a91", "math204", "F", FEB_3));
    assertEquals("attribute_not_exists(#pk)", enroll.conditionExpression());
    assertEquals("PK", enroll.expressionAttributeNames().get("#pk"));
    assertThrows(ItemAlreadyExistsException.class,
        () -> school.enrollments().enroll(new Enrollment("a91", "math204", "F", FEB_3)));
    assertEquals(1, requests.total());
    assertEquals("A", school.enrollments().get("a91", "math204", ReadConsistency.STRONG).orElseThrow().grade());
  }
}
