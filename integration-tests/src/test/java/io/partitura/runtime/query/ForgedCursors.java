package io.partitura.runtime.query;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Cursors forged as anyone can for a table without a cursor key of its own (signed with the public
 * default key, for the listing's exact query), so tests can show that the range check, not the
 * signature, is what keeps a resumed page inside its listing's range.
 */
public final class ForgedCursors {
  private ForgedCursors() {}

  /** A validly signed cursor for {@code listing} that resumes after {@code key}. */
  public static String forge(Listing<?, ?> listing, Map<String, AttributeValue> key) {
    return listing.table().cursors().encode(listing.fingerprint(), key);
  }
}
