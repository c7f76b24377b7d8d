package io.partitura.processor.diag;

import io.partitura.format.KeyFormat;
import javax.tools.Diagnostic;

/**
 * Every diagnostic the processor can report: a stable code users can search for, a template that
 * says what is wrong, names the offending value and says how to fix it, and a kind. The README's
 * diagnostics table lists every entry (a test keeps the two in step).
 */
public enum Message {
  // ---- Entities
  ENTITY_NOT_A_RECORD("ENTITY-001", Diagnostic.Kind.ERROR,
      "@%s is on %s %s, but Partitura entities must be Java records. Declare it as `record %s(...)`."),
  ENTITY_GENERIC("ENTITY-002", Diagnostic.Kind.ERROR,
      "Record %s declares type parameters %s; a stored entity needs concrete types. Remove the type parameters."),
  ENTITY_NOT_ACCESSIBLE("ENTITY-003", Diagnostic.Kind.ERROR,
      "Record %s is private (or nested in a private class), so the generated code in package %s cannot use it. "
          + "Make it package-private or public."),
  ENTITY_MULTIPLE_ROLES("ENTITY-004", Diagnostic.Kind.ERROR,
      "Record %s is annotated with %s; an entity has exactly one role. Keep one of them."),
  ENTITY_TYPE_DUPLICATE("ENTITY-005", Diagnostic.Kind.ERROR,
      "Entity type \"%s\" of %s is already used by %s in table %s; mixed query results are split by this value. "
          + "Give one of them another `type`."),
  ENTITY_ACCESSOR_CLASH("ENTITY-006", Diagnostic.Kind.ERROR,
      "Entities %s and %s of table %s would both be reached as %s.%s(): generated accessors, batch methods and "
          + "result lists are named after a record's simple name. Rename one of the records."),

  // ---- Tables
  TABLE_NOT_DECLARED("TABLE-001", Diagnostic.Kind.ERROR,
      "%s names %s as its table, but %s is not annotated with @Table. Annotate it with "
          + "@Table(name = \"...\") or name a @Table interface."),
  TABLE_NAME_DUPLICATE("TABLE-002", Diagnostic.Kind.ERROR,
      "Table name \"%s\" is already declared by %s; two @Table declarations would generate two entry points "
          + "for one table. Declare the table once and point every entity at it."),
  TABLE_NAME_INVALID("TABLE-003", Diagnostic.Kind.ERROR,
      "Table name \"%s\" is not valid in DynamoDB: it must be 3 to 255 characters of a-z, A-Z, 0-9, '_', '-' and '.'. "
          + "Rename the table."),
  ATTRIBUTE_NAME_INVALID("TABLE-004", Diagnostic.Kind.ERROR,
      "Attribute name \"%s\" (%s) is not valid: key attribute names must be 1 to 255 bytes long. Choose another name."),
  KEY_ATTRIBUTES_SAME("TABLE-005", Diagnostic.Kind.ERROR,
      "Partition key and sort key attributes of table %s are both named \"%s\". Give the sort key another name "
          + "(\"SK\" is the usual choice)."),
  TYPE_ATTRIBUTE_IS_KEY("TABLE-008", Diagnostic.Kind.ERROR,
      "The entity type attribute of table %s is named \"%s\", which is also the table's %s: every put would "
          + "overwrite the key with the entity's type name. Give it another name (\"_type\" is the default)."),
  TABLE_NOT_INTERFACE("TABLE-006", Diagnostic.Kind.ERROR,
      "@Table is on %s %s; declare the table on an interface, for example `@Table(name = \"%s\") public interface %s {}`."),
  CAPACITY_INVALID("TABLE-007", Diagnostic.Kind.ERROR,
      "Table %s asks for %s = %d; DynamoDB provisions at least 1 capacity unit. Use 1 or more."),

  // ---- Keys
  KEY_MISSING("KEY-001", Diagnostic.Kind.ERROR,
      "%s has no @Key component, so its items would have no key of their own. Annotate the component that "
          + "identifies it with @Key."),
  KEY_UNSUPPORTED_TYPE("KEY-002", Diagnostic.Kind.ERROR,
      "Key component %s has type %s, which the key codec cannot encode in sort order. Supported key types: %s; "
          + "and typed ids, records of one component of such a type (record CustomerId(String value))."),
  KEY_ORDER_AMBIGUOUS("KEY-003", Diagnostic.Kind.ERROR,
      "Key components of %s have an ambiguous order: %s. Give every @Key component a distinct `order`, "
          + "or none of them (declaration order)."),

