package io.partitura.runtime.item;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.BiFunction;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A parent record and records of its item collection, split by type, read in one Query: the base of
 * the generated {@code <Parent>With<Children>} and {@code <Parent>WithChildren}, whose typed accessors
 * return {@link #parent} and {@link #records(Class)}. Equal when of the same class with an equal
 * parent and equal lists. Three levels ({@code Customer → Order → OrderLine}) nest with {@link #nest}.
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

  /**
   * How records of {@code type} name the parent they are stored under: {@code parentKey} computes the parent's primary
   * key from the child's components (an order line's order: {@code OrderRepository.Codec.primaryKey(line.customerId(),
   * line.orderId())}).
   *
   * @param <C> the child record type
   */
  public record ChildOf<C>(Class<C> type, Function<? super C, Map<String, AttributeValue>> parentKey) {
    public ChildOf {
      Objects.requireNonNull(type, "type");
      Objects.requireNonNull(parentKey, "parentKey");
    }
  }

  /**
   * Each of {@code parents} with its own children among {@code records}: for each type of {@code children}, the
   * records whose parent key is the parent's ({@code key}), in the order given; each made by {@code result}, in the
   * order of {@code parents}. A child whose parent is not among {@code parents} is left out. How a load of three
   * levels read in one Query returns each order with its lines, grouped in memory.
   *
   * @param <P> the parent record type
   * @param <N> the result: a parent with its children
   */
  protected static <P, N> List<N> nest(List<P> parents, Function<? super P, Map<String, AttributeValue>> key,
      RecordsByType records, List<ChildOf<?>> children, BiFunction<? super P, RecordsByType, N> result) {
    List<Class<?>> types = children.stream().<Class<?>>map(ChildOf::type).toList();
    Map<Map<String, AttributeValue>, RecordsByType.Builder> byParent = new HashMap<>();
    List<Map<String, AttributeValue>> keys = new ArrayList<>(parents.size());
    for (P parent : parents) {
      Map<String, AttributeValue> parentKey = key.apply(parent);
      keys.add(parentKey);
      byParent.put(parentKey, new RecordsByType.Builder(types));
    }
    for (ChildOf<?> child : children) {
      addTo(byParent, child, records);
    }
    List<N> nested = new ArrayList<>(parents.size());
    for (int i = 0; i < parents.size(); i++) {
      nested.add(result.apply(parents.get(i), byParent.get(keys.get(i)).build()));
    }
    return List.copyOf(nested);
  }

  private static <C> void addTo(Map<Map<String, AttributeValue>, RecordsByType.Builder> byParent, ChildOf<C> child,
      RecordsByType records) {
    for (C record : records.records(child.type())) {
      RecordsByType.Builder siblings = byParent.get(child.parentKey().apply(record));
      if (siblings != null) {
        siblings.add(child.type(), record);
      }
    }
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
