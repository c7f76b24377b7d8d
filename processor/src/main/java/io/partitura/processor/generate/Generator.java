package io.partitura.processor.generate;

import com.squareup.javapoet.CodeBlock;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Naming;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableModel;
import java.io.IOException;
import java.util.List;

/** Writes every source of a validated table. Reads only the model, never an Element's contents. */
public final class Generator {
  private final SourceWriter writer;

  public Generator(SourceWriter writer) {
    this.writer = writer;
  }

  public void generate(TableModel table) throws IOException {
    KeysWriter keys = new KeysWriter();
    CodecWriter codecs = new CodecWriter();
    RepositoryWriter repositories = new RepositoryWriter();
    CollectionWriter collections = new CollectionWriter();
    for (EntityModel entity : table.entities()) {
      String pkg = entity.recordName().packageName();
      writer.write(pkg, keys.write(table, entity), entity.element(), table.element());
      writer.write(pkg, codecs.writeEntity(table, entity), entity.element(), table.element());
      writer.write(pkg, repositories.write(table, entity), entity.element(), table.element());
      writer.write(pkg, new ConditionsWriter().write(table, entity), entity.element());
      if (!entity.settable().isEmpty() || entity.version() != null) {
        writer.write(pkg, new UpdateWriter().write(table, entity), entity.element());
      }
      if (entity.isParent()) {
        List<EntityModel> members = Naming.collectionMembers(table, entity);
        if (!members.isEmpty()) {
          for (Naming.Load load : Naming.loads(table, entity, members)) {
            writer.write(pkg, collections.write(entity, load), entity.element());
          }
        }
        for (IndexModel index : table.indexesKeying(entity.recordName())) {
          List<EntityModel> incoming = Naming.incomingEdges(table, entity, index);
          if (index.projectsAll() && !incoming.isEmpty()) {
            writer.write(pkg, collections.write(Naming.indexResultName(table, entity, index, incoming), entity,
                incoming, CodeBlock.of("A {@link $T} and the edges pointing at it, read from index {@code $L} in one "
                    + "Query: eventually consistent.\n", entity.recordName(), index.name())), entity.element());
          }
        }
      }
      if (table.isNestedParent(entity)) {
        for (EntityModel child : table.childrenOf(entity.recordName())) {
          writer.write(pkg, collections.write(entity, Naming.nestedLoad(entity, child)), entity.element());
        }
      }
      if (entity.isEdge() && !entity.edge().index().projectsAll()) {
        writer.write(pkg, new RefWriter().write(entity), entity.element());
      }
    }
    writer.write(table.tableClassName().packageName(), new TableWriter().write(table),
        originating(table));
    if (!table.entities().isEmpty()) {
      BatchWriter batches = new BatchWriter();
      writer.write(table.tableClassName().packageName(), batches.writeBatchGet(table), originating(table));
      writer.write(table.tableClassName().packageName(), batches.writeBatchGetResult(table), originating(table));
      TransactionWriter transactions = new TransactionWriter();
      writer.write(table.tableClassName().packageName(), transactions.writeTransaction(table), originating(table));
      writer.write(table.tableClassName().packageName(), transactions.writeTransactGet(table), originating(table));
      writer.write(table.eventName().packageName(), new EventWriter().write(table), originating(table));
    }
  }

  public void generate(NestedRecordModel nested) throws IOException {
    writer.write(nested.recordName().packageName(), new CodecWriter().writeNested(nested), nested.element());
  }

  private static javax.lang.model.element.Element[] originating(TableModel table) {
    javax.lang.model.element.Element[] elements = new javax.lang.model.element.Element[table.entities().size() + 1];
    elements[0] = table.element();
    for (int i = 0; i < table.entities().size(); i++) {
      elements[i + 1] = table.entities().get(i).element();
    }
    return elements;
  }
}
