package io.partitura.runtime.batch;

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

  private ItemSize() {}

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
