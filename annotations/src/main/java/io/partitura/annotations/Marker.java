package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A constant attribute written on every item of the entity, beside the table's type attribute: the version
 * marker of a layout written by other code (ElectroDB's {@code __edb_v__ = "1"}).
 *
 * <pre>{@code
 * @Marker(attribute = "__edb_v__", value = "2")
 * @ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", type = "enrollment")
 * public record Enrollment(String studentId, String courseId, String grade) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Marker.List.class)
public @interface Marker {
  /** The attribute's name: not a key attribute, the type attribute or a component's attribute. */
  String attribute();

  /** The attribute's value, a string. */
  String value();

  /** Several markers on one entity. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    Marker[] value();
  }
}
