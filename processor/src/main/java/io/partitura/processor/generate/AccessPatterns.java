package io.partitura.processor.generate;

import io.partitura.format.KeyFormat;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityIndexModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;

/**
 * The access-pattern report of a table: one row per generated call, with the request it sends, the
 * index, the key condition written with key templates, the order, the consistency and the number of
 * requests. It names the calls the writers generate (with {@link Naming}), and a processor
 * test checks every public repository method against it.
 */
final class AccessPatterns {
  private static final String BASE = "table";
  private static final String EVENTUAL_ONLY = "eventual only (a global index)";
  private static final String STRONG_AVAILABLE = "eventual; strong with `.consistency(ReadConsistency.STRONG)`";
  private static final String READ_THEN = "GetItem (consistent) of the stored `@Unique` values, then TransactWriteItems: ";
  private static final String MOVES = " guarded by the values read, and the moves of the uniqueness items of the values "
      + "that change";

  /**
   * One generated call. {@code index} is empty for calls that are no single-index request; {@code reads}
   * says what a listing reads, and is empty for the calls by key.
   */
  record Call(String entity, String call, String operation, String index, String keyCondition, String order,
      String consistency, String requests, String reads) {
    Call(String entity, String call, String operation, String index, String keyCondition, String order,
        String consistency, String requests) {
      this(entity, call, operation, index, keyCondition, order, consistency, requests, "");
    }

    /** A Query that lists or loads items: the patterns a review starts with. */
    boolean listing() {
      return !reads.isEmpty();
    }
  }

  private static final String READS_ITEMS = "the items in the key condition, whole; a `.where(…)` filter drops "
      + "items after they are read and paid for";
  private static final String READS_PROJECTED = "the items in the key condition, as the index projects them (ALL)";

  private final TableModel table;
  private final KeyTemplates templates;
  /** Computed once: the markdown report and the workbench description both list them. */
  private final List<Call> calls;

  AccessPatterns(TableModel table, KeyTemplates templates) {
    this.table = table;
    this.templates = templates;
    this.calls = java.util.Collections.unmodifiableList(allCalls());
  }

  List<Call> calls() {
    return calls;
  }

  private List<Call> allCalls() {
    List<Call> calls = new ArrayList<>();
    for (EntityModel entity : table.entitiesByType()) {
      addCalls(calls, entity);
    }
    String db = "db";
    String refused = table.entities().stream().anyMatch(EntityModel::hasUnique)
        ? "versioned records and records with `@Unique` values refused" : "versioned records refused";
    calls.add(new Call("", db + ".putAll(records)", "BatchWriteItem", BASE, "the records' primary keys", "",
        "", "1 per 25 records, plus retries of unprocessed ones; " + refused));
    calls.add(new Call("", db + ".deleteAll(records)", "BatchWriteItem", BASE, "the records' primary keys", "",
        "", "1 per 25 records, plus retries of unprocessed ones; " + refused));
    calls.add(new Call("", db + ".batchGet()…execute()", "BatchGetItem", BASE, "the keys added", "",
        STRONG_AVAILABLE, "1 per 100 distinct keys, plus retries of unprocessed ones"));
    boolean unique = table.entities().stream().anyMatch(EntityModel::hasUnique);
    calls.add(new Call("", db + ".transaction()…execute()", "TransactWriteItems, each action as its single write"
        + (unique ? " (an entity with `@Unique` values: with the moves of its uniqueness items)" : ""),
        BASE, "the actions' keys", "", "", "1; at most 100 actions, one per item, 4 MB in all" + (unique
            ? "; plus 1 GetItem (consistent, sent when the action is added) per put, replace, delete or update of a "
                + "`@Unique` component of an entity with `@Unique` values" : "")));
    calls.add(new Call("", db + ".transactGet()…execute()", "TransactGetItems", BASE, "the keys added", "",
        "serializable", "1; at most 100 distinct keys"));
    return calls;
  }

