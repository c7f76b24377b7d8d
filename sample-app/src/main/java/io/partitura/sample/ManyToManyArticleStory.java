package io.partitura.sample;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.query.Listing;
import io.partitura.sample.articleschool.ArticleSchoolTable;
import io.partitura.sample.articleschool.Course;
import io.partitura.sample.articleschool.CourseRepository;
import io.partitura.sample.articleschool.Enrollment;
import io.partitura.sample.articleschool.EnrollmentRepository;
import io.partitura.sample.articleschool.Student;
import io.partitura.sample.articleschool.StudentRepository;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The many-to-many story on the article's exact layout ({@code --layout article}): the same students, courses and
 * enrollments as {@link ManyToManyStory}, in io.partitura.sample.articleschool, whose edge writes the article's
 * {@code GSI1SK=STU#a91} where the default writes {@code ENROLL#STU#a91}; and why the default prefixes.
 */
final class ManyToManyArticleStory {
  /** Why the default puts the edge's prefix first in its index sort key: printed by both layouts, a line each. */
  static final List<String> WHY_THE_DEFAULT_PREFIXES = List.of(
      "why the default writes GSI1SK=ENROLL#STU#a91: GSI1 is shared by every edge into courses (and the course's own"
          + " entry), and the edge's prefix keeps each edge type in a range of its own;",
      "a second edge, say a waitlist (@ManyToMany(prefix = \"WAIT\")), gets WAIT#STU#a91: a course's enrollments and"
          + " its waitlist are each one begins_with Query, and neither reads the other's items;",
      "with the article's STU#a91 on both, both would write GSI1PK=CRS#math204, GSI1SK=STU#a91, and listing one would"
          + " read (and pay for) the other's items: the processor refuses that at compile time, PARTITURA-TEMPLATE-008"
          + " \"both can produce GSI1PK=CRS#x, GSI1SK=STU#x\";",
      "so the article's form is exact, and safe while Enrollment is the only edge in GSI1 with that template");

  private final Narrator n;
  private final ArticleSchoolTable db;
  private final int pageSize;

  ManyToManyArticleStory(Narrator narrator, ArticleSchoolTable db, int pageSize) {
    this.n = narrator;
    this.db = db;
    this.pageSize = pageSize;
  }

  static String headline() {
    return ManyToManyStory.COURSES.size() + " courses, " + ManyToManyStory.STUDENTS.size() + " students, "
        + ManyToManyStory.enrollments().size() + " enrollments, on the article's exact layout (GSI1SK=STU#<studentId>)";
  }

  static List<Enrollment> enrollments() {
    return ManyToManyStory.enrollments().stream()
        .map(e -> new Enrollment(e.studentId(), e.courseId(), e.grade(), e.enrolledOn())).toList();
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // ArticleSchoolTable.createTableRequest(): the same table and GSI1 as the default layout");
    n.note("the layout is the article's: keys from templates on @Parent and @ManyToMany (io.partitura.sample"
        + ".articleschool); only the edge's index sort key differs from the default");
  }

  void play() {
    List<Enrollment> edges = enrollments();
    String studentId = ManyToManyStory.STUDENT_ID;
    String courseId = ManyToManyStory.COURSE_ID;

    List<Object> vertices = new ArrayList<>();
    ManyToManyStory.COURSES.forEach(c -> vertices.add(new Course(c.courseId(), c.title())));
    ManyToManyStory.STUDENTS.forEach(s -> vertices.add(new Student(s.studentId(), s.name())));
    n.step("Write " + ManyToManyStory.COURSES.size() + " courses and " + ManyToManyStory.STUDENTS.size()
        + " students in one batch", "BatchWriteItem");
    n.call("db.putAll(coursesAndStudents)");
    db.putAll(vertices);
    TableFormatter items = TableFormatter.of("PK", "SK", "GSI1PK", "GSI1SK", "_type");
    for (Object vertex : List.of(vertices.get(0), vertices.get(ManyToManyStory.COURSES.size()))) {
      Map<String, AttributeValue> item = vertex instanceof Course c ? CourseRepository.Codec.INSTANCE.toItem(c)
          : StudentRepository.Codec.INSTANCE.toItem((Student) vertex);
      items.row(s(item, "PK"), s(item, "SK"), s(item, "GSI1PK"), s(item, "GSI1SK"), s(item, "_type"));
    }
    items.row("...", "...", "...", "...", "...");
    n.printTable(items);
    n.note("the same keys as the default layout: the article names no sort key for a student or a course, so META");
    n.endStep();

    n.step("Enroll the students: " + edges.size() + " edges, each written once, with the article's keys", "PutItem");
    n.call("db.enrollments().enroll(new Enrollment(\"" + studentId + "\", \"" + courseId + "\", \"A\", ...)) ...");
    n.printRequest(RequestDescription.of(db.enrollments().createRequest(edges.get(0))));
    edges.forEach(db.enrollments()::enroll);
    TableFormatter keys = TableFormatter.of("PK", "SK", "GSI1PK", "GSI1SK", "default layout's GSI1SK");
    int shown = 0;
    for (Enrollment e : edges) {
      if (e.courseId().equals(courseId) && shown++ < 3) {
        Map<String, AttributeValue> item = EnrollmentRepository.Codec.INSTANCE.toItem(e);
        Map<String, AttributeValue> prefixed = io.partitura.sample.school.EnrollmentRepository.Codec.INSTANCE.toItem(
            new io.partitura.sample.school.Enrollment(e.studentId(), e.courseId(), e.grade(), e.enrolledOn()));
        keys.row(s(item, "PK"), s(item, "SK"), s(item, "GSI1PK"), s(item, "GSI1SK"), s(prefixed, "GSI1SK"));
      }
    }
    keys.row("...", "...", "...", "...", "...");
    n.printTable(keys);
    n.note("GSI1SK=STU#a91, as the article writes it (@ManyToMany(indexSortKeyTemplate = \"STU#{studentId}\"))");
    n.endStep();

    n.step("Load student " + studentId + " and all their enrollments in one base-table Query", "Query");
    n.call("db.students().getWithEnrollments(\"" + studentId + "\")");
    Optional<StudentRepository.WithEnrollments> student = db.students().getWithEnrollments(studentId);
    student.ifPresent(s -> printEnrollments(s.enrollments()));
    n.note("loaded student " + studentId + " with " + student.map(s -> s.enrollments().size()).orElse(0)
        + " enrollments");
    n.endStep();

    n.step("Load course " + courseId + " and all its students in one GSI1 Query (eventually consistent)", "Query");
    n.call("db.courses().getWithEnrollments(\"" + courseId + "\")");
    n.printRequest(RequestDescription.of(db.courses().getWithEnrollmentsRequest(courseId)));
    Optional<CourseRepository.WithEnrollments> course = db.courses().getWithEnrollments(courseId);
    n.note("loaded course " + courseId + " with " + course.map(c -> c.enrollments().size()).orElse(0) + " students");
    n.endStep();

    Listing<Enrollment, ?> ofCourse = db.enrollments().ofCourse(courseId).limit(pageSize);
    n.step("List " + courseId + "'s students alone, first page (GSI1, begins_with(GSI1SK, \"STU#\"))", "Query");
    n.call("db.enrollments().ofCourse(\"" + courseId + "\").limit(" + pageSize + ").page()");
    n.printRequest(ofCourse.describe());
    printEnrollments(ofCourse.page().items());
    WHY_THE_DEFAULT_PREFIXES.forEach(n::note);
    n.endStep();

    n.step("Get one enrollment by (student, course)", "GetItem");
    n.call("db.enrollments().get(\"" + studentId + "\", \"" + courseId + "\")");
    n.printRequest(RequestDescription.of(db.enrollments().getRequest(studentId, courseId, ReadConsistency.EVENTUAL)));
    printEnrollments(db.enrollments().get(studentId, courseId).stream().toList());
    n.endStep();
  }

  private void printEnrollments(List<Enrollment> enrollments) {
    TableFormatter table = TableFormatter.of("studentId", "courseId", "grade", "enrolledOn");
    enrollments.forEach(e -> table.row(e.studentId(), e.courseId(), e.grade(), e.enrolledOn()));
    n.printTable(table);
  }

  private static String s(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null ? "" : value.s();
  }
}
