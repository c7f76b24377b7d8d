package io.partitura.processor.generate;

/** English plurals for accessor names: {@code workspaces()}, {@code categories()}, {@code classes()}. */
final class Plurals {
  private Plurals() {}

  static String plural(String word) {
    String lower = word.toLowerCase(java.util.Locale.ROOT);
    if (lower.endsWith("y") && word.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
      return word.substring(0, word.length() - 1) + "ies";
    }
    if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("z") || lower.endsWith("ch") || lower.endsWith("sh")) {
      return word + "es";
    }
    return word + "s";
  }
}
