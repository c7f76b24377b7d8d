package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.KeyType;
import io.partitura.processor.model.TableModel;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes the files that take a table's schema out of the compiler, under the class output at
 * {@code META-INF/partitura/<table-name>/}: {@code cloudformation.json}, {@code terraform.tf.json} (and the
 * provider versions it is written for, {@code versions.tf.json}), {@code workbench.json},
 * {@code access-patterns.md} and {@code schema.json}. Their content depends
 * on the model only (entities and indexes in sorted order, no timestamps), so a diff of them shows
 * real changes of the schema.
 */
public final class SchemaFiles {
  /** Where the files of table {@code name} go, relative to the class output. */
  public static String directory(String tableName) {
    return "META-INF/partitura/" + tableName + "/";
  }

  static final String CLOUDFORMATION = "cloudformation.json";
  static final String TERRAFORM = "terraform.tf.json";
  static final String TERRAFORM_VERSIONS = "versions.tf.json";
  static final String WORKBENCH = "workbench.json";
  static final String ACCESS_PATTERNS = "access-patterns.md";
  static final String SCHEMA = "schema.json";

  /** The NoSQL Workbench data model format version written (the one Workbench 3.x exports). */
  static final String WORKBENCH_MODEL_VERSION = "3.0";

  /**
   * The version of schema.json's own layout; raised when its members change meaning. 2: entities
   * record their {@code unique} components (under 1, a missing member did not mean "none"). 3: each index
   * key attribute is written from its own components ({@link #INDEX_KEYS_WRITTEN_APART_SINCE}). 4: a typed id is
   * stored as its component everywhere ({@link #TYPED_IDS_STORED_AS_VALUE_SINCE}).
   */
  public static final int SCHEMA_FORMAT_VERSION = 4;

  /**
   * The first format whose index key attributes are each written when their own components are non-null; before
   * it, put wrote an index's key attributes together or not at all (none when any component was null).
   */
  public static final int INDEX_KEYS_WRITTEN_APART_SINCE = 3;

  /**
   * The first format that stores a typed id as its one component outside key positions too; before it, such an
   * attribute held a map of that component ({@code {"value": ...}}).
   */
  public static final int TYPED_IDS_STORED_AS_VALUE_SINCE = 4;

  private final Filer filer;
  private final boolean runtimeOnClassPath;

  public SchemaFiles(Filer filer, javax.lang.model.util.Elements elements) {
    this.filer = filer;
    this.runtimeOnClassPath = elements.getTypeElement(Names.KEY_CODEC.canonicalName()) != null;
  }

  /** The placeholder of a shard number in a key template. */
  public static final String SHARD_PLACEHOLDER = KeyTemplates.SHARD;

  /** The snapshot file's name, as written under META-INF/partitura and compared by the schema lock. */
  public static final String SCHEMA_FILE = SCHEMA;

  /**
   * The files of {@code table}, file name to content; {@code null} without the runtime's
   * {@code KeyCodec} on the class path (the generated sources cannot compile then either, and javac
   * reports that).
   */
  public Map<String, String> render(TableModel table, int schemaVersion) {
    return runtimeOnClassPath ? files(table, schemaVersion) : null;
  }

  /** Writes rendered files of {@code table} under the class output. */
  public void write(TableModel table, Map<String, String> files) throws IOException {
    Element[] originating = originating(table);
    for (Map.Entry<String, String> file : files.entrySet()) {
      FileObject resource = filer.createResource(StandardLocation.CLASS_OUTPUT, "",
          directory(table.tableName()) + file.getKey(), originating);
      try (Writer out = new java.io.OutputStreamWriter(resource.openOutputStream(), StandardCharsets.UTF_8)) {
        out.write(file.getValue());
      }
    }
  }

