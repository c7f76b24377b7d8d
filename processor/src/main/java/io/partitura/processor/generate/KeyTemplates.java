package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.KeyLayout;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.model.TemplateText;
import java.util.ArrayList;
import java.util.List;

/**
 * Where each entity's items are stored, written as key templates such as {@code WS#{workspaceId}}:
 * literal prefixes and {@code {component}} placeholders joined by the runtime's separator, with
 * {@code {shard}} for the shard suffix. It follows the same rules as {@link KeysWriter}, which
 * generates the code computing these keys; the files describing a schema read it from here.
 */
final class KeyTemplates {
  /** The placeholder of a shard number in a template. */
  static final String SHARD = "{shard}";

  private final TableModel table;

  KeyTemplates(TableModel table) {
    this.table = table;
  }

  /**
   * One key attribute of an item.
   *
   * @param prefix the literal start every value has ({@code PROJ#}), or the whole value when there are no components
   * @param components the components encoded into the key, in order
   * @param shards shard count (1: unsharded); the shard is a hash of {@code shardOf}
   * @param shardOf which encoded key the shard is a hash of, or {@code null} when unsharded
   */
  record Key(String attribute, String template, String prefix, List<ComponentModel> components, int shards,
      String shardOf) {}

  /** An item's keys in one secondary index: no partition key for a local index (it is the table's). */
  record IndexKey(IndexModel index, Key partitionKey, Key sortKey, EntityIndexModel declaration) {}

  Key partitionKey(EntityModel entity) {
    if (entity.kind() != EntityModel.Kind.PARENT) {
      EntityModel owner = entity.isEdge() ? table.entity(entity.edge().fromName()) : table.root(entity);
      if (!owner.layout().partitionKey().isEmpty()) {
        // The owner's template, on the components that repeat its key.
        Key key = partitionKey(owner);
        return new Key(key.attribute(), key.template(), key.prefix(),
            entity.isEdge() ? entity.edge().fromParts() : entity.partitionKeyParts(), 1, null);
      }
    }
    return switch (entity.kind()) {
      case PARENT -> !entity.layout().partitionKey().isEmpty()
          ? templated(table.partitionKey(), entity.layout().partitionKey(), entity.partitionKeyParts())
          : key(table.partitionKey(), entity.prefix(), entity.partitionKeyParts(), 1, null);
      case EDGE -> key(table.partitionKey(), table.entity(entity.edge().fromName()).prefix(), entity.edge().fromParts(),
          1, null);
      case CHILD -> {
        EntityModel root = table.root(entity);
        yield key(table.partitionKey(), root.prefix(), entity.partitionKeyParts(), root.shards(),
            !root.isSharded() ? null : table.isGrandchild(entity) ? "its parent's sort key" : "the item's sort key");
      }
    };
  }

  /** The partition key of a child's parent without the shard: where the parent's own item and edges are. */
  Key unshardedPartitionKey(EntityModel entity) {
    EntityModel owner = entity.kind() == EntityModel.Kind.CHILD ? table.root(entity) : entity;
    return entity.kind() == EntityModel.Kind.CHILD
        ? key(table.partitionKey(), owner.prefix(), entity.partitionKeyParts(), 1, null)
        : partitionKey(entity);
  }

  Key sortKey(EntityModel entity) {
    if (!entity.layout().sortKey().isEmpty()) {
      return templated(table.sortKey(), entity.layout().sortKey(), switch (entity.kind()) {
        case PARENT -> List.of();
        case CHILD -> entity.sortKeyParts();
        case EDGE -> entity.edge().toParts();
      });
    }
    return switch (entity.kind()) {
      case PARENT -> key(table.sortKey(), entity.parentSortKey(), List.of(), 1, null);
      case EDGE -> key(table.sortKey(), KeyFormat.join(entity.prefix(), table.entity(entity.edge().toName()).prefix()),
          entity.edge().toParts(), 1, null);
      case CHILD -> {
        if (!table.isGrandchild(entity)) {
          yield key(table.sortKey(), entity.prefix(), entity.sortKeyParts(), 1, null);
        }
        // The parent's sort key, then the grandchild's own: ORDER#{orderId}#LINE#{lineNo}.
        Key parent = sortKey(table.entity(entity.parentName()));
        Key own = key(table.sortKey(), entity.prefix(), table.ownSortKeyParts(entity), 1, null);
        yield new Key(table.sortKey(), parent.template() + KeyFormat.SEPARATOR + own.template(), parent.prefix(),
            List.copyOf(entity.sortKeyParts()), 1, null);
      }
    };
  }

  /** What the sort keys of a grandchild under one parent begin with: {@code ORDER#{orderId}#LINE#}. */
  String grandchildScope(EntityModel entity) {
    return sortKey(table.entity(entity.parentName())).template() + KeyFormat.SEPARATOR
        + KeyFormat.sortKeyPrefix(entity.prefix());
  }

