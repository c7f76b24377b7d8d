package io.partitura.runtime.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.partitura.runtime.exceptions.ExecutorShutDownException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Executors that a thread-pool-only design would hang or fail on; dynalite runs are in FanOutExecutorTest. */
class FanOutTest {

  private static List<Supplier<Integer>> reads(int count, AtomicInteger runs) {
    List<Supplier<Integer>> reads = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      int n = i;
      reads.add(() -> {
        runs.incrementAndGet();
        return n * n;
      });
    }
    return reads;
  }

  @Test
  void anExecutorThatDropsEveryTaskStillGivesEveryResultOnce() {
    Executor dropsWork = task -> {};
    AtomicInteger runs = new AtomicInteger();
    assertEquals(List.of(0, 1, 4, 9, 16), FanOut.run("test", dropsWork, reads(5, runs)));
    assertEquals(5, runs.get());
  }

  @Test
  void anExecutorThatRejectsWithoutBeingShutDownLeavesTheReadsToTheCaller() {
    Executor alwaysFull = task -> {
      throw new RejectedExecutionException("queue full");
    };
    AtomicInteger runs = new AtomicInteger();
    assertEquals(List.of(0, 1, 4, 9), FanOut.run("test", alwaysFull, reads(4, runs)));
    assertEquals(4, runs.get());
  }

  @Test
  void aBusyBoundedPoolRunsWhatItCanAndTheCallerTheRest() throws Exception {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
    try {
      AtomicInteger runs = new AtomicInteger();
      assertEquals(List.of(0, 1, 4, 9, 16, 25, 36, 49), FanOut.run("test", pool, reads(8, runs)));
      assertEquals(8, runs.get(), "each read once, whoever ran it");
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void aFailingReadIsThrownAsIs() {
    IllegalStateException failure = new IllegalStateException("boom");
    List<Supplier<Integer>> reads = List.of(() -> 1, () -> {
      throw failure;
    }, () -> 3);
    assertSame(failure, assertThrows(IllegalStateException.class, () -> FanOut.run("test", Runnable::run, reads)));
  }

  @Test
  void aShutDownPoolIsRefusedBeforeAnyRead() {
    ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(1));
    pool.shutdown();
    AtomicInteger runs = new AtomicInteger();
    assertThrows(ExecutorShutDownException.class, () -> FanOut.run("test", pool, reads(1, runs)));
    assertEquals(0, runs.get());
  }
}
