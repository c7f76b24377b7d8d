package io.partitura.benchmarks.compile;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@link CompileProfile}'s experiments: each rewrites copies of the generated sources, one construct at a
 * time, the way a changed processor would write them. Where the rewritten code needs a runtime member that
 * does not exist yet, the variant adds a source: {@code Encoders} (shared encoder and decoder constants, as
 * the runtime would hold them), or a copy of a runtime class with one method more (read from
 * {@code runtime/src/main/java}: run from the checkout's root); the unchanged side then compiles the
 * unchanged copy, so that both compile the same runtime sources.
 */
final class Experiments {
  private Experiments() {}

  private static final String ENCODERS_PATH = "io/partitura/runtime/item/Encoders.java";

  /** Shared constants instead of a lambda per use: what the runtime would hold once for every entity. */
  private static final String ENCODERS = """
      package io.partitura.runtime.item;

      import java.time.Instant;
      import java.util.List;
      import java.util.Map;
      import java.util.function.Function;
      import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

      /** Encoders and decoders of the common component types, one instance each (CompileProfile's experiments). */
      public final class Encoders {
        public static final Function<String, AttributeValue> STRING = Items::string;
        public static final Function<Number, AttributeValue> NUMBER = Items::number;
        public static final Function<Long, AttributeValue> LONG = Items::number;
        public static final Function<Integer, AttributeValue> INTEGER = Items::number;
        public static final Function<Boolean, AttributeValue> BOOLEAN = Items::bool;
        public static final Function<Instant, AttributeValue> INSTANT = Items::instant;
        public static final Function<Enum<?>, AttributeValue> ENUM = Items::enumName;
        public static final Function<List<String>, AttributeValue> STRING_LIST = v -> Items.list(v, STRING);
        public static final Function<Map<String, String>, AttributeValue> STRING_MAP = v -> Items.map(v, STRING);
        public static final Function<AttributeValue, List<String>> AS_STRING_LIST = v -> Items.asList(v, Items::asString);
        public static final Function<AttributeValue, Map<String, String>> AS_STRING_MAP = v -> Items.asMap(v, Items::asString);

        private Encoders() {}

        public static <E extends Enum<E>> Function<E, AttributeValue> enumName() {
          return Items::enumName;
        }
      }
      """;

  private static final String ENTITY_UPDATE_FILE = "EntityUpdate.java";

  /** EntityUpdate's setters taking the value and a shared encoder, instead of a lambda per setter. */
  private static final String ENTITY_UPDATE_ADDITION = """

        /** SET {@code attribute} to {@code value} as {@code encoder} writes it (CompileProfile's experiment). */
        protected final <V> U set(String attribute, V value, Function<? super V, AttributeValue> encoder) {
          update.set(attribute, () -> encoder.apply(value));
          return self();
        }

        protected final <V> U setIfAbsent(String attribute, V value, Function<? super V, AttributeValue> encoder) {
          update.setIfAbsent(attribute, () -> encoder.apply(value));
          return self();
        }

        protected final <V> U add(String attribute, V value, Function<? super V, AttributeValue> encoder) {
          update.add(attribute, () -> encoder.apply(value));
          return self();
        }

        protected final <V> U append(String attribute, V value, Function<? super V, AttributeValue> encoder) {
          update.append(attribute, () -> encoder.apply(value));
          return self();
        }

        protected final <V> U prepend(String attribute, V value, Function<? super V, AttributeValue> encoder) {
          update.prepend(attribute, () -> encoder.apply(value));
          return self();
        }
      }
      """;

  static List<CompileProfile.Variant> all() {
    Path entityUpdatePath = runtimeSource(ENTITY_UPDATE_FILE);
    String entityUpdate;
    try {
      entityUpdate = Files.readString(RUNTIME_SOURCES.resolve(entityUpdatePath), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    String entityUpdateSource = entityUpdatePath.toString().replace(java.io.File.separatorChar, '/');
    String entityUpdateWithEncoders = entityUpdate.substring(0, entityUpdate.lastIndexOf('}')) + ENTITY_UPDATE_ADDITION;
    Map<String, String> encoders = Map.of(ENCODERS_PATH, ENCODERS);
    Map<String, String> updateExtra = new LinkedHashMap<>(encoders);
    updateExtra.put(entityUpdateSource, entityUpdateWithEncoders);
    Map<String, String> updateBaseline = new LinkedHashMap<>(encoders);
    updateBaseline.put(entityUpdateSource, entityUpdate);
    return List.of(
        new CompileProfile.Variant("update-encoders",
            "`<X>Update`: each setter passes its value and a shared encoder constant, `set(\"title\", title, Encoders.STRING)`, "
                + "instead of a lambda `set(\"title\", () -> Items.string(title))` (runtime: `EntityUpdate.set(String, V, Function)`)",
            only("Update", Experiments::updateEncoders), updateExtra, updateBaseline),
        new CompileProfile.Variant("conditions-encoders",
            "`<X>Conditions`: `new ValueCondition<Tier>(\"tier\", Encoders.<Tier>enumName())`, `new StringCondition(\"title\", "
                + "Encoders.STRING)` instead of a diamond with a lambda `new ValueCondition<>(\"tier\", value -> Items.enumName(value))`",
            only("Conditions", Experiments::conditionsEncoders), encoders, encoders),
        new CompileProfile.Variant("codec-encoders",
            "`<X>Codec`: `Items.putList(item, \"tags\", x.tags(), Encoders.STRING)` and `Items.get(item, \"tags\", "
                + "Encoders.AS_STRING_LIST)` instead of `Items::string` and `v0 -> Items.asList(v0, Items::asString)`",
            only("Codec", Experiments::codecEncoders), encoders, encoders),
        new CompileProfile.Variant("event-explicit",
            "`<T>Event.decoder()`: explicit type arguments, `List.<EntityEvents<?, E>>of(ChangeDecoder.<Org00, E>entity(…, Org00Change::new), …)`",
            only("Event", Experiments::eventExplicit), Map.of(), Map.of()),
        new CompileProfile.Variant("update-set-only",
            "`<X>Update`: only the plain setters (`title(…)`), without the `…IfAbsent`, `…Add`, `…Append`, `…Prepend` "
                + "methods: what 13 of 22 methods per entity cost (an API choice, for scale)",
            only("Update", Experiments::updateSetOnly), Map.of(), Map.of()),
        CompileProfile.Variant.ofFiles("merge-files",
            "one file per entity and one per table: each entity's Codec, Keys, Conditions, Update (and the parent's "
                + "`With…` results) as package-private top-level classes in its `<X>Repository.java`, the table's "
                + "classes in `<T>Table.java`; the code itself unchanged: what javac pays per compilation unit",
            Experiments::mergeFiles),
        new CompileProfile.Variant("all-encoders",
            "`update-encoders`, `conditions-encoders`, `codec-encoders` and `event-explicit` together",
            (file, text) -> eventExplicit(file, codecEncoders(file, conditionsEncoders(file, updateEncoders(file, text)))),
            updateExtra, updateBaseline));
  }

  private static CompileProfile.Rewrite only(String kind, CompileProfile.Rewrite rewrite) {
    return (file, text) -> CompileProfile.kind(file).equals(kind) ? rewrite.apply(file, text) : text;
  }

  private static final Map<String, String> ENCODER_OF = Map.of(
      "string", "Encoders.STRING", "enumName", "Encoders.ENUM", "instant", "Encoders.INSTANT",
      "number", "Encoders.NUMBER", "bool", "Encoders.BOOLEAN");

  private static final Pattern UPDATE_SETTER = Pattern.compile(
      "(set|setIfAbsent|add|append|prepend)\\(\"(\\w+)\", \\(\\) -> Items\\.(\\w+)\\((\\w+)(, Items::string)?\\)\\)");

  static String updateEncoders(String file, String text) {
    if (!CompileProfile.kind(file).equals("Update")) {
      return text;
    }
    String rewritten = replace(UPDATE_SETTER, text, m -> {
      String encoder = switch (m.group(3)) {
        case "list" -> "Encoders.STRING_LIST";
        case "map" -> "Encoders.STRING_MAP";
        default -> ENCODER_OF.get(m.group(3));
      };
      if (encoder == null) {
        throw new IllegalStateException("no encoder for Items." + m.group(3) + " in " + file);
      }
      return m.group(1) + "(\"" + m.group(2) + "\", " + m.group(4) + ", " + encoder + ")";
    });
    return addImport(rewritten, "io.partitura.runtime.item.Encoders");
  }

  private static final Pattern TYPED_CONDITION = Pattern.compile(
      "public (ValueCondition|OrderedCondition)<(\\w+)> (\\w+)\\(\\) \\{\\n(\\s+)return new \\1<>\\(\"(\\w+)\", value -> Items\\.(\\w+)\\(value\\)\\);");
  private static final Pattern STRING_CONDITION = Pattern.compile(
      "new StringCondition\\(\"(\\w+)\", value -> Items\\.string\\(value\\)\\)");

  static String conditionsEncoders(String file, String text) {
    if (!CompileProfile.kind(file).equals("Conditions")) {
      return text;
    }
    String rewritten = replace(TYPED_CONDITION, text, m -> {
      String type = m.group(2);
      String encoder = switch (m.group(6)) {
        case "enumName" -> "Encoders.<" + type + ">enumName()";
        case "instant" -> "Encoders.INSTANT";
        case "bool" -> "Encoders.BOOLEAN";
        case "number" -> type.equals("Long") ? "Encoders.LONG" : type.equals("Integer") ? "Encoders.INTEGER" : null;
        default -> null;
      };
      if (encoder == null) {
        throw new IllegalStateException("no encoder for " + m.group() + " in " + file);
      }
      return "public " + m.group(1) + "<" + type + "> " + m.group(3) + "() {\n" + m.group(4) + "return new " + m.group(1)
          + "<" + type + ">(\"" + m.group(5) + "\", " + encoder + ");";
    });
    rewritten = STRING_CONDITION.matcher(rewritten).replaceAll("new StringCondition(\"$1\", Encoders.STRING)");
    return addImport(rewritten, "io.partitura.runtime.item.Encoders");
  }

  static String codecEncoders(String file, String text) {
    if (!CompileProfile.kind(file).equals("Codec")) {
      return text;
    }
    String rewritten = text
        .replaceAll("(Items\\.put(List|Map)\\(item, \"\\w+\", \\w+\\.\\w+\\(\\)), Items::string\\)", "$1, Encoders.STRING)")
        .replaceAll("v0 -> Items\\.asList\\(v0, Items::asString\\)", "Encoders.AS_STRING_LIST")
        .replaceAll("v0 -> Items\\.asMap\\(v0, Items::asString\\)", "Encoders.AS_STRING_MAP");
    return addImport(rewritten, "io.partitura.runtime.item.Encoders");
  }

  private static final Pattern EVENT_ENTITY = Pattern.compile("ChangeDecoder\\.entity\\((\\w+)Codec\\.INSTANCE, (\\w+)Change::new\\)");

  static String eventExplicit(String file, String text) {
    if (!CompileProfile.kind(file).equals("Event")) {
      return text;
    }
    String event = file.substring(0, file.length() - ".java".length());
    String rewritten = replace(EVENT_ENTITY, text,
        m -> "ChangeDecoder.<" + m.group(1) + ", " + event + ">entity(" + m.group(1) + "Codec.INSTANCE, " + m.group(2) + "Change::new)");
    rewritten = rewritten.replace("List.of(\n", "List.<ChangeDecoder.EntityEvents<?, " + event + ">>of(\n");
    return rewritten;
  }

  private static final Pattern UPDATE_EXTRA_METHOD = Pattern.compile(
      "\\n    /\\*\\*[^\\n]*\\*/\\n    public \\w+ \\w+(IfAbsent|Add|Append|Prepend)\\([^)]*\\) \\{\\n[^\\n]*\\n    }\\n");

  static String updateSetOnly(String file, String text) {
    return UPDATE_EXTRA_METHOD.matcher(text).replaceAll("");
  }

  private static final Pattern ENTITY_FILE = Pattern.compile("^((Org|Team|Board|Card|Member)\\d\\d)\\w+\\.java$");
  private static final Pattern TABLE_FILE = Pattern.compile("^(Store\\d\\d)\\w+\\.java$");
  private static final Pattern TOP_LEVEL_PUBLIC = Pattern.compile(
      "^public ((?:final |sealed |abstract )*(?:class|interface|record|enum) )", Pattern.MULTILINE);

  /** Merges each entity's files into its repository's file and each table's into its table's file. */
  static Map<String, String> mergeFiles(Map<String, String> files) {
    Map<String, List<String>> groups = new LinkedHashMap<>();
    Map<String, String> primary = new LinkedHashMap<>();
    for (String name : files.keySet()) {
      Matcher entity = ENTITY_FILE.matcher(name);
      Matcher table = TABLE_FILE.matcher(name);
      String target;
      if (entity.matches()) {
        // the parent's With… results go with the parent's repository
        target = entity.group(1) + "Repository.java";
      } else if (table.matches()) {
        target = table.group(1) + "Table.java";
      } else {
        target = name;
      }
      groups.computeIfAbsent(target, t -> new ArrayList<>()).add(name);
      primary.put(name, target);
    }
    Map<String, String> merged = new LinkedHashMap<>();
    groups.forEach((target, members) -> {
      String pkg = null;
      java.util.TreeSet<String> imports = new java.util.TreeSet<>();
      StringBuilder bodies = new StringBuilder();
      for (String member : members) {
        String text = files.get(member);
        int bodyStart = 0;
        for (String line : text.lines().toList()) {
          if (line.startsWith("package ")) {
            pkg = line;
          } else if (line.startsWith("import ")) {
            imports.add(line);
          } else if (!line.isBlank()) {
            break;
          }
        }
        int lastImport = Math.max(text.lastIndexOf("\nimport "), text.indexOf("\n"));
        bodyStart = text.indexOf('\n', lastImport + 1) + 1;
        String body = text.substring(bodyStart);
        if (!member.equals(target)) {
          body = TOP_LEVEL_PUBLIC.matcher(body).replaceFirst("$1");
        }
        bodies.append(body.strip()).append("\n\n");
      }
      merged.put(target, pkg + "\n\n" + String.join("\n", imports) + "\n\n" + bodies.toString().strip() + "\n");
    });
    return merged;
  }

  private static String replace(Pattern pattern, String text, java.util.function.Function<Matcher, String> replacement) {
    Matcher m = pattern.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(replacement.apply(m)));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static String addImport(String text, String type) {
    if (text.contains("import " + type + ";")) {
      return text;
    }
    int at = text.indexOf("\nimport ");
    return text.substring(0, at + 1) + "import " + type + ";\n" + text.substring(at + 1);
  }

  private static final Path RUNTIME_SOURCES = Path.of("runtime", "src", "main", "java");

  /** Where the runtime class {@code fileName} is, relative to the runtime's sources (its package may move). */
  private static Path runtimeSource(String fileName) {
    try (java.util.stream.Stream<Path> files = Files.walk(RUNTIME_SOURCES)) {
      return files.filter(f -> f.getFileName().toString().equals(fileName)).findFirst()
          .map(RUNTIME_SOURCES::relativize)
          .orElseThrow(() -> new IllegalStateException("no " + fileName + " under " + RUNTIME_SOURCES));
    } catch (IOException e) {
      throw new UncheckedIOException("the experiments read " + RUNTIME_SOURCES + ": run CompileProfile from the checkout's root", e);
    }
  }
}
