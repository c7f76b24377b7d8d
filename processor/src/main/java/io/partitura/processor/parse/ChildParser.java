package io.partitura.processor.parse;

import static io.partitura.processor.parse.ParseText.describe;

import io.partitura.processor.diag.AnnotationValues;
import io.partitura.processor.diag.Message;
import io.partitura.processor.diag.Reporter;
import io.partitura.processor.model.ComponentModel;
import io.partitura.processor.model.EntityInfo;
import io.partitura.processor.model.EntityModel;
import io.partitura.processor.model.IndexModel;
import io.partitura.processor.model.Names;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Reads a {@code @ChildOf} relationship: the parent (parsed first), the chain of parents up to a
 * {@code @Parent}, and the child's copies of its parent's keys that make up its own key.
 */
record ChildParser(Reporter reporter, Annotations annotations, Function<TypeElement, EntityInfo> entities) {
  /**
   * A child's key as its relationship makes it: its parent's partition key, then (for a grandchild)
   * its parent's sort key; the child's own keys follow in {@code sortKeyParts}.
   */
  record ChildKeys(EntityInfo parent, List<ComponentModel> partitionKeyParts, List<ComponentModel> sortKeyParts) {}

  /** The child's key parts and its parent; null (after reporting) when the relationship is unusable. */
  ChildKeys keys(EntityParts parts) {
    TypeElement element = parts.element();
    AnnotationMirror childMirror = parts.mirror();
    TypeElement parentElement = annotations.typeElement(childMirror, "parent");
    if (parentElement == null) {
      throw new UnresolvedTypeException(annotations.classText(childMirror, "parent"), element);
    }
    AnnotationMirror parentAsChild = Annotations.find(parentElement, Names.CHILD_OF);
    if (Annotations.find(parentElement, Names.PARENT) == null && parentAsChild == null) {
      reporter.report(Message.CHILD_PARENT_NOT_PARENT, element, childMirror,
          AnnotationValues.explicitValue(childMirror, "parent"),
          parentElement.getSimpleName() + ".class", element.getSimpleName(), parentElement.getSimpleName(),
          parentElement.getSimpleName(), element.getSimpleName());
      return null;
    }
    if (parentAsChild != null && !checkNesting(element, childMirror, parentElement)) {
      return null;
    }
    EntityInfo parent = entities.apply(parentElement);
    if (parent == null || !parts.ok()) {
      return null;
    }
    boolean ok = true;
    // A grandchild repeats its parent's own key as well: its sort key extends the parent's.
    List<ComponentModel> inherited = new ArrayList<>();
    if (parent.model().kind() == EntityModel.Kind.CHILD) {
      EntityModel root = entities.apply(annotations.typeElement(parentAsChild, "parent")).model();
      if (root.partitionKeyParts().size() != 1) {
        reporter.report(Message.NESTED_PARENT_COMPOSITE_ROOT, element, childMirror,
            AnnotationValues.explicitValue(childMirror, "parent"), parentElement.getSimpleName() + ".class",
            element.getSimpleName(), root.simpleName(), root.partitionKeyParts().size(), root.simpleName(),
            parentElement.getSimpleName(), IndexModel.NESTED_PARENTS.name(),
            element.getSimpleName());
        return null;
      }
      for (ComponentModel parentKey : parent.model().sortKeyParts()) {
        ComponentModel own = inheritedKey(parts, parentElement, parentKey);
        if (own == null) {
          ok = false;
        } else {
          inherited.add(own);
        }
      }
    }
    List<ComponentModel> partitionKeyParts = new ArrayList<>();
    for (ComponentModel parentKey : parent.model().partitionKeyParts()) {
      ComponentModel own = inheritedKey(parts, parentElement, parentKey);
      if (own == null) {
        ok = false;
      } else if (parts.unique().contains(own)) {
        reporter.report(Message.UNIQUE_IS_KEY, own.element(), describe(element, own),
            "the partition key it shares with its parent " + parentElement.getSimpleName());
        ok = false;
      } else {
        partitionKeyParts.add(own);
      }
    }
    if (!ok) {
      return null;
    }
    List<ComponentModel> sortKeyParts = new ArrayList<>(inherited);
    sortKeyParts.addAll(parts.keys());
    return new ChildKeys(parent, partitionKeyParts, sortKeyParts);
  }

  /**
   * The child's copy of one of its parent's key components (same name, same type, not a {@code @Key}
   * of the child); null after reporting when there is none.
   */
  private ComponentModel inheritedKey(EntityParts parts, TypeElement parentElement, ComponentModel parentKey) {
    TypeElement element = parts.element();
    ComponentModel own = parts.components().stream()
        .filter(c -> c.name().equals(parentKey.name())).findFirst().orElse(null);
    if (own == null) {
      reporter.report(Message.CHILD_MISSING_PARENT_KEY, element, parts.mirror(),
          element.getSimpleName(), parentElement.getSimpleName(), parentKey.name(), parentKey.javaType(),
          parentKey.javaType(), parentKey.name());
      return null;
    }
    if (!own.javaType().equals(parentKey.javaType())) {
      reporter.report(Message.CHILD_PARENT_KEY_TYPE, own.element(),
          describe(element, own), own.javaType(), parentElement.getSimpleName(), parentKey.name(), parentKey.javaType());
      return null;
    }
    if (parts.keys().contains(own)) {
      reporter.report(Message.CHILD_KEY_IS_PARENT_KEY, own.element(), describe(element, own));
      return null;
    }
    return own;
  }

  /**
   * For a child whose parent is itself a child: whether the chain of parents reaches a {@code @Parent}
   * within three levels. Reports a cycle or a fourth level; read from the annotations alone, before
   * any parent is parsed (parsing a cycle's parents would never end).
   */
  private boolean checkNesting(TypeElement element, AnnotationMirror childMirror, TypeElement parentElement) {
    List<TypeElement> chain = new ArrayList<>(List.of(element, parentElement));
    TypeElement current = parentElement;
    while (true) {
      AnnotationMirror asChild = Annotations.find(current, Names.CHILD_OF);
      if (asChild == null) {
        break; // a @Parent, or a record whose own @ChildOf reports what is wrong with it
      }
      TypeElement next = annotations.typeElement(asChild, "parent");
      if (next == null) {
        throw new UnresolvedTypeException(annotations.classText(asChild, "parent"), current);
      }
      boolean seen = chain.contains(next);
      chain.add(next);
      if (seen) {
        reporter.report(Message.CHILD_CYCLE, element, childMirror, AnnotationValues.explicitValue(childMirror, "parent"),
            parentElement.getSimpleName() + ".class", element.getSimpleName(), chainText(chain));
        return false;
      }
      current = next;
    }
    if (chain.size() > 3) {
      // chain: element, its parent, ..., the @Parent at the top
      List<TypeElement> below = chain.subList(1, chain.size());
      Collections.reverse(below);
      reporter.report(Message.CHILD_NESTED_TOO_DEEP, element, childMirror, AnnotationValues.explicitValue(childMirror, "parent"),
          parentElement.getSimpleName() + ".class", element.getSimpleName(), parentElement.getSimpleName(),
          chainText(below), element.getSimpleName(), below.get(below.size() - 2).getSimpleName(),
          parentElement.getSimpleName());
      return false;
    }
    return true;
  }

  private static String chainText(List<TypeElement> chain) {
    return String.join(" -> ", chain.stream().map(e -> e.getSimpleName().toString()).toList());
  }
}