  // ---- Prefixes
  PREFIX_INVALID("PREFIX-001", Diagnostic.Kind.ERROR,
      "Prefix \"%s\" of %s is not valid: a prefix must be non-empty and must not contain '" + KeyFormat.SEPARATOR
          + "' (the key separator), '" + KeyFormat.ESCAPE + "' (the key escape character), or control characters. Use letters, digits, '_' or '-', e.g. \"PROJ\"."),
  PREFIX_DUPLICATE("PREFIX-002", Diagnostic.Kind.ERROR,
      "Prefix \"%s\" of %s is already used by %s in table %s; their keys would mix in one begins_with query. "
          + "Give each entity its own prefix."),
  PREFIX_EQUALS_PARENT_SORT_KEY("PREFIX-003", Diagnostic.Kind.ERROR,
      "Child prefix \"%s\" of %s equals the sort key \"%s\" of its parent %s's own item, so listing the children "
          + "would return the parent. Choose another prefix or another @Parent(sortKey)."),

  // ---- Attributes
  ATTRIBUTE_COLLIDES("ATTR-001", Diagnostic.Kind.ERROR,
      "Component %s is stored as attribute \"%s\", which is the %s. Rename it with @Attribute(\"...\")."),
  ATTRIBUTE_DUPLICATE("ATTR-002", Diagnostic.Kind.ERROR,
      "Component %s is stored as attribute \"%s\", which component %s already uses. Rename one with @Attribute(\"...\")."),
  COMPONENT_NAMES_UPDATE_METHOD("ATTR-009", Diagnostic.Kind.ERROR,
      "Component %s is named like the method %s() that the generated %s already has, so the component's own "
          + "method there cannot take that name. Rename the component (@Attribute(\"%s\") keeps the stored "
          + "attribute name)."),
  ATTRIBUTE_UNSUPPORTED_TYPE("ATTR-003", Diagnostic.Kind.ERROR,
      "Component %s has type %s, which Partitura cannot store. Supported: String, boxed and primitive numbers, "
          + "boolean, enums, Instant, LocalDate, LocalDateTime, UUID, BigDecimal, BigInteger, byte[], records, "
          + "List and Map<String, …> of those, Set of strings or numbers, and Optional of those. For other types "
          + "name an Enhanced Client "
          + "AttributeConverter with @Convert(MyConverter.class)."),
  CONVERTER_INVALID("ATTR-004", Diagnostic.Kind.ERROR,
      "Converter %s on component %s %s. A converter must be a public, non-abstract class with a public "
          + "no-argument constructor implementing AttributeConverter<%s>."),
  ATTRIBUTE_NAME_EMPTY("ATTR-005", Diagnostic.Kind.ERROR,
      "@Attribute on component %s names an empty attribute. Give it a name, or remove @Attribute."),

  VERSION_TYPE("ATTR-006", Diagnostic.Kind.ERROR,
      "@Version component %s has type %s; a version must be long, int, Long or Integer. Change its type."),
  VERSION_DUPLICATE("ATTR-007", Diagnostic.Kind.ERROR,
      "Component %s is a second @Version of %s (the first is %s); an item has one version. Remove one."),
  VERSION_IS_KEY("ATTR-008", Diagnostic.Kind.ERROR,
      "Component %s is both @Key and @Version, but a key never changes while a version changes on every write. "
          + "Use a separate component for the version."),

