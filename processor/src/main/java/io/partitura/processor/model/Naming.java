package io.partitura.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The names of generated members, in one place: the methods every generated class has, and the rules
 * that name what depends on the schema. The writers name what they generate with these, and the
 * validator refuses user-chosen names (index queries, edge verbs) and record names that would
 * collide with them.
 */
public final class Naming {
  private Naming() {}

  // ---- Methods every generated repository may have, whatever its schema. The writers name them with
  // these constants, and the validator refuses an index query or edge verb that would take one.
  // Names that depend on the schema (inWorkspace, ofStudent, getWithProjects) come from
  // the methods below. ReservedNamesTest checks both against the
  // methods of generated repositories, so a new generated method cannot be forgotten here.
  public static final String PUT = "put";
  public static final String PUT_REQUEST = "putRequest";
  public static final String CREATE = "create";
  public static final String CREATE_REQUEST = "createRequest";
  public static final String UPDATE_METHOD = "update";
  public static final String UPDATE_REQUEST = "updateRequest";
  public static final String GET = "get";
  public static final String GET_REQUEST = "getRequest";
  public static final String DELETE = "delete";
  public static final String DELETE_REQUEST = "deleteRequest";
  public static final String FETCH = "fetch";
  public static final String REF_OF = "refOf";
  /** The repository's static shortcut to its codec's Enhanced Client {@code TableSchema}. */
  public static final String TABLE_SCHEMA = "tableSchema";
  /** The private read behind a parent's collection loads. */
  public static final String READ_COLLECTION = "readCollection";
  /** Every parent's: the parent with its whole item collection, whatever entity types it holds. */
  public static final String DELETE_WITH_COLLECTION = "deleteWithCollection";

  /** The update of an entity with {@code @Counter}s that creates the item when it is missing. */
  public static final String UPSERT_METHOD = "upsert";

  /** A child's create that requires its parent (one TransactWriteItems), and its request twin. */
  public static final String CREATE_UNDER_METHOD = "createUnder";
  public static final String CREATE_UNDER_REQUEST = "createUnderRequest";

  /**
   * Names of the protected helpers of the runtime's repository base ({@code io.partitura.runtime.repository}), which a
   * generated repository inherits: a query of the same name would hide or clash with one. RepositoryBaseNamesTest keeps
   * this list equal to the runtime's.
   */
  public static final Set<String> REPOSITORY_BASE_HELPERS = Set.of("operation", "codec", "unique", "condition",
      "required", "getAt", "getRequestAt", "deleteAt", "deleteRequestAt", "updateAt", "upsertAt", "findByUnique",
      "createUnderAt",
      "createUnderRequestAt", "listing", "shardedListing", "onTable", "queryRequest", "loadCollection");

  /** Method names of generated repositories that do not depend on the schema, and those they inherit. */
  public static final Set<String> REPOSITORY_METHODS = java.util.stream.Stream.concat(Set.of(
      PUT, PUT_REQUEST, CREATE, CREATE_REQUEST, UPDATE_METHOD, UPDATE_REQUEST, GET, GET_REQUEST, DELETE, DELETE_REQUEST, FETCH, REF_OF,
      READ_COLLECTION, TABLE_SCHEMA).stream(), REPOSITORY_BASE_HELPERS.stream()).collect(java.util.stream.Collectors.toUnmodifiableSet());

  // ---- Methods every generated <Record>Repository.Update has besides its setters: a component cannot be named so.
  public static final String EXPECT_VERSION = "expectVersion";
  public static final String APPLY = "apply";
  public static final String TO_REQUEST = "toRequest";
  public static final String WHEN = "when";
  public static final String DESCRIBE = "describe";
  /** {@code ifAbsent(u -> u.title(…))}: setters that write only where the stored item has no value. */
  public static final String IF_ABSENT = "ifAbsent";

  /** Method names of generated partial-update classes that are not setters. */
  public static final Set<String> UPDATE_METHODS = Set.of(EXPECT_VERSION, APPLY, TO_REQUEST, WHEN, DESCRIBE, IF_ABSENT);

  // ---- Methods every generated <Record>Repository.Conditions has besides one per component: a component cannot be
  // named so.
  /** Whether there is a stored item at all, on the table's partition key attribute. */
  public static final String CONDITION_EXISTS = "exists";
  public static final String CONDITION_NOT_EXISTS = "notExists";

