package io.partitura.processor.lock;

import com.palantir.javapoet.ClassName;
import io.partitura.format.KeyFormat;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.generate.Json;
import io.partitura.processor.generate.SchemaFiles;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableModel;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/**
 * The schema lock (processor option {@code partitura.schemaLocation=<dir>}): compares a table's
 * current {@code schema.json} with the committed snapshot {@code <dir>/<table-name>/<schemaVersion>.json}.
 * Additive changes (an entity, an attribute, an index) rewrite the snapshot; so do changes after
 * which stored items need a migration (a new index, a renamed attribute, {@code @Unique} or
 * {@code @Version} added), with a warning naming it. A change that would leave stored items where no
 * generated call finds them, or read them without their key, is a {@code PARTITURA-SCHEMA-} error on
 * the element that changed, and the snapshot stays as it was. Raising {@code @Table(schemaVersion)}
 * accepts such a change: the new version's snapshot is written beside the old one.
 */
public final class SchemaLock {
  /** The processor option naming the snapshot directory. */
  public static final String OPTION = "partitura.schemaLocation";

  private static final Pattern SNAPSHOT = Pattern.compile("([0-9]{1,9})\\.json");

  /** What places an entity's items beside others: a change of one moves them (PARTITURA-SCHEMA-007). */
  private static final List<String> SIDES = List.of("parent", "from", "to", "kind");

  private final Path directory;
  private final Reporter reporter;
  /** The nested records known, by name: where a typed id can sit inside an attribute. */
  private final Map<ClassName, NestedRecordModel> nestedRecords;

  public SchemaLock(Path directory, Reporter reporter, Map<ClassName, NestedRecordModel> nestedRecords) {
    this.directory = directory;
    this.reporter = reporter;
    this.nestedRecords = nestedRecords;
  }

  /** {@code @Table(schemaVersion)} of a table declaration, 1 when not given. */
  public static int schemaVersion(TypeElement table) {
    AnnotationValue value = tableValue(table, "schemaVersion");
    return value != null && value.getValue() instanceof Integer version ? version : 1;
  }

  /**
   * Checks {@code table}, whose snapshot is {@code schemaJson}, against the committed snapshots, and
   * writes the snapshot when that is allowed. Returns whether the check passed.
   */
  public boolean check(TableModel table, String schemaJson) {
    int version = schemaVersion(table.element());
    AnnotationMirror mirror = tableMirror(table.element());
    if (version < 1) {
      reporter.report(Message.SCHEMA_VERSION_INVALID, table.element(), mirror, tableValue(table.element(), "schemaVersion"),
          version, table.interfaceName().simpleName(), "versions start at 1");
      return false;
    }
    Path tableDirectory = directory.resolve(table.tableName());
    Path current = tableDirectory.resolve(version + ".json");
    int latest;
    try {
      latest = latestVersion(tableDirectory);
    } catch (IOException e) {
      reporter.report(Message.SCHEMA_SNAPSHOT_UNREADABLE, table.element(), mirror, tableDirectory, table.tableName(),
          "listed", e.getMessage(), "Check the path given to -A" + OPTION);
      return false;
    }
    if (latest > version) {
      reporter.report(Message.SCHEMA_VERSION_INVALID, table.element(), mirror, tableValue(table.element(), "schemaVersion"),
          version, table.interfaceName().simpleName(), "schema snapshot " + tableDirectory.resolve(latest + ".json")
              + " is already at version " + latest + "; a version is never lowered. Set schemaVersion = " + latest
              + " (or higher, to accept a breaking change)");
      return false;
    }
    if (latest == version) {
      String committed;
      Map<String, Object> before;
      try {
        committed = Files.readString(current, StandardCharsets.UTF_8);
        before = object(Json.parse(committed));
      } catch (IOException | Json.ParseException | ClassCastException e) {
        reporter.report(Message.SCHEMA_SNAPSHOT_UNREADABLE, table.element(), mirror, current, table.tableName(), "read",
            e.getMessage(), "Restore it from version control, or delete it to lock the current schema as version "
                + version);
        return false;
      }
      if (committed.equals(schemaJson)) {
        return true;
      }
      Map<String, Object> after;
      try {
        after = object(Json.parse(schemaJson));
      } catch (Json.ParseException e) {
        throw new IllegalStateException("the processor wrote a schema.json it cannot read", e);
      }
      boolean compatible = new Comparison(table, current, version, before, after).run();
      if (!compatible) {
        return false;
      }
    }
    // First lock, an additive change, or an accepted breaking change (a new version beside the old).
    try {
      Files.createDirectories(tableDirectory);
      Files.writeString(current, schemaJson, StandardCharsets.UTF_8);
    } catch (IOException e) {
      reporter.report(Message.SCHEMA_SNAPSHOT_UNREADABLE, table.element(), mirror, current, table.tableName(),
          "written", e.getMessage(), "Check the path given to -A" + OPTION);
      return false;
    }
    return true;
  }

