package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.expiry.ExpiryTable;
import io.partitura.it.expiry.Session;
import io.partitura.runtime.client.ReadConsistency;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Against real Amazon DynamoDB, for what dynalite lacks: UpdateTimeToLive. Opt-in: runs only when
 * {@code PARTITURA_REAL_DYNAMODB=1} and the SDK's default chains find credentials and a region;
 * skipped otherwise. It creates a pay-per-request table with a random name and deletes it afterwards.
 *
 * <pre>PARTITURA_REAL_DYNAMODB=1 AWS_REGION=eu-west-1 mvn -pl integration-tests -am verify \
 *     -Dtest=RealDynamoDbExpiryTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
class RealDynamoDbExpiryTest {
  private static DynamoDbClient client;
  private static ExpiryTable db;

  @BeforeAll
  static void createTable() {
    Assumptions.assumeTrue("1".equals(System.getenv("PARTITURA_REAL_DYNAMODB")),
        "set PARTITURA_REAL_DYNAMODB=1 (and AWS credentials) to run against real DynamoDB");
    try {
      DefaultCredentialsProvider.create().resolveCredentials();
      client = DynamoDbClient.create();
    } catch (SdkException e) {
      Assumptions.abort("no AWS credentials or region: " + e.getMessage());
    }
    db = ExpiryTable.builder().client(client).tableName("partitura-expiry-" + UUID.randomUUID()).build();
    db.createTable();
  }

  @AfterAll
  static void deleteTable() {
    if (db != null) {
      db.deleteTable();
    }
    if (client != null) {
      client.close();
    }
  }

  @Test
  void enableExpiryTurnsOnTimeToLiveOnTheExpiryAttribute() {
    db.enableExpiry();

    DescribeTimeToLiveResponse described = client.describeTimeToLive(r -> r.tableName(db.tableName()));
    assertEquals(ExpiryTable.EXPIRY_ATTRIBUTE, described.timeToLiveDescription().attributeName());
    assertTrue(List.of(TimeToLiveStatus.ENABLING, TimeToLiveStatus.ENABLED)
        .contains(described.timeToLiveDescription().timeToLiveStatus()), described.toString());
  }

  @Test
  void anExpiredItemReadsAsAbsentBeforeDynamoDbRemovesIt() {
    db.sessions().put(new Session("real", "expired", "phone", Instant.now().minusSeconds(60)));

    assertTrue(db.sessions().get("real", "expired", ReadConsistency.STRONG).isEmpty());
    assertTrue(db.sessions().inAccount("real").consistency(ReadConsistency.STRONG).all().isEmpty());
  }
}
