package io.partitura.runtime.schema;

import io.partitura.runtime.item.ItemCodec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One table as a schema declares it: its key attributes, type and expiry attributes, secondary
 * indexes with their keys and projections, billing, and its entities with their codecs, prefixes and
 * shard counts. The generated {@code <Table>Table} builds it once ({@code DEFINITION}) and hands it to
 * the table's client ({@code TableClient}), so the runtime reads every name from this one place.
 * Immutable.
 */
public final class TableDefinition {
  private final String tableName;
  private final String partitionKey;
  private final String sortKey;
  private final String typeAttribute;
  private final String expiryAttribute;
  private final StreamViewType streamView;
  private final List<Index> indexes;
  private final Map<String, Index> indexByName;
  private final Long readCapacityUnits;
  private final Long writeCapacityUnits;
  private final List<Entity> entities;
  private final Map<Class<?>, Entity> entityByType;

  private TableDefinition(Builder builder) {
    this.tableName = builder.tableName;
    this.partitionKey = builder.partitionKey;
    this.sortKey = builder.sortKey;
    this.typeAttribute = builder.typeAttribute;
    this.expiryAttribute = builder.expiryAttribute;
    this.streamView = builder.streamView;
    this.indexes = List.copyOf(builder.indexes);
    Map<String, Index> byName = new HashMap<>();
    for (Index index : indexes) {
      if (byName.put(index.name(), index) != null) {
        throw new IllegalArgumentException("table " + tableName + ": index " + index.name() + " is declared twice");
      }
    }
    this.indexByName = Map.copyOf(byName);
    this.readCapacityUnits = builder.readCapacityUnits;
    this.writeCapacityUnits = builder.writeCapacityUnits;
    this.entities = List.copyOf(builder.entities);
    Map<Class<?>, Entity> byType = new HashMap<>();
    for (Entity entity : entities) {
      if (byType.put(entity.codec().type(), entity) != null) {
        throw new IllegalArgumentException("table " + tableName + ": entity " + entity.codec().type().getName()
            + " is declared twice");
      }
    }
    this.entityByType = Map.copyOf(byType);
  }

  /**
   * A definition of table {@code tableName} keyed by {@code partitionKey} and {@code sortKey} (both
   * strings), naming each item's entity in {@code typeAttribute}; on demand billing unless
   * {@link Builder#provisioned} says otherwise.
   */
  public static Builder builder(String tableName, String partitionKey, String sortKey, String typeAttribute) {
    return new Builder(tableName, partitionKey, sortKey, typeAttribute);
  }

  /**
   * One entity of the table, as its batch writes and transactions need it.
   *
   * @param codec its codec: {@code codec.type()} is the record class writes are dispatched by
   * @param accessor its repository's accessor on the table, such as {@code workspaces}
   * @param variable how its repository's methods name a record, such as {@code workspace}
   * @param prefix the prefix of its primary key
   * @param shards the shards its children are written over; 1 when it is not sharded
   * @param versionAttribute its {@code @Version} attribute, or {@code null}
   * @param maxVersion the largest version its {@code @Version} component holds ({@code Integer.MAX_VALUE} for an
   *     {@code int}, {@code Long.MAX_VALUE} for a {@code long}); 0 when it is not versioned
   * @param unique whether it has {@code @Unique} components
   */
  public record Entity(ItemCodec<?> codec, String accessor, String variable, String prefix, int shards,
      String versionAttribute, long maxVersion, boolean unique) {
    public Entity {
      Objects.requireNonNull(codec, "codec");
      Objects.requireNonNull(accessor, "accessor");
      Objects.requireNonNull(variable, "variable");
      Objects.requireNonNull(prefix, "prefix");
      if (shards < 1) {
        throw new IllegalArgumentException("shards must be at least 1: " + shards);
      }
      if (versionAttribute == null ? maxVersion != 0 : maxVersion < 1) {
        throw new IllegalArgumentException("maxVersion must be at least 1 for a versioned entity and 0 otherwise: "
            + maxVersion);
      }
    }

    /**
     * This entity, versioned in {@code versionAttribute}: its repository's writes and partial updates, and a
     * transaction's, check and increment it, and refuse to take it past {@code maxVersion}.
     *
     * @param maxVersion the largest version the component holds: {@code Integer.MAX_VALUE} for an {@code int},
     *     {@code Long.MAX_VALUE} for a {@code long}
     */
    public Entity versioned(String versionAttribute, long maxVersion) {
      return new Entity(codec, accessor, variable, prefix, shards, Objects.requireNonNull(versionAttribute),
          maxVersion, unique);
    }

    /** This entity, with {@code @Unique} components. */
    public Entity withUnique() {
      return new Entity(codec, accessor, variable, prefix, shards, versionAttribute, maxVersion, true);
    }

    /** Whether it has a {@code @Version}. */
    public boolean isVersioned() {
      return versionAttribute != null;
    }
  }

