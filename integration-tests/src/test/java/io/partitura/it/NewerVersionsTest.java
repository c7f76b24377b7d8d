package io.partitura.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.partitura.it.streams.Desk;
import io.partitura.it.streams.DeskRepository;
import io.partitura.it.streams.NewsroomTable;
import io.partitura.it.streams.Reporter;
import io.partitura.it.streams.ReporterRepository;
import io.partitura.runtime.stream.ChangeRecord;
import io.partitura.runtime.stream.NewerVersions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The duplicate filter on records as a replayed shard delivers them: built from the generated codecs' items. */
class NewerVersionsTest {
  private static ChangeRecord modified(Reporter reporter) {
    return new ChangeRecord(ChangeRecord.Operation.MODIFY, ReporterRepository.Codec.INSTANCE.primaryKey(reporter), null,
        ReporterRepository.Codec.INSTANCE.toItem(reporter), "1", null, null, false);
  }

  @Test
  void aVersionNotNewerThanOneSeenIsDroppedPerItem() {
    NewerVersions versions = new NewerVersions(NewsroomTable.DEFINITION, 100);
    Reporter v1 = new Reporter("r1", "Ann", "a@x", 1);
    Reporter v2 = new Reporter("r1", "Ann B", "a@x", 2);
    Reporter other = new Reporter("r2", "Bo", "b@x", 1);
    List<Boolean> passed = new ArrayList<>();
    for (ChangeRecord record : List.of(modified(v1), modified(v2), modified(v1), modified(v2), modified(other))) {
      passed.add(versions.isNew(record));
    }
    assertEquals(List.of(true, true, false, false, true), passed);
    // A remove passes and forgets: the item re-created at version 1 passes again.
    assertEquals(true, versions.isNew(new ChangeRecord(ChangeRecord.Operation.REMOVE,
        ReporterRepository.Codec.INSTANCE.primaryKey(v2), ReporterRepository.Codec.INSTANCE.toItem(v2), null, "2",
            null, null, false)));
    assertEquals(true, versions.isNew(modified(v1)));
  }

  @Test
  void unversionedEntitiesAlwaysPassAndTheLeastRecentItemIsForgotten() {
    NewerVersions versions = new NewerVersions(NewsroomTable.DEFINITION, 1);
    Desk desk = new Desk("d1", "Politics");
    ChangeRecord deskRecord = new ChangeRecord(ChangeRecord.Operation.INSERT,
        DeskRepository.Codec.INSTANCE.primaryKey(desk),
        null, DeskRepository.Codec.INSTANCE.toItem(desk), "1", null, null, false);
    assertEquals(true, versions.isNew(deskRecord));
    assertEquals(true, versions.isNew(deskRecord));
    Reporter r1 = new Reporter("r1", "Ann", "a@x", 3);
    assertEquals(true, versions.isNew(modified(r1)));
    assertEquals(true, versions.isNew(modified(new Reporter("r2", "Bo", "b@x", 1))));
    // Capacity 1: r1 was forgotten, so its replay passes.
    assertEquals(true, versions.isNew(modified(r1)));
    assertEquals(false, versions.isNew(modified(r1)));
  }

  @Test
  void aCapacityBelowOneIsRefused() {
    org.junit.jupiter.api.Assertions.assertThrows(io.partitura.runtime.exceptions.InvalidConfigurationException.class,
        () -> new NewerVersions(NewsroomTable.DEFINITION, 0));
  }
}
