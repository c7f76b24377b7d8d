package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.catalog.Article;
import io.partitura.it.catalog.ArticleRepository;
import io.partitura.it.catalog.CatalogTable;
import io.partitura.runtime.backfill.BackfillResult;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.KeyRange;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Items stored before index sort keys ended with the primary key (GSI1SK was the bare encoded
 * {@code createdAt}) stay listed and ranged, but in no defined order among ties; {@code backfill}
 * rewrites their index keys to what put writes now, and a second run writes nothing.
 */
@ExtendWith(DynaliteExtension.class)
class IndexSortKeyBackfillTest {
  private static final Instant MONDAY = Instant.parse("2026-03-02T00:00:00Z");

  @Test
  void itemsWithTheOldIndexSortKeyAreListedAndABackfillGivesThemTheNewOne(DynaliteServer server) {
    RequestCounter requests = new RequestCounter();
    DynamoDbClient client = server.newClient(requests);
    String name = "old-format-" + UUID.randomUUID();
    CatalogTable catalog = CatalogTable.builder().client(client).tableName(name).build();
    catalog.createTable();
    List<Article> articles = new ArrayList<>();
    for (String tenant : List.of("t2", "t1")) {
      for (String id : List.of("b", "a#", "a")) {
        Article article = new Article(tenant, id, "ACTIVE", id.equals("b") ? MONDAY.plusSeconds(1) : MONDAY, "s1");
        articles.add(article);
        Map<String, AttributeValue> item = new HashMap<>(ArticleRepository.Codec.INSTANCE.toItem(article));
        // As written before this change: the index sort key was the encoded createdAt alone.
        item.put("GSI1SK", AttributeValue.fromS(KeyCodec.encodeInstant("c", article.createdAt())));
        client.putItem(b -> b.tableName(name).item(item));
      }
    }
    Comparator<Article> rule = Comparator.comparing(Article::createdAt)
        .thenComparing((a, b) -> KeyCodec.compareUtf8(ArticleRepository.Codec.partitionKey(a.tenantId()),
            ArticleRepository.Codec.partitionKey(b.tenantId())))
        .thenComparing((a, b) -> KeyCodec.compareUtf8(ArticleRepository.Codec.sortKey(a.articleId()),
            ArticleRepository.Codec.sortKey(b.articleId())));
    List<Article> expected = articles.stream().sorted(rule).toList();
    // Still listed, and ranges on createdAt still select exactly the right ones: a bare component is in range too.
    assertEquals(java.util.Set.copyOf(expected), java.util.Set.copyOf(catalog.articles().byState("ACTIVE").all()));
    assertEquals(2, catalog.articles().byState("ACTIVE", KeyRange.after(MONDAY)).all().size());

    requests.reset();
    BackfillResult result = catalog.backfill("GSI1").segments(1).run();
    assertEquals(6, result.updated());
    assertEquals(6, requests.count("UpdateItem"));
    for (Article article : articles) {
      String pk = ArticleRepository.Codec.partitionKey(article.tenantId());
      String sk = ArticleRepository.Codec.sortKey(article.articleId());
      Map<String, AttributeValue> stored = client.getItem(b -> b.tableName(name).consistentRead(true)
          .key(ArticleRepository.Codec.primaryKey(article.tenantId(), article.articleId()))).item();
      assertEquals(ArticleRepository.Codec.byStateIndexKey(pk, sk, article.state(), article.createdAt()).get("GSI1SK"),
          stored.get("GSI1SK"));
    }
    assertEquals(expected, catalog.articles().byState("ACTIVE").all());
    assertEquals(0, catalog.backfill("GSI1").segments(1).run().updated(), "a second run writes nothing");
  }
}
