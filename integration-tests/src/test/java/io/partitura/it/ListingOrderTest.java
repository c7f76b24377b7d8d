package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.catalog.Article;
import io.partitura.it.catalog.ArticleRepository;
import io.partitura.it.catalog.CatalogTable;
import io.partitura.it.catalog.Tenant;
import io.partitura.runtime.keys.KeyCodec;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.TestServerExtension;
import io.partitura.testkit.TestServer;
import io.partitura.testkit.RequestCounter;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The documented order of every listing, against dynalite: by the index sort key, then the item's
 * partition key, then its sort key, in UTF-8 byte order; the same at page sizes 1, 7 and 100, in both
 * directions, sharded or not. The data set ties on purpose: many articles share {@code createdAt}, in
 * one tenant and across tenants, one shelf holds the same article ids in every tenant, and the ids
 * hold {@code #}, {@code $}, accents, fullwidth and non-BMP characters.
 */
@Tag("differential")
@ExtendWith(TestServerExtension.class)
class ListingOrderTest {
  private static final List<String> TENANTS = List.of("t1", "t#2", "t$\u00E9", "\uFF54", "t\uD83D\uDE00");
  private static final List<String> IDS = List.of(
      "a", "a#", "a$", "a b", "ab", "b", "\u00E9", "e\u0301", "\uFF41", "\uD83D\uDE00", "a\uD83D\uDE00", "z");
  private static final List<Instant> TIMES = List.of(
      Instant.parse("2026-03-02T00:00:00Z"), Instant.parse("1969-12-31T23:59:59Z"), Instant.parse("2026-03-02T00:00:00Z"));
  private static final int[] PAGE_SIZES = {1, 7, 100};

  private static RequestCounter requests;
  private static CatalogTable catalog;
  private static final List<Article> ARTICLES = new ArrayList<>();

  @BeforeAll
  static void createTableAndData(TestServer server) {
    requests = new RequestCounter();
    catalog = CatalogTable.builder().client(server.newClient(requests)).tableName("order-" + UUID.randomUUID()).build();
    catalog.createTable();
    List<Object> records = new ArrayList<>();
    for (int t = 0; t < TENANTS.size(); t++) {
      records.add(new Tenant(TENANTS.get(t), "Tenant " + t));
      for (int i = 0; i < IDS.size(); i++) {
        // Three instants for 60 articles: ties within a tenant and across tenants.
        Article article = new Article(TENANTS.get(t), IDS.get(i), i % 5 == 4 ? "DRAFT" : "ACTIVE",
            TIMES.get((i + t) % TIMES.size()), "s1");
        ARTICLES.add(article);
        records.add(article);
      }
    }
    catalog.putAll(records);
  }

  /** The documented rule, on the article's index sort key {@code first} and its stored primary key. */
  private static Comparator<Article> rule(Comparator<Article> first) {
    return first
        .thenComparing((a, b) -> KeyCodec.compareUtf8(ArticleRepository.Codec.partitionKey(a.tenantId()),
            ArticleRepository.Codec.partitionKey(b.tenantId())))
        .thenComparing((a, b) -> KeyCodec.compareUtf8(ArticleRepository.Codec.sortKey(a.articleId()),
            ArticleRepository.Codec.sortKey(b.articleId())));
  }

  private static final Comparator<Article> BY_CREATED_AT = rule(Comparator.comparing(Article::createdAt));
  /** An index without sort components is ordered by the item's own sort key, then the same rule. */
  private static final Comparator<Article> BY_OWN_SORT_KEY = rule((a, b) -> KeyCodec.compareUtf8(
      ArticleRepository.Codec.sortKey(a.articleId()), ArticleRepository.Codec.sortKey(b.articleId())));

  private static List<Article> expected(Predicate<Article> filter, Comparator<Article> order, boolean forward) {
    List<Article> sorted = new ArrayList<>(ARTICLES.stream().filter(filter).sorted(order).toList());
    if (!forward) {
      java.util.Collections.reverse(sorted);
    }
    return sorted;
  }

  /**
   * Walks a listing page by page ({@code page(size, forward, cursor)}) and compares each page with the
   * same slice of {@code expected}; returns the Query count.
   */
  private static int walk(String what, List<Article> expected, int size, PageSource pages) {
    requests.reset();
    List<Article> seen = new ArrayList<>();
    Page<Article> page = pages.page(size, null);
    int pageCount = 1;
    while (true) {
      int from = seen.size();
      assertEquals(expected.subList(from, Math.min(expected.size(), from + size)), page.items(),
          what + " at page size " + size + ", page " + pageCount);
      seen.addAll(page.items());
      if (!page.hasNext()) {
        break;
      }
      page = pages.page(size, page.nextCursor());
      pageCount++;
    }
    assertEquals(expected, seen, what + " at page size " + size);
    assertEquals(requests.total(), requests.count("Query"), what);
    return requests.count("Query");
  }

  @FunctionalInterface
  private interface PageSource {
    Page<Article> page(int size, String cursor);
  }

  private static void assertOrderedUnsharded(String what, List<Article> all, BiFunction<Boolean, Integer, PageSource> listing) {
    for (boolean forward : new boolean[] {true, false}) {
      List<Article> expected = new ArrayList<>(all);
      if (!forward) {
        java.util.Collections.reverse(expected);
      }
      for (int size : PAGE_SIZES) {
        int queries = walk(what + (forward ? " ascending" : " descending"), expected, size, listing.apply(forward, size));
        // One Query per page: no page is read twice.
        assertEquals(Math.max(1, (expected.size() + size - 1) / size), queries, what + " at page size " + size);
      }
    }
  }

  @Test
  void aGlobalIndexListsTiesByThePrimaryKeyAtEveryPageSizeBothWays() {
    List<Article> active = expected(a -> a.state().equals("ACTIVE"), BY_CREATED_AT, true);
    assertTrue(active.size() > 40);
    assertOrderedUnsharded("byState", active, (forward, size) -> (limit, cursor) -> {
      var listing = catalog.articles().byState("ACTIVE").limit(limit);
      return (forward ? listing : listing.newestFirst()).page(cursor);
    });
  }

  @Test
  void aShardedGlobalIndexListsInTheSameOrderAsAnUnshardedOne() {
    List<Article> active = expected(a -> a.state().equals("ACTIVE"), BY_CREATED_AT, true);
    for (boolean forward : new boolean[] {true, false}) {
      List<Article> expected = new ArrayList<>(active);
      if (!forward) {
        java.util.Collections.reverse(expected);
      }
      for (int size : PAGE_SIZES) {
        int queries = walk("byStateSharded", expected, size, (limit, cursor) -> {
          var listing = catalog.articles().byStateSharded("ACTIVE").limit(limit);
          return (forward ? listing : listing.newestFirst()).page(cursor);
        });
        int pages = Math.max(1, (expected.size() + size - 1) / size);
        // At least one Query per page; how many a sharded page sends is the listing's business, bounded here
        // only loosely (twice a Query per shard per page) so that a page is never read over and over.
        assertTrue(queries >= pages && queries <= 2 * (pages + 1) * 4, queries + " Queries for " + pages + " pages");
      }
    }
  }

  @Test
  void aLocalIndexListsTiesByThePrimaryKey() {
    for (String tenant : TENANTS) {
      List<Article> mine = expected(a -> a.tenantId().equals(tenant), BY_CREATED_AT, true);
      assertOrderedUnsharded("inTenantByCreatedAt(" + tenant + ")", mine, (forward, size) -> (limit, cursor) -> {
        var listing = catalog.articles().inTenantByCreatedAt(tenant).limit(limit);
        return (forward ? listing : listing.newestFirst()).page(cursor);
      });
    }
  }

  @Test
  void anIndexWithoutSortComponentsListsByTheItemsSortKeyThenItsPartitionKey() {
    // Every tenant has article "a": the shelf's index sort keys tie across tenants.
    List<Article> shelf = expected(a -> true, BY_OWN_SORT_KEY, true);
    assertOrderedUnsharded("byShelf", shelf, (forward, size) -> (limit, cursor) -> {
      var listing = catalog.articles().byShelf("s1").limit(limit);
      return (forward ? listing : listing.newestFirst()).page(cursor);
    });
  }

  @Test
  void aTableListingIsInSortKeyOrderWhichIsTotalInOnePartition() {
    String tenant = TENANTS.get(1);
    List<Article> mine = expected(a -> a.tenantId().equals(tenant), BY_OWN_SORT_KEY, true);
    assertOrderedUnsharded("inTenant", mine, (forward, size) -> (limit, cursor) -> {
      var listing = catalog.articles().inTenant(tenant).limit(limit);
      return (forward ? listing : listing.newestFirst()).page(cursor);
    });
  }
}
