package io.partitura.sample;

import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.sample.school.Course;
import io.partitura.sample.school.CourseRepository;
import io.partitura.sample.school.Enrollment;
import io.partitura.sample.school.EnrollmentRepository;
import io.partitura.sample.school.SchoolTable;
import io.partitura.sample.school.Student;
import io.partitura.sample.school.StudentRepository;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The many-to-many seed: a student enrolls in many courses, a course holds many students. Each
 * enrollment is one edge item keyed by the student (PK=STU#a91, SK=ENROLL#CRS#math204), and the
 * inverted index GSI1 swaps the roles (GSI1PK=CRS#math204), so both directions are one Query.
 */
final class ManyToManyStory {
  static final String NAME = "many-to-many";
  static final String STUDENT_ID = "a91";
  static final String COURSE_ID = "math204";
  static final List<Course> COURSES = List.of(
      new Course("math204", "Linear Algebra"),
      new Course("phys101", "Classical Mechanics"),
      new Course("hist110", "World History"));
  static final List<Student> STUDENTS = List.of(
      new Student("a91", "Ana"), new Student("b07", "Bruno"), new Student("c13", "Carla"),
      new Student("d22", "Diego"), new Student("e35", "Elisa"), new Student("f41", "Fabio"),
      new Student("g58", "Gabriela"), new Student("h60", "Heitor"), new Student("i72", "Isabela"),
      new Student("j84", "Joao"), new Student("k90", "Karina"), new Student("l03", "Lucas"));
  private static final LocalDate TERM_START = LocalDate.parse("2026-02-02");
  private static final String[] GRADES = {"A", "B", "C", "B", "A", "D", "B", "C"};

  private final Narrator n;
  private final SchoolTable db;
  private final int pageSize;

  ManyToManyStory(Narrator narrator, SchoolTable db, int pageSize) {
    this.n = narrator;
    this.db = db;
    this.pageSize = pageSize;
  }

  static String headline() {
    return COURSES.size() + " courses, " + STUDENTS.size() + " students, " + enrollments().size()
        + " enrollments; one edge item answers both directions";
  }

  /**
   * Who takes what: everyone takes math204; phys101 all but e35; hist110 all but d22 and j84. (Three
   * courses and twelve students make at most 36 pairs.)
   */
  static List<Enrollment> enrollments() {
    List<Enrollment> edges = new ArrayList<>();
    for (int c = 0; c < COURSES.size(); c++) {
      for (int s = 0; s < STUDENTS.size(); s++) {
        boolean takes = c == 0 || (c == 1 && s != 4) || (c == 2 && s % 6 != 3);
        if (takes) {
          // hist110 has no grades yet: a null component is simply not written
          String grade = c == 2 ? null : GRADES[(s + c) % GRADES.length];
          edges.add(new Enrollment(STUDENTS.get(s).studentId(), COURSES.get(c).courseId(), grade,
              TERM_START.plusDays(s % 3 + c)));
        }
      }
    }
    return edges;
  }

  static long studentsOf(String courseId) {
    return enrollments().stream().filter(e -> e.courseId().equals(courseId)).count();
  }

  static long coursesOf(String studentId) {
    return enrollments().stream().filter(e -> e.studentId().equals(studentId)).count();
  }

  void createTable() {
    n.createTable(db.createTableRequest(), db::createTable,
        "db.createTable()   // SchoolTable.createTableRequest(): PK/SK from @Table, GSI1 from @ManyToMany");
    n.note("GSI1 is the inverted index: the edge's course in GSI1PK, its student in GSI1SK. It has to be"
        + " global, not local: a course's partition is not a student's");
  }

  void play() {
    List<Enrollment> edges = enrollments();

    // 2. courses and students
    List<Object> vertices = new ArrayList<>(COURSES);
    vertices.addAll(STUDENTS);
    n.step("Write " + COURSES.size() + " courses and " + STUDENTS.size() + " students in one batch", "BatchWriteItem");
    n.call("db.putAll(coursesAndStudents)   // BatchWriteItem, up to 25 puts per request");
    BatchWriteResult written = db.putAll(vertices);
    TableFormatter items = TableFormatter.of("PK", "SK", "GSI1PK", "GSI1SK", "_type", "name / title");
    for (Course course : COURSES) {
      keysRow(items, CourseRepository.Codec.INSTANCE.toItem(course), course.title());
    }
    for (int s = 0; s < STUDENTS.size(); s++) {
      if (s < 2 || s == STUDENTS.size() - 1) {
        Student student = STUDENTS.get(s);
        keysRow(items, StudentRepository.Codec.INSTANCE.toItem(student), student.name());
      } else if (s == 2) {
        items.row("...", "...", "", "", "", "");
      }
    }
    n.printTable(items);
    n.note("a course is written into GSI1 under its own key, so it comes back with the edges pointing at it;"
        + " nothing points at students, so they stay out of the index");
    n.note("putAll: " + written.written() + " items in " + written.requests() + " BatchWriteItem request"
        + (written.requests() == 1 ? "" : "s"));
    n.endStep();

    // 3. enroll
    n.step("Enroll the students: " + edges.size() + " edges, each written once", "PutItem");
    n.call("db.enrollments().enroll(new Enrollment(\"" + STUDENT_ID + "\", \"" + COURSE_ID + "\", \"A\", ...)) ...");
    n.printRequest(RequestDescription.of(db.enrollments().createRequest(edges.get(0))));
    n.note("... and " + (edges.size() - 1) + " more PutItem like it: attribute_not_exists(PK) refuses a second"
        + " enrollment in the same course");
    edges.forEach(db.enrollments()::enroll);
    TableFormatter edgeKeys = TableFormatter.of("PK", "SK", "GSI1PK", "GSI1SK", "grade", "enrolledOn");
    int shown = 0;
    for (Enrollment e : edges) {
      if (e.studentId().equals(STUDENT_ID) || (e.courseId().equals(COURSE_ID) && shown++ < 2)) {
        Map<String, AttributeValue> item = EnrollmentRepository.Codec.INSTANCE.toItem(e);
        edgeKeys.row(s(item, "PK"), s(item, "SK"), s(item, "GSI1PK"), s(item, "GSI1SK"), e.grade(), e.enrolledOn());
      }
    }
    edgeKeys.row("...", "...", "...", "...", "", "");
    n.printTable(edgeKeys);
    n.note("GSI1SK starts with the edge's prefix ENROLL#, where the article writes STU#a91 (--layout article"
        + " writes the article's keys)");
    ManyToManyArticleStory.WHY_THE_DEFAULT_PREFIXES.forEach(n::note);
    n.note("math204 has " + studentsOf("math204") + " students, phys101 " + studentsOf("phys101") + ", hist110 "
        + studentsOf("hist110") + " (no grades yet: the attribute is left out)");
    n.endStep();

    // 4. a student and all their enrollments: the base table
    n.step("Load student " + STUDENT_ID + " and all their enrollments in one base-table Query", "Query");
    n.call("db.students().getWithEnrollments(\"" + STUDENT_ID + "\")");
    n.printRequest(RequestDescription.of(db.students().getWithEnrollmentsRequest(STUDENT_ID, ReadConsistency.EVENTUAL)));
    Optional<StudentRepository.WithEnrollments> student = db.students().getWithEnrollments(STUDENT_ID);
    if (student.isPresent()) {
      n.printTable(TableFormatter.of("studentId", "name").row(student.get().student().studentId(),
          student.get().student().name()));
      printEnrollments(student.get().enrollments());
      n.note("loaded student " + STUDENT_ID + " with " + student.get().enrollments().size() + " enrollments");
    } else {
      n.note("(no student " + STUDENT_ID + ")");
    }
    n.endStep();

    // 5. a course and all its students: the inverted index
    n.step("Load course " + COURSE_ID + " and all its students in one GSI1 Query (eventually consistent)", "Query");
    n.call("db.courses().getWithEnrollments(\"" + COURSE_ID + "\")");
    n.printRequest(RequestDescription.of(db.courses().getWithEnrollmentsRequest(COURSE_ID)));
    Optional<CourseRepository.WithEnrollments> course = db.courses().getWithEnrollments(COURSE_ID);
    if (course.isPresent()) {
      n.printTable(TableFormatter.of("courseId", "title").row(course.get().course().courseId(),
          course.get().course().title()));
      printEnrollments(course.get().enrollments());
      n.note("loaded course " + COURSE_ID + " with " + course.get().enrollments().size() + " students");
    } else {
      n.note("(no course " + COURSE_ID + ")");
    }
    n.note("the base table cannot answer this (the student is in the partition key); GSI1 can. DynamoDB fills a"
        + " global index asynchronously, so an enrollment made a moment ago may be missing here");
    n.endStep();

    // 6. the course's students alone, page by page
    Listing<Enrollment, ?> ofCourse = db.enrollments().ofCourse(COURSE_ID).limit(pageSize);
    n.step("List " + COURSE_ID + "'s students alone, page by page (GSI1, eventually consistent)", "Query");
    n.call("db.enrollments().ofCourse(\"" + COURSE_ID + "\").limit(" + pageSize + ").page(cursor)   // until"
        + " there is no next cursor");
    n.printRequest(ofCourse.describe());
    Page<Enrollment> page = ofCourse.page();
    int pages = 1;
    while (true) {
      n.out.println();
      n.note("page " + pages + ":");
      printEnrollments(page.items());
      n.printCursor(page);
      if (!page.hasNext()) {
        break;
      }
      page = ofCourse.page(page.nextCursor());
      pages++;
    }
    n.note(pages + (pages == 1 ? " page, 1 Query" : " pages, 1 Query each") + "; begins_with(GSI1SK, \"ENROLL#\")"
        + " leaves the course's own item out");
    n.endStep();

    // 7. one edge
    String otherCourse = "phys101";
    n.step("Get one enrollment by (student, course)", "GetItem");
    n.call("db.enrollments().get(\"" + STUDENT_ID + "\", \"" + otherCourse + "\")");
    n.printRequest(RequestDescription.of(db.enrollments().getRequest(STUDENT_ID, otherCourse, ReadConsistency.EVENTUAL)));
    printEnrollments(db.enrollments().get(STUDENT_ID, otherCourse).stream().toList());
    n.endStep();

    // 8. update a grade
    n.step("Update a grade on the edge", "UpdateItem");
    n.call("db.enrollments().update(\"" + STUDENT_ID + "\", \"" + otherCourse + "\").grade(\"A+\").apply()");
    n.printRequest(RequestDescription.of(db.enrollments().update(STUDENT_ID, otherCourse).grade("A+").toRequest()));
    Enrollment updated = db.enrollments().update(STUDENT_ID, otherCourse).grade("A+").apply();
    printEnrollments(List.of(updated));
    n.note("one row per (student, course) pair to update; neither the student nor the course is touched");
    n.endStep();

    // 9. enroll twice: refused
    Enrollment again = new Enrollment(STUDENT_ID, COURSE_ID, "F", TERM_START.plusYears(1));
    n.step("Enroll " + STUDENT_ID + " in " + COURSE_ID + " a second time", "PutItem");
    n.call("db.enrollments().enroll(new Enrollment(\"" + STUDENT_ID + "\", \"" + COURSE_ID + "\", \"F\", "
        + again.enrolledOn() + "))");
    try {
      db.enrollments().enroll(again);
      n.note("UNEXPECTED: the second enrollment was accepted");
    } catch (ItemAlreadyExistsException e) {
      n.note("refused with ItemAlreadyExistsException:");
      n.note("  " + e.getMessage());
      n.note("the condition attribute_not_exists(PK) failed on DynamoDB's side, so nothing was written");
    }
    n.endStep();

    // 10. unchanged
    n.step("Read the edge again: unchanged", "GetItem");
    n.call("db.enrollments().get(\"" + STUDENT_ID + "\", \"" + COURSE_ID + "\", ReadConsistency.STRONG)");
    Optional<Enrollment> stored = db.enrollments().get(STUDENT_ID, COURSE_ID, ReadConsistency.STRONG);
    printEnrollments(stored.stream().toList());
    Enrollment original = edges.get(0);
    n.note(stored.isPresent() && stored.get().equals(original)
        ? "unchanged: grade " + original.grade() + ", enrolled on " + original.enrolledOn()
        : "CHANGED: " + stored.orElse(null));
    n.endStep();

    // 11. drop
    String dropped = "hist110";
    n.step("Drop an enrollment", "DeleteItem");
    n.call("db.enrollments().delete(\"" + STUDENT_ID + "\", \"" + dropped + "\")");
    n.printRequest(RequestDescription.of(db.enrollments().deleteRequest(STUDENT_ID, dropped)));
    boolean deleted = db.enrollments().delete(STUDENT_ID, dropped);
    n.note("deleted: " + deleted + (deleted
        ? " — one item, so it leaves both directions: " + STUDENT_ID + "'s courses and " + dropped + "'s students"
        : " (there was no such enrollment)"));
    n.endStep();
  }

  private void printEnrollments(List<Enrollment> enrollments) {
    TableFormatter table = TableFormatter.of("studentId", "courseId", "grade", "enrolledOn");
    enrollments.forEach(e -> table.row(e.studentId(), e.courseId(), e.grade(), e.enrolledOn()));
    n.printTable(table);
  }

  private static void keysRow(TableFormatter table, Map<String, AttributeValue> item, String name) {
    table.row(s(item, "PK"), s(item, "SK"), s(item, "GSI1PK"), s(item, "GSI1SK"), s(item, "_type"), name);
  }

  private static String s(Map<String, AttributeValue> item, String attribute) {
    AttributeValue value = item.get(attribute);
    return value == null ? "" : value.s();
  }
}
