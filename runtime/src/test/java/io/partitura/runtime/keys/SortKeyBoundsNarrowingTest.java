package io.partitura.runtime.keys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * {@link SortKeyBounds#upTo} and {@link SortKeyBounds#downFrom}: the key condition of a sharded page's
 * read that must stop at the page's end. Over seeded cases, for every listing condition a generated
 * listing can send (a prefix alone, or each range factory, scoped or not) and an end key inside it, the
 * narrowed condition <em>as sent</em> (its bounds alone: with a bound, the request carries no {@code
 * begins_with}) holds exactly the stored keys the listing holds on that side of the end key, keys of
 * other entities and other scopes included in the store.
 */
class SortKeyBoundsNarrowingTest {
  private static final int CASES = 5_000;
  private static final String[] PARTS = {"a", "b", "ab", "z", "0", "9", "$S", "$P", "é", "\uD83D\uDE00", ""};

  @Test
  void theNarrowedConditionHoldsExactlyTheListingsKeysUpToOrFromTheEnd() {
    Random random = new Random(23);
    for (int c = 0; c < CASES; c++) {
      boolean scoped = random.nextBoolean();
      String scope = scoped ? "PROJ#" : "";
      TreeSet<String> stored = new TreeSet<>(KeyCodec::compareUtf8);
      for (int i = 0; i < 40; i++) {
        stored.add(storedKey(random, scope));
      }
      // Keys of other entities around the scope: they must never come in. (No stored key ends with the escape
      // $, which only starts a two-char escape: the scope bounds rely on it.)
      stored.addAll(List.of("PROI#a", "PROJ", "PROJ$Sa", "PROJA", "PROK#a", "META", "PROJ#"));
      SortKeyBounds listing = listing(random, scope);
      List<String> inListing = new ArrayList<>();
      for (String key : stored) {
        if (listing.contains(key)) {
          inListing.add(key);
        }
      }
      if (inListing.isEmpty()) {
        continue;
      }
      String end = inListing.get(random.nextInt(inListing.size()));
      for (boolean forward : new boolean[] {true, false}) {
        SortKeyBounds narrowed = forward ? listing.upTo(end) : listing.downFrom(end);
        assertTrue(narrowed.isRange(), "a narrowed condition is a range: " + narrowed);
        SortKeyBounds sent = new SortKeyBounds(null, narrowed.lower(), narrowed.lowerInclusive(), narrowed.upper(),
            narrowed.upperInclusive());
        for (String key : stored) {
          int side = KeyCodec.compareUtf8(key, end);
          boolean expected = listing.contains(key) && (forward ? side <= 0 : side >= 0);
          assertEquals(expected, sent.contains(key), "case " + c + ": " + listing + (forward ? " up to " : " from ")
              + "\"" + end + "\" as " + sent + ", key \"" + key + "\"");
        }
      }
    }
  }

  private static String storedKey(Random random, String scope) {
    StringBuilder key = new StringBuilder(random.nextInt(8) == 0 ? "PROK#" : scope);
    key.append(PARTS[random.nextInt(PARTS.length)]).append(PARTS[random.nextInt(PARTS.length)]);
    if (random.nextBoolean()) {
      key.append('#').append(PARTS[random.nextInt(PARTS.length)]);
    }
    return key.toString();
  }

  /** A condition as a generated listing sends it: the scope alone, or a range factory's. */
  private static SortKeyBounds listing(Random random, String scope) {
    String a = PARTS[random.nextInt(PARTS.length - 1)];
    String b = PARTS[random.nextInt(PARTS.length - 1)];
    if (KeyCodec.compareUtf8(a, b) > 0) {
      String swap = a;
      a = b;
      b = swap;
    }
    return switch (random.nextInt(scope.isEmpty() ? 7 : 8)) {
      case 0 -> SortKeyBounds.from(scope, a);
      case 1 -> SortKeyBounds.after(scope, a);
      case 2 -> SortKeyBounds.until(scope, a);
      case 3 -> SortKeyBounds.before(scope, b);
      case 4 -> SortKeyBounds.between(scope, a, b);
      case 5 -> SortKeyBounds.startingWith(scope, a);
      case 6 -> scope.isEmpty() ? SortKeyBounds.from(scope, a) : SortKeyBounds.all(scope);
      default -> SortKeyBounds.all(scope);
    };
  }
}