  /** File name to content, for every file of the table. */
  static Map<String, String> files(TableModel table, int schemaVersion) {
    TableDefinition definition = TableDefinition.of(table);
    KeyTemplates templates = new KeyTemplates(table);
    AccessPatterns accessPatterns = new AccessPatterns(table, templates);
    Map<String, String> files = new TreeMap<>();
    files.put(CLOUDFORMATION, Json.write(cloudFormation(table, definition)));
    files.put(TERRAFORM, Json.write(terraform(definition)));
    files.put(TERRAFORM_VERSIONS, Json.write(terraformVersions()));
    files.put(WORKBENCH, Json.write(workbench(table, definition, templates, accessPatterns)));
    files.put(ACCESS_PATTERNS, accessPatterns.markdown());
    files.put(SCHEMA, Json.write(schema(table, definition, templates, schemaVersion)));
    return files;
  }

  private static Element[] originating(TableModel table) {
    List<Element> elements = new ArrayList<>();
    elements.add(table.element());
    table.entities().forEach(entity -> elements.add(entity.element()));
    return elements.toArray(new Element[0]);
  }

  // ---------------------------------------------------------------------------------------------
  // CloudFormation

  static Json.Obj cloudFormation(TableModel table, TableDefinition definition) {
    Json.Obj properties = Json.object()
        .put("TableName", definition.tableName())
        .put("BillingMode", definition.billingMode())
        .put("KeySchema", keySchema(definition.partitionKey(), definition.sortKey()))
        .put("AttributeDefinitions", definition.attributes().stream()
            .map(a -> (Object) Json.object().put("AttributeName", a).put("AttributeType", "S")).toList());
    if (definition.provisioned()) {
      properties.put("ProvisionedThroughput", throughput(definition));
    }
    if (!definition.globalIndexes().isEmpty()) {
      properties.put("GlobalSecondaryIndexes", definition.globalIndexes().stream().map(index -> {
        Json.Obj gsi = Json.object()
            .put("IndexName", index.name())
            .put("KeySchema", keySchema(index.partitionKey(), index.sortKey()))
            .put("Projection", projection(index));
        if (definition.provisioned()) {
          gsi.put("ProvisionedThroughput", throughput(definition));
        }
        return (Object) gsi;
      }).toList());
    }
    if (!definition.localIndexes().isEmpty()) {
      properties.put("LocalSecondaryIndexes", definition.localIndexes().stream().map(index -> (Object) Json.object()
          .put("IndexName", index.name())
          .put("KeySchema", keySchema(index.partitionKey(), index.sortKey()))
          .put("Projection", projection(index))).toList());
    }
    if (definition.timeToLiveAttribute() != null) {
      properties.put("TimeToLiveSpecification", Json.object()
          .put("AttributeName", definition.timeToLiveAttribute())
          .put("Enabled", true));
    }
    if (definition.streamView() != null) {
      properties.put("StreamSpecification", Json.object().put("StreamViewType", definition.streamView()));
    }
    // Retain: the table holds the items; deleting or replacing the stack must not delete them.
    Json.Obj resource = Json.object()
        .put("Type", "AWS::DynamoDB::Table")
        .put("DeletionPolicy", "Retain")
        .put("UpdateReplacePolicy", "Retain")
        .put("Properties", properties);
    return Json.object()
        .put("AWSTemplateFormatVersion", "2010-09-09")
        .put("Description", "DynamoDB table " + table.tableName() + ", generated by Partitura from "
            + table.interfaceName().canonicalName() + ". Do not edit: change the schema and recompile.")
        .put("Resources", Json.object().put(logicalId(table), resource));
  }

  /** {@code ControlPlaneTable}: the generated entry point's name, letters and digits only. */
  static String logicalId(TableModel table) {
    return table.tableClassName().simpleName().replaceAll("[^A-Za-z0-9]", "");
  }

  private static List<Object> keySchema(String partitionKey, String sortKey) {
    return List.of(
        Json.object().put("AttributeName", partitionKey).put("KeyType", "HASH"),
        Json.object().put("AttributeName", sortKey).put("KeyType", "RANGE"));
  }

