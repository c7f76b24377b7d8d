package io.partitura.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A key template's text parsed: constants and {@code {component}} or {@code {component:width}} placeholders;
 * {@code constants.size() == placeholders.size() + 1}.
 */
public record TemplateText(String text, List<String> constants, List<Placeholder> placeholders) {

  /** One placeholder: the component it holds, and a width (0: none) numbers are left-padded to. */
  public record Placeholder(String name, int width) {}

  /** The parsed template, or {@code null} when a '{' is left open or a placeholder is malformed. */
  public static TemplateText parse(String text) {
    List<String> constants = new ArrayList<>();
    List<Placeholder> placeholders = new ArrayList<>();
    int at = 0;
    while (true) {
      int open = text.indexOf('{', at);
      int strayClose = text.indexOf('}', at);
      if (strayClose >= 0 && (open < 0 || strayClose < open)) {
        return null;
      }
      if (open < 0) {
        constants.add(text.substring(at));
        return new TemplateText(text, List.copyOf(constants), List.copyOf(placeholders));
      }
      int close = text.indexOf('}', open);
      if (close < 0) {
        return null;
      }
      String inside = text.substring(open + 1, close);
      int colon = inside.indexOf(':');
      String name = colon < 0 ? inside : inside.substring(0, colon);
      int width = 0;
      if (colon >= 0) {
        try {
          width = Integer.parseInt(inside.substring(colon + 1));
        } catch (NumberFormatException e) {
          return null;
        }
        if (width < 1 || width > 40) {
          return null;
        }
      }
      if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))
          || !name.chars().allMatch(Character::isJavaIdentifierPart)) {
        return null;
      }
      constants.add(text.substring(at, open));
      placeholders.add(new Placeholder(name, width));
      at = close + 1;
    }
  }

  /** The template as the runtime's {@code KeyTemplate} reads it: widths dropped ({@code {level:4}} is {@code {level}}). */
  public String runtimeText() {
    StringBuilder out = new StringBuilder(constants.get(0));
    for (int i = 0; i < placeholders.size(); i++) {
      out.append('{').append(placeholders.get(i).name()).append('}').append(constants.get(i + 1));
    }
    return out.toString();
  }

  public List<String> names() {
    return placeholders.stream().map(Placeholder::name).toList();
  }

  /** The constant text before the first placeholder: what every key begins with. */
  public String leading() {
    return constants.get(0);
  }

  /** Whether {@code constant} has a border: a non-empty proper prefix that is also its suffix ({@code #a#}). */
  public static boolean hasBorder(String constant) {
    for (int length = 1; length < constant.length(); length++) {
      if (constant.startsWith(constant.substring(constant.length() - length))) {
        return true;
      }
    }
    return false;
  }
}
