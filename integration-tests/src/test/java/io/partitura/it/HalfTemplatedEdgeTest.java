package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.article.halftemplated.Enrollment;
import io.partitura.it.article.halftemplated.HalfTemplatedTable;
import io.partitura.runtime.description.ListingDescription;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.RequestCounter;
import io.partitura.testkit.TestServer;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * An edge with a template on its table sort key only: listing it from the {@code to} side scopes the index Query by
 * the edge's prefix, which begins its index sort key ({@code ENROLL#STU#a91}), not by the table sort key's ({@code ENROLL#CRS#}, which
 * matched nothing in the index and listed no edge).
 */
@ExtendWith(DynaliteExtension.class)
class HalfTemplatedEdgeTest {
  @Test
  void theToSideListingFindsTheEdgesByTheIndexSortKeysPrefix(TestServer server) {
    RequestCounter requests = new RequestCounter();
    try (DynamoDbClient client = server.newClient(requests)) {
      HalfTemplatedTable db = HalfTemplatedTable.builder().client(client).tableName("half-" + UUID.randomUUID()).build();
      db.createTable();
      db.enrollments().put(new Enrollment("a91", "math204", "A"));
      db.enrollments().put(new Enrollment("b17", "math204", "B"));
      db.enrollments().put(new Enrollment("a91", "hist101", "C"));
      requests.reset();
      assertEquals(List.of(new Enrollment("a91", "math204", "A"), new Enrollment("b17", "math204", "B")),
          db.enrollments().ofCourse("math204").all());
      assertEquals(1, requests.total());
      ListingDescription query = db.enrollments().ofCourse("math204").describe();
      assertEquals("{ \":pk\": \"CRS#math204\", \":sk\": \"ENROLL#\" }", query.field("ExpressionAttributeValues"));
      assertEquals(List.of(new Enrollment("a91", "hist101", "C"), new Enrollment("a91", "math204", "A")),
          db.enrollments().ofStudent("a91").all());
    }
  }
}
