package io.partitura.runtime.client;

import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.InvalidCursorException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns a query's resume key into an opaque, URL-safe cursor and back, and owns the checks a cursor
 * must pass before it becomes an ExclusiveStartKey. A cursor is bound to the query that made it
 * (table, index, partition key value, sort key prefix, order), so a cursor from another tenant's
 * listing, or an edited one, is refused before any request is sent.
 *
 * <p>Two formats, by the key the table was built with:
 * <ul>
 *   <li>No key of its own: <b>signed</b> (version 2). The resume key is readable by anyone who
 *       Base64-decodes the cursor (partition and sort keys, and on an index the base table's keys of
 *       the last item: another tenant's id, on a shared index). It carries a hash of the query's
 *       fingerprint and an HMAC-SHA256 over both, under a default key that is public (it is in this
 *       source): it detects accidents and binds the cursor to its query, but anyone can forge one,
 *       which the listing's range check confines to the query's own key range.
 *   <li>A key of its own (at least 16 bytes): <b>encrypted</b> (version 3), AES-256-GCM under a key
 *       derived from the secret with HMAC-SHA256, a fresh random 96-bit nonce per cursor, and the
 *       query's fingerprint as additional authenticated data. The cursor reveals nothing but its
 *       length; any change, another key or another query fails authentication. Signed cursors made
 *       under the same secret (before encryption existed) are still accepted, so a deployment does
 *       not break the cursors its clients hold.
 * </ul>
 */
public final class CursorCodec {
  private static final byte SIGNED = 2;
  private static final byte ENCRYPTED = 3;
  private static final int MAC_BYTES = 16;
  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;
  /** Minimum length of a key of one's own: 128 bits of secret. */
  static final int MIN_KEY_BYTES = 16;
  /** Public: it is in this source. Used when the table has no key of its own; cursors are then only signed. */
  private static final byte[] DEFAULT_KEY = "partitura-cursor-v1".getBytes(StandardCharsets.UTF_8);
  private static final byte[] ENCRYPTION_KEY_LABEL = "partitura cursor encryption v3".getBytes(StandardCharsets.UTF_8);
  private static final SecureRandom NONCES = new SecureRandom();

  private final SecretKeySpec key;
  /** The AES key cursors are encrypted with, or {@code null} when they are only signed. */
  private final SecretKeySpec encryptionKey;

  /**
   * @param secret the table's cursor key, or {@code null} for the public default key
   * @throws InvalidConfigurationException when {@code secret} is shorter than {@value #MIN_KEY_BYTES}
   *     bytes or is the public default key, not counting trailing zero bytes
   */
  CursorCodec(byte[] secret) {
    if (secret == null) {
      this.key = new SecretKeySpec(DEFAULT_KEY, "HmacSHA256");
      this.encryptionKey = null;
      return;
    }
    // HMAC pads a key shorter than its block with zero bytes: trailing zeros add nothing to a key, and
    // the public key followed by one is the public key. Checked as HMAC sees the key.
    byte[] significant = withoutTrailingZeros(secret);
    if (significant.length < MIN_KEY_BYTES) {
      throw new InvalidConfigurationException("cursorSigningKey must be at least " + MIN_KEY_BYTES
          + " bytes of secret (128 bits), not counting trailing zero bytes (HMAC pads keys with them), but has "
          + significant.length + "; give it a random secret of 16 bytes or more (32 is a good choice), or leave "
          + "it unset to use the public default key (cursors are then readable and can be forged within their "
          + "query's range).");
    }
    if (MessageDigest.isEqual(significant, DEFAULT_KEY)) {
      throw new InvalidConfigurationException("cursorSigningKey is Partitura's public default key (to HMAC, which "
          + "ignores trailing zero bytes), which anyone can read in its source; give it a secret of your own, or "
          + "leave it unset.");
    }
    this.key = new SecretKeySpec(secret, "HmacSHA256");
    this.encryptionKey = new SecretKeySpec(hmac(key, ENCRYPTION_KEY_LABEL), "AES");
  }

  private static byte[] withoutTrailingZeros(byte[] key) {
    int length = key.length;
    while (length > 0 && key[length - 1] == 0) {
      length--;
    }
    return Arrays.copyOf(key, length);
  }

  /** The cursor of {@code startKey}, bound to the query {@code fingerprint} identifies. */
  public String encode(String fingerprint, Map<String, AttributeValue> startKey) {
    byte[] entries = entries(startKey);
    byte[] cursor = encryptionKey == null ? signed(fingerprint, entries) : encrypted(fingerprint, entries);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  /** Version, fingerprint hash, entries, then the first 16 bytes of an HMAC-SHA256 over fingerprint and all that. */
  private byte[] signed(String fingerprint, byte[] entries) {
    byte[] body = new byte[1 + 4 + entries.length];
    body[0] = SIGNED;
    int hash = fingerprintHash(fingerprint);
    for (int i = 0; i < 4; i++) {
      body[1 + i] = (byte) (hash >>> (24 - 8 * i));
    }
    System.arraycopy(entries, 0, body, 5, entries.length);
    byte[] cursor = Arrays.copyOf(body, body.length + MAC_BYTES);
    System.arraycopy(mac(fingerprint, body), 0, cursor, body.length, MAC_BYTES);
    return cursor;
  }

  /** Version, nonce, then the entries encrypted and authenticated together with version and fingerprint. */
  private byte[] encrypted(String fingerprint, byte[] entries) {
    byte[] nonce = new byte[NONCE_BYTES];
    NONCES.nextBytes(nonce);
    byte[] sealed;
    try {
      sealed = gcm(Cipher.ENCRYPT_MODE, nonce, fingerprint, entries);
    } catch (AEADBadTagException e) {
      throw new IllegalStateException("encryption checks no tag", e);
    }
    byte[] cursor = new byte[1 + NONCE_BYTES + sealed.length];
    cursor[0] = ENCRYPTED;
    System.arraycopy(nonce, 0, cursor, 1, NONCE_BYTES);
    System.arraycopy(sealed, 0, cursor, 1 + NONCE_BYTES, sealed.length);
    return cursor;
  }

  private static byte[] entries(Map<String, AttributeValue> startKey) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
      DataOutputStream out = new DataOutputStream(bytes);
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
      return bytes.toByteArray();
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * The resume key in {@code cursor}, if a cursor of the query {@code fingerprint} identifies made it under this
   * codec's key (or, for a signed cursor, the same secret before encryption existed).
   *
   * @throws InvalidCursorException when the cursor was altered, made by another query or under another key
   */
  public Map<String, AttributeValue> decode(String fingerprint, String cursor) {
    byte[] raw;
    try {
      raw = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException e) {
      throw new InvalidCursorException("The cursor is not one Partitura made (not URL-safe Base64); "
          + "pass the nextCursor of the previous page unchanged, or start without a cursor.", e);
    }
    // The decoder also reads padding, and ignores the unused low bits of the last character: a cursor
    // has one spelling, the one encode makes, so the others are refused as edited.
    if (!Base64.getUrlEncoder().withoutPadding().encodeToString(raw).equals(cursor)) {
      throw new InvalidCursorException("The cursor was altered (it is not spelled as Partitura spells it); "
          + "pass the nextCursor of the previous page unchanged, or start without a cursor.");
    }
    if (raw.length > 0 && raw[0] == SIGNED && raw.length >= 1 + 4 + 2 + MAC_BYTES) {
      return readEntries(checkSigned(fingerprint, raw));
    }
    if (raw.length > 0 && raw[0] == ENCRYPTED && raw.length >= 1 + NONCE_BYTES + TAG_BITS / 8 + 2) {
      if (encryptionKey == null) {
        throw new InvalidCursorException("The cursor is encrypted, by a table built with a cursor key of its own; "
            + "this one has none. Pass the nextCursor of this same listing, or start without a cursor.");
      }
      return readEntries(decrypt(fingerprint, raw));
    }
    throw new InvalidCursorException("The cursor is malformed or from an incompatible version; "
        + "start the listing again without a cursor.");
  }

  /** The entries of a signed cursor, once its fingerprint hash and MAC match. */
  private byte[] checkSigned(String fingerprint, byte[] raw) {
    byte[] body = Arrays.copyOf(raw, raw.length - MAC_BYTES);
    byte[] mac = Arrays.copyOfRange(raw, raw.length - MAC_BYTES, raw.length);
    int hash = ((body[1] & 0xff) << 24) | ((body[2] & 0xff) << 16) | ((body[3] & 0xff) << 8) | (body[4] & 0xff);
    if (hash != fingerprintHash(fingerprint)) {
      throw new InvalidCursorException("The cursor was made by another query (another partition, index, "
          + "prefix or order) and is refused so that it cannot read outside this query's partition; "
          + "pass the nextCursor of this same listing, or start without a cursor.");
    }
    if (!MessageDigest.isEqual(mac, mac(fingerprint, body))) {
      throw new InvalidCursorException("The cursor was altered (its signature does not match); "
          + "pass the nextCursor of the previous page unchanged, or start without a cursor.");
    }
    return Arrays.copyOfRange(body, 5, body.length);
  }

  private byte[] decrypt(String fingerprint, byte[] raw) {
    byte[] nonce = Arrays.copyOfRange(raw, 1, 1 + NONCE_BYTES);
    byte[] sealed = Arrays.copyOfRange(raw, 1 + NONCE_BYTES, raw.length);
    try {
      return gcm(Cipher.DECRYPT_MODE, nonce, fingerprint, sealed);
    } catch (AEADBadTagException e) {
      throw new InvalidCursorException("The cursor was altered, made under another cursor key, or made by another "
          + "query (another partition, index, prefix or order), and is refused so that it cannot read outside this "
          + "query's partition; pass the nextCursor of this same listing unchanged, or start without a cursor.", e);
    }
  }

  private static Map<String, AttributeValue> readEntries(byte[] entries) {
    try {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(entries));
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

  private byte[] gcm(int mode, byte[] nonce, String fingerprint, byte[] input) throws AEADBadTagException {
    try {
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(mode, encryptionKey, new GCMParameterSpec(TAG_BITS, nonce));
      cipher.updateAAD(new byte[] {ENCRYPTED});
      cipher.updateAAD(fingerprint.getBytes(StandardCharsets.UTF_8));
      return cipher.doFinal(input);
    } catch (AEADBadTagException e) {
      throw e;
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES/GCM/NoPadding is missing from this JVM", e);
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

  private static byte[] hmac(SecretKeySpec key, byte[] message) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(key);
      return mac.doFinal(message);
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