  // ---- Expiry (DynamoDB Time to Live)
  EXPIRY_TYPE("EXPIRY-001", Diagnostic.Kind.ERROR,
      "@ExpiresAt component %s has type %s; DynamoDB expires an item by a Number of epoch seconds, which "
          + "Partitura writes from a java.time.Instant. Change its type to Instant."),
  EXPIRY_DUPLICATE("EXPIRY-002", Diagnostic.Kind.ERROR,
      "Component %s is a second @ExpiresAt of %s (the first is %s); an item expires at one moment. Remove one."),
  EXPIRY_IS_KEY("EXPIRY-003", Diagnostic.Kind.ERROR,
      "Component %s is both %s and @ExpiresAt, but a key names the item for good while an expiry is renewed "
          + "(extending it would make another item) and stops meaning anything once passed. Use a separate "
          + "component for the expiry."),
  INDEX_KEYED_BY_EXPIRY("EXPIRY-004", Diagnostic.Kind.ERROR,
      "%s on %s keys the index by %s, the @ExpiresAt component. Renewing the expiry would move the item in the "
          + "index, and items past their expiry stay listed there until DynamoDB removes them (days later). "
          + "Key the index by another component."),
  EXPIRY_ATTRIBUTE_MISMATCH("EXPIRY-005", Diagnostic.Kind.ERROR,
      "%s stores its @ExpiresAt component %s as attribute \"%s\", but %s in the same table %s stores its expiry "
          + "as \"%s\"; DynamoDB has one Time to Live attribute per table. Store both under one name, e.g. "
          + "@Attribute(\"%s\")."),
  EXPIRY_ATTRIBUTE_REUSED("EXPIRY-006", Diagnostic.Kind.ERROR,
      "Component %s of %s is stored as \"%s\", the Time to Live attribute of table %s (the @ExpiresAt of %s), "
          + "but is not @ExpiresAt: DynamoDB would delete %s items whenever a number stored there is in the past. "
          + "Rename it with @Attribute, or mark it @ExpiresAt."),
  EXPIRY_NESTED("EXPIRY-007", Diagnostic.Kind.ERROR,
      "@ExpiresAt component %s is in a record stored inside another item; DynamoDB's Time to Live reads only "
          + "top-level attributes, so nothing would expire. Move it to the entity record."),

  // ---- Unique values
  UNIQUE_TYPE("UNIQUE-001", Diagnostic.Kind.ERROR,
      "@Unique component %s has type %s, but a unique value is held in the key of its uniqueness item, and keys "
          + "hold only %s (or a typed id of one). Change its type, or drop @Unique."),
  UNIQUE_IS_KEY("UNIQUE-002", Diagnostic.Kind.ERROR,
      "Component %s is both %s and @Unique; the primary key is unique already, and a uniqueness item for it "
          + "would only cost a second write per change. Remove @Unique."),
  UNIQUE_NESTED("UNIQUE-003", Diagnostic.Kind.ERROR,
      "@Unique component %s is in a record stored inside another item; uniqueness is kept per entity, for its "
          + "top-level components only. Move the component to the entity record."),
  UNIQUE_UNSUPPORTED_ENTITY("UNIQUE-004", Diagnostic.Kind.ERROR,
      "@Unique component %s is on %s, and %s, so Partitura cannot keep the value unique there. Remove @Unique."),
  UNIQUE_PREFIX_RESERVED("UNIQUE-005", Diagnostic.Kind.ERROR,
      "Prefix \"%s\" of %s is reserved in a table with @Unique components: keys \"%s#...\" are its uniqueness "
          + "items, and this entity's keys could meet them. Choose another prefix."),

  // ---- Counters and upserts
  COUNTER_INVALID("COUNTER-001", Diagnostic.Kind.ERROR,
      "@Counter on %s, which %s; a counter is a number an upsert adds to (ADD) and creates at 0, outside keys and "
          + "index keys, on an entity without @Version. %s"),
  COUNTER_ABSENT("COUNTER-002", Diagnostic.Kind.ERROR,
      "Component %s of %s has the primitive type %s, which cannot be absent, but %s has @Counter components (%s), "
          + "so `%s().upsert(...)` can create an item that holds only its key and its counters, and a missing %s has no value to read. "
          + "Declare it %s (read as null when absent)%s, or remove @Counter from %s."),

  // ---- Relationships
  CHILD_PARENT_NOT_PARENT("REL-001", Diagnostic.Kind.ERROR,
      "@ChildOf(parent = %s) on %s: %s is neither a @Parent nor a @ChildOf record, so it has no item collection to "
          + "join. Annotate %s with @Parent, or with @ChildOf(parent = ...) to nest %s two levels deep; or name such "
          + "a record."),
  CHILD_MISSING_PARENT_KEY("REL-002", Diagnostic.Kind.ERROR,
      "%s is a child of %s but has no component \"%s\" (%s), the parent's key that places the child in its "
          + "parent's partition. Add `%s %s` to the record."),
  CHILD_PARENT_KEY_TYPE("REL-003", Diagnostic.Kind.ERROR,
      "Component %s has type %s, but the parent %s's key component \"%s\" has type %s. Use the parent's type."),
  CHILD_KEY_IS_PARENT_KEY("REL-004", Diagnostic.Kind.ERROR,
      "Component %s is the parent's key and cannot also be a @Key of the child: the child needs a key of its own "
          + "within the parent's partition. Remove @Key here and mark the child's own id with @Key."),

