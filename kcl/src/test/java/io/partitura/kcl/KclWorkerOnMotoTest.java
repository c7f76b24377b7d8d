package io.partitura.kcl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.dynamodbv2.streamsadapter.AmazonDynamoDBStreamsAdapterClient;
import com.amazonaws.services.dynamodbv2.streamsadapter.StreamsSchedulerFactory;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import com.amazonaws.services.dynamodbv2.streamsadapter.polling.DynamoDBStreamsPollingConfig;
import com.amazonaws.services.dynamodbv2.streamsadapter.processor.DynamoDBStreamsShardRecordProcessor;
import io.partitura.kcl.shop.Customer;
import io.partitura.kcl.shop.Order;
import io.partitura.kcl.shop.ShopEvent;
import io.partitura.kcl.shop.ShopTable;
import io.partitura.runtime.stream.Change;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.testkit.MotoExtension;
import io.partitura.testkit.MotoServer;
import io.partitura.testkit.TestTable;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.cloudwatch.CloudWatchAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.kinesis.common.ConfigsBuilder;
import software.amazon.kinesis.common.InitialPositionInStream;
import software.amazon.kinesis.common.InitialPositionInStreamExtended;
import software.amazon.kinesis.coordinator.Scheduler;
import software.amazon.kinesis.exceptions.InvalidStateException;
import software.amazon.kinesis.leases.LeaseManagementConfig;
import software.amazon.kinesis.exceptions.ShutdownException;
import software.amazon.kinesis.lifecycle.events.InitializationInput;
import software.amazon.kinesis.lifecycle.events.LeaseLostInput;
import software.amazon.kinesis.lifecycle.events.ShardEndedInput;
import software.amazon.kinesis.lifecycle.events.ShutdownRequestedInput;
import software.amazon.kinesis.metrics.NullMetricsFactory;

/**
 * The whole Kinesis Client Library 3 worker, built by the adapter's {@code StreamsSchedulerFactory}, on moto: its
 * lease, coordinator-state and worker-metrics tables in moto's DynamoDB, the stream read through the adapter from
 * moto's DynamoDB Streams API, no CloudWatch (a {@link NullMetricsFactory}). The processor is the README's.
 */
class KclWorkerOnMotoTest {
  @RegisterExtension
  static final MotoExtension MOTO = MotoExtension.tablePerTest(ShopTable::createTableRequest);

  /** How long the worker may take to take its lease and deliver the records before the test gives up. */
  private static final Duration DEADLINE = Duration.ofSeconds(120);

  private static final List<ShopEvent> APPLIED = new CopyOnWriteArrayList<>();
  /** Notified each time the processor has applied a batch, so the test waits on delivery, not on a clock. */
  private static final Object DELIVERED = new Object();

  /** The README's processor: decode each batch, apply it, checkpoint. */
  static final class ShopProcessor implements DynamoDBStreamsShardRecordProcessor {
    private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();

    @Override
    public void initialize(InitializationInput input) {}

    @Override
    public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
      APPLIED.addAll(KclChangeRecords.decodeAll(EVENTS, input));
      synchronized (DELIVERED) {
        DELIVERED.notifyAll();
      }
      checkpoint(input.checkpointer());
    }

    @Override
    public void leaseLost(LeaseLostInput input) {}

    @Override
    public void shardEnded(ShardEndedInput input) {
      checkpoint(input.checkpointer());
    }

    @Override
    public void shutdownRequested(ShutdownRequestedInput input) {
      checkpoint(input.checkpointer());
    }

