package io.partitura.runtime.operation;

import io.partitura.runtime.item.ItemSize;
import io.partitura.runtime.item.Items;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What one UpdateItem changes in one item: the attributes it SETs and REMOVEs and the other actions
 * ({@link Kind}), one per attribute (the last one given replaces earlier ones: DynamoDB refuses two on one
 * attribute). {@link UpdateItemOperation} builds the request's expression from it; and, given the item as it
 * was ({@code ALL_OLD}), it computes the item as DynamoDB wrote it ({@link #written}), each action applied to
 * the value found as DynamoDB applies it. Not thread-safe: one update builds it.
 */
public final class UpdateChanges {
  /** The actions beyond SET and REMOVE an update makes on one attribute. */
  public enum Kind {
    /** ADD to a number: a missing attribute counts as 0. */
    ADD_NUMBER,
    /** ADD elements to a set: a missing attribute counts as the empty set. */
    ADD_TO_SET,
    /** DELETE elements from a set: a set left empty is removed; a missing one stays missing. */
    DELETE_FROM_SET,
    /** SET to list_append(stored or [], value). */
    APPEND,
    /** SET to list_append(value, stored or []). */
    PREPEND,
    /** SET to if_not_exists(stored, value). */
    SET_IF_ABSENT
  }

  /** One action on an attribute. */
  record Action(Kind kind, AttributeValue value) {}

  /** What every update of a versioned record adds to its version. */
  static final AttributeValue ONE = AttributeValue.fromN("1");

  private final Map<String, AttributeValue> sets = new LinkedHashMap<>();
  private final List<String> removes = new ArrayList<>();
  private final Map<String, Action> actions = new LinkedHashMap<>();

  /** SET {@code attribute} to {@code value}; REMOVE it when {@code value} is null or {@code NUL}. */
  public void set(String attribute, AttributeValue value) {
    forget(attribute);
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      removes.add(attribute);
    } else {
      sets.put(attribute, value);
    }
  }

  /**
   * {@code kind} on {@code attribute} with {@code value}; an empty set ({@code null}: DynamoDB refuses empty
   * sets) or list changes nothing, and leaves the attribute unnamed.
   */
  public void act(String attribute, Kind kind, AttributeValue value) {
    forget(attribute);
    boolean empty = value == null || value.type() == AttributeValue.Type.L && value.l().isEmpty();
    if (!empty) {
      actions.put(attribute, new Action(kind, value));
    }
  }

  private void forget(String attribute) {
    sets.remove(attribute);
    removes.remove(attribute);
    actions.remove(attribute);
  }

  /** Whether nothing is SET, REMOVEd or acted on. */
  public boolean isEmpty() {
    return sets.isEmpty() && actions.isEmpty() && removes.isEmpty();
  }

  /** Every attribute changed, in the order: SETs, REMOVEs, other actions. */
  public List<String> named() {
    List<String> named = new ArrayList<>(sets.keySet());
    named.addAll(removes);
    named.addAll(actions.keySet());
    return named;
  }

  /**
   * Whether {@code attribute} is changed, and to what: its SET value or its action's value, {@code null} when
   * it is REMOVEd; for describing a change not yet sent.
   */
  public boolean names(String attribute) {
    return sets.containsKey(attribute) || actions.containsKey(attribute) || removes.contains(attribute);
  }

  /** The value given for {@code attribute} (SET or action), {@code null} when it is REMOVEd or not named. */
  public AttributeValue given(String attribute) {
    AttributeValue set = sets.get(attribute);
    if (set != null) {
      return set;
    }
    Action action = actions.get(attribute);
    return action == null ? null : action.value();
  }

  /** The values given: every SET, then every action's value. */
  Map<String, AttributeValue> givenValues() {
    Map<String, AttributeValue> given = new LinkedHashMap<>(sets);
    actions.forEach((attribute, action) -> given.put(attribute, action.value()));
    return given;
  }

  Map<String, AttributeValue> sets() {
    return sets;
  }

  Map<String, Action> actions() {
    return actions;
  }

  List<String> removes() {
    return removes;
  }

  /**
   * The least the item at {@code key} weighs once updated, in bytes as DynamoDB counts them: its key, the
   * values it SETs, and the elements it appends, prepends or adds to a set (which the stored value can only
   * grow). What is stored besides, and the results of number ADDs and if_not_exists, are not known before the
   * request and not counted.
   */
  public long sizeAtLeast(Map<String, AttributeValue> key) {
    Map<String, AttributeValue> known = new LinkedHashMap<>(key);
    known.putAll(sets);
    actions.forEach((attribute, action) -> {
      switch (action.kind()) {
        case APPEND, PREPEND, ADD_TO_SET -> known.putIfAbsent(attribute, action.value());
        default -> { }
      }
    });
    return ItemSize.of(known);
  }

  /**
   * The item as these changes left it: {@code old} (the UpdateItem's {@code ALL_OLD}) with the SETs, without
   * the REMOVEs, each other action computed as DynamoDB computes it from the value it found, and the version
   * added to when {@code versionAttribute} is not null: exactly what DynamoDB wrote, since the expression holds
   * nothing else.
   */
  public Map<String, AttributeValue> written(Map<String, AttributeValue> old, String versionAttribute) {
    Map<String, AttributeValue> written = new HashMap<>(old);
    written.putAll(sets);
    removes.forEach(written::remove);
    for (Map.Entry<String, Action> entry : actions.entrySet()) {
      AttributeValue after = apply(entry.getValue().kind(), old.get(entry.getKey()), entry.getValue().value());
      if (after == null) {
        written.remove(entry.getKey());
      } else {
        written.put(entry.getKey(), after);
      }
    }
    if (versionAttribute != null) {
      written.put(versionAttribute, apply(Kind.ADD_NUMBER, old.get(versionAttribute), ONE));
    }
    return written;
  }

  /** The attributes named that {@code written} lacks: removed, or a set deleted empty. */
  public List<String> removed(Map<String, AttributeValue> written) {
    List<String> removed = new ArrayList<>(removes);
    for (String attribute : actions.keySet()) {
      if (!written.containsKey(attribute)) {
        removed.add(attribute);
      }
    }
    return removed;
  }

  /**
   * The value after {@code kind} applied {@code given} to {@code stored} ({@code null}: missing); {@code null}
   * when the attribute is gone.
   */
  static AttributeValue apply(Kind kind, AttributeValue stored, AttributeValue given) {
    switch (kind) {
      case ADD_NUMBER: {
        // DynamoDB adds in decimal, exactly (38 digits); a missing attribute counts as 0.
        BigDecimal before = stored == null ? BigDecimal.ZERO : new BigDecimal(stored.n());
        return AttributeValue.fromN(before.add(new BigDecimal(given.n())).toPlainString());
      }
      case ADD_TO_SET:
        return union(stored, given);
      case DELETE_FROM_SET:
        return stored == null ? null : difference(stored, given);
      case APPEND: {
        List<AttributeValue> list = new ArrayList<>(stored == null ? List.of() : stored.l());
        list.addAll(given.l());
        return AttributeValue.fromL(list);
      }
      case PREPEND: {
        List<AttributeValue> list = new ArrayList<>(given.l());
        list.addAll(stored == null ? List.of() : stored.l());
        return AttributeValue.fromL(list);
      }
      case SET_IF_ABSENT:
        return stored != null ? stored : given;
      default:
        throw new IllegalStateException(kind.name());
    }
  }

  private static AttributeValue union(AttributeValue stored, AttributeValue given) {
    Map<Object, Object> members = members(stored, given);
    members(given, given).forEach(members::putIfAbsent);
    return set(given, members.values());
  }

  private static AttributeValue difference(AttributeValue stored, AttributeValue given) {
    Map<Object, Object> members = members(stored, given);
    members(given, given).keySet().forEach(members::remove);
    // DynamoDB keeps no empty set: the attribute is removed.
    return members.isEmpty() ? null : set(given, members.values());
  }

  /**
   * The members of {@code set} (of {@code like}'s type; missing: none), keyed as DynamoDB compares them:
   * numbers by value ({@code 1} and {@code 1.0} are one member), binaries by content.
   */
  private static Map<Object, Object> members(AttributeValue set, AttributeValue like) {
    Map<Object, Object> members = new LinkedHashMap<>();
    if (set == null) {
      return members;
    }
    if (like.hasSs()) {
      set.ss().forEach(member -> members.put(member, member));
    } else if (like.hasNs()) {
      set.ns().forEach(member -> members.put(Items.normalised(member), member));
    } else {
      set.bs().forEach(member -> members.put(member.asByteBuffer(), member));
    }
    return members;
  }

  private static AttributeValue set(AttributeValue like, java.util.Collection<Object> members) {
    if (like.hasSs()) {
      return AttributeValue.fromSs(members.stream().map(String.class::cast).toList());
    }
    if (like.hasNs()) {
      return AttributeValue.fromNs(members.stream().map(String.class::cast).toList());
    }
    return AttributeValue.fromBs(members.stream().map(SdkBytes.class::cast).toList());
  }
}
