package io.partitura.processor;

import com.google.testing.compile.Compilation;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * The public top-level types a compilation generated, counted per entity and per table: what a user meets when
 * typing a record's name in an IDE. Each generated type belongs to the entity or table whose (flattened) name it
 * starts with, in that one's package; the longest such name wins ({@code OrderLine} over {@code Order}). A public
 * top-level type that belongs to neither is counted as unowned: nothing generated should be.
 */
final class TopLevelTypes {
  /** At most this many public top-level types per entity (issue 22): the repository, everything else nested in it. */
  static final int PER_ENTITY = 2;
  /** At most this many per table: the entry point and two more (its transaction and its change events). */
  static final int PER_TABLE = 3;
  static final String UNOWNED = "unowned";

  private final Map<String, Set<String>> byOwner;

  private TopLevelTypes(Map<String, Set<String>> byOwner) {
    this.byOwner = byOwner;
  }

  /** Run before Partitura's processor: records the tables and entities, by {@code kind package.Flat_Name}. */
  static final class Owners extends AbstractProcessor {
    private final Map<String, String> owners = new TreeMap<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("io.partitura.annotations.Table", "io.partitura.annotations.Parent",
          "io.partitura.annotations.ChildOf", "io.partitura.annotations.ManyToMany");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      for (TypeElement annotation : annotations) {
        String kind = annotation.getSimpleName().contentEquals("Table") ? "table" : "entity";
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
          owners.put(flatName((TypeElement) element), kind);
        }
      }
      return false;
    }

    /** {@code pkg.Outer_Inner}: the package and the simple names joined as generated names join them. */
    private String flatName(TypeElement type) {
      List<String> names = new ArrayList<>();
      Element current = type;
      while (current instanceof TypeElement) {
        names.add(0, current.getSimpleName().toString());
        current = current.getEnclosingElement();
      }
      String pkg = processingEnv.getElementUtils().getPackageOf(type).getQualifiedName().toString();
      return (pkg.isEmpty() ? "" : pkg + ".") + String.join("_", names);
    }
  }

  /** The public top-level types among {@code generated}, each under its owner ({@code entity pkg.Name}). */
  static TopLevelTypes of(Owners owners, Compilation compilation, Collection<String> generated) throws IOException {
    ClassLoader loader = GeneratedApi.loader(compilation);
    Map<String, Set<String>> byOwner = new TreeMap<>();
    owners.owners.forEach((name, kind) -> byOwner.put(kind + " " + name, new TreeSet<>()));
    for (String name : generated) {
      Class<?> type;
      try {
        type = Class.forName(name, false, loader);
      } catch (ClassNotFoundException e) {
        throw new AssertionError("generated source " + name + " has no class file", e);
      }
      if (!Modifier.isPublic(type.getModifiers())) {
        continue;
      }
      String owner = UNOWNED;
      int longest = -1;
      for (Map.Entry<String, String> candidate : owners.owners.entrySet()) {
        String ownerName = candidate.getKey();
        if (samePackage(ownerName, name) && simpleName(name).startsWith(simpleName(ownerName))
            && simpleName(ownerName).length() > longest) {
          longest = simpleName(ownerName).length();
          owner = candidate.getValue() + " " + ownerName;
        }
      }
      byOwner.computeIfAbsent(owner, k -> new TreeSet<>()).add(simpleName(name));
    }
    return new TopLevelTypes(byOwner);
  }

  /** One line per owner: {@code entity example.Course : 1 : CourseRepository}, the unowned last. */
  String listing() {
    StringBuilder text = new StringBuilder("# Public top-level types: at most " + PER_ENTITY + " per entity, at most "
        + PER_TABLE + " per table, none unowned (GoldenFilesTest fails above).\n");
    byOwner.forEach((owner, types) -> {
      if (!owner.equals(UNOWNED)) {
        text.append(line(owner, types));
      }
    });
    if (byOwner.containsKey(UNOWNED)) {
      text.append(line(UNOWNED, byOwner.get(UNOWNED)));
    }
    return text.toString();
  }

  /** Each owner over its limit, and any unowned public top-level type: empty when the shape is within limits. */
  List<String> overLimits() {
    List<String> over = new ArrayList<>();
    byOwner.forEach((owner, types) -> {
      int limit = owner.equals(UNOWNED) ? 0 : owner.startsWith("table ") ? PER_TABLE : PER_ENTITY;
      if (types.size() > limit) {
        over.add(line(owner, types).strip() + " (limit " + limit + ")");
      }
    });
    return over;
  }

  /** The counts by owner. */
  Map<String, Integer> counts() {
    Map<String, Integer> counts = new TreeMap<>();
    byOwner.forEach((owner, types) -> counts.put(owner, types.size()));
    return counts;
  }

  private static String line(String owner, Set<String> types) {
    return owner + " : " + types.size() + " : " + String.join(", ", types) + "\n";
  }

  private static boolean samePackage(String a, String b) {
    return packageOf(a).equals(packageOf(b));
  }

  private static String packageOf(String name) {
    int dot = name.lastIndexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  private static String simpleName(String name) {
    return name.substring(name.lastIndexOf('.') + 1);
  }
}
