package io.partitura.benchmarks.model;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * {@link Workspace} as a mutable bean for {@code TableSchema.fromBean}, written the way single-table
 * users of the Enhanced Client write it: the key attributes {@code PK}, {@code SK} and the type
 * attribute {@code _type} are derived properties (their setters ignore what is read back, since
 * {@code workspaceId} is stored as well), so its item is exactly {@link Workspace}'s.
 */
@DynamoDbBean
public class WorkspaceBean {
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

  @DynamoDbPartitionKey
  @DynamoDbAttribute("PK")
  public String getPk() {
    return "WS#" + workspaceId;
  }

  public void setPk(String pk) {
    // derived from workspaceId
  }

  @DynamoDbSortKey
  @DynamoDbAttribute("SK")
  public String getSk() {
    return "META";
  }

  public void setSk(String sk) {
    // constant
  }

  @DynamoDbAttribute("_type")
  public String getType() {
    return "Workspace";
  }

  public void setType(String type) {
    // constant
  }

  public String getWorkspaceId() {
    return workspaceId;
  }

  public void setWorkspaceId(String workspaceId) {
    this.workspaceId = workspaceId;
  }

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getOwnerEmail() {
    return ownerEmail;
  }

  public void setOwnerEmail(String ownerEmail) {
    this.ownerEmail = ownerEmail;
  }

  public Plan getPlan() {
    return plan;
  }

  public void setPlan(Plan plan) {
    this.plan = plan;
  }

  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public long getStorageBytes() {
    return storageBytes;
  }

  public void setStorageBytes(long storageBytes) {
    this.storageBytes = storageBytes;
  }

  public int getSeats() {
    return seats;
  }

  public void setSeats(int seats) {
    this.seats = seats;
  }

  public boolean isActive() {
    return active;
  }

  public void setActive(boolean active) {
    this.active = active;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public Map<String, String> getLabels() {
    return labels;
  }

  public void setLabels(Map<String, String> labels) {
    this.labels = labels;
  }

  /** The same values as {@code workspace}. */
  public static WorkspaceBean of(Workspace workspace) {
    WorkspaceBean bean = new WorkspaceBean();
    bean.setWorkspaceId(workspace.workspaceId());
    bean.setName(workspace.name());
    bean.setOwnerEmail(workspace.ownerEmail());
    bean.setPlan(workspace.plan());
    bean.setCreatedAt(workspace.createdAt());
    bean.setStorageBytes(workspace.storageBytes());
    bean.setSeats(workspace.seats());
    bean.setActive(workspace.active());
    bean.setTags(workspace.tags());
    bean.setLabels(workspace.labels());
    return bean;
  }

  /** The same values as a {@link Workspace}, to check that every implementation reads the same. */
  public Workspace toRecord() {
    return new Workspace(workspaceId, name, ownerEmail, plan, createdAt, storageBytes, seats, active, tags, labels);
  }
}
