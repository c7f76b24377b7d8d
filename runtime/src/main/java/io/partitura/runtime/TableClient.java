package io.partitura.runtime;

import io.partitura.runtime.exceptions.ConditionFailedException;
import io.partitura.runtime.exceptions.ItemAlreadyExistsException;
import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.exceptions.ItemNotFoundException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.StaleVersionException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.exceptions.VersionOverflowException;
import io.partitura.runtime.table.TableDefinition;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * One table as the generated code sees it: the SDK client, the table's name and key attribute
 * names, the request listener and the cursor codec. It builds and sends every request, reports each
 * to the listener, and turns the SDK's exceptions into Partitura's typed ones with the operation's
 * name and the key involved.
 */
public final class TableClient {
  private static final Set<String> THROTTLING_CODES = Set.of(
      "ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded",
      "RequestLimitExceededException", "Throttling", "ThrottledException");

  /** Expression placeholders used in every request, so described requests look alike. */
  public static final String PK_NAME = "#pk";
  public static final String SK_NAME = "#sk";
  public static final String PK_VALUE = ":pk";
  public static final String SK_VALUE = ":sk";

  private final DynamoDbClient client;
  private final String tableName;
  private final String partitionKeyName;
  private final String sortKeyName;
  private final String typeAttributeName;
  private final RequestListener listener;
  private final CursorCodec cursors;
  private final java.util.concurrent.ExecutorService fanOutExecutor;
  private final String expiryAttributeName;
  private final java.time.Clock clock;
  private final TableDefinition definition;

  private TableClient(Builder builder) {
    this.client = Objects.requireNonNull(builder.client, "client");
    this.tableName = Objects.requireNonNull(builder.tableName, "tableName");
    this.partitionKeyName = Objects.requireNonNull(builder.partitionKeyName, "partitionKeyName");
    this.sortKeyName = Objects.requireNonNull(builder.sortKeyName, "sortKeyName");
    this.typeAttributeName = Objects.requireNonNull(builder.typeAttributeName, "typeAttributeName");
    this.listener = builder.listener == null ? RequestListener.NONE : builder.listener;
    this.cursors = new CursorCodec(builder.cursorSigningKey);
    this.fanOutExecutor = builder.fanOutExecutor;
    this.expiryAttributeName = builder.expiryAttributeName;
    this.clock = builder.clock == null ? java.time.Clock.systemUTC() : builder.clock;
    this.definition = builder.definition;
  }

  public static Builder builder() {
    return new Builder();
  }

  /**
   * The definition of the table this client was built for ({@link Builder#definition}), or
   * {@code null} for a client given its names one by one.
   */
  public TableDefinition definition() {
    return definition;
  }

  public DynamoDbClient dynamoDbClient() {
    return client;
  }

  public String tableName() {
    return tableName;
  }

  public String partitionKeyName() {
    return partitionKeyName;
  }

  public String sortKeyName() {
    return sortKeyName;
  }

  public String typeAttributeName() {
    return typeAttributeName;
  }

  /** The table's Time to Live attribute (where {@code @ExpiresAt} is stored), or {@code null}. */
  public String expiryAttributeName() {
    return expiryAttributeName;
  }

  /** The clock expiry is judged by: the system clock unless the builder was given another. */
  public java.time.Clock clock() {
    return clock;
  }

  /**
   * Whether {@code item} has expired: its Time to Live attribute holds a number of epoch seconds at or
   * before now, as DynamoDB's Time to Live judges it. Stored whole seconds are rounded up from the
   * {@code @ExpiresAt} instant (see {@link io.partitura.runtime.item.Items#epochSeconds}), so an item
   * never reads as expired before its instant. DynamoDB removes such items only in the background (typically within days), so reads
   * skip them until then. An item without the attribute, or with a non-number there (which DynamoDB's
   * Time to Live ignores too), never expires.
   */
  public boolean isExpired(Map<String, AttributeValue> item) {
    if (expiryAttributeName == null || item == null) {
      return false;
    }
    AttributeValue expiry = item.get(expiryAttributeName);
    if (expiry == null || expiry.n() == null) {
      return false;
    }
    return new java.math.BigDecimal(expiry.n()).compareTo(java.math.BigDecimal.valueOf(clock.instant().getEpochSecond())) <= 0;
  }

  /** {@code items} without the expired ones (see {@link #isExpired}); the same list when none is. */
  public List<Map<String, AttributeValue>> withoutExpired(List<Map<String, AttributeValue>> items) {
    if (expiryAttributeName == null || items.stream().noneMatch(this::isExpired)) {
      return items;
    }
    return items.stream().filter(item -> !isExpired(item)).toList();
  }

  CursorCodec cursors() {
    return cursors;
  }

  /**
   * The executor sharded listings send their per-shard queries on: the one given to the builder, or
   * a shared pool of daemon threads created on first use (16 at most; idle threads end after 30 s).
   */
  java.util.concurrent.ExecutorService fanOutExecutor() {
    if (fanOutExecutor != null) {
      return fanOutExecutor;
    }
    return SharedFanOut.POOL;
  }

  private static final class SharedFanOut {
    static final java.util.concurrent.ExecutorService POOL;

    static {
      java.util.concurrent.ThreadPoolExecutor pool = new java.util.concurrent.ThreadPoolExecutor(16, 16, 30,
          java.util.concurrent.TimeUnit.SECONDS, new java.util.concurrent.LinkedBlockingQueue<>(), runnable -> {
            Thread thread = new Thread(runnable, "partitura-fan-out");
            thread.setDaemon(true);
            return thread;
          });
      pool.allowCoreThreadTimeOut(true);
      POOL = pool;
    }
  }