  /** Method names of generated condition classes that are not a component's. */
  public static final Set<String> CONDITIONS_METHODS = Set.of(CONDITION_EXISTS, CONDITION_NOT_EXISTS);

  /**
   * Query names the codec's key methods rule out: an index query {@code q} adds {@code qPartitionKey}, {@code
   * qSortKey}, {@code qSortKeyPrefix} (a composite index sort key), {@code qIndexKey}, {@code qIndexPartitionKey}
   * and {@code qIndexSortKey} to it (so another index's query cannot be {@code qIndex}: see {@link
   * #indexKeyValuesPrefix}), and an edge's codec has {@code indexPartitionKey}, a sharded parent's {@code
   * shardPartitionKey}.
   */
  public static final Set<String> KEYS_METHOD_PREFIXES = Set.of("index", "shard");

  /**
   * {@code qIndex} for index query {@code q}: the codec has {@code qIndexPartitionKey} and {@code qIndexSortKey}
   * (the value of each index key attribute), so no other query of the entity may be named {@code qIndex}.
   */
  public static String indexKeyValuesPrefix(String query) {
    return query + "Index";
  }

  // ---- Generated types. Per entity one public top-level type, its repository, with everything else of the entity
  // nested in it; per table the entry point (its batch and transactional reads nested in it), the transaction and
  // the change events. The writers and the validator name types only through these.

  /** Nested in every repository that has a partial update: {@code WorkspaceRepository.Update}. */
  public static final String UPDATE_TYPE = "Update";
  /** Nested in the repository of an entity with {@code @Counter}s: an update that creates a missing item. */
  public static final String UPSERT_TYPE = "Upsert";
  /** Nested in every repository: the conditions of writes and listings, {@code WorkspaceRepository.Conditions}. */
  public static final String CONDITIONS_TYPE = "Conditions";
  /**
   * Nested in every repository: the item codec, {@code WorkspaceRepository.Codec.INSTANCE}, for interop, and as its
   * static members the key format ({@code WorkspaceRepository.Codec.partitionKey(…)}).
   */
  public static final String CODEC_TYPE = "Codec";
  /** Nested in the repository of an edge whose index does not project whole edges: {@code FollowRepository.Ref}. */
  public static final String REF_TYPE = "Ref";
  /** Nested in the entry point: {@code db.batchGet()}, its result, {@code db.transactGet()}. */
  public static final String BATCH_GET_TYPE = "BatchGet";
  public static final String BATCH_GET_RESULT_TYPE = "BatchGetResult";
  public static final String TRANSACT_GET_TYPE = "TransactGet";
  /** Nested in the entry point: the settings of {@code <Table>Table.builder()}. */
  public static final String TABLE_BUILDER_TYPE = "Builder";
  /** Nested in the change events: an item of no entity of the table. */
  public static final String UNRECOGNISED_TYPE = "Unrecognised";

  /** {@code WorkspaceRepository}: the entity's one public top-level type. */
  public static ClassName repository(EntityModel entity) {
    return topLevel(entity.recordName(), "Repository");
  }

  public static ClassName update(EntityModel entity) {
    return repository(entity).nestedClass(UPDATE_TYPE);
  }

  public static ClassName upsert(EntityModel entity) {
    return repository(entity).nestedClass(UPSERT_TYPE);
  }

  public static ClassName conditions(EntityModel entity) {
    return repository(entity).nestedClass(CONDITIONS_TYPE);
  }

  public static ClassName codec(EntityModel entity) {
    return repository(entity).nestedClass(CODEC_TYPE);
  }

  public static ClassName ref(EntityModel edge) {
    return repository(edge).nestedClass(REF_TYPE);
  }

  /**
   * {@code OfficeRepository.AddressMapCodec}: the codec of a nested record, private to each repository whose entity
   * stores it (so that it needs no public name, and each entity's package can reach it whatever the record's).
   */
  public static ClassName mapCodec(EntityModel owner, ClassName nestedRecord) {
    return repository(owner).nestedClass(String.join("_", nestedRecord.simpleNames()) + "MapCodec");
  }

  /** {@code ControlPlaneTable}: the table's entry point. */
  public static ClassName table(TableModel table) {
    return topLevel(table.interfaceName(), "Table");
  }

  /** {@code ControlPlaneTransaction}: what {@code db.transaction()} returns. */
  public static ClassName transaction(TableModel table) {
    return topLevel(table.interfaceName(), "Transaction");
  }