    private static void checkpoint(software.amazon.kinesis.processor.RecordProcessorCheckpointer checkpointer) {
      try {
        checkpointer.checkpoint();
      } catch (InvalidStateException | ShutdownException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /**
   * KCL 3 assigns leases every 2 failover times (default 10 s): 2 s here, so the test waits less. And the adapter
   * 2.0.1 sets the shard sync's idle time to 0 only after its lease management factory has read it (60 s by
   * default), so without this the worker's first shard sync would idle 60 s.
   */
  private static LeaseManagementConfig leaseManagement(ConfigsBuilder configs) {
    return configs.leaseManagementConfig().failoverTimeMillis(2_000).shardSyncIntervalMillis(0);
  }

  private static void awaitEvents(int count, long deadlineNanos) throws InterruptedException {
    synchronized (DELIVERED) {
      long left;
      while (APPLIED.size() < count && (left = deadlineNanos - System.nanoTime()) > 0) {
        TimeUnit.NANOSECONDS.timedWait(DELIVERED, left);
      }
    }
  }

  @Test
  void theWorkerDeliversTheTablesChangesToTheProcessorAsTypedEvents(MotoServer server, TestTable table)
      throws Exception {
    DynamoDbClient client = server.newClient();
    ShopTable db = ShopTable.builder().client(client).tableName(table.name()).build();
    Customer ann = new Customer("c1", "Ann", "ann@example.com");
    db.customers().create(ann);
    Order placed = db.orders().create(new Order("c1", "o1", Order.Status.PLACED, 1250, 0));
    Order shipped = db.orders().update(new Order("c1", "o1", Order.Status.SHIPPED, 1250, placed.version()));

    String streamArn = MotoStreams.streamArn(client, table.name());
    try (DynamoDbStreamsClient streams = MotoStreams.client(server);
        DynamoDbAsyncClient leases = server.newAsyncClient();
        CloudWatchAsyncClient cloudWatch = CloudWatchAsyncClient.builder().endpointOverride(server.endpoint())
            .region(MotoStreams.REGION).credentialsProvider(MotoStreams.CREDENTIALS).build()) {
      AmazonDynamoDBStreamsAdapterClient adapter = new AmazonDynamoDBStreamsAdapterClient(streams, MotoStreams.REGION);
      ConfigsBuilder configs = new ConfigsBuilder(
          StreamsSchedulerFactory.createSingleStreamTracker(streamArn,
              InitialPositionInStreamExtended.newInitialPosition(InitialPositionInStream.TRIM_HORIZON)),
          "partitura-kcl-" + table.name(), adapter, leases, cloudWatch, "worker-1", ShopProcessor::new);
      Scheduler scheduler = StreamsSchedulerFactory.createScheduler(configs.checkpointConfig(),
          configs.coordinatorConfig(), leaseManagement(configs), configs.lifecycleConfig(),
          configs.metricsConfig().metricsFactory(new NullMetricsFactory()), configs.processorConfig(),
          configs.retrievalConfig().retrievalSpecificConfig(new DynamoDBStreamsPollingConfig(adapter)), adapter);
      Thread worker = new Thread(scheduler, "kcl-worker");
      worker.setDaemon(true);
      long started = System.nanoTime();
      worker.start();
      try {
        long deadline = started + DEADLINE.toNanos();
        awaitEvents(3, deadline);
        System.out.printf("KCL worker on moto: %d events after %.1f s%n", APPLIED.size(),
            (System.nanoTime() - started) / 1e9);
        // the worker follows the stream: a write made now arrives in a later batch
        db.orders().delete("c1", "o1", shipped.version());
        awaitEvents(4, deadline);
        System.out.printf("KCL worker on moto: %d events after %.1f s%n", APPLIED.size(),
            (System.nanoTime() - started) / 1e9);
      } finally {
        scheduler.startGracefulShutdown().get(60, TimeUnit.SECONDS);
        worker.join(TimeUnit.SECONDS.toMillis(30));
      }
    }

    assertEquals(4, APPLIED.size(), () -> "events: " + APPLIED);
    assertEquals(new Change.Inserted<>(ann), assertInstanceOf(ShopEvent.CustomerChange.class, APPLIED.get(0)).change());
    assertEquals(new Change.Inserted<>(placed), assertInstanceOf(ShopEvent.OrderChange.class, APPLIED.get(1)).change());
    assertEquals(new Change.Modified<>(placed, shipped),
        assertInstanceOf(ShopEvent.OrderChange.class, APPLIED.get(2)).change());
    assertEquals(new Change.Removed<>(shipped, false),
        assertInstanceOf(ShopEvent.OrderChange.class, APPLIED.get(3)).change());
    assertTrue(client.listTables().tableNames().contains("partitura-kcl-" + table.name()), "the lease table");
  }
}
