package io.partitura.runtime.operation;

/**
 * The expression placeholders of the key and version in every request Partitura builds, so that described
 * requests look alike. A caller's condition uses {@code #c…}/{@code :c…} and an update's values
 * {@code #a…}/{@code :v…}, so none of them clash.
 */
public final class Placeholders {
  /** The partition key attribute's name. */
  public static final String PK_NAME = "#pk";
  /** The sort key attribute's name. */
  public static final String SK_NAME = "#sk";
  /** A Query's partition key value. */
  public static final String PK_VALUE = ":pk";
  /** A Query's sort key prefix. */
  public static final String SK_VALUE = ":sk";
  /** The version attribute's name in optimistic-locking conditions. */
  public static final String VERSION_NAME = "#version";
  /** The version expected in optimistic-locking conditions. */
  public static final String VERSION_VALUE = ":expectedVersion";

  private Placeholders() {}
}
