package io.partitura.runtime.item;

import io.partitura.runtime.exceptions.InvalidValueException;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * What DynamoDB's N type holds, and the text it is sent as: the numbers {@link Items} writes are refused here,
 * before any request, when DynamoDB would refuse them (NaN and the infinities, more than 38 significant digits, a
 * magnitude outside its range), and numbers are compared as DynamoDB compares them ({@link #normalised}).
 */
final class NumberText {
  private NumberText() {}

  // DynamoDB's number limits: 38 significant digits; the leading digit's power of ten from -130
  // to 125, so magnitudes from 1E-130 to 9.9999999999999999999999999999999999999E+125, and 0.
  private static final int MAX_SIGNIFICANT_DIGITS = 38;
  private static final int MAX_EXPONENT = 125;
  private static final int MIN_EXPONENT = -130;
  /** Doubles whose magnitude is in [1E-129, 1E+125) are storable without a closer look. */
  private static final double SAFE_MIN = 1e-129;
  private static final double SAFE_MAX = 1e125;

  static String doubleText(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw new InvalidValueException(
          "DynamoDB cannot store the number " + value + ": NaN and infinities have no N form");
    }
    String text = Double.toString(value);
    double magnitude = Math.abs(value);
    if (magnitude != 0 && (magnitude < SAFE_MIN || magnitude >= SAFE_MAX)) {
      checkStorable(new BigDecimal(text), text); // a double has at most 17 digits: range only
    }
    return text;
  }

  static String decimalText(BigDecimal value) {
    checkStorable(value, value.toString());
    return value.toPlainString();
  }

  /**
   * Refuses a number outside DynamoDB's range or precision. {@code shown} is the number as the
   * message shows it (the caller's own form: {@code 1E+126}, {@code 1.0E200}).
   */
  private static void checkStorable(BigDecimal value, String shown) {
    if (value.signum() == 0) {
      return;
    }
    long exponent = (long) value.precision() - value.scale() - 1; // of the leading digit
    if (exponent > MAX_EXPONENT || exponent < MIN_EXPONENT) {
      throw new InvalidValueException("DynamoDB cannot store the number " + abbreviate(shown)
          + ": its magnitude is outside DynamoDB's range of 1E-130 to "
          + "9.9999999999999999999999999999999999999E+125 (and 0)");
    }
    if (value.precision() > MAX_SIGNIFICANT_DIGITS
        && value.stripTrailingZeros().precision() > MAX_SIGNIFICANT_DIGITS) {
      throw new InvalidValueException("DynamoDB cannot store the number " + abbreviate(shown)
          + ": it has " + value.stripTrailingZeros().precision() + " significant digits, more than "
          + "DynamoDB's 38 significant digits");
    }
  }

  /** The N text of any number, as {@link Items#number} writes it, refusing what DynamoDB cannot store. */
  static String numberText(Number value) {
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte) {
      return value.toString();
    }
    if (value instanceof BigDecimal) {
      return decimalText((BigDecimal) value);
    }
    if (value instanceof Double) {
      return doubleText(value.doubleValue());
    }
    if (value instanceof Float) {
      float f = value.floatValue();
      if (Float.isNaN(f) || Float.isInfinite(f)) {
        throw new InvalidValueException(
            "DynamoDB cannot store the number " + f + ": NaN and infinities have no N form");
      }
      // A finite float (at most 9 digits, magnitudes 1.4E-45 to 3.4E+38) is always in range.
      return Float.toString(f);
    }
    if (value instanceof BigInteger) {
      BigInteger integer = (BigInteger) value;
      if (integer.bitLength() > 126) { // 2^126 < 10^38: fewer bits always fit
        checkStorable(new BigDecimal(integer), integer.toString());
      }
      return integer.toString();
    }
    // Another Number (AtomicLong, DoubleAdder, a user type): its toString must be a number.
    String text = value.toString();
    BigDecimal parsed;
    try {
      parsed = new BigDecimal(text);
    } catch (NumberFormatException e) {
      throw new InvalidValueException("DynamoDB cannot store the number " + abbreviate(text)
          + " (a " + value.getClass().getName() + "): it is not a decimal number"
          + ("NaN".equals(text) || text.endsWith("Infinity") ? "; NaN and infinities have no N form" : ""), e);
    }
    checkStorable(parsed, text);
    return text;
  }

  static boolean isIntegral(Number value) {
    return value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte
        || value instanceof BigInteger;
  }

  /**
   * The number DynamoDB stores for {@code text}: equal numbers give equal results ({@code 1.0},
   * {@code 1.00} and {@code 1}; {@code 0.0} and {@code -0.0}), as DynamoDB compares set members.
   */
  static BigDecimal normalised(String text) {
    BigDecimal value = new BigDecimal(text);
    return value.signum() == 0 ? BigDecimal.ZERO : value.stripTrailingZeros();
  }

  private static String abbreviate(String text) {
    return text.length() <= 100 ? text : text.substring(0, 100) + "...";
  }
}