  private static int latestVersion(Path tableDirectory) throws IOException {
    if (!Files.isDirectory(tableDirectory)) {
      return 0;
    }
    int latest = 0;
    try (Stream<Path> files = Files.list(tableDirectory)) {
      for (Path file : (Iterable<Path>) files::iterator) {
        Matcher matcher = SNAPSHOT.matcher(file.getFileName().toString());
        if (matcher.matches()) {
          latest = Math.max(latest, Integer.parseInt(matcher.group(1)));
        }
      }
    }
    return latest;
  }

  /** One comparison of a committed snapshot with the current schema: reports every breaking change. */
  private final class Comparison {
    private final TableModel table;
    private final Path snapshot;
    private final int version;
    private final Map<String, Object> before;
    private final Map<String, Object> after;
    /**
     * Literal key parts changed on purpose elsewhere (prefixes, key attribute names in placeholders),
     * old to new: a template that changed by them alone changed with what was reported on its cause.
     */
    private final Map<String, String> renamedParts = new LinkedHashMap<>();
    /** The records that moved to another parent, other sides or another kind (reported on each). */
    private final List<String> moved = new ArrayList<>();
    private boolean compatible = true;

    Comparison(TableModel table, Path snapshot, int version, Map<String, Object> before, Map<String, Object> after) {
      this.table = table;
      this.snapshot = snapshot;
      this.version = version;
      this.before = before;
      this.after = after;
    }

    private String accept() {
      return "Restore the previous definition, or accept the change by raising @Table(schemaVersion) of "
          + table.interfaceName().simpleName() + " to " + (version + 1)
          + " and migrate the stored items (README: Changing a schema safely).";
    }

    private void error(Message message, Element element, AnnotationMirror mirror, AnnotationValue value,
        Object... args) {
      compatible = false;
      reporter.report(message, element, mirror, value, args);
    }

    boolean run() {
      Element tableElement = table.element();
      AnnotationMirror tableMirror = tableMirror(tableElement);
      Map<String, Object> oldTable = object(before.get("table"));
      Map<String, Object> newTable = object(after.get("table"));
      for (String key : List.of("partitionKey", "sortKey")) {
        if (!Objects.equals(oldTable.get(key), newTable.get(key))) {
          error(Message.SCHEMA_TABLE_KEYS_RENAMED, tableElement, tableMirror, tableValue(tableElement, key),
              key.equals("partitionKey") ? "partition key" : "sort key", table.tableName(), oldTable.get(key),
              newTable.get(key), snapshot, accept());
          renamedParts.put("{" + oldTable.get(key) + "}", "{" + newTable.get(key) + "}");
        }
      }
      if (!Objects.equals(oldTable.get("typeAttribute"), newTable.get("typeAttribute"))) {
        error(Message.SCHEMA_TYPE_NAME_CHANGED, tableElement, tableMirror, tableValue(tableElement, "typeAttribute"),
            "The type attribute of table " + table.tableName(), oldTable.get("typeAttribute"),
            newTable.get("typeAttribute"), snapshot, "stored items name their entity in \"" + oldTable.get("typeAttribute")
                + "\", so every read that splits mixed results by type (getWith… loads, batch gets) misses them",
            accept());
      }
      // Not a break of stored items: a warning for the stream's consumers. Adding a stream takes nothing from them.
      Object oldStream = oldTable.get("streamView");
      Object newStream = newTable.get("streamView");
      if (oldStream != null && !oldStream.equals(newStream)) {
        reporter.report(Message.SCHEMA_STREAM_VIEW_CHANGED, tableElement, tableMirror, tableValue(tableElement, "stream"),
            table.tableName(), oldStream, newStream == null ? "no stream" : newStream, snapshot,
            newStream == null ? "" : " and enables a new one with another ARN, whose records carry " + newStream);
      }
      Map<String, Object> oldFormat = object(before.get("keyFormat"));
      Map<String, Object> newFormat = object(after.get("keyFormat"));
      for (String key : List.of("separator", "escape")) {
        if (!Objects.equals(oldFormat.get(key), newFormat.get(key))) {
          error(Message.SCHEMA_KEY_FORMAT_CHANGED, tableElement, tableMirror, null, key, table.tableName(),
              oldFormat.get(key), newFormat.get(key), snapshot, oldFormat.get(key), accept());
        }
      }

      List<Map<String, Object>> newEntities = objects(after.get("entities"));
      List<Map<String, Object>> olds = new ArrayList<>();
      List<Map<String, Object>> nows = new ArrayList<>();
      for (Map<String, Object> old : objects(before.get("entities"))) {
        Map<String, Object> now = find(newEntities, "record", old.get("record"));
        if (now == null) {
          now = find(newEntities, "type", old.get("type"));
        }
        if (now == null) {
          error(Message.SCHEMA_ENTITY_REMOVED, tableElement, tableMirror, null, old.get("record"), old.get("type"),
              template(old, "partitionKey") + " / " + template(old, "sortKey"), snapshot, table.tableName(), accept());
          continue;
        }
        olds.add(old);
        nows.add(now);
        if (!Objects.equals(old.get("prefix"), now.get("prefix"))) {
          renamedParts.put(String.valueOf(old.get("prefix")), String.valueOf(now.get("prefix")));
        }
        for (String side : SIDES) {
          if (!Objects.equals(old.get(side), now.get(side))) {
            moved.add(String.valueOf(now.get("record")));
            break;
          }
        }
      }
      // Compared once every prefix change and move is known: keys that carry another entity's prefix
      // follow it, and a moved child's children move with it.
      for (int i = 0; i < olds.size(); i++) {
        compareEntity(entity((String) nows.get(i).get("record")), olds.get(i), nows.get(i));
      }
      return compatible;
    }

