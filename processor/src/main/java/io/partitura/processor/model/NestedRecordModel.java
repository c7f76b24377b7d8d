package io.partitura.processor.model;

import com.squareup.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/** A record stored inside an entity as a map attribute; it gets its own attribute codec. */
public record NestedRecordModel(TypeElement element, ClassName recordName, ClassName codecName,
    List<ComponentModel> components) {}
