package io.partitura.runtime.client;

import io.partitura.runtime.exceptions.ItemMappingException;
import io.partitura.runtime.exceptions.RequestFailedException;
import io.partitura.runtime.exceptions.ThrottledException;
import io.partitura.runtime.item.Expiry;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.keys.KeyAttributes;
import io.partitura.runtime.operation.GetItemOperation;
import io.partitura.runtime.operation.Operation;
import io.partitura.runtime.operation.PutItemOperation;
import io.partitura.runtime.operation.TableContext;
import io.partitura.runtime.schema.TableDefinition;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.RequestLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingException;

/**
 * One table as the generated code sees it: the SDK client, the table's name and attribute names, its
 * settings (request listener, cursor key, fan-out executor, clock), and the one place every request is sent
 * from. Each request is an {@link Operation} (which builds it and reads its response); {@link #send} sends it,
 * reports it to the listener, and turns the SDK's exceptions into Partitura's typed ones, with the operation's
 * name and the key involved.
 */
public final class TableClient {
  private static final Set<String> THROTTLING_CODES = Set.of(
      "ProvisionedThroughputExceededException", "ThrottlingException", "RequestLimitExceeded",
      "RequestLimitExceededException", "Throttling", "ThrottledException");

  private final DynamoDbClient client;
  private final TableContext context;
  private final RequestListener listener;
  private final CursorCodec cursors;
  private final ExecutorService fanOutExecutor;
  private final TableDefinition definition;

  private TableClient(Builder builder) {
    this.client = Objects.requireNonNull(builder.client, "client");
    this.context = new TableContext(Objects.requireNonNull(builder.tableName, "tableName"),
        new KeyAttributes(Objects.requireNonNull(builder.partitionKeyName, "partitionKeyName"),
            Objects.requireNonNull(builder.sortKeyName, "sortKeyName")),
        Objects.requireNonNull(builder.typeAttributeName, "typeAttributeName"),
        new Expiry(builder.expiryAttributeName, builder.clock == null ? Clock.systemUTC() : builder.clock));
    this.listener = builder.listener == null ? RequestListener.NONE : builder.listener;
    this.cursors = new CursorCodec(builder.cursorSigningKey);
    this.fanOutExecutor = builder.fanOutExecutor;
    this.definition = builder.definition;
  }

  public static Builder builder() {
    return new Builder();
  }

  // ---- The table

  /**
   * The definition of the table this client was built for ({@link Builder#definition}), or {@code null} for a
   * client given its names one by one.
   */
  public TableDefinition definition() {
    return definition;
  }

  public DynamoDbClient dynamoDbClient() {
    return client;
  }

  /** The table as every operation is built and read for: name, key and type attributes, expiry. */
  public TableContext context() {
    return context;
  }

  public String tableName() {
    return context.tableName();
  }

  public String partitionKeyName() {
    return context.keys().partitionKey();
  }

  public String sortKeyName() {
    return context.keys().sortKey();
  }

  public String typeAttributeName() {
    return context.typeAttribute();
  }

  /** The table's Time to Live attribute (where {@code @ExpiresAt} is stored), or {@code null}. */
  public String expiryAttributeName() {
    return context.expiry().attribute();
  }

  /** The clock expiry is judged by: the system clock unless the builder was given another. */
  public Clock clock() {
    return context.expiry().clock();
  }

  /**
   * Whether {@code item} has expired: DynamoDB removes such items only in the background, so reads skip them
   * until then (see {@link Expiry#isExpired}).
   */
  public boolean isExpired(Map<String, AttributeValue> item) {
    return context.expiry().isExpired(item);
  }

  /** {@code items} without the expired ones (see {@link #isExpired}); the same list when none is. */
  public List<Map<String, AttributeValue>> withoutExpired(List<Map<String, AttributeValue>> items) {
    return context.expiry().withoutExpired(items);
  }

  /** The codec the table's listings sign (or encrypt) their cursors with, under the builder's key. */
  public CursorCodec cursors() {
    return cursors;
  }

  /**
   * The executor sharded listings send their per-shard queries on: the one given to the builder, or a shared
   * pool of daemon threads created on first use (16 at most; idle threads end after 30 s).
   */
  public ExecutorService fanOutExecutor() {
    return fanOutExecutor != null ? fanOutExecutor : SharedFanOut.POOL;
  }

  private static final class SharedFanOut {
    static final ExecutorService POOL;