  CHILD_NESTED_TOO_DEEP("REL-014", Diagnostic.Kind.ERROR,
      "@ChildOf(parent = %s) on %s: %s is itself nested two levels deep (%s), and collections nest at most three "
          + "levels: a fourth level's keys would repeat three ancestors' keys in every sort key, and its parent's "
          + "listing would need an index of its own. Make %s a child of %s, or store it as a list inside %s."),
  CHILD_CYCLE("REL-015", Diagnostic.Kind.ERROR,
      "@ChildOf(parent = %s) on %s: the chain %s never reaches a @Parent, so none of these records has a partition. "
          + "Annotate the top record with @Parent."),
  NESTED_PARENT_COMPOSITE_ROOT("REL-016", Diagnostic.Kind.ERROR,
      "@ChildOf(parent = %s) on %s: %s's key has %d components, but listing each %s's %s items without their "
          + "children needs the processor's index %s, keyed by one component. Nest under a @Parent keyed "
          + "by one component (a typed id, for example), or keep %s one level deep."),

  EDGE_SIDE_NOT_PARENT("REL-005", Diagnostic.Kind.ERROR,
      "@ManyToMany(%s = %s) on %s: %s is not annotated with @Parent. Both sides of an edge must be @Parent "
          + "entities of one table; annotate it with @Parent or name a @Parent record."),
  EDGE_SIDES_IN_OTHER_TABLES("REL-006", Diagnostic.Kind.ERROR,
      "@ManyToMany on %s links %s (table %s) and %s (table %s); an edge and both its sides must live in one table "
          + "so that one edge item answers both directions. Point both sides at the same @Table."),
  EDGE_KEYS_COUNT("REL-007", Diagnostic.Kind.ERROR,
      "@ManyToMany(%s = %s) on %s names %d components, but %s's key has %d (%s). Name one edge component per key "
          + "component, in key order."),
  EDGE_SELF_NEEDS_KEYS("REL-008", Diagnostic.Kind.ERROR,
      "@ManyToMany on %s links %s to itself, so both sides would read the same components %s. Name the edge's "
          + "components for each side, e.g. fromKeys = \"followerId\", toKeys = \"followeeId\"."),
  EDGE_MISSING_SIDE_KEY("REL-009", Diagnostic.Kind.ERROR,
      "%s is an edge from %s to %s but has no component \"%s\" (%s) holding the %s side's key component \"%s\". "
          + "Add `%s %s` to the record, or name the component with %s."),
  EDGE_SIDE_KEY_TYPE("REL-010", Diagnostic.Kind.ERROR,
      "Component %s holds %s's key component \"%s\" of type %s, but has type %s. Use the side's type."),
  EDGE_HAS_KEY("REL-011", Diagnostic.Kind.ERROR,
      "Component %s is marked @Key, but an edge's key is made of its two sides' keys. Remove @Key."),
  EDGE_SIDES_SHARE_COMPONENT("REL-012", Diagnostic.Kind.ERROR,
      "@ManyToMany on %s would read both sides' keys from component %s (%s's key \"%s\" and %s's key \"%s\"), "
          + "but an edge holds both keys. Give the edge one component per side and name them, e.g. "
          + "fromKeys = \"%s\", toKeys = \"%s\"."),
  EDGE_VERB_INVALID("REL-013", Diagnostic.Kind.ERROR,
      "@ManyToMany(verb = \"%s\") on %s %s. Choose another verb (a Java method name, such as \"enroll\")."),

