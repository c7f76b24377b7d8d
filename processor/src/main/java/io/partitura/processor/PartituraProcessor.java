package io.partitura.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.ClassName;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.generate.Generator;
import io.partitura.processor.generate.SchemaFiles;
import io.partitura.processor.generate.SourceWriter;
import io.partitura.processor.lock.SchemaLock;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.NestedRecordModel;
import io.partitura.processor.model.TableInfo;
import io.partitura.processor.model.TableModel;
import io.partitura.processor.parse.SchemaParser;
import io.partitura.processor.parse.UnresolvedTypeException;
import io.partitura.processor.validate.SchemaValidator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Partitura's annotation processor: reads {@code @Table}, {@code @Parent} and {@code @ChildOf}
 * into a model, validates each table whole (reporting every problem on the element that causes
 * it), and generates keys, codecs, repositories and the table entry point from the valid ones.
 *
 * <p>Gradle incremental processing: declared <em>aggregating</em> (in
 * {@code META-INF/gradle/incremental.annotation.processors}), because one generated file depends on
 * several sources: {@code <Table>Table} and the batch classes list every entity of the table, and an
 * entity's codec depends on its table, its parent and the edges pointing at it. An isolating
 * processor must derive each file from one originating element, which a table spread over many
 * annotated records cannot.
 *
 * <p>A table whose records refer to types that do not exist yet (another processor may generate
 * them) is deferred to the next round; types still missing in the last round are reported (unless
 * javac reports them itself), and the rest of their table is validated without the entities that
 * need them, so its other problems show in the same compilation.
 */
@AutoService(Processor.class)
public final class PartituraProcessor extends AbstractProcessor {
  private final Set<String> deferredEntities = new LinkedHashSet<>();
  private final Set<String> deferredTables = new LinkedHashSet<>();
  private final Map<String, UnresolvedTypeException> deferralReasons = new LinkedHashMap<>();
  private final Set<String> generatedTables = new HashSet<>();
  /** Kept across rounds, so two tables with one name are caught even when a later round declares one. */
  private SchemaValidator validator;

  @Override
  public Set<String> getSupportedAnnotationTypes() {
    return Set.of(Names.TABLE, Names.PARENT, Names.CHILD_OF, Names.MANY_TO_MANY);
  }

  /**
   * Processor option: {@code -Apartitura.schemaFiles=false} turns off the files written per table under
   * {@code META-INF/partitura/<table-name>/} (CloudFormation, Terraform, NoSQL Workbench, access
   * patterns, schema snapshot). On by default.
   */
  public static final String SCHEMA_FILES_OPTION = "partitura.schemaFiles";