    static {
      ThreadPoolExecutor pool = new ThreadPoolExecutor(16, 16, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
          runnable -> {
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
    return context.keys().of(partitionKey, sortKey);
  }

  /** The key attributes of {@code item}: partition and sort key. */
  public Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    return context.keyOf(item);
  }

  /** Renders a key for messages: {@code EntityRef="WS#acme", Detail="META"}. */
  public String describeKey(Map<String, AttributeValue> key) {
    return context.describeKey(key);
  }

  // ---- Items to records

  /**
   * The record {@code codec} builds from {@code item}. Every read and update decodes here, so every failure to
   * build a record says the same things.
   *
   * @throws ItemMappingException when the item cannot be read as the record (an attribute of another type, an
   *     unparsable value, an unknown enum constant) or the record's constructor refuses its values; the message
   *     names the operation, this table, the item's primary key, the record, and the attribute and value or the
   *     constructor's own message
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
      throw new ItemMappingException(tableName(), key, operation + ": the item at " + key + " of table "
          + tableName() + " cannot be read as a " + record + ": " + reason, e);
    }
  }

  /** {@link #decode} as a function, for listings. */
  public <T> Function<Map<String, AttributeValue>, T> decoder(String operation, ItemCodec<T> codec) {
    return item -> decode(operation, codec, item);
  }

  // ---- Sending

  /**
   * Sends a PutItem built by {@link PutItemOperation#createRequest} (or an unconditional one): when its
   * condition fails, throws {@link io.partitura.runtime.exceptions.ItemAlreadyExistsException}; nothing was
   * written. What a generated write that is one PutItem calls.
   */
  public void putItem(String operation, PutItemRequest request) {
    send(operation, PutItemOperation.put(request));
  }

  /**
   * Sends a create built by {@link PutItemOperation#createRequest} for a record with a {@code @Version}: as
   * {@link #putItem}, but the exception advises reading the stored version. What a generated versioned edge's
   * link calls.
   */
  public void createVersionedItem(String operation, PutItemRequest request) {
    send(operation, PutItemOperation.createVersioned(request));
  }

  /**
   * Sends {@code request} and returns what it reads from the response. The request is reported to the
   * listener, under {@code operation}, whether it succeeds or fails. An SDK failure becomes
   * {@link ThrottledException} when DynamoDB throttled the request (the SDK has already retried with its own
   * backoff), what the operation makes of it when it means something of its own (a failed condition, a
   * cancelled transaction: {@link Operation#refusal}), or else {@link RequestFailedException}.
   *
   * @param operation the access pattern's name, such as {@code projects.inWorkspace}
   */
  public <S, R> R send(String operation, Operation<?, S, R> request) {
    S response;
    try {
      response = call(operation, request);
    } catch (SdkException e) {
      throw failure(operation, request, e);
    }
    return request.result(response, context);
  }

  /**
   * Sends {@code request} and returns the SDK's response as it is, reporting the request to the listener; any
   * exception is rethrown untranslated (after it is reported). For callers that retry by themselves (batches,
   * backfills) and read the response with the operation.
   */
  public <S> S call(String operation, Operation<?, S, ?> request) {
    long start = System.nanoTime();
    S response;
    try {
      response = request.call(client);
    } catch (RuntimeException e) {
      notifyListener(new RequestEvent(operation, request.kind(), tableName(), request.indexName(), 0, null,
          Duration.ofNanos(System.nanoTime() - start), e));
      throw e;
    }
    notifyListener(new RequestEvent(operation, request.kind(), tableName(), request.indexName(),
        request.itemCount(response), request.capacityUnits(response), Duration.ofNanos(System.nanoTime() - start),
        null));
    return response;
  }

  private RuntimeException failure(String operation, Operation<?, ?, ?> request, SdkException e) {
    Map<String, AttributeValue> key = request.key(context);
    if (isThrottling(e)) {
      return new ThrottledException(operation, request.kind(), tableName(),
          e.numAttempts() == null ? 1 : e.numAttempts(), List.of(describeKey(key)), 1, e);
    }
    RuntimeException refusal = request.refusal(operation, e, context, this::storedItem);
    if (refusal != null) {
      return refusal;
    }
    return new RequestFailedException(operation, operation + ": " + request.kind() + " on table " + tableName()
        + (request.indexName() == null ? "" : " index " + request.indexName())
        + (key == null ? "" : " for " + describeKey(key)) + " failed: " + e.getMessage(), e);
  }

  /** The item at {@code key} as stored now, read consistently: one GetItem, to explain a refused write. */
  private Map<String, AttributeValue> storedItem(String operation, Map<String, AttributeValue> key) {
    return send(operation, GetItemOperation.asStored(GetItemOperation.request(context, key, true)));
  }

  /**
   * Whether DynamoDB (or the SDK) refused {@code e} for throttling: the single requests sent here and the
   * batch and backfill retries both decide by this.
   */
  public static boolean isThrottling(SdkException e) {
    if (e instanceof ProvisionedThroughputExceededException || e instanceof ThrottlingException
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
    private ExecutorService fanOutExecutor;
    private String expiryAttributeName;
    private Clock clock;
    private TableDefinition definition;

    private Builder() {}

    /**
     * The table this client reads and writes: sets the table name (until {@link #tableName} sets another), the
     * key, type and expiry attribute names from {@code definition}, and keeps it as
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
    public Builder clock(Clock clock) {
      this.clock = clock;
      return this;
    }

    /** The executor for sharded listings' parallel queries; a shared bounded daemon pool by default. */
    public Builder fanOutExecutor(ExecutorService fanOutExecutor) {
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
     * Secret of at least 16 bytes that encrypts and authenticates page cursors (AES-GCM), so clients can neither
     * read nor forge them; a shorter one (trailing zero bytes, which HMAC ignores, do not count), or the public
     * default key, is refused when the table is built. Without one, cursors are signed with a public default
     * key: they detect accidental alteration and are bound to their query, but anyone can read the keys in
     * them, and forge one within the query's range.
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
