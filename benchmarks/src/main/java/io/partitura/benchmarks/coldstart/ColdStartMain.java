package io.partitura.benchmarks.coldstart;

import io.partitura.benchmarks.model.HandWrittenWorkspaceMapper;
import io.partitura.benchmarks.model.ImmutableWorkspace;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.benchmarks.model.WorkspaceBean;
import io.partitura.benchmarks.model.WorkspaceRepository;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Measurement 2, the child side: run in a fresh JVM by {@link ColdStart}, once per process. It
 * builds the domain object first (outside the timing: the application has it anyway), then times
 * creating the schema and mapping the first item to a {@code Map<String, AttributeValue>} and back,
 * and prints {@code COLD_START_NANOS=<n>}.
 *
 * <p>Implementations: {@code partitura} (the generated codec), {@code hand-written},
 * {@code fromBean}, {@code fromImmutableClass}, and {@code partitura-tableSchema} (the generated
 * reflection-free {@code TableSchema}, for users of the Enhanced Client).
 */
public final class ColdStartMain {
  public static final String PREFIX = "COLD_START_NANOS=";

  private ColdStartMain() {}

  public static void main(String[] args) {
    String implementation = args[0];
    Workspace record = Samples.workspace();
    Object check;
    long elapsed;
    switch (implementation) {
      case "partitura": {
        long start = System.nanoTime();
        Map<String, AttributeValue> item = WorkspaceRepository.Codec.INSTANCE.toItem(record);
        Workspace back = WorkspaceRepository.Codec.INSTANCE.fromItem(item);
        elapsed = System.nanoTime() - start;
        check = back;
        break;
      }
      case "hand-written": {
        long start = System.nanoTime();
        Map<String, AttributeValue> item = HandWrittenWorkspaceMapper.toItem(record);
        Workspace back = HandWrittenWorkspaceMapper.fromItem(item);
        elapsed = System.nanoTime() - start;
        check = back;
        break;
      }
      case "fromBean": {
        WorkspaceBean bean = WorkspaceBean.of(record);
        long start = System.nanoTime();
        TableSchema<WorkspaceBean> schema = TableSchema.fromBean(WorkspaceBean.class);
        Map<String, AttributeValue> item = schema.itemToMap(bean, true);
        WorkspaceBean back = schema.mapToItem(item);
        elapsed = System.nanoTime() - start;
        check = back.toRecord();
        break;
      }
      case "fromImmutableClass": {
        ImmutableWorkspace immutable = ImmutableWorkspace.of(record);
        long start = System.nanoTime();
        TableSchema<ImmutableWorkspace> schema = TableSchema.fromImmutableClass(ImmutableWorkspace.class);
        Map<String, AttributeValue> item = schema.itemToMap(immutable, true);
        ImmutableWorkspace back = schema.mapToItem(item);
        elapsed = System.nanoTime() - start;
        check = back.toRecord();
        break;
      }
      case "partitura-tableSchema": {
        long start = System.nanoTime();
        TableSchema<Workspace> schema = WorkspaceRepository.Codec.tableSchema();
        Map<String, AttributeValue> item = schema.itemToMap(record, true);
        Workspace back = schema.mapToItem(item);
        elapsed = System.nanoTime() - start;
        check = back;
        break;
      }
      default:
        throw new IllegalArgumentException("unknown implementation " + implementation);
    }
    if (!record.equals(check)) {
      System.err.println("round trip changed the record: " + check);
      System.exit(2);
    }
    System.out.println(PREFIX + elapsed);
  }
}
