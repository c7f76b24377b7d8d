package io.partitura.benchmarks;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** Medians and number formatting shared by the measurements. */
public final class Stats {
  private Stats() {}

  public static double median(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  public static double median(List<? extends Number> values) {
    double[] array = new double[values.size()];
    for (int i = 0; i < array.length; i++) {
      array[i] = values.get(i).doubleValue();
    }
    return median(array);
  }

  public static double percentile(double[] values, double p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
  }

  /** A ratio with three decimals, so that 1.104 never reads as 1.10. */
  public static String ratio(double r) {
    return Double.isNaN(r) ? "n/a" : String.format(Locale.ROOT, "%.3f×", r);
  }

  public static String fmt(double value, int decimals) {
    return String.format(Locale.ROOT, "%,." + decimals + "f", value);
  }

  public static double nanosToMillis(double nanos) {
    return nanos / 1_000_000.0;
  }
}
