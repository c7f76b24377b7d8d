package io.partitura.it.types;

import java.util.Objects;

/** A type Partitura does not know (a plain class, not a record), stored through {@link MoneyConverter}. */
public final class Money {
  private final long cents;
  private final String currency;

  public Money(long cents, String currency) {
    this.cents = cents;
    this.currency = Objects.requireNonNull(currency, "currency");
  }

  public long cents() {
    return cents;
  }

  public String currency() {
    return currency;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Money money && money.cents == cents && money.currency.equals(currency);
  }

  @Override
  public int hashCode() {
    return Objects.hash(cents, currency);
  }

  @Override
  public String toString() {
    return cents + " " + currency;
  }
}
