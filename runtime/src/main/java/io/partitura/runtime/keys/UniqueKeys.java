package io.partitura.runtime.keys;

import io.partitura.format.KeyFormat;

/**
 * The key format of uniqueness items, the items {@code @Unique} keeps beside an entity's items: the
 * partition and sort key are both {@code UNIQ#<entity type>.<component>#<encoded value>}, the value
 * encoded as it would be in any key ({@link KeyCodec}). One item per value taken, so DynamoDB's
 * {@code attribute_not_exists} on it refuses a second owner.
 */
public final class UniqueKeys {
  /**
   * The prefix of every uniqueness item's key; no parent entity of a table with {@code @Unique} may use it.
   * Part of the key format: {@link KeyFormat#UNIQUE_PREFIX} owns it.
   */
  public static final String PREFIX = KeyFormat.UNIQUE_PREFIX;

  private UniqueKeys() {}

  /**
   * The key of the uniqueness item of {@code encodedValue} (a {@link KeyCodec} encoding) of
   * {@code component} of {@code entityType}.
   */
  public static String key(String entityType, String component, String encodedValue) {
    return KeyCodec.join(PREFIX, KeyCodec.encodeString("unique", entityType + "." + component), encodedValue);
  }
}
