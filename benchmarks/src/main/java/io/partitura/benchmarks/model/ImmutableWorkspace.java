package io.partitura.benchmarks.model;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnore;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Workspace} as an immutable class with a builder for {@code TableSchema.fromImmutableClass}.
 * As in {@link WorkspaceBean}, {@code PK}, {@code SK} and {@code _type} are derived, so the item is
 * exactly {@link Workspace}'s.
 */
@DynamoDbImmutable(builder = ImmutableWorkspace.Builder.class)
public final class ImmutableWorkspace {
  private final String workspaceId;
  private final String name;
  private final String ownerEmail;
  private final Plan plan;
  private final Instant createdAt;
  private final long storageBytes;
  private final int seats;
  private final boolean active;
  private final List<String> tags;
  private final Map<String, String> labels;

  private ImmutableWorkspace(Builder b) {
    this.workspaceId = b.workspaceId;
    this.name = b.name;
    this.ownerEmail = b.ownerEmail;
    this.plan = b.plan;
    this.createdAt = b.createdAt;
    this.storageBytes = b.storageBytes;
    this.seats = b.seats;
    this.active = b.active;
    this.tags = b.tags;
    this.labels = b.labels;
  }

  public static Builder builder() {
    return new Builder();
  }

  @DynamoDbPartitionKey
  @DynamoDbAttribute("PK")
  public String getPk() {
    return "WS#" + workspaceId;
  }

  @DynamoDbSortKey
  @DynamoDbAttribute("SK")
  public String getSk() {
    return "META";
  }

  @DynamoDbAttribute("_type")
  public String getType() {
    return "Workspace";
  }

  public String getWorkspaceId() {
    return workspaceId;
  }

  public String getName() {
    return name;
  }

  public String getOwnerEmail() {
    return ownerEmail;
  }

  public Plan getPlan() {
    return plan;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public long getStorageBytes() {
    return storageBytes;
  }

  public int getSeats() {
    return seats;
  }

  public boolean isActive() {
    return active;
  }

  public List<String> getTags() {
    return tags;
  }

  public Map<String, String> getLabels() {
    return labels;
  }

  /** The same values as {@code workspace}. */
  public static ImmutableWorkspace of(Workspace w) {
    return builder()
        .workspaceId(w.workspaceId())
        .name(w.name())
        .ownerEmail(w.ownerEmail())
        .plan(w.plan())
        .createdAt(w.createdAt())
        .storageBytes(w.storageBytes())
        .seats(w.seats())
        .active(w.active())
        .tags(w.tags())
        .labels(w.labels())
        .build();
  }

  /** The same values as a {@link Workspace}, to check that every implementation reads the same. */
  @DynamoDbIgnore
  public Workspace toRecord() {
    return new Workspace(workspaceId, name, ownerEmail, plan, createdAt, storageBytes, seats, active, tags, labels);
  }

  public static final class Builder {
    private String workspaceId;
    private String name;
    private String ownerEmail;
    private Plan plan;
    private Instant createdAt;
    private long storageBytes;
    private int seats;
    private boolean active;
    private List<String> tags;
    private Map<String, String> labels;

    public Builder pk(String pk) {
      return this; // derived from workspaceId
    }

    public Builder sk(String sk) {
      return this; // constant
    }

    public Builder type(String type) {
      return this; // constant
    }

    public Builder workspaceId(String workspaceId) {
      this.workspaceId = workspaceId;
      return this;
    }

    public Builder name(String name) {
      this.name = name;
      return this;
    }

    public Builder ownerEmail(String ownerEmail) {
      this.ownerEmail = ownerEmail;
      return this;
    }

    public Builder plan(Plan plan) {
      this.plan = plan;
      return this;
    }

    public Builder createdAt(Instant createdAt) {
      this.createdAt = createdAt;
      return this;
    }

    public Builder storageBytes(long storageBytes) {
      this.storageBytes = storageBytes;
      return this;
    }

    public Builder seats(int seats) {
      this.seats = seats;
      return this;
    }

    public Builder active(boolean active) {
      this.active = active;
      return this;
    }

    public Builder tags(List<String> tags) {
      this.tags = tags;
      return this;
    }

    public Builder labels(Map<String, String> labels) {
      this.labels = labels;
      return this;
    }

    public ImmutableWorkspace build() {
      return new ImmutableWorkspace(this);
    }
  }
}
