package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * An edge record linking two {@link Parent} entities of one table: the adjacency-list pattern. Each
 * edge is one item, keyed by the {@link #from()} side ({@code PK=STU#a91},
 * {@code SK=ENROLL#CRS#math204}) and carrying the keys of an inverted global secondary index
 * ({@code GSI1PK=CRS#math204}, {@code GSI1SK=ENROLL#STU#a91}), so one write answers both
 * directions. The edge's own data (a grade, a date) lives on the edge.
 *
 * <pre>{@code
 * @ManyToMany(from = Student.class, to = Course.class, prefix = "ENROLL", verb = "enroll")
 * public record Enrollment(String studentId, String courseId, String grade, LocalDate enrolledOn) {}
 * }</pre>
 *
 * <p>The edge record repeats both sides' key components (same names and types), or names the
 * components that hold them with {@link #fromKeys()} and {@link #toKeys()} — required when an
 * entity links to itself (a user follows users), or when both sides' key components have one name
 * (two {@code id}s): one component cannot hold both keys.
 *
 * <p>The index direction is eventually consistent: DynamoDB fills global secondary indexes
 * asynchronously, so a new edge can take a moment to appear when listed from the {@code to} side.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ManyToMany {
  /** The side that keys the edge in the base table; a {@link Parent} of the table. */
  Class<?> from();

  /** The side the inverted index keys the edge by; a {@link Parent} of the same table. */
  Class<?> to();

  /** The edge's sort key prefix, for example {@code ENROLL}; unique within the table. */
  String prefix();

  /** The inverted global secondary index; several edges may share one. */
  String index() default "GSI1";

  /**
   * The index's partition key attribute; {@code <index>PK} by default. Its own attribute: not the table's key or type attribute, not an attribute a component
   * of this entity is stored as, and not another index key attribute of this entity (each would be
   * written twice, one value overwriting the other; the processor refuses it).
   */
  String indexPartitionKey() default "";

  /**
   * The index's sort key attribute; {@code <index>SK} by default. Its own attribute: not the table's key or type attribute, not an attribute a component
   * of this entity is stored as, and not another index key attribute of this entity (each would be
   * written twice, one value overwriting the other; the processor refuses it).
   */
  String indexSortKey() default "";

  /** What the index stores besides keys. */
  Projection projection() default Projection.ALL;

  /**
   * Attributes an {@link Projection#INCLUDE} projection stores: stored names of the edge's non-key components (or of
   * another edge's sharing the index, which declares the same list). Listings from the {@code to} side return them
   * on each ref, typed.
   */
  String[] include() default {};

  /** The edge components holding the {@code from} side's key, in its key order; its key names by default. */
  String[] fromKeys() default {};

  /** The edge components holding the {@code to} side's key, in its key order; its key names by default. */
  String[] toKeys() default {};

  /**
   * An extra name for the conditional create, for example {@code enroll}; none by default. A Java
   * method name the repository has no other method of.
   */
  String verb() default "";

  /** Value of the table's type attribute for this entity; the record's simple name by default. */
  String type() default "";

  /**
   * The sort key in the table as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code $studentenrollments#enrollment_2#courseid_{courseId}} (the {@code to} side's key components); empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String sortKeyTemplate() default "";

  /**
   * The partition key in the index as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code CRS#{courseId}} (the {@code to} side's key components); the {@code to} side's partition key by default; empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String indexPartitionKeyTemplate() default "";

  /**
   * The sort key in the index as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code STU#{studentId}}, the many-to-many article's exact {@code GSI1SK} (the {@code from} side's key components); empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String indexSortKeyTemplate() default "";

  /** Index projections, as DynamoDB defines them. */
  enum Projection {
    /** The whole item: listings from the {@code to} side return whole edges. */
    ALL,
    /** Keys only: listings from the {@code to} side return edge references; fetch whole edges in a batch. */
    KEYS_ONLY,
    /** Keys plus {@link #include()}: listed like {@code KEYS_ONLY}, each reference carrying the included components. */
    INCLUDE
  }
}
