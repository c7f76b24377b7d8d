package io.partitura.runtime.description;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

class RequestDescriptionTest {

  /** A keys-only Query (deleteWithCollection's) names #sk only in its projection: the description must show it. */
  @Test
  void aQuerysProjectionExpressionIsShown() {
    QueryRequest keysOnly = QueryRequest.builder()
        .tableName("t")
        .keyConditionExpression("#pk = :pk")
        .projectionExpression("#pk, #sk")
        .expressionAttributeNames(Map.of("#pk", "PK", "#sk", "SK"))
        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("TEN#acme")))
        .build();

    assertEquals("\"#pk, #sk\"", RequestDescription.of(keysOnly).fields().get("ProjectionExpression"));
  }

  @Test
  void aQueryWithoutProjectionHasNoProjectionField() {
    QueryRequest whole = QueryRequest.builder().tableName("t").keyConditionExpression("#pk = :pk").build();

    assertFalse(RequestDescription.of(whole).fields().containsKey("ProjectionExpression"));
  }

  @Test
  void aScanShowsItsLimitAndWhereItStartsAndNoSegmentWhenItHasNone() {
    ScanRequest next = ScanRequest.builder().tableName("t").limit(10)
        .exclusiveStartKey(Map.of("PK", AttributeValue.fromS("STU#a91"))).build();

    assertEquals("Scan t\n"
        + "  Limit                      10\n"
        + "  ConsistentRead             false\n"
        + "  ExclusiveStartKey          { \"PK\": \"STU#a91\" }", RequestDescription.of(next).toString());
    assertEquals("2 of TotalSegments 4", RequestDescription.of(ScanRequest.builder().tableName("t").segment(2)
        .totalSegments(4).build()).field("Segment"));
  }
}
