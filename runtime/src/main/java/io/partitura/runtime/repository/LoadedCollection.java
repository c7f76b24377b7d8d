package io.partitura.runtime.repository;

import io.partitura.runtime.item.ItemCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An item collection as read: its owner's record and the records of each member type, in the order read. Items of
 * types not asked for are dropped. Generated loads turn it into their typed result ({@code WorkspaceWithProjects}), or
 * answer empty when the owner was not {@link #found() found}.
 *
 * @param <T> the owner's record
 */
public final class LoadedCollection<T> {
  private final T owner;
  private final Map<String, List<Object>> members;

  /** {@code owner}: null when the collection has no owner item. */
  LoadedCollection(T owner, Map<String, List<Object>> members) {
    this.owner = owner;
    this.members = members;
  }

  /**
   * Whether the owner's item was read. A collection without it is no result (generated loads answer empty): its
   * members, if any, are left over from an owner deleted alone, or written before it.
   */
  public boolean found() {
    return owner != null;
  }

  /**
   * The owner's record.
   *
   * @throws IllegalStateException when the owner was not {@link #found() found}
   */
  public T owner() {
    if (owner == null) {
      throw new IllegalStateException("the collection has no owner item: check found() first");
    }
    return owner;
  }

  /** The records of {@code member}'s entity, in the order read; empty when there are none. */
  @SuppressWarnings("unchecked")
  public <M> List<M> of(ItemCodec<M> member) {
    List<Object> records = members.get(member.entityType());
    if (records == null) {
      throw new IllegalArgumentException(member.entityType() + " was not asked for when the collection was read");
    }
    return (List<M>) records;
  }

  /** An empty list per member type, to fill as items are read. */
  static Map<String, List<Object>> listsFor(ItemCodec<?>... members) {
    Map<String, List<Object>> lists = new java.util.HashMap<>();
    for (ItemCodec<?> member : members) {
      lists.put(member.entityType(), new ArrayList<>());
    }
    return lists;
  }
}
