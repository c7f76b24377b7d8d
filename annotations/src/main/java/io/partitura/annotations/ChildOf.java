package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A record stored in its {@link Parent parent's} item collection. The child repeats the parent's
 * key components (same names, same types), which form the shared partition key; its own
 * {@link Key} components form the sort key {@code <prefix>#<key>}.
 *
 * <pre>{@code
 * @ChildOf(parent = Workspace.class, prefix = "PROJ")     // EntityRef=WS#acme, Detail=PROJ#2026-0042
 * public record Project(String workspaceId, @Key String projectId, String name) {}
 * }</pre>
 *
 * <p>Children list in sort-key order, so give them ids that sort by time (see
 * {@code io.partitura.runtime.ids.TimeOrderedIds}) when "newest first" is an access pattern.
 *
 * <p>The parent may itself be a {@code @ChildOf} record, for a collection nested two levels deep (at
 * most three levels in all). The grandchild repeats its parent's whole key, and its sort key extends
 * the parent's, in the top parent's partition (in its parent's shard, when that is sharded):
 *
 * <pre>{@code
 * @ChildOf(parent = Customer.class, prefix = "ORDER")  // PK=CUST#c1, SK=ORDER#o1
 * public record Order(String customerId, @Key String orderId) {}
 * @ChildOf(parent = Order.class, prefix = "LINE")      // PK=CUST#c1, SK=ORDER#o1#LINE#<lineNo>
 * public record OrderLine(String customerId, String orderId, @Key int lineNo) {}
 * // db.orderLines().inOrder("c1", "o1"); db.orders().getWithOrderLines("c1", "o1"): one Query each
 * }</pre>
 *
 * <p>A child with children of its own is listed alone ({@code db.orders().inCustomer("c1")}) from the
 * global index {@code NestedParents}, which the processor declares and writes on those children only:
 * in the table, an order's lines sort among the orders.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ChildOf {
  /**
   * The record that owns this child: a {@link Parent}, or a {@code @ChildOf} record whose parent is a
   * {@link Parent} (a collection nested two levels deep).
   */
  Class<?> parent();

  /** Sort key prefix, for example {@code PROJ}; must be unique within the table. */
  String prefix();

  /** Value of the table's type attribute for this entity; the record's simple name by default. */
  String type() default "";

  /**
   * The sort key as an explicit template instead of Partitura's format: constant text and {@code {component}}
   * placeholders, for example {@code $workspaceprojects#project_1#projectid_{projectId}} (every own key component must appear; the partition key stays the parent's); empty (the default) keeps the format above. Values become text as the entity's (or
   * table's) {@link KeyStyle} says.
   */
  String sortKeyTemplate() default "";
}