    private void compareEntity(EntityModel entity, Map<String, Object> old, Map<String, Object> now) {
      AnnotationMirror role = roleMirror(entity.element());
      String calls = "`" + Naming.accessor(entity) + "().get` and the listings of " + entity.simpleName();
      if (!Objects.equals(old.get("type"), now.get("type"))) {
        error(Message.SCHEMA_TYPE_NAME_CHANGED, entity.element(), role, value(role, "type"),
            "The entity type of " + entity.simpleName(), old.get("type"), now.get("type"), snapshot,
            "stored items carry " + table.typeAttribute() + " = \"" + old.get("type") + "\", so reads that split mixed "
                + "results by type (getWith… loads, batch gets) no longer recognise them as " + entity.simpleName(),
            accept());
      }
      boolean moved = false;
      for (String side : SIDES) {
        if (!Objects.equals(old.get(side), now.get(side))) {
          String member = side.equals("kind") ? null : side;
          error(Message.SCHEMA_PARENT_MOVED, entity.element(), role, member == null ? null : value(role, member),
              entity.simpleName() + (side.equals("kind") ? " (" + old.get("kind") + " → " + now.get("kind") + ")" : ""),
              describe(old, side), describe(now, side), snapshot, template(old, "partitionKey"), calls,
              template(now, "partitionKey"), accept());
          moved = true;
          break;
        }
      }
      boolean prefixChanged = !Objects.equals(old.get("prefix"), now.get("prefix"));
      if (prefixChanged) {
        String oldKey = entity.isParent() ? template(old, "partitionKey") : template(old, "sortKey");
        String newKey = entity.isParent() ? template(now, "partitionKey") : template(now, "sortKey");
        error(Message.SCHEMA_PREFIX_CHANGED, entity.element(), role, value(role, "prefix"), entity.simpleName(),
            old.get("prefix"), now.get("prefix"), snapshot, oldKey, calls, newKey, accept());
      }
      if (entity.isParent() && !Objects.equals(old.get("shards"), now.get("shards"))) {
        error(Message.SCHEMA_SHARDS_CHANGED, entity.element(), role, value(role, "shards"),
            "the children of " + entity.simpleName(), number(old.get("shards")), number(now.get("shards")), snapshot,
            number(old.get("shards")), "the listings of its children", accept());
      }
      Map<String, Object> expected = followingRenamedParts(old);
      boolean keyChanged = moved || prefixChanged;
      if (!moved && !ancestorMoved(entity)) {
        for (String key : List.of("partitionKey", "sortKey")) {
          keyChanged |= compareKey(entity, key.equals("partitionKey") ? "partition key" : "sort key",
              object(old.get(key)), object(expected.get(key)), object(now.get(key)), calls);
        }
      }
      compareIndexKeys(entity, old, expected, now, keyChanged);
      compareIndexKeyForm(entity, old);
      compareAttributes(entity, old, now);
      compareUnique(entity, old, now);
      compareVersion(entity, old, now);
      compareTypedIds(entity, old);
    }

