package io.partitura.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;

/**
 * The generated sources split by type, for tests that look at one generated type's code: each top-level class
 * without the classes nested in it ({@code ProjectRepository}), and each class nested in it, one level down, by its
 * source name ({@code ProjectRepository.Codec}, its own nested classes included).
 */
final class GeneratedTypes {
  private static final Pattern MEMBER_TYPE = Pattern.compile(
      "(?m)^[ ]*(?:(?:public|protected|private|static|final|sealed|abstract)\\s+)*(?:class|interface|record|enum)\\s+(\\w+)");

  private GeneratedTypes() {}

  /** Every generated type's code, by {@code Outer} and {@code Outer.Nested}, in the order generated. */
  static Map<String, String> of(Compilation compilation) {
    Map<String, String> types = new LinkedHashMap<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      String name = file.getName().replaceAll(".*/", "").replace(".java", "");
      try {
        split(name, file.getCharContent(true).toString(), types);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return types;
  }

  /** The source names of every generated type: {@code test.ProjectRepository}, {@code test.ProjectRepository.Codec}. */
  static java.util.List<String> names(Compilation compilation) {
    java.util.List<String> names = new java.util.ArrayList<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      String path = file.toUri().getPath();
      String relative = path.substring(path.indexOf("/SOURCE_OUTPUT/") + "/SOURCE_OUTPUT/".length());
      String qualified = relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
      String pkg = qualified.contains(".") ? qualified.substring(0, qualified.lastIndexOf('.') + 1) : "";
      Map<String, String> types = new LinkedHashMap<>();
      try {
        split(qualified.substring(pkg.length()), file.getCharContent(true).toString(), types);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      types.keySet().forEach(type -> names.add(pkg + type));
    }
    java.util.Collections.sort(names);
    return names;
  }

  /** The code of one generated type, {@code Outer} or {@code Outer.Nested}, its package left out or not. */
  static String code(Compilation compilation, String type) {
    String code = of(compilation).get(type.replaceFirst("^([a-z_][a-z0-9_]*\\.)+", ""));
    if (code == null) {
      throw new AssertionError("not generated: " + type + " (generated: " + of(compilation).keySet() + ")");
    }
    return code;
  }

  private static void split(String outer, String source, Map<String, String> types) {
    StringBuilder outerCode = new StringBuilder();
    Map<String, String> nested = new LinkedHashMap<>();
    int depth = 0;
    int i = 0;
    int copiedTo = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        i = lineEnd(source, i);
      } else if (source.startsWith("/*", i)) {
        i = source.indexOf("*/", i + 2) + 2;
      } else if (c == '"' || c == '\'') {
        i = literalEnd(source, i, c);
      } else if (c == '{') {
        depth++;
        i++;
      } else if (c == '}') {
        depth--;
        i++;
      } else if (depth == 1 && (i == 0 || source.charAt(i - 1) == '\n')) {
        Matcher member = MEMBER_TYPE.matcher(source).region(i, lineEnd(source, i));
        if (member.lookingAt()) {
          // The member type runs from its javadoc, if any, to its closing brace at depth 1.
          int start = javadocStart(source, i);
          int end = typeEnd(source, source.indexOf('{', member.end()));
          outerCode.append(source, copiedTo, start);
          nested.put(outer + "." + member.group(1), source.substring(start, end));
          copiedTo = end;
          i = end;
        } else {
          i++;
        }
      } else {
        i++;
      }
    }
    outerCode.append(source.substring(copiedTo));
    types.put(outer, outerCode.toString());
    types.putAll(nested);
  }

  /** Where the javadoc and annotations right above the line at {@code lineStart} begin, or {@code lineStart}. */
  private static int javadocStart(String source, int lineStart) {
    int start = lineStart;
    while (start > 0) {
      int previous = source.lastIndexOf('\n', start - 2) + 1;
      String line = source.substring(previous, start).strip();
      if (line.startsWith("/**") || line.startsWith("*") || line.startsWith("@")) {
        start = previous;
      } else {
        return start;
      }
    }
    return start;
  }

  /** The index after the brace closing the one at {@code open}. */
  private static int typeEnd(String source, int open) {
    int depth = 0;
    int i = open;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (source.startsWith("//", i)) {
        i = lineEnd(source, i);
      } else if (source.startsWith("/*", i)) {
        i = source.indexOf("*/", i + 2) + 2;
      } else if (c == '"' || c == '\'') {
        i = literalEnd(source, i, c);
      } else {
        if (c == '{') {
          depth++;
        } else if (c == '}' && --depth == 0) {
          return i + 1;
        }
        i++;
      }
    }
    throw new IllegalStateException("unbalanced braces");
  }

  private static int literalEnd(String source, int start, char quote) {
    int i = start + 1;
    while (source.charAt(i) != quote) {
      i += source.charAt(i) == '\\' ? 2 : 1;
    }
    return i + 1;
  }

  private static int lineEnd(String source, int i) {
    int end = source.indexOf('\n', i);
    return end < 0 ? source.length() : end;
  }
}
