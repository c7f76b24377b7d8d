package io.partitura.runtime.write;

import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.condition.Condition;
import io.partitura.runtime.description.RequestDescription;
import io.partitura.runtime.exceptions.InvalidUpdateException;
import io.partitura.runtime.exceptions.InvalidValueException;
import io.partitura.runtime.item.Items;
import io.partitura.runtime.schema.TableDefinition;
import java.util.Objects;
import java.util.function.Consumer;
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
 * <p>{@link #ifAbsent} runs setters in "only if absent" mode: each writes {@code SET #a = if_not_exists(#a, :v)}
 * instead of {@code SET #a = :v}. The generated code has nothing of its own for it: its setters call
 * {@link #set}, which reads the mode, and the calls that have no such form ({@link #setIndexed},
 * {@link #setIndexPartitionKey}, {@link #add} and the other operations, {@link #when}, ...) refuse it.
 *
 * @param <T> the record type
 * @param <C> the record's generated {@code <Record>Conditions}
 * @param <U> the generated update class itself, returned by every setter for chaining
 */
public abstract class EntityUpdate<T, C, U extends EntityUpdate<T, C, U>> {
  /** The update being built; generated setters that keep index keys in step read its key. */
  protected final Update<T> update;
  private final C conditions;
  /** Whether {@link #ifAbsent}'s consumer is running: setters write {@code if_not_exists}, the rest is refused. */
  private boolean ifAbsent;

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

  /**
   * Runs {@code setters} on this update with every setter called in it writing its attribute only if the stored
   * item has none ({@code SET #a = if_not_exists(#a, :v)}), and returns this update for the calls after it:
   * {@code update(id).ifAbsent(u -> u.title("Untitled").rank(0)).description("x").apply()} keeps a stored title
   * and rank, gives a missing one these values, and sets the description whatever is stored. Given again, or
   * mixed with plain setters, each attribute takes the last call naming it, as outside.
   *
   * <p>Refused inside, with {@link InvalidUpdateException} before any request: what has no "only if absent" form:
   * the setter of a component an index key is made from (the update computes the key from the value it writes,
   * which {@code if_not_exists} leaves unknown; that includes setters of components stored together), the
   * {@code …Add}, {@code …Delete}, {@code …Append} and {@code …Prepend} operations, {@code when},
   * {@code expectVersion}, a nested {@code ifAbsent}, and {@code apply}, {@code describe} or {@code toRequest}
   * before {@code setters} returned. A null value is refused with {@link InvalidValueException}: there is no value
   * to keep a missing attribute at (to remove one, call its setter outside). An empty set or list changes nothing,
   * as outside. The mode ends when {@code setters} returns or throws; what it set before a refusal stays set.
   *
   * @throws InvalidUpdateException when {@code setters} is null, or calls what is refused inside
   */
  public final U ifAbsent(Consumer<? super U> setters) {
    refuseInIfAbsent("ifAbsent(…)", "call its setters in the outer one");
    if (setters == null) {
      throw new InvalidUpdateException(update.operation() + ": ifAbsent(null): pass the setters to run, "
          + "u -> u.title(\"Untitled\"); nothing was sent.");
    }
    ifAbsent = true;
    try {
      setters.accept(self());
    } finally {
      ifAbsent = false;
    }
    return self();
  }

  /** Refuses {@code call} inside {@link #ifAbsent}, saying to {@code instead}. */
  private void refuseInIfAbsent(String call, String instead) {
    if (ifAbsent) {
      throw new InvalidUpdateException(update.operation() + ": " + call + " is refused inside ifAbsent(…): "
          + instead + "; nothing was sent.");
    }
  }

  /** Refuses {@code operation} of {@code attribute} (an {@code …Add}, say) inside {@link #ifAbsent}. */
  private void refuseOperationInIfAbsent(String operation, String attribute) {
    refuseInIfAbsent(operation + " on attribute '" + attribute + "'",
        "only setters have an \"if absent\" form; call it outside ifAbsent");
  }

  /**
   * SET {@code attribute} to what {@code value} encodes, or REMOVE it when that is null: {@link Update#set(String,
   * Supplier)}. Inside {@link #ifAbsent}: {@link Update#setIfAbsent}, a null refused.
   */
  protected final U set(String attribute, Supplier<AttributeValue> value) {
    if (ifAbsent) {
      AttributeValue encoded = Items.attribute(attribute, value);
      // Null (an empty Optional, a null record) is refused here: Update.setIfAbsent would drop a null silently.
      if (encoded == null || encoded.type() == AttributeValue.Type.NUL) {
        throw nullIfAbsent(attribute);
      }
      update.setIfAbsent(attribute, () -> encoded);
    } else {
      update.set(attribute, value);
    }
    return self();
  }

  /**
   * SET {@code attribute} to {@code encoder}'s value of {@code value}, or REMOVE it when that is null or {@code NUL}.
   * Generated setters pass a shared encoder ({@code set("title", title, Encoders.STRING)}): no lambda per setter
   * for javac to compile. Encoded here, so that a refusal names the attribute, as with a {@link Supplier}. Inside
   * {@link #ifAbsent}: {@link Update#setIfAbsent}, a null refused.
   */
  protected final <V> U set(String attribute, V value, Function<? super V, AttributeValue> encoder) {
    if (ifAbsent) {
      if (value == null) {
        throw nullIfAbsent(attribute);
      }
      update.setIfAbsent(attribute, () -> encoder.apply(value));
    } else {
      update.set(attribute, () -> encoder.apply(value));
    }
    return self();
  }

  private InvalidValueException nullIfAbsent(String attribute) {
    return new InvalidValueException(update.operation() + ": ifAbsent(…) was given null for attribute '" + attribute
        + "': if_not_exists needs a value to give a missing attribute. To remove the attribute, call its setter "
        + "outside ifAbsent; nothing was sent.");
  }

  /**
   * {@link #set(String, Supplier)} of an attribute an index key is made from: the generated setter then writes the
   * index keys from the same value. Refused inside {@link #ifAbsent}, where the update would not know the value
   * stored, and so not the key to write.
   */
  protected final U setIndexed(String attribute, Supplier<AttributeValue> value) {
    refuseIndexedInIfAbsent(attribute);
    return set(attribute, value);
  }

  /** {@link #set(String, Object, Function)} of an attribute an index key is made from: see {@link #setIndexed(String, Supplier)}. */
  protected final <V> U setIndexed(String attribute, V value, Function<? super V, AttributeValue> encoder) {
    refuseIndexedInIfAbsent(attribute);
    return set(attribute, value, encoder);
  }

  private void refuseIndexedInIfAbsent(String attribute) {
    refuseInIfAbsent("the setter of '" + attribute + "'", "an index key is made from it, and the update computes "
        + "that key from the value it writes, which if_not_exists leaves unknown; set it outside ifAbsent");
  }

  /**
   * Sets the partition key attribute of global index {@code indexName} (the table definition owns its name) to
   * {@code value}, what the entity's {@code <Record>Repository.Codec} key methods compute for put too, or removes it
   * when {@code value} is null: DynamoDB then leaves the item out of the index. The index's sort key attribute is left
   * as stored.
   *
   * @throws IllegalArgumentException when the table has no index {@code indexName}
   * @throws InvalidUpdateException inside {@link #ifAbsent}
   */
  protected final void setIndexPartitionKey(String indexName, String value) {
    refuseInIfAbsent("writing the keys of index " + indexName, "set the components they are made from outside ifAbsent");
    update.set(index(indexName).partitionKey(), value == null ? null : AttributeValue.fromS(value));
  }

  /**
   * Sets the sort key attribute of index {@code indexName} to {@code value}, or removes it when {@code value} is
   * null: DynamoDB then leaves the item out of the index. The index's partition key attribute is left as stored.
   *
   * @throws IllegalArgumentException when the table has no index {@code indexName}
   * @throws InvalidUpdateException inside {@link #ifAbsent}
   */
  protected final void setIndexSortKey(String indexName, String value) {
    refuseInIfAbsent("writing the keys of index " + indexName, "set the components they are made from outside ifAbsent");
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

  /** {@link Update#add}; refused inside {@link #ifAbsent}. */
  protected final U add(String attribute, Supplier<AttributeValue> delta) {
    refuseOperationInIfAbsent("…Add (ADD)", attribute);
    update.add(attribute, delta);
    return self();
  }

  /** {@link Update#addToSet}; refused inside {@link #ifAbsent}. */
  protected final U addToSet(String attribute, Supplier<AttributeValue> elements) {
    refuseOperationInIfAbsent("…Add (ADD to a set)", attribute);
    update.addToSet(attribute, elements);
    return self();
  }

  /** {@link Update#deleteFromSet}; refused inside {@link #ifAbsent}. */
  protected final U deleteFromSet(String attribute, Supplier<AttributeValue> elements) {
    refuseOperationInIfAbsent("…Delete (DELETE)", attribute);
    update.deleteFromSet(attribute, elements);
    return self();
  }

  /** {@link Update#append}; refused inside {@link #ifAbsent}. */
  protected final U append(String attribute, Supplier<AttributeValue> elements) {
    refuseOperationInIfAbsent("…Append (list_append)", attribute);
    update.append(attribute, elements);
    return self();
  }

  /** {@link Update#prepend}; refused inside {@link #ifAbsent}. */
  protected final U prepend(String attribute, Supplier<AttributeValue> elements) {
    refuseOperationInIfAbsent("…Prepend (list_append)", attribute);
    update.prepend(attribute, elements);
    return self();
  }

  /** Refused inside {@link #ifAbsent}; {@link Update#add} of {@code encoder}'s value of {@code delta}. */
  protected final <V> U add(String attribute, V delta, Function<? super V, AttributeValue> encoder) {
    refuseOperationInIfAbsent("…Add (ADD)", attribute);
    update.add(attribute, () -> encoder.apply(delta));
    return self();
  }

  /** Refused inside {@link #ifAbsent}; {@link Update#addToSet} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U addToSet(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    refuseOperationInIfAbsent("…Add (ADD to a set)", attribute);
    update.addToSet(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** Refused inside {@link #ifAbsent}; {@link Update#deleteFromSet} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U deleteFromSet(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    refuseOperationInIfAbsent("…Delete (DELETE)", attribute);
    update.deleteFromSet(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** Refused inside {@link #ifAbsent}; {@link Update#append} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U append(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    refuseOperationInIfAbsent("…Append (list_append)", attribute);
    update.append(attribute, () -> encoder.apply(elements));
    return self();
  }

  /** Refused inside {@link #ifAbsent}; {@link Update#prepend} of {@code encoder}'s value of {@code elements}. */
  protected final <V> U prepend(String attribute, V elements, Function<? super V, AttributeValue> encoder) {
    refuseOperationInIfAbsent("…Prepend (list_append)", attribute);
    update.prepend(attribute, () -> encoder.apply(elements));
    return self();
  }

  /**
   * {@link Update#expectVersion}: what a versioned record's generated {@code expectVersion} calls. Refused inside
   * {@link #ifAbsent}: the version checked is the whole update's.
   */
  protected final U expectStoredVersion(long version) {
    refuseInIfAbsent("expectVersion(" + version + ")", "the version checked is the whole update's; give it outside "
        + "ifAbsent");
    update.expectVersion(version);
    return self();
  }

  /**
   * Applies only if the stored item also meets {@code when} ({@code c -> c.status().is(PAID)});
   * otherwise {@code ConditionFailedException}, and nothing is written. Given again, the stored item
   * must meet every condition given (they are ANDed). A null {@code when} or condition is refused with
   * {@code InvalidConditionException} before any request; inside {@link #ifAbsent}, {@link InvalidUpdateException}.
   */
  public final U when(Function<C, Condition> when) {
    refuseInIfAbsent("when(…)", "a condition is the whole update's; give it outside ifAbsent");
    update.when(Condition.of(conditions, when));
    return self();
  }

  /**
   * Sends the UpdateItem; returns the record as stored afterwards.
   *
   * @throws io.partitura.runtime.exceptions.ItemNotFoundException when there is no such item; nothing is written
   */
  public final T apply() {
    refuseInIfAbsent("apply()", "call it after ifAbsent returns");
    return update.apply();
  }

  /**
   * The UpdateItem {@link #apply()} sends, rendered; nothing is sent. When it names a {@code @Unique} component:
   * the consistent GetItem, then the TransactWriteItems that also moves its uniqueness items, the values read
   * shown as placeholders.
   */
  public final RequestDescription describe() {
    refuseInIfAbsent("describe()", "call it after ifAbsent returns");
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
    refuseInIfAbsent("toRequest()", "call it after ifAbsent returns");
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