    /**
     * Typed ids a snapshot of a format before 4 stored as maps: every typed id outside a key position (an
     * attribute, a collection element, a nested record's component), now stored as its component. Only
     * components stored before count: a new one has no stored items.
     */
    private void compareTypedIds(EntityModel entity, Map<String, Object> old) {
      long format = number(before.get("formatVersion"));
      if (format >= SchemaFiles.TYPED_IDS_STORED_AS_VALUE_SINCE) {
        return;
      }
      Set<Object> keyed = new LinkedHashSet<>();
      List<Map<String, Object>> keys = new ArrayList<>(List.of(object(old.get("partitionKey")), object(old.get("sortKey"))));
      for (Map<String, Object> indexKey : objects(old.get("indexKeys"))) {
        keys.add(object(indexKey.get("partitionKey")));
        keys.add(object(indexKey.get("sortKey")));
      }
      keys.forEach(key -> objects(key.get("components")).forEach(c -> keyed.add(c.get("component"))));
      if (old.get("unique") instanceof List<?> unique) {
        keyed.addAll(unique); // a unique value is held in a key too: it was stored as its component
      }
      for (ComponentModel component : entity.components()) {
        if (find(objects(old.get("attributes")), "component", component.name()) == null) {
          continue;
        }
        boolean storedAsValue = component.attributeType() instanceof AttributeType.Id && keyed.contains(component.name());
        Set<String> ids = new LinkedHashSet<>();
        typedIds(component.attributeType(), ids, new LinkedHashSet<>());
        if (ids.isEmpty() || storedAsValue) {
          continue;
        }
        AttributeType top = component.attributeType() instanceof AttributeType.OptionalOf optional
            ? optional.value() : component.attributeType();
        // Stored directly in the attribute, the map's one member can replace it in place.
        String inPlace = top instanceof AttributeType.Id id ? ", or one UpdateItem per item: SET #a = #a.#" + id.accessor()
            + " (#a: \"" + component.attributeName() + "\")" : "";
        reporter.report(Message.SCHEMA_TYPED_ID_STORED_AS_VALUE, component.element(), component.name(),
            entity.simpleName(), (top instanceof AttributeType.Id ? "typed id " : "typed ids inside it: ")
                + String.join(", ", ids), snapshot, format, entity.simpleName(), inPlace);
      }
    }

    /** The simple names of the typed ids {@code type} holds, at any depth; {@code seen} stops at recursive records. */
    private void typedIds(AttributeType type, Set<String> ids, Set<ClassName> seen) {
      if (type instanceof AttributeType.Id id) {
        ids.add(((ClassName) id.javaType()).simpleName());
      } else if (type instanceof AttributeType.ListOf list) {
        typedIds(list.element(), ids, seen);
      } else if (type instanceof AttributeType.MapOf map) {
        typedIds(map.value(), ids, seen);
      } else if (type instanceof AttributeType.OptionalOf optional) {
        typedIds(optional.value(), ids, seen);
      } else if (type instanceof AttributeType.Nested nested && seen.add(nested.recordName())
          && nestedRecords.get(nested.recordName()) != null) {
        nestedRecords.get(nested.recordName()).components().forEach(c -> typedIds(c.attributeType(), ids, seen));
      }
    }

    /** Whether a parent of {@code entity}, or a parent of that, moved: its keys moved with it. */
    private boolean ancestorMoved(EntityModel entity) {
      for (EntityModel e = entity; e.parentName() != null; ) {
        e = table.entity(e.parentName());
        if (this.moved.contains(e.recordName().canonicalName())) {
          return true;
        }
      }
      return false;
    }

    /**
     * {@code old} with its key templates as the reported changes of prefixes (its own and other
     * entities') and of the table's key attribute names move them: what still differs changed apart.
     */
    private Map<String, Object> followingRenamedParts(Map<String, Object> old) {
      Map<String, Object> copy = new LinkedHashMap<>(old);
      for (String key : List.of("partitionKey", "sortKey")) {
        copy.put(key, withTemplate(object(old.get(key))));
      }
      List<Object> indexKeys = new ArrayList<>();
      for (Map<String, Object> indexKey : objects(old.get("indexKeys"))) {
        Map<String, Object> moved = new LinkedHashMap<>(indexKey);
        for (String half : List.of("partitionKey", "sortKey")) {
          if (indexKey.get(half) != null) {
            moved.put(half, withTemplate(object(indexKey.get(half))));
          }
        }
        indexKeys.add(moved);
      }
      copy.put("indexKeys", indexKeys);
      return copy;
    }

    /** {@code key} with each part of its template renamed as reported, joined by the current separator. */
    private Map<String, Object> withTemplate(Map<String, Object> key) {
      if (!(key.get("template") instanceof String template)) {
        return key;
      }
      String oldSeparator = String.valueOf(object(before.get("keyFormat")).get("separator"));
      String newSeparator = String.valueOf(object(after.get("keyFormat")).get("separator"));
      List<String> replaced = new ArrayList<>();
      for (String part : template.split(Pattern.quote(oldSeparator), -1)) {
        replaced.add(renamedParts.getOrDefault(part, part));
      }
      Map<String, Object> copy = new LinkedHashMap<>(key);
      copy.put("template", String.join(newSeparator, replaced));
      return copy;
    }