  // ---- Indexes
  INDEX_NAME_INVALID("INDEX-001", Diagnostic.Kind.ERROR,
      "Index name \"%s\" on %s is not valid in DynamoDB: it must be 3 to 255 characters of a-z, A-Z, 0-9, '_', '-' "
          + "and '.'. Rename the index."),
  INDEX_CONFLICT("INDEX-002", Diagnostic.Kind.ERROR,
      "Index %s is declared by %s with %s, but by %s with %s. Edges sharing an index must declare the same key "
          + "attributes and projection; align them, or use another index name."),
  INDEX_INCLUDE_UNKNOWN("INDEX-003", Diagnostic.Kind.ERROR,
      "The INCLUDE projection of index %s on %s names \"%s\", which no component of %s or %s stores. "
          + "Attributes: %s."),
  INDEX_TOO_MANY("INDEX-004", Diagnostic.Kind.ERROR,
      "Table %s would have %d global secondary indexes; DynamoDB allows at most 20 per table. Let edges share an "
          + "overloaded index (same index name and key attributes)."),
  INDEX_KEY_IS_TABLE_KEY("INDEX-005", Diagnostic.Kind.ERROR,
      "Index %s on %s uses \"%s\" as a key attribute, which is also the table's %s. Index keys need their own "
          + "attributes, e.g. %sPK and %sSK."),

  INDEX_COMPONENT_MISSING("INDEX-006", Diagnostic.Kind.ERROR,
      "%s on %s names %s component \"%s\", which %s does not have. Components: %s."),
  INDEX_COMPONENT_TYPE("INDEX-007", Diagnostic.Kind.ERROR,
      "%s on %s keys the index by %s, of type %s, which the key codec cannot encode in "
          + "sort order. Supported key types: %s."),
  INDEX_LOW_CARDINALITY("INDEX-008", Diagnostic.Kind.WARNING,
      "@GlobalIndex(name = \"%s\") on %s partitions the index by %s, a low-cardinality %s: every write "
          + "lands on one of a few index partitions (a hot partition). Add shards = 4 (or more) to spread them; "
          + "listings then fan out over the shards."),
  SHARDS_INVALID("INDEX-009", Diagnostic.Kind.ERROR,
      "%s asks for %d shards; use 1 (unsharded) to 100."),
  INDEX_QUERY_CLASH("INDEX-010", Diagnostic.Kind.ERROR,
      "%s on %s generates the query method %s(), which %s. Name it with query = \"...\"."),

  LOCAL_INDEX_TOO_MANY("INDEX-011", Diagnostic.Kind.ERROR,
      "Table %s would have %d local secondary indexes; DynamoDB allows at most 5 per table. Share a local index "
          + "between entities (same name and sort key attribute), or use a @GlobalIndex."),
  LOCAL_INDEX_COLLECTION_LIMIT("INDEX-012", Diagnostic.Kind.WARNING,
      "@LocalIndex(name = \"%s\") on %s: with a local secondary index, DynamoDB limits every item collection of "
          + "table %s (all items sharing a partition key, such as a parent and all its children) to 10 GB, and "
          + "refuses writes beyond it. Shard big parents (@Parent(shards = ...)), or use a @GlobalIndex instead."),

  INDEX_KEY_WRITTEN_TWICE("INDEX-013", Diagnostic.Kind.ERROR,
      "%s would write index key attribute \"%s\" twice: %s and %s. One item holds one value per attribute, so one "
          + "would overwrite the other; use another index name (or other index key attributes) for one of them."),
  INDEX_QUERY_NAME_INVALID("INDEX-014", Diagnostic.Kind.ERROR,
      "Query method name \"%s\" of %s on %s is not a Java method name. Use a name such as %s."),
  LOCAL_INDEX_ON_PARENT("INDEX-015", Diagnostic.Kind.ERROR,
      "@LocalIndex(name = \"%s\") on %s: a parent's partition holds one item of the parent, so a local index "
          + "would order one item. To list %ss by %s, use @GlobalIndex(name = \"...\", partitionKey = \"...\", "
          + "sortKey = \"%s\"); to order a parent's children, put the @LocalIndex on the child."),
  INDEX_KEYED_BY_VERSION("INDEX-016", Diagnostic.Kind.ERROR,
      "%s on %s keys the index by %s, the @Version component. Every write changes the version, so the index key "
          + "would be stale after every update (or point at the version before the write). Key the index by "
          + "another component."),
  INDEX_KEY_EMPTY("INDEX-017", Diagnostic.Kind.ERROR,
      "%s on %s names no component in %s: an index key needs at least one. Name the components in order, e.g. %s."),
  INDEX_COMPONENT_REPEATED("INDEX-018", Diagnostic.Kind.ERROR,
      "%s on %s names component %s twice in its keys: an index key holds each component once, and a component in "
          + "the partition key is already equal for every item of an index partition. Remove the repeat."),
  INDEX_NAME_RESERVED("INDEX-019", Diagnostic.Kind.ERROR,
      "Index name \"%s\" on %s is reserved: Partitura declares index %s itself, on a table where a child has "
          + "children of its own, to list those children without theirs. Rename the index (\"%sIndex\", say)."),
  INDEX_SHARED_WITH_EDGE("INDEX-020", Diagnostic.Kind.NOTE,
      "@GlobalIndex(name = \"%s\") on %s shares index %s with the inverted index of edge %s, which takes that name "
          + "by default: one overloaded index holds both. That works: the key prefixes keep them apart (%s under "
          + "\"%s\", %s under \"%s\"), and each listing reads only its own. For separate indexes, give the edge another index "
          + "(@ManyToMany(index = \"...\")) or this one another name."),