  private void addCalls(List<Call> calls, EntityModel entity) {
    String type = entity.entityType();
    String accessor = "db." + Naming.accessor(entity) + "()";
    KeyTemplates.Key partition = templates.partitionKey(entity);
    KeyTemplates.Key sort = templates.sortKey(entity);
    List<ComponentModel> keyParts = new ArrayList<>(entity.partitionKeyParts());
    keyParts.addAll(entity.sortKeyParts());
    String keyArgs = names(keyParts);
    String item = code(partition.attribute() + " = " + partition.template()) + " AND "
        + code(sort.attribute() + " = " + sort.template());
    String variable = Naming.variableName(entity.recordName());
    boolean versioned = entity.version() != null;
    String versionCondition = versioned ? ", conditional on `" + entity.version().attributeName() + "`" : "";

    calls.add(new Call(type, accessor + ".get(" + keyArgs + ")", "GetItem", BASE, item, "",
        "eventual; strong with `get(…, ReadConsistency.STRONG)`", "1"));
    boolean unique = entity.hasUnique();
    calls.add(new Call(type, accessor + ".put(" + variable + ")", unique ? READ_THEN + "PutItem"
        + (versioned ? versionCondition + "," : "") + MOVES : "PutItem" + versionCondition, BASE, item, "", "",
        unique ? "2" : versioned ? "1 (+1 GetItem when the version is stale, for the message)" : "1"));
    calls.add(new Call(type, accessor + ".create(" + variable + ")", unique
        ? "TransactWriteItems: PutItem `attribute_not_exists`, and a Put `attribute_not_exists` of the uniqueness item "
            + "of each non-null `@Unique` value" : "PutItem, `attribute_not_exists`", BASE, item, "", "", "1"));
    if (entity.isEdge() && !entity.edge().verb().isEmpty()) {
      calls.add(new Call(type, accessor + "." + entity.edge().verb() + "(" + variable + ")",
          "PutItem, `attribute_not_exists`", BASE, item, "", "", "1"));
    }
    calls.add(new Call(type, accessor + ".update(" + variable + ")",
        unique ? READ_THEN + (versioned ? "PutItem" + versionCondition + "," : "PutItem `attribute_exists`") + MOVES
            : versioned ? "PutItem" + versionCondition : "PutItem, `attribute_exists`", BASE, item, "", "",
        unique ? versioned ? "2" : "2 (1 when there is no item)" : "1"));
    if (!entity.settable().isEmpty() || versioned) {
      calls.add(new Call(type, accessor + ".update(" + keyArgs + ")…apply()",
          "UpdateItem, `attribute_exists`" + (versioned ? " and on `" + entity.version().attributeName() + "`" : "")
              + (unique ? "; setting a `@Unique` component: " + READ_THEN + "the update" + MOVES : ""),
          BASE, item, "", "", unique ? "1; 2 when a `@Unique` component is set" : "1"));
    }
    calls.add(new Call(type, accessor + ".delete(" + keyArgs + ")", unique ? READ_THEN + "DeleteItem guarded by the "
        + "values read, and the Delete of their uniqueness items" : "DeleteItem", BASE, item, "", "",
        unique ? "2 (1 when there is no item)" : "1"));
    for (ComponentModel component : entity.unique()) {
      String lookup = Naming.findBy(component);
      String key = "`" + partition.attribute() + " = " + sort.attribute() + " = "
          + KeyFormat.join(KeyFormat.join(KeyFormat.UNIQUE_PREFIX, type + "." + component.name()),
              "{" + component.name() + "}") + "`";
      calls.add(new Call(type, accessor + "." + lookup + "(" + component.name() + ")",
          "GetItem of the uniqueness item, then GetItem of the " + entity.simpleName() + " it names", BASE, key, "",
          "eventual; strong with `" + lookup + "(…, ReadConsistency.STRONG)`", "2 (1 when the value is free)"));
    }
    if (versioned) {
      String versionedDelete = unique ? READ_THEN + "DeleteItem" + versionCondition + ", guarded by the values read, and "
          + "the Delete of their uniqueness items" : "DeleteItem" + versionCondition;
      String deleteRequests = unique ? "2 (1 when there is no item)" : "1 (+1 GetItem when the version is stale)";
      calls.add(new Call(type, accessor + ".delete(" + keyArgs + ", expectedVersion)", versionedDelete, BASE, item, "",
          "", deleteRequests));
      calls.add(new Call(type, accessor + ".delete(" + variable + ")", versionedDelete, BASE, item, "", "",
          deleteRequests));
    }

    switch (entity.kind()) {
      case CHILD -> {
        EntityModel parent = table.entity(entity.parentName());
        if (table.isGrandchild(entity)) {
          // One parent's children: one partition (the parent's shard), one range of sort keys.
          List<ComponentModel> scope = new ArrayList<>(entity.partitionKeyParts());
          scope.addAll(table.inheritedSortKeyParts(entity));
          addListing(calls, new Call(type, accessor + "." + Naming.childListing(parent) + "(" + names(scope) + ")",
              "Query", BASE, code(partition.attribute() + " = " + partition.template()) + " AND "
                  + beginsWith(sort.attribute(), templates.grandchildScope(entity)),
              sortOrder(sort.attribute(), entity.sortKeyParts()), STRONG_AVAILABLE, perPage(1), READS_ITEMS),
              accessor + "." + Naming.childListing(parent), scope, table.ownSortKeyParts(entity),
              code(partition.attribute() + " = " + partition.template()), sort.attribute(),
              templates.grandchildScope(entity));
        } else if (table.isNestedParent(entity)) {
          // Listed alone from index NestedParents (below); loaded with its children from the table.
          for (EntityModel child : table.childrenOf(entity.recordName())) {
            String load = Naming.collectionLoad(entity, Naming.resultName(entity, child));
            calls.add(new Call(type, accessor + "." + load + "(" + keyArgs + ")", "Query", BASE,
                code(partition.attribute() + " = " + partition.template()) + " AND "
                    + code(sort.attribute() + " BETWEEN " + sort.template() + " AND " + sort.template() + "$"),
                "`" + table.sortKey() + "` ascending: the " + entity.simpleName() + ", then its children",
                "eventual; strong with `" + load + "(…, ReadConsistency.STRONG)`", "1, plus 1 per further MB",
                "the " + entity.simpleName() + " and its children: one range of sort keys (children of other types "
                    + "are read and left out)"));
          }
        } else {
          addListing(calls, new Call(type, accessor + "." + Naming.childListing(parent) + "("
              + names(entity.partitionKeyParts()) + ")", "Query", BASE,
              code(partition.attribute() + " = " + partition.template()) + " AND "
                  + beginsWith(sort.attribute(), sort.prefix()),
              sortOrder(sort.attribute(), entity.sortKeyParts()), STRONG_AVAILABLE, perPage(partition.shards()),
              READS_ITEMS), accessor + "." + Naming.childListing(parent), entity.partitionKeyParts(),
              entity.sortKeyParts(), code(partition.attribute() + " = " + partition.template()), sort.attribute(),
              sort.prefix());
        }
        if (!entity.hasUnique()) {
          calls.add(new Call(type, accessor + "." + Naming.CREATE_UNDER_METHOD + "(" + variable + ")",
              "TransactWriteItems: PutItem `attribute_not_exists` and ConditionCheck `attribute_exists` on the "
                  + parent.simpleName(), BASE, item, "", "", "1"));
        }
      }
      case EDGE -> addEdgeCalls(calls, entity, accessor, partition, sort);
      case PARENT -> addCollectionCalls(calls, entity, accessor, partition);
    }
    for (EntityIndexModel declared : entity.globalIndexes()) {
      KeyTemplates.IndexKey key = templates.indexKeys(entity).stream()
          .filter(k -> k.declaration() == declared).findFirst().orElseThrow();
      IndexModel index = declared.index();
      String orderedBy = (declared.hasSortComponents() ? "`" + names(declared.sortComponents()).replace(", ", "`, `") + "`"
          : "the item's sort key") + ", then its primary key";
      String reverse = "`." + ListingWriter.reverseOrder(declared.hasSortComponents() ? declared.sortComponents()
          : entity.sortKeyParts()) + "`";
      if (index.local()) {
        KeyTemplates.Key owner = templates.unshardedPartitionKey(entity);
        String condition = partition.shards() > 1
            ? code(partition.attribute() + " = " + partition.template())
            : code(owner.attribute() + " = " + owner.template());
        addListing(calls, new Call(type, accessor + "." + declared.queryName() + "(" + names(entity.partitionKeyParts())
            + ")", "Query", index.name() + " (local)", condition + " AND " + beginsWith(key.sortKey().attribute(),
                key.sortKey().prefix()),
            "by " + orderedBy + ", ascending; " + reverse + " descending",
            STRONG_AVAILABLE, perPage(partition.shards()), projected(index)),
            accessor + "." + declared.queryName(), entity.partitionKeyParts(), declared.sortComponents(), condition,
            key.sortKey().attribute(), key.sortKey().prefix());
      } else {
        // The overloads the repository has: on the index's own sort components; without any, on the item's
        // sort key for a child (not a grandchild, whose index sort key starts with its parent's).
        List<ComponentModel> ranged = declared.hasSortComponents() ? declared.sortComponents()
            : entity.kind() == EntityModel.Kind.CHILD && !table.isGrandchild(entity) ? entity.sortKeyParts() : List.of();
        String scope = declared.hasSortComponents() ? "" : sort.prefix();
        String partitionCondition = code(key.partitionKey().attribute() + " = " + key.partitionKey().template());
        addListing(calls, new Call(type, accessor + "." + declared.queryName() + "("
            + names(declared.partitionComponents()) + ")", "Query", index.name(), partitionCondition,
            "by " + orderedBy + ", ascending; " + reverse + " descending", EVENTUAL_ONLY, perPage(declared.shards()),
            projected(index)), accessor + "." + declared.queryName(), declared.partitionComponents(), ranged,
            partitionCondition, key.sortKey().attribute(), scope);
      }
    }
  }

