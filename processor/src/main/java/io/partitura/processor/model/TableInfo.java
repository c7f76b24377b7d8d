package io.partitura.processor.model;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/** A table as declared, before its entities are attached. */
public record TableInfo(
    TypeElement element, AnnotationMirror mirror, String tableName, String partitionKey, String sortKey,
    String typeAttribute, String billingMode, long readCapacityUnits, long writeCapacityUnits, String streamView) {}