  /**
   * Processor option: {@code -Apartitura.schemaLocation=<dir>} turns on the schema lock. Each table's
   * {@code schema.json} is compared with the committed {@code <dir>/<table-name>/<schemaVersion>.json}:
   * additive changes rewrite it, breaking ones are {@code PARTITURA-SCHEMA-} errors (see {@link SchemaLock}).
   */
  public static final String SCHEMA_LOCATION_OPTION = SchemaLock.OPTION;

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(SCHEMA_FILES_OPTION, SCHEMA_LOCATION_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (annotations.isEmpty() && deferredTables.isEmpty() && deferredEntities.isEmpty()) {
      // No element of this round carries our annotations and none waits for a type: nothing to read, and
      // scanning the round's elements (the generated sources, in the second round) would cost compile time.
      return false;
    }
    Reporter reporter = new Reporter(processingEnv);
    Set<TypeElement> tableElements = new LinkedHashSet<>();
    Set<TypeElement> entityElements = new LinkedHashSet<>();
    collect(round, annotations, tableElements, entityElements);
    for (String name : deferredTables) {
      addIfPresent(name, tableElements);
    }
    for (String name : deferredEntities) {
      addIfPresent(name, entityElements);
    }
    deferredTables.clear();
    deferredEntities.clear();

    // In the last round, tables still waiting for a type are validated without the entities that
    // need it, so their other problems are reported too; nothing is generated any more.
    boolean lastRound = round.processingOver();
    if (lastRound) {
      // Elements from earlier rounds no longer map to source positions: look them up again.
      deferralReasons.forEach((name, reason) -> {
        if (!reason.reportedByJavac()) {
          reporter.report(Message.UNRESOLVED_TYPE, currentElement(name, reason.element()), reason.getMessage(), name);
        }
      });
    }
    deferralReasons.clear();

    SchemaParser parser = new SchemaParser(processingEnv, reporter);
    if (validator == null) {
      validator = new SchemaValidator();
    }
    validator.useReporter(reporter);
    Map<String, TableInfo> tables = new LinkedHashMap<>();
    Map<String, List<EntityInfo>> entitiesByTable = new LinkedHashMap<>();
    Set<String> tablesToDefer = new HashSet<>();

    for (TypeElement element : tableElements) {
      guard(reporter, element, () -> {
        TableInfo table = parser.table(element);
        if (table != null) {
          tables.put(key(table.element()), table);
        }
      });
    }
    for (TypeElement element : entityElements) {
      guard(reporter, element, () -> {
        try {
          EntityInfo entity = parser.entity(element);
          if (entity != null) {
            tables.putIfAbsent(key(entity.table().element()), entity.table());
            entitiesByTable.computeIfAbsent(key(entity.table().element()), k -> new ArrayList<>()).add(entity);
          }
        } catch (UnresolvedTypeException e) {
          if (lastRound) {
            return; // reported above
          }
          deferredEntities.add(key(element));
          deferralReasons.put(key(element), e);
          TableInfo table = tableOf(parser, element);
          if (table != null) {
            tablesToDefer.add(key(table.element()));
          }
        }
      });
    }

    // The nested records stored by this round's entities: each repository storing one gets its own codec of it.
    Map<ClassName, NestedRecordModel> nestedRecords = new HashMap<>();
    if (!lastRound) {
      parser.nestedRecords().forEach(nested -> nestedRecords.put(nested.recordName(), nested));
    }
    for (Map.Entry<String, TableInfo> entry : tables.entrySet()) {
      TableInfo table = entry.getValue();
      List<EntityInfo> entities = entitiesByTable.getOrDefault(entry.getKey(), List.of());
      if (tablesToDefer.contains(entry.getKey()) && !lastRound) {
        deferredTables.add(entry.getKey());
        entities.forEach(e -> deferredEntities.add(key(e.model().element())));
        continue;
      }
      if (!generatedTables.add(entry.getKey())) {
        for (EntityInfo late : entities) {
          reporter.report(Message.ENTITY_AFTER_TABLE, late.model().element(), late.mirror(),
              late.model().simpleName(), table.tableName());
        }
        continue;
      }
      guard(reporter, table.element(), () -> {
        TableModel validated = validator.validate(table, entities);
        TableModel model = validated != null
            && io.partitura.processor.generate.TemplateOverlaps.check(validated, reporter) ? validated : null;
        if (model != null && !lastRound) {
          new Generator(new SourceWriter(processingEnv.getFiler())).generate(model, nestedRecords);
          SchemaFiles files = new SchemaFiles(processingEnv.getFiler(), processingEnv.getElementUtils());
          Map<String, String> rendered = files.render(model, SchemaLock.schemaVersion(model.element()));
          if (rendered != null && schemaLocation() != null) {
            new SchemaLock(schemaLocation(), reporter, nestedRecords).check(model, rendered.get(SchemaFiles.SCHEMA_FILE));
          }
          if (rendered != null && schemaFilesEnabled()) {
            files.write(model, rendered);
          }
        }
      });
    }
    return false;
  }

  /** The schema lock's directory, or {@code null} when the option is not given. */
  private java.nio.file.Path schemaLocation() {
    String location = processingEnv.getOptions().get(SCHEMA_LOCATION_OPTION);
    return location == null || location.isBlank() ? null : java.nio.file.Path.of(location.trim());
  }