    /**
     * Components added, removed, reordered or re-encoded, or, with the same components, another
     * template (a parent's constant sort key, a literal part). A shard suffix is the parent's shard
     * count, and a part another entity's, each reported on its own. Returns whether it reported.
     *
     * @param expected {@code old} as the reported prefix and key attribute renames move it
     */
    private boolean compareKey(EntityModel entity, String which, Map<String, Object> old, Map<String, Object> expected,
        Map<String, Object> now, String calls) {
      List<Map<String, Object>> oldComponents = objects(old.get("components"));
      List<Map<String, Object>> newComponents = objects(now.get("components"));
      if (oldComponents.equals(newComponents)) {
        if (withoutShard(expected.get("template")).equals(withoutShard(now.get("template")))) {
          return false;
        }
        AnnotationMirror role = roleMirror(entity.element());
        // A parent's sort key is the constant @Parent(sortKey): its value, or the annotation when it went back to the default.
        AnnotationValue value = entity.isParent() && which.equals("sort key") ? value(role, "sortKey") : null;
        error(Message.SCHEMA_KEY_TEMPLATE_CHANGED, entity.element(), role, value, which, entity.simpleName(),
            old.get("template"), now.get("template"), snapshot, old.get("attribute"), old.get("template"), calls,
            now.get("attribute"), now.get("template"), accept());
        return true;
      }
      Element element = entity.element();
      // One component re-encoded in place: report on the component itself.
      if (oldComponents.size() == newComponents.size()) {
        int changed = -1;
        for (int i = 0; i < oldComponents.size(); i++) {
          if (!oldComponents.get(i).equals(newComponents.get(i))) {
            changed = changed == -1 && oldComponents.get(i).get("component").equals(newComponents.get(i).get("component"))
                ? i : -2;
          }
        }
        if (changed >= 0) {
          ComponentModel component = component(entity, (String) newComponents.get(changed).get("component"));
          if (component != null) {
            element = component.element();
          }
        }
      }
      error(Message.SCHEMA_KEY_COMPONENTS_CHANGED, element, element == entity.element() ? roleMirror(element) : null,
          null, which, entity.simpleName(), old.get("template"), encodings(oldComponents), now.get("template"),
          encodings(newComponents), snapshot, old.get("template"), calls, accept());
      return true;
    }

    /**
     * Index keys changed or removed. A reported prefix (the item's own or another entity's) moves the
     * templates that carry it; when the item's own key changed (and was reported), an index key half
     * that copies it changes with it. Neither is reported again.
     */
    private void compareIndexKeys(EntityModel entity, Map<String, Object> old, Map<String, Object> expected,
        Map<String, Object> now, boolean keyChanged) {
      List<Map<String, Object>> newKeys = objects(now.get("indexKeys"));
      List<Map<String, Object>> oldKeys = objects(old.get("indexKeys"));
      for (Map<String, Object> stored : oldKeys) {
        String index = (String) stored.get("index");
        Map<String, Object> newKey = find(newKeys, "index", index);
        // Compared as the reported changes move it; described as stored.
        Map<String, Object> oldKey = find(objects(expected.get("indexKeys")), "index", index);
        // Halves that copy the item's own key follow a change reported on it.
        if (newKey != null && keyChanged) {
          oldKey = followingTheItemsKey(oldKey, expected, now);
        }
        // The query method's name is not stored: renaming it moves no item.
        oldKey = withoutQuery(oldKey);
        newKey = newKey == null ? null : withoutQuery(newKey);
        AnnotationMirror mirror = indexMirror(entity, index);
        String reader = "the queries of " + entity.simpleName() + " on " + index;
        if (newKey == null) {
          error(Message.SCHEMA_INDEX_KEY_CHANGED, entity.element(), mirror == null ? roleMirror(entity.element()) : mirror,
              null, entity.simpleName(), index, "was removed", snapshot, reader, accept());
          continue;
        }
        if (oldKey.equals(newKey)) {
          continue;
        }
        Object oldShards = shards(oldKey);
        Object newShards = shards(newKey);
        if (!Objects.equals(oldShards, newShards) && sameIgnoringShards(oldKey, newKey)) {
          error(Message.SCHEMA_SHARDS_CHANGED, entity.element(), mirror, mirror == null ? null : value(mirror, "shards"),
              entity.simpleName() + " in index " + index, number(oldShards), number(newShards), snapshot,
              number(oldShards), reader, accept());
          continue;
        }
        error(Message.SCHEMA_INDEX_KEY_CHANGED, entity.element(), mirror == null ? roleMirror(entity.element()) : mirror,
            null, entity.simpleName(), index, "changed from " + describeIndexKey(stored) + " to "
                + describeIndexKey(newKey), snapshot, reader, accept());
      }
      for (Map<String, Object> newKey : newKeys) {
        String index = (String) newKey.get("index");
        if (find(oldKeys, "index", index) == null) {
          AnnotationMirror mirror = indexMirror(entity, index);
          reporter.report(Message.SCHEMA_INDEX_BACKFILL, entity.element(),
              mirror == null ? roleMirror(entity.element()) : mirror, null, entity.simpleName(), index,
              describeIndexKey(newKey), snapshot, entity.simpleName(), "its queries on " + index);
        }
      }
    }

