package io.partitura.processor.generate;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON writer for the files the processor writes next to the classes: objects keep the
 * order their members were added in (callers add them in a fixed or sorted order), output is
 * indented by two spaces and ends with a newline, so equal models give byte-equal files.
 * Values: {@link Obj}, {@link List}, {@link String}, {@link Number} (integral), {@link Boolean}.
 *
 * <p>{@link #parse} reads such a file back (a committed schema snapshot): objects become ordered
 * maps, arrays lists, numbers {@link Long}, and {@code null} {@code null}.
 */
public final class Json {
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
    for (int i = 0; i < depth; i++) {
      out.append("  ");
    }
  }

  /** A JSON string (RFC 8259): quote, backslash and control characters escaped, the rest kept. */
  static void string(String text, StringBuilder out) {
    out.append('"');
    // The characters between two escapes are copied as one run: most strings have no escape at all.
    int copied = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c >= 0x20 && c != '"' && c != '\\') {
        continue;
      }
      out.append(text, copied, i);
      copied = i + 1;
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> out.append(String.format("\\u%04x", (int) c));
      }
    }
    out.append(text, copied, text.length()).append('"');
  }

  /** Thrown by {@link #parse} for text that is not JSON, with the offset of the problem. */
  public static final class ParseException extends Exception {
    ParseException(String message, int offset) {
      super(message + " at offset " + offset);
    }
  }

  /** Parses JSON text (RFC 8259); integral numbers only, as this writer writes. */
  public static Object parse(String text) throws ParseException {
    Parser parser = new Parser(text);
    Object value = parser.value();
    parser.skipSpace();
    if (parser.at < text.length()) {
      throw new ParseException("unexpected text after the JSON value", parser.at);
    }
    return value;
  }

  private static final class Parser {
    private final String text;
    private int at;

    Parser(String text) {
      this.text = text;
    }

    void skipSpace() {
      while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
        at++;
      }
    }

    Object value() throws ParseException {
      skipSpace();
      if (at >= text.length()) {
        throw new ParseException("unexpected end of text", at);
      }
      char c = text.charAt(at);
      if (c == '{') {
        at++;
        Map<String, Object> object = new LinkedHashMap<>();
        skipSpace();
        if (peek('}')) {
          return object;
        }
        do {
          skipSpace();
          if (!peekChar('"')) {
            throw new ParseException("expected a member name", at);
          }
          String name = string();
          skipSpace();
          expect(':');
          object.put(name, value());
          skipSpace();
        } while (peek(','));
        expect('}');
        return object;
      }
      if (c == '[') {
        at++;
        List<Object> list = new java.util.ArrayList<>();
        skipSpace();
        if (peek(']')) {
          return list;
        }
        do {
          list.add(value());
          skipSpace();
        } while (peek(','));
        expect(']');
        return list;
      }
      if (c == '"') {
        return string();
      }
      for (String word : List.of("true", "false", "null")) {
        if (text.startsWith(word, at)) {
          at += word.length();
          return word.equals("null") ? null : Boolean.valueOf(word);
        }
      }
      int start = at;
      if (peekChar('-')) {
        at++;
      }
      while (at < text.length() && Character.isDigit(text.charAt(at))) {
        at++;
      }
      if (at == start || text.substring(start, at).equals("-")) {
        throw new ParseException("unexpected character '" + c + "'", start);
      }
      try {
        return Long.valueOf(text.substring(start, at));
      } catch (NumberFormatException e) {
        throw new ParseException("number out of range", start);
      }
    }

    private String string() throws ParseException {
      expect('"');
      StringBuilder out = new StringBuilder();
      while (true) {
        if (at >= text.length()) {
          throw new ParseException("unterminated string", at);
        }
        char c = text.charAt(at++);
        if (c == '"') {
          return out.toString();
        }
        if (c != '\\') {
          out.append(c);
          continue;
        }
        if (at >= text.length()) {
          throw new ParseException("unterminated escape", at);
        }
        char escaped = text.charAt(at++);
        switch (escaped) {
          case '"', '\\', '/' -> out.append(escaped);
          case 'n' -> out.append('\n');
          case 'r' -> out.append('\r');
          case 't' -> out.append('\t');
          case 'b' -> out.append('\b');
          case 'f' -> out.append('\f');
          case 'u' -> {
            if (at + 4 > text.length()) {
              throw new ParseException("short unicode escape", at);
            }
            try {
              out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
            } catch (NumberFormatException e) {
              throw new ParseException("bad unicode escape", at);
            }
            at += 4;
          }
          default -> throw new ParseException("bad escape \\" + escaped, at - 1);
        }
      }
    }

    private boolean peek(char c) {
      skipSpace();
      if (peekChar(c)) {
        at++;
        return true;
      }
      return false;
    }

    private boolean peekChar(char c) {
      return at < text.length() && text.charAt(at) == c;
    }

    private void expect(char c) throws ParseException {
      skipSpace();
      if (!peekChar(c)) {
        throw new ParseException("expected '" + c + "'", at);
      }
      at++;
    }
  }
}