  private static Json.Obj projection(TableDefinition.Index index) {
    return Json.object()
        .put("ProjectionType", index.projection())
        .put("NonKeyAttributes", index.nonKeyAttributes().isEmpty() ? null : List.copyOf(index.nonKeyAttributes()));
  }

  private static Json.Obj throughput(TableDefinition definition) {
    return Json.object()
        .put("ReadCapacityUnits", definition.readCapacityUnits())
        .put("WriteCapacityUnits", definition.writeCapacityUnits());
  }

  // ---------------------------------------------------------------------------------------------
  // Terraform (JSON configuration syntax)

  static Json.Obj terraform(TableDefinition definition) {
    Json.Obj table = Json.object()
        .put("name", definition.tableName())
        .put("billing_mode", definition.billingMode())
        .put("hash_key", definition.partitionKey())
        .put("range_key", definition.sortKey());
    if (definition.provisioned()) {
      table.put("read_capacity", definition.readCapacityUnits()).put("write_capacity", definition.writeCapacityUnits());
    }
    table.put("attribute", definition.attributes().stream()
        .map(a -> (Object) Json.object().put("name", a).put("type", "S")).toList());
    if (!definition.globalIndexes().isEmpty()) {
      table.put("global_secondary_index", definition.globalIndexes().stream().map(index -> {
        Json.Obj gsi = Json.object()
            .put("name", index.name())
            .put("hash_key", index.partitionKey())
            .put("range_key", index.sortKey())
            .put("projection_type", index.projection())
            .put("non_key_attributes", index.nonKeyAttributes().isEmpty() ? null : List.copyOf(index.nonKeyAttributes()));
        if (definition.provisioned()) {
          gsi.put("read_capacity", definition.readCapacityUnits()).put("write_capacity", definition.writeCapacityUnits());
        }
        return (Object) gsi;
      }).toList());
    }
    if (!definition.localIndexes().isEmpty()) {
      table.put("local_secondary_index", definition.localIndexes().stream().map(index -> (Object) Json.object()
          .put("name", index.name())
          .put("range_key", index.sortKey())
          .put("projection_type", index.projection())
          .put("non_key_attributes", index.nonKeyAttributes().isEmpty() ? null : List.copyOf(index.nonKeyAttributes())))
          .toList());
    }
    if (definition.timeToLiveAttribute() != null) {
      table.put("ttl", Json.object().put("attribute_name", definition.timeToLiveAttribute()).put("enabled", true));
    }
    if (definition.streamView() != null) {
      table.put("stream_enabled", true).put("stream_view_type", definition.streamView());
    }
    // The table holds the items: Terraform must refuse to destroy it.
    table.put("lifecycle", Json.object().put("prevent_destroy", true));
    return Json.object().put("resource", Json.object()
        .put("aws_dynamodb_table", Json.object().put(terraformName(definition.tableName()), table)));
  }

  /**
   * The AWS provider versions {@link #terraform} is written for, as a {@code required_providers}
   * constraint. A file of its own, so that a configuration that already requires the provider (two
   * requirements of one provider in one module are an error) copies only the table's file.
   */
  static final String AWS_PROVIDER_VERSIONS = ">= 5.0, < 7.0";

  /**
   * {@code hash_key}/{@code range_key} throughout: the only form 5.x knows, and still accepted by every
   * 6.x; 6.29 deprecated them inside {@code global_secondary_index} in favour of {@code key_schema}
   * blocks (which 5.x rejects), not on the table, so one file serves both lines.
   */
  static Json.Obj terraformVersions() {
    return Json.object().put("terraform", Json.object().put("required_providers", Json.object()
        .put("aws", Json.object().put("source", "hashicorp/aws").put("version", AWS_PROVIDER_VERSIONS))));
  }