    /**
     * A snapshot from before each index key attribute was written from its own components: put wrote an index's
     * key attributes together or not at all. An item stored then with a null component in one attribute lacks
     * the other as well, and a partial update of that component alone would write one attribute and leave the
     * item out of the index; warned for each index where that can happen (a setter of one attribute's components
     * cannot write the other's: both hold a component an update sets, one of them a nullable one). A new index
     * is SCHEMA-012's.
     */
    private void compareIndexKeyForm(EntityModel entity, Map<String, Object> old) {
      if (number(before.get("formatVersion")) >= SchemaFiles.INDEX_KEYS_WRITTEN_APART_SINCE) {
        return;
      }
      List<ComponentModel> settable = entity.settable();
      for (EntityIndexModel index : entity.globalIndexes()) {
        String name = index.index().name();
        if (index.index().local() || find(objects(old.get("indexKeys")), "index", name) == null) {
          continue;
        }
        List<ComponentModel> partition = index.partitionComponents();
        List<ComponentModel> sort = index.sortComponents();
        boolean partitionSettable = partition.stream().anyMatch(settable::contains);
        boolean sortSettable = sort.stream().anyMatch(settable::contains);
        List<ComponentModel> nullable = index.components().stream()
            .filter(component -> settable.contains(component) && !component.javaType().isPrimitive()).toList();
        boolean partitionNullable = partition.stream().anyMatch(nullable::contains);
        boolean sortNullable = sort.stream().anyMatch(nullable::contains);
        if (!(partitionSettable && sortNullable || sortSettable && partitionNullable)) {
          continue;
        }
        AnnotationMirror mirror = indexMirror(entity, name);
        reporter.report(Message.SCHEMA_INDEX_KEYS_WRITTEN_APART, entity.element(),
            mirror == null ? roleMirror(entity.element()) : mirror, null, entity.simpleName(), name,
            index.index().partitionKey() + " from " + String.join(", ", ComponentModel.names(partition)) + "; "
                + index.index().sortKey() + " from " + String.join(", ", ComponentModel.names(sort)),
            snapshot, String.join(" or ", ComponentModel.names(nullable)), name, name);
      }
    }

    /**
     * Stored attributes renamed ({@code @Attribute}) under the same component: stored items keep the
     * old name. A key component's is an error (its items are found by key, then read without it).
     */
    private void compareAttributes(EntityModel entity, Map<String, Object> old, Map<String, Object> now) {
      List<Object> keyComponents = new ArrayList<>();
      for (Map<String, Object> side : List.of(old, now)) {
        for (String key : List.of("partitionKey", "sortKey")) {
          objects(object(side.get(key)).get("components")).forEach(c -> keyComponents.add(c.get("component")));
        }
      }
      List<Map<String, Object>> newAttributes = objects(now.get("attributes"));
      for (Map<String, Object> was : objects(old.get("attributes"))) {
        Map<String, Object> is = find(newAttributes, "component", was.get("component"));
        if (is == null || Objects.equals(was.get("attribute"), is.get("attribute"))) {
          continue;
        }
        String name = (String) was.get("component");
        ComponentModel component = component(entity, name);
        Element element = component == null ? entity.element() : component.element();
        Object from = was.get("attribute");
        Object to = is.get("attribute");
        if (keyComponents.contains(name)) {
          error(Message.SCHEMA_KEY_ATTRIBUTE_RENAMED, element, null, null, name, entity.simpleName(), to, from, snapshot,
              from, readsWithout(component, name), accept());
        } else {
          reporter.report(Message.SCHEMA_ATTRIBUTE_RENAMED, element, name, entity.simpleName(), to, from, snapshot,
              from, readsWithout(component, name), from, to, to, from, from);
        }
      }
    }

