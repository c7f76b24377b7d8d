package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A second order for a child's item collection, in a local secondary index: same partition key,
 * another sort key. On a {@code @ChildOf} or {@code @ManyToMany} record; not on a {@code @Parent},
 * whose partition holds one item of its own (use a {@link GlobalIndex} to list parents). "A workspace's projects by creation time" when their ids do not sort by time:
 *
 * <pre>{@code
 * @LocalIndex(name = "LSI1", sortKey = "createdAt")
 * @ChildOf(parent = Workspace.class, prefix = "PROJ")
 * public record Project(String workspaceId, @Key String projectId, Instant createdAt) {}
 * // db.projects().inWorkspaceByCreatedAt("acme").newestFirst().page()   (begins_with(LSI1SK, "PROJ#"))
 * }</pre>
 *
 * <p>An item is in the index only when its {@code sortKey} components are non-null; an item whose
 * component is null is left out of the index (a sparse index), and setting it to null takes the
 * item out.
 *
 * <p>Unlike a global index, a local index offers strongly consistent reads. Its price: <strong>with a
 * local index, DynamoDB limits every item collection (a partition key value) to 10 GB</strong>, and
 * local indexes can only be created with the table; the processor warns about the first (at most 5
 * per table).
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(LocalIndex.List.class)
public @interface LocalIndex {
  /** The index name; entities may share one. */
  String name();

  /**
   * The components that order the entity's items in the index, in order: {@code "createdAt"}, or {@code
   * {"createdAt", "ticketId"}}. Ties are broken by the item's primary key.
   */
  String[] sortKey() default {};

  /**
   * The generated query method; {@code in<Parent>By<SortKey>} by default. A Java method name that
   * the repository has no other method of.
   */
  String query() default "";

  /**
   * The index's sort key attribute; {@code <name>SK} by default. Its own attribute: not the table's key or type attribute, not an attribute a component
   * of this entity is stored as, and not another index key attribute of this entity (each would be
   * written twice, one value overwriting the other; the processor refuses it).
   */
  String indexSortKey() default "";

  /**
   * The index sort key as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code $card_1#priority_{priority:3}#cardid_{cardId}}; its placeholders are the sort
   * components, in order, and {@link #sortKey()} stays empty. The stored key is the template alone (no primary-key
   * tie break). Checked and listed as a {@link GlobalIndex#sortKeyTemplate()} is; empty (the default) keeps the
   * format above.
   */
  String sortKeyTemplate() default "";

  /** Several local indexes on one entity. */
  @Documented
  @Retention(RetentionPolicy.CLASS)
  @Target(ElementType.TYPE)
  @interface List {
    LocalIndex[] value();
  }
}
