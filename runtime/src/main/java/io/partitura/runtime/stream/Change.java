package io.partitura.runtime.stream;

/**
 * What one stream record did to one item of an entity: inserted, modified or removed. Each case carries the records
 * the stream's view type holds; the generated {@code <Table>Event} wraps it per entity, so a {@code switch} over the
 * table's events and then over the change is checked as exhaustive by javac.
 *
 * @param <T> the entity's record
 */
public sealed interface Change<T> permits Change.Inserted, Change.Modified, Change.Removed {

  /**
   * The item was written where none was ({@code INSERT}).
   *
   * @param newRecord the item as written
   */
  record Inserted<T>(T newRecord) implements Change<T> {}

  /**
   * The item was overwritten or updated ({@code MODIFY}). A view of {@code NEW_AND_OLD_IMAGES} carries both records;
   * {@code NEW_IMAGE} only the new one ({@code oldRecord} is null), {@code OLD_IMAGE} only the old one
   * ({@code newRecord} is null).
   */
  record Modified<T>(T oldRecord, T newRecord) implements Change<T> {}

  /**
   * The item was deleted ({@code REMOVE}).
   *
   * @param oldRecord the item as it was before (the view carries it: {@code OLD_IMAGE} or {@code NEW_AND_OLD_IMAGES})
   * @param removedByTtl whether DynamoDB's Time to Live deleted it: the record's {@code userIdentity} is the service
   *     principal {@code dynamodb.amazonaws.com} of type {@code Service}
   */
  record Removed<T>(T oldRecord, boolean removedByTtl) implements Change<T> {}
}