  // ---- Key templates (adopting an existing table's layout)
  TEMPLATE_SYNTAX("TEMPLATE-001", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s is not a key template: %s. Write constant text and {component} placeholders, "
          + "{component:width} for a left-padded number, for example \"USER#{userId}\"."),
  TEMPLATE_UNKNOWN_COMPONENT("TEMPLATE-002", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s holds {%s}, but this key is built from %s only. Use those components, each once."),
  TEMPLATE_MISSING_COMPONENT("TEMPLATE-003", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s lacks {%s}: a get by key could not build this key without it. Add the placeholder."),
  TEMPLATE_AMBIGUOUS("TEMPLATE-004", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s cannot be read back: %s. Put a constant with no proper prefix that is also a suffix "
          + "between every two placeholders, such as \"#userid_\"."),
  TEMPLATE_WIDTH("TEMPLATE-005", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s gives {%s} a width, but %s. Drop the width, or use @KeyStyle(numbers = DECIMAL) with an "
          + "int or long component."),
  TEMPLATE_CASING("TEMPLATE-006", Diagnostic.Kind.ERROR,
      "%s = \"%s\" on %s has the constant \"%s\", which casing %s would never store: keys are written as the "
          + "layout stores them. Write it as \"%s\"."),
  TEMPLATE_UNESCAPED("TEMPLATE-007", Diagnostic.Kind.NOTE,
      "The key templates of %s write values unescaped (@KeyStyle(escape = false)): the template trades escaping "
          + "for compatibility with the stored layout, so a write refuses a value holding the constant that follows "
          + "it (%s) with InvalidKeyException before any request."),
  TEMPLATE_OVERLAP("TEMPLATE-008", Diagnostic.Kind.ERROR,
      "The keys of %s and %s can be the same item in table %s: both can produce %s. Give one of them a constant "
          + "the other's template cannot produce (a prefix such as \"ENROLL#\")."),
  TEMPLATE_UNSUPPORTED("TEMPLATE-009", Diagnostic.Kind.ERROR,
      "%s on %s: %s. %s"),
  MARKER_INVALID("TEMPLATE-010", Diagnostic.Kind.ERROR,
      "@Marker(attribute = \"%s\") on %s: %s. Name another attribute."),

  // ---- Schema lock (processor option partitura.schemaLocation)
  SCHEMA_PREFIX_CHANGED("SCHEMA-001", Diagnostic.Kind.ERROR,
      "The prefix of %s changed from \"%s\" to \"%s\" since schema snapshot %s: items written as `%s` will no longer "
          + "be found by %s, and new ones are written as `%s`. %s"),
  SCHEMA_TYPE_NAME_CHANGED("SCHEMA-002", Diagnostic.Kind.ERROR,
      "%s changed from \"%s\" to \"%s\" since schema snapshot %s: %s. %s"),
  SCHEMA_KEY_FORMAT_CHANGED("SCHEMA-003", Diagnostic.Kind.ERROR,
      "The key %s of table %s changed from '%s' to '%s' since schema snapshot %s (the runtime's KeyCodec is another "
          + "version): no key stored with '%s' will be found by any generated call. %s"),
  SCHEMA_KEY_COMPONENTS_CHANGED("SCHEMA-004", Diagnostic.Kind.ERROR,
      "The %s of %s changed from `%s` (%s) to `%s` (%s) since schema snapshot %s: items written at `%s` will no longer "
          + "be found by %s. %s"),
  SCHEMA_SHARDS_CHANGED("SCHEMA-005", Diagnostic.Kind.ERROR,
      "The shard count of %s changed from %d to %d since schema snapshot %s: stored items sit in the shard their key "
          + "hashed to among %d, so %s will miss most of them. %s"),
  SCHEMA_INDEX_KEY_CHANGED("SCHEMA-006", Diagnostic.Kind.ERROR,
      "The key of %s in index %s %s since schema snapshot %s: items written with the old index key will no longer be "
          + "found by %s. %s"),
  SCHEMA_PARENT_MOVED("SCHEMA-007", Diagnostic.Kind.ERROR,
      "%s moved from %s to %s since schema snapshot %s: its stored items stay at `%s`, where %s no longer looks (new "
          + "ones go to `%s`). %s"),
  SCHEMA_TABLE_KEYS_RENAMED("SCHEMA-008", Diagnostic.Kind.ERROR,
      "The %s attribute of table %s was renamed from \"%s\" to \"%s\" since schema snapshot %s: DynamoDB cannot rename "
          + "a key attribute, so the deployed table and its items no longer match the generated code. %s"),
  SCHEMA_ENTITY_REMOVED("SCHEMA-009", Diagnostic.Kind.ERROR,
      "Entity %s (type \"%s\", stored at `%s`) is in schema snapshot %s but no longer in table %s: its stored items "
          + "stay in the table, and no generated call reads, updates or deletes them. %s"),
  SCHEMA_VERSION_INVALID("SCHEMA-010", Diagnostic.Kind.ERROR,
      "@Table(schemaVersion = %d) on %s is not valid: %s."),
  SCHEMA_SNAPSHOT_UNREADABLE("SCHEMA-011", Diagnostic.Kind.ERROR,
      "Schema snapshot %s of table %s could not be %s: %s. %s"),
  SCHEMA_INDEX_BACKFILL("SCHEMA-012", Diagnostic.Kind.WARNING,
      "%s is now written into index %s (at %s), which schema snapshot %s did not have: %s items stored before "
          + "lack the index key, so %s will not list them until each is written again (a backfill)."),
  SCHEMA_KEY_TEMPLATE_CHANGED("SCHEMA-013", Diagnostic.Kind.ERROR,
      "The %s of %s changed from `%s` to `%s` since schema snapshot %s: items written at `%s = %s` will no longer be "
          + "found by %s, and new ones are written at `%s = %s`. %s"),
  SCHEMA_KEY_ATTRIBUTE_RENAMED("SCHEMA-014", Diagnostic.Kind.ERROR,
      "Key component %s of %s is stored as attribute \"%s\" instead of \"%s\" since schema snapshot %s: stored items "
          + "are still found by their key, but hold the value as \"%s\", so %s. %s"),
  SCHEMA_ATTRIBUTE_RENAMED("SCHEMA-015", Diagnostic.Kind.WARNING,
      "Component %s of %s is stored as attribute \"%s\" instead of \"%s\" since schema snapshot %s: items stored before "
          + "hold its value as \"%s\", so %s until each item is migrated (its value moved from \"%s\" to \"%s\", e.g. "
          + "one UpdateItem per item: SET #%s = #%s REMOVE #%s)."),
  SCHEMA_UNIQUE_ADDED("SCHEMA-016", Diagnostic.Kind.WARNING,
      "Component %s of %s is now @Unique, which schema snapshot %s did not record: items stored before have no "
          + "uniqueness item `%s`, so a new item can take a value they hold, and values they share stay shared. "
          + "Migrate before deploying: resolve the duplicates, then write each stored value's uniqueness item (README: "
          + "Changing a schema safely); rewriting an item with the same value does not write it."),
  SCHEMA_VERSION_ADDED("SCHEMA-017", Diagnostic.Kind.WARNING,
      "Component %s of %s is now its @Version, which schema snapshot %s did not record: items stored before have no "
          + "attribute \"%s\", so %s. Migrate before deploying: set \"%s\" = 1 (what create writes) on every stored "
          + "item that lacks it."),
  SCHEMA_STREAM_VIEW_CHANGED("SCHEMA-018", Diagnostic.Kind.WARNING,
      "The stream of table %s changed from %s to %s since schema snapshot %s: DynamoDB cannot change a stream in "
          + "place, so deploying this disables the stream (its consumers read no new records; the old records stay "
          + "readable for 24 hours)%s. Move every consumer of the stream before deploying it."),
  SCHEMA_INDEX_KEYS_WRITTEN_APART("SCHEMA-019", Diagnostic.Kind.WARNING,
      "The key attributes of %s in index %s are now written each from its own components (%s), and schema snapshot "
          + "%s predates that: put wrote both or neither, so an item stored before with %s null has neither. A "
          + "partial update that sets the missing component alone then writes one key attribute, and the item stays "
          + "out of %s although every component is set. After deploying, run db.backfill(\"%s\"): it writes the "
          + "key attribute each such item lacks, and nothing to the others."),
  SCHEMA_TYPED_ID_STORED_AS_VALUE("SCHEMA-020", Diagnostic.Kind.WARNING,
      "Component %s of %s holds %s, which schema snapshot %s (format %s) stored as a map of the id's one component "
          + "(`{\"value\": ...}`); a typed id is now stored as that component alone, as in keys. Items stored before "
          + "still read (both forms are read), but a condition or filter on it matches only items written since, and "
          + "other readers of the table (streams, exports) meet both forms. Migrate: write each stored %s again "
          + "(get, then put)%s."),

  // ---- Processor
  INTERNAL_ERROR("INTERNAL", Diagnostic.Kind.ERROR,
      "Partitura's processor failed on %s; please report this with the stack trace: %s"),
  ENTITY_AFTER_TABLE("TYPE-002", Diagnostic.Kind.ERROR,
      "%s appeared in a later annotation processing round than the other entities of table %s, whose classes "
          + "are already generated. Declare it in source, or have the processor that generates it run first."),
  GENERATED_NAME_TAKEN("TYPE-003", Diagnostic.Kind.ERROR,
      "Partitura could not write the classes it generates for %s: %s. A class of that name already exists; rename "
          + "the record (or the class in the way)."),
  UNNAMED_PACKAGE_TYPE_HIDDEN("TYPE-004", Diagnostic.Kind.ERROR,
      "%s is in the unnamed package and has the simple name of %s, a type Partitura nests in the classes it "
          + "generates for table %s: there that name means the nested type, and a class of the unnamed package has no "
          + "other name. Move %s into a package (or rename it)."),
  UNRESOLVED_TYPE("TYPE-001", Diagnostic.Kind.ERROR,
      "Type %s of %s could not be resolved after every annotation processing round. Check that it exists "
          + "and is on the classpath.");

  private final String code;
  private final Diagnostic.Kind kind;
  private final String template;

  Message(String code, Diagnostic.Kind kind, String template) {
    this.code = code;
    this.kind = kind;
    this.template = template;
  }

  /** The stable code, without brackets: {@code PARTITURA-KEY-002}. */
  public String code() {
    return "PARTITURA-" + code;
  }

  /**
   * What {@code @SuppressWarnings} names to silence this warning: {@code partitura:INDEX-008}. The
   * {@code partitura:} namespace keeps javac's own keys ({@code "all"}, {@code "unchecked"}) apart.
   */
  public String suppressionKey() {
    return SUPPRESSION_PREFIX + code;
  }

  /** The {@code @SuppressWarnings} key that silences every Partitura warning. */
  public static final String SUPPRESS_ALL = "partitura:all";

  private static final String SUPPRESSION_PREFIX = "partitura:";

  public Diagnostic.Kind kind() {
    return kind;
  }

  public String template() {
    return template;
  }

  /**
   * The full message: {@code [PARTITURA-KEY-002] Key component …}. A warning ends with how to keep
   * it on purpose; errors cannot be silenced.
   */
  public String format(Object... args) {
    String text = "[" + code() + "] " + String.format(template, args);
    if (kind == Diagnostic.Kind.ERROR) {
      return text;
    }
    if (kind == Diagnostic.Kind.NOTE) {
      return text + " To silence it, annotate the record with @SuppressWarnings(\"" + suppressionKey() + "\").";
    }
    return text + " To keep it on purpose, annotate the record with @SuppressWarnings(\"" + suppressionKey() + "\").";
  }
}
