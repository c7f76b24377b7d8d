package io.partitura.benchmarks.model;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The values every measurement uses. */
public final class Samples {
  private Samples() {}

  /** The one workspace that the mapping benchmarks convert, with realistic values. */
  public static Workspace workspace() {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put("costCenter", "cc-1042");
    labels.put("env", "production");
    labels.put("owner", "data-platform");
    return new Workspace(
        "ws-7f3c9a12-4be1-4d7e-9b0a-2c5e8d61f0a4",
        "Acme Analytics (EU)",
        "ops-team@acme-analytics.example",
        Plan.TEAM,
        Instant.parse("2024-03-14T09:26:53.589Z"),
        73_014_444_032L,
        42,
        true,
        List.of("analytics", "eu-west-1", "soc2"),
        labels);
  }

  /** Workspace number {@code w} of the request benchmarks' data set. */
  public static Workspace workspace(int w) {
    Workspace sample = workspace();
    return new Workspace(workspaceId(w), "Workspace " + w, "owner-" + w + "@example.com",
        Plan.values()[w % Plan.values().length], sample.createdAt().plusSeconds(w * 3600L),
        sample.storageBytes() + w, 5 + w % 50, w % 7 != 0, sample.tags(), sample.labels());
  }

  /** Project number {@code p} of workspace {@code w}. */
  public static Project project(int w, int p) {
    return new Project(workspaceId(w), projectId(p), "Project " + p + " of workspace " + w,
        Status.values()[p % Status.values().length],
        Instant.parse("2024-05-01T00:00:00Z").plusSeconds(w * 86_400L + p * 60L), p % 17);
  }

  public static String workspaceId(int w) {
    return String.format("ws-%03d", w);
  }

  public static String projectId(int p) {
    return String.format("proj-%04d", p);
  }
}
