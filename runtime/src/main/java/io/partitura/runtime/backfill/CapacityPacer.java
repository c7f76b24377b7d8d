package io.partitura.runtime.backfill;

/**
 * Keeps the capacity a backfill consumes to a rate in units per second, shared by all its segments.
 * Each response's consumed capacity moves the time the next request may go out by
 * {@code units / rate} seconds; a request waits until then. The first request goes at once, so over
 * a run the waits add up to the capacity consumed before the last request, divided by the rate.
 */
final class CapacityPacer {
  private final double unitsPerSecond;
  private final BackfillClock clock;
  private long nextRequestAt;
  private boolean charged;
  private double consumed;

  /** @param unitsPerSecond the rate; {@link Double#POSITIVE_INFINITY} for no pacing */
  CapacityPacer(double unitsPerSecond, BackfillClock clock) {
    this.unitsPerSecond = unitsPerSecond;
    this.clock = clock;
  }

  /** Waits until the capacity consumed so far is paid for at the rate. */
  void awaitTurn() throws InterruptedException {
    long wait;
    synchronized (this) {
      wait = charged ? nextRequestAt - clock.nanoTime() : 0;
    }
    if (wait > 0) {
      clock.sleep(wait);
    }
  }

  /** Accounts for {@code units} consumed by a response. */
  synchronized void charge(double units) {
    consumed += units;
    if (Double.isInfinite(unitsPerSecond)) {
      return;
    }
    long now = clock.nanoTime();
    long from = charged ? Math.max(nextRequestAt, now) : now;
    nextRequestAt = from + Math.round(units / unitsPerSecond * 1e9);
    charged = true;
  }

  synchronized double consumed() {
    return consumed;
  }
}