  /**
   * An entity that is neither versioned nor has {@code @Unique} components; see
   * {@link Entity#versioned} and {@link Entity#withUnique}.
   */
  public static Entity entity(ItemCodec<?> codec, String accessor, String variable, String prefix, int shards) {
    return new Entity(codec, accessor, variable, prefix, shards, null, 0, false);
  }

  /**
   * One secondary index.
   *
   * @param partitionKey its partition key attribute: the table's own for a local index
   * @param nonKeyAttributes the attributes an {@code INCLUDE} projection stores
   */
  public record Index(String name, boolean local, String partitionKey, String sortKey, ProjectionType projection,
      List<String> nonKeyAttributes) {
    public Index {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(partitionKey, "partitionKey");
      Objects.requireNonNull(sortKey, "sortKey");
      Objects.requireNonNull(projection, "projection");
      nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    /** The index's key attributes: partition and sort key of a global index, the sort key of a local one. */
    public List<String> keyAttributes() {
      return local ? List.of(sortKey) : List.of(partitionKey, sortKey);
    }

    /**
     * An item's key attributes in this global index: {@code partitionKey} in its partition key attribute and
     * {@code sortKey} in its sort key attribute (the static key methods of generated {@code
     * <Record>Repository.Codec} compute both values), each left out when null. Each is written from its own
     * components, so that a partial update can set one without the other's; DynamoDB puts an item in the index only
     * when it has both (a sparse index).
     *
     * @throws IllegalStateException when this is a local index, whose partition key is the table's
     */
    public Map<String, AttributeValue> key(String partitionKey, String sortKey) {
      if (local) {
        throw new IllegalStateException("index " + name + " is local: its partition key is the table's");
      }
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      if (partitionKey != null) {
        key.put(this.partitionKey, AttributeValue.fromS(partitionKey));
      }
      if (sortKey != null) {
        key.put(this.sortKey, AttributeValue.fromS(sortKey));
      }
      return Collections.unmodifiableMap(key);
    }

    /**
     * An item's key attribute in this local index: {@code sortKey} in its sort key attribute (the partition key is
     * the table's, which the item holds already); none when {@code sortKey} is null.
     *
     * @throws IllegalStateException when this is a global index, whose partition key must be given too
     */
    public Map<String, AttributeValue> key(String sortKey) {
      if (!local) {
        throw new IllegalStateException("index " + name + " is global: give its partition key too");
      }
      return sortKey == null ? Map.of() : Map.of(this.sortKey, AttributeValue.fromS(sortKey));
    }
  }

  /** The table name declared by {@code @Table}; a table client may use another. */
  public String tableName() {
    return tableName;
  }

  public String partitionKey() {
    return partitionKey;
  }

  public String sortKey() {
    return sortKey;
  }

  /** The attribute naming each item's entity. */
  public String typeAttribute() {
    return typeAttribute;
  }

  /** The Time to Live attribute every {@code @ExpiresAt} is stored in, or {@code null}. */
  public String expiryAttribute() {
    return expiryAttribute;
  }

  /** Every secondary index, in the order declared. */
  public List<Index> indexes() {
    return indexes;
  }

  /** The index named {@code name}, or {@code null}. */
  public Index index(String name) {
    return name == null ? null : indexByName.get(name);
  }

  /**
   * The index named {@code name}, which the table has: generated code names its indexes by name, and takes
   * their key attributes from here.
   *
   * @throws IllegalArgumentException when the table has no index {@code name}
   */
  public Index requireIndex(String name) {
    Index index = index(name);
    if (index == null) {
      throw new IllegalArgumentException("table " + tableName + " has no index " + name + "; it has "
          + indexes.stream().map(Index::name).toList());
    }
    return index;
  }

  /** The entities, in the order declared. */
  public List<Entity> entities() {
    return entities;
  }

  /** The entity whose records are of class {@code type}, or {@code null} when none is. */
  public Entity entity(Class<?> type) {
    return type == null ? null : entityByType.get(type);
  }

  /**
   * Every attribute a key of the table or of an index uses, each once: the table's keys, then each
   * index's key attributes in the order of {@link #indexes()}. DynamoDB wants exactly these in
   * {@code AttributeDefinitions}.
   */
  public List<String> keyAttributes() {
    Set<String> attributes = new LinkedHashSet<>(List.of(partitionKey, sortKey));
    for (Index index : byName(indexes)) {
      attributes.addAll(index.keyAttributes());
    }
    return List.copyOf(attributes);
  }

  /** The view type of the table's stream, or {@code null} when it has none. */
  public StreamViewType streamView() {
    return streamView;
  }

  /** Whether the table bills provisioned capacity rather than on demand. */
  public boolean provisioned() {
    return readCapacityUnits != null;
  }

  /**
   * The CreateTable for this table under {@code tableName}: key schema, attribute definitions,
   * secondary indexes with their projections (and the table's provisioned throughput on each global
   * one, when it has one), billing mode, the stream when it has one. Indexes and their attributes are listed by index name, so
   * the request does not depend on the order they were declared in.
   */
  public CreateTableRequest createTableRequest(String tableName) {
    List<Index> localIndexes = byName(indexes).stream().filter(Index::local).toList();
    List<Index> globalIndexes = byName(indexes).stream().filter(index -> !index.local()).toList();
    List<AttributeDefinition> definitions = new ArrayList<>();
    for (String attribute : keyAttributes()) {
      definitions.add(AttributeDefinition.builder().attributeName(attribute).attributeType(ScalarAttributeType.S)
          .build());
    }
    CreateTableRequest.Builder request = CreateTableRequest.builder()
        .tableName(tableName)
        .keySchema(hash(partitionKey), range(sortKey))
        .attributeDefinitions(definitions);
    if (!localIndexes.isEmpty()) {
      request.localSecondaryIndexes(localIndexes.stream()
          .map(index -> LocalSecondaryIndex.builder()
              .indexName(index.name())
              .keySchema(hash(partitionKey), range(index.sortKey()))
              .projection(projection(index))
              .build())
          .toList());
    }
    if (!globalIndexes.isEmpty()) {
      request.globalSecondaryIndexes(globalIndexes.stream()
          .map(index -> {
            GlobalSecondaryIndex.Builder global = GlobalSecondaryIndex.builder()
                .indexName(index.name())
                .keySchema(hash(index.partitionKey()), range(index.sortKey()))
                .projection(projection(index));
            if (provisioned()) {
              global.provisionedThroughput(throughput());
            }
            return global.build();
          })
          .toList());
    }
    if (streamView != null) {
      request.streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType(streamView).build());
    }
    if (provisioned()) {
      request.billingMode(BillingMode.PROVISIONED).provisionedThroughput(throughput());
    } else {
      request.billingMode(BillingMode.PAY_PER_REQUEST);
    }
    return request.build();
  }

