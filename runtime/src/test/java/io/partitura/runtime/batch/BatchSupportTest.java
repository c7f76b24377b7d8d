package io.partitura.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.batch.BatchSupport.PrimaryKey;
import io.partitura.runtime.client.TableClient;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AnonymousCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The pieces {@link BatchGetter} and {@link BatchWriter} share, on their own: no request is sent. */
class BatchSupportTest {
  private static final TableClient TABLE = TableClient.builder()
      .client(DynamoDbClient.builder().region(Region.US_EAST_1)
          .credentialsProvider(AnonymousCredentialsProvider.create()).build())
      .tableName("t").partitionKeyName("PK").sortKeyName("SK").typeAttributeName("_type").build();

  private record Sent(int index, PrimaryKey primaryKey, String source) implements BatchSupport.Entry<String> {}

  private static Map<String, AttributeValue> key(String id) {
    return Map.of("PK", AttributeValue.fromS("P#" + id), "SK", AttributeValue.fromS("S#" + id), "other",
        AttributeValue.fromS(id));
  }

  private static Sent sent(int index, String id) {
    return new Sent(index, BatchSupport.primaryKey(TABLE, key(id)), id);
  }

  @Test
  void unprocessedAreMatchedBySentPrimaryKeyInTheCallersOrder() {
    List<Sent> sent = List.of(sent(0, "a"), sent(1, "b"), sent(2, "c"), sent(3, "d"));

    // DynamoDB hands them back in any order, as whole items or keys.
    List<Sent> unprocessed = BatchSupport.unprocessed(TABLE, sent, List.of(key("d"), key("b")), m -> m, "key");

    assertEquals(List.of(sent.get(1), sent.get(3)), unprocessed);
    assertEquals(List.of(), BatchSupport.unprocessed(TABLE, sent, List.<Map<String, AttributeValue>>of(), m -> m, "key"));
  }

  @Test
  void anUnprocessedObjectThatWasNotSentIsRefused() {
    List<Sent> sent = List.of(sent(0, "a"));

    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> BatchSupport.unprocessed(TABLE, sent, List.of(key("z")), m -> m, "write"));

    assertTrue(e.getMessage().startsWith("DynamoDB returned an unprocessed write that was not sent in this request: "),
        e.getMessage());
  }

  @Test
  void sourcesListLeftoversPendingAndTheRestInTheCallersOrder() {
    List<String> sources = BatchSupport.sources(List.of(sent(4, "e"), sent(0, "a")), List.of(sent(2, "c")),
        List.of(sent(5, "f"), sent(3, "d")));

    assertEquals(List.of("a", "c", "d", "e", "f"), sources);
  }

  @Test
  void aChunkIsFinishedWhenNothingIsLeftOrTheAttemptsAreUsedUp() {
    RetryPolicy policy = RetryPolicy.defaults().withMaxAttempts(3);
    List<String> leftovers = new ArrayList<>();

    assertTrue(BatchSupport.chunkFinished(List.of(), leftovers, policy, 1));
    assertFalse(BatchSupport.chunkFinished(List.of("x"), leftovers, policy, 2));
    assertEquals(List.of(), leftovers);
    assertTrue(BatchSupport.chunkFinished(List.of("x", "y"), leftovers, policy, 3));
    assertEquals(List.of("x", "y"), leftovers);
  }
}