  private void addEdgeCalls(List<Call> calls, EntityModel entity, String accessor, KeyTemplates.Key partition,
      KeyTemplates.Key sort) {
    EdgeModel edge = entity.edge();
    EntityModel from = table.entity(edge.fromName());
    EntityModel to = table.entity(edge.toName());
    String type = entity.entityType();
    addListing(calls, new Call(type, accessor + "." + Naming.edgeListing(edge, from, edge.fromParts()) + "("
        + names(edge.fromParts()) + ")", "Query", BASE,
        code(partition.attribute() + " = " + partition.template()) + " AND " + beginsWith(sort.attribute(), sort.prefix()),
        sortOrder(sort.attribute(), edge.toParts()), STRONG_AVAILABLE, perPage(1), READS_ITEMS),
        accessor + "." + Naming.edgeListing(edge, from, edge.fromParts()), edge.fromParts(), edge.toParts(),
        code(partition.attribute() + " = " + partition.template()), sort.attribute(), sort.prefix());
    KeyTemplates.IndexKey inverted = templates.indexKeys(entity).get(0);
    IndexModel index = edge.index();
    String invertedPartition = code(inverted.partitionKey().attribute() + " = " + inverted.partitionKey().template());
    addListing(calls, new Call(type, accessor + "." + Naming.edgeListing(edge, to, edge.toParts()) + "("
        + names(edge.toParts()) + ")", "Query", index.name(),
        invertedPartition + " AND " + beginsWith(inverted.sortKey().attribute(), inverted.sortKey().prefix()),
        sortOrder(inverted.sortKey().attribute(), edge.fromParts()), EVENTUAL_ONLY, perPage(1), index.projectsAll() ? READS_PROJECTED
            : RefWriter.included(entity).isEmpty()
                ? "references only (the index projects " + index.projection() + "): `fetch(refs)` reads the whole edges"
                : "references carrying " + RefWriter.included(entity).stream().map(c -> "`" + c.name() + "`")
                    .collect(java.util.stream.Collectors.joining(", ")) + " (the index projects INCLUDE): "
                    + "`fetch(refs)` reads the whole edges"),
        accessor + "." + Naming.edgeListing(edge, to, edge.toParts()), edge.toParts(), edge.fromParts(),
        invertedPartition, inverted.sortKey().attribute(), inverted.sortKey().prefix());
    if (!index.projectsAll()) {
      calls.add(new Call(type, accessor + ".fetch(refs)", "BatchGetItem", BASE, "the references' primary keys", "",
          "eventual", "1 per 100 references, plus retries of unprocessed keys"));
    }
  }

