package io.partitura.processor.generate;

import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The physical table a model needs: key attributes, attribute definitions and secondary indexes
 * with their projections. The generated {@code DEFINITION} (from which the runtime builds CreateTable)
 * and the CloudFormation, Terraform and NoSQL Workbench files are all written from this one
 * description, so they cannot disagree.
 *
 * @param attributes every attribute a key of the table or of an index uses, each once; all strings
 * @param localIndexes the local secondary indexes, by name
 * @param globalIndexes the global secondary indexes, by name
 * @param timeToLiveAttribute the attribute DynamoDB's Time to Live reads ({@code @ExpiresAt}), or
 *     {@code null}; not part of CreateTable: CloudFormation and Terraform set it with the table, the
 *     generated {@code enableExpiry()} with UpdateTimeToLive
 * @param streamView the stream's view type, or {@code null} when the table has no stream
 */
record TableDefinition(String tableName, String partitionKey, String sortKey, List<String> attributes,
    List<Index> localIndexes, List<Index> globalIndexes, boolean provisioned, long readCapacityUnits,
    long writeCapacityUnits, String timeToLiveAttribute, String streamView) {

  /**
   * One secondary index.
   *
   * @param partitionKey the index's partition key attribute: the table's own for a local index
   * @param projection {@code ALL}, {@code KEYS_ONLY} or {@code INCLUDE}
   * @param nonKeyAttributes the attributes an {@code INCLUDE} projection stores (the type attribute first)
   */
  record Index(String name, String partitionKey, String sortKey, String projection, List<String> nonKeyAttributes) {}

  static TableDefinition of(TableModel table) {
    // The validator keeps index keys off the table's keys; an attribute shared by several indexes is
    // defined once.
    Set<String> attributes = new LinkedHashSet<>(List.of(table.partitionKey(), table.sortKey()));
    List<Index> locals = new ArrayList<>();
    List<Index> globals = new ArrayList<>();
    // By name, so neither the definition nor the files depend on the order javac handed the entities over in.
    List<IndexModel> indexes = table.indexes().stream().sorted(java.util.Comparator.comparing(IndexModel::name)).toList();
    for (IndexModel index : indexes) {
      if (!index.local()) {
        attributes.add(index.partitionKey());
      }
      attributes.add(index.sortKey());
      if (index.local()) {
        // Local indexes list whole items of their partition: always ALL.
        locals.add(new Index(index.name(), table.partitionKey(), index.sortKey(), "ALL", List.of()));
      } else if ("INCLUDE".equals(index.projection())) {
        // Listings split what they read by the type attribute, so an INCLUDE projection carries it.
        List<String> included = new ArrayList<>(index.include());
        included.add(0, table.typeAttribute());
        globals.add(new Index(index.name(), index.partitionKey(), index.sortKey(), "INCLUDE", List.copyOf(included)));
      } else {
        globals.add(new Index(index.name(), index.partitionKey(), index.sortKey(), index.projection(), List.of()));
      }
    }
    return new TableDefinition(table.tableName(), table.partitionKey(), table.sortKey(), List.copyOf(attributes),
        List.copyOf(locals), List.copyOf(globals), "PROVISIONED".equals(table.billingMode()),
        table.readCapacityUnits(), table.writeCapacityUnits(), table.expiryAttribute(), table.streamView());
  }

  String billingMode() {
    return provisioned ? "PROVISIONED" : "PAY_PER_REQUEST";
  }
}
