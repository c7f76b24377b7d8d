package io.partitura.runtime.repository;

import io.partitura.runtime.item.ItemCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An item collection as read: its owner's record and the records of each member type, in the order read. Items of
 * types not asked for are dropped. Generated loads turn it into their typed result ({@code WorkspaceWithProjects}).
 *
 * @param <T> the owner's record
 */
public final class LoadedCollection<T> {
  private final T owner;
  private final Map<String, List<Object>> members;

  LoadedCollection(T owner, Map<String, List<Object>> members) {
    this.owner = Objects.requireNonNull(owner, "owner");
    this.members = members;
  }

  /** The owner's record. */
  public T owner() {
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
