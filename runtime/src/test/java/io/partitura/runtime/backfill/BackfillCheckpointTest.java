package io.partitura.runtime.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.partitura.runtime.backfill.BackfillCheckpoint.Position;
import io.partitura.runtime.exceptions.InvalidCheckpointException;
import java.util.List;
import org.junit.jupiter.api.Test;

class BackfillCheckpointTest {
  @Test
  void keysWithTheFormatsOwnSeparatorsSurviveTheRoundTrip() {
    BackfillCheckpoint checkpoint = BackfillCheckpoint.start("tracker", "GSI1", 3)
        .with(0, new Position.After("BOARD#a:b,c.d", "TICKET#é#\u00001"))
        .with(2, new Position.Done());

    BackfillCheckpoint read = BackfillCheckpoint.parse(checkpoint.toString());

    assertEquals(List.of(new Position.After("BOARD#a:b,c.d", "TICKET#é#\u00001"), new Position.NotStarted(),
        new Position.Done()), read.segments());
    assertEquals("tracker", read.tableName());
    assertEquals("GSI1", read.indexName());
    assertFalse(read.complete());
    assertTrue(read.with(0, new Position.Done()).with(1, new Position.Done()).complete());
  }

  @Test
  void malformedCheckpointsAreRefusedWithTheReason() {
    for (String text : List.of("", "partitura-backfill:v2:t:i:1:new", "partitura-backfill:v1:t:i:x:new",
        "partitura-backfill:v1:t:i:2:new", "partitura-backfill:v1:t:i:1:at:abc", "partitura-backfill:v1:t:i:1:at:!.!",
        "partitura-backfill:v1:t:i:0:", "partitura-backfill:v1:t:i:1:started")) {
      InvalidCheckpointException refused = assertThrows(InvalidCheckpointException.class,
          () -> BackfillCheckpoint.parse(text), text);
      assertTrue(refused.getMessage().startsWith("Not a backfill checkpoint: \"" + text + "\""), refused.getMessage());
    }
    assertThrows(InvalidCheckpointException.class, () -> BackfillCheckpoint.parse(null));
  }
}
