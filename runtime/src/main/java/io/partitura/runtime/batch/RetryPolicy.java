package io.partitura.runtime.batch;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * How a batch operation retries what DynamoDB hands back unprocessed or throttles: at most
 * {@link #maxAttempts()} sends of each request, and before retry {@code n} (1 for the first retry)
 * a wait drawn uniformly from {@code [0, min(maxDelay, baseDelay * 2^(n-1))]} — exponential backoff
 * with full jitter, as AWS recommends. Immutable; change it with the {@code with…} methods.
 *
 * <p>The {@link Sleeper} and {@link RandomGenerator} are injectable so tests can record delays
 * instead of sleeping. The default random source is {@link ThreadLocalRandom} of the calling
 * thread, so one policy can be shared between threads.
 */
public final class RetryPolicy {
  public static final int DEFAULT_MAX_ATTEMPTS = 8;
  public static final Duration DEFAULT_BASE_DELAY = Duration.ofMillis(50);
  public static final Duration DEFAULT_MAX_DELAY = Duration.ofSeconds(2);

  private static final RetryPolicy DEFAULTS = new RetryPolicy(
      DEFAULT_MAX_ATTEMPTS, DEFAULT_BASE_DELAY, DEFAULT_MAX_DELAY, Sleeper.THREAD_SLEEP, null);

  /** Waits between attempts. */
  @FunctionalInterface
  public interface Sleeper {
    /** Sleeps with {@link Thread#sleep(long, int)}. */
    Sleeper THREAD_SLEEP = delay -> {
      long nanos = delay.toNanos();
      if (nanos > 0) {
        Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000));
      }
    };

    void sleep(Duration delay) throws InterruptedException;
  }

  private final int maxAttempts;
  private final Duration baseDelay;
  private final Duration maxDelay;
  private final Sleeper sleeper;
  /** {@code null} means the calling thread's {@link ThreadLocalRandom}. */
  private final RandomGenerator random;

  private RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay, Sleeper sleeper, RandomGenerator random) {
    if (maxAttempts < 1) {
      throw new IllegalArgumentException("maxAttempts must be at least 1, was " + maxAttempts);
    }
    Objects.requireNonNull(baseDelay, "baseDelay");
    Objects.requireNonNull(maxDelay, "maxDelay");
    if (baseDelay.isNegative() || maxDelay.isNegative()) {
      throw new IllegalArgumentException("delays must not be negative: baseDelay=" + baseDelay + ", maxDelay=" + maxDelay);
    }
    if (maxDelay.compareTo(baseDelay) < 0) {
      throw new IllegalArgumentException("maxDelay " + maxDelay + " is shorter than baseDelay " + baseDelay);
    }
    this.maxAttempts = maxAttempts;
    this.baseDelay = baseDelay;
    this.maxDelay = maxDelay;
    this.sleeper = Objects.requireNonNull(sleeper, "sleeper");
    this.random = random;
  }

  /** 8 attempts, 50 ms base delay, 2 s maximum delay, real sleeping. */
  public static RetryPolicy defaults() {
    return DEFAULTS;
  }

  /** One attempt: no retry at all. Whatever is left unprocessed is reported at once. */
  public static RetryPolicy none() {
    return DEFAULTS.withMaxAttempts(1);
  }

  public RetryPolicy withMaxAttempts(int maxAttempts) {
    return new RetryPolicy(maxAttempts, baseDelay, maxDelay, sleeper, random);
  }

  public RetryPolicy withBaseDelay(Duration baseDelay) {
    return new RetryPolicy(maxAttempts, baseDelay, maxDelay, sleeper, random);
  }

  public RetryPolicy withMaxDelay(Duration maxDelay) {
    return new RetryPolicy(maxAttempts, baseDelay, maxDelay, sleeper, random);
  }

  public RetryPolicy withSleeper(Sleeper sleeper) {
    return new RetryPolicy(maxAttempts, baseDelay, maxDelay, sleeper, random);
  }

  /** Draws jitter from {@code random} (for example a seeded one in tests). */
  public RetryPolicy withRandom(RandomGenerator random) {
    return new RetryPolicy(maxAttempts, baseDelay, maxDelay, sleeper, Objects.requireNonNull(random, "random"));
  }

  /** How many times a request is sent at most, the first send included. */
  public int maxAttempts() {
    return maxAttempts;
  }

  public Duration baseDelay() {
    return baseDelay;
  }

  public Duration maxDelay() {
    return maxDelay;
  }

  public Sleeper sleeper() {
    return sleeper;
  }

  /** The injected random source, or the calling thread's {@link ThreadLocalRandom}. */
  public RandomGenerator random() {
    return random == null ? ThreadLocalRandom.current() : random;
  }

  /** The longest wait before retry {@code retry} (1-based): {@code min(maxDelay, baseDelay * 2^(retry-1))}. */
  public Duration ceiling(int retry) {
    if (retry < 1) {
      throw new IllegalArgumentException("retry is 1-based, was " + retry);
    }
    long base = baseDelay.toNanos();
    long max = maxDelay.toNanos();
    int shift = retry - 1;
    // base * 2^shift, saturating at max without overflow
    long ceiling = shift >= 63 || base > (max >> Math.min(shift, 62)) ? max : Math.min(max, base << shift);
    return Duration.ofNanos(ceiling);
  }

  /** A wait before retry {@code retry} (1-based), drawn uniformly from {@code [0, ceiling(retry)]}. */
  public Duration delay(int retry) {
    long ceiling = ceiling(retry).toNanos();
    return ceiling == 0 ? Duration.ZERO : Duration.ofNanos(random().nextLong(ceiling + 1));
  }

  /** Waits before retry {@code retry} (1-based) with the policy's sleeper. */
  void backoff(int retry) throws InterruptedException {
    sleeper.sleep(delay(retry));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RetryPolicy p
        && maxAttempts == p.maxAttempts
        && baseDelay.equals(p.baseDelay)
        && maxDelay.equals(p.maxDelay)
        && sleeper.equals(p.sleeper)
        && Objects.equals(random, p.random);
  }

  @Override
  public int hashCode() {
    return Objects.hash(maxAttempts, baseDelay, maxDelay, sleeper, random);
  }

  @Override
  public String toString() {
    return "RetryPolicy[maxAttempts=" + maxAttempts + ", baseDelay=" + baseDelay + ", maxDelay=" + maxDelay
        + ", sleeper=" + (sleeper == Sleeper.THREAD_SLEEP ? "Thread.sleep" : sleeper)
        + ", random=" + (random == null ? "ThreadLocalRandom" : random) + "]";
  }
}
