package io.partitura.runtime.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CapacityPacerTest {
  /** Time moves only when asked to wait, or when a test moves it. */
  private static final class FakeClock implements BackfillClock {
    long now;
    final List<Long> sleeps = new ArrayList<>();

    @Override
    public long nanoTime() {
      return now;
    }

    @Override
    public void sleep(long nanos) {
      sleeps.add(nanos);
      now += nanos;
    }
  }

  @Test
  void eachRequestWaitsForTheCapacityConsumedBeforeItAtTheRate() throws InterruptedException {
    FakeClock clock = new FakeClock();
    CapacityPacer pacer = new CapacityPacer(10, clock);

    pacer.awaitTurn();
    pacer.charge(5);
    pacer.awaitTurn();
    pacer.charge(1);
    pacer.awaitTurn();
    pacer.charge(0.5);

    assertEquals(List.of(500_000_000L, 100_000_000L), clock.sleeps);
    assertEquals(6.5, pacer.consumed());
  }

  @Test
  void timeAlreadySpentElsewhereCountsTowardsTheWait() throws InterruptedException {
    FakeClock clock = new FakeClock();
    CapacityPacer pacer = new CapacityPacer(2, clock);

    pacer.charge(4);
    clock.now += 1_500_000_000L;
    pacer.awaitTurn();
    clock.now += 1_000_000_000L;
    pacer.charge(1);
    pacer.awaitTurn();

    assertEquals(List.of(500_000_000L, 500_000_000L), clock.sleeps);
  }

  @Test
  void capacityChargedTogetherByParallelSegmentsAddsUp() throws InterruptedException {
    FakeClock clock = new FakeClock();
    CapacityPacer pacer = new CapacityPacer(4, clock);

    pacer.charge(2);
    pacer.charge(2);
    pacer.awaitTurn();

    assertEquals(List.of(1_000_000_000L), clock.sleeps);
  }

  @Test
  void anInfiniteRateNeverWaitsButStillCounts() throws InterruptedException {
    FakeClock clock = new FakeClock();
    CapacityPacer pacer = new CapacityPacer(Double.POSITIVE_INFINITY, clock);

    pacer.charge(100);
    pacer.awaitTurn();

    assertEquals(List.of(), clock.sleeps);
    assertEquals(100, pacer.consumed());
  }
}