  /** A Terraform resource name: letters, digits, {@code _} and {@code -}, not starting with a digit or {@code -}. */
  static String terraformName(String tableName) {
    String name = tableName.replaceAll("[^A-Za-z0-9_-]", "_");
    return Character.isLetter(name.charAt(0)) || name.charAt(0) == '_' ? name : "_" + name;
  }

  // ---------------------------------------------------------------------------------------------
  // NoSQL Workbench data model

  /**
   * The model's {@code DateCreated} and {@code DateLastModified}, in the form Workbench exports them
   * ({@code Apr 19, 2025, 06:28 AM}): fixed, so that the file changes only when the schema does.
   */
  static final String WORKBENCH_DATE = "Jan 01, 1970, 12:00 AM";

  /** The facet of the uniqueness items of {@code component} of {@code entity}: {@code Customer.email.unique}. */
  static String uniquenessFacet(EntityModel entity, ComponentModel component) {
    return entity.entityType() + "." + component.name() + ".unique";
  }

  static Json.Obj workbench(TableModel table, TableDefinition definition, KeyTemplates templates,
      AccessPatterns accessPatterns) {
    List<Object> facets = new ArrayList<>();
    // Attribute name -> DynamoDB type -> the entities storing it so: the 3.0 format types an attribute
    // once per table, so a name stored with several types is typed by the first and each facet's sample
    // item shows its own type.
    Map<String, Map<String, List<String>>> types = new TreeMap<>();
    for (EntityModel entity : table.entitiesByType()) {
      KeyTemplates.Key partition = templates.partitionKey(entity);
      KeyTemplates.Key sort = templates.sortKey(entity);
      List<String> facetAttributes = new ArrayList<>();
      Json.Obj sample = Json.object()
          .put(partition.attribute(), Json.object().put("S", partition.template()))
          .put(sort.attribute(), Json.object().put("S", sort.template()))
          .put(table.typeAttribute(), Json.object().put("S", entity.entityType()));
      facetAttributes.add(table.typeAttribute());
      for (KeyTemplates.IndexKey indexKey : templates.indexKeys(entity)) {
        for (KeyTemplates.Key key : java.util.Arrays.asList(indexKey.partitionKey(), indexKey.sortKey())) {
          if (key != null && !sample.members().containsKey(key.attribute())) {
            facetAttributes.add(key.attribute());
            sample.put(key.attribute(), Json.object().put("S", key.template()));
          }
        }
      }
      for (ComponentModel component : sortedAttributes(entity)) {
        String type = dynamoType(component.attributeType());
        if (type != null && !sample.members().containsKey(component.attributeName())) {
          types.computeIfAbsent(component.attributeName(), name -> new java.util.LinkedHashMap<>())
              .computeIfAbsent(type, t -> new ArrayList<>()).add(entity.entityType());
          facetAttributes.add(component.attributeName());
          sample.put(component.attributeName(), sampleValue(type, component.name()));
        }
      }
      facets.add(facet(entity.entityType(), partition.template(), sort.template(), facetAttributes, sample));
      for (ComponentModel component : entity.unique()) {
        // PK = SK = UNIQ#<entity type>.<component>#<value>, naming the owner's primary key.
        String key = KeyFormat.join(KeyFormat.join(KeyFormat.UNIQUE_PREFIX, entity.entityType() + "." + component.name()),
            "{" + component.name() + "}");
        facets.add(facet(uniquenessFacet(entity, component), key, key, List.of(OWNER_PARTITION_KEY, OWNER_SORT_KEY),
            Json.object()
                .put(partition.attribute(), Json.object().put("S", key))
                .put(sort.attribute(), Json.object().put("S", key))
                .put(OWNER_PARTITION_KEY, Json.object().put("S", partition.template()))
                .put(OWNER_SORT_KEY, Json.object().put("S", sort.template()))));
      }
    }
    Map<String, String> nonKeyAttributes = new TreeMap<>();
    types.forEach((name, byType) -> nonKeyAttributes.put(name, byType.keySet().iterator().next()));
    nonKeyAttributes.put(table.typeAttribute(), "S");
    if (table.entities().stream().anyMatch(EntityModel::hasUnique)) {
      nonKeyAttributes.put(OWNER_PARTITION_KEY, "S");
      nonKeyAttributes.put(OWNER_SORT_KEY, "S");
    }
    for (TableDefinition.Index index : definition.localIndexes()) {
      nonKeyAttributes.put(index.sortKey(), "S");
    }
    for (TableDefinition.Index index : definition.globalIndexes()) {
      nonKeyAttributes.put(index.partitionKey(), "S");
      nonKeyAttributes.put(index.sortKey(), "S");
    }
    Json.Obj model = Json.object()
        .put("TableName", definition.tableName())
        .put("KeyAttributes", Json.object()
            .put("PartitionKey", Json.object().put("AttributeName", definition.partitionKey()).put("AttributeType", "S"))
            .put("SortKey", Json.object().put("AttributeName", definition.sortKey()).put("AttributeType", "S")))
        .put("NonKeyAttributes", nonKeyAttributes.entrySet().stream()
            .map(e -> (Object) Json.object().put("AttributeName", e.getKey()).put("AttributeType", e.getValue())).toList())
        .put("TableFacets", facets);
    List<Object> indexes = new ArrayList<>();
    for (TableDefinition.Index index : definition.globalIndexes()) {
      indexes.add(Json.object()
          .put("IndexName", index.name())
          .put("KeyAttributes", Json.object()
              .put("PartitionKey", Json.object().put("AttributeName", index.partitionKey()).put("AttributeType", "S"))
              .put("SortKey", Json.object().put("AttributeName", index.sortKey()).put("AttributeType", "S")))
          .put("Projection", projection(index)));
    }
    model.put("GlobalSecondaryIndexes", indexes);
    // The Workbench 3.0 model has no member for local secondary indexes: their sort key attributes are
    // listed with the non-key attributes above, and their queries in the description.
    model.put("TableData", List.of())
        .put("DataAccess", Json.object().put("MySql", Json.object()))
        .put("BillingMode", definition.billingMode());
    if (definition.provisioned()) {
      model.put("ProvisionedCapacitySettings", Json.object().put("ProvisionedThroughput", throughput(definition)));
    }
    return Json.object()
        .put("ModelName", definition.tableName())
        .put("ModelMetadata", Json.object()
            .put("Author", "Partitura")
            .put("DateCreated", WORKBENCH_DATE)
            .put("DateLastModified", WORKBENCH_DATE)
            .put("Description", workbenchDescription(table, accessPatterns, types))
            .put("AWSService", "Amazon DynamoDB")
            .put("Version", WORKBENCH_MODEL_VERSION))
        .put("DataModel", List.of(model));
  }

