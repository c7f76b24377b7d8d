package io.partitura.benchmarks.mapping;

import io.partitura.benchmarks.model.HandWrittenCreateXWorkspaceMapper;
import io.partitura.benchmarks.model.HandWrittenWorkspaceMapper;
import io.partitura.benchmarks.model.ImmutableWorkspace;
import io.partitura.benchmarks.model.Samples;
import io.partitura.benchmarks.model.Workspace;
import io.partitura.benchmarks.model.WorkspaceBean;
import io.partitura.benchmarks.model.WorkspaceRepository;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Measurement 1: one {@link Workspace} (ten attributes) to its item and back, four ways, plus, for
 * reference, Partitura's Enhanced-Client bridge ({@code WorkspaceRepository.Codec.tableSchema()}) and, for
 * record to item, a hand-written mapper on the SDK's builder-free {@code AttributeValue.createX}
 * factories.
 *
 * <p>Every implementation reads the same input item (the one the generated codec writes; all five
 * write equal items, which {@code BenchmarkMain} checks before it runs anything), and each writes
 * from its own object holding the same values. The Enhanced Client schemas are created once, in
 * setup: what is measured is the steady state, not schema creation (that is measurement 2).
 * {@code itemToMap(item, true)} is what the Enhanced Client's PutItem calls.
 *
 * <p>Forks, warm-up and measurement iterations are set by {@code BenchmarkMain} (1 fork, 3 × 1 s
 * warm-up, 5 × 1 s measurement by default) so the whole suite fits its time budget.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ItemMappingBenchmark {

  private Workspace record;
  private WorkspaceBean bean;
  private ImmutableWorkspace immutable;
  private Map<String, AttributeValue> item;
  private TableSchema<WorkspaceBean> beanSchema;
  private TableSchema<ImmutableWorkspace> immutableSchema;
  private TableSchema<Workspace> bridgeSchema;

  @Setup
  public void setUp() {
    record = Samples.workspace();
    bean = WorkspaceBean.of(record);
    immutable = ImmutableWorkspace.of(record);
    item = WorkspaceRepository.Codec.INSTANCE.toItem(record);
    beanSchema = TableSchema.fromBean(WorkspaceBean.class);
    immutableSchema = TableSchema.fromImmutableClass(ImmutableWorkspace.class);
    bridgeSchema = WorkspaceRepository.Codec.tableSchema();
  }

  // ---- record -> item

  @Benchmark
  public Map<String, AttributeValue> toItem_partitura() {
    return WorkspaceRepository.Codec.INSTANCE.toItem(record);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_handWritten() {
    return HandWrittenWorkspaceMapper.toItem(record);
  }

  /** Reference: hand-written with the SDK's builder-free {@code AttributeValue.createX} factories. */
  @Benchmark
  public Map<String, AttributeValue> toItem_handWrittenCreateX() {
    return HandWrittenCreateXWorkspaceMapper.toItem(record);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_fromBean() {
    return beanSchema.itemToMap(bean, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_fromImmutableClass() {
    return immutableSchema.itemToMap(immutable, true);
  }

  @Benchmark
  public Map<String, AttributeValue> toItem_partituraTableSchema() {
    return bridgeSchema.itemToMap(record, true);
  }

  // ---- item -> record

  @Benchmark
  public Workspace fromItem_partitura() {
    return WorkspaceRepository.Codec.INSTANCE.fromItem(item);
  }

  @Benchmark
  public Workspace fromItem_handWritten() {
    return HandWrittenWorkspaceMapper.fromItem(item);
  }

  @Benchmark
  public WorkspaceBean fromItem_fromBean() {
    return beanSchema.mapToItem(item);
  }

  @Benchmark
  public ImmutableWorkspace fromItem_fromImmutableClass() {
    return immutableSchema.mapToItem(item);
  }

  @Benchmark
  public Workspace fromItem_partituraTableSchema() {
    return bridgeSchema.mapToItem(item);
  }
}
