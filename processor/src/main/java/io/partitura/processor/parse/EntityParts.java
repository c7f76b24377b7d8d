package io.partitura.processor.parse;

import io.partitura.processor.model.ComponentModel;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * What every entity role reads the same way, handed from {@link EntityParser} to the parser of the
 * entity's role ({@link ChildParser}, {@link EdgeParser}).
 *
 * @param mirror the entity's role annotation ({@code @Parent}, {@code @ChildOf} or {@code @ManyToMany})
 * @param components every component, or null when one could not be read (reported)
 * @param keys the own {@code @Key} components in key order, or null when their order is ambiguous (reported)
 * @param ok false once anything above has been reported
 */
record EntityParts(TypeElement element, AnnotationMirror mirror, List<ComponentModel> components,
    List<ComponentModel> keys, List<ComponentModel> unique, boolean ok) {}
