package io.partitura.runtime.client;

/**
 * How a read sees recent writes: {@code get(id, ReadConsistency.STRONG)} reads, where a positional
 * {@code true} would not say what it means.
 */
public enum ReadConsistency {
  /** DynamoDB's default: a write acknowledged a moment ago may not show yet. Half the read capacity of {@link #STRONG}. */
  EVENTUAL,
  /**
   * Sees every write acknowledged before the read, for twice the read capacity. On the base table and
   * local indexes only: DynamoDB refuses it on global secondary indexes.
   */
  STRONG;

  /** The request's {@code ConsistentRead}. */
  public boolean strong() {
    return this == STRONG;
  }
}
