package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record that owns an item collection: its item lives at partition key
 * {@code <prefix>#<key>} and sort key {@link #sortKey()} ({@code META}), and every
 * {@link ChildOf child} of it shares that partition key.
 *
 * <pre>{@code
 * @Parent(table = ControlPlane.class, prefix = "WS")     // EntityRef=WS#acme, Detail=META
 * public record Workspace(@Key String workspaceId, String name, Plan plan) {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Parent {
  /** The {@link Table}-annotated interface this entity is stored in. */
  Class<?> table();

  /** Partition key prefix, for example {@code WS}; must be unique within the table. */
  String prefix();

  /** Constant sort key of the parent's own item. */
  String sortKey() default "META";

  /** Value of the table's type attribute for this entity; the record's simple name by default. */
  String type() default "";

  /**
   * Write shards of the item collection: children go to {@code WS#acme#00} … {@code WS#acme#09},
   * chosen from each child's own key (so a get by id stays one GetItem); listings fan out, one
   * Query per shard in parallel, merged in sort-key order. The parent's own item stays at the
   * unsharded {@code WS#acme}. The count is part of the key format: changing it leaves existing
   * children where they are, so it needs a migration. 1 means unsharded.
   */
  int shards() default 1;

  /**
   * The partition key as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code USER#{userId}} (every key component must appear); empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String partitionKeyTemplate() default "";

  /**
   * The sort key of the parent's own item as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, constant text only, for example {@code PROFILE}; empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String sortKeyTemplate() default "";
}
