package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.AttributeType;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.Names;
import io.partitura.processor.model.NestedRecordModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.PrimitiveType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads a record's components into {@link ComponentModel}s: attribute names, attribute types,
 * converters, {@code @ExpiresAt} types, and the nested records they use (parsed once each, on demand).
 */
final class ComponentParser {
  private final Elements elements;
  private final Types types;
  private final Reporter reporter;
  private final Annotations annotations;
  private final TypeMapper typeMapper;

  private final Map<String, NestedRecordModel> nestedRecords = new LinkedHashMap<>();
  private final Set<String> nestedInProgress = new HashSet<>();
  private final Set<String> failedNested = new HashSet<>();

  ComponentParser(Elements elements, Types types, Reporter reporter, Annotations annotations) {
    this.elements = elements;
    this.types = types;
    this.reporter = reporter;
    this.annotations = annotations;
    this.typeMapper = new TypeMapper(this::nested);
  }

  /** Every component of {@code record}, or null (after reporting) when one cannot be stored. */
  List<ComponentModel> components(TypeElement record) {
    Map<String, VariableElement> fields = new HashMap<>();
    for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
      if (!field.getModifiers().contains(Modifier.STATIC)) {
        fields.put(field.getSimpleName().toString(), field);
      }
    }
    List<ComponentModel> components = new ArrayList<>();
    boolean ok = true;
    for (RecordComponentElement component : record.getRecordComponents()) {
      String name = component.getSimpleName().toString();
      // JDK-8295184: diagnostics on a RecordComponentElement have no position on JDK 17; the
      // record's private field of the same name has the component's line.
      Element site = fields.containsKey(name) ? fields.get(name) : component;
      TypeMirror type = component.asType();
      TypeMapper.checkResolved(type, site);

      String attributeName = name;
      AnnotationMirror attribute = Annotations.find(component, Names.ATTRIBUTE);
      if (attribute != null) {
        attributeName = annotations.string(attribute, "value");
        if (attributeName.isEmpty()) {
          reporter.report(Message.ATTRIBUTE_NAME_EMPTY, site, describe(record, name));
          ok = false;
          continue;
        }
      }
      AttributeType attributeType;
      AnnotationMirror convert = Annotations.find(component, Names.CONVERT);
      if (convert != null) {
        attributeType = converted(record, name, site, type, convert);
        if (attributeType == null) {
          ok = false;
          continue;
        }
      } else {
        attributeType = typeMapper.attributeType(type, site, true);
        if (attributeType == null) {
          if (!mentionsFailedNested(type)) {
            // A broken nested record is reported once, on itself; not again on every use.
            reporter.report(Message.ATTRIBUTE_UNSUPPORTED_TYPE, site, describe(record, name), type);
          }
          ok = false;
          continue;
        }
      }
      if (Annotations.find(component, Names.EXPIRES_AT) != null) {
        if (convert != null || !type.toString().equals("java.time.Instant")) {
          reporter.report(Message.EXPIRY_TYPE, site, describe(record, name), type);
          ok = false;
          continue;
        }
        attributeType = new AttributeType.Scalar(AttributeType.ScalarKind.EPOCH_SECONDS, TypeName.get(type));
      }
      components.add(new ComponentModel(name, attributeName, TypeName.get(type), attributeType,
          typeMapper.keyType(type, site), site));
    }
    return ok ? components : null;
  }

  /**
   * The nested records {@code entities} store, directly or inside another nested record or a collection.
   * A typed id is stored as its component and needs no map codec.
   */
  List<NestedRecordModel> nestedRecords(Collection<EntityModel> entities) {
    Map<ClassName, NestedRecordModel> byName = new HashMap<>();
    nestedRecords.values().forEach(nested -> byName.put(nested.recordName(), nested));
    List<ComponentModel> stored = new ArrayList<>();
    entities.forEach(entity -> stored.addAll(entity.components()));
    return NestedRecordModel.storedBy(stored, byName);
  }

  private AttributeType converted(TypeElement record, String name, Element site, TypeMirror type, AnnotationMirror convert) {
    TypeElement converter = annotations.typeElement(convert, "value");
    TypeMirror value = annotations.type(convert, "value");
    if (converter == null && value != null && value.getKind() != TypeKind.ERROR) {
      // int.class, String[].class, void.class: javac accepts them, @Convert's value being a Class<?> (see Convert)
      reporter.report(Message.CONVERTER_INVALID, site, value, describe(record, name), "is not a class", type);
      return null;
    }
    if (converter == null) {
      throw new UnresolvedTypeException(annotations.classText(convert, "value"), site);
    }
    String problem = null;
    if (!converter.getModifiers().contains(Modifier.PUBLIC) || converter.getModifiers().contains(Modifier.ABSTRACT)) {
      problem = "is not a public concrete class";
    } else if (ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
        .noneMatch(c -> c.getParameters().isEmpty() && c.getModifiers().contains(Modifier.PUBLIC))) {
      problem = "has no public no-argument constructor";
    } else {
      TypeElement attributeConverter = elements.getTypeElement("software.amazon.awssdk.enhanced.dynamodb.AttributeConverter");
      TypeMirror boxed = type.getKind().isPrimitive() ? types.boxedClass((PrimitiveType) type).asType() : type;
      if (attributeConverter != null
          && !types.isAssignable(converter.asType(), types.getDeclaredType(attributeConverter, boxed))) {
        problem = "does not convert " + boxed;
      }
    }
    if (problem != null) {
      reporter.report(Message.CONVERTER_INVALID, site, converter.getSimpleName(), describe(record, name), problem, type);
      return null;
    }
    return new AttributeType.Converted(ClassName.get(converter), TypeName.get(type));
  }

  private AttributeType.Nested nested(TypeElement record, Element usedBy) {
    ClassName recordName = ClassName.get(record);
    String key = record.getQualifiedName().toString();
    if (failedNested.contains(key)) {
      return null;
    }
    if (!nestedRecords.containsKey(key) && !nestedInProgress.contains(key)) {
      if (!isAccessibleFromPackage(record)) {
        return null;
      }
      nestedInProgress.add(key);
      List<ComponentModel> components = components(record);
      nestedInProgress.remove(key);
      for (ComponentModel component : components == null ? List.<ComponentModel>of() : components) {
        if (ExpiryParser.isExpiry(component)) {
          reporter.report(Message.EXPIRY_NESTED, component.element(), describe(record, component));
          components = null;
        }
      }
      for (RecordComponentElement component : record.getRecordComponents()) {
        Element site = ElementFilter.fieldsIn(record.getEnclosedElements()).stream()
            .filter(f -> f.getSimpleName().contentEquals(component.getSimpleName())).findFirst()
            .<Element>map(f -> f).orElse(component);
        if (Annotations.find(component, Names.UNIQUE) != null) {
          reporter.report(Message.UNIQUE_NESTED, site, describe(record, component.getSimpleName().toString()));
          components = null;
        }
        if (Annotations.find(component, Names.COUNTER) != null) {
          reporter.report(Message.COUNTER_INVALID, site, describe(record, component.getSimpleName().toString()),
              "is in a record stored inside another item", "Move the counter to the entity record.");
          components = null;
        }
      }
      if (components == null) {
        failedNested.add(key);
        return null;
      }
      nestedRecords.put(key, new NestedRecordModel(record, recordName, components));
    }
    return new AttributeType.Nested(recordName);
  }

  private boolean mentionsFailedNested(TypeMirror type) {
    if (type instanceof DeclaredType declared) {
      if (failedNested.contains(((TypeElement) declared.asElement()).getQualifiedName().toString())) {
        return true;
      }
      for (TypeMirror argument : declared.getTypeArguments()) {
        if (mentionsFailedNested(argument)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * The components of {@code record} that carry {@code annotation}, in declaration order, each with
   * its annotation.
   */
  static Map<ComponentModel, AnnotationMirror> annotated(TypeElement record, List<ComponentModel> components,
      String annotation) {
    Map<ComponentModel, AnnotationMirror> annotated = new LinkedHashMap<>();
    for (RecordComponentElement component : record.getRecordComponents()) {
      AnnotationMirror mirror = Annotations.find(component, annotation);
      if (mirror != null) {
        annotated.put(components.stream()
            .filter(c -> c.name().contentEquals(component.getSimpleName())).findFirst().orElseThrow(), mirror);
      }
    }
    return annotated;
  }

  /** Whether code in the record's package can name it: no enclosing type on the way out is private. */
  static boolean isAccessibleFromPackage(TypeElement element) {
    Element current = element;
    while (current instanceof TypeElement) {
      if (current.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      current = current.getEnclosingElement();
    }
    return true;
  }
}
