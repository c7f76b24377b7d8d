package io.partitura.runtime.keys;

/**
 * The sort key an item is stored under in a secondary index, made unique so that every listing has a
 * total order. DynamoDB orders items with equal index sort keys however it likes (and a sharded
 * listing's merge could not break such ties the way a single partition does), so the stored key is the
 * index's own sort key followed by the item's primary key:
 *
 * <pre>
 *   index sort key components:   enc(c1) # … # enc(cn) # enc(pk) # enc(sk)
 *   none (the item's sort key):  sk # enc(pk)
 *   local index:                 PREFIX # enc(c1) # … # enc(cn) # enc(pk) # enc(sk)
 * </pre>
 *
 * <p>{@code enc} is {@link KeyCodec#encodeString}, which escapes {@code #} and {@code $} and keeps
 * order. So a listing returns items ordered by the index sort key components, then the item's
 * partition key, then its sort key, each in UTF-8 byte order (with no sort components: by the item's
 * sort key, then its partition key, which is the same rule, as the sort key comes first either way),
 * and the order is the same at every page size, in both directions, sharded or not. A range on a
 * component stays exact: a component is followed by {@code #}, below every char an encoded part
 * holds, exactly as in a primary key with further components (see {@link SortKeyBounds}).
 */
public final class IndexSortKeys {
  private IndexSortKeys() {}

  /**
   * The stored sort key of an item whose index sort key is {@code components}: then its partition key,
   * then its sort key.
   *
   * @param name what the key is, for messages ({@code "Project GSI2 sort key"})
   * @param components the encoded sort key components, joined ({@code KeyCodec.join})
   * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key would exceed DynamoDB's 1024-byte limit
   */
  public static String of(String name, String components, String partitionKey, String sortKey) {
    return KeyCodec.checkSortKey(name, components + KeyCodec.SEPARATOR + KeyCodec.encodeString(name, partitionKey)
        + KeyCodec.SEPARATOR + KeyCodec.encodeString(name, sortKey));
  }

  /**
   * The stored sort key of an item in an index ordered by the item's own sort key: that, then its
   * partition key.
   *
   * @throws io.partitura.runtime.exceptions.InvalidKeyException when the key would exceed DynamoDB's 1024-byte limit
   */
  public static String ofItemSortKey(String name, String partitionKey, String sortKey) {
    return KeyCodec.checkSortKey(name, sortKey + KeyCodec.SEPARATOR + KeyCodec.encodeString(name, partitionKey));
  }
}
