package io.partitura.runtime.table;

import io.partitura.runtime.client.RequestListener;
import io.partitura.runtime.client.TableClient;
import io.partitura.runtime.schema.TableDefinition;
import java.util.concurrent.ExecutorService;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Settings of a generated {@code <Table>Table}: the client, another table name, a request listener,
 * a cursor signing key, a fan-out executor. The generated {@code <Table>Table.Builder} extends it with
 * its definition and constructor.
 *
 * @param <T> the table class built
 * @param <B> the builder itself, so each setter returns it
 */
public abstract class TableBuilder<T, B extends TableBuilder<T, B>> {
  private final TableClient.Builder settings;

  /** @param definition the table's definition: its name (the default) and attribute names */
  protected TableBuilder(TableDefinition definition) {
    this.settings = TableClient.builder().definition(definition);
  }

  /**
   * The table class over {@code table}, the client built: the generated builder calls its constructor (a method, not
   * a constructor reference handed to this one: javac compiles that for less, issue 22).
   */
  protected abstract T create(TableClient table);

  /** The client's settings, for a setter only some tables offer. */
  protected final TableClient.Builder settings() {
    return settings;
  }

  /** This builder, as its own type. */
  @SuppressWarnings("unchecked")
  protected final B self() {
    return (B) this;
  }

  /** The SDK client requests go through (required). */
  public B client(DynamoDbClient client) {
    settings.client(client);
    return self();
  }

  /** Another name for the table, for example per environment or per test; the declared name by default. */
  public B tableName(String tableName) {
    settings.tableName(tableName);
    return self();
  }

  /** Called after every request with its operation, kind, index, item count, consumed capacity and latency. */
  public B listener(RequestListener listener) {
    settings.listener(listener);
    return self();
  }

  /**
   * A secret of at least 16 bytes that encrypts and authenticates page cursors (AES-GCM), so clients
   * can neither read nor forge them; without one, cursors are readable and signed with a public key.
   */
  public B cursorSigningKey(byte[] cursorSigningKey) {
    settings.cursorSigningKey(cursorSigningKey);
    return self();
  }

  /**
   * The executor sharded listings send their per-shard queries on; a shared pool of at most 16 daemon
   * threads by default.
   */
  public B fanOutExecutor(ExecutorService fanOutExecutor) {
    settings.fanOutExecutor(fanOutExecutor);
    return self();
  }

  /** The table with these settings. */
  public T build() {
    return create(settings.build());
  }
}
