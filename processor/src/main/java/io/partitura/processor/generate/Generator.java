package io.partitura.processor.generate;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeSpec;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableModel;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Writes every source of a validated table. Reads only the model, never an Element's contents.
 *
 * <p>What a user meets (see {@link Naming}): per entity one file, its repository, with the entity's update,
 * conditions, collection results, edge ref, codec (the key format its static members) and nested-record codecs
 * nested in it; per table three, the
 * entry point (its batch and transactional reads nested in it), the transaction and the change events.
 */
public final class Generator {
  private final SourceWriter writer;

  public Generator(SourceWriter writer) {
    this.writer = writer;
  }

  /**
   * Writes the table's sources.
   *
   * @param nestedRecords the nested records known in this round, by record name: each repository storing one gets
   *     its own codec of it
   */
  public void generate(TableModel table, Map<ClassName, NestedRecordModel> nestedRecords) throws IOException {
    for (EntityModel entity : table.entities()) {
      writer.write(entity.recordName().packageName(), repository(table, entity, nestedRecords), entity.element(),
          table.element());
    }
    TypeSpec.Builder entryPoint = new TableWriter().write(table);
    if (!table.entities().isEmpty()) {
      BatchWriter batches = new BatchWriter();
      TransactionWriter transactions = new TransactionWriter();
      nest(entryPoint, batches.writeBatchGet(table));
      nest(entryPoint, batches.writeBatchGetResult(table));
      nest(entryPoint, transactions.writeTransactGet(table));
      writer.write(table.tableClassName().packageName(), entryPoint, originating(table));
      writer.write(table.tableClassName().packageName(), transactions.writeTransaction(table), originating(table));
      writer.write(table.eventName().packageName(), new EventWriter().write(table), originating(table));
    } else {
      writer.write(table.tableClassName().packageName(), entryPoint, originating(table));
    }
  }

  /**
   * {@code <Record>Repository} and, nested in it, what the user reaches through it (update, conditions, collection
   * results, edge ref), then the low-level codec (with the key format), then the private codecs of the nested records it stores.
   */
  private static TypeSpec.Builder repository(TableModel table, EntityModel entity,
      Map<ClassName, NestedRecordModel> nestedRecords) {
    TypeSpec.Builder repository = new RepositoryWriter().write(table, entity);
    if (!entity.settable().isEmpty() || entity.version() != null) {
      nest(repository, new UpdateWriter().write(table, entity));
    }
    if (entity.isUpsertable()) {
      nest(repository, new UpsertWriter().write(table, entity));
    }
    nest(repository, new ConditionsWriter().write(table, entity));
    CollectionWriter collections = new CollectionWriter(table);
    if (entity.isParent()) {
      List<EntityModel> members = Naming.collectionMembers(table, entity);
      if (!members.isEmpty()) {
        for (Naming.Load load : Naming.loads(table, entity, members)) {
          nest(repository, collections.write(entity, load));
        }
      }
      for (IndexModel index : table.indexesKeying(entity.recordName())) {
        List<EntityModel> incoming = Naming.incomingEdges(table, entity, index);
        if (index.projectsAll() && !incoming.isEmpty()) {
          nest(repository, collections.write(Naming.indexResultName(table, entity, index, incoming), entity,
              incoming, CodeBlock.of("A {@link $T} and the edges pointing at it, read from index {@code $L} in one "
                  + "Query: eventually consistent.\n", entity.recordName(), index.name())));
        }
      }
    }
    if (table.isNestedParent(entity)) {
      for (EntityModel child : table.childrenOf(entity.recordName())) {
        nest(repository, collections.write(entity, Naming.nestedLoad(entity, child)));
      }
      nest(repository, collections.writeNestedParent(entity));
    }
    if (entity.isEdge() && !entity.edge().index().projectsAll()) {
      nest(repository, new RefWriter().write(entity));
    }
    CodecWriter codecs = new CodecWriter();
    nest(repository, codecs.writeEntity(table, entity));
    for (NestedRecordModel nested : NestedRecordModel.storedBy(entity.components(), nestedRecords)) {
      nest(repository, codecs.writeNested(entity, nested));
    }
    return repository;
  }

  /** {@code type} as a static member of {@code owner}. */
  private static void nest(TypeSpec.Builder owner, TypeSpec.Builder type) {
    owner.addType(type.addModifiers(Modifier.STATIC).build());
  }

  private static Element[] originating(TableModel table) {
    Element[] elements = new Element[table.entities().size() + 1];
    elements[0] = table.element();
    for (int i = 0; i < table.entities().size(); i++) {
      elements[i + 1] = table.entities().get(i).element();
    }
    return elements;
  }
}
