package io.partitura.kcl;

import io.partitura.testkit.TestServer;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The DynamoDB Streams API of a test server, with the region and credentials of the testkit's clients. */
final class MotoStreams {
  static final Region REGION = Region.US_EAST_1;
  static final StaticCredentialsProvider CREDENTIALS =
      StaticCredentialsProvider.create(AwsBasicCredentials.create("partitura-test", "partitura-test"));

  private MotoStreams() {}

  static DynamoDbStreamsClient client(TestServer server) {
    return DynamoDbStreamsClient.builder()
        .endpointOverride(server.endpoint())
        .region(REGION)
        .credentialsProvider(CREDENTIALS)
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .build();
  }

  static String streamArn(DynamoDbClient client, String table) {
    return client.describeTable(r -> r.tableName(table)).table().latestStreamArn();
  }

  /** Every GetRecords page of the stream, shard by shard from TRIM_HORIZON, until a page comes back empty. */
  static List<GetRecordsResponse> pages(DynamoDbStreamsClient streams, String streamArn) {
    List<GetRecordsResponse> pages = new ArrayList<>();
    for (Shard shard : streams.describeStream(r -> r.streamArn(streamArn)).streamDescription().shards()) {
      String iterator = streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.shardId())
          .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(current).limit(3));
        if (page.records().isEmpty()) {
          break;
        }
        pages.add(page);
        iterator = page.nextShardIterator();
      }
    }
    return pages;
  }
}
