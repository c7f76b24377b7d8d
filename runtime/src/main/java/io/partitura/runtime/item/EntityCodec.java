package io.partitura.runtime.item;

import java.util.Objects;

/**
 * What every generated entity codec answers the same way: its record class and its value of the type attribute, given
 * once to this constructor instead of two methods generated per entity (javac compiles less, issue 22). The codec
 * itself writes the typed conversions ({@code toItem}, {@code fromItem}, {@code primaryKey}).
 *
 * @param <T> the record
 */
public abstract class EntityCodec<T> implements ItemCodec<T> {
  private final Class<T> type;
  private final String entityType;

  /**
   * @param type the record class
   * @param entityType the value this entity stores in the table's type attribute
   */
  protected EntityCodec(Class<T> type, String entityType) {
    this.type = Objects.requireNonNull(type, "type");
    this.entityType = Objects.requireNonNull(entityType, "entityType");
  }

  @Override
  public final Class<T> type() {
    return type;
  }

  @Override
  public final String entityType() {
    return entityType;
  }
}