    /** {@code @Unique} on a component of an entity that already has items: their values have no uniqueness items. */
    private void compareUnique(EntityModel entity, Map<String, Object> old, Map<String, Object> now) {
      if (number(before.get("formatVersion")) < 2) {
        return; // The snapshot predates the member: it does not say which components were unique.
      }
      List<?> was = old.get("unique") instanceof List<?> list ? list : List.of();
      List<?> is = now.get("unique") instanceof List<?> list ? list : List.of();
      for (Object name : is) {
        if (was.contains(name)) {
          continue;
        }
        ComponentModel component = component(entity, (String) name);
        reporter.report(Message.SCHEMA_UNIQUE_ADDED, component == null ? entity.element() : component.element(),
            name, entity.simpleName(), snapshot, KeyFormat.UNIQUE_PREFIX + KeyFormat.SEPARATOR + now.get("type") + "."
                + name + KeyFormat.SEPARATOR + "<value>");
      }
    }

    /**
     * A {@code @Version} whose attribute items stored before do not have. (A component stored before
     * that becomes the version has its values; the version's attribute renamed under the same
     * component is a renamed attribute, reported as such.)
     */
    private void compareVersion(EntityModel entity, Map<String, Object> old, Map<String, Object> now) {
      Object attribute = now.get("version");
      if (attribute == null || entity.version() == null || Objects.equals(old.get("version"), attribute)) {
        return;
      }
      List<Map<String, Object>> stored = objects(old.get("attributes"));
      Map<String, Object> was = find(stored, "attribute", old.get("version"));
      String name = entity.version().name();
      if (find(stored, "attribute", attribute) != null || was != null && name.equals(was.get("component"))) {
        return;
      }
      reporter.report(Message.SCHEMA_VERSION_ADDED, entity.version().element(), name, entity.simpleName(), snapshot,
          attribute, readsWithout(entity.version(), name) + (entity.version().javaType().isPrimitive() ? ""
              : ", and a put or delete of such a record fails (StaleVersionException: a version of 0 expects no stored "
                  + "item, or a stored 0)"),
          attribute);
    }

    /**
     * What an index key template adds to the item's own key template: nothing, or the item's primary
     * key placeholders that end an index sort key ({@code #{PK}}); {@code null} when it is another key.
     */
    private String tieBreak(Object indexTemplate, Object ownTemplate) {
      if (!(indexTemplate instanceof String index) || !(ownTemplate instanceof String own) || !index.startsWith(own)) {
        return null;
      }
      String rest = index.substring(own.length());
      String separator = java.util.regex.Pattern.quote(String.valueOf(object(after.get("keyFormat")).get("separator")));
      return rest.matches("(" + separator + "\\{[^}]+\\})*") ? rest : null;
    }

    /** {@code indexKey} with the halves that copy the item's own key moved to its new key. */
    private Map<String, Object> followingTheItemsKey(Map<String, Object> indexKey, Map<String, Object> old,
        Map<String, Object> now) {
      Map<String, Object> copy = new LinkedHashMap<>(indexKey);
      for (String half : List.of("partitionKey", "sortKey")) {
        Map<String, Object> key = object(indexKey.get(half));
        for (String own : List.of("partitionKey", "sortKey")) {
          Map<String, Object> ownKey = object(old.get(own));
          String tieBreak = tieBreak(key.get("template"), ownKey.get("template"));
          if (!key.isEmpty() && tieBreak != null && Objects.equals(key.get("components"), ownKey.get("components"))) {
            Map<String, Object> moved = new LinkedHashMap<>(object(now.get(own)));
            moved.put("attribute", key.get("attribute"));
            moved.put("template", moved.get("template") + tieBreak);
            copy.put(half, moved);
          }
        }
      }
      return copy;
    }

    private String describe(Map<String, Object> entity, String side) {
      Object value = entity.get(side);
      return value == null ? "no " + side : side + " " + value;
    }

    private EntityModel entity(String record) {
      return table.entities().stream().filter(e -> e.recordName().canonicalName().equals(record)).findFirst()
          .orElseThrow();
    }
  }

  // ---- reading the trees

