package io.partitura.runtime.write;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.schema.TableDefinition;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * What every generated {@code <Record>Update} has: the condition, sending, and rendering of one
 * {@link Update}. The generated class adds one typed setter per component (or per group of
 * components stored together in one index key attribute), each encoding its value as the codec stores it and
 * setting the index key attributes made from it.
 *
 * @param <T> the record type
 * @param <C> the record's generated {@code <Record>Conditions}
 * @param <U> the generated update class itself, returned by every setter for chaining
 */
public abstract class EntityUpdate<T, C, U extends EntityUpdate<T, C, U>> {
  /** The update being built; generated setters that keep index keys in step read its key. */
  protected final Update<T> update;
  private final C conditions;

  /** Wraps {@code update}; {@code conditions} is what {@link #when} hands its function. */
  protected EntityUpdate(Update<T> update, C conditions) {
    this.update = Objects.requireNonNull(update, "update");
    this.conditions = Objects.requireNonNull(conditions, "conditions");
  }

  /** This update, as its generated type. */
  @SuppressWarnings("unchecked")
  private U self() {
    return (U) this;
  }

  /** SET {@code attribute} to what {@code value} encodes, or REMOVE it when that is null: {@link Update#set(String, Supplier)}. */
  protected final U set(String attribute, Supplier<AttributeValue> value) {
    update.set(attribute, value);
    return self();
  }

  /**
   * SET {@code attribute} to {@code encoder}'s value of {@code value}, or REMOVE it when that is null or {@code NUL}.
   * Generated setters pass a shared encoder ({@code set("title", title, Encoders.STRING)}): no lambda per setter
   * for javac to compile. Encoded here, so that a refusal names the attribute, as with a {@link Supplier}.
   */
  protected final <V> U set(String attribute, V value, Function<? super V, AttributeValue> encoder) {
    update.set(attribute, () -> encoder.apply(value));
    return self();
  }

  /**
   * Sets the partition key attribute of global index {@code indexName} (the table definition owns its name) to
   * {@code value}, what the entity's {@code <Record>Repository.Codec} key methods compute for put too, or removes it
   * when {@code value} is null: DynamoDB then leaves the item out of the index. The index's sort key attribute is left
   * as stored.
   *
   * @throws IllegalArgumentException when the table has no index {@code indexName}
   */
  protected final void setIndexPartitionKey(String indexName, String value) {
    update.set(index(indexName).partitionKey(), value == null ? null : AttributeValue.fromS(value));
  }

  /**
   * Sets the sort key attribute of index {@code indexName} to {@code value}, or removes it when {@code value} is
   * null: DynamoDB then leaves the item out of the index. The index's partition key attribute is left as stored.
   *
   * @throws IllegalArgumentException when the table has no index {@code indexName}
   */
  protected final void setIndexSortKey(String indexName, String value) {
    update.set(index(indexName).sortKey(), value == null ? null : AttributeValue.fromS(value));
  }

  private TableDefinition.Index index(String indexName) {
    TableClient table = update.table();
    if (table.definition() == null) {
      throw new IllegalStateException("table client of " + table.tableName()
          + " has no table definition: the key attributes of index " + indexName + " are unknown");
    }
    return table.definition().requireIndex(indexName);
  }

  /** {@link Update#setIfAbsent}. */
  protected final U setIfAbsent(String attribute, Supplier<AttributeValue> value) {
    update.setIfAbsent(attribute, value);
    return self();
  }

  /** {@link Update#add}. */
  protected final U add(String attribute, Supplier<AttributeValue> delta) {
    update.add(attribute, delta);
    return self();
  }

  /** {@link Update#addToSet}. */
  protected final U addToSet(String attribute, Supplier<AttributeValue> elements) {
    update.addToSet(attribute, elements);
    return self();
  }

  /** {@link Update#deleteFromSet}. */
  protected final U deleteFromSet(String attribute, Supplier<AttributeValue> elements) {
    update.deleteFromSet(attribute, elements);
    return self();
  }

  /** {@link Update#append}. */
  protected final U append(String attribute, Supplier<AttributeValue> elements) {
    update.append(attribute, elements);
    return self();
  }

  /** {@link Update#prepend}. */
  protected final U prepend(String attribute, Supplier<AttributeValue> elements) {
    update.prepend(attribute, elements);
    return self();
  }

  /** {@link Update#setIfAbsent} of {@code encoder}'s value of {@code value}. */
  protected final <V> U setIfAbsent(String attribute, V value, Function<? super V, AttributeValue> encoder) {
    update.setIfAbsent(attribute, () -> encoder.apply(value));
    return self();
  }

  /** {@link Update#add} of {@code encoder}'s value of {@code delta}. */
  protected final <V> U add(String attribute, V delta, Function<? super V, AttributeValue> encoder) {
    update.add(attribute, () -> encoder.apply(delta));
    return self();
  }

  /** {@link Update#addToSet} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U addToSet(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    update.addToSet(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** {@link Update#deleteFromSet} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U deleteFromSet(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    update.deleteFromSet(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** {@link Update#append} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U append(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    update.append(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** {@link Update#prepend} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U prepend(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    update.prepend(attribute, () -> encoder.apply(elements));
    return self();
  }

  /**
   * Applies only if the stored item also meets {@code when} ({@code c -> c.status().is(PAID)});
   * otherwise {@code ConditionFailedException}, and nothing is written. Given again, the stored item
   * must meet every condition given (they are ANDed). A null {@code when} or condition is refused with
   * {@code InvalidConditionException} before any request.
   */
  public final U when(Function<C, Condition> when) {
    update.when(Condition.of(conditions, when));
    return self();
  }

  /**
   * Sends the UpdateItem; returns the record as stored afterwards.
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
   */
  public final T apply() {
    return update.apply();
  }

  /**
   * The UpdateItem {@link #apply()} sends, rendered; nothing is sent. When it names a {@code @Unique} component:
   * the consistent GetItem, then the TransactWriteItems that also moves its uniqueness items, the values read
   * shown as placeholders.
   */
  public final RequestDescription describe() {
    return update.describe();
  }

  /**
   * The UpdateItem {@link #apply()} sends, without sending it.
   *
   * @throws io.partitura.runtime.exceptions.NoSingleRequestException when it names a {@code @Unique} component:
   *     {@code apply()} then sends a consistent GetItem, then a TransactWriteItems built from what it read, and
   *     this UpdateItem alone would skip the uniqueness check ({@link #describe()} shows both)
   */
  public final UpdateItemRequest toRequest() {
    if (update.movesUniqueValues()) {
      throw new io.partitura.runtime.exceptions.NoSingleRequestException(update.operation() + "(...).toRequest",
          update.codec().type().getSimpleName() + " has @Unique components and this update sets one, so "
          + update.operation() + " sends a consistent GetItem, then a TransactWriteItems built from what it read "
          + "that also moves the uniqueness items. No single request does that, and this UpdateItem sent alone "
          + "would skip the uniqueness check. Call apply(); describe() shows both requests.");
    }
    return update.toRequest();
  }
}