  private void addCollectionCalls(List<Call> calls, EntityModel entity, String accessor, KeyTemplates.Key partition) {
    String type = entity.entityType();
    List<EntityModel> members = Naming.collectionMembers(table, entity);
    String keyArgs = names(entity.partitionKeyParts());
    String collection = code(partition.attribute() + " = " + partition.template());
    if (entity.isSharded()) {
      collection += ", then " + code(partition.attribute() + " = " + partition.template()
          + KeyFormat.SEPARATOR + KeyTemplates.SHARD) + " for each shard";
    }
    for (Naming.Load contents : members.isEmpty() ? List.<Naming.Load>of()
        : Naming.loads(table, entity, members)) {
      String load = Naming.collectionLoad(entity, contents.result());
      calls.add(new Call(type, accessor + "." + load + "(" + keyArgs + ")", "Query", BASE, collection,
          "`" + table.sortKey() + "` ascending, the whole collection", "eventual; strong with `" + load + "(…, ReadConsistency.STRONG)`",
          entity.isSharded() ? "1 + " + entity.shards() + " (its partition and each shard, in parallel), plus 1 per "
              + "further MB" : "1, plus 1 per further MB", "every item of the partition" + (entity.isSharded()
              ? " and of each shard" : "") + ", whole (items of types it does not return are read and left out)"));
    }
    calls.add(new Call(type, accessor + "." + Naming.DELETE_WITH_COLLECTION + "(" + keyArgs + ")",
        "Query (keys only), then BatchWriteItem", BASE, collection, "", "strong",
        (entity.isSharded() ? 1 + entity.shards() + " Queries (its partition and each shard, one after another)"
            : "1 Query") + ", plus 1 per further MB; 1 BatchWriteItem per 25 items, then 1 for the "
            + Naming.variableName(entity.recordName()) + " itself, last; plus retries of unprocessed deletes. "
            + "Not atomic; resumable"));
    for (IndexModel index : table.indexesKeying(entity.recordName())) {
      List<EntityModel> incoming = Naming.incomingEdges(table, entity, index);
      if (index.projectsAll() && !incoming.isEmpty()) {
        String load = Naming.collectionLoad(entity,
            Naming.indexResultName(table, entity, index, incoming));
        calls.add(new Call(type, accessor + "." + load + "(" + keyArgs + ")", "Query", index.name(),
            code(index.partitionKey() + " = " + partition.template()),
            "`" + index.sortKey() + "` ascending, the whole collection", EVENTUAL_ONLY,
            "1, plus 1 per further MB", "every item of the index partition, as projected (ALL)"));
      }
    }
  }

