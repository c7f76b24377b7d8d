package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Re-partitions an entity's items by one of its components, in a global secondary index, to answer a
 * question the base table's keys cannot: "all ACTIVE projects, across workspaces, newest first".
 *
 * <pre>{@code
 * @GlobalIndex(name = "GSI2", partitionKey = "status", sortKey = {"createdAt", "projectId"})
 * @ChildOf(parent = Workspace.class, prefix = "PROJ")
 * public record Project(String workspaceId, @Key String projectId, Status status, Instant createdAt) {}
 * // db.projects().byStatus(Status.ACTIVE).newestFirst().limit(20).page()   (GSI2PK = "PROJ#ACTIVE")
 * // db.projects().byStatus(Status.ACTIVE, KeyRange.from(monday)).all()     (GSI2SK >= monday's encoding)
 * }</pre>
 *
 * <p>The index partition key is the entity's prefix and the component's key encoding
 * ({@code PROJ#ACTIVE}), so several entities share one overloaded index without their items mixing.
 * Every put, batch and Enhanced Client write computes the index keys, each key attribute from its own
 * components, and partial updates keep them in step: {@code update(..).status(ARCHIVED)} writes
 * {@code GSI2PK} and leaves {@code GSI2SK} as stored, so no read is needed. Only components stored in one
 * attribute (a composite {@code partitionKey} or {@code sortKey}) are set together, since DynamoDB cannot
 * compute an attribute from a stored attribute it is not given. <strong>An item is in the index only when
 * every component of the index key is non-null</strong> (its {@code partitionKey} and {@code sortKey}
 * components); an item with a null component is left out of the index (a sparse index), and setting a
 * component to null removes the key attribute made of it, which takes the item out. A low-cardinality key (a status, a
 * boolean) concentrates writes on few partitions: give it {@link #shards()} to spread them, and
 * listings fan out over the shards. Reads on the index are eventually consistent.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(GlobalIndex.List.class)
public @interface GlobalIndex {
  /** The index name; entities may share one. */
  String name();

  /**
   * The components whose values partition the index, in order: {@code "status"}, or {@code {"tenantId",
   * "status"}} for a composite key. Encoded with the same order-preserving, escaped codec as primary keys.
   */
  String[] partitionKey() default {};

  /**
   * The components that order items within an index partition, in order: {@code "createdAt"}, or {@code
   * {"createdAt", "projectId"}}; the item's own sort key when none is given. Listings fix leading ones by
   * equality and range the next. Ties are broken by the item's primary key (see the README's order rule).
   */
  String[] sortKey() default {};

  /** Shards of each index partition ({@code PROJ#ACTIVE#00} …); 1 means unsharded. */
  int shards() default 1;

  /**
   * The generated query method; {@code by<PartitionKey>} by default. A Java method name that the
   * repository has no other method of (not {@code get}, {@code deleteRequest}, a listing …).
   */
  String query() default "";

  /**
   * The index's partition key attribute; {@code <name>PK} by default. Its own attribute: not the table's key or type attribute, not an attribute a component
   * of this entity is stored as, and not another index key attribute of this entity (each would be
   * written twice, one value overwriting the other; the processor refuses it).
   */
  String indexPartitionKey() default "";

  /**
   * The index's sort key attribute; {@code <name>SK} by default. Its own attribute: not the table's key or type attribute, not an attribute a component
   * of this entity is stored as, and not another index key attribute of this entity (each would be
   * written twice, one value overwriting the other; the processor refuses it).
   */
  String indexSortKey() default "";

  /**
   * The index partition key as an explicit template instead of Partitura's format: constant text and {@code
   * {component}} placeholders, for example {@code $controlplane#plan_{plan}}; its placeholders are the partition
   * components, in order, and {@link #partitionKey()} stays empty. Given with {@link #sortKeyTemplate()} (both or
   * neither), unsharded. Values become text as the entity's (or table's) {@link KeyStyle} says, and the processor
   * checks it like every template (syntax, widths, casing, ambiguity, overlap with other entities' keys in this
   * index). Empty (the default) keeps the format above.
   */
  String partitionKeyTemplate() default "";

  /**
   * The index sort key as an explicit template: for example {@code $project_1#createdat_{createdAt}#projectid_{projectId}},
   * or a constant ({@code $student_1}); its placeholders are the sort components, in order, and {@link #sortKey()}
   * stays empty. The stored key is the template alone, with no primary-key tie break, so items with equal keys come
   * back in an order DynamoDB picks. Listings fix leading values by equality ({@code begins_with} on the template's
   * text up to the next value); a {@code KeyRange} on a value is exact, and offered, when the value ends the template;
   * a value followed by a constant takes {@code KeyRange.startingWith} only (other ranges are refused at run time with
   * {@code InvalidKeyException}, before any request).
   */
  String sortKeyTemplate() default "";

  /** Several indexes on one entity. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    GlobalIndex[] value();
  }
}
