package io.partitura.runtime.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.batch.BatchFixtures.HighestRandom;
import io.partitura.runtime.batch.BatchFixtures.RecordingSleeper;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class BatchRetryPolicyTest {
  @Test
  void defaultsAndNone() {
    RetryPolicy defaults = RetryPolicy.defaults();
    assertEquals(8, defaults.maxAttempts());
    assertEquals(Duration.ofMillis(50), defaults.baseDelay());
    assertEquals(Duration.ofSeconds(2), defaults.maxDelay());
    assertEquals(1, RetryPolicy.none().maxAttempts());
    assertEquals(RetryPolicy.defaults(), RetryPolicy.defaults().withMaxAttempts(8));
    assertNotEquals(RetryPolicy.defaults(), RetryPolicy.none());
  }

  @Test
  void ceilingDoublesFromBaseDelayAndStopsAtMaxDelay() {
    RetryPolicy policy = RetryPolicy.defaults();
    long[] expectedMillis = {50, 100, 200, 400, 800, 1600, 2000, 2000};
    for (int retry = 1; retry <= expectedMillis.length; retry++) {
      assertEquals(Duration.ofMillis(expectedMillis[retry - 1]), policy.ceiling(retry), "retry " + retry);
    }
    // no overflow for absurd retry numbers
    assertEquals(Duration.ofSeconds(2), policy.ceiling(64));
    assertEquals(Duration.ofSeconds(2), policy.ceiling(Integer.MAX_VALUE));
  }

  @Test
  void highestDrawsAreTheCeilingsAndGrowWithAttempts() throws InterruptedException {
    RecordingSleeper sleeper = new RecordingSleeper();
    RetryPolicy policy = RetryPolicy.defaults().withSleeper(sleeper).withRandom(new HighestRandom());
    for (int retry = 1; retry <= 9; retry++) {
      policy.backoff(retry);
    }
    assertEquals(List.of(50L, 100L, 200L, 400L, 800L, 1600L, 2000L, 2000L, 2000L),
        sleeper.delays.stream().map(Duration::toMillis).toList());
  }

  @Test
  void fullJitterStaysWithinZeroAndTheCeilingAndUsesTheWholeRange() {
    RetryPolicy policy = RetryPolicy.defaults().withRandom(new Random(7));
    for (int retry = 1; retry <= 10; retry++) {
      Duration ceiling = policy.ceiling(retry);
      Duration smallest = ceiling;
      Duration largest = Duration.ZERO;
      double sumMillis = 0;
      for (int i = 0; i < 2_000; i++) {
        Duration d = policy.delay(retry);
        assertTrue(!d.isNegative() && d.compareTo(ceiling) <= 0, d + " outside [0, " + ceiling + "]");
        assertTrue(d.compareTo(policy.maxDelay()) <= 0);
        smallest = d.compareTo(smallest) < 0 ? d : smallest;
        largest = d.compareTo(largest) > 0 ? d : largest;
        sumMillis += d.toNanos() / 1e6;
      }
      // full jitter: draws spread over the whole interval, averaging half the ceiling
      assertTrue(smallest.toNanos() < ceiling.toNanos() / 20, "smallest " + smallest + " for " + ceiling);
      assertTrue(largest.toNanos() > ceiling.toNanos() * 19 / 20, "largest " + largest + " for " + ceiling);
      double mean = sumMillis / 2_000;
      double half = ceiling.toNanos() / 2e6;
      assertEquals(half, mean, half * 0.1, "mean delay before retry " + retry);
    }
  }

  @Test
  void sameSeedSameDelays() {
    RetryPolicy a = RetryPolicy.defaults().withRandom(new Random(42));
    RetryPolicy b = RetryPolicy.defaults().withRandom(new Random(42));
    for (int retry = 1; retry < 8; retry++) {
      assertEquals(a.delay(retry), b.delay(retry));
    }
  }

  @Test
  void zeroDelaysNeverDraw() {
    RetryPolicy policy = RetryPolicy.defaults().withBaseDelay(Duration.ZERO).withMaxDelay(Duration.ZERO);
    assertEquals(Duration.ZERO, policy.delay(5));
  }

  @Test
  void refusesNonsense() {
    assertThrows(IllegalArgumentException.class, () -> RetryPolicy.defaults().withMaxAttempts(0));
    assertThrows(IllegalArgumentException.class, () -> RetryPolicy.defaults().withBaseDelay(Duration.ofMillis(-1)));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> RetryPolicy.defaults().withMaxDelay(Duration.ofMillis(10)));
    assertTrue(e.getMessage().contains("shorter than baseDelay"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> RetryPolicy.defaults().ceiling(0));
    assertThrows(NullPointerException.class, () -> RetryPolicy.defaults().withSleeper(null));
  }
}