  private static String projected(IndexModel index) {
    return index.projectsAll() ? READS_PROJECTED
        : "the items in the key condition, as the index projects them (" + index.projection() + ")";
  }

  /**
   * Adds {@code plain} and the overloads the repository has next to it over sort components {@code parts}:
   * for each component, one that takes a {@code KeyRange} of it after fixing the ones before it, and (past the
   * first) one that only fixes them; each narrows the same Query's key condition, so it costs what {@code plain}
   * costs per page and reads only the items in the range.
   *
   * @param scope what the sort keys begin with before any component is fixed ({@code ""} for bare components)
   */
  private static void addListing(List<Call> calls, Call plain, String method, List<ComponentModel> before,
      List<ComponentModel> parts, String partitionCondition, String sortAttribute, String scope) {
    calls.add(plain);
    for (int fixed = 0; fixed < parts.size(); fixed++) {
      List<ComponentModel> leading = parts.subList(0, fixed);
      List<ComponentModel> arguments = new ArrayList<>(before);
      arguments.addAll(leading);
      StringBuilder prefix = new StringBuilder(scope);
      leading.forEach(component -> prefix.append('{').append(component.name()).append('}').append(KeyFormat.SEPARATOR));
      if (fixed > 0) {
        calls.add(new Call(plain.entity(), method + "(" + names(arguments) + ")", plain.operation(), plain.index(),
            partitionCondition + " AND " + beginsWith(sortAttribute, prefix.toString()), plain.order(),
            plain.consistency(), plain.requests(), plain.reads()));
      }
      ComponentModel ranged = parts.get(fixed);
      String rangedArguments = (arguments.isEmpty() ? "" : names(arguments) + ", ") + "KeyRange " + ranged.name();
      calls.add(new Call(plain.entity(), method + "(" + rangedArguments + ")", plain.operation(), plain.index(),
          partitionCondition + " AND `" + sortAttribute + "` on the range of `{" + ranged.name() + "}`"
              + (prefix.length() == 0 ? "" : " after `" + prefix + "`")
              + " (`BETWEEN`, `>=`, `>`, `<=`, `<` or `begins_with`)",
          plain.order(), plain.consistency(), plain.requests(), "the items in the range only, "
              + (plain.index().equals(BASE) ? "whole" : "as projected")));
    }
  }

