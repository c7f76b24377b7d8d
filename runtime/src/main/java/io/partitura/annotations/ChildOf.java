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
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ChildOf {
  /** The {@link Parent}-annotated record that owns this child. */
  Class<?> parent();

  /** Sort key prefix, for example {@code PROJ}; must be unique within the table. */
  String prefix();

  /** Value of the table's type attribute for this entity; the record's simple name by default. */
  String type() default "";
}
