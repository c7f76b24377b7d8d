package io.partitura.runtime;

import io.partitura.runtime.item.Items;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What DynamoDB stores after an update operation beyond SET, computed from the value it found
 * (returned by the update's {@code ALL_OLD}): so that {@link Update} knows the item it wrote exactly.
 */
final class UpdateOperations {
  private UpdateOperations() {}

  /** The operations beyond SET and REMOVE an update makes on one attribute. */
  enum Kind {
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

  /**
   * The value after {@code kind} applied {@code given} to {@code stored} ({@code null}: missing);
   * {@code null} when the attribute is gone.
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
   * The members of {@code set} (of {@code like}'s type; missing: none), keyed as DynamoDB compares
   * them: numbers by value ({@code 1} and {@code 1.0} are one member), binaries by content.
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
