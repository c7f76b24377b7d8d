package io.partitura.sample;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Follows a table's stream through the DynamoDB Streams API, as the simplest consumer would: every shard from
 * TRIM_HORIZON, then each {@link #poll} reads what was written since the last one (GetRecords until a page comes
 * back empty, keeping the shard's next iterator). A production consumer lets Lambda or the Kinesis Client Library do
 * this, with checkpoints; here the read model's own last sequence number per order plays the checkpoint's part.
 */
final class StreamTail {
  /** How long {@link #poll(int)} waits for records DynamoDB has not yet published (usually under a second). */
  static final Duration PUBLISH_WAIT = Duration.ofSeconds(10);

  private final DynamoDbStreamsClient streams;
  private final String streamArn;
  /** Shard id → the iterator to continue from, or {@code null} once a closed shard was read to its end. */
  private final Map<String, String> iterators = new LinkedHashMap<>();

  StreamTail(DynamoDbStreamsClient streams, String streamArn) {
    this.streams = streams;
    this.streamArn = streamArn;
  }

  /**
   * The records written since the last poll, shard by shard. On a server that publishes with a delay (DynamoDB),
   * polls again for up to {@link #PUBLISH_WAIT} until at least {@code expected} have come.
   */
  List<Record> poll(int expected) {
    long deadline = System.nanoTime() + PUBLISH_WAIT.toNanos();
    List<Record> records = new ArrayList<>(poll());
    while (records.size() < expected && System.nanoTime() < deadline) {
      try {
        Thread.sleep(500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
      records.addAll(poll());
    }
    return records;
  }

  /** The records written since the last poll, without waiting. */
  List<Record> poll() {
    for (Shard shard : shards()) {
      if (!iterators.containsKey(shard.shardId())) {
        iterators.put(shard.shardId(), iterator(shard, ShardIteratorType.TRIM_HORIZON));
      }
    }
    List<Record> records = new ArrayList<>();
    for (Map.Entry<String, String> shard : iterators.entrySet()) {
      String iterator = shard.getValue();
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(current));
        records.addAll(page.records());
        iterator = page.nextShardIterator(); // null: the shard is closed and read to its end
        if (page.records().isEmpty()) {
          break;
        }
      }
      shard.setValue(iterator);
    }
    return records;
  }

  /** Every record the stream still holds, from TRIM_HORIZON, as a consumer that lost its checkpoint reads them. */
  List<Record> readAgainFromTheStart() {
    List<Record> records = new ArrayList<>();
    for (Shard shard : shards()) {
      String iterator = iterator(shard, ShardIteratorType.TRIM_HORIZON);
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(current));
        records.addAll(page.records());
        iterator = page.records().isEmpty() ? null : page.nextShardIterator();
      }
    }
    return records;
  }

  private List<Shard> shards() {
    List<Shard> shards = new ArrayList<>();
    String start = null;
    do {
      String from = start;
      DescribeStreamResponse page = streams.describeStream(r -> r.streamArn(streamArn).exclusiveStartShardId(from));
      shards.addAll(page.streamDescription().shards());
      start = page.streamDescription().lastEvaluatedShardId();
    } while (start != null);
    return shards;
  }

  private String iterator(Shard shard, ShardIteratorType type) {
    return streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.shardId()).shardIteratorType(type))
        .shardIterator();
  }
}