  /** The attributes of a uniqueness item that name its owner's primary key (the runtime's {@code UniqueValues}). */
  static final String OWNER_PARTITION_KEY = "ownerPartitionKey";
  static final String OWNER_SORT_KEY = "ownerSortKey";

  private static Json.Obj facet(String name, String partitionKey, String sortKey, List<String> attributes,
      Json.Obj sample) {
    return Json.object()
        .put("FacetName", name)
        .put("KeyAttributeAlias", Json.object().put("PartitionKeyAlias", partitionKey).put("SortKeyAlias", sortKey))
        // One sample item: its keys are the key templates, each value typed as this entity stores it.
        .put("TableData", List.of(sample))
        .put("NonKeyAttributes", attributes.stream().distinct().toList())
        .put("DataAccess", Json.object().put("MySql", Json.object()));
  }

  /** A placeholder value of DynamoDB type {@code type}: {@code {name}} for strings, 0 for numbers. */
  private static Json.Obj sampleValue(String type, String name) {
    Object value = switch (type) {
      case "S" -> "{" + name + "}";
      case "N" -> "0";
      case "BOOL" -> false;
      case "B" -> "";
      case "SS" -> List.of("{" + name + "}");
      case "NS" -> List.of("0");
      case "BS" -> List.of("");
      case "L" -> List.of();
      default -> Json.object();
    };
    return Json.object().put(type, value);
  }

