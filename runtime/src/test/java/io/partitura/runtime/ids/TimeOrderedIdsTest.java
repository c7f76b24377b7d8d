package io.partitura.runtime.ids;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.exceptions.ClockOutOfRangeException;
import io.partitura.runtime.keys.KeyCodec;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TimeOrderedIdsTest {

  /** A clock the test moves by hand. */
  private static final class ManualClock extends Clock {
    final AtomicLong millis;

    ManualClock(long millis) {
      this.millis = new AtomicLong(millis);
    }

    @Override
    public ZoneOffset getZone() {
      return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(java.time.ZoneId zone) {
      return this;
    }

    @Override
    public Instant instant() {
      return Instant.ofEpochMilli(millis.get());
    }

    @Override
    public long millis() {
      return millis.get();
    }
  }

  @Test
  void idsAreStrictlyIncreasingAsStringsAndAsDynamoDbBytesAcrossMillisecondsAndWithinOne() {
    ManualClock clock = new ManualClock(Instant.parse("2026-11-30T00:00:00Z").toEpochMilli());
    TimeOrderedIds ids = new TimeOrderedIds(clock, new Random(7));
    Random steps = new Random(11);
    List<String> made = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      if (steps.nextInt(4) == 0) {
        clock.millis.addAndGet(steps.nextInt(3)); // often the same millisecond, sometimes later
      }
      made.add(ids.next());
    }
    for (int i = 1; i < made.size(); i++) {
      String previous = made.get(i - 1);
      String current = made.get(i);
      assertTrue(previous.compareTo(current) < 0, previous + " !< " + current);
      assertTrue(KeyCodec.compareUtf8(previous, current) < 0);
    }
    assertEquals(made.size(), new HashSet<>(made).size());
  }

  @Test
  void aClockSteppingBackNeverBreaksTheOrder() {
    ManualClock clock = new ManualClock(1_000_000);
    TimeOrderedIds ids = new TimeOrderedIds(clock, new Random(3));
    String before = ids.next();
    clock.millis.set(999_000);
    String after = ids.next();
    assertTrue(before.compareTo(after) < 0);
  }

  @Test
  void theTimeIsReadBackAndIdsNeedNoKeyEscaping() {
    Instant at = Instant.parse("2026-02-03T10:15:30.123Z");
    String id = new TimeOrderedIds(Clock.fixed(at, ZoneOffset.UTC), new Random(5)).next();
    assertEquals(26, id.length());
    assertEquals(at, TimeOrderedIds.timeOf(id));
    assertEquals(id, KeyCodec.encodeString("id", id), "stored in keys unchanged");
    assertThrows(IllegalArgumentException.class, () -> TimeOrderedIds.timeOf("short"));
  }

  @Test
  void laterTimesSortLater() {
    String earlier = TimeOrderedIds.encode(1000, 0xFFFF, -1L);
    String later = TimeOrderedIds.encode(1001, 0, 0);
    assertTrue(earlier.compareTo(later) < 0);
    assertEquals("00000000Z8" + "ZZZZZZZZZZZZZZZZ", earlier);
  }

  @Test
  void aClockBefore1970IsRefusedRatherThanMakingAnIdThatSortsLast() {
    TimeOrderedIds ids = new TimeOrderedIds(Clock.fixed(Instant.parse("1969-12-31T23:59:59Z"), ZoneOffset.UTC),
        new Random(1));
    ClockOutOfRangeException refused = assertThrows(ClockOutOfRangeException.class, ids::next);
    assertTrue(refused.getMessage().contains("1969-12-31T23:59:59Z"), refused.getMessage());
    assertTrue(refused.getMessage().contains("1970-01-01T00:00:00Z"), refused.getMessage());
  }

  @Test
  void aClockThatStepsBackBefore1970AfterGoodIdsIsRefusedToo() {
    ManualClock clock = new ManualClock(5_000);
    TimeOrderedIds ids = new TimeOrderedIds(clock, new Random(2));
    ids.next();
    clock.millis.set(-1);
    assertThrows(ClockOutOfRangeException.class, ids::next);
  }

  @Test
  void aClockPastTheLast48BitMillisecondIsRefused() {
    long last = (1L << 48) - 1;
    ManualClock clock = new ManualClock(last);
    TimeOrderedIds ids = new TimeOrderedIds(clock, new Random(4));
    assertEquals(Instant.ofEpochMilli(last), TimeOrderedIds.timeOf(ids.next()), "the last millisecond still works");
    clock.millis.set(last + 1);
    ClockOutOfRangeException refused = assertThrows(ClockOutOfRangeException.class, ids::next);
    assertTrue(refused.getMessage().contains("+10889-08-02T05:31:50.655Z"), refused.getMessage());
  }
}