  /** {@code ControlPlaneEvent}: the table's sealed change events, top-level so that switches over them read well. */
  public static ClassName event(TableModel table) {
    return topLevel(table.interfaceName(), "Event");
  }

  public static ClassName batchGet(TableModel table) {
    return table(table).nestedClass(BATCH_GET_TYPE);
  }

  public static ClassName batchGetResult(TableModel table) {
    return table(table).nestedClass(BATCH_GET_RESULT_TYPE);
  }

  public static ClassName transactGet(TableModel table) {
    return table(table).nestedClass(TRANSACT_GET_TYPE);
  }

  public static ClassName tableBuilder(TableModel table) {
    return table(table).nestedClass(TABLE_BUILDER_TYPE);
  }

  /** The change event of {@code entity}'s items: {@code ControlPlaneEvent.WorkspaceChange}. */
  public static ClassName entityEvent(TableModel table, EntityModel entity) {
    return event(table).nestedClass(String.join("_", entity.recordName().simpleNames()) + "Change");
  }

  public static ClassName unrecognisedEvent(TableModel table) {
    return event(table).nestedClass(UNRECOGNISED_TYPE);
  }

  /**
   * Every type the generated classes of {@code table} nest (but the private codecs of nested records), by simple
   * name: inside the class that nests one, its simple name means it. A type of the unnamed package with one of these
   * names cannot be named there at all ({@code GeneratedNameCheck} refuses it).
   */
  public static java.util.Map<String, ClassName> nestedTypes(TableModel table) {
    java.util.Map<String, ClassName> nested = new java.util.TreeMap<>();
    List<ClassName> names = new ArrayList<>(List.of(tableBuilder(table), batchGet(table), batchGetResult(table),
        transactGet(table), unrecognisedEvent(table)));
    for (EntityModel entity : table.entities()) {
      names.addAll(List.of(update(entity), conditions(entity), codec(entity),
          entityEvent(table, entity)));
      if (entity.isUpsertable()) {
        names.add(upsert(entity));
      }
      if (entity.isEdge()) {
        names.add(ref(entity));
      }
      if (entity.kind() == EntityModel.Kind.PARENT) {
        List<EntityModel> members = collectionMembers(table, entity);
        if (!members.isEmpty()) {
          loads(table, entity, members).forEach(load -> names.add(load.result()));
        }
        for (IndexModel index : table.indexesKeying(entity.recordName())) {
          List<EntityModel> incoming = incomingEdges(table, entity, index);
          if (!incoming.isEmpty()) {
            names.add(indexResultName(table, entity, index, incoming));
          }
        }
      }
      if (table.isNestedParent(entity)) {
        table.childrenOf(entity.recordName()).forEach(child -> names.add(nestedLoad(entity, child).result()));
        names.add(allResultName(entity));
      }
    }
    names.forEach(name -> nested.putIfAbsent(name.simpleName(), name));
    return nested;
  }

  /** A top-level type in the declaring type's package: its flattened name ({@code Outer_Inner}) and a suffix. */
  private static ClassName topLevel(ClassName declared, String suffix) {
    return ClassName.get(declared.packageName(), String.join("_", declared.simpleNames()) + suffix);
  }

  /** The table accessor and operation-name prefix: {@code workspaces}. */
  public static String accessor(EntityModel entity) {
    return plural(decapitalize(entity.simpleName()));
  }

  /** A child's listing within its parent: {@code inWorkspace}. */
  public static String childListing(EntityModel parent) {
    return "in" + parent.simpleName();
  }