  /**
   * The attributes stored with several types, then the access patterns, one a line: the Workbench 3.0
   * format has facets but no member for queries.
   */
  private static String workbenchDescription(TableModel table, AccessPatterns accessPatterns,
      Map<String, Map<String, List<String>>> types) {
    StringBuilder text = new StringBuilder("Generated by Partitura from ")
        .append(table.interfaceName().canonicalName()).append('.');
    types.forEach((name, byType) -> {
      if (byType.size() > 1) {
        text.append("\nAttribute ").append(name).append(" is stored as ");
        List<String> each = new ArrayList<>();
        byType.forEach((type, entities) -> each.add(type + " by " + String.join(", ", entities)));
        text.append(String.join("; ", each)).append(" (typed ").append(byType.keySet().iterator().next())
            .append(" above; each facet's sample item has its own type).");
      }
    });
    text.append("\nAccess patterns:");
    for (AccessPatterns.Call call : accessPatterns.calls()) {
      text.append('\n').append(call.call()).append(": ").append(call.operation());
      if (!call.index().isEmpty()) {
        text.append(" on ").append(call.index());
      }
      if (!call.keyCondition().isEmpty()) {
        text.append(", ").append(call.keyCondition());
      }
    }
    return text.toString().replace("`", "");
  }

  // ---------------------------------------------------------------------------------------------
  // schema.json: everything that decides where items are stored

  static Json.Obj schema(TableModel table, TableDefinition definition, KeyTemplates templates, int schemaVersion) {
    List<Object> entities = new ArrayList<>();
    for (EntityModel entity : table.entitiesByType()) {
      Json.Obj item = Json.object()
          .put("type", entity.entityType())
          .put("record", entity.recordName().canonicalName())
          .put("kind", entity.kind().name())
          .put("prefix", entity.prefix())
          .put("parent", entity.parentName() == null ? null : table.entity(entity.parentName()).entityType());
      if (entity.isEdge()) {
        item.put("from", table.entity(entity.edge().fromName()).entityType())
            .put("to", table.entity(entity.edge().toName()).entityType())
            .put("index", entity.edge().index().name());
      }
      item.put("shards", entity.isParent() ? entity.shards() : null)
          .put("partitionKey", key(templates.partitionKey(entity)))
          .put("sortKey", key(templates.sortKey(entity)));
      List<Object> indexKeys = new ArrayList<>();
      for (KeyTemplates.IndexKey indexKey : templates.indexKeys(entity)) {
        indexKeys.add(Json.object()
            .put("index", indexKey.index().name())
            .put("query", indexKey.declaration() == null ? null : indexKey.declaration().queryName())
            .put("partitionKey", indexKey.partitionKey() == null ? null : key(indexKey.partitionKey()))
            .put("sortKey", key(indexKey.sortKey())));
      }
      item.put("indexKeys", indexKeys)
          .put("version", entity.version() == null ? null : entity.version().attributeName())
          .put("unique", entity.unique().isEmpty() ? null
              : entity.unique().stream().map(component -> (Object) component.name()).toList())
          .put("attributes", sortedAttributes(entity).stream().map(component -> (Object) Json.object()
              .put("attribute", component.attributeName())
              .put("component", component.name())
              .put("javaType", component.javaType().toString())
              .put("dynamoType", dynamoType(component.attributeType()))).toList());
      entities.add(item);
    }
    List<Object> indexes = new ArrayList<>();
    for (TableDefinition.Index index : definition.globalIndexes()) {
      indexes.add(index(index, "GLOBAL"));
    }
    for (TableDefinition.Index index : definition.localIndexes()) {
      indexes.add(index(index, "LOCAL"));
    }
    indexes.sort(Comparator.comparing(index -> (String) ((Json.Obj) index).members().get("name")));
    return Json.object()
        .put("formatVersion", SCHEMA_FORMAT_VERSION)
        .put("table", Json.object()
            .put("name", table.tableName())
            .put("schemaVersion", schemaVersion)
            .put("declaredBy", table.interfaceName().canonicalName())
            .put("partitionKey", table.partitionKey())
            .put("sortKey", table.sortKey())
            .put("typeAttribute", table.typeAttribute())
            .put("timeToLiveAttribute", definition.timeToLiveAttribute())
            .put("streamView", definition.streamView()))
        .put("keyFormat", Json.object()
            .put("separator", String.valueOf(KeyFormat.SEPARATOR))
            .put("escape", String.valueOf(KeyFormat.ESCAPE))
            .put("shard", "FNV-1a (32-bit) of the UTF-8 bytes of the key it is computed from, unsigned, modulo the "
                + "shard count; written zero-padded to the digits of the largest shard, at least 2"))
        .put("indexes", indexes)
        .put("entities", entities);
  }

