package io.partitura.processor.model;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;

/**
 * Where an entity's annotation and table are, for diagnostics and grouping.
 *
 * @param indexMirrors the {@code @LocalIndex}/{@code @GlobalIndex} of each of the model's indexes, in the
 *     same order, so that problems between indexes are reported on the annotation at fault
 */
public record EntityInfo(EntityModel model, AnnotationMirror mirror, TableInfo table, List<AnnotationMirror> indexMirrors) {}