  private static String perPage(int shards) {
    return shards > 1 ? shards + " per page (one per shard, in parallel, merged in order)" : "1 per page";
  }

  private static String sortOrder(String attribute, List<ComponentModel> sortParts) {
    return "`" + attribute + "` ascending; `." + ListingWriter.reverseOrder(sortParts) + "` descending";
  }

  private static String beginsWith(String attribute, String prefix) {
    return "`begins_with(" + attribute + ", \"" + prefix + "\")`";
  }

  private static String code(String text) {
    return "`" + text + "`";
  }

  private static String names(List<ComponentModel> parts) {
    return String.join(", ", parts.stream().map(ComponentModel::name).toList());
  }

  String markdown() {
    StringBuilder out = new StringBuilder();
    out.append("# Access patterns of table `").append(table.tableName()).append("`\n\n")
        .append("Generated by Partitura from `").append(table.interfaceName().canonicalName())
        .append("`: every generated call of `").append(table.tableClassName().simpleName())
        .append("` (`db`), listings first. Do not edit; change the schema and recompile.\n\n")
        .append("Keys: partition key `").append(table.partitionKey()).append("`, sort key `").append(table.sortKey())
        .append("`, entity type in `").append(table.typeAttribute()).append("`. In a key template, `{x}` is component ")
        .append("`x` in its key encoding (see `schema.json`), parts are joined with `").append(KeyFormat.SEPARATOR)
        .append("`, and `{shard}` is the item's shard, a hash of its key.");
    if (table.entities().stream().anyMatch(e -> !e.globalIndexes().isEmpty())) {
      out.append(" A `@GlobalIndex` or `@LocalIndex` sort key ends with the item's own `{").append(table.partitionKey())
          .append("}` and `{").append(table.sortKey()).append("}` (only `{").append(table.partitionKey())
          .append("}` when the index is ordered by the item's sort key), each escaped as one part: ties on the index's ")
          .append("components are listed in primary-key order, so every listing has one total order.");
    }
    out.append('\n');
    List<Call> calls = calls();
    out.append("\n## Listings\n\n")
        .append("Every Query that lists or loads items, with the overloads that narrow it by a `KeyRange` (or by ")
        .append("leading components) in the same key condition: DynamoDB reads only what the key condition selects, ")
        .append("and charges one read unit per 4 KB read, half of one when eventually consistent. Requests are per ")
        .append("page; one Query returns at most 1 MB.\n\n")
        .append("| Call | Index | Key condition | Order | Reads | Requests | Consistency |\n")
        .append("|---|---|---|---|---|---|---|\n");
    for (Call call : calls) {
      if (call.listing()) {
        out.append("| `").append(call.call()).append("` | ").append(call.index()).append(" | ")
            .append(call.keyCondition()).append(" | ").append(dash(call.order())).append(" | ").append(call.reads())
            .append(" | ").append(call.requests()).append(" | ").append(dash(call.consistency())).append(" |\n");
      }
    }
    appendIndexes(out);
    appendExpiry(out);
    String entity = null;
    String itemKey = "";
    for (Call call : calls) {
      if (call.listing()) {
        continue;
      }
      if (!call.entity().equals(entity)) {
        entity = call.entity();
        out.append("\n## ").append(entity.isEmpty() ? "Across entities" : entity).append("\n\n");
        if (!entity.isEmpty()) {
          EntityModel model = table.entities().stream().filter(e -> e.entityType().equals(call.entity()))
              .findFirst().orElseThrow();
          KeyTemplates.Key partition = templates.partitionKey(model);
          KeyTemplates.Key sort = templates.sortKey(model);
          itemKey = code(partition.attribute() + " = " + partition.template()) + " AND "
              + code(sort.attribute() + " = " + sort.template());
          out.append("Calls by key, on ").append(itemKey);
          for (KeyTemplates.IndexKey key : templates.indexKeys(model)) {
            out.append("; written to ").append(key.index().name()).append(" at ");
            if (key.partitionKey() != null) {
              out.append('`').append(key.partitionKey().template()).append("` / ");
            }
            out.append('`').append(key.sortKey().template()).append('`');
          }
          out.append(".\n\n");
        }
        out.append("| Call | Operation | Requests |\n|---|---|---|\n");
      }
      out.append("| `").append(call.call()).append("` | ").append(call.operation());
      if (!call.keyCondition().equals(itemKey)) {
        out.append(", on ").append(call.keyCondition());
      }
      if (!call.consistency().isEmpty()) {
        out.append(" (").append(call.consistency()).append(')');
      }
      out.append(" | ").append(call.requests()).append(" |\n");
    }
    return out.toString();
  }

