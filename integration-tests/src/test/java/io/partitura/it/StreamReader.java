package io.partitura.it;

import io.partitura.testkit.TestServer;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.Shard;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Reads a table's whole stream through the DynamoDB Streams API, as a consumer would: DescribeTable for the stream's
 * ARN, DescribeStream for its shards, and per shard GetShardIterator from TRIM_HORIZON and GetRecords until a page
 * comes back empty. The client has the region and credentials of the testkit's clients (which it does not expose).
 */
final class StreamReader implements AutoCloseable {
  final DynamoDbStreamsClient streams;

  StreamReader(TestServer server, ExecutionInterceptor... interceptors) {
    streams = DynamoDbStreamsClient.builder()
        .endpointOverride(server.endpoint())
        .region(Region.US_EAST_1)
        .credentialsProvider(StaticCredentialsProvider.create(
            AwsBasicCredentials.create("partitura-test", "partitura-test")))
        .httpClientBuilder(UrlConnectionHttpClient.builder())
        .overrideConfiguration(c -> {
          for (ExecutionInterceptor interceptor : interceptors) {
            c.addExecutionInterceptor(interceptor);
          }
        })
        .build();
  }

  static String streamArn(DynamoDbClient client, String table) {
    return client.describeTable(DescribeTableRequest.builder().tableName(table).build()).table().latestStreamArn();
  }

  /** Every record of the stream, shard by shard (a shard's records are in order). */
  List<Record> readAll(String streamArn) {
    List<Record> records = new ArrayList<>();
    for (Shard shard : streams.describeStream(r -> r.streamArn(streamArn)).streamDescription().shards()) {
      String iterator = streams.getShardIterator(r -> r.streamArn(streamArn).shardId(shard.shardId())
          .shardIteratorType(ShardIteratorType.TRIM_HORIZON)).shardIterator();
      while (iterator != null) {
        String current = iterator;
        GetRecordsResponse page = streams.getRecords(r -> r.shardIterator(current));
        records.addAll(page.records());
        iterator = page.records().isEmpty() ? null : page.nextShardIterator();
      }
    }
    return records;
  }

  @Override
  public void close() {
    streams.close();
  }
}
