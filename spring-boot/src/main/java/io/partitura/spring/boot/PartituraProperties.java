package io.partitura.spring.boot;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * Settings of the generated tables, under {@code partitura}.
 *
 * <pre>
 * partitura:
 *   tables:
 *     control-plane:              # ControlPlaneTable: the class name without "Table", in kebab case
 *       table-name: prod-control-plane
 *       cursor-key: ${CURSOR_KEY} # base64 of at least 16 bytes
 *       fan-out-executor: shardPool
 *   metrics:
 *     enabled: true
 * </pre>
 */
@ConfigurationProperties("partitura")
public class PartituraProperties {

  /**
   * Settings per generated table, keyed by the table class's simple name without its "Table"
   * suffix, in kebab case: control-plane for ControlPlaneTable. A key that names no table found
   * stops the application, so that a typo cannot go unnoticed.
   */
  private final Map<String, Table> tables = new LinkedHashMap<>();

  private final Metrics metrics = new Metrics();

  public Map<String, Table> getTables() {
    return tables;
  }

  public Metrics getMetrics() {
    return metrics;
  }

  /** Settings of one table. */
  public static class Table {

    /** Whether to make a bean of this table. */
    private boolean enabled = true;

    /**
     * Name of the DynamoDB table, for example per environment; the name declared by @Table when
     * unset.
     */
    private String tableName;

    /**
     * Base64 of a secret of at least 16 bytes that encrypts and authenticates page cursors
     * (AES-GCM); without one, cursors are readable and signed with a public key.
     */
    private String cursorKey;

    /**
     * Name of the bean (an ExecutorService or a ThreadPoolTaskExecutor) that sharded listings send
     * their per-shard queries on; Partitura's shared pool of at most 16 daemon threads when unset.
     */
    private String fanOutExecutor;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }

    public String getTableName() {
      return tableName;
    }

    public void setTableName(String tableName) {
      this.tableName = tableName;
    }

    public String getCursorKey() {
      return cursorKey;
    }

    public void setCursorKey(String cursorKey) {
      this.cursorKey = cursorKey;
    }

    public String getFanOutExecutor() {
      return fanOutExecutor;
    }

    public void setFanOutExecutor(String fanOutExecutor) {
      this.fanOutExecutor = fanOutExecutor;
    }
  }

  /** Micrometer metrics of the requests the tables send. */
  public static class Metrics {

    /** Whether to record Micrometer metrics of every request, when a MeterRegistry bean exists. */
    private boolean enabled = true;

    public boolean isEnabled() {
      return enabled;
    }

    public void setEnabled(boolean enabled) {
      this.enabled = enabled;
    }
  }
}