  private boolean schemaFilesEnabled() {
    return !"false".equalsIgnoreCase(processingEnv.getOptions().getOrDefault(SCHEMA_FILES_OPTION, "true").trim());
  }

  /** The table an entity names directly ({@code table}) or through its parent or {@code from} side. */
  private TableInfo tableOf(SchemaParser parser, TypeElement entity) {
    try {
      for (var mirror : entity.getAnnotationMirrors()) {
        for (var value : mirror.getElementValues().entrySet()) {
          String member = value.getKey().getSimpleName().toString();
          if (!(value.getValue().getValue() instanceof javax.lang.model.type.DeclaredType declared)) {
            continue;
          }
          TypeElement named = (TypeElement) declared.asElement();
          if (member.equals("table")) {
            return parser.table(named);
          }
          if (member.equals("parent") || member.equals("from")) {
            return named.equals(entity) ? null : tableOf(parser, named);
          }
        }
      }
      return null;
    } catch (RuntimeException e) {
      return null;
    }
  }

  /** The element named by a deferral, looked up in the current round (with its field, if it was one). */
  private Element currentElement(String entityName, Element original) {
    TypeElement entity = processingEnv.getElementUtils().getTypeElement(entityName);
    if (entity == null) {
      return original;
    }
    if (original != null && original.getKind() == javax.lang.model.element.ElementKind.FIELD) {
      for (Element enclosed : entity.getEnclosedElements()) {
        if (enclosed.getKind() == javax.lang.model.element.ElementKind.FIELD
            && enclosed.getSimpleName().contentEquals(original.getSimpleName())) {
          return enclosed;
        }
      }
    }
    return entity;
  }

  /**
   * Adds this round's types annotated with {@code @Table} to {@code tables}, and those annotated with {@code @Parent},
   * then {@code @ChildOf}, then {@code @ManyToMany} to {@code entities}, each in the order javac scans them.
   * {@code present} holds the annotations of ours that this round's elements carry (javac's set): the round's
   * elements are scanned once for all of them, not once per annotation.
   */
  private static void collect(RoundEnvironment round, Set<? extends TypeElement> present, Set<TypeElement> tables,
      Set<TypeElement> entities) {
    if (present.isEmpty()) {
      return;
    }
    List<TypeElement> annotated = new ArrayList<>();
    for (Element element : round.getElementsAnnotatedWithAny(present.toArray(new TypeElement[0]))) {
      if (element instanceof TypeElement typeElement) {
        annotated.add(typeElement);
      }
    }
    for (String annotation : List.of(Names.TABLE, Names.PARENT, Names.CHILD_OF, Names.MANY_TO_MANY)) {
      for (TypeElement element : annotated) {
        if (annotatedWith(element, annotation)) {
          (annotation.equals(Names.TABLE) ? tables : entities).add(element);
        }
      }
    }
  }

  private static boolean annotatedWith(Element element, String annotation) {
    for (var mirror : element.getAnnotationMirrors()) {
      if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(annotation)) {
        return true;
      }
    }
    return false;
  }

  private void addIfPresent(String name, Set<TypeElement> into) {
    TypeElement element = processingEnv.getElementUtils().getTypeElement(name);
    if (element != null) {
      into.add(element);
    }
  }

  private static String key(TypeElement element) {
    return element.getQualifiedName().toString();
  }

  private interface Step {
    void run() throws Exception;
  }

  /** An exception inside the processor becomes one error on the element, never a crash of javac. */
  private static void guard(Reporter reporter, Element element, Step step) {
    try {
      step.run();
    } catch (UnresolvedTypeException e) {
      throw e;
    } catch (javax.annotation.processing.FilerException e) {
      reporter.report(Message.GENERATED_NAME_TAKEN, element, element.getSimpleName(), e.getMessage());
    } catch (Exception | LinkageError | AssertionError e) {
      StringWriter trace = new StringWriter();
      e.printStackTrace(new PrintWriter(trace));
      reporter.report(Message.INTERNAL_ERROR, element, element, trace);
    }
  }
}
