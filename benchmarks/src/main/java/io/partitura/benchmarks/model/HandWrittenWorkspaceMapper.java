package io.partitura.benchmarks.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Workspace} to {@code Map<String, AttributeValue>} and back, written by hand the way a
 * careful engineer would write it for the low-level client.
 *
 * <p>To keep the comparison fair it produces exactly the item Partitura's generated
 * {@code WorkspaceRepository.Codec} produces: the key attributes {@code PK=WS#<id>} and {@code SK=META}, the type
 * attribute {@code _type}, and the ten attributes in the same DynamoDB types (enum and
 * {@code Instant} as S, numbers as N, the boolean as BOOL, the list as L of S, the map as M of S);
 * absent (null) attributes are left out, as Partitura does. It presizes its collections and
 * shares the constant attribute values, as the generated code does. What it does not do, and the
 * generated code does: escape delimiters inside ids and check key lengths (it concatenates
 * {@code "WS#" + id}, as hand-written code usually does), and turn a wrong attribute type into an
 * exception naming the attribute.
 */
public final class HandWrittenWorkspaceMapper {
  private static final AttributeValue SORT_KEY = AttributeValue.fromS("META");
  private static final AttributeValue TYPE = AttributeValue.fromS("Workspace");

  private HandWrittenWorkspaceMapper() {}

  public static Map<String, AttributeValue> toItem(Workspace w) {
    Objects.requireNonNull(w.workspaceId(), "workspaceId");
    Map<String, AttributeValue> item = new HashMap<>(20); // 13 attributes without a rehash
    item.put("PK", AttributeValue.fromS("WS#" + w.workspaceId()));
    item.put("SK", SORT_KEY);
    item.put("_type", TYPE);
    item.put("workspaceId", AttributeValue.fromS(w.workspaceId()));
    if (w.name() != null) {
      item.put("name", AttributeValue.fromS(w.name()));
    }
    if (w.ownerEmail() != null) {
      item.put("ownerEmail", AttributeValue.fromS(w.ownerEmail()));
    }
    if (w.plan() != null) {
      item.put("plan", AttributeValue.fromS(w.plan().name()));
    }
    if (w.createdAt() != null) {
      item.put("createdAt", AttributeValue.fromS(w.createdAt().toString()));
    }
    item.put("storageBytes", AttributeValue.fromN(Long.toString(w.storageBytes())));
    item.put("seats", AttributeValue.fromN(Integer.toString(w.seats())));
    item.put("active", AttributeValue.fromBool(w.active()));
    if (w.tags() != null) {
      List<AttributeValue> tags = new ArrayList<>(w.tags().size());
      for (String tag : w.tags()) {
        tags.add(AttributeValue.fromS(tag));
      }
      item.put("tags", AttributeValue.fromL(tags));
    }
    if (w.labels() != null) {
      Map<String, AttributeValue> labels = new HashMap<>(w.labels().size() * 4 / 3 + 1);
      for (Map.Entry<String, String> label : w.labels().entrySet()) {
        labels.put(label.getKey(), AttributeValue.fromS(label.getValue()));
      }
      item.put("labels", AttributeValue.fromM(labels));
    }
    return item;
  }

  public static Workspace fromItem(Map<String, AttributeValue> item) {
    AttributeValue plan = item.get("plan");
    AttributeValue createdAt = item.get("createdAt");
    AttributeValue storageBytes = item.get("storageBytes");
    AttributeValue seats = item.get("seats");
    AttributeValue active = item.get("active");
    return new Workspace(
        s(item, "workspaceId"),
        s(item, "name"),
        s(item, "ownerEmail"),
        plan == null ? null : Plan.valueOf(plan.s()),
        createdAt == null ? null : Instant.parse(createdAt.s()),
        storageBytes == null ? 0L : Long.parseLong(storageBytes.n()),
        seats == null ? 0 : Integer.parseInt(seats.n()),
        active != null && Boolean.TRUE.equals(active.bool()),
        tags(item.get("tags")),
        labels(item.get("labels")));
  }

  private static String s(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    return value == null ? null : value.s();
  }

  private static List<String> tags(AttributeValue value) {
    if (value == null) {
      return null;
    }
    List<AttributeValue> l = value.l();
    List<String> tags = new ArrayList<>(l.size());
    for (AttributeValue tag : l) {
      tags.add(tag.s());
    }
    return tags;
  }

  private static Map<String, String> labels(AttributeValue value) {
    if (value == null) {
      return null;
    }
    Map<String, AttributeValue> m = value.m();
    Map<String, String> labels = new HashMap<>(m.size() * 4 / 3 + 1);
    for (Map.Entry<String, AttributeValue> label : m.entrySet()) {
      labels.put(label.getKey(), label.getValue().s());
    }
    return labels;
  }
}
