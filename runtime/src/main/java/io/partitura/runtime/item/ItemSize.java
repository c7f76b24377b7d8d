package io.partitura.runtime.item;

import io.partitura.runtime.exceptions.ItemTooLargeException;
import io.partitura.runtime.keys.KeyAttributes;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size as DynamoDB counts it against the 400 KB item limit and the 16 MB batch limit:
 * the UTF-8 length of each attribute name plus the size of its value. Strings count their UTF-8
 * bytes, binaries their bytes, numbers one byte per two significant digits plus one, booleans and
 * nulls one byte, lists and maps 3 bytes plus one per element plus their contents (map keys
 * included), sets the sum of their elements.
 */
public final class ItemSize {
  /** DynamoDB's largest item: 400 KB. */
  public static final long MAX_ITEM_BYTES = 400L * 1024;

  /**
   * DynamoDB's limit on the aggregate size of the items in one transaction (TransactWriteItems,
   * TransactGetItems): 4 MB.
   */
  public static final long MAX_TRANSACTION_BYTES = 4L * 1024 * 1024;

  private ItemSize() {}

  /**
   * Refuses an item DynamoDB would refuse for its size; every put, create and replace calls this
   * before sending.
   *
   * @return the item's size in bytes
   * @throws ItemTooLargeException when the item is over 400 KB; nothing was sent
   */
  public static long check(KeyAttributes keys, Map<String, AttributeValue> item) {
    return check(keys, null, item);
  }

  /**
   * {@link #check(KeyAttributes, Map)}, with the operation (and the write's place in a batch, say)
   * named in the message.
   *
   * @param operation what is writing the item, for the message; {@code null} for none
   */
  public static long check(KeyAttributes keys, String operation, Map<String, AttributeValue> item) {
    long size = of(item);
    if (size > MAX_ITEM_BYTES) {
      String key = keys.describe(keys.keyOf(item));
      throw new ItemTooLargeException((operation == null ? "" : operation + ": ") + "the item at " + key + " is "
          + size + " bytes (UTF-8 bytes of attribute names and values, as DynamoDB counts them), over DynamoDB's "
          + "limit of " + MAX_ITEM_BYTES + " bytes (400 KB) per item; nothing was written", key, size, MAX_ITEM_BYTES);
    }
    return size;
  }

  /**
   * Refuses a partial update (UpdateItem) whose key and set attributes alone already exceed 400 KB.
   * That is all that can be known before sending: the attributes already stored and left unchanged
   * are not counted, so an update under this size can still take the stored item over the limit;
   * DynamoDB then refuses it and nothing is written.
   *
   * @param key the item's primary key
   * @param sets the attributes the update sets (removed attributes only shrink the item)
   * @return the size counted, in bytes
   * @throws ItemTooLargeException when the key and set attributes are over 400 KB; nothing was sent
   */
  public static long checkUpdate(
      KeyAttributes keys, String operation, Map<String, AttributeValue> key, Map<String, AttributeValue> sets) {
    long size = of(key);
    for (Map.Entry<String, AttributeValue> e : sets.entrySet()) {
      if (!key.containsKey(e.getKey())) {
        size += utf8Length(e.getKey()) + valueSize(e.getValue());
      }
    }
    if (size > MAX_ITEM_BYTES) {
      String rendered = keys.describe(key);
      throw new ItemTooLargeException(operation + ": the key and the attributes this update sets at " + rendered
          + " come to " + size + " bytes (UTF-8 bytes of attribute names and values, as DynamoDB counts them), "
          + "over DynamoDB's limit of " + MAX_ITEM_BYTES + " bytes (400 KB) per item, whatever else the item "
          + "holds; nothing was written", rendered, size, MAX_ITEM_BYTES);
    }
    return size;
  }

  /** The size of {@code item} in bytes. */
  public static long of(Map<String, AttributeValue> item) {
    long size = 0;
    for (Map.Entry<String, AttributeValue> e : item.entrySet()) {
      size += utf8Length(e.getKey()) + valueSize(e.getValue());
    }
    return size;
  }

  /** The size of one attribute value, its name excluded. */
  public static long valueSize(AttributeValue v) {
    if (v == null) {
      return 0;
    }
    switch (v.type()) {
      case S:
        return utf8Length(v.s());
      case N:
        return numberSize(v.n());
      case B:
        return v.b().asByteArrayUnsafe().length;
      case BOOL:
      case NUL:
        return 1;
      case SS: {
        long size = 0;
        for (String s : v.ss()) {
          size += utf8Length(s);
        }
        return size;
      }
      case NS: {
        long size = 0;
        for (String n : v.ns()) {
          size += numberSize(n);
        }
        return size;
      }
      case BS: {
        long size = 0;
        for (SdkBytes b : v.bs()) {
          size += b.asByteArrayUnsafe().length;
        }
        return size;
      }
      case L: {
        List<AttributeValue> list = v.l();
        long size = 3 + list.size();
        for (AttributeValue element : list) {
          size += valueSize(element);
        }
        return size;
      }
      case M: {
        Map<String, AttributeValue> map = v.m();
        long size = 3 + map.size();
        for (Map.Entry<String, AttributeValue> e : map.entrySet()) {
          size += utf8Length(e.getKey()) + valueSize(e.getValue());
        }
        return size;
      }
      default:
        return 0;
    }
  }

  /** One byte per two significant digits, plus one; leading and trailing zeros do not count. */
  static long numberSize(String n) {
    if (n == null) {
      return 0;
    }
    int end = n.length();
    int e = Math.max(n.indexOf('e'), n.indexOf('E'));
    if (e >= 0) {
      end = e;
    }
    StringBuilder digits = new StringBuilder(end);
    for (int i = 0; i < end; i++) {
      char c = n.charAt(i);
      if (c >= '0' && c <= '9') {
        digits.append(c);
      }
    }
    int from = 0;
    int to = digits.length();
    while (from < to && digits.charAt(from) == '0') {
      from++;
    }
    while (to > from && digits.charAt(to - 1) == '0') {
      to--;
    }
    int significant = Math.max(1, to - from);
    return (significant + 1) / 2 + 1;
  }

  /** UTF-8 byte length without encoding the string. */
  static long utf8Length(String s) {
    if (s == null) {
      return 0;
    }
    long bytes = 0;
    int length = s.length();
    for (int i = 0; i < length; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes += 1;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes += 3;
      }
    }
    return bytes;
  }
}