  /** Every secondary index an item of {@code entity} is written into, with its keys there, by index name. */
  List<IndexKey> indexKeys(EntityModel entity) {
    List<IndexKey> keys = new ArrayList<>();
    if (entity.isEdge()) {
      IndexModel index = entity.edge().index();
      KeyLayout layout = entity.layout();
      Key partition = !layout.indexPartitionKey().isEmpty()
          ? templated(index.partitionKey(), layout.indexPartitionKey(), entity.edge().toParts())
          : renamed(partitionKey(table.entity(entity.edge().toName())), index.partitionKey());
      keys.add(new IndexKey(index,
          new Key(partition.attribute(), partition.template(), partition.prefix(), entity.edge().toParts(), 1, null),
          !layout.indexSortKey().isEmpty()
              ? templated(index.sortKey(), layout.indexSortKey(), entity.edge().fromParts())
              : key(index.sortKey(), KeyFormat.join(entity.prefix(), table.entity(entity.edge().fromName()).prefix()),
                  entity.edge().fromParts(), 1, null), null));
    }
    for (IndexModel index : table.indexesKeying(entity.recordName())) {
      if (entity.declaresTemplatedIndex(index.name())) {
        continue;
      }
      // Listed from the index under its own keys, with the edges pointing at it.
      keys.add(new IndexKey(index, renamed(partitionKey(entity), index.partitionKey()),
          renamed(sortKey(entity), index.sortKey()), null));
    }
    for (EntityIndexModel declared : entity.globalIndexes()) {
      IndexModel index = declared.index();
      if (declared.templated()) {
        // Explicit templates: the keys are the templates alone, no shard and no primary-key tie break.
        keys.add(new IndexKey(index, index.local() ? null : templated(index.partitionKey(),
            declared.partitionTemplate(), declared.partitionComponents()), templated(index.sortKey(),
            declared.sortTemplate(), declared.sortComponents()), declared));
        continue;
      }
      // The stored sort key ends with the item's primary key: a total order (runtime IndexSortKeys).
      String tieBreak = KeyFormat.SEPARATOR + "{" + table.partitionKey() + "}" + KeyFormat.SEPARATOR + "{"
          + table.sortKey() + "}";
      if (index.local()) {
        keys.add(new IndexKey(index, null,
            withSuffix(key(index.sortKey(), entity.prefix(), declared.sortComponents(), 1, null), tieBreak), declared));
        continue;
      }
      Key partition = key(index.partitionKey(), entity.prefix(), declared.partitionComponents(),
          declared.shards(), declared.isSharded() ? "the item's partition key, separator and sort key" : null);
      Key sort = declared.hasSortComponents()
          ? withSuffix(key(index.sortKey(), null, declared.sortComponents(), 1, null), tieBreak)
          : withSuffix(renamed(sortKey(entity), index.sortKey()),
              KeyFormat.SEPARATOR + "{" + table.partitionKey() + "}");
      keys.add(new IndexKey(index, partition, sort, declared));
    }
    keys.sort(java.util.Comparator.comparing(key -> key.index().name()));
    return keys;
  }

  /** {@code key} with literal template text appended: the primary key that ends a stored index sort key. */
  private static Key withSuffix(Key key, String suffix) {
    return new Key(key.attribute(), key.template() + suffix, key.prefix(), key.components(), key.shards(),
        key.shardOf());
  }

  private static Key renamed(Key key, String attribute) {
    return new Key(attribute, key.template(), key.prefix(), key.components(), key.shards(), key.shardOf());
  }

  /** An explicit template: its text as written, its constant text before the first value as the prefix. */
  private static Key templated(String attribute, String template, List<ComponentModel> components) {
    return new Key(attribute, template, TemplateText.parse(template).leading(), List.copyOf(components), 1, null);
  }

  /** {@code prefix#{a}#{b}} (plus {@code #{shard}} when sharded); a {@code null} prefix means components only. */
  private Key key(String attribute, String prefix, List<ComponentModel> components, int shards, String shardOf) {
    StringBuilder template = new StringBuilder(prefix == null ? "" : prefix);
    for (ComponentModel component : components) {
      if (template.length() > 0) {
        template.append(KeyFormat.SEPARATOR);
      }
      template.append('{').append(component.name()).append('}');
    }
    if (shards > 1) {
      template.append(KeyFormat.SEPARATOR).append(SHARD);
    }
    String literal = prefix == null ? "" : components.isEmpty() ? prefix : KeyFormat.sortKeyPrefix(prefix);
    return new Key(attribute, template.toString(), literal, List.copyOf(components), shards, shardOf);
  }
}