  /** An edge's listing by one side: {@code ofStudent}; for an entity linked to itself, {@code ofFollower}. */
  public static String edgeListing(EdgeModel edge, EntityModel side, List<ComponentModel> parts) {
    if (!edge.isSelfReferencing()) {
      return "of" + side.simpleName();
    }
    String name = parts.get(0).name();
    if (name.endsWith("Id") && name.length() > 2) {
      name = name.substring(0, name.length() - 2);
    }
    return "of" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The load of {@code result} by its owner: {@code getWithProjects} for {@code WorkspaceRepository.WithProjects}. */
  public static String collectionLoad(EntityModel owner, ClassName result) {
    return "get" + result.simpleName();
  }

  /** The lookup by a {@code @Unique} component: {@code findByEmail}. */
  public static String findBy(ComponentModel component) {
    return "findBy" + Character.toUpperCase(component.name().charAt(0)) + component.name().substring(1);
  }

  /** The request twin of a load: {@code getWithProjectsRequest}. */
  public static String request(String method) {
    return method + "Request";
  }

  /**
   * Every public method name of {@code entity}'s generated repository other than those the user
   * names (index queries, an edge's verb): {@link #REPOSITORY_METHODS} and the listings and
   * loads this schema adds.
   */
  public static Set<String> repositoryMethods(TableModel table, EntityModel entity) {
    Set<String> names = new LinkedHashSet<>(REPOSITORY_METHODS);
    for (ComponentModel unique : entity.unique()) {
      names.add(findBy(unique));
    }
    if (entity.isUpsertable()) {
      names.add(UPSERT_METHOD);
    }
    switch (entity.kind()) {
      case CHILD -> {
        if (table.isNestedParent(entity)) {
          // Its listing is the query of index NestedParents, checked as an index query; then one load per child type.
          for (EntityModel child : table.childrenOf(entity.recordName())) {
            String load = collectionLoad(entity, resultName(entity, child));
            names.add(load);
            names.add(request(load));
          }
        } else {
          names.add(childListing(table.entity(entity.parentName())));
        }
        names.add(CREATE_UNDER_METHOD);
        names.add(CREATE_UNDER_REQUEST);
      }
      case EDGE -> {
        EdgeModel edge = entity.edge();
        names.add(edgeListing(edge, table.entity(edge.fromName()), edge.fromParts()));
        names.add(edgeListing(edge, table.entity(edge.toName()), edge.toParts()));
      }
      case PARENT -> {
        names.add(DELETE_WITH_COLLECTION);
        names.add(request(DELETE_WITH_COLLECTION));
        List<EntityModel> members = collectionMembers(table, entity);
        if (!members.isEmpty()) {
          for (Load collection : loads(table, entity, members)) {
            String load = collectionLoad(entity, collection.result());
            names.add(load);
            names.add(request(load));
          }
        }
        for (IndexModel index : table.indexesKeying(entity.recordName())) {
          List<EntityModel> incoming = incomingEdges(table, entity, index);
          if (index.projectsAll() && !incoming.isEmpty()) {
            String load = collectionLoad(entity, indexResultName(table, entity, index, incoming));
            names.add(load);
            names.add(request(load));
          }
        }
      }
    }
    return names;
  }

  /** The list of one member type in a collection load: {@code projects}, named as its table accessor. */
  public static String listName(EntityModel member) {
    return accessor(member);
  }

  /**
   * The load of a nested parent (a child with children of its own: an order) with its children of one
   * type ({@code OrderRepository.WithOrderLines}): one per child type, so that a second type renames none.
   */
  public static Load nestedLoad(EntityModel parent, EntityModel child) {
    return new Load(resultName(parent, child), List.of(child), List.of(child), false);
  }

  /** Names the generated code uses for its own locals; a record variable never takes one of them. */
  private static final Set<String> GENERATED_LOCALS = Set.of(
      "item", "map", "value", "record", "records", "partitionKey", "sortKey", "next", "stored", "version",
      "table", "type", "items", "requests", "writes", "keys", "update", "shard", "shards", "retryPolicy",
      "consistentRead", "edges", "refs");

  /** The variable holding a record: {@code workspace}; {@code itemRecord} for a record named {@code Item}. */
  public static String variableName(ClassName record) {
    String name = decapitalize(record.simpleName());
    return GENERATED_LOCALS.contains(name) || javax.lang.model.SourceVersion.isKeyword(name) ? name + "Record" : name;
  }

  /** {@code preferred}, or it with underscores appended until no name in {@code taken} equals it. */
  public static String fresh(String preferred, java.util.Collection<String> taken) {
    String name = preferred;
    while (taken.contains(name)) {
      name = name + "_";
    }
    return name;
  }

  /** A constant's name for a camel-case one: {@code GSI1_BY_STATUS} for {@code gsi1ByStatus}. */
  public static String constantName(String camel) {
    return camel.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
  }

  /** English plurals for accessor names: {@code workspaces()}, {@code categories()}, {@code classes()}. */
  public static String plural(String word) {
    String lower = word.toLowerCase(java.util.Locale.ROOT);
    if (lower.endsWith("y") && word.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
      return word.substring(0, word.length() - 1) + "ies";
    }
    if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("z") || lower.endsWith("ch") || lower.endsWith("sh")) {
      return word + "es";
    }
    return word + "s";
  }

