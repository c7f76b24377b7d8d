package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.it.hot.BigProject;
import io.partitura.it.hot.BigProjectRepository;
import io.partitura.it.hot.BigWorkspace;
import io.partitura.it.hot.BigWorkspaceRepository;
import io.partitura.it.hot.FleetTable;
import io.partitura.it.hot.Stage;
import io.partitura.runtime.exceptions.InvalidConfigurationException;
import io.partitura.runtime.exceptions.InvalidCursorException;
import io.partitura.runtime.query.Listing;
import io.partitura.runtime.query.Page;
import io.partitura.testkit.DynaliteExtension;
import io.partitura.testkit.DynaliteServer;
import io.partitura.testkit.RequestCounter;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Cursors under attack: forged with the public default key, read for what they reveal, altered, or
 * replayed under another key. Every refusal comes before any request.
 */
@ExtendWith(DynaliteExtension.class)
class CursorSafetyTest {
  private static final String TENANT = "globex-secret-tenant";
  private static final String PROJECT = "globex-secret-project-";
  private static final byte[] KEY = "0123456789abcdef0123456789abcdef".getBytes(StandardCharsets.UTF_8);
  private static final byte[] OTHER_KEY = "fedcba9876543210fedcba9876543210".getBytes(StandardCharsets.UTF_8);

  private static DynaliteServer dynalite;
  private static RequestCounter requests;
  private static String tableName;
  /** No key of its own: cursors are signed with the public default key. */
  private static FleetTable publicKeyed;
  /** With a key of its own: cursors are encrypted. */
  private static FleetTable ownKeyed;

  @BeforeAll
  static void createFleet(DynaliteServer server) {
    dynalite = server;
    requests = new RequestCounter();
    tableName = "cursors-" + UUID.randomUUID();
    publicKeyed = FleetTable.builder().client(server.newClient(requests)).tableName(tableName).build();
    ownKeyed = table(KEY);
    publicKeyed.createTable();
    List<Object> records = new ArrayList<>();
    records.add(new BigWorkspace(TENANT, "Globex"));
    for (int i = 1; i <= 30; i++) {
      records.add(new BigProject(TENANT, PROJECT + String.format("%02d", i), "P" + i, Stage.ACTIVE,
          Instant.parse("2026-01-01T00:00:00Z").plusSeconds(i)));
    }
    publicKeyed.putAll(records);
  }

  private static FleetTable table(byte[] cursorKey) {
    return FleetTable.builder().client(dynalite.newClient(requests)).tableName(tableName).cursorSigningKey(cursorKey)
        .build();
  }

  @BeforeEach
  void resetCounter() {
    requests.reset();
  }

  // ---- item 11: a sharded cursor stays inside its listing's sort-key range