  private static Json.Obj index(TableDefinition.Index index, String kind) {
    return Json.object()
        .put("name", index.name())
        .put("kind", kind)
        .put("partitionKey", index.partitionKey())
        .put("sortKey", index.sortKey())
        .put("projection", index.projection())
        .put("nonKeyAttributes", index.nonKeyAttributes().isEmpty() ? null : List.copyOf(index.nonKeyAttributes()));
  }

  private static Json.Obj key(KeyTemplates.Key key) {
    return Json.object()
        .put("attribute", key.attribute())
        .put("template", key.template())
        .put("components", key.components().stream().map(component -> (Object) Json.object()
            .put("component", component.name())
            .put("encoding", encoding(component.keyType()))).toList())
        .put("shards", key.shards() > 1 ? key.shards() : null)
        .put("shardOf", key.shardOf());
  }

  /** How a key component is written: a boxed number is written as its primitive, so they share a name. */
  static String encoding(KeyType type) {
    if (type == null) {
      return "DECIMAL"; // a BigDecimal in a template with @KeyStyle(numbers = DECIMAL): JavaScript's text
    }
    return switch (type) {
      case INTEGER -> KeyType.INT.name();
      case LONG_OBJECT -> KeyType.LONG.name();
      default -> type.name();
    };
  }

  /** The entity's non-key attributes in name order: reordering record components moves no data. */
  static List<ComponentModel> sortedAttributes(EntityModel entity) {
    return entity.components().stream().sorted(Comparator.comparing(ComponentModel::attributeName)).toList();
  }

  /** The DynamoDB type a value is stored as, or {@code null} when a user's converter decides it. */
  static String dynamoType(AttributeType type) {
    if (type instanceof AttributeType.Scalar scalar) {
      return switch (scalar.kind()) {
        case STRING, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUID, ENUM -> "S";
        case BOOLEAN, BOXED_BOOLEAN -> "BOOL";
        case BYTES -> "B";
        default -> "N";
      };
    }
    if (type instanceof AttributeType.Id id) {
      return dynamoType(id.component());
    }
    if (type instanceof AttributeType.SetOf set) {
      String element = dynamoType(set.element());
      return element == null ? null : element + "S";
    }
    if (type instanceof AttributeType.OptionalOf optional) {
      return dynamoType(optional.value());
    }
    if (type instanceof AttributeType.ListOf) {
      return "L";
    }
    if (type instanceof AttributeType.MapOf || type instanceof AttributeType.Nested) {
      return "M";
    }
    return null;
  }
}