  public static String decapitalize(String name) {
    if (name.length() > 1 && Character.isUpperCase(name.charAt(1)) && Character.isUpperCase(name.charAt(0))) {
      return name;
    }
    return Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  /**
   * One load of a parent with some of its item collection: the result class, the members it is named
   * after, and what it holds (those members and, nested two levels deep, their own children).
   *
   * @param all whether this is the load of everything in the collection ({@code <Parent>Repository.WithChildren})
   */
  public record Load(ClassName result, List<EntityModel> members, List<EntityModel> contents, boolean all) {}

  /**
   * The loads of {@code parent}, their results nested in its repository: one per member type ({@code
   * WithProjects}), then one of all of them ({@code WithChildren}), which exists from the first member on. So a
   * member added later adds a load and a result class, and renames or retypes none that existed: the all-members
   * class gains an accessor, and its constructor (which gains a parameter) is not public.
   */
  public static List<Load> loads(TableModel table, EntityModel parent, List<EntityModel> members) {
    List<Load> loads = new ArrayList<>();
    ClassName all = allResultName(parent);
    // In name order, so that the loads do not depend on the order the sources were compiled in.
    List<EntityModel> byName = new ArrayList<>(members);
    byName.sort(java.util.Comparator.comparing(EntityModel::simpleName));
    for (EntityModel member : byName) {
      ClassName one = resultName(parent, member);
      if (!one.equals(all)) { // a member named Child: its load is the all-members load's name
        List<EntityModel> contents = new ArrayList<>(List.of(member));
        contents.addAll(table.childrenOf(member.recordName()));
        loads.add(new Load(one, List.of(member), contents, false));
      }
    }
    loads.add(new Load(all, members, collectionContents(table, parent), true));
    return loads;
  }

  /** {@code <Parent>Repository.With<Members>}: the parent with one member type. */
  public static ClassName resultName(EntityModel parent, EntityModel member) {
    return repository(parent).nestedClass("With" + plural(member.simpleName()));
  }

  /**
   * {@code <Parent>Repository.WithChildren}: the parent with everything in its item collection; for a nested parent
   * (an order), the order with everything stored under it, as its parent's loads list it.
   */
  public static ClassName allResultName(EntityModel parent) {
    return repository(parent).nestedClass("WithChildren");
  }

  /** What a parent's item collection holds besides the parent: its children and its outgoing edges. */
  public static List<EntityModel> collectionMembers(TableModel table, EntityModel parent) {
    List<EntityModel> members = new ArrayList<>(table.childrenOf(parent.recordName()));
    members.addAll(table.edgesFrom(parent.recordName()));
    return members;
  }

  /**
   * Everything a parent's item collection holds besides the parent, for a load of all of it: its
   * collection members and their own children (an order's lines), each in a list of its own.
   */
  public static List<EntityModel> collectionContents(TableModel table, EntityModel parent) {
    List<EntityModel> contents = new ArrayList<>(collectionMembers(table, parent));
    for (EntityModel child : table.childrenOf(parent.recordName())) {
      contents.addAll(table.childrenOf(child.recordName()));
    }
    return contents;
  }

  /** The edges whose index {@code index} reads from {@code entity}'s side. */
  public static List<EntityModel> incomingEdges(TableModel table, EntityModel entity, IndexModel index) {
    return table.edgesTo(entity.recordName()).stream().filter(e -> e.edge().index().equals(index)).toList();
  }

  /**
   * {@code CourseRepository.WithEnrollments}, unless that name is taken (a self-referencing edge): {@code
   * CourseRepository.ViaGSI1}.
   */
  public static ClassName indexResultName(TableModel table, EntityModel entity, IndexModel index, List<EntityModel> incoming) {
    // A self-referencing edge read from the index lists followers, not follows: name it after the index instead.
    ClassName preferred = incoming.size() == 1 && !incoming.get(0).edge().isSelfReferencing()
        ? resultName(entity, incoming.get(0)) : null;
    List<EntityModel> members = collectionMembers(table, entity);
    List<ClassName> baseNames = members.isEmpty() ? List.of()
        : loads(table, entity, members).stream().map(Load::result).toList();
    if (preferred != null && !baseNames.contains(preferred)) {
      return preferred;
    }
    // A nested class cannot take its owner's name (an entity ViaX with an index named XRepository).
    ClassName owner = repository(entity);
    return owner.nestedClass(fresh("Via" + index.name(), List.of(owner.simpleName())));
  }
}
