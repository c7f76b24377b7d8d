package io.partitura.runtime.query;

/**
 * How many items a listing's Query asks DynamoDB to read ({@code Limit}) when the caller did not say
 * ({@link Listing#readSize}). Read capacity is billed per request, on the items read rounded up to
 * 4 KB, matching a filter or not: these rules size reads so that a page is usually decided by the
 * read in hand, without reading far past it.
 */
final class ReadSizes {
  /** The read capacity unit: DynamoDB bills a read's items rounded up to this many bytes. */
  static final int UNIT_BYTES = 4096;

  /** Margin over the estimate of a filtered read, so that an estimate a little low still fills the page. */
  private static final double FILTER_MARGIN = 1.25;

  private ReadSizes() {}

  /**
   * A filtered read that should find {@code missing} more matching items, after {@code scanned} items
   * read of which {@code matched} matched: {@code missing} divided by the share that matched so far
   * (counted as if one more item had matched, so that no match yet does not read without end), plus a
   * quarter; at least {@code missing}, at most {@link Listing#MAX_READ_SIZE} (or {@code missing}, if
   * larger). A filter keeping 1 item in 10 that found 2 in the first 26 items asks for 270 more to find
   * 24: the page is full after its second Query.
   */
  static int filtered(int missing, long matched, long scanned) {
    double share = (matched + 1.0) / (scanned + 1.0);
    double estimate = Math.ceil(missing / share * FILTER_MARGIN);
    return (int) Math.max(missing, Math.min(Math.max(Listing.MAX_READ_SIZE, missing), estimate));
  }

  /**
   * {@code items} rounded up to as many items of {@code largestItemBytes} as fit in the read capacity
   * units reading {@code items} of them costs anyway, at most {@code cap}: a shard asked for 8 items of
   * 200 bytes (1.6 KB, one unit) is asked for {@code min(cap, 20)}, for the same capacity, and is far
   * less likely to run out before the page is full. Unchanged when the item size is unknown ({@code 0}).
   */
  static int filledToUnits(int items, int largestItemBytes, int cap) {
    if (largestItemBytes <= 0 || items >= cap) {
      return items;
    }
    long units = Math.max(1, ((long) items * largestItemBytes + UNIT_BYTES - 1) / UNIT_BYTES);
    long fits = units * UNIT_BYTES / largestItemBytes;
    return (int) Math.max(items, Math.min(cap, fits));
  }
}