  /** The primary key map {@code {PK: pk, SK: sk}}. */
  public Map<String, AttributeValue> primaryKey(String partitionKey, String sortKey) {
    return io.partitura.runtime.keys.PrimaryKeys.of(partitionKeyName, partitionKey, sortKeyName, sortKey);
  }

  // ---- Items to records

  /**
   * The record {@code codec} builds from {@code item}. Every read and update decodes here, so every
   * failure to build a record says the same things.
   *
   * @throws ItemMappingException when the item cannot be read as the record (an attribute of another
   *     type, an unparsable value, an unknown enum constant) or the record's constructor refuses its
   *     values; the message names the operation, this table, the item's primary key, the record, and
   *     the attribute and value or the constructor's own message
   */
  public <T> T decode(String operation, ItemCodec<T> codec, Map<String, AttributeValue> item) {
    try {
      return codec.fromItem(item);
    } catch (RuntimeException e) {
      String key = describeKey(keyOf(item));
      String record = codec.type().getSimpleName();
      String reason = e instanceof ItemMappingException
          ? e.getMessage()
          : "the " + record + " constructor refused the stored values: " + e;
      throw new ItemMappingException(tableName, key,
          operation + ": the item at " + key + " of table " + tableName + " cannot be read as a " + record + ": " + reason,
          e);
    }
  }

  /** {@link #decode} as a function, for listings. */
  public <T> Function<Map<String, AttributeValue>, T> decoder(String operation, ItemCodec<T> codec) {
    return item -> decode(operation, codec, item);
  }

  // ---- GetItem

  /** The GetItem of {@code key} a generated {@code getRequest(…, consistency)} builds. */
  public GetItemRequest getItemRequest(Map<String, AttributeValue> key, ReadConsistency consistency) {
    return getItemRequest(key, java.util.Objects.requireNonNull(consistency, "consistency").strong());
  }

  /** A GetItem of {@code key}, strongly consistent when {@code consistentRead} (for the runtime's own reads). */
  public GetItemRequest getItemRequest(Map<String, AttributeValue> key, boolean consistentRead) {
    return GetItemRequest.builder()
        .tableName(tableName)
        .key(key)
        .consistentRead(consistentRead)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
  }

  /**
   * Sends a GetItem; returns the item, or {@code null} when there is none or it has expired (see
   * {@link #isExpired}: DynamoDB keeps expired items for a while).
   */
  public Map<String, AttributeValue> getItem(String operation, GetItemRequest request) {
    Map<String, AttributeValue> item = storedItem(operation, request);
    return isExpired(item) ? null : item;
  }

  /** Sends a GetItem; returns the item as stored, expired or not, or {@code null} when there is none. */
  private Map<String, AttributeValue> storedItem(String operation, GetItemRequest request) {
    GetItemResponse response = send(operation, "GetItem", null, request.key(),
        () -> client.getItem(request), r -> r.hasItem() ? 1 : 0, GetItemResponse::consumedCapacity);
    return response.hasItem() ? response.item() : null;
  }

  // ---- PutItem

  /** An unconditional put: creates the item or replaces it whole. */
  public PutItemRequest putItemRequest(Map<String, AttributeValue> item) {
    return put(item).build();
  }

  /** A put guarded by {@code attribute_not_exists(PK)}: refuses to replace an existing item. */
  public PutItemRequest createItemRequest(Map<String, AttributeValue> item) {
    return onItem(put(item), "attribute_not_exists").build();
  }

