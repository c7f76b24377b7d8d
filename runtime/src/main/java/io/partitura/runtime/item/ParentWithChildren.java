package io.partitura.runtime.item;

import java.util.Objects;

/**
 * A parent record and records of its item collection, split by type, read in one Query: the base of
 * the generated {@code <Parent>With<Children>} and {@code <Parent>WithChildren}, whose typed accessors
 * return {@link #parent} and {@link #records(Class)}. Equal when of the same class with an equal
 * parent and equal lists.
 *
 * @param <P> the parent record type
 */
public abstract class ParentWithChildren<P> extends ResultByType {
  /** The parent record; a field, so that no accessor of a generated subclass can clash with it. */
  protected final P parent;

  /** {@code parent} (not null) and {@code children}. */
  protected ParentWithChildren(P parent, RecordsByType children) {
    super(children);
    this.parent = Objects.requireNonNull(parent, "parent");
  }

  @Override
  public boolean equals(Object other) {
    return super.equals(other) && parent.equals(((ParentWithChildren<?>) other).parent);
  }

  @Override
  public int hashCode() {
    return 31 * parent.hashCode() + super.hashCode();
  }

  /** {@code StudentWithEnrollments[Student[…], Enrollment=[…]]}. */
  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + parent + ", " + all() + "]";
  }
}
