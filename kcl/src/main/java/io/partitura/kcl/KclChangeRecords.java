package io.partitura.kcl;

import com.amazonaws.services.dynamodbv2.streamsadapter.adapter.DynamoDBStreamsClientRecord;
import com.amazonaws.services.dynamodbv2.streamsadapter.model.DynamoDBStreamsProcessRecordsInput;
import io.partitura.runtime.exceptions.InvalidStreamRecordException;
import io.partitura.runtime.stream.ChangeDecoder;
import io.partitura.runtime.stream.ChangeRecord;
import java.util.ArrayList;
import java.util.List;
import software.amazon.kinesis.lifecycle.events.ProcessRecordsInput;
import software.amazon.kinesis.retrieval.KinesisClientRecord;

/**
 * The records that the DynamoDB Streams Kinesis Adapter (2.0.x, for the Kinesis Client Library 3) hands a record
 * processor, as the runtime's {@link ChangeRecord}s, for a table's generated decoder:
 *
 * <pre>{@code
 * final class ShopProcessor implements DynamoDBStreamsShardRecordProcessor {
 *   private static final ChangeDecoder<ShopEvent> EVENTS = ShopEvent.decoder();
 *
 *   public void processRecords(DynamoDBStreamsProcessRecordsInput input) {
 *     for (ShopEvent change : KclChangeRecords.decodeAll(EVENTS, input)) { ... }
 *     input.checkpointer().checkpoint();
 *   }
 *   ...
 * }
 * }</pre>
 *
 * <p>Each record the adapter builds ({@link DynamoDBStreamsClientRecord}) keeps the SDK's {@code Record} that the
 * DynamoDB Streams API returned; this reads that, not the JSON copy the adapter also puts in the record's data.
 * Leases, checkpoints and resharding stay KCL's.
 */
public final class KclChangeRecords {
  private KclChangeRecords() {}

  /** The events of every record of a batch the adapter's processor interface receives, in its order. */
  public static <E> List<E> decodeAll(ChangeDecoder<E> decoder, DynamoDBStreamsProcessRecordsInput input) {
    return decodeAll(decoder, input.records());
  }

  /**
   * The events of every record of a batch a plain KCL {@code ShardRecordProcessor} receives from the adapter, in its
   * order.
   *
   * @throws InvalidStreamRecordException when a record is not the adapter's (see {@link #of})
   */
  public static <E> List<E> decodeAll(ChangeDecoder<E> decoder, ProcessRecordsInput input) {
    return decodeAll(decoder, input.records());
  }

  /** The events of {@code records}, in their order, without Partitura's own items. */
  public static <E> List<E> decodeAll(ChangeDecoder<E> decoder, List<? extends KinesisClientRecord> records) {
    List<E> events = new ArrayList<>(records.size());
    for (KinesisClientRecord record : records) {
      decoder.decode(of(record)).ifPresent(events::add);
    }
    return events;
  }

  /**
   * One record the adapter delivered.
   *
   * @throws InvalidStreamRecordException when it is not the adapter's {@link DynamoDBStreamsClientRecord} (a record
   *     of a Kinesis data stream, which carries the change as JSON this does not read), or its event name is none of
   *     {@code INSERT}, {@code MODIFY} and {@code REMOVE}
   */
  public static ChangeRecord of(KinesisClientRecord record) {
    if (!(record instanceof DynamoDBStreamsClientRecord streamsRecord)) {
      throw new InvalidStreamRecordException("record " + record.sequenceNumber() + " is a "
          + record.getClass().getName() + ", not a " + DynamoDBStreamsClientRecord.class.getSimpleName()
          + " of the DynamoDB Streams Kinesis Adapter: consume the table's stream through the adapter's"
          + " StreamsSchedulerFactory");
    }
    return ChangeRecord.of(streamsRecord.getRecord());
  }
}
