package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.InvalidKeyException;
import org.junit.jupiter.api.Test;

class ShardsTest {
  @Test
  void theShardSuffixCountsTowardsThe2048BytePartitionKeyLimit() {
    String fits = KeyCodec.checkPartitionKey("test", "SW#" + "s".repeat(2045)); // 2,048 bytes
    InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> Shards.partitionKey(fits, 4, 8));
    assertTrue(e.getMessage().contains("is 2051 UTF-8 bytes, over DynamoDB's limit of 2048 bytes"), e.getMessage());
    assertTrue(e.getMessage().startsWith("Sharded partition key (its shard suffix included)"), e.getMessage());

    String multiByte = "SW#" + "é".repeat(1021); // 2,045 bytes, 1,024 characters
    assertEquals(multiByte + "#07", Shards.partitionKey(multiByte, 7, 8), "2,048 bytes: fits");
    assertThrows(InvalidKeyException.class, () -> Shards.partitionKey(multiByte + "é", 7, 8));
  }

  @Test
  void anItemsShardAndItsShardSuffixKeepTheStoredFormat() {
    // Items already written sit where these literals say: the formula moving into the runtime must not move them.
    assertEquals(Shards.of("TEAM#t1#MEM#m1", 3), Shards.ofItem("TEAM#t1", "MEM#m1", 3));
    assertEquals("TEAM#t1#02", Shards.partitionKey("TEAM#t1", 2, 4));
    assertEquals("TEAM#t1", Shards.unshardedPartitionKey("TEAM#t1#02"));
    assertEquals("TEAM#t$S1", Shards.unshardedPartitionKey(Shards.partitionKey("TEAM#t$S1", 11, 12)));
  }
}