  @SuppressWarnings("unchecked")
  private static Map<String, Object> object(Object value) {
    return value == null ? Map.of() : (Map<String, Object>) value;
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> objects(Object value) {
    return value == null ? List.of() : (List<Map<String, Object>>) value;
  }

  private static Map<String, Object> find(List<Map<String, Object>> list, String member, Object value) {
    return list.stream().filter(m -> Objects.equals(m.get(member), value)).findFirst().orElse(null);
  }

  private static String template(Map<String, Object> entity, String key) {
    return String.valueOf(object(entity.get(key)).get("template"));
  }

  private static Map<String, Object> withoutQuery(Map<String, Object> indexKey) {
    Map<String, Object> copy = new LinkedHashMap<>(indexKey);
    copy.remove("query");
    return copy;
  }

  /** A template without its shard suffix: a shard count is compared on its own. */
  private static String withoutShard(Object template) {
    return String.valueOf(template).replace(KeyFormat.SEPARATOR + SchemaFiles.SHARD_PLACEHOLDER, "");
  }

  /** What reading stored items that lack {@code component}'s attribute gives. */
  private static String readsWithout(ComponentModel component, String name) {
    if (component != null && component.javaType() != null && component.javaType().isPrimitive()) {
      return "every read of them fails (a primitive has no null)";
    }
    boolean empty = component != null && (component.attributeType() instanceof AttributeType.SetOf
        || component.attributeType() instanceof AttributeType.OptionalOf);
    return "they read with " + name + (empty ? " empty" : " null");
  }

  private static String encodings(List<Map<String, Object>> components) {
    List<String> parts = new ArrayList<>();
    components.forEach(c -> parts.add(c.get("component") + ": " + c.get("encoding")));
    return parts.isEmpty() ? "no components" : String.join(", ", parts);
  }

  private static long number(Object value) {
    return value instanceof Number n ? n.longValue() : 1;
  }

  private static Object shards(Map<String, Object> indexKey) {
    Object shards = object(indexKey.get("partitionKey")).get("shards");
    return shards == null ? 1L : shards;
  }

  private static boolean sameIgnoringShards(Map<String, Object> a, Map<String, Object> b) {
    return withoutShards(a).equals(withoutShards(b));
  }

  private static Map<String, Object> withoutShards(Map<String, Object> indexKey) {
    Map<String, Object> copy = new LinkedHashMap<>(indexKey);
    Map<String, Object> partition = new LinkedHashMap<>(object(indexKey.get("partitionKey")));
    partition.remove("shards");
    partition.remove("shardOf");
    Object template = partition.get("template");
    if (template instanceof String text && text.endsWith(SchemaFiles.SHARD_PLACEHOLDER)) {
      // The placeholder and the one-character separator before it.
      partition.put("template", text.substring(0, text.length() - SchemaFiles.SHARD_PLACEHOLDER.length() - 1));
    }
    copy.put("partitionKey", partition);
    return copy;
  }

  private static String describeIndexKey(Map<String, Object> indexKey) {
    Map<String, Object> partition = object(indexKey.get("partitionKey"));
    Map<String, Object> sort = object(indexKey.get("sortKey"));
    return (partition.isEmpty() ? "" : "`" + partition.get("attribute") + " = " + partition.get("template") + "`, ")
        + "`" + sort.get("attribute") + " = " + sort.get("template") + "`";
  }

  private static ComponentModel component(EntityModel entity, String name) {
    return entity.components().stream().filter(c -> c.name().equals(name)).findFirst().orElse(null);
  }

  // ---- finding the annotation that changed

  private static AnnotationMirror tableMirror(Element table) {
    return mirror(table, Names.TABLE);
  }

  private static AnnotationValue tableValue(Element table, String member) {
    AnnotationMirror mirror = tableMirror(table);
    return mirror == null ? null : value(mirror, member);
  }

  private static AnnotationMirror roleMirror(Element entity) {
    for (String role : List.of(Names.PARENT, Names.CHILD_OF, Names.MANY_TO_MANY)) {
      AnnotationMirror mirror = mirror(entity, role);
      if (mirror != null) {
        return mirror;
      }
    }
    return null;
  }

  /** The entity's @GlobalIndex or @LocalIndex named {@code index}, written once or repeated. */
  private static AnnotationMirror indexMirror(EntityModel entity, String index) {
    for (EntityIndexModel declared : entity.globalIndexes()) {
      if (!declared.index().name().equals(index)) {
        continue;
      }
      String type = declared.index().local() ? Names.LOCAL_INDEX : Names.GLOBAL_INDEX;
      String container = declared.index().local() ? Names.LOCAL_INDEXES : Names.GLOBAL_INDEXES;
      List<AnnotationMirror> mirrors = new ArrayList<>();
      AnnotationMirror single = mirror(entity.element(), type);
      if (single != null) {
        mirrors.add(single);
      }
      AnnotationMirror several = mirror(entity.element(), container);
      if (several != null && value(several, "value").getValue() instanceof List<?> values) {
        for (Object nested : values) {
          mirrors.add((AnnotationMirror) ((AnnotationValue) nested).getValue());
        }
      }
      for (AnnotationMirror mirror : mirrors) {
        AnnotationValue name = value(mirror, "name");
        if (name != null && index.equals(name.getValue())) {
          return mirror;
        }
      }
    }
    return null;
  }

  private static AnnotationMirror mirror(Element element, String annotation) {
    for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(annotation)) {
        return mirror;
      }
    }
    return null;
  }

  /** The value written for {@code member}, or {@code null} when the default applies (report on the annotation). */
  private static AnnotationValue value(AnnotationMirror mirror, String member) {
    if (mirror == null) {
      return null;
    }
    for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
      if (entry.getKey().getSimpleName().contentEquals(member)) {
        return entry.getValue();
      }
    }
    return null;
  }
}