  private static List<Index> byName(List<Index> indexes) {
    // As the schema files list them.
    return indexes.stream().sorted(java.util.Comparator.comparing(Index::name)).toList();
  }

  private ProvisionedThroughput throughput() {
    return ProvisionedThroughput.builder().readCapacityUnits(readCapacityUnits).writeCapacityUnits(writeCapacityUnits)
        .build();
  }

  private static Projection projection(Index index) {
    Projection.Builder projection = Projection.builder().projectionType(index.projection());
    if (!index.nonKeyAttributes().isEmpty()) {
      projection.nonKeyAttributes(index.nonKeyAttributes());
    }
    return projection.build();
  }

  private static KeySchemaElement hash(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.HASH).build();
  }

  private static KeySchemaElement range(String attribute) {
    return KeySchemaElement.builder().attributeName(attribute).keyType(KeyType.RANGE).build();
  }

  @Override
  public String toString() {
    return "TableDefinition[" + tableName + ", keys " + partitionKey + "/" + sortKey + ", indexes "
        + indexes.stream().map(Index::name).toList() + ", entities "
        + entities.stream().map(e -> e.codec().type().getSimpleName()).toList() + "]";
  }

  /** Builds a {@link TableDefinition}; indexes and entities are kept in the order added. */
  public static final class Builder {
    private final String tableName;
    private final String partitionKey;
    private final String sortKey;
    private final String typeAttribute;
    private String expiryAttribute;
    private final List<Index> indexes = new ArrayList<>();
    private Long readCapacityUnits;
    private Long writeCapacityUnits;
    private StreamViewType streamView;
    private final List<Entity> entities = new ArrayList<>();

    private Builder(String tableName, String partitionKey, String sortKey, String typeAttribute) {
      this.tableName = Objects.requireNonNull(tableName, "tableName");
      this.partitionKey = Objects.requireNonNull(partitionKey, "partitionKey");
      this.sortKey = Objects.requireNonNull(sortKey, "sortKey");
      this.typeAttribute = Objects.requireNonNull(typeAttribute, "typeAttribute");
    }

    /** The Time to Live attribute every {@code @ExpiresAt} is stored in. */
    public Builder expiryAttribute(String expiryAttribute) {
      this.expiryAttribute = Objects.requireNonNull(expiryAttribute, "expiryAttribute");
      return this;
    }

    /** A global secondary index keyed by {@code partitionKey} and {@code sortKey} (both strings). */
    public Builder globalIndex(String name, String partitionKey, String sortKey, ProjectionType projection,
        String... nonKeyAttributes) {
      indexes.add(new Index(name, false, partitionKey, sortKey, projection, List.of(nonKeyAttributes)));
      return this;
    }

    /** A local secondary index on the table's partition key and {@code sortKey}, projecting whole items. */
    public Builder localIndex(String name, String sortKey) {
      indexes.add(new Index(name, true, partitionKey, sortKey, ProjectionType.ALL, List.of()));
      return this;
    }

    /** Provisioned capacity for the table and each global index; on demand otherwise. */
    public Builder provisioned(long readCapacityUnits, long writeCapacityUnits) {
      this.readCapacityUnits = readCapacityUnits;
      this.writeCapacityUnits = writeCapacityUnits;
      return this;
    }

    /** A stream on the table, whose records carry {@code streamView}. */
    public Builder stream(StreamViewType streamView) {
      this.streamView = Objects.requireNonNull(streamView, "streamView");
      return this;
    }

    /** An entity of the table; see {@link TableDefinition#entity}. */
    public Builder entity(Entity entity) {
      entities.add(Objects.requireNonNull(entity, "entity"));
      return this;
    }

    /**
     * The definition.
     *
     * @throws IllegalArgumentException when two entities have one record class
     */
    public TableDefinition build() {
      return new TableDefinition(this);
    }
  }
}
