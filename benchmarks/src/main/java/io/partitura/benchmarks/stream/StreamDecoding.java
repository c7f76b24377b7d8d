package io.partitura.benchmarks.stream;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import io.partitura.benchmarks.model.ControlPlaneEvent;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.benchmarks.model.WorkspaceRepository;
import io.partitura.lambda.LambdaChangeRecords;
import io.partitura.runtime.stream.ChangeDecoder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;

/**
 * Issue 24's measurement: decoding one stream record of a {@link Workspace} (an INSERT: one image) into the table's
 * typed event, against decoding the same item with its codec alone. {@code lambdaEvent} converts Lambda's attribute
 * values into the SDK's first; {@code streamsApiRecord} starts from the SDK's {@link Record}, as GetRecords returns it.
 *
 * <pre>
 * java -cp benchmarks/target/partitura-benchmarks.jar org.openjdk.jmh.Main StreamDecoding -f 1 -wi 3 -w 1 -i 5 -r 1
 * </pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class StreamDecoding {
  private final ChangeDecoder<ControlPlaneEvent> decoder = ControlPlaneEvent.decoder();
  private Map<String, AttributeValue> item;
  private Record record;
  private DynamodbEvent event;

  @Setup
  public void setUp() {
    item = WorkspaceRepository.Codec.INSTANCE.toItem(Samples.workspace());
    Map<String, AttributeValue> keys = WorkspaceRepository.Codec.INSTANCE.primaryKey(Samples.workspace());
    record = Record.builder().eventID("1").eventName(OperationType.INSERT)
        .dynamodb(StreamRecord.builder().keys(keys).newImage(item).sequenceNumber("100").build()).build();
    DynamodbEvent.DynamodbStreamRecord lambda = new DynamodbEvent.DynamodbStreamRecord();
    lambda.setEventID("1");
    lambda.setEventName("INSERT");
    lambda.setDynamodb(new com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord()
        .withKeys(lambdaItem(keys)).withNewImage(lambdaItem(item)).withSequenceNumber("100"));
    event = new DynamodbEvent();
    event.setRecords(List.of(lambda));
  }

  @Benchmark
  public Workspace codec() {
    return WorkspaceRepository.Codec.INSTANCE.fromItem(item);
  }

  @Benchmark
  public Object streamsApiRecord() {
    return decoder.decode(record).orElseThrow();
  }

  @Benchmark
  public Object lambdaEvent() {
    return LambdaChangeRecords.decodeAll(decoder, event);
  }

  /** The setup's reverse conversion, SDK to Lambda; not measured. */
  private static Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> lambdaItem(
      Map<String, AttributeValue> item) {
    Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> converted =
        new java.util.HashMap<>();
    item.forEach((name, value) -> converted.put(name, lambdaValue(value)));
    return converted;
  }

  private static com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue lambdaValue(
      AttributeValue value) {
    var lambda = new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue();
    switch (value.type()) {
      case S -> lambda.setS(value.s());
      case N -> lambda.setN(value.n());
      case BOOL -> lambda.setBOOL(value.bool());
      case NUL -> lambda.setNULL(true);
      case B -> lambda.setB(value.b().asByteBuffer());
      case SS -> lambda.setSS(value.ss());
      case NS -> lambda.setNS(value.ns());
      case BS -> lambda.setBS(value.bs().stream().map(SdkBytes::asByteBuffer).toList());
      case M -> lambda.setM(lambdaItem(value.m()));
      case L -> {
        List<com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> list = new ArrayList<>();
        value.l().forEach(element -> list.add(lambdaValue(element)));
        lambda.setL(list);
      }
      default -> throw new IllegalArgumentException("unknown attribute type " + value.type());
    }
    return lambda;
  }
}
