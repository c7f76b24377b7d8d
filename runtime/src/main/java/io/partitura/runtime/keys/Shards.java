package io.partitura.runtime.keys;

import io.partitura.format.KeyFormat;
import java.nio.charset.StandardCharsets;

/**
 * Write sharding: which of a sharded partition's shards an item belongs to, and how the shard is
 * written into the partition key ({@code WS#acme#03}).
 *
 * <p>The shard is a pure function of the item's own encoded key (FNV-1a over its UTF-8 bytes), the
 * same in every JVM and every release, so a get by id computes its shard and costs one GetItem. The
 * shard count is part of the key format: items written under one count stay where they are if the
 * count changes, so changing it needs a migration.
 */
public final class Shards {
  private Shards() {}

  /** The shard, from 0 to {@code count - 1}, of the item whose encoded key is {@code encodedKey}. */
  public static int of(String encodedKey, int count) {
    if (count < 1) {
      throw new IllegalArgumentException("shard count must be at least 1, was " + count);
    }
    int hash = 0x811c9dc5;
    for (byte b : encodedKey.getBytes(StandardCharsets.UTF_8)) {
      hash ^= b & 0xff;
      hash *= 0x01000193;
    }
    return Integer.remainderUnsigned(hash, count);
  }

  /**
   * The shard, from 0 to {@code count - 1}, of the item whose primary key is {@code partitionKey} and
   * {@code sortKey}: what a sharded index's partition key is spread by. The put and the update paths
   * both compute it here, so they always pick the same shard.
   */
  public static int ofItem(String partitionKey, String sortKey, int count) {
    return of(KeyFormat.join(partitionKey, sortKey), count);
  }

  /** The partition key without its shard suffix: {@code WS#acme#03} gives {@code WS#acme}. */
  public static String unshardedPartitionKey(String shardedPartitionKey) {
    return KeyFormat.withoutShard(shardedPartitionKey);
  }

  /** The shard as a key part: zero-padded to the width of the largest shard number, at least 2 digits. */
  public static String format(int shard, int count) {
    int width = Math.max(2, Integer.toString(count - 1).length());
    String digits = Integer.toString(shard);
    return "0".repeat(Math.max(0, width - digits.length())) + digits;
  }

  /**
   * The partition key of one shard: {@code WS#acme} and shard 3 of 10 give {@code WS#acme#03}. The
   * size limit is checked on the result: an unsharded key that fits can exceed 2048 bytes once
   * the suffix is added.
   *
   * @throws io.partitura.runtime.exceptions.InvalidKeyException when the sharded key is over 2048
   *     UTF-8 bytes
   */
  public static String partitionKey(String unshardedPartitionKey, int shard, int count) {
    return KeyCodec.checkPartitionKey("Sharded partition key (its shard suffix included)",
        KeyFormat.withShard(unshardedPartitionKey, format(shard, count)));
  }
}