  /** A PutItem of {@code item}, refused before any request when it is over 400 KB; the caller adds a condition. */
  private PutItemRequest.Builder put(Map<String, AttributeValue> item) {
    io.partitura.runtime.batch.ItemSize.check(this, item);
    return PutItemRequest.builder()
        .tableName(tableName)
        .item(item)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  /** {@code put} conditioned on {@code function(PK)}: {@code attribute_exists} or {@code attribute_not_exists}. */
  private PutItemRequest.Builder onItem(PutItemRequest.Builder put, String function) {
    return put.conditionExpression(function + "(" + PK_NAME + ")")
        .expressionAttributeNames(Map.of(PK_NAME, partitionKeyName));
  }

  /** Placeholder of the version attribute in optimistic-locking conditions. */
  public static final String VERSION_NAME = "#version";
  public static final String VERSION_VALUE = ":expectedVersion";

  /**
   * An optimistic-locking put of an item whose version attribute already holds the new version:
   * version 1 must not exist yet; version n requires the stored item to be at n - 1.
   */
  public PutItemRequest versionedPutRequest(
      String operation, Map<String, AttributeValue> item, String versionAttribute, long newVersion) {
    // The generated code adds 1 in the component's own type: past its largest value, it wraps to the smallest.
    if (newVersion == Integer.MIN_VALUE || newVersion == Long.MIN_VALUE) {
      throw new VersionOverflowException(operation, describeKey(keyOf(item)),
          newVersion == Integer.MIN_VALUE ? Integer.MAX_VALUE : Long.MAX_VALUE);
    }
    if (newVersion < 1) {
      throw new IllegalArgumentException(operation + ": the version of " + describeKey(keyOf(item)) + " would be "
          + newVersion + ": the record's version component is negative.");
    }
    PutItemRequest.Builder request = put(item);
    if (newVersion <= 1) {
      return onItem(request, "attribute_not_exists").build();
    }
    return request.conditionExpression(VERSION_NAME + " = " + VERSION_VALUE)
        .expressionAttributeNames(Map.of(VERSION_NAME, versionAttribute))
        .expressionAttributeValues(Map.of(VERSION_VALUE, AttributeValue.fromN(Long.toString(newVersion - 1))))
        .build();
  }

  /**
   * Sends a put built by {@link #versionedPutRequest}. When its condition fails, reads the stored
   * version (one consistent GetItem, only on this failure path) and throws
   * {@link StaleVersionException} naming both versions; nothing was written.
   */
  public void versionedPut(String operation, PutItemRequest request, String versionAttribute, long newVersion) {
    Map<String, AttributeValue> key = keyOf(request.item());
    sendConditional(operation, "PutItem", key, () -> client.putItem(request), r -> r.consumedCapacity(),
        cause -> new StaleVersionException(operation, describeKey(key), newVersion - 1,
            versionOf(storedItem(operation, key), versionAttribute), cause));
  }

  /** A put guarded by {@code attribute_exists(PK)}: replaces an existing item, never creates one. */
  public PutItemRequest replaceItemRequest(Map<String, AttributeValue> item) {
    return onItem(put(item), "attribute_exists").build();
  }

  /**
   * Sends a PutItem built by {@link #replaceItemRequest}: when no item exists at its key, throws
   * {@link ItemNotFoundException} and nothing is written.
   */
  public void replaceItem(String operation, PutItemRequest request) {
    Map<String, AttributeValue> key = keyOf(request.item());
    sendConditional(operation, "PutItem", key, () -> client.putItem(request), r -> r.consumedCapacity(),
        cause -> new ItemNotFoundException(operation, describeKey(key), cause));
  }

  /**
   * Sends a PutItem. When the request carries a condition and it fails, throws
   * {@link ItemAlreadyExistsException}; nothing was written.
   */
  public void putItem(String operation, PutItemRequest request) {
    Map<String, AttributeValue> key = keyOf(request.item());
    sendConditional(operation, "PutItem", key, () -> client.putItem(request), r -> r.consumedCapacity(),
        cause -> new ItemAlreadyExistsException(operation, describeKey(key), cause));
  }

  /**
   * Sends a create built by {@link #createItemRequest} for a record with a {@code @Version}: as
   * {@link #putItem}, but the {@link ItemAlreadyExistsException} advises reading the stored version,
   * since a versioned put cannot overwrite an item it did not read.
   */
  public void createVersionedItem(String operation, PutItemRequest request) {
    Map<String, AttributeValue> key = keyOf(request.item());
    sendConditional(operation, "PutItem", key, () -> client.putItem(request), r -> r.consumedCapacity(),
        cause -> new ItemAlreadyExistsException(operation, describeKey(key), true, cause));
  }


  // ---- UpdateItem

  /**
   * Sends an UpdateItem built by {@link Update}; returns what its {@code ReturnValues} asked for. A
   * failed condition becomes {@link ItemNotFoundException} when the item is missing,
   * {@link StaleVersionException} when it exists at another version than {@code expectedVersion}
   * (when not null), or {@link VersionOverflowException} when its version is already
   * {@code maxVersion} (when not null); to tell which, one consistent GetItem is sent, only on that
   * failure and only when a version was checked.
   */
  public Map<String, AttributeValue> updateItem(String operation, UpdateItemRequest request, String versionAttribute,
      Long expectedVersion, Long maxVersion) {
    Map<String, AttributeValue> key = request.key();
    UpdateItemResponse response = sendConditional(operation, "UpdateItem", key, () -> client.updateItem(request),
        UpdateItemResponse::consumedCapacity, cause -> {
          Map<String, AttributeValue> stored =
              expectedVersion == null && maxVersion == null ? null : storedItem(operation, key);
          Long version = versionOf(stored, versionAttribute);
          if (stored != null && expectedVersion != null && !expectedVersion.equals(version)) {
            return new StaleVersionException(operation, describeKey(key), expectedVersion, version, cause);
          }
          if (stored != null && maxVersion != null && version != null && version >= maxVersion) {
            return new VersionOverflowException(operation, describeKey(key), version);
          }
          // Missing then; if it is there now, it was created after the update was refused.
          return new ItemNotFoundException(operation, describeKey(key), cause);
        });
    return response.attributes();
  }

  /**
   * Puts back the item as it was before an update that wrote {@code written}, which the record
   * refused ({@code refusal}): one PutItem of {@code old}, only if the item still is what the update
   * wrote, so that a write made since is kept. For a versioned record that is its version;
   * otherwise every attribute of {@code written} (lists, maps and NULLs only checked to be present:
   * dynalite cannot compare them) and the absence of {@code removed}. A concurrent write that only
   * added an attribute absent from both, or changed a list or map, goes unnoticed and is undone.
   *
   * @return the exception to throw: {@code refusal}'s reason, and whether the item was restored
   */
  ItemMappingException restore(String operation, Map<String, AttributeValue> old, Map<String, AttributeValue> written,
      List<String> removed, String versionAttribute, ItemMappingException refusal) {
    Map<String, String> names = new LinkedHashMap<>();
    Map<String, AttributeValue> values = new LinkedHashMap<>();
    List<String> conditions = new ArrayList<>();
    names.put(PK_NAME, partitionKeyName);
    conditions.add("attribute_exists(" + PK_NAME + ")");
    if (versionAttribute != null) {
      names.put(VERSION_NAME, versionAttribute);
      values.put(":written", written.get(versionAttribute));
      conditions.add(VERSION_NAME + " = :written");
    } else {
      int i = 0;
      for (Map.Entry<String, AttributeValue> attribute : written.entrySet()) {
        if (attribute.getKey().equals(partitionKeyName) || attribute.getKey().equals(sortKeyName)) {
          continue;
        }
        names.put("#r" + i, attribute.getKey());
        AttributeValue value = attribute.getValue();
        if (value.hasM() || value.hasL() || Boolean.TRUE.equals(value.nul())) {
          conditions.add("attribute_exists(#r" + i + ")");
        } else {
          values.put(":r" + i, value);
          conditions.add("#r" + i + " = :r" + i);
        }
        i++;
      }
      for (String attribute : removed) {
        names.put("#r" + i, attribute);
        conditions.add("attribute_not_exists(#r" + i + ")");
        i++;
      }
    }
    PutItemRequest request = PutItemRequest.builder()
        .tableName(tableName)
        .item(old)
        .conditionExpression(String.join(" AND ", conditions))
        .expressionAttributeNames(names)
        .expressionAttributeValues(values.isEmpty() ? null : values)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL)
        .build();
    String refused = refusal.getMessage() + ". The update was written, then refused";
    try {
      sendConditional(operation + " (restore)", "PutItem", keyOf(old), () -> client.putItem(request),
          r -> r.consumedCapacity(), cause -> new RestoreRefused(cause));
    } catch (RestoreRefused e) {
      ItemMappingException failure = new ItemMappingException(refusal.tableName(), refusal.key(), refused
          + ", and not restored: another write changed the item in between, and what it wrote is kept.", refusal);
      failure.addSuppressed(e.getCause());
      return failure;
    } catch (RuntimeException e) {
      ItemMappingException failure = new ItemMappingException(refusal.tableName(), refusal.key(), refused
          + ", and not restored: the restoring PutItem failed (" + e.getMessage() + "); the item is left as written.",
          refusal);
      failure.addSuppressed(e);
      return failure;
    }
    return new ItemMappingException(refusal.tableName(), refusal.key(), refused
        + " and restored: the stored item is as it was before the update.", refusal);
  }

