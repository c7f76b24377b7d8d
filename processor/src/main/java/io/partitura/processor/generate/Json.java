package io.partitura.processor.generate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON writer for the files the processor writes next to the classes: objects keep the
 * order their members were added in (callers add them in a fixed or sorted order), output is
 * indented by two spaces and ends with a newline, so equal models give byte-equal files.
 * Values: {@link Obj}, {@link List}, {@link String}, {@link Number} (integral), {@link Boolean}.
 */
final class Json {
  private Json() {}

  /** A JSON object whose members keep their insertion order. */
  static final class Obj {
    private final Map<String, Object> members = new LinkedHashMap<>();

    /** Adds a member; a {@code null} value leaves the member out. */
    Obj put(String name, Object value) {
      if (value != null) {
        if (members.put(name, value) != null) {
          throw new IllegalStateException("duplicate JSON member " + name);
        }
      }
      return this;
    }

    Map<String, Object> members() {
      return members;
    }
  }

  static Obj object() {
    return new Obj();
  }

  static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(value, out, 0);
    return out.append('\n').toString();
  }

  private static void write(Object value, StringBuilder out, int depth) {
    if (value instanceof Obj obj) {
      if (obj.members.isEmpty()) {
        out.append("{}");
        return;
      }
      out.append("{\n");
      int i = 0;
      for (Map.Entry<String, Object> member : obj.members.entrySet()) {
        indent(out, depth + 1);
        string(member.getKey(), out);
        out.append(": ");
        write(member.getValue(), out, depth + 1);
        out.append(++i < obj.members.size() ? ",\n" : "\n");
      }
      indent(out, depth);
      out.append('}');
    } else if (value instanceof List<?> list) {
      if (list.isEmpty()) {
        out.append("[]");
        return;
      }
      out.append("[\n");
      for (int i = 0; i < list.size(); i++) {
        indent(out, depth + 1);
        write(list.get(i), out, depth + 1);
        out.append(i < list.size() - 1 ? ",\n" : "\n");
      }
      indent(out, depth);
      out.append(']');
    } else if (value instanceof String text) {
      string(text, out);
    } else if (value instanceof Integer || value instanceof Long || value instanceof Boolean) {
      out.append(value);
    } else {
      throw new IllegalArgumentException("not a JSON value this writer supports: " + value);
    }
  }

  private static void indent(StringBuilder out, int depth) {
    out.append("  ".repeat(depth));
  }

  /** A JSON string (RFC 8259): quote, backslash and control characters escaped, the rest kept. */
  static void string(String text, StringBuilder out) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
