package io.partitura.it.values;

import io.partitura.annotations.Key;
import io.partitura.annotations.Parent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Set;

/** One component of each kind of number and set, plus primitives and an enum: PK=R#&lt;id&gt;, SK=META. */
@Parent(table = Vault.class, prefix = "R")
public record Reading(
    @Key String id,
    BigDecimal amount,
    double value,
    Double boxed,
    BigInteger big,
    Set<BigDecimal> amounts,
    Set<Double> values,
    Set<String> tags,
    Set<Long> counts,
    int count,
    boolean flag,
    Unit unit,
    String note) {

  /** A reading with only its id and the given note set (sets empty, as they read back). */
  public static Reading of(String id, String note) {
    return new Reading(id, null, 0, null, null, Set.of(), Set.of(), Set.of(), Set.of(), 0, false, null, note);
  }
}
