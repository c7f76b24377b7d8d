package io.partitura.runtime.query;

import io.partitura.runtime.exceptions.ExecutorShutDownException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Runs a few independent reads (one per shard) in parallel on the table's fan-out executor, and never
 * waits for a read that has not started, whichever thread calls and whatever the executor.
 *
 * <p>Each read is both handed to the executor and kept by the caller; whoever starts it first claims
 * it (a compare-and-set) and the other skips it. Once every read is handed over, the caller runs
 * those no executor thread has claimed yet, then waits only for reads already running on other
 * threads. A running read is a leaf (one Query, or one per MB of a shard) that waits for no other
 * read, so the wait always ends. This holds for any {@link Executor}, not only a thread pool whose
 * state could be inspected: a pool whose threads are all busy in listings themselves (each caller runs
 * its own reads: the deadlock this replaces), an unbounded queue, a bounded one that rejects (the
 * caller runs the rejected read), an executor that drops work, a direct executor. When the pool has
 * idle threads, the reads run in parallel as before, the caller taking one share. The only cost: a
 * queued hand-over that the caller already ran is a no-op when a pool thread reaches it.
 *
 * <p>A shut-down {@link ExecutorService} is refused with {@link ExecutorShutDownException}: before
 * any request when it is shut down on arrival, and without any result when it is shut down midway.
 */
final class FanOut {
  private FanOut() {}

  /** The results of {@code reads}, in their order; the first failure (in that order) is rethrown as is. */
  static <R> List<R> run(String operation, Executor executor, List<Supplier<R>> reads) {
    refuseIfShutDown(operation, executor, null);
    List<Read<R>> handedOver = new ArrayList<>(reads.size());
    for (Supplier<R> read : reads) {
      handedOver.add(new Read<>(read));
    }
    // A single read gains nothing from another thread.
    for (int i = 0; reads.size() > 1 && i < handedOver.size(); i++) {
      try {
        executor.execute(handedOver.get(i));
      } catch (RejectedExecutionException e) {
        refuseIfShutDown(operation, executor, () -> handedOver.forEach(Read::skip), e);
        // Saturated, not shut down: this read stays with the caller, which runs it below.
      }
    }
    // From the end, while the executor's threads take the queue from the front.
    boolean failed = false;
    for (int i = handedOver.size() - 1; i >= 0; i--) {
      Read<R> read = handedOver.get(i);
      if (failed) {
        read.skip(); // the result is lost anyway: send no more requests for it
      } else if (read.claim()) {
        read.runClaimed();
        failed = read.outcome.isCompletedExceptionally();
      }
    }
    List<R> results = new ArrayList<>(handedOver.size());
    RuntimeException firstFailure = null;
    for (Read<R> read : handedOver) {
      try {
        R result = read.outcome.join(); // claimed, so running or done: this wait ends
        results.add(result);
      } catch (CompletionException e) {
        if (firstFailure == null) {
          firstFailure = unwrap(e);
        }
      } catch (java.util.concurrent.CancellationException skipped) {
        // skipped after another read failed; that failure is thrown
      }
    }
    if (firstFailure != null) {
      throw firstFailure;
    }
    return results;
  }

  private static void refuseIfShutDown(String operation, Executor executor, RejectedExecutionException cause) {
    refuseIfShutDown(operation, executor, () -> {}, cause);
  }

  private static void refuseIfShutDown(String operation, Executor executor, Runnable beforeThrowing,
      RejectedExecutionException cause) {
    if (executor instanceof ExecutorService service && service.isShutdown()) {
      beforeThrowing.run();
      throw new ExecutorShutDownException(operation + ": the table's fan-out executor is shut down, so the "
          + "per-shard queries cannot run; nothing is returned. Build the table with a running executor "
          + "(fanOutExecutor), or with none to use the shared default pool.", cause);
    }
  }

  private static RuntimeException unwrap(CompletionException e) {
    Throwable cause = e.getCause();
    if (cause instanceof RuntimeException runtime) {
      return runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return e;
  }

  /** One read, run by whichever thread claims it first. */
  private static final class Read<R> implements Runnable {
    private final Supplier<R> body;
    private final AtomicBoolean claimed = new AtomicBoolean();
    final CompletableFuture<R> outcome = new CompletableFuture<>();

    Read(Supplier<R> body) {
      this.body = body;
    }

    boolean claim() {
      return claimed.compareAndSet(false, true);
    }

    /** On an executor thread: runs the read unless the caller (or a refusal) took it first. */
    @Override
    public void run() {
      if (claim()) {
        runClaimed();
      }
    }

    void runClaimed() {
      try {
        outcome.complete(body.get());
      } catch (Throwable t) {
        outcome.completeExceptionally(t);
      }
    }

    /** Makes sure the read never starts, if it has not. */
    void skip() {
      if (claim()) {
        outcome.cancel(false);
      }
    }
  }
}
