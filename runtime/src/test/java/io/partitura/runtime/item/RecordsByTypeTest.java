package io.partitura.runtime.item;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lists by record class behind generated batch-get results and parent-with-children results:
 * order, immutability, equality by class, and the builder the batch read splits into.
 */
class RecordsByTypeTest {
  record Student(String id) {}

  record Course(String id) {}

  record Enrollment(String student, String course) {}

  /** A generated {@code <Table>BatchGetResult}, as the processor writes it. */
  static final class SchoolResult extends ResultByType {
    SchoolResult(List<Student> students, List<Course> courses) {
      super(RecordsByType.of(Student.class, students).and(Course.class, courses));
    }

    List<Student> students() {
      return records(Student.class);
    }

    List<Course> courses() {
      return records(Course.class);
    }
  }

  /** Another result with the same lists: never equal to a {@link SchoolResult}. */
  static final class OtherResult extends ResultByType {
    OtherResult(List<Student> students, List<Course> courses) {
      super(RecordsByType.of(Student.class, students).and(Course.class, courses));
    }
  }

  /** A generated {@code <Parent>With<Children>}, as the processor writes it. */
  static final class StudentWithEnrollments extends ParentWithChildren<Student> {
    StudentWithEnrollments(Student student, List<Enrollment> enrollments) {
      super(student, RecordsByType.of(Enrollment.class, enrollments));
    }

    Student student() {
      return parent;
    }

    List<Enrollment> enrollments() {
      return records(Enrollment.class);
    }
  }

  /** Another parent-with-children with the same content: never equal to a {@link StudentWithEnrollments}. */
  static final class StudentWithChildren extends ParentWithChildren<Student> {
    StudentWithChildren(Student student, List<Enrollment> enrollments) {
      super(student, RecordsByType.of(Enrollment.class, enrollments));
    }
  }

  @Test
  void typedAccessorsReturnEachListInTheOrderGivenAndCopiedOnce() {
    List<Student> students = new ArrayList<>(List.of(new Student("s2"), new Student("s1")));
    SchoolResult result = new SchoolResult(students, List.of());
    students.add(new Student("s3"));

    assertEquals(List.of(new Student("s2"), new Student("s1")), result.students(), "a copy, in the order given");
    assertEquals(List.of(), result.courses());
    assertThrows(UnsupportedOperationException.class, () -> result.students().add(new Student("s4")));
  }

  @Test
  void aTypeNotGivenHasNoRecords() {
    assertEquals(List.of(), RecordsByType.of(Student.class, List.of(new Student("s1"))).records(Course.class));
  }

  @Test
  void nullListsAndNullRecordsAreRefused() {
    assertThrows(NullPointerException.class, () -> new SchoolResult(null, List.of()));
    assertThrows(NullPointerException.class, () -> new SchoolResult(java.util.Arrays.asList((Student) null), List.of()));
    assertThrows(NullPointerException.class, () -> new StudentWithEnrollments(null, List.of()));
  }

  @Test
  void resultsAreEqualOnlyToResultsOfTheirOwnClassWithEqualLists() {
    List<Student> students = List.of(new Student("s1"));
    List<Course> courses = List.of(new Course("c1"));

    assertEquals(new SchoolResult(students, courses), new SchoolResult(students, courses));
    assertEquals(new SchoolResult(students, courses).hashCode(), new SchoolResult(students, courses).hashCode());
    assertNotEquals(new SchoolResult(students, courses), new SchoolResult(students, List.of()));
    assertNotEquals(new SchoolResult(students, courses), new OtherResult(students, courses));
    assertNotEquals(new SchoolResult(students, courses), null);
  }

  @Test
  void parentsWithChildrenAreEqualOnlyWithTheSameClassParentAndLists() {
    Student student = new Student("s1");
    List<Enrollment> enrollments = List.of(new Enrollment("s1", "c1"));
    StudentWithEnrollments loaded = new StudentWithEnrollments(student, enrollments);

    assertEquals(student, loaded.student());
    assertEquals(enrollments, loaded.enrollments());
    assertEquals(new StudentWithEnrollments(student, enrollments), loaded);
    assertEquals(new StudentWithEnrollments(student, enrollments).hashCode(), loaded.hashCode());
    assertNotEquals(new StudentWithEnrollments(new Student("s2"), enrollments), loaded);
    assertNotEquals(new StudentWithEnrollments(student, List.of()), loaded);
    assertNotEquals(new StudentWithChildren(student, enrollments), loaded);
  }

  @Test
  void toStringNamesTheClassAndEachListByRecordClass() {
    assertEquals("SchoolResult[Student=[Student[id=s1]], Course=[]]",
        new SchoolResult(List.of(new Student("s1")), List.of()).toString());
    assertEquals("StudentWithEnrollments[Student[id=s1], Enrollment=[Enrollment[student=s1, course=c1]]]",
        new StudentWithEnrollments(new Student("s1"), List.of(new Enrollment("s1", "c1"))).toString());
  }

  @Test
  void theBuilderKeepsEveryTypeGivenAndRefusesOthers() {
    RecordsByType.Builder builder = new RecordsByType.Builder(List.of(Student.class, Course.class));
    builder.add(Student.class, new Student("s2")).add(Student.class, new Student("s1"));

    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> builder.add(Enrollment.class, new Enrollment("s1", "c1")));
    assertTrue(e.getMessage().contains("Enrollment"), e.getMessage());
    RecordsByType built = builder.build();
    assertEquals(List.of(new Student("s2"), new Student("s1")), built.records(Student.class));
    assertEquals(List.of(), built.records(Course.class));
    assertEquals("Student=[Student[id=s2], Student[id=s1]], Course=[]", built.toString());
  }
}
