package io.partitura.runtime.backfill;

/**
 * The time a backfill paces itself by and the way it waits. {@link #SYSTEM} in production; a test
 * gives one that records the waits asked for instead of sleeping.
 */
public interface BackfillClock {
  /** The real clock and {@link Thread#sleep}. */
  BackfillClock SYSTEM = new BackfillClock() {
    @Override
    public long nanoTime() {
      return System.nanoTime();
    }

    @Override
    public void sleep(long nanos) throws InterruptedException {
      Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
    }
  };

  /** A monotonic time in nanoseconds, as {@link System#nanoTime()}. */
  long nanoTime();

  /** Waits {@code nanos} (positive) nanoseconds. */
  void sleep(long nanos) throws InterruptedException;
}
