package io.partitura.runtime.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.InvalidCursorException;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Format transitions that the integration tests (CursorSafetyTest) cannot reach through a table. */
class CursorCodecTest {
  private static final byte[] SECRET = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.UTF_8);
  private static final String FINGERPRINT = "table\u0000null\u0000PK\u0000WS#acme\u0000SK\u0000PROJ#\u0000asc";

  /** A cursor in the signed format that tables with a key of their own made before cursors were encrypted. */
  private static String signedWithSecret(Map<String, String> key) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    out.writeByte(2);
    out.write(MessageDigest.getInstance("SHA-256").digest(FINGERPRINT.getBytes(StandardCharsets.UTF_8)), 0, 4);
    out.writeShort(key.size());
    for (Map.Entry<String, String> entry : key.entrySet()) {
      out.writeUTF(entry.getKey());
      out.writeByte('S');
      out.writeUTF(entry.getValue());
    }
    byte[] body = bytes.toByteArray();
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(SECRET, "HmacSHA256"));
    mac.update(FINGERPRINT.getBytes(StandardCharsets.UTF_8));
    mac.update((byte) 0);
    byte[] cursor = Arrays.copyOf(body, body.length + 16);
    System.arraycopy(mac.doFinal(body), 0, cursor, body.length, 16);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  @Test
  void aSignedCursorMadeUnderTheSameSecretIsStillReadSoADeploymentKeepsClientsCursors() throws Exception {
    Map<String, String> key = new LinkedHashMap<>();
    key.put("PK", "WS#acme");
    key.put("SK", "PROJ#p1");
    Map<String, AttributeValue> read = new CursorCodec(SECRET).decode(FINGERPRINT, signedWithSecret(key));
    assertEquals(Map.of("PK", AttributeValue.fromS("WS#acme"), "SK", AttributeValue.fromS("PROJ#p1")), read);
  }

  @Test
  void anEncryptedCursorRoundTripsAndATableWithoutAKeyRefusesIt() {
    Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("WS#acme"), "SK", AttributeValue.fromS("PROJ#p1"));
    CursorCodec encrypting = new CursorCodec(SECRET);
    String cursor = encrypting.encode(FINGERPRINT, key);
    assertEquals(key, encrypting.decode(FINGERPRINT, cursor));
    assertThrows(InvalidCursorException.class, () -> new CursorCodec(null).decode(FINGERPRINT, cursor));
  }
}