  /**
   * A cursor made as anyone who reads Partitura's source can make one for a table without a key of
   * its own: the signed format, MAC'd with the public default key. It resumes shard 0 after
   * {@code sortKey}; every other shard starts from the beginning.
   */
  private static String forgeShardedCursor(String workspaceId, String sortKey) throws Exception {
    StringBuilder fingerprint = new StringBuilder("sharded:").append(BigWorkspaceRepository.Codec.SHARDS);
    for (int shard = 0; shard < BigWorkspaceRepository.Codec.SHARDS; shard++) {
      fingerprint.append('\u0001').append(String.join("\u0000", tableName, "null", FleetTable.PARTITION_KEY,
          BigWorkspaceRepository.Codec.shardPartitionKey(workspaceId, shard), FleetTable.SORT_KEY,
              BigProjectRepository.Codec.SORT_KEY_PREFIX,
          "asc"));
    }
    Map<String, String> resume = new LinkedHashMap<>();
    resume.put("0|" + FleetTable.PARTITION_KEY, BigWorkspaceRepository.Codec.shardPartitionKey(workspaceId, 0));
    resume.put("0|" + FleetTable.SORT_KEY, sortKey);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(bytes);
    byte[] fingerprintBytes = fingerprint.toString().getBytes(StandardCharsets.UTF_8);
    byte[] digest = MessageDigest.getInstance("SHA-256").digest(fingerprintBytes);
    out.writeByte(2);
    out.write(digest, 0, 4);
    out.writeShort(resume.size());
    for (Map.Entry<String, String> entry : resume.entrySet()) {
      out.writeUTF(entry.getKey());
      out.writeByte('S');
      out.writeUTF(entry.getValue());
    }
    byte[] body = bytes.toByteArray();
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec("partitura-cursor-v1".getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
    mac.update(fingerprintBytes);
    mac.update((byte) 0);
    byte[] signature = Arrays.copyOf(mac.doFinal(body), 16);
    byte[] cursor = Arrays.copyOf(body, body.length + 16);
    System.arraycopy(signature, 0, cursor, body.length, 16);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  @Test
  void aForgedShardedCursorInsideTheRangeIsAcceptedSoTheForgeryIsGenuine() throws Exception {
    String forged = forgeShardedCursor(TENANT, BigProjectRepository.Codec.SORT_KEY_PREFIX + PROJECT + "28");
    Page<BigProject> page = publicKeyed.bigProjects().inBigWorkspace(TENANT).limit(100).page(forged);
    // Shard 0 resumes after project 28; the others start over: the page is every project not in shard 0 at or before 28.
    assertTrue(page.items().stream().anyMatch(p -> p.projectId().equals(PROJECT + "30")));
    assertTrue(requests.total() > 0);
  }

  @Test
  void aForgedShardedCursorPointingAtTheParentsSortKeyIsRefusedBeforeAnyRequest() throws Exception {
    String forged = forgeShardedCursor(TENANT, "META");
    Listing<BigProject, ?> listing = publicKeyed.bigProjects().inBigWorkspace(TENANT).limit(10);
    InvalidCursorException refused = assertThrows(InvalidCursorException.class, () -> listing.page(forged));
    assertTrue(refused.getMessage().contains("outside the range " + BigProjectRepository.Codec.SORT_KEY_PREFIX),
        refused.getMessage());
    assertThrows(InvalidCursorException.class, () -> listing.describe(forged));
    assertEquals(0, requests.total(), requests.toString());
  }

  // ---- item 12: keys, and what a cursor reveals

  private static String decodedText(String cursor) {
    return new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.ISO_8859_1);
  }

  @Test
  void aCursorKeyShorterThan16BytesIsRefusedWhenTheTableIsBuilt() {
    for (byte[] key : new byte[][] {new byte[0], new byte[15], "partitura-cursor-v1".getBytes(StandardCharsets.UTF_8)}) {
      InvalidConfigurationException refused = assertThrows(InvalidConfigurationException.class, () -> table(key));
      assertTrue(refused.getMessage().contains("cursorSigningKey"), refused.getMessage());
    }
    assertNotNull(table("0123456789abcdef".getBytes(StandardCharsets.UTF_8)));
  }

  /**
   * HMAC pads a key shorter than its block with zero bytes, so a key that differs from another only by
   * trailing zero bytes is the same key. Such a key was accepted: the public key and one zero byte
   * signed cursors anyone could forge (and "encrypted" them under a key derived from the public one),
   * and 16 or 32 zero bytes were the empty key. Each is refused when the table is built.
   */
  @Test
  void aCursorKeyThatHmacTreatsAsThePublicOrTheEmptyKeyIsRefusedWhenTheTableIsBuilt() throws Exception {
    byte[] publicKey = "partitura-cursor-v1".getBytes(StandardCharsets.UTF_8);
    byte[] publicAndZero = Arrays.copyOf(publicKey, publicKey.length + 1);
    assertTrue(Arrays.equals(hmac(publicKey), hmac(publicAndZero)), "the premise: HMAC sees one key");

    byte[] shortAndZeros = Arrays.copyOf("0123456789abcde".getBytes(StandardCharsets.UTF_8), 32);
    for (byte[] key : new byte[][] {publicAndZero, Arrays.copyOf(publicKey, 64), new byte[16], new byte[32],
        shortAndZeros}) {
      InvalidConfigurationException refused = assertThrows(InvalidConfigurationException.class, () -> table(key),
          () -> key.length + " bytes");
      assertTrue(refused.getMessage().contains("cursorSigningKey"), refused.getMessage());
    }
    // Trailing zero bytes after a secret of 16 bytes or more take nothing away from it.
    assertNotNull(table(Arrays.copyOf(KEY, KEY.length + 3)));
  }

  private static byte[] hmac(byte[] key) throws Exception {
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(key, "HmacSHA256"));
    return mac.doFinal("cursor".getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Every other spelling of {@code cursor} that a lenient Base64 decoder reads as the same bytes: the
   * last character with other values in the bits it does not use, and the cursor with its padding.
   */
  private static List<String> otherSpellings(String cursor) {
    String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    List<String> spellings = new ArrayList<>();
    int unusedBits = switch (cursor.length() % 4) {
      case 2 -> 4;
      case 3 -> 2;
      default -> 0;
    };
    String head = cursor.substring(0, cursor.length() - 1);
    int last = alphabet.indexOf(cursor.charAt(cursor.length() - 1));
    for (int unused = 1; unused < 1 << unusedBits; unused++) {
      spellings.add(head + alphabet.charAt(last | unused));
    }
    if (unusedBits > 0) {
      spellings.add(cursor + "=".repeat(4 - cursor.length() % 4));
    }
    return spellings;
  }

  /** A cursor has one spelling: another that decodes to the same bytes was accepted, and is now refused. */
  @Test
  void aCursorSpelledAnotherWayThatDecodesToTheSameBytesIsRefusedBeforeAnyRequest() {
    Map<String, Listing<BigProject, ?>> listingByCursor = new LinkedHashMap<>();
    for (FleetTable table : List.of(publicKeyed, ownKeyed)) {
      for (Listing<BigProject, ?> listing : List.<Listing<BigProject, ?>>of(
          table.bigProjects().byStage(Stage.ACTIVE), table.bigProjects().inBigWorkspace(TENANT))) {
        for (int limit = 1; limit <= 3; limit++) {
          listingByCursor.put(listing.limit(limit).page().nextCursor(), listing.limit(1));
        }
      }
    }
    requests.reset();
    int refusals = 0;
    for (Map.Entry<String, Listing<BigProject, ?>> entry : listingByCursor.entrySet()) {
      String cursor = entry.getKey();
      for (String other : otherSpellings(cursor)) {
        assertTrue(Arrays.equals(Base64.getUrlDecoder().decode(cursor), Base64.getUrlDecoder().decode(other)),
            "the premise: " + other + " decodes as " + cursor);
        assertThrows(InvalidCursorException.class, () -> entry.getValue().page(other), other + " for " + cursor);
        refusals++;
      }
    }
    assertTrue(refusals >= 12, "cursors of these lengths have other spellings: " + refusals);
    assertEquals(0, requests.total(), requests.toString());
  }

  @Test
  void aCursorSignedWithThePublicKeyShowsTheTenantAndItsKeysButAnEncryptedOneShowsNone() {
    String signed = publicKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor();
    assertTrue(decodedText(signed).contains(TENANT), "what the README warns about: " + decodedText(signed));

    String encrypted = ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor();
    String text = decodedText(encrypted);
    for (String secret : List.of(TENANT, PROJECT, "globex", "WS#", "PROJ#", "ACTIVE", FleetTable.PARTITION_KEY,
        FleetTable.SORT_KEY, "GSI2")) {
      assertFalse(text.contains(secret), secret + " in " + text);
    }
    assertFalse(encrypted.equals(ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor()),
        "a fresh nonce each time: equal positions do not give equal cursors");

    requests.reset();
    Page<BigProject> second = ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(encrypted);
    List<String> ids = second.items().stream().map(BigProject::projectId).toList();
    assertEquals(List.of(PROJECT + "03", PROJECT + "04"), ids);
    assertEquals(1, requests.total());
  }

  @Test
  void everyAlteredByteOfAnEncryptedCursorIsRefusedBeforeAnyRequest() {
    String cursor = ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor();
    requests.reset();
    byte[] raw = Base64.getUrlDecoder().decode(cursor);
    for (int i = 0; i < raw.length; i++) {
      byte[] altered = raw.clone();
      altered[i] ^= 0x01;
      String tampered = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
      assertThrows(InvalidCursorException.class, () -> ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(tampered),
          "byte " + i);
    }
    String truncated = Base64.getUrlEncoder().withoutPadding().encodeToString(Arrays.copyOf(raw, raw.length - 1));
    assertThrows(InvalidCursorException.class, () -> ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(truncated));
    assertEquals(0, requests.total(), requests.toString());
  }

  @Test
  void aCursorMadeUnderAnotherKeyOrForAnotherQueryIsRefusedBeforeAnyRequest() {
    String mine = ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor();
    String publicOne = publicKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page().nextCursor();
    FleetTable otherKeyed = table(OTHER_KEY);
    requests.reset();
    assertThrows(InvalidCursorException.class, () -> otherKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(mine));
    assertThrows(InvalidCursorException.class, () -> publicKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(mine));
    assertThrows(InvalidCursorException.class, () -> ownKeyed.bigProjects().byStage(Stage.ACTIVE).limit(2).page(publicOne));
    InvalidCursorException otherQuery = assertThrows(InvalidCursorException.class,
        () -> ownKeyed.bigProjects().byStage(Stage.PAUSED).limit(2).page(mine));
    assertTrue(otherQuery.getMessage().contains("another query"), otherQuery.getMessage());
    assertThrows(InvalidCursorException.class,
        () -> ownKeyed.bigProjects().byStage(Stage.ACTIVE).newestFirst().limit(2).page(mine));
    assertEquals(0, requests.total(), requests.toString());
  }

  @Test
  void anEncryptedShardedListingPagesThroughEveryItemOnce() {
    Listing<BigProject, ?> listing = ownKeyed.bigProjects().inBigWorkspace(TENANT).limit(7);
    List<String> seen = new ArrayList<>();
    Page<BigProject> page = listing.page();
    page.items().forEach(p -> seen.add(p.projectId()));
    while (page.hasNext()) {
      assertFalse(decodedText(page.nextCursor()).contains(TENANT));
      page = listing.page(page.nextCursor());
      page.items().forEach(p -> seen.add(p.projectId()));
    }
    List<String> expected = new ArrayList<>();
    for (int i = 1; i <= 30; i++) {
      expected.add(PROJECT + String.format("%02d", i));
    }
    assertEquals(expected, seen);
  }
}
