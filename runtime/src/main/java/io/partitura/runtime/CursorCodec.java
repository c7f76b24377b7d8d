package io.partitura.runtime;

import io.partitura.runtime.exceptions.InvalidCursorException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns a query's resume key into an opaque, URL-safe cursor and back. A cursor is bound to the
 * query that made it: it carries a hash of the query's fingerprint (table, index, partition key
 * value, sort key prefix, order) and a MAC over everything, so a cursor from another tenant's
 * listing, or an edited one, is refused before any request is sent.
 */
final class CursorCodec {
  private static final byte VERSION = 2;
  private static final int MAC_BYTES = 16;
  private static final byte[] DEFAULT_KEY = "partitura-cursor-v1".getBytes(StandardCharsets.UTF_8);

  private final SecretKeySpec key;

  CursorCodec(byte[] signingKey) {
    this.key = new SecretKeySpec(signingKey == null || signingKey.length == 0 ? DEFAULT_KEY : signingKey, "HmacSHA256");
  }

  String encode(String fingerprint, Map<String, AttributeValue> startKey) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
      DataOutputStream out = new DataOutputStream(bytes);
      out.writeByte(VERSION);
      out.writeInt(fingerprintHash(fingerprint));
      if (startKey.size() > 0xFFFF) {
        throw new IllegalStateException("A cursor holds at most 65535 key attributes, not " + startKey.size());
      }
      // Two bytes: a sharded listing stores every shard's resume key (4 attributes each on an index).
      out.writeShort(startKey.size());
      for (Map.Entry<String, AttributeValue> entry : startKey.entrySet()) {
        AttributeValue value = entry.getValue();
        out.writeUTF(entry.getKey());
        if (value.s() != null) {
          out.writeByte('S');
          out.writeUTF(value.s());
        } else if (value.n() != null) {
          out.writeByte('N');
          out.writeUTF(value.n());
        } else {
          throw new IllegalStateException("Key attribute " + entry.getKey() + " is neither S nor N: " + value);
        }
      }
      out.flush();
      byte[] body = bytes.toByteArray();
      byte[] mac = mac(fingerprint, body);
      byte[] cursor = Arrays.copyOf(body, body.length + MAC_BYTES);
      System.arraycopy(mac, 0, cursor, body.length, MAC_BYTES);
      return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  Map<String, AttributeValue> decode(String fingerprint, String cursor) {
    byte[] raw;
    try {
      raw = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException e) {
      throw new InvalidCursorException("The cursor is not one Partitura made (not URL-safe Base64); "
          + "pass the nextCursor of the previous page unchanged, or start without a cursor.", e);
    }
    if (raw.length < 1 + 4 + 2 + MAC_BYTES || raw[0] != VERSION) {
      throw new InvalidCursorException("The cursor is malformed or from an incompatible version; "
          + "start the listing again without a cursor.");
    }
    byte[] body = Arrays.copyOf(raw, raw.length - MAC_BYTES);
    byte[] mac = Arrays.copyOfRange(raw, raw.length - MAC_BYTES, raw.length);
    try {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(body));
      in.readByte();
      if (in.readInt() != fingerprintHash(fingerprint)) {
        throw new InvalidCursorException("The cursor was made by another query (another partition, index, "
            + "prefix or order) and is refused so that it cannot read outside this query's partition; "
            + "pass the nextCursor of this same listing, or start without a cursor.");
      }
      if (!MessageDigest.isEqual(mac, mac(fingerprint, body))) {
        throw new InvalidCursorException("The cursor was altered (its signature does not match); "
            + "pass the nextCursor of the previous page unchanged, or start without a cursor.");
      }
      int count = in.readUnsignedShort();
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      for (int i = 0; i < count; i++) {
        String name = in.readUTF();
        int type = in.readByte();
        String value = in.readUTF();
        key.put(name, type == 'N' ? AttributeValue.fromN(value) : AttributeValue.fromS(value));
      }
      return key;
    } catch (IOException e) {
      throw new InvalidCursorException("The cursor is truncated; pass the nextCursor of the previous page "
          + "unchanged, or start without a cursor.", e);
    }
  }

  private byte[] mac(String fingerprint, byte[] body) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      mac.update(fingerprint.getBytes(StandardCharsets.UTF_8));
      mac.update((byte) 0);
      return Arrays.copyOf(mac.doFinal(body), MAC_BYTES);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("HmacSHA256 is missing from this JVM", e);
    }
  }

  private static int fingerprintHash(String fingerprint) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(fingerprint.getBytes(StandardCharsets.UTF_8));
      return ((digest[0] & 0xff) << 24) | ((digest[1] & 0xff) << 16) | ((digest[2] & 0xff) << 8) | (digest[3] & 0xff);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }
}
