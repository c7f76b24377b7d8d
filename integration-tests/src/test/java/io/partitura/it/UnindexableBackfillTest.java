package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.catalog.Article;
import io.partitura.it.catalog.ArticleRepository;
import io.partitura.it.catalog.CatalogTable;
import io.partitura.runtime.backfill.BackfillResult;
import io.partitura.runtime.exceptions.BackfillFailedException;
import io.partitura.runtime.exceptions.InvalidKeyException;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue 21, item 17: an item whose index sort key is over 1,024 bytes once the primary key is appended (its
 * article id fills the table's sort key) cannot be backfilled. The failure names its key; {@code skipUnindexable()}
 * skips it, lists it in the result and backfills the others.
 */
@ExtendWith(DynaliteExtension.class)
class UnindexableBackfillTest {
  private static final Instant MONDAY = Instant.parse("2026-03-02T00:00:00Z");
  private static final String LONG_ID = "x".repeat(1000);

  private static CatalogTable table(DynaliteServer server, RequestCounter requests, DynamoDbClient[] client) {
    client[0] = server.newClient(requests);
    String name = "unindexable-" + UUID.randomUUID();
    CatalogTable catalog = CatalogTable.builder().client(client[0]).tableName(name).build();
    catalog.createTable();
    // Stored without GSI1 keys (as before the index existed): "a" and "c" can be indexed, the long one cannot.
    for (String id : List.of("a", LONG_ID, "c")) {
      // A short id's item, its id replaced: put refuses the long one (its index keys are too long).
      Map<String, AttributeValue> item = new HashMap<>(ArticleRepository.Codec.INSTANCE.toItem(
          new Article("t1", "short", "ACTIVE", MONDAY, null)));
      item.keySet().removeIf(attribute -> attribute.startsWith("GSI") || attribute.startsWith("LSI"));
      item.put(CatalogTable.SORT_KEY, AttributeValue.fromS(ArticleRepository.Codec.sortKey(id)));
      item.put("articleId", AttributeValue.fromS(id));
      client[0].putItem(b -> b.tableName(name).item(item));
    }
    return catalog;
  }

  @Test
  void theFailureNamesTheItemItCannotIndex(DynaliteServer server) {
    DynamoDbClient[] client = new DynamoDbClient[1];
    CatalogTable catalog = table(server, new RequestCounter(), client);

    BackfillFailedException failed = assertThrows(BackfillFailedException.class,
        () -> catalog.backfill("GSI1").segments(1).run());

    InvalidKeyException cause = assertInstanceOf(InvalidKeyException.class, failed.getCause());
    String longSortKey = ArticleRepository.Codec.sortKey(LONG_ID);
    assertTrue(cause.getMessage().contains(longSortKey), cause.getMessage());
    assertTrue(failed.getMessage().contains(longSortKey), failed.getMessage());
    assertTrue(cause.getMessage().contains("skipUnindexable()"), cause.getMessage());
  }

  @Test
  void skipUnindexableSkipsAndListsTheItemAndIndexesTheOthers(DynaliteServer server) {
    RequestCounter requests = new RequestCounter();
    DynamoDbClient[] client = new DynamoDbClient[1];
    CatalogTable catalog = table(server, requests, client);
    // A first run stops on the long item; resumed with skipUnindexable() it gets past it.
    BackfillFailedException failed = assertThrows(BackfillFailedException.class,
        () -> catalog.backfill("GSI1").segments(1).pageSize(1).run());
    requests.reset();

    BackfillResult result = catalog.backfill("GSI1").from(failed.checkpoint()).skipUnindexable().run();

    assertTrue(result.complete());
    assertEquals(1, result.unindexable().size(), result.toString());
    BackfillResult.Unindexable skipped = result.unindexable().get(0);
    assertEquals(ArticleRepository.Codec.primaryKey("t1", LONG_ID), skipped.key());
    assertTrue(skipped.reason().contains("1024") || skipped.reason().contains("1,024"), skipped.reason());
    assertEquals(result.scanned(), result.updated() + result.upToDate() + result.otherItems() + result.vanished()
        + result.unindexable().size(), "every item counted once");
    assertEquals(result.updated(), requests.count("UpdateItem"), "nothing sent for the skipped item");
    // Every item it could index is in the index: a fresh full run with the option updates nothing more.
    List<Article> listed = catalog.articles().byState("ACTIVE").all();
    assertEquals(List.of("a", "c"), listed.stream().map(Article::articleId).sorted().toList());
    requests.reset();
    BackfillResult again = catalog.backfill("GSI1").segments(1).skipUnindexable().run();
    assertEquals(0, again.updated());
    assertEquals(0, requests.count("UpdateItem"));
    assertEquals(List.of(skipped), again.unindexable(), "reported again, never written");
  }
}
