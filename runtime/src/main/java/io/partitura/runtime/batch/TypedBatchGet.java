package io.partitura.runtime.batch;

import io.partitura.runtime.client.ReadConsistency;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.item.RecordsByType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What every generated {@code <Table>BatchGet} has: the keys added, the retry policy, the read
 * consistency, and the read itself, which splits the items found by their type attribute and decodes
 * each with its entity's codec. The generated class adds one typed key adder per entity.
 *
 * @param <B> the generated batch class itself, returned by every adder for chaining
 */
public abstract class TypedBatchGet<B extends TypedBatchGet<B>> {
  private static final String OPERATION = "batchGet";

  private final TableClient table;
  private final List<Map<String, AttributeValue>> keys = new ArrayList<>();
  private RetryPolicy retryPolicy = RetryPolicy.defaults();
  private boolean consistentRead;

  /** A batch read of {@code table}. */
  protected TypedBatchGet(TableClient table) {
    this.table = Objects.requireNonNull(table, "table");
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }

  /** Adds {@code primaryKey} to the keys read. */
  protected final B add(Map<String, AttributeValue> primaryKey) {
    keys.add(primaryKey);
    return self();
  }

  /** How unprocessed keys are retried; {@link RetryPolicy#defaults()} unless given. */
  public final B retryPolicy(RetryPolicy retryPolicy) {
    this.retryPolicy = retryPolicy;
    return self();
  }

  /**
   * How the reads see recent writes: {@link ReadConsistency#EVENTUAL} (the default) or {@link
   * ReadConsistency#STRONG} (twice the read capacity), as a get takes it: {@code get(id,
   * ReadConsistency.STRONG)}.
   */
  public final B consistency(ReadConsistency consistency) {
    this.consistentRead = Objects.requireNonNull(consistency, "consistency").strong();
    return self();
  }

  /**
   * Reads every key added: one BatchGetItem per 100 distinct keys, plus retries of unprocessed keys.
   * Returns the records found, one list per codec's type in the order the codecs are given, each in the
   * order its keys were added. An item of none of these entities is left out.
   *
   * @throws io.partitura.runtime.exceptions.BatchIncompleteException when keys were still unprocessed after the
   *     last attempt; its {@code unprocessed()} holds exactly those keys
   */
  protected final RecordsByType read(ItemCodec<?>... codecs) {
    Map<String, ItemCodec<?>> byEntityType = new HashMap<>();
    List<Class<?>> types = new ArrayList<>();
    for (ItemCodec<?> codec : codecs) {
      byEntityType.put(codec.entityType(), codec);
      types.add(codec.type());
    }
    RecordsByType.Builder found = new RecordsByType.Builder(types);
    for (Map<String, AttributeValue> item
        : BatchGetter.get(table, OPERATION, keys, key -> key, retryPolicy, consistentRead).items()) {
      ItemCodec<?> codec = byEntityType.get(Items.getString(item, table.typeAttributeName()));
      if (codec != null) {
        addDecoded(found, codec, item);
      }
    }
    return found.build();
  }

  private <T> void addDecoded(RecordsByType.Builder found, ItemCodec<T> codec, Map<String, AttributeValue> item) {
    found.add(codec.type(), table.decode(OPERATION, codec, item));
  }
}
