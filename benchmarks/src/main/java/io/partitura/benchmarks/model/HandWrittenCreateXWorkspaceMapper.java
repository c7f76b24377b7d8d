package io.partitura.benchmarks.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * For reference only: {@link HandWrittenWorkspaceMapper#toItem} with the builder-free
 * {@code AttributeValue.createS/createN/createBool/createL/createM} factories that AWS SDK 2.x added
 * in 2026 (aws/aws-sdk-java-v2#7107) and that the Enhanced Client's write path now uses, instead of
 * the documented {@code AttributeValue.fromS(...)}, which goes through a builder. Same item.
 * There is no read-side counterpart: reading does not construct attribute values.
 */
public final class HandWrittenCreateXWorkspaceMapper {
  private static final AttributeValue SORT_KEY = AttributeValue.createS("META");
  private static final AttributeValue TYPE = AttributeValue.createS("Workspace");

  private HandWrittenCreateXWorkspaceMapper() {}

  public static Map<String, AttributeValue> toItem(Workspace w) {
    Objects.requireNonNull(w.workspaceId(), "workspaceId");
    Map<String, AttributeValue> item = new HashMap<>(20);
    item.put("PK", AttributeValue.createS("WS#" + w.workspaceId()));
    item.put("SK", SORT_KEY);
    item.put("_type", TYPE);
    item.put("workspaceId", AttributeValue.createS(w.workspaceId()));
    if (w.name() != null) {
      item.put("name", AttributeValue.createS(w.name()));
    }
    if (w.ownerEmail() != null) {
      item.put("ownerEmail", AttributeValue.createS(w.ownerEmail()));
    }
    if (w.plan() != null) {
      item.put("plan", AttributeValue.createS(w.plan().name()));
    }
    if (w.createdAt() != null) {
      item.put("createdAt", AttributeValue.createS(w.createdAt().toString()));
    }
    item.put("storageBytes", AttributeValue.createN(Long.toString(w.storageBytes())));
    item.put("seats", AttributeValue.createN(Integer.toString(w.seats())));
    item.put("active", AttributeValue.createBool(w.active()));
    if (w.tags() != null) {
      List<AttributeValue> tags = new ArrayList<>(w.tags().size());
      for (String tag : w.tags()) {
        tags.add(AttributeValue.createS(tag));
      }
      item.put("tags", AttributeValue.createL(tags));
    }
    if (w.labels() != null) {
      Map<String, AttributeValue> labels = new HashMap<>(w.labels().size() * 4 / 3 + 1);
      for (Map.Entry<String, String> label : w.labels().entrySet()) {
        labels.put(label.getKey(), AttributeValue.createS(label.getValue()));
      }
      item.put("labels", AttributeValue.createM(labels));
    }
    return item;
  }
}
