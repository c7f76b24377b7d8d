package io.partitura.processor.generate;

import com.squareup.javapoet.ClassName;
import io.partitura.processor.Names;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EdgeModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.TableModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Names of generated members that depend on the schema, in one place: the writers name what they
 * generate with these, and the validator refuses user-chosen names (index queries, edge verbs) and
 * record names that would collide with them.
 */
public final class GeneratedNames {
  private GeneratedNames() {}

  /** The table accessor and operation-name prefix: {@code workspaces}. */
  public static String accessor(EntityModel entity) {
    return Plurals.plural(CodecWriter.decapitalize(entity.simpleName()));
  }

  /** A child's listing within its parent: {@code inWorkspace}. */
  public static String childListing(EntityModel parent) {
    return "in" + parent.simpleName();
  }

  /** An edge's listing by one side: {@code ofStudent}; for an entity linked to itself, {@code ofFollower}. */
  static String edgeListing(EdgeModel edge, EntityModel side, List<ComponentModel> parts) {
    if (!edge.isSelfReferencing()) {
      return "of" + side.simpleName();
    }
    String name = parts.get(0).name();
    if (name.endsWith("Id") && name.length() > 2) {
      name = name.substring(0, name.length() - 2);
    }
    return "of" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** The load of {@code result} by its owner: {@code getWithProjects} for {@code WorkspaceWithProjects}. */
  static String collectionLoad(EntityModel owner, ClassName result) {
    return "get" + result.simpleName().substring(owner.generated("").simpleName().length());
  }

  /** The lookup by a {@code @Unique} component: {@code findByEmail}. */
  public static String findBy(ComponentModel component) {
    return "findBy" + Character.toUpperCase(component.name().charAt(0)) + component.name().substring(1);
  }

  /** The request twin of a load: {@code getWithProjectsRequest}. */
  static String request(String method) {
    return method + "Request";
  }

  /**
   * Every public method name of {@code entity}'s generated repository other than those the user
   * names (index queries, an edge's verb): {@link Names#REPOSITORY_METHODS} and the listings and
   * loads this schema adds.
   */
  public static Set<String> repositoryMethods(TableModel table, EntityModel entity) {
    Set<String> names = new LinkedHashSet<>(Names.REPOSITORY_METHODS);
    for (ComponentModel unique : entity.unique()) {
      names.add(findBy(unique));
    }
    switch (entity.kind()) {
      case CHILD -> {
        if (table.isNestedParent(entity)) {
          // Its listing is the query of index NestedParents, checked as an index query; then one load per child type.
          for (EntityModel child : table.childrenOf(entity.recordName())) {
            String load = collectionLoad(entity, CollectionWriter.resultName(entity, child));
            names.add(load);
            names.add(request(load));
          }
        } else {
          names.add(childListing(table.entity(entity.parentName())));
        }
        names.add(Names.CREATE_UNDER_METHOD);
        names.add(Names.CREATE_UNDER_REQUEST);
      }
      case EDGE -> {
        EdgeModel edge = entity.edge();
        names.add(edgeListing(edge, table.entity(edge.fromName()), edge.fromParts()));
        names.add(edgeListing(edge, table.entity(edge.toName()), edge.toParts()));
      }
      case PARENT -> {
        names.add(Names.DELETE_WITH_COLLECTION);
        names.add(request(Names.DELETE_WITH_COLLECTION));
        List<EntityModel> members = RepositoryWriter.collectionMembers(table, entity);
        if (!members.isEmpty()) {
          for (CollectionWriter.Load collection : CollectionWriter.loads(table, entity, members)) {
            String load = collectionLoad(entity, collection.result());
            names.add(load);
            names.add(request(load));
          }
        }
        for (IndexModel index : table.indexesKeying(entity.recordName())) {
          List<EntityModel> incoming = RepositoryWriter.incomingEdges(table, entity, index);
          if (index.projectsAll() && !incoming.isEmpty()) {
            String load = collectionLoad(entity, RepositoryWriter.indexResultName(table, entity, index, incoming));
            names.add(load);
            names.add(request(load));
          }
        }
      }
    }
    return names;
  }
}
