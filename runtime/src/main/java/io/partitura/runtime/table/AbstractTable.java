package io.partitura.runtime.table;

import io.partitura.runtime.backfill.Backfill;
import io.partitura.runtime.backfill.BackfillEntity;
import io.partitura.runtime.batch.BatchWriteResult;
import io.partitura.runtime.batch.BatchWriter;
import io.partitura.runtime.batch.RetryPolicy;
import io.partitura.runtime.batch.WriteRequestFor;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.UniqueValuesBypassedException;
import io.partitura.runtime.exceptions.VersionedBatchWriteException;
import io.partitura.runtime.inspect.TableInspection;
import io.partitura.runtime.item.ItemCodec;
import io.partitura.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * What every generated {@code <Table>Table} does the same way: its name and client, creating and
 * deleting the table from its {@link TableDefinition}, and batch writes of records of any of its
 * entities, dispatched by record class to their codecs. The generated subclass adds the typed parts:
 * one repository per entity, batch gets, transactions, backfills.
 */
public abstract class AbstractTable {
  private final TableClient table;

  /**
   * @param table a client built with the table's definition ({@link TableClient.Builder#definition})
   * @throws InvalidConfigurationException when it was built without one
   */
  protected AbstractTable(TableClient table) {
    this.table = Objects.requireNonNull(table, "table");
    if (table.definition() == null) {
      throw new InvalidConfigurationException("table " + table.tableName() + ": the TableClient was built without "
          + "a TableDefinition; build it with TableClient.builder().definition(...)");
    }
  }

  /** The name of the table this instance reads and writes. */
  public String tableName() {
    return table.tableName();
  }

  /** The runtime client underneath, for operations across entities. */
  public TableClient tableClient() {
    return table;
  }

  /** This table's definition, ready for CreateTable. */
  public CreateTableRequest createTableRequest() {
    return table.definition().createTableRequest(table.tableName());
  }

  /** Creates the table and waits until it is ACTIVE. */
  public void createTable() {
    TableAdmin.createTable(table, createTableRequest());
  }

  /**
   * Creates the table unless it exists, and waits until it is ACTIVE: one CreateTable (refused with
   * ResourceInUseException when the table exists), then DescribeTable until ACTIVE. An existing table
   * whose key or indexes differ from this schema's is refused with
   * {@link io.partitura.runtime.exceptions.InvalidConfigurationException}; nothing is changed.
   *
   * @return true when this call created the table, false when it existed
   */
  public boolean createTableIfMissing() {
    return TableAdmin.createTableIfMissing(table, createTableRequest());
  }

  /** Deletes the table and every item in it, and waits until it is gone. */
  public void deleteTable() {
    TableAdmin.deleteTable(table);
  }

  /**
   * Writes records of any entities of this table, replacing what is at their keys: BatchWriteItem
   * requests of up to 25 writes, unprocessed items retried under {@code retryPolicy}. Versioned
   * records are refused (BatchWriteItem takes no condition): use their repository's {@code put}.
   *
   * @throws VersionedBatchWriteException before any request, when a record has a {@code @Version};
   *     nothing is written
   * @throws UniqueValuesBypassedException before any request, when a record has {@code @Unique}
   *     components (BatchWriteItem cannot move their uniqueness items); nothing is written
   * @throws IllegalArgumentException before any request, when a record is not of an entity of this
   *     table; nothing is written
   * @throws io.partitura.runtime.exceptions.BatchIncompleteException when writes were still unprocessed
   *     after the last attempt; its {@code unprocessed()} holds exactly those records
   */
  public BatchWriteResult putAll(Collection<?> records, RetryPolicy retryPolicy) {
    return BatchWriter.write(table, "putAll", writes("putAll", records), retryPolicy);
  }

  /** As {@link #putAll(Collection, RetryPolicy)} with the default retry policy. */
  public BatchWriteResult putAll(Collection<?> records) {
    return putAll(records, RetryPolicy.defaults());
  }

  /**
   * Deletes the items of records of any entities of this table: BatchWriteItem requests of up to 25
   * deletes, unprocessed ones retried under {@code retryPolicy}. Versioned records are refused
   * (BatchWriteItem takes no condition, so it would delete whatever version is stored): use their
   * repository's {@code delete(record)}.
   *
   * @throws VersionedBatchWriteException before any request, when a record has a {@code @Version};
   *     nothing is written
   * @throws UniqueValuesBypassedException before any request, when a record has {@code @Unique}
   *     components (BatchWriteItem cannot move their uniqueness items); nothing is written
   * @throws IllegalArgumentException before any request, when a record is not of an entity of this
   *     table; nothing is written
   * @throws io.partitura.runtime.exceptions.BatchIncompleteException when writes were still unprocessed
   *     after the last attempt; its {@code unprocessed()} holds exactly those records
   */
  public BatchWriteResult deleteAll(Collection<?> records, RetryPolicy retryPolicy) {
    return BatchWriter.write(table, "deleteAll", writes("deleteAll", records), retryPolicy);
  }

  /** As {@link #deleteAll(Collection, RetryPolicy)} with the default retry policy. */
  public BatchWriteResult deleteAll(Collection<?> records) {
    return deleteAll(records, RetryPolicy.defaults());
  }

  /**
   * An inspection of a sample of the stored items: a Scan (of {@code limit} items a page, {@code pages} pages,
   * optionally one segment) that reports, item by item, which entity each is, which are Partitura's own, which match
   * no entity and which their entity refuses. Set the sample, then {@code run()} it; it only reads.
   */
  public TableInspection inspect() {
    return TableInspection.of(table);
  }

  /**
   * The backfill of index {@code indexName}, its key attributes read from the definition: what the
   * generated {@code backfill(indexName)} returns, given the entities with keys in that index.
   *
   * @throws InvalidConfigurationException when the table has no such index; nothing is read or written
   */
  protected final Backfill backfillOf(String indexName, List<BackfillEntity<?>> entities) {
    TableDefinition.Index index = table.definition().index(indexName);
    if (index == null) {
      throw Backfill.unknownIndex(table, indexName,
          table.definition().indexes().stream().map(TableDefinition.Index::name).toList());
    }
    return Backfill.of(table, indexName, index.keyAttributes(), entities);
  }

  /**
   * The puts ({@code putAll}) or deletes ({@code deleteAll}) of {@code records}, each through its
   * entity's codec; the first record a batch cannot write refuses them all.
   */
  private List<WriteRequestFor<Object>> writes(String operation, Collection<?> records) {
    boolean put = operation.equals("putAll");
    TableDefinition definition = table.definition();
    List<WriteRequestFor<Object>> writes = new ArrayList<>(records.size());
    for (Object record : records) {
      TableDefinition.Entity entity = definition.entity(record == null ? null : record.getClass());
      if (entity == null) {
        throw new IllegalArgumentException(operation + ": not an entity of table " + definition.tableName() + ": "
            + (record == null ? null : record.getClass().getName()));
      }
      String repository = entity.accessor() + "()." + (put ? "put" : "delete");
      if (entity.isVersioned()) {
        throw new VersionedBatchWriteException(operation, record, repository + "(" + entity.variable() + ")");
      }
      if (entity.unique()) {
        throw new UniqueValuesBypassedException(operation, record, repository + "(...)");
      }
      @SuppressWarnings("unchecked")
      ItemCodec<Object> codec = (ItemCodec<Object>) entity.codec();
      writes.add(put ? WriteRequestFor.put(record, codec.toItem(record))
          : WriteRequestFor.delete(record, codec.primaryKey(record)));
    }
    return writes;
  }
}
