package io.partitura.runtime.stream;

import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.schema.TableDefinition;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Drops the duplicates and stale replays that at-least-once delivery brings: a record of a versioned entity passes
 * only if its new image's {@code @Version} is newer than the last one this filter passed for the same item. Records of
 * unversioned entities, removes and records without a new image always pass (a remove forgets the item, so a
 * re-created item starts again).
 *
 * <p>It remembers the last {@code capacity} items it saw, in memory: for one consumer process (a warm Lambda
 * container, one KCL record processor). What must survive restarts belongs with the read model: store the version
 * applied with each row, in the same write, and compare there. Thread-safe.
 */
public final class NewerVersions {
  private final String typeAttribute;
  private final Map<String, String> versionAttributeByType = new HashMap<>();
  private final Map<Map<String, AttributeValue>, Long> lastVersion;

  /**
   * @param table the table's definition: each entity's type and {@code @Version} attribute
   * @param capacity how many items to remember, the least recently seen forgotten first
   * @throws InvalidConfigurationException when {@code capacity} is less than 1
   */
  public NewerVersions(TableDefinition table, int capacity) {
    if (capacity < 1) {
      throw new InvalidConfigurationException("NewerVersions needs to remember at least 1 item: capacity " + capacity);
    }
    this.typeAttribute = table.typeAttribute();
    for (TableDefinition.Entity entity : table.entities()) {
      if (entity.isVersioned()) {
        versionAttributeByType.put(entity.codec().entityType(), entity.versionAttribute());
      }
    }
    this.lastVersion = new LinkedHashMap<>(16, 0.75f, true) {
      @Override
      protected boolean removeEldestEntry(Map.Entry<Map<String, AttributeValue>, Long> eldest) {
        return size() > capacity;
      }
    };
  }

  /** Whether {@code record} should be applied: see the class comment. */
  public synchronized boolean isNew(ChangeRecord record) {
    if (record.operation() == ChangeRecord.Operation.REMOVE) {
      lastVersion.remove(record.keys());
      return true;
    }
    Map<String, AttributeValue> image = record.newImage();
    if (image == null || image.get(typeAttribute) == null) {
      return true;
    }
    String versionAttribute = versionAttributeByType.get(image.get(typeAttribute).s());
    AttributeValue version = versionAttribute == null ? null : image.get(versionAttribute);
    if (version == null || version.n() == null) {
      return true;
    }
    long now = Long.parseLong(version.n());
    Long before = lastVersion.get(record.keys());
    if (before != null && now <= before) {
      return false;
    }
    lastVersion.put(record.keys(), now);
    return true;
  }
}