  /** The restoring put's condition failed: someone else wrote the item after the refused update. */
  private static final class RestoreRefused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    RestoreRefused(Throwable cause) {
      super(cause);
    }
  }

  /**
   * Sends a conditional write; when DynamoDB refuses its condition, throws what {@code refusal}
   * makes of the SDK's exception (nothing was written).
   */
  private <R> R sendConditional(String operation, String kind, Map<String, AttributeValue> key, Supplier<R> call,
      java.util.function.Function<R, ConsumedCapacity> capacity,
      java.util.function.Function<Throwable, RuntimeException> refusal) {
    try {
      return send(operation, kind, null, key, call, r -> 1, capacity);
    } catch (RequestFailedException e) {
      if (e.getCause() instanceof ConditionalCheckFailedException) {
        throw refusal.apply(e.getCause());
      }
      throw e;
    }
  }

  /** The item as stored now, read consistently: one GetItem, only to explain a refused write. */
  private Map<String, AttributeValue> storedItem(String operation, Map<String, AttributeValue> key) {
    return storedItem(operation + " (stale version check)", getItemRequest(key, true));
  }

  private static Long versionOf(Map<String, AttributeValue> item, String versionAttribute) {
    AttributeValue version = item == null ? null : item.get(versionAttribute);
    return version == null || version.n() == null ? null : Long.parseLong(version.n());
  }

  // ---- Conditions given by the caller (when(…))

  /**
   * {@code request} with {@code when} ANDed to the condition it already carries (its own placeholders
   * never clash: see {@link io.partitura.runtime.condition.Condition}), asking DynamoDB to return the
   * stored item if the condition fails.
   */
  public PutItemRequest withCondition(PutItemRequest request, io.partitura.runtime.condition.Condition when) {
    Conditioned conditioned = new Conditioned(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.values.isEmpty() ? null : conditioned.values)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /** {@link #withCondition(PutItemRequest, io.partitura.runtime.condition.Condition)} for a DeleteItem. */
  public DeleteItemRequest withCondition(DeleteItemRequest request, io.partitura.runtime.condition.Condition when) {
    Conditioned conditioned = new Conditioned(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.values.isEmpty() ? null : conditioned.values)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /** {@link #withCondition(PutItemRequest, io.partitura.runtime.condition.Condition)} for an UpdateItem. */
  public UpdateItemRequest withCondition(UpdateItemRequest request, io.partitura.runtime.condition.Condition when) {
    Conditioned conditioned = new Conditioned(request.conditionExpression(), request.expressionAttributeNames(),
        request.expressionAttributeValues(), when);
    return request.toBuilder()
        .conditionExpression(conditioned.expression)
        .expressionAttributeNames(conditioned.names)
        .expressionAttributeValues(conditioned.values.isEmpty() ? null : conditioned.values)
        .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
        .build();
  }

  /** A request's own condition and the caller's, composed: {@code (own) AND (caller's)}. */
  private static final class Conditioned {
    final String expression;
    final Map<String, String> names = new LinkedHashMap<>();
    final Map<String, AttributeValue> values = new LinkedHashMap<>();

    Conditioned(String own, Map<String, String> ownNames, Map<String, AttributeValue> ownValues,
        io.partitura.runtime.condition.Condition when) {
      // The request may carry a condition already (a @Unique write guards a put or delete that has the
      // caller's): the new one's placeholders must not replace its #c…/:c….
      Set<String> inUse = new HashSet<>(ownNames.keySet());
      inUse.addAll(ownValues.keySet());
      io.partitura.runtime.condition.RenderedCondition rendered = when.renderBeside(inUse);
      // Both parenthesized: a versioned delete's own check is an OR, which AND would otherwise split.
      this.expression = own == null ? rendered.expression() : "(" + own + ") AND (" + rendered.expression() + ")";
      names.putAll(ownNames);
      names.putAll(rendered.names());
      values.putAll(ownValues);
      values.putAll(rendered.values());
    }
  }

  /**
   * What a write checks by itself besides the caller's condition, to tell which failed when DynamoDB
   * refuses the request: given the stored item ({@code null}: none), the exception a failed check of
   * its own throws, or {@code null} when its own checks hold, so the caller's condition failed.
   */
  @FunctionalInterface
  public interface OwnChecks {
    /** A write that checks nothing by itself (put, delete): only the caller's condition can fail. */
    OwnChecks NONE = (operation, key, stored, cause) -> null;

    /** create: no item may exist at the key. */
    OwnChecks ABSENT = (operation, key, stored, cause) ->
        stored == null ? null : new ItemAlreadyExistsException(operation, key, cause);

    /** create of a versioned record: no item may exist at the key. */
    OwnChecks ABSENT_VERSIONED = (operation, key, stored, cause) ->
        stored == null ? null : new ItemAlreadyExistsException(operation, key, true, cause);

    /** replace: an item must exist at the key. */
    OwnChecks PRESENT = (operation, key, stored, cause) ->
        stored != null ? null : new ItemNotFoundException(operation, key, cause);

    /** A versioned put: the stored item is at {@code expected} (0: there is none). */
    static OwnChecks version(String versionAttribute, long expected) {
      return (operation, key, stored, cause) -> {
        Long version = versionOf(stored, versionAttribute);
        boolean holds = expected == 0 ? stored == null : Long.valueOf(expected).equals(version);
        return holds ? null : new StaleVersionException(operation, key, expected, version, cause);
      };
    }

    /** A versioned delete: the stored item, if any, is at {@code expected}. */
    static OwnChecks versionOrAbsent(String versionAttribute, long expected) {
      return (operation, key, stored, cause) -> {
        Long version = versionOf(stored, versionAttribute);
        return stored == null || Long.valueOf(expected).equals(version) ? null
            : new StaleVersionException(operation, key, expected, version, cause);
      };
    }

    /** An update: the item exists, at {@code expectedVersion} when not null, below {@code maxVersion} when not null. */
    static OwnChecks update(String versionAttribute, Long expectedVersion, Long maxVersion) {
      return (operation, key, stored, cause) -> {
        if (stored == null) {
          return new ItemNotFoundException(operation, key, cause);
        }
        Long version = versionOf(stored, versionAttribute);
        if (expectedVersion != null && !expectedVersion.equals(version)) {
          return new StaleVersionException(operation, key, expectedVersion, version, cause);
        }
        if (maxVersion != null && version != null && version >= maxVersion) {
          return new VersionOverflowException(operation, key, version);
        }
        return null;
      };
    }

    RuntimeException refusal(String operation, String key, Map<String, AttributeValue> stored, Throwable cause);
  }

  /**
   * Sends a PutItem carrying the caller's condition ({@link #withCondition}). When DynamoDB refuses
   * it, throws the exception of the write's own check that failed ({@code own}), or else
   * {@link ConditionFailedException}; nothing was written. See {@link #refusedCondition} for how
   * they are told apart.
   */
  public void putItem(String operation, PutItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    Map<String, AttributeValue> key = keyOf(request.item());
    sendWithCondition(operation, "PutItem", key, () -> client.putItem(request), r -> r.consumedCapacity(),
        request.conditionExpression(), request.expressionAttributeNames(), request.expressionAttributeValues(), own,
        codec);
  }

  /**
   * Sends a DeleteItem carrying the caller's condition; returns whether an item was deleted. Refusals
   * as for {@link #putItem(String, PutItemRequest, OwnChecks, ItemCodec)}.
   */
  public boolean deleteItem(String operation, DeleteItemRequest request, OwnChecks own, ItemCodec<?> codec) {
    DeleteItemResponse response = sendWithCondition(operation, "DeleteItem", request.key(),
        () -> client.deleteItem(request), DeleteItemResponse::consumedCapacity, request.conditionExpression(),
        request.expressionAttributeNames(), request.expressionAttributeValues(), own, codec);
    return response.hasAttributes() && !response.attributes().isEmpty();
  }

  /**
   * Sends an UpdateItem carrying the caller's condition; returns the item as it was
   * ({@code ALL_OLD}). Refusals as for {@link #putItem(String, PutItemRequest, OwnChecks, ItemCodec)}.
   */
  public Map<String, AttributeValue> updateItem(String operation, UpdateItemRequest request, OwnChecks own,
      ItemCodec<?> codec) {
    UpdateItemResponse response = sendWithCondition(operation, "UpdateItem", request.key(),
        () -> client.updateItem(request), UpdateItemResponse::consumedCapacity, request.conditionExpression(),
        request.expressionAttributeNames(), request.expressionAttributeValues(), own, codec);
    return response.attributes();
  }

  private <R> R sendWithCondition(String operation, String kind, Map<String, AttributeValue> key, Supplier<R> call,
      Function<R, ConsumedCapacity> capacity, String condition, Map<String, String> names,
      Map<String, AttributeValue> values, OwnChecks own, ItemCodec<?> codec) {
    return sendConditional(operation, kind, key, call, capacity, failed -> refusedCondition(operation, key, condition,
        names, values, own, codec, (ConditionalCheckFailedException) failed));
  }

  /**
   * Which check refused a write that carries the caller's condition. DynamoDB says only that the
   * whole condition failed. When it returned the stored item with the failure
   * ({@code ReturnValuesOnConditionCheckFailure}), the write's own checks (existence, version) are
   * evaluated on that item, with no further request. When it did not (no item, or a server that does
   * not return it) and the write checks something by itself, one consistent GetItem reads the item
   * to evaluate them, as a refused versioned put does; that item is read after the failure, so it only
   * classifies and is not reported as the stored item. When the own checks hold, the caller's
   * condition is what failed.
   */
  private RuntimeException refusedCondition(String operation, Map<String, AttributeValue> key, String condition,
      Map<String, String> names, Map<String, AttributeValue> values, OwnChecks own, ItemCodec<?> codec,
      ConditionalCheckFailedException failed) {
    Map<String, AttributeValue> returned = failed.hasItem() && !failed.item().isEmpty() ? failed.item() : null;
    if (own != OwnChecks.NONE) {
      Map<String, AttributeValue> stored = returned != null ? returned
          : storedItem(operation + " (condition check)", getItemRequest(key, true));
      RuntimeException ownRefusal = own.refusal(operation, describeKey(key), stored, failed);
      if (ownRefusal != null) {
        return ownRefusal;
      }
    }
    Object record = storedRecord(codec, returned);
    return new ConditionFailedException(operation, describeKey(key), conditionText(condition, names, values),
        returned, record, returned == null ? null : RequestDescription.render(returned), failed);
  }

  /**
   * A refused write's stored item as {@code codec}'s record, for its exception: {@code null} when there
   * is none, when its type attribute names another entity (decoded anyway it would be a record that
   * was never stored), or when it cannot be read; the raw item is carried beside it.
   */
  public Object storedRecord(ItemCodec<?> codec, Map<String, AttributeValue> stored) {
    if (stored == null || codec == null) {
      return null;
    }
    AttributeValue type = stored.get(typeAttributeName);
    if (type != null && !codec.entityType().equals(type.s())) {
      return null;
    }
    try {
      return codec.fromItem(stored);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }

  /** {@code "#c0 = :c0"} as {@code "status = "PAID""}: placeholders replaced by what they stand for. */
  public static String conditionText(String condition, Map<String, String> names, Map<String, AttributeValue> values) {
    java.util.regex.Matcher placeholder = java.util.regex.Pattern.compile("[#:][A-Za-z0-9_]+").matcher(condition);
    StringBuilder text = new StringBuilder("\"");
    while (placeholder.find()) {
      String token = placeholder.group();
      String replacement = token.startsWith("#") ? names.getOrDefault(token, token)
          : values.containsKey(token) ? RequestDescription.render(values.get(token)) : token;
      placeholder.appendReplacement(text, java.util.regex.Matcher.quoteReplacement(replacement));
    }
    placeholder.appendTail(text);
    return text.append('"').toString();
  }

  // ---- Transactions (built and checked by io.partitura.runtime.transaction)

  /**
   * Sends one TransactWriteItems, reported to the listener like every other request (its item count
   * is the number of actions). When DynamoDB cancels the transaction, throws what {@code cancelled}
   * makes of the SDK's exception; nothing was written.
   */
  public software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse transactWriteItems(String operation,
      software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest request,
      Function<software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException, RuntimeException> cancelled) {
    return sendTransaction(operation, "TransactWriteItems", () -> client.transactWriteItems(request),
        r -> request.transactItems().size(), r -> totalCapacity(r.consumedCapacity()), cancelled);
  }

  /**
   * Sends one TransactGetItems, reported to the listener (its item count is the number of items
   * found). When DynamoDB cancels it (a conflicting write), throws what {@code cancelled} makes of it.
   */
  public software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse transactGetItems(String operation,
      software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest request,
      Function<software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException, RuntimeException> cancelled) {
    return sendTransaction(operation, "TransactGetItems", () -> client.transactGetItems(request),
        r -> (int) r.responses().stream().filter(item -> item.hasItem() && !item.item().isEmpty()).count(),
        r -> totalCapacity(r.consumedCapacity()), cancelled);
  }

  private <R> R sendTransaction(String operation, String kind, Supplier<R> call, java.util.function.ToIntFunction<R> count,
      Function<R, ConsumedCapacity> capacity,
      Function<software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException, RuntimeException> cancelled) {
    try {
      return send(operation, kind, null, null, call, count, capacity);
    } catch (RequestFailedException e) {
      if (e.getCause() instanceof software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException refused) {
        throw cancelled.apply(refused);
      }
      throw e;
    }
  }

  /** A transaction's capacity, reported per table: one figure for the listener. */
  private static ConsumedCapacity totalCapacity(List<ConsumedCapacity> perTable) {
    if (perTable == null || perTable.isEmpty()) {
      return null;
    }
    double units = 0;
    for (ConsumedCapacity consumed : perTable) {
      units += consumed.capacityUnits() == null ? 0 : consumed.capacityUnits();
    }
    return ConsumedCapacity.builder().capacityUnits(units).build();
  }

  // ---- DeleteItem

  public DeleteItemRequest deleteItemRequest(Map<String, AttributeValue> key) {
    return delete(key).build();
  }

  /** A DeleteItem of {@code key} that returns the deleted item; the caller adds a condition. */
  private DeleteItemRequest.Builder delete(Map<String, AttributeValue> key) {
    return DeleteItemRequest.builder()
        .tableName(tableName)
        .key(key)
        .returnValues(ReturnValue.ALL_OLD)
        .returnConsumedCapacity(ReturnConsumedCapacity.TOTAL);
  }

  /**
   * An optimistic-locking delete: deletes the item only if it is at {@code expectedVersion}, or does
   * nothing if there is no item.
   */
  public DeleteItemRequest versionedDeleteRequest(
      Map<String, AttributeValue> key, String versionAttribute, long expectedVersion) {
    return delete(key)
        .conditionExpression("attribute_not_exists(" + PK_NAME + ") OR " + VERSION_NAME + " = " + VERSION_VALUE)
        // In a fixed order (Map.of has none), so that a described request is the same on every run.
        .expressionAttributeNames(orderedNames(PK_NAME, partitionKeyName, VERSION_NAME, versionAttribute))
        .expressionAttributeValues(Map.of(VERSION_VALUE, AttributeValue.fromN(Long.toString(expectedVersion))))
        .build();
  }

  /**
   * Sends a delete built by {@link #versionedDeleteRequest}; returns whether an item was deleted
   * ({@code false}: there was none). When the item is at another version, reads the stored version
   * (one consistent GetItem, only on this failure path) and throws {@link StaleVersionException};
   * nothing was deleted.
   */
  public boolean versionedDelete(
      String operation, DeleteItemRequest request, String versionAttribute, long expectedVersion) {
    Map<String, AttributeValue> key = request.key();
    DeleteItemResponse response = sendConditional(operation, "DeleteItem", key, () -> client.deleteItem(request),
        DeleteItemResponse::consumedCapacity, cause -> new StaleVersionException(operation, describeKey(key),
            expectedVersion, versionOf(storedItem(operation, key), versionAttribute), cause));
    return response.hasAttributes() && !response.attributes().isEmpty();
  }

  private static Map<String, String> orderedNames(String placeholder, String name, String placeholder2, String name2) {
    Map<String, String> names = new LinkedHashMap<>();
    names.put(placeholder, name);
    names.put(placeholder2, name2);
    return names;
  }

  /** Sends a DeleteItem; returns whether an item was there. */
  public boolean deleteItem(String operation, DeleteItemRequest request) {
    DeleteItemResponse response = send(operation, "DeleteItem", null, request.key(),
        () -> client.deleteItem(request), r -> r.hasAttributes() ? 1 : 0, DeleteItemResponse::consumedCapacity);
    return response.hasAttributes() && !response.attributes().isEmpty();
  }

  // ---- Query

  /**
   * Sends one Query request: one page, without the items that have expired (see {@link #isExpired}).
   * {@code LastEvaluatedKey} is DynamoDB's, so a page whose items all expired still says where to
   * resume.
   */
  public QueryResponse query(String operation, QueryRequest request) {
    QueryResponse response = queryAsStored(operation, request);
    List<Map<String, AttributeValue>> live = withoutExpired(response.items());
    return live == response.items() ? response : response.toBuilder().items(live).count(live.size()).build();
  }

  /**
   * Sends a Query; returns the items as stored, expired ones included: for a delete, which must remove
   * what DynamoDB has not removed yet.
   */
  public QueryResponse queryAsStored(String operation, QueryRequest request) {
    return send(operation, "Query", request.indexName(), null,
        () -> client.query(request), QueryResponse::count, QueryResponse::consumedCapacity);
  }

  /**
   * Reads a whole key range: one Query, plus one more per 1 MB of data DynamoDB pages out. An item
   * collection under 1 MB (a workspace with a few hundred projects) is one request.
   */
  public List<Map<String, AttributeValue>> queryAll(String operation, QueryRequest request) {
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    QueryRequest next = request;
    while (true) {
      QueryResponse response = query(operation, next);
      items.addAll(response.items());
      if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
        return items;
      }
      next = next.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
    }
  }

  /**
   * Counts a key range with a {@code Select=COUNT} Query: one request, plus one more per 1 MB of the
   * range DynamoDB pages out ({@code LastEvaluatedKey} followed until it is absent). No item is
   * returned; the listener's item count of each request is the number it counted.
   */
  public long count(String operation, QueryRequest request) {
    long total = 0;
    QueryRequest next = request;
    while (true) {
      QueryRequest sent = next;
      QueryResponse response = send(operation, "Query", sent.indexName(), null,
          () -> client.query(sent), QueryResponse::count, QueryResponse::consumedCapacity);
      total += response.count() == null ? 0 : response.count();
      if (!response.hasLastEvaluatedKey() || response.lastEvaluatedKey().isEmpty()) {
        return total;
      }
      next = sent.toBuilder().exclusiveStartKey(response.lastEvaluatedKey()).build();
    }
  }

  /**
   * Reads several whole key ranges at once: one Query per request (plus one per further MB of each),
   * sent in parallel on the fan-out executor (never waiting on work queued behind the caller: see
   * {@link FanOut}); the items come back in request order.
   *
   * @throws io.partitura.runtime.exceptions.ExecutorShutDownException when the fan-out executor is
   *     shut down
   */
  public List<Map<String, AttributeValue>> queryAllInParallel(String operation, List<QueryRequest> requests) {
    List<Supplier<List<Map<String, AttributeValue>>>> reads = new ArrayList<>();
    for (QueryRequest request : requests) {
      reads.add(() -> queryAll(operation, request));
    }
    List<Map<String, AttributeValue>> items = new ArrayList<>();
    FanOut.run(operation, fanOutExecutor(), reads).forEach(items::addAll);
    return items;
  }

  /** {@code items} sorted by sort key as DynamoDB orders it (UTF-8 bytes): for merging shards' answers. */
  public List<Map<String, AttributeValue>> sortedBySortKey(List<Map<String, AttributeValue>> items) {
    List<Map<String, AttributeValue>> sorted = new ArrayList<>(items);
    sorted.sort((a, b) -> io.partitura.runtime.keys.KeyCodec.compareUtf8(a.get(sortKeyName).s(), b.get(sortKeyName).s()));
    return sorted;
  }

  /** The key attributes of {@code item}: partition and sort key. */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    AttributeValue pk = item.get(partitionKeyName);
    AttributeValue sk = item.get(sortKeyName);
    if (pk == null || sk == null) {
      return Map.of();
    }
    return io.partitura.runtime.keys.PrimaryKeys.of(partitionKeyName, pk, sortKeyName, sk);
  }

  /** Renders a key for messages: {@code EntityRef="WS#acme", Detail="META"}. */
  public String describeKey(Map<String, AttributeValue> key) {
    if (key == null || key.isEmpty()) {
      return "(no key)";
    }
    AttributeValue pk = key.get(partitionKeyName);
    AttributeValue sk = key.get(sortKeyName);
    return partitionKeyName + "=" + RequestDescription.render(pk) + ", " + sortKeyName + "=" + RequestDescription.render(sk);
  }

  private <R> R send(
      String operation,
      String kind,
      String indexName,
      Map<String, AttributeValue> key,
      Supplier<R> call,
      java.util.function.ToIntFunction<R> itemCount,
      java.util.function.Function<R, ConsumedCapacity> capacity) {
    long start = System.nanoTime();
    R response;
    try {
      response = call.get();
    } catch (SdkException e) {
      Duration latency = Duration.ofNanos(System.nanoTime() - start);
      notifyListener(new RequestEvent(operation, kind, tableName, indexName, 0, null, latency, e));
      if (isThrottling(e)) {
        // The SDK has already retried with its own backoff; what reaches us is exhaustion.
        throw new ThrottledException(operation, kind, tableName, e.numAttempts() == null ? 1 : e.numAttempts(),
            List.of(describeKey(key)), 1, e);
      }
      throw new RequestFailedException(operation,
          operation + ": " + kind + " on table " + tableName
              + (indexName == null ? "" : " index " + indexName)
              + (key == null ? "" : " for " + describeKey(key))
              + " failed: " + e.getMessage(), e);
    }
    Duration latency = Duration.ofNanos(System.nanoTime() - start);
    ConsumedCapacity consumed = capacity.apply(response);
    notifyListener(new RequestEvent(operation, kind, tableName, indexName, itemCount.applyAsInt(response),
        consumed == null ? null : consumed.capacityUnits(), latency, null));
    return response;
  }

  /**
   * Tells this table's listener about a request sent outside this class (batch operations). Never
   * throws: a failing listener is ignored, as for the requests this class sends.
   */
  public void report(RequestEvent event) {
    notifyListener(event);
  }

  /**
   * Whether DynamoDB (or the SDK) refused {@code e} for throttling: the single-item calls here and the
   * batch retries in {@code io.partitura.runtime.batch} both decide by this.
   */
  public static boolean isThrottling(SdkException e) {
    if (e instanceof ProvisionedThroughputExceededException
        || e instanceof software.amazon.awssdk.services.dynamodb.model.ThrottlingException
        || e instanceof RequestLimitExceededException) {
      return true;
    }
    return e instanceof AwsServiceException service
        && (service.isThrottlingException()
            || service.awsErrorDetails() != null && service.awsErrorDetails().errorCode() != null
                && THROTTLING_CODES.contains(service.awsErrorDetails().errorCode()));
  }


  private void notifyListener(RequestEvent event) {
    try {
      listener.onRequest(event);
    } catch (RuntimeException ignored) {
      // A failing listener must not turn a successful write into a reported failure.
    }
  }

  /** Settings of a {@link TableClient}. */
  public static final class Builder {
    private DynamoDbClient client;
    private String tableName;
    private String partitionKeyName;
    private String sortKeyName;
    private String typeAttributeName;
    private RequestListener listener;
    private byte[] cursorSigningKey;
    private java.util.concurrent.ExecutorService fanOutExecutor;
    private String expiryAttributeName;
    private java.time.Clock clock;
    private TableDefinition definition;

    private Builder() {}

    /**
     * The table this client reads and writes: sets the table name (until {@link #tableName} sets
     * another), the key, type and expiry attribute names from {@code definition}, and keeps it as
     * {@link TableClient#definition()}.
     */
    public Builder definition(TableDefinition definition) {
      this.definition = Objects.requireNonNull(definition, "definition");
      this.tableName = definition.tableName();
      this.partitionKeyName = definition.partitionKey();
      this.sortKeyName = definition.sortKey();
      this.typeAttributeName = definition.typeAttribute();
      this.expiryAttributeName = definition.expiryAttribute();
      return this;
    }

    /** The table's Time to Live attribute: items whose number there is at or before now read as absent. */
    public Builder expiryAttributeName(String expiryAttributeName) {
      this.expiryAttributeName = expiryAttributeName;
      return this;
    }

    /** The clock expiry is judged by; the system clock (UTC) by default. Tests pass a fixed one. */
    public Builder clock(java.time.Clock clock) {
      this.clock = clock;
      return this;
    }

    /** The executor for sharded listings' parallel queries; a shared bounded daemon pool by default. */
    public Builder fanOutExecutor(java.util.concurrent.ExecutorService fanOutExecutor) {
      this.fanOutExecutor = fanOutExecutor;
      return this;
    }

    public Builder client(DynamoDbClient client) {
      this.client = client;
      return this;
    }

    public Builder tableName(String tableName) {
      this.tableName = tableName;
      return this;
    }

    public Builder partitionKeyName(String partitionKeyName) {
      this.partitionKeyName = partitionKeyName;
      return this;
    }

    public Builder sortKeyName(String sortKeyName) {
      this.sortKeyName = sortKeyName;
      return this;
    }

    public Builder typeAttributeName(String typeAttributeName) {
      this.typeAttributeName = typeAttributeName;
      return this;
    }

    public Builder listener(RequestListener listener) {
      this.listener = listener;
      return this;
    }

    /**
     * Secret of at least 16 bytes that encrypts and authenticates page cursors (AES-GCM), so clients
     * can neither read nor forge them; a shorter one (trailing zero bytes, which HMAC ignores, do not count),
     * or the public default key, is refused when the table is built. Without one,
     * cursors are signed with a public default key: they detect accidental alteration and are bound
     * to their query, but anyone can read the keys in them, and forge one within the query's range.
     */
    public Builder cursorSigningKey(byte[] cursorSigningKey) {
      this.cursorSigningKey = cursorSigningKey == null ? null : cursorSigningKey.clone();
      return this;
    }

    public TableClient build() {
      return new TableClient(this);
    }
  }
}
