package io.partitura.runtime.exceptions;

/**
 * A clock read a time that a time-ordered id cannot encode: before 1970-01-01T00:00:00Z, or after
 * the last millisecond that 48 bits hold (+10889-08-02T05:31:50.655Z). No id was made; fix the
 * clock (often a test clock set to a default or negative value).
 */
public final class ClockOutOfRangeException extends PartituraException {
  private static final long serialVersionUID = 1L;

  public ClockOutOfRangeException(String message) {
    super(message);
  }
}
