package io.partitura.benchmarks.model;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * {@link Project} items by hand, in the same shape as Partitura's generated {@code ProjectRepository.Codec}
 * (see {@link HandWrittenWorkspaceMapper} for what "the same" covers): the request-overhead
 * measurement decodes listing pages with it.
 */
public final class HandWrittenProjectMapper {
  private static final AttributeValue TYPE = AttributeValue.fromS("Project");

  private HandWrittenProjectMapper() {}

  public static Map<String, AttributeValue> toItem(Project p) {
    Map<String, AttributeValue> item = new HashMap<>(12);
    item.put("PK", AttributeValue.fromS("WS#" + p.workspaceId()));
    item.put("SK", AttributeValue.fromS("PROJ#" + p.projectId()));
    item.put("_type", TYPE);
    item.put("workspaceId", AttributeValue.fromS(p.workspaceId()));
    item.put("projectId", AttributeValue.fromS(p.projectId()));
    if (p.name() != null) {
      item.put("name", AttributeValue.fromS(p.name()));
    }
    if (p.status() != null) {
      item.put("status", AttributeValue.fromS(p.status().name()));
    }
    if (p.createdAt() != null) {
      item.put("createdAt", AttributeValue.fromS(p.createdAt().toString()));
    }
    item.put("openIssues", AttributeValue.fromN(Integer.toString(p.openIssues())));
    return item;
  }

  public static Project fromItem(Map<String, AttributeValue> item) {
    AttributeValue status = item.get("status");
    AttributeValue createdAt = item.get("createdAt");
    AttributeValue openIssues = item.get("openIssues");
    return new Project(
        s(item, "workspaceId"),
        s(item, "projectId"),
        s(item, "name"),
        status == null ? null : Status.valueOf(status.s()),
        createdAt == null ? null : Instant.parse(createdAt.s()),
        openIssues == null ? 0 : Integer.parseInt(openIssues.n()));
  }

  private static String s(Map<String, AttributeValue> item, String name) {
    AttributeValue value = item.get(name);
    return value == null ? null : value.s();
  }
}