  /** Time to Live: which entities expire, what turns it on, and what expired items cost the reads. */
  private void appendExpiry(StringBuilder out) {
    String attribute = table.expiryAttribute();
    if (attribute == null) {
      return;
    }
    List<String> expiring = table.entitiesByType().stream()
        .filter(e -> e.components().stream().anyMatch(c -> attribute.equals(c.attributeName())))
        .map(EntityModel::entityType).toList();
    out.append("\n## Expiry\n\n")
        .append("Time to Live on `").append(attribute).append("` (epoch seconds), written by ")
        .append(String.join(", ", expiring)).append(". `cloudformation.json` and `terraform.tf.json` turn it on; ")
        .append("for a table made with `db.createTable()`, `db.enableExpiry()` sends one UpdateTimeToLive. ")
        .append("DynamoDB deletes expired items in the background (typically within days); until then every read ")
        .append("leaves them out, checked on the items read (no filter expression): a listing page that lost items ")
        .append("to expiry reads on where DynamoDB stopped, at most 10 further Queries a page (per shard), each ")
        .append("asking only for the items still missing. Expired items still cost the reads that skip them.\n");
  }

  /**
   * Which entities write each index, at which keys: an index written by several (a user's
   * {@code @GlobalIndex} and an edge's inverted index of the same name, say) is overloaded, and
   * their key prefixes keep their items apart.
   */
  private void appendIndexes(StringBuilder out) {
    java.util.Map<String, List<String>> writers = new java.util.LinkedHashMap<>();
    java.util.Map<String, IndexModel> indexes = new java.util.LinkedHashMap<>();
    for (EntityModel model : table.entitiesByType()) {
      for (KeyTemplates.IndexKey key : templates.indexKeys(model)) {
        indexes.putIfAbsent(key.index().name(), key.index());
        String at = (key.partitionKey() == null ? "" : "`" + key.partitionKey().template() + "` / ")
            + "`" + key.sortKey().template() + "`";
        writers.computeIfAbsent(key.index().name(), name -> new ArrayList<>()).add(model.entityType() + " at " + at);
      }
    }
    if (indexes.isEmpty()) {
      return;
    }
    out.append("\n## Indexes\n\n")
        .append("Each write of an item that an index holds also writes the index, at the item's size as projected: ")
        .append("one more write per index, two when an update moves the item in it (DynamoDB deletes the old entry ")
        .append("and writes the new one). An item without an index's key attributes is not in it (sparse).\n\n")
        .append("| Index | Key attributes | Entities written to it |\n")
        .append("|---|---|---|\n");
    for (java.util.Map.Entry<String, IndexModel> entry : indexes.entrySet()) {
      IndexModel index = entry.getValue();
      List<String> entities = writers.get(entry.getKey());
      out.append("| ").append(entry.getKey()).append(index.local() ? " (local)" : "").append(" | `")
          .append(index.local() ? table.partitionKey() : index.partitionKey()).append("` / `").append(index.sortKey())
          .append("` | ").append(String.join("; ", entities));
      if (entities.size() > 1) {
        out.append(". Shared by ").append(entities.size())
            .append(" entities (overloaded): their key prefixes keep their items apart");
      }
      out.append(" |\n");
    }
  }

  private static String dash(String text) {
    return text.isEmpty() ? "—" : text;
  }
}
