package io.partitura.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * How the values of explicit key templates ({@code partitionKeyTemplate}, {@code sortKeyTemplate}, …) become key
 * text: on the {@link Table} interface (the table's style) or on an entity record (its own keys). Without it, and
 * for every key without a template, keys keep Partitura's format ({@code PREFIX#escaped-id}).
 *
 * <pre>{@code
 * @Table(name = "electro", partitionKey = "pk", sortKey = "sk", typeAttribute = "__edb_e__")
 * @KeyStyle(escape = false, casing = KeyStyle.Casing.LOWER, numbers = KeyStyle.NumberText.DECIMAL)
 * public interface Electro {}
 * }</pre>
 *
 * <p>The separator of a templated key is its constant text: {@code #userid_} between two values delimits them,
 * and the processor requires such a constant (non-empty, no proper prefix that is also a suffix) between every
 * two placeholders; writes refuse a value holding the constant that follows it, so no two values give one key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface KeyStyle {
  /**
   * Whether string values are escaped as in Partitura's own keys ({@code a#b} written {@code a$Sb}). {@code false}
   * writes them raw, as a layout written by other code stores them; this trades escaping for compatibility: a
   * value holding the constant that follows it in its template is refused at write ({@code InvalidKeyException}).
   */
  boolean escape() default true;

  /**
   * The casing of values in templated keys. {@code LOWER} (ElectroDB's default) lower-cases each value with
   * {@code Locale.ROOT}: the record's value comes from its stored attribute, not from its key, and ids differing
   * only in case give one key (a get by {@code ACME} finds {@code acme}). Constants are written as stored.
   */
  Casing casing() default Casing.NONE;

  /**
   * How {@code int} and {@code long} values are written: {@code SORTABLE}, Partitura's fixed-width encoding, or
   * {@code DECIMAL}, their plain decimal text ({@code -1}, {@code 10}: JavaScript's), which a placeholder's width
   * ({@code {level:4}}) left-pads with {@code 0}.
   */
  NumberText numbers() default NumberText.SORTABLE;

  /** Casing of template values. */
  enum Casing {
    NONE,
    LOWER,
    UPPER
  }

  /** Text of numbers in template values. */
  enum NumberText {
    SORTABLE,
    DECIMAL
  }
}
